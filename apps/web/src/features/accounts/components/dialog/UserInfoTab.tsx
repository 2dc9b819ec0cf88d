import { Alert, Box, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { DialogMode } from "../../lib/dialog-values";
import { DialogSelect, DialogText } from "./fields";

/**
 * Tab "User info" (D-007): the person's own details, shared by all their profiles, so they are
 * read-only when the editor may not change them (D-010).
 */
export function UserInfoTab(props: {
  mode: DialogMode;
  locked: boolean;
  checking: boolean;
  onEmailBlur: (email: string) => void;
  foundExisting: boolean;
}) {
  const { mode, locked, checking, onEmailBlur, foundExisting } = props;
  const { t } = useTranslation();
  const disabled = mode !== "newUser" && locked;
  return (
    <Stack spacing={2.5}>
      {foundExisting && <Alert severity="info">{t("accounts.dialog.foundExisting")}</Alert>}
      {disabled && !checking && <Alert severity="info">{t("accounts.dialog.userInfoLocked")}</Alert>}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <DialogText name="firstName" label={t("accounts.fields.firstName")} required disabled={disabled} />
        <DialogText name="lastName" label={t("accounts.fields.lastName")} required disabled={disabled} />
        <DialogText name="alias" label={t("accounts.fields.alias")} disabled={disabled} />
        <DialogSelect
          name="gender"
          label={t("accounts.fields.gender")}
          disabled={disabled}
          emptyLabel={t("accounts.fields.notSaid")}
          options={[
            { value: "female", label: t("accounts.gender.female") },
            { value: "male", label: t("accounts.gender.male") },
          ]}
        />
        <DialogText
          name="email"
          label={t("accounts.fields.email")}
          type="email"
          required
          disabled={disabled || mode === "newProfile"}
          autoComplete="off"
          onBlur={(event) => onEmailBlur(event.target.value)}
        />
        <DialogText
          name="phonePersonal"
          label={t("accounts.fields.phonePersonal")}
          type="tel"
          disabled={disabled}
          placeholder="(555) 123-4567"
        />
      </Box>
    </Stack>
  );
}
