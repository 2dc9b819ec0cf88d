import type { CensusRow, DailySchedule, Wire } from "@rosterly/contract";
import type { CensusRowRecord, DailyScheduleRow } from "../repositories/daily-schedules";

export type WireCensusRow = Wire<CensusRow>;
export type WireDailySchedule = Wire<DailySchedule>;

const flag = (value: unknown): boolean | undefined => (typeof value === "boolean" ? value : undefined);

/** A census row on the wire, field by field. */
export function presentCensusRow(row: CensusRowRecord): WireCensusRow {
  const settings = row.settings;
  return {
    id: row.id,
    daily_schedule_id: row.dailyScheduleId,
    position: row.position,
    name: row.name,
    description: row.description,
    time: row.time,
    day_offset: row.dayOffset,
    acuity1: row.acuity1,
    acuity2: row.acuity2,
    acuity3: row.acuity3,
    acuity4: row.acuity4,
    acuity5: row.acuity5,
    acuity_staff: row.acuityStaff,
    census_by_specialty: row.censusBySpecialty.map((specialty) => ({
      name: specialty.name,
      show_acuity_subtotal: specialty.showAcuitySubtotal,
      subtotal: specialty.subtotal,
      acuity_breakdown: {
        1: { value: specialty.acuityBreakdown["1"].value },
        2: { value: specialty.acuityBreakdown["2"].value },
        3: { value: specialty.acuityBreakdown["3"].value },
        4: { value: specialty.acuityBreakdown["4"].value },
        5: { value: specialty.acuityBreakdown["5"].value },
      },
    })),
    extra_staff: row.extraStaff,
    notes: row.notes,
    settings: {
      acuity: flag(settings.acuity),
      census_by_specialty: flag(settings.censusBySpecialty),
      show_total_acuity_by_class: flag(settings.showTotalAcuityByClass),
    },
    staff_count: row.staffCount,
    total: row.total,
    modified_by: row.modifiedBy,
    modified_on: row.modifiedOn.toISOString(),
  };
}

/** A daily schedule with its census; `readOnly` says whether the caller may change it now. */
export function presentDailySchedule(
  row: DailyScheduleRow,
  census: readonly CensusRowRecord[],
  viewer: { canEdit: boolean },
): WireDailySchedule {
  return {
    id: row.id,
    date: row.date,
    department_id: row.departmentId,
    type_id: row.typeId,
    state: row.state === "finalized" ? "finalized" : "draft",
    memos: row.memos,
    census: census.map(presentCensusRow),
    shared_by_id: row.sharedById,
    shared_on: row.sharedOn?.toISOString() ?? null,
    finalized_by_id: row.finalizedById,
    finalized_on: row.finalizedOn?.toISOString() ?? null,
    read_only: !viewer.canEdit || row.state === "finalized",
    created_by: row.createdBy,
    created_on: row.createdOn.toISOString(),
    modified_by: row.modifiedBy,
    modified_on: row.modifiedOn.toISOString(),
  };
}
