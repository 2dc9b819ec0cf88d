/**
 * What happens after Add / Update / Approve: the save, then what the editor is told. A profile
 * failure shows the generic toast and puts the server's field errors on their fields; a
 * permissions failure has its own toast while the profile stays saved (D-019, spec §8).
 */
import type { Account } from "@rosterly/contract";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toasts/toast-service";
import type { DialogMode, DialogValues } from "../lib/dialog-values";
import { serverFieldErrors, showServerErrors } from "../../../lib/forms/server-errors";
import { formPathOf } from "../lib/server-field-map";
import { touchedSections } from "../lib/touched";
import { type SaveRequest, useSaveUserDialog } from "./use-save-user-dialog";

export function useSubmitDialog(args: {
  form: UseFormReturn<DialogValues, unknown, DialogValues>;
  account: Account | null;
  mode: DialogMode;
  initial: DialogValues;
  locked: boolean;
  allowsCharge: boolean;
  timeZone: string;
  screens: Record<string, string> | null;
  onSaved: () => void;
  onPermissionsFailed: (userId: number) => void;
  /** The fields the server named, so the dialog can show the tab of the first one. */
  onServerErrors: (paths: string[]) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveUserDialog();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);

  const submit = async (values: DialogValues) => {
    setOtherErrors([]);
    const touched = touchedSections(values, args.initial);
    const request: SaveRequest = {
      values,
      mode: args.mode,
      account: args.account,
      sendUser: args.mode !== "newUser" && !args.locked && touched.user,
      allowsCharge: args.allowsCharge,
      timeZone: args.timeZone,
      sendStatus: touched.status,
      sendScheduled: touched.scheduled,
      screens: touched.screens ? args.screens : null,
    };
    const outcome = await save(request);
    if (outcome.kind === "saved") {
      toast.success(t(`accounts.toast.saved.${args.mode}`));
      args.onSaved();
      return;
    }
    if (outcome.kind === "permissionsFailed") {
      toast.error(t("accounts.toast.permissionsSaveFailed"), outcome.error);
      args.onPermissionsFailed(outcome.userId);
      return;
    }
    toast.error(t("accounts.toast.profileSaveFailed"), outcome.error);
    setOtherErrors(showServerErrors(t, outcome.error, args.form.setError, formPathOf, { focus: false }));
    const named = Object.keys(serverFieldErrors(outcome.error) ?? {});
    args.onServerErrors(named.map(formPathOf).filter((path) => path !== null));
  };

  return { submit, otherErrors };
}
