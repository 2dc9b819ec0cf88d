import { z } from "zod";
import { scheduleEvent } from "./event";
import { queryId, rowId } from "./input";
import { pageQuery } from "./pagination";
import { shift, wireDate } from "./shift";

const id = z.number().int();
const csvNames = z.string().transform((value) =>
  value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== ""),
);
const omit = csvNames.pipe(z.array(z.enum(["shifts", "events"]))).optional();

/** What a schedule held at a moment (J-003, Y-019, Z-030): kept at every publish and on demand. */
export const snapshot = z
  .object({
    id,
    schedule: id,
    departmentId: id,
    startOn: z.string(),
    endOn: z.string(),
    state: z.string(),
    shiftCount: id,
    eventCount: id,
    createdBy: id.nullable(),
    createdOn: z.string(),
    shifts: z.array(shift).optional(),
    events: z.array(scheduleEvent).optional(),
  })
  .meta({ id: "Snapshot" });
export type Snapshot = z.infer<typeof snapshot>;

/** `GET /snapshots/?dept_id=&for_date=&omit=`: newest first; `for_date` keeps the period holding it. */
export const snapshotListQuery = pageQuery(100, 100).extend({
  dept_id: queryId,
  for_date: wireDate.optional(),
  omit,
});
export const snapshotQuery = z.object({ omit });

/** `POST /snapshots/`: take one now of a schedule. */
export const snapshotCreateBody = z.object({ schedule: rowId });

export const SNAPSHOT_CHANGE_KINDS = ["added", "removed", "moved", "reassigned", "changed"] as const;

const change = <T extends z.ZodType>(entry: T) =>
  z.object({
    id,
    kinds: z.array(z.enum(SNAPSHOT_CHANGE_KINDS)),
    before: entry.nullable(),
    after: entry.nullable(),
    fields: z.array(z.string()),
  });

/** `GET /snapshots/{id}/diff/`: the live schedule's changes since the snapshot. */
export const snapshotDiff = z
  .object({
    snapshot: id,
    shifts: z.array(change(shift)),
    events: z.array(change(scheduleEvent)),
  })
  .meta({ id: "SnapshotDiff" });
export type SnapshotDiffWire = z.infer<typeof snapshotDiff>;
