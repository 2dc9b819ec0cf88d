/**
 * Parser for the Curtois–Qu "Employee Shift Scheduling Benchmark" text format (Instance1 … Instance24),
 * written from ../shared/bench/curtois/README.md. Accepts CRLF and LF line endings.
 */
import type { Cover, Request, RosterModel, ShiftType, StaffMember } from "../model.ts";
import { weekendsFor } from "../model.ts";

const SECTIONS = [
  "SECTION_HORIZON",
  "SECTION_SHIFTS",
  "SECTION_STAFF",
  "SECTION_DAYS_OFF",
  "SECTION_SHIFT_ON_REQUESTS",
  "SECTION_SHIFT_OFF_REQUESTS",
  "SECTION_COVER",
] as const;
type Section = (typeof SECTIONS)[number];

function integer(text: string | undefined, what: string): number {
  const value = Number((text ?? "").trim());
  if (!Number.isInteger(value)) throw new Error(`${what}: not an integer: ${JSON.stringify(text)}`);
  return value;
}

export function parseCurtois(text: string, name = "instance"): RosterModel {
  const lines = new Map<Section, string[][]>(SECTIONS.map((section) => [section, []]));
  let current: Section | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "") {
      current = undefined;
      continue;
    }
    if (line.startsWith("#")) continue;
    if (line.startsWith("SECTION_")) {
      if (!(SECTIONS as readonly string[]).includes(line)) throw new Error(`unknown section ${line}`);
      current = line as Section;
      continue;
    }
    if (current === undefined) throw new Error(`line outside a section: ${line}`);
    lines.get(current)?.push(line.split(",").map((field) => field.trim()));
  }
  const section = (name: Section): string[][] => lines.get(name) ?? [];

  const days = integer(section("SECTION_HORIZON")[0]?.[0], "horizon");
  const shiftRows = section("SECTION_SHIFTS");
  const shiftIndex = new Map(shiftRows.map((row, t) => [row[0] ?? "", t]));
  const shiftOf = (id: string | undefined, where: string): number => {
    const t = shiftIndex.get(id ?? "");
    if (t === undefined) throw new Error(`${where}: unknown shift ${id}`);
    return t;
  };
  const shifts: ShiftType[] = shiftRows.map((row) => ({
    id: row[0] ?? "",
    minutes: integer(row[1], `shift ${row[0]} length`),
    cannotFollow: (row[2] ?? "")
      .split("|")
      .filter(Boolean)
      .map((id) => shiftOf(id, `shift ${row[0]} cannot follow`)),
  }));

  const staffRows = section("SECTION_STAFF");
  const staffIndex = new Map(staffRows.map((row, s) => [row[0] ?? "", s]));
  const staffOf = (id: string | undefined, where: string): number => {
    const s = staffIndex.get(id ?? "");
    if (s === undefined) throw new Error(`${where}: unknown staff ${id}`);
    return s;
  };
  const daysOff: number[][] = staffRows.map(() => []);
  for (const row of section("SECTION_DAYS_OFF")) {
    const s = staffOf(row[0], "days off");
    for (const field of row.slice(1)) if (field !== "") daysOff[s]?.push(integer(field, "day off"));
  }
  const staff: StaffMember[] = staffRows.map((row, s) => {
    const id = row[0] ?? "";
    const maxPerType = shifts.map(() => 0);
    for (const pair of (row[1] ?? "").split("|").filter(Boolean)) {
      const [shiftId, limit] = pair.split("=");
      maxPerType[shiftOf(shiftId, `staff ${id} max shifts`)] = integer(limit, `staff ${id} max shifts`);
    }
    return {
      id,
      maxPerType,
      maxMinutes: integer(row[2], `staff ${id} max minutes`),
      minMinutes: integer(row[3], `staff ${id} min minutes`),
      maxConsecutive: integer(row[4], `staff ${id} max consecutive`),
      minConsecutive: integer(row[5], `staff ${id} min consecutive`),
      minConsecutiveOff: integer(row[6], `staff ${id} min consecutive off`),
      maxWeekends: integer(row[7], `staff ${id} max weekends`),
      minWeekends: 0,
      daysOff: daysOff[s] ?? [],
    };
  });

  const requests = (which: Section): Request[] =>
    section(which).map((row) => ({
      staff: staffOf(row[0], which),
      day: integer(row[1], `${which} day`),
      shift: shiftOf(row[2], which),
      weight: integer(row[3], `${which} weight`),
    }));

  const cover: Cover[] = section("SECTION_COVER").map((row) => ({
    day: integer(row[0], "cover day"),
    shift: shiftOf(row[1], "cover"),
    requirement: integer(row[2], "cover requirement"),
    underWeight: integer(row[3], "cover under weight"),
    overWeight: integer(row[4], "cover over weight"),
  }));

  return {
    name,
    days,
    weekends: weekendsFor(days, 0),
    shifts,
    staff,
    onRequests: requests("SECTION_SHIFT_ON_REQUESTS"),
    offRequests: requests("SECTION_SHIFT_OFF_REQUESTS"),
    cover,
    pins: [],
  };
}
