import { Card, CardContent, CardHeader, Typography } from "@mui/material";
import type { SessionUser } from "@rosterly/contract";
import type { Classification } from "@rosterly/domain/permissions";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type Detail, DetailList } from "../../../../components/DetailList";
import { useFormatter } from "../../../../lib/formatter-context";
import { formatPhone } from "../../../../lib/phone";

/** The job part of one's profile: set by managers, shown here read-only. */
export function JobSummaryCard({ me, role }: { me: SessionUser; role: Classification }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { profile } = me;
  const notSet: ReactNode = (
    <Typography component="span" color="text.secondary" sx={{ fontStyle: "italic", fontWeight: 400 }}>
      {t("account.notSet")}
    </Typography>
  );
  const or = (value: string | null | undefined) => (value ? value : notSet);
  const jobStatus = profile.jobStatusName
    ? `${profile.jobStatusName}${profile.jobStatusShortCode ? ` (${profile.jobStatusShortCode})` : ""}`
    : null;
  const items: Detail[] = [
    { label: t("account.role"), value: t(`roles.${role}`) },
    { label: t("account.department"), value: or(profile.department) },
    { label: t("account.jobType"), value: or(profile.jobType) },
    { label: t("account.jobStatus"), value: or(jobStatus) },
    { label: t("account.jobTitle"), value: or(profile.jobTitle) },
    { label: t("account.employeeId"), value: or(profile.employeeId) },
    { label: t("account.shiftType"), value: or(profile.shiftType) },
    { label: t("account.workPhone"), value: or(formatPhone(profile.phoneWork)) },
    {
      label: t("account.hours"),
      value: `${formatter.hours(profile.dailyHours)} / ${formatter.hours(profile.weeklyHours)}`,
    },
  ];
  return (
    <Card variant="outlined">
      <CardHeader
        title={t("account.job")}
        subheader={t("accounts.own.jobHint")}
        slotProps={{ title: { variant: "h4", component: "h2" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <DetailList items={items} />
      </CardContent>
    </Card>
  );
}
