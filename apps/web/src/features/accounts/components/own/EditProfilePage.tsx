import KeyOutlined from "@mui/icons-material/KeyOutlined";
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../../../components/PageHeader";
import { useToast } from "../../../../components/toasts/toast-service";
import { useUnsavedChanges } from "../../../../components/unsaved/use-unsaved-changes";
import { avatarColours } from "../../../../lib/colour";
import { fullName, initials } from "../../../../lib/names";
import { useAccount } from "../../api/get-account";
import { useUpdateUser } from "../../api/update-user";
import { fieldsByWirePath, serverFieldErrors, showServerErrors } from "../../../../lib/forms/server-errors";
import { useAccountsViewer } from "../../lib/viewer";
import { JobSummaryCard } from "./JobSummaryCard";
import {
  type OwnProfileValues,
  ownProfileBody,
  ownProfileValues,
  validateOwnProfile,
} from "../../lib/own-profile-form";
import { issuesResolver } from "../../../../lib/forms/issues";
import { PreferencesFields } from "./PreferencesFields";

const ownProfileFieldOf = fieldsByWirePath<OwnProfileValues>([
  "firstName",
  "lastName",
  "alias",
  "phonePersonal",
]);

/** `/account/profile` (named editProfile, D-021): one's own details, preferences and profile in use. */
export function EditProfilePage() {
  const { t } = useTranslation();
  const toast = useToast();
  const { me, role, hospital, refreshMe } = useAccountsViewer();
  const own = useAccount(me.id);
  const resolver = useMemo(() => issuesResolver(validateOwnProfile, t), [t]);
  const form = useForm<OwnProfileValues>({ resolver, values: ownProfileValues(me) });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges("own-profile", isDirty);
  const reminding = useWatch({ control: form.control, name: "reminders.shifts" });
  const save = useUpdateUser(me.id);
  const profiles = own.data?.profiles ?? [];

  const submit = (values: OwnProfileValues) =>
    save.mutate(ownProfileBody(values), {
      onSuccess: () => {
        toast.success(t("accounts.own.saved"));
        void refreshMe();
      },
      onError: (error) => {
        const unplaced = showServerErrors(t, error, form.setError, ownProfileFieldOf);
        if (serverFieldErrors(error) === null || unplaced.length > 0)
          toast.error(t("accounts.own.saveFailed"), error);
      },
    });

  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader
        title={t("account.profileTitle")}
        subtitle={t("accounts.own.subtitle")}
        actions={
          <Button component={Link} to="/account/credentials" startIcon={<KeyOutlined />} variant="outlined">
            {t("accounts.own.credentialsLink")}
          </Button>
        }
      />
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
          <Avatar sx={{ ...avatarColours(me.avatarBgColor), width: 56, height: 56, fontSize: 20 }}>
            {initials(me)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography variant="h3" component="h2">
              {fullName(me)}
            </Typography>
            <Typography color="text.secondary">{me.email}</Typography>
          </Box>
          <Stack direction="row" spacing={1}>
            <Chip label={t(`roles.${role}`)} color="primary" variant="outlined" />
            {me.profile.department && <Chip label={me.profile.department} variant="outlined" />}
          </Stack>
        </CardContent>
      </Card>
      <Stack
        spacing={3}
        component="form"
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        <Card variant="outlined">
          <CardHeader
            title={t("account.personal")}
            slotProps={{ title: { variant: "h4", component: "h2" } }}
          />
          <CardContent
            sx={{ pt: 0, display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}
          >
            {(["firstName", "lastName", "alias", "phonePersonal"] as const).map((name) => (
              <TextField
                key={name}
                {...form.register(name)}
                label={t(`accounts.fields.${name}`)}
                required={name === "firstName" || name === "lastName"}
                type={name === "phonePersonal" ? "tel" : "text"}
                placeholder={name === "phonePersonal" ? "(555) 123-4567" : undefined}
                error={errors[name] !== undefined}
                helperText={errors[name]?.message}
              />
            ))}
            <Controller
              control={form.control}
              name="gender"
              render={({ field }) => (
                <TextField select label={t("accounts.fields.gender")} {...field}>
                  <MenuItem value="">
                    <em>{t("accounts.fields.notSaid")}</em>
                  </MenuItem>
                  <MenuItem value="female">{t("accounts.gender.female")}</MenuItem>
                  <MenuItem value="male">{t("accounts.gender.male")}</MenuItem>
                </TextField>
              )}
            />
            <Controller
              control={form.control}
              name="selectedProfileId"
              render={({ field }) => (
                <TextField
                  select
                  label={t("accounts.own.selectedProfile")}
                  {...field}
                  disabled={profiles.length < 2}
                >
                  {profiles.length === 0 && <MenuItem value={field.value}>{hospital.info.name}</MenuItem>}
                  {profiles.map((profile) => (
                    <MenuItem key={profile.id} value={String(profile.id)}>
                      {profile.hospitalId === hospital.id
                        ? hospital.info.name
                        : t("accounts.own.otherOrganisation", { id: profile.hospitalId })}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardHeader
            title={t("accounts.own.preferences")}
            slotProps={{ title: { variant: "h4", component: "h2" } }}
          />
          <CardContent sx={{ pt: 0 }}>
            <PreferencesFields control={form.control} reminding={reminding} />
          </CardContent>
        </Card>
        <Box sx={{ display: "flex", gap: 1.5, justifyContent: "flex-end" }}>
          <Button color="inherit" disabled={!isDirty || save.isPending} onClick={() => form.reset()}>
            {t("accounts.own.discard")}
          </Button>
          <Button type="submit" variant="contained" disabled={!isDirty || save.isPending}>
            {save.isPending ? t("accounts.own.saving") : t("accounts.own.save")}
          </Button>
        </Box>
      </Stack>
      <Box sx={{ mt: 3 }}>
        <JobSummaryCard me={me} role={role} />
      </Box>
    </Box>
  );
}
