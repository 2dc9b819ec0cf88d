import ArrowForwardRounded from "@mui/icons-material/ArrowForwardRounded";
import { Box, Stack, Typography } from "@mui/material";
import type { Hospital, RequestDetail } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";
import { PersonLine, Section, ShiftLine } from "./parts";

type ShiftRequestDetail = Extract<RequestDetail, { contentType: "shiftrequest" }>;

/** K-016: the shift as asked about and the change proposed (receiver, new date or the parts). */
export function ShiftRequestView(props: { request: ShiftRequestDetail; hospital: Hospital }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { request, hospital } = props;
  const { shift, originData } = request;
  return (
    <>
      <Section title={t("requests.shift.original")}>
        <PersonLine hospital={hospital} userId={request.assigneeId} />
        <ShiftLine
          hospital={hospital}
          date={originData.date || shift.date}
          typeId={shift.typeId}
          startTime={originData.startTime || shift.startTime}
          endTime={originData.endTime || shift.endTime}
          flags={shift.flags}
        />
      </Section>
      {request.requestType === "giveaway" && (
        <Section title={t("requests.shift.receiver")}>
          {request.newAssigneeId === null ? (
            <Typography variant="body2" color="text.secondary">
              {t("requests.shift.receiverOpen")}
            </Typography>
          ) : (
            <PersonLine hospital={hospital} userId={request.newAssigneeId} />
          )}
        </Section>
      )}
      {request.requestType === "reschedule" && (
        <Section title={t("requests.shift.newDate")}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Typography variant="body2">{formatter.date(originData.date || shift.date, "date")}</Typography>
            <ArrowForwardRounded fontSize="small" aria-label={t("requests.shift.movedTo")} />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatter.date(request.date, "date")}
            </Typography>
          </Stack>
        </Section>
      )}
      {request.requestType === "split" && (
        <Section title={t("requests.shift.parts")}>
          <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2.5 }}>
            {request.splits.map((part) => (
              <Box component="li" key={part.id}>
                <PersonLine hospital={hospital} userId={part.assigneeId} />
                <Typography variant="body2" color="text.secondary">
                  {t("requests.shift.partTimes", {
                    start: part.startTime.slice(0, 5),
                    end: part.endTime.slice(0, 5),
                  })}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Section>
      )}
    </>
  );
}
