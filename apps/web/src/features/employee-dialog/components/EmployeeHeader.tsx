import { Box, Chip, Link, Stack, Tooltip, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";
import type { EmployeeHeaderModel } from "../lib/header";

const DOT_COLORS: Readonly<Record<string, string>> = {
  active: "success.main",
  inactive: "text.disabled",
  pending: "warning.main",
  rejected: "error.main",
  severed: "error.main",
};

/** The person at a glance (N-003): name and state, job, contact, hours. */
export function EmployeeHeader({ employee, titleId }: { employee: EmployeeHeaderModel; titleId: string }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const stateName = t(`employeeDialog.state.${employee.state === "active" ? "active" : "inactive"}`);
  const facts: { key: string; label: string; value: string }[] = [
    {
      key: "department",
      label: t("employeeDialog.header.department"),
      value: employee.departmentName ?? "—",
    },
    { key: "jobType", label: t("employeeDialog.header.jobType"), value: employee.jobTypeName ?? "—" },
    { key: "jobStatus", label: t("employeeDialog.header.jobStatus"), value: employee.jobStatusName ?? "—" },
    { key: "shiftType", label: t("employeeDialog.header.shiftType"), value: employee.shiftTypeName ?? "—" },
    { key: "employeeId", label: t("employeeDialog.header.employeeId"), value: employee.employeeId ?? "—" },
    {
      key: "hiredOn",
      label: t("employeeDialog.header.hiredOn"),
      value: employee.hiredOn ? formatter.date(employee.hiredOn, "date") : "—",
    },
    {
      key: "hours",
      label: t("employeeDialog.header.hours"),
      value: t("employeeDialog.header.hoursValue", {
        daily: formatter.hours(employee.dailyHours ?? 0),
        weekly: formatter.hours(employee.weeklyHours ?? 0),
      }),
    },
  ];
  return (
    <Box
      sx={{ px: 3, pt: 2, pb: 1.5, borderBottom: 1, borderColor: "divider" }}
      data-testid="employee-header"
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Tooltip title={stateName}>
          <Box
            component="span"
            role="img"
            aria-label={stateName}
            sx={{
              display: "inline-block",
              width: 12,
              height: 12,
              borderRadius: "50%",
              bgcolor: DOT_COLORS[employee.state] ?? "grey.400",
            }}
          />
        </Tooltip>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mr: 1 }}>
          {employee.fullName}
        </Typography>
        <Chip size="small" variant="outlined" label={stateName} />
        {employee.charge && <Chip size="small" color="info" label={t("employeeDialog.header.charge")} />}
      </Stack>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1,
          display: "grid",
          gridTemplateColumns: {
            xs: "repeat(2, minmax(0, 1fr))",
            md: "repeat(4, minmax(0, 1fr))",
            lg: "repeat(6, minmax(0, 1fr))",
          },
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {facts.map((fact) => (
          <Box key={fact.key} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
              {fact.value}
            </Typography>
          </Box>
        ))}
        <Box sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t("employeeDialog.header.phone")}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {employee.phone ?? t("employeeDialog.header.noPhone")}
          </Typography>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t("employeeDialog.header.email")}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
            {employee.email ? <Link href={`mailto:${employee.email}`}>{employee.email}</Link> : "—"}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
