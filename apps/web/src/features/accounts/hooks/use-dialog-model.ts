/**
 * What the dialog derives from the account, the chosen job type and the editor: the options it
 * offers, the access-control rows, and the context its rules are checked in.
 */
import type { Account } from "@rosterly/contract";
import { readStateSettings, screensGroupOf } from "@rosterly/domain/accounts";
import { useMemo } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useWatch } from "react-hook-form";
import { useUserInfoLock } from "../api/can-update-user";
import { useProfilePermissions } from "../api/profile-permissions";
import { orgDays } from "../lib/dates";
import { currentState, type DialogMode, type DialogValues } from "../lib/dialog-values";
import {
  departmentOptions,
  jobStatusOptions,
  jobTypeById,
  jobTypeFacts,
  jobTypeOptions,
  shiftFlagOptions,
  shiftTypeOptions,
} from "../lib/references";
import { editedScreens, screenRows } from "../lib/screens";
import { touchedSections } from "../lib/touched";
import type { DialogRulesContext } from "../lib/validate-dialog";
import { useAccountsViewer } from "../lib/viewer";

const idOf = (value: string): number | null => (value === "" ? null : Number(value));

export function useDialogModel(args: {
  account: Account | null;
  mode: DialogMode;
  form: UseFormReturn<DialogValues>;
  initial: DialogValues;
}) {
  const { account, mode, form, initial } = args;
  const { hospital, actor, me } = useAccountsViewer();
  const profile = account?.profiles[0];
  const days = useMemo(() => orgDays(hospital), [hospital]);
  const lock = useUserInfoLock(mode === "newUser" || account === null ? null : account.id);
  const permissions = useProfilePermissions(profile?.permissionsId ?? null);
  const savedScreens = permissions.data?.screens.web ?? {};

  const [departmentId, jobTypeId, screens] = useWatch({
    control: form.control,
    name: ["departmentId", "jobTypeId", "screens"],
  });
  const jobType = jobTypeById(hospital, idOf(jobTypeId));
  const facts = jobTypeFacts(jobType);
  const screensGroup = jobType ? screensGroupOf(jobType.settings, []) : null;
  const rows = screenRows(screensGroup, savedScreens, editedScreens(screens));

  const choices = useMemo(
    () => ({
      departments: departmentOptions(hospital, actor, profile?.departmentId ?? null),
      jobTypes: jobTypeOptions(hospital, actor, idOf(departmentId), profile?.jobTypeId ?? null),
      jobStatuses: jobStatusOptions(hospital, profile?.jobStatusId ?? null),
      shiftTypes: shiftTypeOptions(hospital, profile?.shiftTypeId ?? null),
    }),
    [hospital, actor, profile, departmentId],
  );
  const flags = useMemo(() => shiftFlagOptions(hospital), [hospital]);

  const rulesContext = (values: DialogValues): DialogRulesContext => {
    const chosen = jobTypeById(hospital, idOf(values.jobTypeId));
    return {
      mode,
      locked: lock.locked,
      days,
      currentState: currentState(account),
      stateSettings: readStateSettings(profile?.settings ?? {}),
      actorUserId: me.id,
      screensGroup: chosen ? screensGroupOf(chosen.settings, []) : null,
      touched: touchedSections(values, initial),
      now: new Date(),
    };
  };

  return { profile, days, lock, facts, jobType, rows, choices, flags, rulesContext };
}
