/** `PATCH /<kind>/{id}/` with `obsolete`: retire a row (kept for history) or bring it back (E-017). */
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

export function setObsolete<K extends ConfigurationListKey, F extends FieldValues>(
  kind: KindDefinition<K, F>,
  id: number,
  obsolete: boolean,
): Promise<ConfigurationRow<K>> {
  return api.patch(rowPath(kind.path, id), { obsolete }, kind.row);
}

export function useSetObsolete<K extends ConfigurationListKey, F extends FieldValues>(
  kind: KindDefinition<K, F>,
  { mutationConfig }: MutationHookOptions<ConfigurationRow<K>, { id: number; obsolete: boolean }> = {},
) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    ({ id, obsolete }: { id: number; obsolete: boolean }) => setObsolete(kind, id, obsolete),
    { onSuccess: (saved) => putHospitalRow(queryClient, kind.listKey, saved) },
    mutationConfig,
  );
}
