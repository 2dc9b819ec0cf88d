import { z } from "zod";
import { pageQuery } from "../pagination";
import { queryBoolean } from "../input";

/**
 * `GET /<kind>/`: the page envelope plus a search on name and short code, obsolete rows on
 * request, and `order_by` (`name`, `-name`, `created_on`, `modified_on`, `id`, and per kind
 * `rank`, `start_time` or `short_code`; the server names the choices when one is unknown).
 */
export const configurationListQuery = pageQuery(100).extend({
  search: z.string().trim().max(100).optional(),
  include_obsolete: queryBoolean.default(false),
  order_by: z.string().trim().max(50).optional(),
});

/** `GET /<kind>/{id}/dependencies/`: whether anything uses the row, and what. */
export const dependencies = z
  .object({ hasDependencies: z.boolean(), usedBy: z.array(z.string()) })
  .meta({ id: "Dependencies" });
export type Dependencies = z.infer<typeof dependencies>;

/** `PATCH /hospitals/{id}/update_settings/`: a batch of changes applied together or not at all. */
export const settingsChanges = z
  .array(z.object({ path: z.string().trim().min(1).max(200), value: z.json() }).strict())
  .min(1)
  .max(100);
export type SettingsChanges = z.infer<typeof settingsChanges>;
