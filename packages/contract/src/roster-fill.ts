import { z } from "zod";
import { idParams, rowId } from "./input";
import { wireDate } from "./shift";
import { validatorResults } from "./validation";

/**
 * "Fill the schedule": the roster generator run on the server for one schedule. A run is a
 * proposal until the scheduler accepts it; nothing is saved before.
 */

/** The longest a run may search, in seconds. */
export const FILL_MAX_SECONDS = 120;
/** The weight of a pending time-off request (0 = ignore requests, 10 = as heavy as a missing person). */
export const FILL_MAX_REQUEST_WEIGHT = 10;

/** `POST /schedules/{id}/fill/`: what to respect. */
export const fillRequest = z.object({
  /** `keep`: existing shifts stay (pinned); `replace`: shifts of the chosen staff on the chosen days may change. */
  existing: z.enum(["keep", "replace"]).default("keep"),
  /** The staff the generator may schedule; absent = everyone active on the department's schedule. */
  staffIds: z.array(rowId).min(1).max(1000).optional(),
  /** The days it may fill; absent = the whole period. */
  dates: z.array(wireDate).min(1).max(120).optional(),
  /** How much pending time-off requests count (0 ignores them). */
  requestWeight: z.number().int().min(0).max(FILL_MAX_REQUEST_WEIGHT).default(3),
  /** The search's time budget. */
  seconds: z.number().int().min(1).max(FILL_MAX_SECONDS).default(20),
});
export type FillRequest = z.output<typeof fillRequest>;

/** A run id: a UUID, in a path. */
export const fillRunParams = idParams.extend({ run: z.uuid("Not a valid run id.") });

export const FILL_RUN_STATES = ["running", "done", "failed"] as const;
export type FillRunState = (typeof FILL_RUN_STATES)[number];

export const fillProgress = z.object({
  bestObjective: z.number().nullable(),
  feasible: z.boolean(),
  elapsedMs: z.number(),
  iterations: z.number(),
  firstFeasibleMs: z.number().nullable(),
});
export type FillProgress = z.infer<typeof fillProgress>;

/** A shift the generator proposes (times from its shift type). */
export const proposedShift = z.object({
  assigneeId: z.number().int(),
  date: z.string(),
  typeId: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
});
export type ProposedShift = z.infer<typeof proposedShift>;

/** How one person's or one day's shifts change: shifts added, existing shifts removed. */
export const fillDifference = z.object({ added: z.number().int(), removed: z.number().int() });

/** One staffing line of the proposal: needed and proposed per date, for a job-type group and shift type. */
export const fillStaffing = z.object({
  jobTypes: z.array(z.number().int()),
  shiftTypeId: z.number().int(),
  needed: z.number(),
  /** Staff counted per date of the period, in order. */
  proposed: z.array(z.number()),
});

export const fillProposal = z.object({
  /** Whether every hard rule of the model holds (days off, rest between shifts, hours, consecutive days). */
  feasible: z.boolean(),
  objective: z.number(),
  cancelled: z.boolean(),
  elapsedMs: z.number(),
  firstFeasibleMs: z.number().nullable(),
  /** Shifts to create (existing shifts the proposal keeps are not listed). */
  shifts: z.array(proposedShift),
  /** Existing shifts the proposal removes (`replace` only). */
  removedShiftIds: z.array(z.number().int()),
  people: z.array(fillDifference.extend({ assigneeId: z.number().int() })),
  days: z.array(fillDifference.extend({ date: z.string() })),
  staffing: z.array(fillStaffing),
  validatorResults,
});
export type FillProposal = z.infer<typeof fillProposal>;

export const fillRun = z
  .object({
    id: z.string(),
    scheduleId: z.number().int(),
    state: z.enum(FILL_RUN_STATES),
    /** The run's options as the server understood them. */
    existing: z.enum(["keep", "replace"]),
    seconds: z.number().int(),
    staffCount: z.number().int(),
    /** People whose part of the proposal has been accepted. */
    accepted: z.array(z.number().int()),
    progress: fillProgress.nullable(),
    proposal: fillProposal.nullable(),
  })
  .meta({ id: "FillRun" });
export type FillRun = z.infer<typeof fillRun>;

/** `POST .../accept/`: everyone, or only these people. */
export const fillAcceptRequest = z.object({ assigneeIds: z.array(rowId).min(1).max(1000).optional() });
export type FillAcceptRequest = z.output<typeof fillAcceptRequest>;

export const fillAcceptResult = z
  .object({
    created: z.number().int(),
    removed: z.number().int(),
    /** People left as they are because their shifts or time off changed since the run started. */
    conflicts: z.array(z.object({ assigneeId: z.number().int(), dates: z.array(z.string()) })),
  })
  .meta({ id: "FillAcceptResult" });
export type FillAcceptResult = z.infer<typeof fillAcceptResult>;

/** What `/ws/updates/` carries for a run (content type `roster run`, to its starter only). */
export const fillRunUpdate = z.object({
  runId: z.string(),
  scheduleId: z.number().int(),
  state: z.enum(FILL_RUN_STATES),
  progress: fillProgress.nullable(),
});
export type FillRunUpdate = z.infer<typeof fillRunUpdate>;
