import type { PgColumn } from "drizzle-orm/pg-core";

/** `?order_by=` choices every kind offers; kinds add their own (rank, start_time, short_code). */
export const standardOrder = (table: {
  id: PgColumn;
  name: PgColumn;
  createdOn: PgColumn;
  modifiedOn: PgColumn;
}) => ({
  id: table.id,
  name: table.name,
  created_on: table.createdOn,
  modified_on: table.modifiedOn,
});
