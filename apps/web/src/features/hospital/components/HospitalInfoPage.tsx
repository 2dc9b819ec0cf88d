import ApartmentOutlined from "@mui/icons-material/ApartmentOutlined";
import BadgeOutlined from "@mui/icons-material/BadgeOutlined";
import GroupsOutlined from "@mui/icons-material/GroupsOutlined";
import ScheduleOutlined from "@mui/icons-material/ScheduleOutlined";
import { Box, Card, CardContent, Stack, Typography } from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader";
import { useFormatter } from "../../../lib/formatter-context";
import { InfoCard } from "./info/InfoCard";
import { GeneralSettings } from "./settings/GeneralSettings";

/**
 * `/admin/general/hospital` (E-002, E-003): the organisation at a glance, its details and its
 * general settings, editable by administrators.
 */
export function HospitalInfoPage({ hospital, canEdit }: { hospital: Hospital; canEdit: boolean }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const count = (items: readonly { obsolete: boolean }[]) =>
    formatter.number(items.filter((item) => !item.obsolete).length);
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader title={hospital.info.name || t("hospital.title")} subtitle={t("hospital.subtitle")} />
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
      <Stack spacing={3}>
        <InfoCard hospital={hospital} canEdit={canEdit} />
        <GeneralSettings hospital={hospital} canEdit={canEdit} />
      </Stack>
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
