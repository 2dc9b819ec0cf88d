import { z } from "zod";

const id = z.number().int();
/** Settings-like objects keep their keys as data: they are addressed by paths such as `scheduling.period`. */
const data = z.record(z.string(), z.unknown());

const text = (max: number) => z.string().trim().max(max);
export const hospitalInfo = z.object({
  name: text(255),
  address1: text(255),
  address2: text(255),
  city: text(255),
  state: text(2),
  zipCode: text(10),
  country: text(2),
  phoneDefault: text(30),
  ccn: text(20),
  timezone: text(64),
});

/** Who created and last changed a row, and when (Y-015); `modifiedOn` moves only on a real change. */
const audited = {
  createdBy: id.nullable(),
  createdOn: z.string(),
  modifiedBy: id.nullable(),
  modifiedOn: z.string(),
};

export const schedulingPeriod = z.object({ id, startOn: z.string(), endOn: z.string(), state: z.string() });

export const department = z.object({
  id,
  hospitalId: id,
  name: z.string(),
  fullName: z.string(),
  costCenter: z.string(),
  directorId: id.nullable(),
  schedulerId: id.nullable(),
  partakeInScheduling: z.boolean(),
  numOfWeeksPerSchedule: z.number().int(),
  scheduleRules: data,
  settings: data,
  schedulingPeriods: z.array(schedulingPeriod),
  obsolete: z.boolean(),
  ...audited,
});

export const jobType = z.object({
  id,
  hospitalId: id,
  name: z.string(),
  description: z.string(),
  rank: z.number().int(),
  partakeInScheduling: z.boolean(),
  settings: data,
  swappableJobTypes: z.array(id),
  associatedJobTypes: z.array(id),
  staffNeeded: data,
  obsolete: z.boolean(),
  ...audited,
});

export const jobStatus = z.object({
  id,
  hospitalId: id,
  name: z.string(),
  shortCode: z.string(),
  description: z.string(),
  benefited: z.boolean(),
  registry: z.boolean(),
  weeklyHours: z.number(),
  minShiftSettings: data,
  obsolete: z.boolean(),
  ...audited,
});

export const shiftType = z.object({
  id,
  hospitalId: id,
  name: z.string(),
  description: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  hours: z.number(),
  maxShiftCount: z.number().int().nullable(),
  onCall: z.boolean(),
  partakeInScheduling: z.boolean(),
  styles: data,
  obsolete: z.boolean(),
  ...audited,
});

export const eventType = z.object({
  id,
  hospitalId: id,
  name: z.string(),
  description: z.string(),
  adminOnly: z.boolean(),
  requestOnly: z.boolean(),
  visibleToOtherStaff: z.boolean(),
  settings: data,
  styles: data,
  obsolete: z.boolean(),
  ...audited,
});

export const flag = z.object({
  id,
  hospitalId: id,
  name: z.string(),
  shortCode: z.string(),
  description: z.string(),
  allowRequest: z.boolean(),
  commitment: z.boolean(),
  float: z.boolean(),
  productivity: z.boolean(),
  working: z.boolean(),
  visibleToOtherStaff: z.boolean(),
  obsolete: z.boolean(),
  ...audited,
});

export const dailyScheduleType = z.object({
  id,
  hospitalId: id,
  name: z.string(),
  description: z.string(),
  shiftTypes: z.array(id),
  settings: data,
  obsolete: z.boolean(),
  ...audited,
});

/** One employee of the organisation as lists and grids need them (D-003), keyed by user id. */
export const employee = z.object({
  id,
  userId: id,
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  alias: z.string().nullable(),
  email: z.string(),
  avatarBgColor: z.string(),
  state: z.string(),
  classification: z.string(),
  groups: z.array(z.string()),
  charge: z.boolean(),
  departmentId: id.nullable(),
  jobTypeId: id.nullable(),
  jobStatusId: id.nullable(),
  shiftTypeId: id.nullable(),
  dailyHours: z.number(),
  weeklyHours: z.number(),
  phoneWork: z.string().nullable(),
  scheduleNotes: z.string().nullable(),
  /**
   * Management only: how many of the person's credentials have expired and how many expire within
   * the notice window; absent for staff readers and for people with neither.
   */
  credentials: z.object({ expired: z.number().int(), expiring: z.number().int() }).optional(),
});

export const hospital = z
  .object({
    id,
    info: hospitalInfo,
    settings: data,
    activeSubscriptionId: z.string().nullable(),
    departments: z.array(department),
    jobTypes: z.array(jobType),
    jobStatus: z.array(jobStatus),
    shiftTypes: z.array(shiftType),
    eventTypes: z.array(eventType),
    flags: z.array(flag),
    dailyScheduleTypes: z.array(dailyScheduleType),
    employees: z.record(z.string(), employee),
  })
  .meta({ id: "Hospital" });

export const hospitalInfoPatch = z.object({ info: hospitalInfo.partial() });

export type Hospital = z.infer<typeof hospital>;
export type Department = z.infer<typeof department>;
export type JobType = z.infer<typeof jobType>;
export type JobStatus = z.infer<typeof jobStatus>;
export type ShiftType = z.infer<typeof shiftType>;
export type EventType = z.infer<typeof eventType>;
export type Flag = z.infer<typeof flag>;
export type DailyScheduleType = z.infer<typeof dailyScheduleType>;
export type Employee = z.infer<typeof employee>;
