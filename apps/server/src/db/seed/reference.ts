import type { Executor } from "../client";
import {
  insertDailyScheduleType,
  insertEventTypes,
  insertFlags,
  insertJobStatus,
  insertJobType,
  insertShiftType,
} from "./builders";

const web = (symbolType: string, symbolValue: string, color: string) => ({
  web: { symbolType, symbolValue, color },
});

/** Shift types with the times US hospitals actually run. */
async function seedShiftTypes(db: Executor, orgId: number) {
  const make = (values: Parameters<typeof insertShiftType>[1]) => insertShiftType(db, values);
  return {
    d12: await make({
      orgId,
      name: "Day 12",
      description: "12-hour day shift",
      startTime: "07:00",
      endTime: "19:00",
      styles: web("text", "D", "#1e88e5"),
    }),
    n12: await make({
      orgId,
      name: "Night 12",
      description: "12-hour night shift",
      startTime: "19:00",
      endTime: "07:00",
      styles: web("text", "N", "#3949ab"),
    }),
    d8: await make({
      orgId,
      name: "Day 8",
      description: "8-hour day shift",
      startTime: "07:00",
      endTime: "15:00",
      styles: web("time", "", "#43a047"),
    }),
    e8: await make({
      orgId,
      name: "Evening 8",
      description: "8-hour evening shift",
      startTime: "15:00",
      endTime: "23:00",
      styles: web("bar", "", "#fb8c00"),
    }),
    n8: await make({
      orgId,
      name: "Night 8",
      description: "8-hour night shift",
      startTime: "23:00",
      endTime: "07:00",
      styles: web("pill", "N8", "#5e35b1"),
    }),
    call: await make({
      orgId,
      name: "On call",
      description: "Evening/overnight on call",
      startTime: "19:00",
      endTime: "07:00",
      onCall: true,
      styles: web("fa", "phone", "#6d4c41"),
    }),
  };
}

export type ShiftTypeIds = { [K in keyof Awaited<ReturnType<typeof seedShiftTypes>>]: number };

async function seedJobStatuses(db: Executor, orgId: number) {
  const weekend = (count: number) => ({ countRules: { weekend: count > 0 ? [{ count }] : [] } });
  return {
    ft: await insertJobStatus(db, {
      orgId,
      name: "Full time",
      shortCode: "FT",
      benefited: true,
      weeklyHours: 36,
      minShiftSettings: weekend(2),
    }),
    pt: await insertJobStatus(db, {
      orgId,
      name: "Part time",
      shortCode: "PT",
      benefited: true,
      weeklyHours: 24,
      minShiftSettings: weekend(1),
    }),
    pd: await insertJobStatus(db, {
      orgId,
      name: "Per diem",
      shortCode: "PD",
      registry: true,
      weeklyHours: 0,
      minShiftSettings: weekend(0),
    }),
  };
}

async function seedJobTypes(db: Executor, orgId: number, shifts: ShiftTypeIds) {
  const nursing = [shifts.d12, shifts.n12, shifts.d8, shifts.e8, shifts.n8, shifts.call];
  const make = (
    name: string,
    description: string,
    rank: number,
    groups: string[],
    settings: Record<string, unknown> = {},
    partakeInScheduling = true,
  ) =>
    insertJobType(db, {
      orgId,
      name,
      description,
      rank,
      partakeInScheduling,
      settings: {
        associatedShiftTypes: partakeInScheduling ? nursing : [],
        associatedGroups: groups,
        isChargeNurse: false,
        canBeChargeNurse: false,
        ...settings,
      },
    });
  const chg = await make("CHG", "Charge nurse", 1, ["nurse"], { isChargeNurse: true });
  const rn = await make("RN", "Registered nurse", 2, ["nurse"], { canBeChargeNurse: true });
  const lvn = await make("LVN", "Licensed vocational nurse", 3, ["nurse"]);
  const cna = await make("CNA", "Certified nursing assistant", 4, ["nurse"]);
  const sec = await make("Unit secretary", "Unit secretary", 5, ["secretary"], {
    associatedShiftTypes: [shifts.d8, shifts.e8],
  });
  const trn = await make("Transporter", "Patient transporter", 6, ["transporter"], {
    associatedShiftTypes: [shifts.d8, shifts.e8, shifts.n8],
  });
  const dir = await make("Nurse director", "Department director", 1000, ["director"], {}, false);
  const sch = await make("Scheduler", "Department scheduler", 1000, ["scheduler"], {}, false);
  const opr = await make("Staffing operator", "Staffing office operator", 1000, ["operator"], {}, false);
  const sup = await make("House supervisor", "House supervisor", 1000, ["supervisor"], {}, false);
  const adm = await make("Administrator", "System administrator", 1000, ["admin"], {}, false);
  return { chg, rn, lvn, cna, sec, trn, dir, sch, opr, sup, adm };
}

