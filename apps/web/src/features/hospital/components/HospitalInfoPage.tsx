import ApartmentOutlined from "@mui/icons-material/ApartmentOutlined";
import BadgeOutlined from "@mui/icons-material/BadgeOutlined";
import GroupsOutlined from "@mui/icons-material/GroupsOutlined";
import ScheduleOutlined from "@mui/icons-material/ScheduleOutlined";
import { Box, Card, CardContent, CardHeader, Typography } from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type Detail, DetailList } from "../../../components/DetailList";
import { PageHeader } from "../../../components/PageHeader";
import { useFormatter } from "../../../lib/formatter-context";
import { formatPhone } from "../../../lib/phone";
import { useHospital } from "../api/get-hospital";

/** `/admin/general/hospital`: the organisation's details, read-only until editing arrives. */
export default function HospitalInfoPage() {
  const { data: hospital } = useHospital();
  return hospital ? <HospitalInfo hospital={hospital} /> : null;
}

function HospitalInfo({ hospital }: { hospital: Hospital }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { info } = hospital;
  const notSet = (
    <Typography component="span" color="text.secondary" sx={{ fontStyle: "italic", fontWeight: 400 }}>
      {t("hospital.notSet")}
    </Typography>
  );
  const cityLine = [info.city, [info.state, info.zipCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const addressLines = [info.address1, info.address2, cityLine, info.country].filter(
    (line) => line.trim() !== "",
  );
  const details: Detail[] = [
    { label: t("hospital.name"), value: info.name },
    {
      label: t("hospital.address"),
      value: addressLines.length
        ? addressLines.map((line) => (
            <span key={line} style={{ display: "block" }}>
              {line}
            </span>
          ))
        : notSet,
    },
    { label: t("hospital.phone"), value: formatPhone(info.phoneDefault) ?? notSet },
    { label: t("hospital.ccn"), value: info.ccn || notSet },
    { label: t("hospital.timezone"), value: info.timezone || notSet },
  ];
  const count = (items: readonly { obsolete: boolean }[]) =>
    formatter.number(items.filter((item) => !item.obsolete).length);

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader title={info.name || t("hospital.title")} subtitle={t("hospital.subtitle")} />
      <Box
        component="section"
        aria-label={t("hospital.glance")}
        sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr)" }, mb: 3 }}
      >
        <Stat
          icon={<ApartmentOutlined />}
          label={t("hospital.departments")}
          value={count(hospital.departments)}
        />
        <Stat icon={<BadgeOutlined />} label={t("hospital.jobTypes")} value={count(hospital.jobTypes)} />
        <Stat
          icon={<ScheduleOutlined />}
          label={t("hospital.shiftTypes")}
          value={count(hospital.shiftTypes)}
        />
        <Stat
          icon={<GroupsOutlined />}
          label={t("hospital.employees")}
          value={formatter.number(Object.keys(hospital.employees).length)}
        />
      </Box>
      <Card variant="outlined">
        <CardHeader title={t("hospital.details")} slotProps={{ title: { variant: "h4", component: "h2" } }} />
        <CardContent sx={{ pt: 0 }}>
          <DetailList items={details} />
        </CardContent>
      </Card>
    </Box>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
        <Box sx={{ color: "primary.main", display: "flex" }}>{icon}</Box>
        <Box>
          <Typography sx={{ fontSize: 22, fontWeight: 700, lineHeight: 1.2 }}>{value}</Typography>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
