/** `DELETE /<kind>/{id}/`: only rows nothing uses (the server answers 412 otherwise). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api/client";
import { type ConfigurationListKey, removeHospitalRow } from "../../../lib/organisation/hospital-cache";
import { rowPath } from "./row-path";

/** 204 No Content: nothing to parse. */
const noContent = z.undefined();

export function deleteRow(listPath: string, id: number): Promise<undefined> {
  return api.delete(rowPath(listPath, id), noContent);
}

export function useDeleteRow(kind: { path: string; listKey: ConfigurationListKey }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteRow(kind.path, id),
    onSuccess: (_, id) => removeHospitalRow(queryClient, kind.listKey, id),
  });
}
