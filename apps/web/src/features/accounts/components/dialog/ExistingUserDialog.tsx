import { Box, Button, CircularProgress, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import type { Account } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../../components/EmptyState";
import { useToast } from "../../../../components/toasts/toast-service";
import { ApiError } from "../../../../lib/api/errors";
import { fullName } from "../../../../lib/names";
import { useAccount } from "../../api/get-account";
import { accountsKeys } from "../../api/keys";
import { useRejectProfile } from "../../hooks/use-reject-profile";
import { initialValues, modeOf } from "../../lib/dialog-values";
import { UserDialogForm } from "./UserDialogForm";

/**
 * Modes "update profile" and "pending profile" (and "new profile" for a person without one here).
 * Someone outside the editor's organisation or departments answers 404, shown as not found.
 * `carriedScreens`: access values whose save failed, offered again for another try.
 */
export function ExistingUserDialog(props: {
  userId: number;
  titleId: string;
  carriedScreens?: Record<string, string>;
  onClose: () => void;
  requestClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { userId, titleId, onClose, requestClose, onDirtyChange } = props;
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = useAccount(userId);
  const account = query.data ?? null;
  const reject = useRejectProfile(account, onClose);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const [round, setRound] = useState({ generation: 0, screens: props.carriedScreens ?? {} });

  useEffect(() => {
    if (query.error && !notFound) toast.error(t("accounts.toast.loadFailed"), query.error);
  }, [query.error, notFound, t, toast]);

  if (account === null) {
    return (
      <>
        <DialogTitle id={titleId}>{t("accounts.dialog.user")}</DialogTitle>
        <DialogContent>
          {query.isPending ? (
            <Box sx={{ display: "grid", placeItems: "center", py: 8 }}>
              <CircularProgress aria-label={t("accounts.dialog.loading")} />
            </Box>
          ) : (
            <EmptyState
              illustration={notFound ? "empty" : "error"}
              title={notFound ? t("accounts.dialog.notFoundTitle") : t("accounts.dialog.loadFailedTitle")}
              message={notFound ? t("accounts.dialog.notFoundBody") : t("accounts.dialog.loadFailedBody")}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>{t("accounts.dialog.close")}</Button>
        </DialogActions>
      </>
    );
  }
  return (
    <LoadedAccount
      key={`${account.id}-${round.generation}`}
      account={account}
      screens={round.screens}
      titleId={titleId}
      onClose={onClose}
      requestClose={requestClose}
      onDirtyChange={onDirtyChange}
      onReject={reject}
      onReload={(_, screens) =>
        // The saved profile is read again, so only the failed permissions remain to be sent.
        void queryClient
          .invalidateQueries({ queryKey: accountsKeys.account(account.id) })
          .then(() => setRound((previous) => ({ generation: previous.generation + 1, screens })))
      }
    />
  );
}

function LoadedAccount(props: {
  account: Account;
  screens: Record<string, string>;
  titleId: string;
  onClose: () => void;
  requestClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
  onReject: () => void;
  onReload: (userId: number, screens: Record<string, string>) => void;
}) {
  const { account, screens, titleId, onClose, requestClose, onDirtyChange, onReject, onReload } = props;
  // Built once: a live refresh of the account must not reset what the editor has typed.
  const [initial] = useState(() => ({ ...initialValues(account), screens }));
  return (
    <>
      <DialogTitle id={titleId}>{fullName(account)}</DialogTitle>
      <UserDialogForm
        account={account}
        mode={modeOf(account)}
        initial={initial}
        titleId={titleId}
        onClose={requestClose}
        onSaved={onClose}
        onDirtyChange={onDirtyChange}
        onEmailBlur={() => undefined}
        onReject={onReject}
        onReload={onReload}
      />
    </>
  );
}
