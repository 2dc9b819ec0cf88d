/**
 * `GET /<kind>/{id}/dependencies/` (E-016): whether anything uses the row. Asked right before a
 * delete, never cached: a row that was free a minute ago may be in use now.
 */
import { type Dependencies, dependencies, wire } from "@rosterly/contract";
import { api } from "../../../lib/api/client";
import { dependenciesPath } from "./row-path";

const dependenciesSchema = wire(dependencies);

export function getDependencies(listPath: string, id: number): Promise<Dependencies> {
  return api.get(dependenciesPath(listPath, id), dependenciesSchema);
}
