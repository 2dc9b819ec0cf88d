import { Box, Card, CardActionArea, Chip, Stack, Typography } from "@mui/material";
import type { ScheduleEvent, Shift } from "@rosterly/contract";
import { workingStatus } from "@rosterly/domain/schedule";
import { useTranslation } from "react-i18next";
import { ShiftSymbol } from "../../../../components/ShiftSymbol";
import { readableTextOn } from "../../../../lib/colour";
import { toScheduleShift } from "../../../../lib/scheduling/validation-input";
import type { ScheduleLookups } from "../../lib/lookups";

/** One shift of the person: a card that opens the shift's details beside the list. */
export function EmployeeShiftCard(props: {
  shift: Shift;
  lookups: ScheduleLookups;
  departmentName: string;
  selected: boolean;
  onOpen: (shift: Shift) => void;
  /** A line under the card (the last-shift browser shows the shift's comments, e.g. why it was canceled). */
  note?: string | undefined;
}) {
  const { t } = useTranslation();
  const { shift, lookups, selected } = props;
  const type = lookups.shiftTypes.get(shift.typeId);
  const status = workingStatus(toScheduleShift(shift), lookups.flagTraits);
  return (
    <Card
      variant="outlined"
      sx={{ borderColor: selected ? "primary.main" : "divider" }}
      data-shift-id={shift.id}
    >
      <CardActionArea onClick={() => props.onOpen(shift)} aria-pressed={selected} sx={{ px: 1.5, py: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
          {type && <ShiftSymbol shiftType={type} startTime={shift.startTime} endTime={shift.endTime} />}
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {type?.name ?? t("employeeDialog.schedule.shift")}
          </Typography>
          <Typography variant="body2">
            {shift.startTime.slice(0, 5)}–{shift.endTime.slice(0, 5)} · {props.departmentName}
          </Typography>
          {shift.flags.map((id) => {
            const flag = lookups.flags.get(id);
            return flag ? (
              <Chip key={id} size="small" variant="outlined" label={flag.shortCode} title={flag.name} />
            ) : null;
          })}
          <Chip size="small" label={t(`schedule.status.${status}`)} />
        </Stack>
        {props.note && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: "anywhere" }}>
            {props.note}
          </Typography>
        )}
      </CardActionArea>
    </Card>
  );
}

/** One event of the person (time off, education...): a card that opens the event's details. */
export function EmployeeEventCard(props: {
  event: ScheduleEvent;
  lookups: ScheduleLookups;
  selected: boolean;
  onOpen: (event: ScheduleEvent) => void;
}) {
  const { event, lookups, selected } = props;
  const look = lookups.eventLook(event.typeId, event.typeName);
  return (
    <Card
      variant="outlined"
      sx={{ borderColor: selected ? "primary.main" : "divider" }}
      data-event-id={event.id}
    >
      <CardActionArea onClick={() => props.onOpen(event)} aria-pressed={selected} sx={{ px: 1.5, py: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Box
            component="span"
            sx={{ px: 1, borderRadius: 1, bgcolor: look.color, color: readableTextOn(look.color) }}
          >
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
              {look.name}
            </Typography>
          </Box>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
