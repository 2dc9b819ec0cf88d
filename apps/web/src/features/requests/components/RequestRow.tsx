import { Box, Chip, ListItemButton, Stack, Typography } from "@mui/material";
import type { Hospital, RequestSummary } from "@rosterly/contract";
import { reviewStage } from "@rosterly/domain/requests";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";

const STAGE_COLOUR = { pending: "warning", under_review: "info", decided: "default" } as const;

/** One request of the list: who asked what, for when, where it stands; opens its review panel. */
export function RequestRow(props: {
  request: RequestSummary;
  hospital: Hospital;
  userId: number;
  history: boolean;
  now: number;
  selected: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { request, hospital, userId, history, now, selected, onOpen } = props;
  const dates = [...request.dates].sort();
  const first = dates[0];
  const last = dates.at(-1);
  const when =
    first === undefined
      ? ""
      : first === last || last === undefined
        ? formatter.date(first, "date")
        : t("requests.row.dateRange", {
            start: formatter.date(first, "monthDay"),
            end: formatter.date(last, "date"),
            count: dates.length,
          });
  const typeName =
    request.typeId === null
      ? ""
      : request.contentType === "event"
        ? (hospital.eventTypes.find((type) => type.id === request.typeId)?.name ?? "")
        : (hospital.shiftTypes.find((type) => type.id === request.typeId)?.name ?? "");
  const department = hospital.departments.find((d) => d.id === request.departmentId)?.name ?? "";
  const counterpart =
    request.counterpartId === null ? null : hospital.employees[String(request.counterpartId)]?.fullName;
  const stage = reviewStage(request.state);
  return (
    <ListItemButton
      selected={selected}
      onClick={onOpen}
      aria-label={t("requests.row.open", {
        kind: t(`requests.kind.${request.requestType}`),
        name: request.requesterName,
        when,
      })}
      sx={{
        border: 1,
        borderColor: selected ? "primary.main" : "divider",
        borderRadius: 1,
        alignItems: "flex-start",
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
          <Typography sx={{ fontWeight: 600 }}>{request.requesterName}</Typography>
          <Chip size="small" variant="outlined" label={t(`requests.kind.${request.requestType}`)} />
          <Chip size="small" color={STAGE_COLOUR[stage]} label={t(`requests.state.${request.state}`)} />
          {request.reviewerId === userId && stage !== "decided" && (
            <Chip size="small" color="primary" label={t("requests.row.assignedToYou")} />
          )}
        </Stack>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {[when, typeName, counterpart ? t("requests.row.with", { name: counterpart }) : null]
            .filter(Boolean)
            .join(" · ")}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {[
            department,
            history
              ? t("requests.row.updated", { when: formatter.ago(request.modifiedOn, now) })
              : t("requests.row.submitted", { when: formatter.ago(request.createdOn, now) }),
          ]
            .filter(Boolean)
            .join(" · ")}
        </Typography>
        {request.comments.trim() !== "" && (
          <Typography variant="body2" color="text.secondary" noWrap sx={{ mt: 0.5 }}>
            “{request.comments}”
          </Typography>
        )}
      </Box>
    </ListItemButton>
  );
}
