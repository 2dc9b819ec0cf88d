import { sql } from "drizzle-orm";
import { integer, jsonb, timestamp } from "drizzle-orm/pg-core";

export const audit = () => ({
  createdOn: timestamp("created_on", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  createdBy: integer("created_by"),
  modifiedOn: timestamp("modified_on", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  modifiedBy: integer("modified_by"),
});

export const jsonObject = (name: string) =>
  jsonb(name).$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`);
