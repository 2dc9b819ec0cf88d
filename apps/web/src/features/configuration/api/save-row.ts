/** `POST /<kind>/` and `PATCH /<kind>/{id}/`: the row as the dialog's form describes it (E-015). */
import type { Hospital } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type MutationHookOptions, useChainedMutation } from "../../../lib/api/mutation";
import type { FieldValues } from "react-hook-form";
import { api } from "../../../lib/api/client";
import {
  type ConfigurationListKey,
  type ConfigurationRow,
  putHospitalRow,
} from "../../../lib/organisation/hospital-cache";
import type { KindDefinition } from "../lib/kind";
import { rowPath } from "./row-path";

export interface SaveRowInput<K extends ConfigurationListKey, F extends FieldValues> {
  values: F;
  /** The row being edited; null creates one. */
  row: ConfigurationRow<K> | null;
}

export async function saveRow<K extends ConfigurationListKey, F extends FieldValues>(
  kind: KindDefinition<K, F>,
  hospital: Hospital,
  { values, row }: SaveRowInput<K, F>,
): Promise<ConfigurationRow<K>> {
  const saved =
    row === null
      ? await api.post(kind.path, kind.createBody(values, hospital), kind.row)
      : await api.patch(rowPath(kind.path, row.id), kind.updateBody(values, row), kind.row);
  return kind.afterSave ? kind.afterSave(saved, values) : saved;
}

export function useSaveRow<K extends ConfigurationListKey, F extends FieldValues>(
  kind: KindDefinition<K, F>,
  hospital: Hospital,
  { mutationConfig }: MutationHookOptions<ConfigurationRow<K>, SaveRowInput<K, F>> = {},
) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    (input: SaveRowInput<K, F>) => saveRow(kind, hospital, input),
    { onSuccess: (saved) => putHospitalRow(queryClient, kind.listKey, saved) },
    mutationConfig,
  );
}
