/** `GET /api/users/{id}/`: the person's account and profile here, for the dialog's header and notes. */
import { API, account, wire } from "@rosterly/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { employeeDialogKeys } from "./keys";

const accountSchema = wire(account);

export function getEmployeeAccount(userId: number, signal?: AbortSignal) {
  return api.get(API.user(userId), accountSchema, signal);
}

export function useEmployeeAccount(userId: number) {
  return useQuery({
    queryKey: employeeDialogKeys.account(userId),
    queryFn: ({ signal }) => getEmployeeAccount(userId, signal),
  });
}
