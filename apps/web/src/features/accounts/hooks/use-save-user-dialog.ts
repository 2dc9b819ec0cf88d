/**
 * Saving the user dialog: the person and their profile first, then the screen permissions. A
 * failure of the profile part saves nothing further; a failure of the permissions part leaves the
 * profile saved (D-019), and the caller is told which one failed.
 */
import type { Account } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { createProfile } from "../api/create-profile";
import { createUser } from "../api/create-user";
import { accountsKeys } from "../api/keys";
import { saveProfilePermissions } from "../api/profile-permissions";
import { approveProfile } from "../api/review-profile";
import { updateProfile } from "../api/update-profile";
import { updateUser } from "../api/update-user";
import type { DialogMode, DialogValues } from "../lib/dialog-values";
import { activationBody, profileFields, scheduledBody, statusBody, userFields } from "../lib/payloads";

export interface SaveRequest {
  values: DialogValues;
  mode: DialogMode;
  account: Account | null;
  /** The person's details are sent only when changed and allowed (D-010). */
  sendUser: boolean;
  allowsCharge: boolean;
  timeZone: string;
  sendStatus: boolean;
  sendScheduled: boolean;
  /** The access-control values to save, or null to leave them as they are. */
  screens: Record<string, string> | null;
}

export type SaveOutcome =
  | { kind: "saved"; userId: number; profileId: number }
  | { kind: "profileFailed"; error: unknown }
  | { kind: "permissionsFailed"; userId: number; profileId: number; error: unknown };

async function saveProfile(
  request: SaveRequest,
): Promise<{ userId: number; profileId: number; permissionsId: number | null }> {
  const { values, mode, account } = request;
  const fields = profileFields(values, request.allowsCharge);
  if (mode === "newUser" || account === null) {
    const created = await createUser({
      ...userFields(values),
      timezone: request.timeZone,
      profiles: [fields],
      activation: activationBody(values),
    });
    const profile = created.profiles[0];
    if (!profile) throw new Error("The new account came back without its profile.");
    return { userId: created.id, profileId: profile.id, permissionsId: profile.permissionsId };
  }
  if (mode === "newProfile") {
    const profile = await createProfile({
      ...fields,
      userId: account.id,
      activation: activationBody(values),
    });
    if (request.sendUser) await updateUser(account.id, userFields(values));
    return { userId: account.id, profileId: profile.id, permissionsId: profile.permissionsId };
  }
  const existing = account.profiles[0];
  if (!existing) throw new Error("The account has no profile here.");
  if (request.sendUser) await updateUser(account.id, userFields(values));
  await updateProfile(existing.id, {
    ...fields,
    ...(mode === "update" && request.sendStatus ? { status: statusBody(values) } : {}),
    ...(mode === "update" && request.sendScheduled ? { scheduledChanges: scheduledBody(values) } : {}),
  });
  if (mode === "pending") await approveProfile(existing.id, { activation: activationBody(values) });
  return { userId: account.id, profileId: existing.id, permissionsId: existing.permissionsId };
}

export function useSaveUserDialog(): (request: SaveRequest) => Promise<SaveOutcome> {
  const queryClient = useQueryClient();
  return useCallback(
    async (request) => {
      let saved: Awaited<ReturnType<typeof saveProfile>>;
      try {
        saved = await saveProfile(request);
      } catch (error) {
        return { kind: "profileFailed", error };
      } finally {
        // Even a half-done save (user created, profile refused) must show on the lists.
        void queryClient.invalidateQueries({ queryKey: accountsKeys.all });
      }
      const { userId, profileId, permissionsId } = saved;
      if (request.screens === null) return { kind: "saved", userId, profileId };
      try {
        await saveProfilePermissions({ profileId, permissionsId, web: request.screens });
      } catch (error) {
        return { kind: "permissionsFailed", userId, profileId, error };
      }
      void queryClient.invalidateQueries({ queryKey: accountsKeys.all });
      return { kind: "saved", userId, profileId };
    },
    [queryClient],
  );
}
