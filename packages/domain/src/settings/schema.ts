// The hospital settings (E-003, E-010, E-012, E-013, E-014, Z-010, Z-022, Z-023) and their defaults.
import { fail } from "../fields/result.ts";
import {
  booleanSetting,
  consecutiveShiftRulesSetting,
  dateFormatSetting,
  dateSetting,
  holidayListSetting,
  idListSetting,
  integerSetting,
} from "./rules.ts";
import { SCHEDULE_STATES, type ScheduleState } from "../schedule/lifecycle.ts";
import { map, object, type SettingsNode } from "./tree.ts";

/** Master schedule states in lifecycle order (canonical wire names, Z-002). */
// The states are the schedule lifecycle's; the settings only say how each behaves.
export { SCHEDULE_STATES, type ScheduleState };

export const DATE_FORMAT_KEYS = ["date", "shortDate", "month", "longDate", "dateTime"] as const;
export type DateFormatKey = (typeof DATE_FORMAT_KEYS)[number];

/** A holiday region: a country code, optionally with a subdivision ("US", "US-TX"). */
const REGION = /^[A-Z]{2}(?:-[A-Z0-9]{1,3})?$/;

export interface ScheduleStateSettings {
  editable: boolean;
  staffVisible: boolean;
}

export interface HospitalSettings {
  /** Minutes of inactivity before staff are signed out. */
  idleTimeout: number;
  scheduling: {
    /** Days per scheduling period; whole weeks (Z-013). */
    period: number;
    /** The Sunday the first period starts on; null until an administrator sets it. */
    initialStartDate: string | null;
    states: Record<ScheduleState, ScheduleStateSettings>;
  };
  holidays: Record<string, { date: string; name: string }[]>;
  dateFormats: Record<DateFormatKey, string>;
  validations: { consecutiveShifts: { data: { jobTypes: number[]; shiftTypes: Record<string, number> }[] } };
  requests: {
    swapCutoffHours: number;
    giveawayEnabled: boolean;
    rescheduleEnabled: boolean;
    splitEnabled: boolean;
    /** A pending request lapses this many hours before the shift or event it concerns starts. */
    requestExpiryHours: number;
    eventMinNoticeDays: number;
    /** Event types staff may request; null: every event type that is not admin-only. */
    requestableEventTypes: number[] | null;
  };
  security: { lockout: { maxFailures: number; windowMinutes: number; durationMinutes: number } };
}

const state = (editable: boolean, staffVisible: boolean): ScheduleStateSettings => ({
  editable,
  staffVisible,
});

export const DEFAULT_SETTINGS: HospitalSettings = {
  idleTimeout: 15,
  scheduling: {
    period: 42,
    initialStartDate: null,
    // Z-010: editable while being built or reviewed; staff see it once offered to them.
    states: {
      initial: state(true, false),
      self_schedule: state(true, true),
      draft: state(true, false),
      pending_post_approval: state(false, false),
      under_nurse_review: state(true, true),
      pending_publish_approval: state(false, false),
      published: state(false, true),
      current: state(false, true),
      past: state(false, true),
    },
  },
  holidays: {},
  dateFormats: {
    date: "MMM D, YYYY",
    shortDate: "MMM D",
    month: "MMMM",
    longDate: "dddd MMM D, YYYY",
    dateTime: "MMM D, YYYY HH:mm",
  },
  validations: { consecutiveShifts: { data: [] } },
  requests: {
    swapCutoffHours: 48,
    giveawayEnabled: true,
    rescheduleEnabled: true,
    splitEnabled: true,
    requestExpiryHours: 0,
    eventMinNoticeDays: 0,
    requestableEventTypes: null,
  },
  security: { lockout: { maxFailures: 5, windowMinutes: 15, durationMinutes: 15 } },
};

const choice =
  <T extends string>(choices: readonly T[]) =>
  (key: string) =>
    (choices as readonly string[]).includes(key)
      ? null
      : fail("validation.choice", { choices: choices.join(", ") });

/** Every path an administrator may change; anything else is an unknown setting. */
export const SETTINGS_SCHEMA: SettingsNode = object({
  idleTimeout: integerSetting(1, 1440),
  scheduling: object({
    period: integerSetting(7, 84, 7),
    initialStartDate: dateSetting({ weekday: 0, nullable: true }),
    states: map(
      choice(SCHEDULE_STATES),
      object({ editable: booleanSetting(), staffVisible: booleanSetting() }),
    ),
  }),
  holidays: map(
    (key) =>
      REGION.test(key) ? null : fail("validation.choice", { choices: "a region code such as US or US-TX" }),
    holidayListSetting(),
  ),
  dateFormats: object(Object.fromEntries(DATE_FORMAT_KEYS.map((key) => [key, dateFormatSetting()]))),
  validations: object({ consecutiveShifts: object({ data: consecutiveShiftRulesSetting() }) }),
  requests: object({
    swapCutoffHours: integerSetting(0, 720),
    giveawayEnabled: booleanSetting(),
    rescheduleEnabled: booleanSetting(),
    splitEnabled: booleanSetting(),
    requestExpiryHours: integerSetting(0, 720),
    eventMinNoticeDays: integerSetting(0, 365),
    requestableEventTypes: idListSetting("eventType", { nullable: true }),
  }),
  security: object({
    lockout: object({
      maxFailures: integerSetting(1, 100),
      windowMinutes: integerSetting(1, 1440),
      durationMinutes: integerSetting(1, 10080),
    }),
  }),
});
