import { pgTable, serial, text } from "drizzle-orm/pg-core";
import { audit, jsonObject } from "./columns";

// A type alias (not an interface) so it is assignable to the jsonb column's record type.
export type OrganisationInfo = {
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phoneDefault: string;
  ccn: string;
  timezone: string;
};

/** An organisation (a hospital): the tenant every other row belongs to. */
export const organisations = pgTable("organisations", {
  id: serial("id").primaryKey(),
  type: text("type").notNull().default("hospital"),
  info: jsonObject("info").$type<OrganisationInfo>(),
  settings: jsonObject("settings"),
  activeSubscriptionId: text("active_subscription_id"),
  ...audit(),
});
