import { Typography } from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import { US_TIME_ZONES } from "@rosterly/domain/geo";
import { useTranslation } from "react-i18next";
import { type Detail, DetailList } from "../../../../components/DetailList";
import { formatPhone } from "../../../../lib/phone";

/** The hospital's details as read (everyone who may see the screen). */
export function InfoView({ hospital }: { hospital: Hospital }) {
  const { t } = useTranslation();
  const { info } = hospital;
  const notSet = (
    <Typography component="span" color="text.secondary" sx={{ fontStyle: "italic", fontWeight: 400 }}>
      {t("hospital.notSet")}
    </Typography>
  );
  const cityLine = [info.city, [info.state, info.zipCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const country = info.country === "US" ? t("hospital.unitedStates") : info.country;
  const lines = [info.address1, info.address2, cityLine, country].filter((line) => line.trim() !== "");
  const zone = US_TIME_ZONES.find((entry) => entry.zone === info.timezone);
  const details: Detail[] = [
    { label: t("hospital.name"), value: info.name },
    {
      label: t("hospital.address"),
      value: lines.length
        ? lines.map((line) => (
            <span key={line} style={{ display: "block" }}>
              {line}
            </span>
          ))
        : notSet,
    },
    { label: t("hospital.phone"), value: formatPhone(info.phoneDefault) ?? notSet },
    { label: t("hospital.ccn"), value: info.ccn || notSet },
    {
      label: t("hospital.timezone"),
      value: zone ? `${info.timezone} (${zone.label})` : info.timezone || notSet,
    },
  ];
  return <DetailList items={details} />;
}