async function seedFlagsAndEvents(db: Executor, orgId: number) {
  const flagRows = await insertFlags(db, [
    {
      orgId,
      name: "Float",
      shortCode: "FL",
      float: true,
      visibleToOtherStaff: true,
      description: "Working outside the home department",
    },
    {
      orgId,
      name: "Charge",
      shortCode: "CH",
      visibleToOtherStaff: true,
      description: "Acting as charge nurse",
    },
    {
      orgId,
      name: "Orientation",
      shortCode: "OR",
      productivity: false,
      visibleToOtherStaff: true,
      description: "Orienting; not counted as productive",
    },
    { orgId, name: "Education", shortCode: "ED", productivity: false, description: "Paid education hours" },
    {
      orgId,
      name: "Low census",
      shortCode: "LC",
      working: false,
      allowRequest: true,
      description: "Sent home for low census",
    },
    {
      orgId,
      name: "Called off",
      shortCode: "CO",
      working: false,
      commitment: false,
      description: "Shift called off",
    },
    {
      orgId,
      name: "Sick call",
      shortCode: "SC",
      working: false,
      commitment: false,
      description: "Called in sick",
    },
    { orgId, name: "Overtime approved", shortCode: "OT", description: "Overtime approved by the director" },
    {
      orgId,
      name: "Sitter",
      shortCode: "ST",
      visibleToOtherStaff: true,
      description: "One-to-one patient sitter",
    },
  ]);
  const style = (color: string) => ({ web: { color } });
  const eventRows = await insertEventTypes(db, [
    { orgId, name: "Vacation", description: "Paid time off", styles: style("#26a69a") },
    { orgId, name: "Sick", description: "Sick leave", adminOnly: true, styles: style("#ef5350") },
    {
      orgId,
      name: "Education",
      description: "Classes and certification",
      visibleToOtherStaff: true,
      styles: style("#7e57c2"),
    },
    { orgId, name: "Jury duty", description: "Civic duty", styles: style("#8d6e63") },
    { orgId, name: "Bereavement", description: "Bereavement leave", styles: style("#78909c") },
    {
      orgId,
      name: "Holiday",
      description: "Holiday off",
      visibleToOtherStaff: true,
      styles: style("#ffa726"),
    },
    { orgId, name: "Personal day", description: "Personal time", styles: style("#29b6f6") },
    { orgId, name: "Unavailable", description: "Cannot work", requestOnly: true, styles: style("#bdbdbd") },
  ]);
  return { flags: flagRows, eventTypes: eventRows };
}

/** The configuration a US hospital starts with; answers the ids the rest of the seed needs. */
export async function seedReferenceData(db: Executor, orgId: number) {
  const shiftRows = await seedShiftTypes(db, orgId);
  const shifts: ShiftTypeIds = {
    d12: shiftRows.d12.id,
    n12: shiftRows.n12.id,
    d8: shiftRows.d8.id,
    e8: shiftRows.e8.id,
    n8: shiftRows.n8.id,
    call: shiftRows.call.id,
  };
  const statuses = await seedJobStatuses(db, orgId);
  const jobs = await seedJobTypes(db, orgId, shifts);
  const extras = await seedFlagsAndEvents(db, orgId);
  await insertDailyScheduleType(db, {
    orgId,
    name: "Unit census",
    description: "Patients by acuity before each 12-hour shift",
    shiftTypes: [shifts.d12, shifts.n12],
    settings: { census: { predefined: ["Day shift census", "Night shift census"] } },
  });
  return { shifts, statuses, jobs, ...extras };
}

export type ReferenceData = Awaited<ReturnType<typeof seedReferenceData>>;
