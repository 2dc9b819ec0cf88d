/**
 * The seven configuration kinds as the shared screen tests drive them: where each lives, an
 * existing row, how to fill a valid new one (and what the server must receive), and an invalid
 * one with the messages the domain's rules give.
 */
import {
  dailyScheduleType,
  department,
  eventType,
  flag,
  type Hospital,
  jobStatus,
  jobType,
  shiftType,
  toWire,
} from "@rosterly/contract";
import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

export type Fill = (dialog: HTMLElement, user: UserEvent) => Promise<void>;

export interface KindCase {
  noun: string;
  title: string;
  screen: string;
  api: string;
  /** An existing row, and the answer to saving it with a new name. */
  existing: { id: number; name: string };
  answer: (hospital: Hospital, id: number, name: string) => unknown;
  fillNew: Fill;
  created: Record<string, unknown>;
  fillInvalid: Fill;
  messages: string[];
}

const typeIn = (dialog: HTMLElement, label: string) => within(dialog).getByRole("textbox", { name: label });
export const fill =
  (label: string, text: string): Fill =>
  async (dialog, user) => {
    await user.clear(typeIn(dialog, label));
    if (text !== "") await user.type(typeIn(dialog, label), text);
  };
const steps =
  (...all: Fill[]): Fill =>
  async (dialog, user) => {
    for (const step of all) await step(dialog, user);
  };
const choose =
  (label: string, option: string): Fill =>
  async (dialog, user) => {
    await user.click(within(dialog).getByRole("combobox", { name: label }));
    await user.click(await screen.findByRole("option", { name: option }));
  };
/** Long text arrives in one paste rather than 500 key presses. */
const paste =
  (label: string, text: string): Fill =>
  async (dialog, user) => {
    await user.click(typeIn(dialog, label));
    await user.paste(text);
  };
const toggle =
  (name: RegExp): Fill =>
  async (dialog, user) => {
    await user.click(within(dialog).getByRole("switch", { name }));
  };
const click =
  (name: string): Fill =>
  async (dialog, user) => {
    await user.click(within(dialog).getByRole("button", { name }));
  };

function first<T>(rows: readonly T[], id: number, key: (row: T) => number): T {
  const row = rows.find((candidate) => key(candidate) === id);
  if (row === undefined) throw new Error(`fixture row ${id} missing`);
  return row;
}

