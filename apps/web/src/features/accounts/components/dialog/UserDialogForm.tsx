import { Alert, Box, DialogContent, Tab, Tabs } from "@mui/material";
import type { Account } from "@rosterly/contract";
import { can } from "@rosterly/domain/permissions";
import { useEffect, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useUnsavedChanges } from "../../../../components/unsaved/use-unsaved-changes";
import { useDialogModel } from "../../hooks/use-dialog-model";
import { useSubmitDialog } from "../../hooks/use-submit-dialog";
import { type DialogMode, type DialogValues, hasScheduledActivation } from "../../lib/dialog-values";
import { editedScreens, screensToSave } from "../../lib/screens";
import { type DialogRulesContext, dialogIssues } from "../../lib/validate-dialog";
import { issuesResolver } from "../../../../lib/forms/issues";
import { useAccountsViewer } from "../../lib/viewer";
import { AccessControlTab } from "./AccessControlTab";
import { JobInfoTab } from "./JobInfoTab";
import { StatusTab } from "./StatusTab";
import { UserDialogFooter } from "./UserDialogFooter";
import { UserInfoTab } from "./UserInfoTab";

type TabId = "info" | "job" | "status" | "access";
const TAB_OF_FIELD = (path: string): TabId =>
  /^(email|firstName|lastName|alias|phonePersonal|gender)$/.test(path)
    ? "info"
    : /^(activation|status)/.test(path)
      ? "status"
      : path.startsWith("screens")
        ? "access"
        : "job";

interface RulesHolder {
  rules: (values: DialogValues) => DialogRulesContext;
}

/** The four tabs of the user dialog (D-005) over one form, and its footer (D-006). */
export function UserDialogForm(props: {
  account: Account | null;
  mode: DialogMode;
  initial: DialogValues;
  /** Close as the editor asked (asks first when there are changes). */
  onClose: () => void;
  /** Close after a successful save. */
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
  onEmailBlur: (email: string, values: DialogValues) => void;
  onReject: () => void;
  /** The profile saved but its permissions did not: show the saved person, offering these values again. */
  onReload: (userId: number, screens: Record<string, string>) => void;
  titleId: string;
}) {
  const {
    account,
    mode,
    initial,
    onClose,
    onSaved,
    onDirtyChange,
    onEmailBlur,
    onReject,
    onReload,
    titleId,
  } = props;
  const { t } = useTranslation();
  const viewer = useAccountsViewer();
  const [tab, setTab] = useState<TabId>(Object.keys(initial.screens).length > 0 ? "access" : "info");
  const form = useForm<DialogValues, RulesHolder, DialogValues>({
    defaultValues: initial,
    resolver: (values, holder, options) => {
      if (holder === undefined) throw new Error("the dialog's rules are missing");
      const rules = holder.rules(values);
      return issuesResolver((checked: DialogValues) => dialogIssues(checked, rules), t)(
        values,
        holder,
        options,
      );
    },
    context: { rules: (values) => model.rulesContext(values) },
  });
  const model = useDialogModel({ account, mode, form, initial });
  const canEdit = can(viewer.perms, "edit", "user") && can(viewer.perms, "edit", "profile");
  const { submit, otherErrors } = useSubmitDialog({
    form,
    account,
    mode,
    initial,
    locked: model.lock.locked,
    allowsCharge: model.facts.allowsCharge,
    timeZone: model.days.timeZone,
    screens: model.rows.length > 0 && !model.facts.isAdmin ? screensToSave(model.rows) : null,
    onSaved,
    onPermissionsFailed: (userId) => onReload(userId, editedScreens(form.getValues("screens"))),
    onServerErrors: (paths) => {
      const [first] = paths;
      if (first !== undefined) setTab(TAB_OF_FIELD(first));
    },
  });
  const { isDirty } = form.formState;
  useUnsavedChanges("user-dialog", isDirty);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const saveLabel =
    mode === "newUser" || mode === "newProfile"
      ? t("accounts.dialog.add")
      : mode === "pending" && !hasScheduledActivation(model.profile)
        ? t("accounts.dialog.approve")
        : t("accounts.dialog.update");
  const showAccess = !model.facts.isAdmin;
  const current = showAccess || tab !== "access" ? tab : "info";

  return (
    <FormProvider {...form}>
      <Tabs
        value={current}
        onChange={(_, value: TabId) => setTab(value)}
        variant="scrollable"
        aria-labelledby={titleId}
        sx={{ px: 3, borderBottom: 1, borderColor: "divider" }}
      >
        <Tab value="info" label={t("accounts.dialog.tabs.info")} />
        <Tab value="job" label={t("accounts.dialog.tabs.job")} />
        <Tab value="status" label={t("accounts.dialog.tabs.status")} />
        {showAccess && <Tab value="access" label={t("accounts.dialog.tabs.access")} />}
      </Tabs>
      <DialogContent sx={{ minHeight: 380 }}>
        <Box
          component="form"
          id="user-dialog-form"
          noValidate
          onSubmit={(event) =>
            void form.handleSubmit(submit, (errors) => {
              const first = Object.keys(errors)[0];
              if (first !== undefined) setTab(TAB_OF_FIELD(first));
            })(event)
          }
        >
          {otherErrors.length > 0 && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {otherErrors.join(" ")}
            </Alert>
          )}
          <Box hidden={current !== "info"} role="tabpanel">
            <UserInfoTab
              mode={mode}
              locked={model.lock.locked}
              checking={model.lock.checking}
              foundExisting={mode === "newProfile"}
              onEmailBlur={(email) => onEmailBlur(email, form.getValues())}
            />
          </Box>
          <Box hidden={current !== "job"} role="tabpanel">
            <JobInfoTab
              mode={mode}
              choices={model.choices}
              allowsCharge={model.facts.allowsCharge}
              days={model.days}
              onJobTypeChanged={() => {
                form.setValue("charge", false);
                form.setValue("screens", {});
              }}
            />
          </Box>
          <Box hidden={current !== "status"} role="tabpanel">
            <StatusTab
              mode={mode}
              current={account?.profiles[0]?.state ?? null}
              days={model.days}
              flags={model.flags}
            />
          </Box>
          {showAccess && (
            <Box hidden={current !== "access"} role="tabpanel">
              <AccessControlTab hasJobType={model.jobType !== undefined} rows={model.rows} />
            </Box>
          )}
        </Box>
      </DialogContent>
      <UserDialogFooter
        saveLabel={saveLabel}
        canReject={mode === "pending" && canEdit}
        canSave={canEdit}
        busy={form.formState.isSubmitting}
        onReject={onReject}
        onClose={onClose}
      />
    </FormProvider>
  );
}
