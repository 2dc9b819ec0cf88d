/** `DELETE /<kind>/{id}/`: only rows nothing uses (the server answers 412 otherwise). */
import { useQueryClient } from "@tanstack/react-query";
import { type MutationHookOptions, useChainedMutation } from "../../../lib/api/mutation";
import { z } from "zod";
import { api } from "../../../lib/api/client";
import { type ConfigurationListKey, removeHospitalRow } from "../../../lib/organisation/hospital-cache";
import { rowPath } from "./row-path";

/** 204 No Content: nothing to parse. */
const noContent = z.undefined();

export function deleteRow(listPath: string, id: number): Promise<undefined> {
  return api.delete(rowPath(listPath, id), noContent);
}

export function useDeleteRow(
  kind: { path: string; listKey: ConfigurationListKey },
  { mutationConfig }: MutationHookOptions<void, number> = {},
) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    (id: number) => deleteRow(kind.path, id),
    { onSuccess: (_, id) => removeHospitalRow(queryClient, kind.listKey, id) },
    mutationConfig,
  );
}