export const CASES: KindCase[] = [
  {
    noun: "shift type",
    title: "Shift types",
    screen: "/admin/general/shift_types",
    api: "/api/shift-types/",
    existing: { id: 1, name: "Day 12" },
    answer: (h, id, name) => toWire(shiftType, { ...first(h.shiftTypes, 1, (r) => r.id), id, name }),
    fillNew: steps(fill("Name", "Mid 10"), fill("Start time", "1100"), fill("End time", "2100")),
    created: { name: "Mid 10", start_time: "1100", end_time: "2100" },
    fillInvalid: steps(fill("Start time", "7"), fill("Maximum shifts per period", "2.5")),
    messages: [
      "This field is required.",
      "Enter a time as HH:MM or HHMM (24-hour).",
      "A whole number is required.",
    ],
  },
  {
    noun: "job status",
    title: "Job statuses",
    screen: "/admin/general/job_status",
    api: "/api/job-status/",
    existing: { id: 1, name: "Full time" },
    answer: (h, id, name) => toWire(jobStatus, { ...first(h.jobStatus, 1, (r) => r.id), id, name }),
    fillNew: steps(
      fill("Name", "Per diem"),
      fill("Short code", "PD"),
      fill("Weekly hours", "0"),
      click("Add weekend rule"),
      fill("Rule 1: weekend shifts", "1"),
    ),
    created: {
      name: "Per diem",
      short_code: "PD",
      weekly_hours: 0,
      min_shift_settings: { countRules: { weekend: [{ count: 1 }] } },
    },
    fillInvalid: steps(
      fill("Short code", "TOO-LONG-CODE"),
      fill("Weekly hours", "200"),
      click("Add weekend rule"),
      fill("Rule 1: weekend shifts", "40"),
    ),
    messages: [
      "This field is required.",
      "Ensure this field has no more than 10 characters.",
      "Ensure this value is less than or equal to 168.",
      "Ensure this value is less than or equal to 31.",
    ],
  },
  {
    noun: "job type",
    title: "Job types",
    screen: "/admin/general/job_types",
    api: "/api/job-types/",
    existing: { id: 6, name: "CNA" },
    answer: (h, id, name) => toWire(jobType, { ...first(h.jobTypes, 6, (r) => r.id), id, name }),
    fillNew: steps(
      fill("Name", "LVN"),
      fill("Rank", "2"),
      choose("Shift types", "Day 12 (07:00–19:00)"),
      fill("Staff needed on Day 12", "3"),
    ),
    created: { name: "LVN", rank: 2, settings: { associatedShiftTypes: [1] }, staff_needed: { "1": 3 } },
    fillInvalid: steps(fill("Rank", "0"), fill("Staff needed on Night 12", "-1")),
    messages: [
      "This field is required.",
      "Ensure this value is greater than or equal to 1.",
      "Ensure this value is greater than or equal to 0.",
    ],
  },
  {
    noun: "department",
    title: "Departments",
    screen: "/admin/general/departments",
    api: "/api/departments/",
    existing: { id: 2, name: "Emergency" },
    answer: (h, id, name) => toWire(department, { ...first(h.departments, 2, (r) => r.id), id, name }),
    fillNew: steps(fill("Name", "ICU"), fill("Weeks per schedule", "4"), choose("Director", "Dana Director")),
    created: {
      name: "ICU",
      num_of_weeks_per_schedule: 4,
      director_id: 40,
      settings: { staffNeeded: [], staffingMatrix: {} },
    },
    fillInvalid: steps(fill("Weeks per schedule", "13")),
    messages: ["This field is required.", "Ensure this value is less than or equal to 12."],
  },
  {
    noun: "event type",
    title: "Event types",
    screen: "/admin/general/event_types",
    api: "/api/event-types/",
    existing: { id: 1, name: "Vacation" },
    answer: (h, id, name) => toWire(eventType, { ...first(h.eventTypes, 1, (r) => r.id), id, name }),
    fillNew: steps(fill("Name", "Jury duty"), fill("Colour", "#6d4c41"), fill("Symbol text", "JD")),
    created: {
      name: "Jury duty",
      styles: { web: { color: "#6d4c41", symbolType: "text", symbolValue: "JD" } },
    },
    fillInvalid: steps(fill("Colour", "#12")),
    messages: ["This field is required.", "Enter a colour as #RRGGBB."],
  },
  {
    noun: "flag",
    title: "Flags",
    screen: "/admin/general/flags",
    api: "/api/flags/",
    existing: { id: 1, name: "Floated" },
    answer: (h, id, name) => toWire(flag, { ...first(h.flags, 1, (r) => r.id), id, name }),
    fillNew: steps(fill("Name", "Education"), fill("Short code", "ED"), toggle(/^Working/)),
    created: { name: "Education", short_code: "ED", working: true, float: false },
    fillInvalid: steps(paste("Description", "x".repeat(501))),
    messages: ["This field is required.", "Ensure this field has no more than 500 characters."],
  },
  {
    noun: "daily schedule type",
    title: "Daily schedule types",
    screen: "/admin/schedule/daily",
    api: "/api/daily-schedule-types/",
    existing: { id: 1, name: "Inpatient census" },
    answer: (h, id, name) =>
      toWire(dailyScheduleType, { ...first(h.dailyScheduleTypes, 1, (r) => r.id), id, name }),
    fillNew: steps(fill("Name", "Outpatient"), click("Add census row"), fill("Census row 1", "Visits")),
    created: { name: "Outpatient", settings: { census: { predefined: ["Visits"] } } },
    fillInvalid: steps(
      click("Add census row"),
      click("Add census row"),
      fill("Census row 1", "Visits"),
      fill("Census row 2", "Visits"),
    ),
    messages: ["This field is required.", "Visits appears more than once."],
  },
];
