import { integer } from "drizzle-orm/pg-core";
import { organisations } from "./organisations";

/** Every row belongs to an organisation (DESIGN §5): tenant scoping starts at the table. */
export const orgId = () =>
  integer("org_id")
    .notNull()
    .references(() => organisations.id, { onDelete: "cascade" });
