import type { ScheduleEvent, Shift } from "@rosterly/contract";
import { workingStatus } from "@rosterly/domain/schedule";
import PendingActionsRounded from "@mui/icons-material/PendingActionsRounded";
import { memo } from "react";
import { ShiftSymbol } from "../../../../components/ShiftSymbol";
import type { ScheduleLookups } from "../../lib/lookups";
import type { RequestMark } from "../../lib/request-marks";
import { toScheduleShift } from "../../../../lib/scheduling/validation-input";
import { isProposedShift } from "../../lib/proposal";
import type { CellText } from "../../lib/cell-text";

const MUTED = new Set(["canceled", "giveaway", "swapped", "available"]);

export interface GridCellProps {
  /** The cell's aria-colindex in the whole grid (the names are column 1). */
  colIndex: number;
  userId: number;
  personName: string;
  /** The day as the organisation writes it, with its weekday. */
  day: string;
  date: string;
  left: number;
  weekend: boolean;
  shifts: readonly Shift[] | undefined;
  events: readonly ScheduleEvent[] | undefined;
  conflict: boolean;
  consecutive: boolean;
  /** The day's week is over the weekly limit. */
  overtime: boolean;
  focused: boolean;
  /** Changed since the snapshot shown. */
  changed?: boolean;
  lookups: ScheduleLookups;
  /** The cells' words in the page's language, made once per grid. */
  text: CellText;
  /** Requests awaiting review on this staff-day (a marker each, opening its review). */
  requests?: readonly RequestMark[];
}

/**
 * One staff-day: shift symbols with their flags and working status (F-013, Z-027), events in their
 * type's colour, and the validators' marks. Clicks are handled once by the grid (data attributes),
 * so a cell carries no handlers of its own.
 */
export const GridCell = memo(function GridCell(props: GridCellProps) {
  const { userId, date, left, weekend, shifts, events, conflict, consecutive, focused, lookups, text } =
    props;
  const requests = props.requests ?? [];
  const label = text.name({
    personName: props.personName,
    day: props.day,
    shifts: (shifts ?? []).map((shift) => {
      const status = workingStatus(toScheduleShift(shift), lookups.flagTraits);
      return {
        typeName: lookups.shiftTypes.get(shift.typeId)?.name ?? "?",
        startTime: shift.startTime,
        endTime: shift.endTime,
        status: status === "on_duty" ? null : text.status(status),
        proposed: isProposedShift(shift),
        flags: shift.flags.map((id) => lookups.flags.get(id)?.name ?? "").filter(Boolean),
      };
    }),
    events: (events ?? []).map((event) => lookups.eventLook(event.typeId, event.typeName).name),
    requests: requests.length,
    conflict,
    consecutive,
    overtime: props.overtime,
    changed: props.changed ?? false,
  });
  const classes = [
    "cell",
    weekend && "weekend",
    consecutive && "consecutive",
    conflict && "conflict",
    props.overtime && "overtime",
    focused && "focused",
    props.changed && "changed",
  ];
  return (
    <div
      role="gridcell"
      aria-colindex={props.colIndex}
      tabIndex={focused ? 0 : -1}
      aria-label={label}
      aria-invalid={conflict || consecutive || undefined}
      data-cell={`${userId}:${date}`}
      data-changed={props.changed || undefined}
      className={classes.filter(Boolean).join(" ")}
      style={{ left }}
    >
      {shifts?.map((shift) => {
        const type = lookups.shiftTypes.get(shift.typeId);
        const status = workingStatus(toScheduleShift(shift), lookups.flagTraits);
        const flags = shift.flags.map((id) => lookups.flags.get(id)?.shortCode).filter(Boolean);
        const statusLabel = text.status(status);
        const proposed = isProposedShift(shift);
        return (
          <span
            key={shift.id}
            className={`entry shift status-${status}${proposed ? " proposed" : ""}`}
            data-shift-id={shift.id}
            data-proposed={proposed || undefined}
            title={`${type?.name ?? ""} ${shift.startTime.slice(0, 5)}–${shift.endTime.slice(0, 5)} · ${proposed ? text.proposed : statusLabel}${flags.length ? ` · ${flags.join(" ")}` : ""}`}
          >
            {type ? (
              <ShiftSymbol
                shiftType={type}
                startTime={shift.startTime}
                endTime={shift.endTime}
                muted={MUTED.has(status)}
              />
            ) : (
              "?"
            )}
            {status !== "on_duty" && <span className="mark">{text.statusShort(status)}</span>}
            {flags.length > 0 && <span className="flags">{flags.join(" ")}</span>}
          </span>
        );
      })}
      {events?.map((event) => {
        const look = lookups.eventLook(event.typeId, event.typeName);
        return (
          <span
            key={event.id}
            className="entry event"
            data-event-id={event.id}
            title={look.name}
            style={{ backgroundColor: look.color }}
          >
            {look.short}
          </span>
        );
      })}
      {requests.map((request) => (
        <span
          key={`${request.contentType}:${request.id}`}
          className="request-mark"
          data-request={`${request.contentType}:${request.id}`}
          title={text.requestKind(request.requestType)}
        >
          <PendingActionsRounded aria-hidden sx={{ fontSize: 11 }} />
        </span>
      ))}
    </div>
  );
});
