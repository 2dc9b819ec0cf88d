/**
 * What a reviewer adds to the shifts a request changes (K-016, K-021, K-022): flags, comments seen
 * by everyone and internal comments seen by schedulers, per affected shift, and the approve body
 * each kind of request sends them in. Flags are kept to row ids before sending; empty notes are
 * left out so the server keeps the shift's own.
 */
import type { RequestDetail } from "@rosterly/contract";
import type { ApproveBody } from "../api/review-actions";

export interface ShiftNotes {
  flags: readonly number[];
  comments: string;
  internalComments: string;
}

export const EMPTY_NOTES: ShiftNotes = { flags: [], comments: "", internalComments: "" };

/** Which shift a set of notes goes on, for its heading. */
export type NoteRole = "event" | "shift" | "original" | "new" | "part";

export interface NoteTarget {
  key: string;
  role: NoteRole;
  /** The person the shift belongs to once approved. */
  assigneeId: number | null;
  date: string;
  startTime: string | null;
  endTime: string | null;
  typeId: number | null;
}

/** The shifts a request's approval writes, in the order the review panel shows them. */
export function noteTargets(request: RequestDetail): NoteTarget[] {
  switch (request.contentType) {
    case "event":
      return [
        {
          key: "event",
          role: "event",
          assigneeId: request.assigneeId,
          date: request.dates[0] ?? "",
          startTime: null,
          endTime: null,
          typeId: null,
        },
      ];
    case "swap": {
      const { sourceShift, targetShift } = request;
      const target = (key: string, role: NoteRole, shift: typeof sourceShift, assigneeId: number) => ({
        key,
        role,
        assigneeId,
        date: shift.date,
        startTime: shift.startTime,
        endTime: shift.endTime,
        typeId: shift.typeId,
      });
      return [
        target(`original_${sourceShift.id}`, "original", sourceShift, request.sourceUserId),
        target(`new_${sourceShift.id}`, "new", sourceShift, request.targetUserId),
        target(`original_${targetShift.id}`, "original", targetShift, request.targetUserId),
        target(`new_${targetShift.id}`, "new", targetShift, request.sourceUserId),
      ];
    }
    case "shiftrequest": {
      const { shift } = request;
      const base = { date: shift.date, typeId: shift.typeId };
      if (request.requestType === "reschedule")
        return [
          {
            key: "shift",
            role: "shift",
            assigneeId: request.assigneeId,
            ...base,
            date: request.date,
            startTime: shift.startTime,
            endTime: shift.endTime,
          },
        ];
      if (request.requestType === "giveaway")
        return [
          {
            key: "original",
            role: "original",
            assigneeId: request.assigneeId,
            ...base,
            startTime: shift.startTime,
            endTime: shift.endTime,
          },
          {
            key: "new",
            role: "new",
            assigneeId: request.newAssigneeId,
            ...base,
            startTime: shift.startTime,
            endTime: shift.endTime,
          },
        ];
      return request.splits.map((part) => ({
        key: `part_${part.id}`,
        role: "part" as const,
        assigneeId: part.assigneeId,
        ...base,
        startTime: part.startTime,
        endTime: part.endTime,
      }));
    }
  }
}

const MAX_ID = 2_147_483_647;
/** K-016: only whole row ids go to the server, once each. */
export const flagIds = (flags: readonly unknown[]): number[] => [
  ...new Set(
    flags.filter(
      (flag): flag is number =>
        typeof flag === "number" && Number.isInteger(flag) && flag > 0 && flag <= MAX_ID,
    ),
  ),
];

const text = (value: string): string | undefined => (value.trim() === "" ? undefined : value);
const flagsOf = (notes: ShiftNotes | undefined): number[] | undefined => {
  const ids = flagIds(notes?.flags ?? []);
  return ids.length === 0 ? undefined : ids;
};

/** Only the keys that have a value, so an empty record is left out entirely. */
function byId<T>(entries: readonly [string, T | undefined][]): Record<string, T> | undefined {
  const out: Record<string, T> = {};
  for (const [key, value] of entries) if (value !== undefined) out[key] = value;
  return Object.keys(out).length === 0 ? undefined : out;
}

/** The approve body of a request from the reviewer's notes (and the chosen receiver of a giveaway). */
export function approveBody(
  request: RequestDetail,
  notes: Readonly<Record<string, ShiftNotes>>,
  newAssigneeId: number | null,
): ApproveBody {
  const of = (key: string) => notes[key];
  switch (request.contentType) {
    case "event": {
      const own = of("event");
      return {
        kind: "event",
        body: {
          flags: flagsOf(own),
          comments: text(own?.comments ?? ""),
          internalComments: text(own?.internalComments ?? ""),
        },
      };
    }
    case "swap": {
      const ids = [request.sourceShift.id, request.targetShift.id].map(String);
      const pick = (role: "original" | "new", field: "comments" | "internalComments") =>
        byId(ids.map((id) => [id, text(of(`${role}_${id}`)?.[field] ?? "")]));
      const flags = (role: "original" | "new") => byId(ids.map((id) => [id, flagsOf(of(`${role}_${id}`))]));
      return {
        kind: "swap",
        body: {
          originalComments: pick("original", "comments"),
          originalInternalComments: pick("original", "internalComments"),
          originalFlags: flags("original"),
          newComments: pick("new", "comments"),
          newInternalComments: pick("new", "internalComments"),
          newFlags: flags("new"),
        },
      };
    }
    case "shiftrequest": {
      if (request.requestType === "reschedule") {
        const own = of("shift");
        return {
          kind: "reschedule",
          body: {
            flags: flagsOf(own),
            comments: text(own?.comments ?? ""),
            internalComments: text(own?.internalComments ?? ""),
          },
        };
      }
      if (request.requestType === "giveaway") {
        const original = of("original");
        const next = of("new");
        return {
          kind: "giveaway",
          body: {
            newAssigneeId:
              request.newAssigneeId === null && newAssigneeId !== null ? newAssigneeId : undefined,
            originalShiftFlags: flagsOf(original),
            originalShiftComments: text(original?.comments ?? ""),
            originalShiftInternalComments: text(original?.internalComments ?? ""),
            newShiftFlags: flagsOf(next),
            newShiftComments: text(next?.comments ?? ""),
            newShiftInternalComments: text(next?.internalComments ?? ""),
          },
        };
      }
      const ids = request.splits.map((part) => String(part.id));
      return {
        kind: "split",
        body: {
          flags: byId(ids.map((id) => [id, flagsOf(of(`part_${id}`))])),
          splitComments: byId(ids.map((id) => [id, text(of(`part_${id}`)?.comments ?? "")])),
          splitInternalComments: byId(ids.map((id) => [id, text(of(`part_${id}`)?.internalComments ?? "")])),
        },
      };
    }
  }
}
