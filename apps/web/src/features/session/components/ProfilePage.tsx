import { Avatar, Box, Card, CardContent, CardHeader, Chip, Stack, Typography } from "@mui/material";
import type { SessionUser } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { type Detail, DetailList } from "../../../components/DetailList";
import { PageHeader } from "../../../components/PageHeader";
import { useFormatter } from "../../../lib/formatter-context";
import { fullName, initials } from "../../../lib/names";
import { formatPhone } from "../../../lib/phone";
import { useMe } from "../api/get-me";
import { roleOf } from "../lib/permissions";

/** `/account/profile` (named editProfile): the signed-in user's own details, read-only for now. */
export default function ProfilePage() {
  const { data: user } = useMe();
  return user ? <Profile user={user} /> : null;
}

function Profile({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { profile } = user;
  const role = t(`roles.${roleOf(user)}`);
  const orNotSet = (value: string | null | undefined) => (value ? value : <NotSet />);
  const jobStatus = profile.jobStatusName
    ? `${profile.jobStatusName}${profile.jobStatusShortCode ? ` (${profile.jobStatusShortCode})` : ""}`
    : null;

  const personal: Detail[] = [
    { label: t("account.name"), value: fullName(user) },
    { label: t("account.email"), value: user.email },
    { label: t("account.phone"), value: orNotSet(formatPhone(user.phonePersonal)) },
  ];
  const job: Detail[] = [
    { label: t("account.role"), value: role },
    { label: t("account.department"), value: orNotSet(profile.department) },
    { label: t("account.jobType"), value: orNotSet(profile.jobType) },
    { label: t("account.jobStatus"), value: orNotSet(jobStatus) },
    { label: t("account.jobTitle"), value: orNotSet(profile.jobTitle) },
    { label: t("account.employeeId"), value: orNotSet(profile.employeeId) },
    { label: t("account.shiftType"), value: orNotSet(profile.shiftType) },
    { label: t("account.workPhone"), value: orNotSet(formatPhone(profile.phoneWork)) },
    {
      label: t("account.hours"),
      value: `${formatter.hours(profile.dailyHours)} / ${formatter.hours(profile.weeklyHours)}`,
    },
  ];

  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title={t("account.profileTitle")} subtitle={t("account.profileSubtitle")} />
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
          <Avatar sx={{ bgcolor: user.avatarBgColor || "primary.main", width: 56, height: 56, fontSize: 20 }}>
            {initials(user)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography variant="h3" component="h2">
              {fullName(user)}
            </Typography>
            <Typography color="text.secondary">{user.email}</Typography>
          </Box>
          <Stack direction="row" spacing={1}>
            <Chip label={role} color="primary" variant="outlined" />
            {profile.department && <Chip label={profile.department} variant="outlined" />}
          </Stack>
        </CardContent>
      </Card>
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardHeader
            title={t("account.personal")}
            slotProps={{ title: { variant: "h4", component: "h2" } }}
          />
          <CardContent sx={{ pt: 0 }}>
            <DetailList items={personal} />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardHeader title={t("account.job")} slotProps={{ title: { variant: "h4", component: "h2" } }} />
          <CardContent sx={{ pt: 0 }}>
            <DetailList items={job} />
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}

function NotSet() {
  const { t } = useTranslation();
  return (
    <Typography component="span" color="text.secondary" sx={{ fontWeight: 400, fontStyle: "italic" }}>
      {t("account.notSet")}
    </Typography>
  );
}
