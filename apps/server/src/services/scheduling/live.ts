import type { UpdateContentType } from "@rosterly/contract";
import type { Executor } from "../../db/client";
import type { ScheduleViewer } from "../../policies/schedule";
import type { BusEvent } from "../../realtime/events";
import { publishUpdates } from "../../realtime/publish-many";
import type { ScheduleAudience } from "./audience";

/** Ids per message, so that a large department's list stays well inside a NOTIFY payload. */
const USERS_PER_MESSAGE = 300;

export interface LiveChange<Row> {
  action: "created" | "updated" | "deleted";
  row: Row;
  /** Departments whose grids show the row besides its own (the one it left, the assignee's home). */
  alsoDepartmentIds?: readonly (number | null)[];
}

/**
 * Publishes row changes to every grid that shows them, each person receiving the row as their own
 * HTTP reads would present it (no comments or hidden flags for colleagues, internal comments only
 * for management). Runs inside the transaction: nothing is heard of a write that rolls back.
 */
export async function publishRowChanges<Row extends { id: number; departmentId: number; assigneeId: number }>(
  tx: Executor,
  orgId: number,
  contentType: UpdateContentType,
  audience: ScheduleAudience,
  changes: readonly LiveChange<Row>[],
  present: (row: Row, viewer: ScheduleViewer) => unknown,
  /** Whether staff may hear of the row at all (F-009: not while its schedule is hidden from them). */
  staffMayHear: (row: Row, staffUserId: number | null) => boolean,
): Promise<void> {
  const events: BusEvent[] = [];
  for (const change of changes) {
    const { row } = change;
    const departments = new Set<number>([row.departmentId]);
    for (const id of [...(change.alsoDepartmentIds ?? []), audience.homeDepartmentOf(row.assigneeId)]) {
      if (id !== null) departments.add(id);
    }
    for (const group of audience.viewGroups([...departments], row.assigneeId)) {
      if (group.viewer.isStaff && !staffMayHear(row, group.viewer.userId === 0 ? null : group.viewer.userId))
        continue;
      const data = present(row, group.viewer);
      for (let start = 0; start < group.userIds.length; start += USERS_PER_MESSAGE) {
        events.push({
          orgId,
          contentType,
          action: change.action,
          id: row.id,
          data,
          audience: { kind: "users", userIds: group.userIds.slice(start, start + USERS_PER_MESSAGE) },
        });
      }
    }
  }
  await publishUpdates(tx, events);
}
