import { Alert, Chip, Stack, Typography } from "@mui/material";
import type { Hospital, RequestDetail } from "@rosterly/contract";
import { isAwaitingReview } from "@rosterly/domain/requests";
import { indexFlags, isWorking } from "@rosterly/domain/schedule";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";
import { toScheduleShift } from "../../../lib/scheduling/validation-input";
import { useOverlappingShifts } from "../api/request-context";
import { datesWithErrors } from "../lib/request-view";
import { PersonLine, Section, ShiftLine } from "./parts";

type EventDetail = Extract<RequestDetail, { contentType: "event" }>;

/**
 * K-015: the requester with job type and status, the event type, the dates asked for (those with
 * findings stand out) and, while it awaits review, the shifts the time off would cancel.
 */
export function EventView(props: { request: EventDetail; hospital: Hospital }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { request, hospital } = props;
  const dates = useMemo(() => [...request.dates].sort(), [request.dates]);
  const flagged = datesWithErrors(request, request.assigneeId);
  const awaiting = isAwaitingReview(request.state);
  const range =
    dates.length === 0
      ? null
      : { assigneeId: request.assigneeId, start: dates[0] ?? "", end: dates.at(-1) ?? "" };
  const shifts = useOverlappingShifts(range, awaiting);
  const traits = useMemo(() => indexFlags(hospital.flags), [hospital.flags]);
  const overlapping = (shifts.data ?? []).filter(
    (shift) => request.dates.includes(shift.date) && isWorking(toScheduleShift(shift), traits),
  );
  return (
    <>
      <Section title={t("requests.event.requester")}>
        <PersonLine hospital={hospital} userId={request.assigneeId} />
      </Section>
      <Section title={t("requests.event.type")}>
        <Typography>{request.typeName}</Typography>
        {request.startTime && request.endTime && (
          <Typography variant="body2" color="text.secondary">
            {`${request.startTime.slice(0, 5)}–${request.endTime.slice(0, 5)}`}
          </Typography>
        )}
      </Section>
      <Section title={t("requests.event.dates", { count: dates.length })}>
        <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: "wrap" }}>
          {dates.map((date) => (
            <Chip
              key={date}
              size="small"
              label={formatter.date(date, "chip")}
              variant={flagged.has(date) ? "filled" : "outlined"}
              sx={flagged.has(date) ? { bgcolor: "error.dark", color: "common.white" } : undefined}
              aria-label={
                flagged.has(date)
                  ? t("requests.event.dateWithErrors", { date: formatter.date(date, "chip") })
                  : undefined
              }
            />
          ))}
        </Stack>
      </Section>
      {awaiting && (
        <Section title={t("requests.event.overlapping")}>
          {shifts.isPending ? (
            <Typography variant="body2" color="text.secondary">
              {t("requests.event.overlappingLoading")}
            </Typography>
          ) : shifts.isError ? (
            <Alert severity="error">{t("requests.event.overlappingFailed")}</Alert>
          ) : overlapping.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t("requests.event.noOverlapping")}
            </Typography>
          ) : (
            <Stack spacing={1}>
              <Alert severity="warning">
                {t("requests.event.overlapWarning", { count: overlapping.length })}
              </Alert>
              {overlapping.map((shift) => (
                <ShiftLine
                  key={shift.id}
                  hospital={hospital}
                  date={shift.date}
                  typeId={shift.typeId}
                  startTime={shift.startTime}
                  endTime={shift.endTime}
                  flags={shift.flags}
                />
              ))}
            </Stack>
          )}
        </Section>
      )}
    </>
  );
}
