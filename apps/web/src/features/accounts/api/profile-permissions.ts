/** `/api/profile-permissions/`: a profile's saved screen values (D-019, D-020). */
import {
  API,
  createProfilePermissionsBody,
  profilePermissions,
  profilePermissionsPatchBody,
  toWire,
  wire,
} from "@rosterly/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { accountsKeys } from "./keys";

const permissionsSchema = wire(profilePermissions);

export function getProfilePermissions(id: number, signal?: AbortSignal) {
  return api.get(API.profilePermission(id), permissionsSchema, signal);
}

/** The saved record, when the profile has one (`permissionsId`); null means "all defaults". */
export function useProfilePermissions(id: number | null) {
  return useQuery({
    queryKey: accountsKeys.permissions(id ?? 0),
    queryFn: ({ signal }) => getProfilePermissions(id ?? 0, signal),
    enabled: id !== null,
  });
}

/** Creates the record the first time, then replaces its values. */
export function saveProfilePermissions(args: {
  profileId: number;
  permissionsId: number | null;
  web: Record<string, string>;
}) {
  const screens = { web: args.web };
  if (args.permissionsId === null)
    return api.post(
      API.profilePermissions,
      toWire(createProfilePermissionsBody, { profileId: args.profileId, screens }),
      permissionsSchema,
    );
  return api.patch(
    API.profilePermission(args.permissionsId),
    toWire(profilePermissionsPatchBody, { screens }),
    permissionsSchema,
  );
}
