import { Dialog, DialogTitle, useMediaQuery, useTheme } from "@mui/material";
import { AdapterDateFns } from "@mui/x-date-pickers/AdapterDateFns";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import type { Account } from "@rosterly/contract";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogCanceledError, useDialogs } from "../../../../components/dialogs/dialog-service";
import { fullName } from "../../../../lib/names";
import { useEmailLookup } from "../../hooks/use-email-lookup";
import { useRejectProfile } from "../../hooks/use-reject-profile";
import { type DialogValues, initialValues, modeOf } from "../../lib/dialog-values";
import { ExistingUserDialog } from "./ExistingUserDialog";
import { UserDialogForm } from "./UserDialogForm";

export type DialogTarget = { kind: "new" } | { kind: "existing"; userId: number };
type Current = { kind: "new" } | { kind: "existing"; userId: number; screens?: Record<string, string> };

/**
 * The user dialog (D-005): add a user, or open an existing one by id. A new user whose e-mail is
 * already known becomes a new profile for that person (found with `/users/find/`).
 */
export function UserDialog({ target, onClose }: { target: DialogTarget; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [dirty, setDirty] = useState(false);
  const titleId = useId();
  // After a new user's permissions failed to save, the dialog carries on with the saved person.
  const [current, setCurrent] = useState<Current>(target);

  /** Closing with changes asks first. */
  const close = () => {
    if (!dirty) return onClose();
    dialogs
      .confirm({
        title: t("accounts.dialog.discardTitle"),
        message: t("accounts.dialog.discardBody"),
        destructive: true,
      })
      .then(onClose)
      .catch((error: unknown) => {
        if (!(error instanceof DialogCanceledError)) throw error;
      });
  };

  return (
    <Dialog
      open
      onClose={close}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { minHeight: phone ? undefined : 620 } } }}
    >
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        {current.kind === "new" ? (
          <NewUser
            titleId={titleId}
            onClose={onClose}
            requestClose={close}
            onDirtyChange={setDirty}
            onSavedPerson={(userId, screens) => setCurrent({ kind: "existing", userId, screens })}
          />
        ) : (
          <ExistingUserDialog
            userId={current.userId}
            carriedScreens={current.screens}
            titleId={titleId}
            onClose={onClose}
            requestClose={close}
            onDirtyChange={setDirty}
          />
        )}
      </LocalizationProvider>
    </Dialog>
  );
}

/** Mode "new user", switching to "new profile" when the e-mail belongs to someone known. */
function NewUser(props: {
  titleId: string;
  onClose: () => void;
  requestClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
  onSavedPerson: (userId: number, screens: Record<string, string>) => void;
}) {
  const { titleId, onClose, requestClose, onDirtyChange, onSavedPerson } = props;
  const { t } = useTranslation();
  const [found, setFound] = useState<{ account: Account; initial: DialogValues } | null>(null);
  const lookup = useEmailLookup((account, typed) => {
    // Keep the job info already typed; the person's details are theirs.
    const own = initialValues(account);
    const { email, firstName, lastName, alias, phonePersonal, gender } = own;
    setFound({ account, initial: { ...typed, email, firstName, lastName, alias, phonePersonal, gender } });
  });
  const reject = useRejectProfile(null, onClose);
  const account = found?.account ?? null;
  return (
    <>
      <DialogTitle id={titleId}>
        {account
          ? t("accounts.dialog.addProfileFor", { name: fullName(account) })
          : t("accounts.dialog.newUser")}
      </DialogTitle>
      <UserDialogForm
        key={account?.id ?? "new"}
        account={account}
        mode={modeOf(account)}
        initial={found?.initial ?? initialValues(null)}
        titleId={titleId}
        onClose={requestClose}
        onSaved={onClose}
        onDirtyChange={onDirtyChange}
        onEmailBlur={account ? () => undefined : lookup}
        onReject={reject}
        onReload={onSavedPerson}
      />
    </>
  );
}
