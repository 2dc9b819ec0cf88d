import { Typography } from "@mui/material";
import type { Hospital, RequestDetail } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { PersonLine, Section, ShiftLine } from "./parts";

type Swap = Extract<RequestDetail, { contentType: "swap" }>;

/** K-014: both people with their shifts; once approved each shows the shift they now work. */
export function SwapView(props: { request: Swap; hospital: Hospital }) {
  const { t } = useTranslation();
  const { request, hospital } = props;
  const exchanged = request.state === "approved";
  const sides = [
    {
      title: t("requests.swap.requester"),
      userId: request.sourceUserId,
      shift: exchanged ? request.targetShift : request.sourceShift,
    },
    {
      title: t("requests.swap.partner"),
      userId: request.targetUserId,
      shift: exchanged ? request.sourceShift : request.targetShift,
    },
  ];
  return (
    <>
      {sides.map((side) => (
        <Section key={side.title} title={side.title}>
          <PersonLine hospital={hospital} userId={side.userId} />
          <ShiftLine
            hospital={hospital}
            date={side.shift.date}
            typeId={side.shift.typeId}
            startTime={side.shift.startTime}
            endTime={side.shift.endTime}
            flags={side.shift.flags}
          />
        </Section>
      ))}
      {exchanged && (
        <Typography variant="body2" color="text.secondary">
          {t("requests.swap.exchanged")}
        </Typography>
      )}
    </>
  );
}
