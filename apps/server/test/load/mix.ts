import autocannon, { type Context, type Request, type RequestStep, type Result } from "autocannon";
import { addDays, diffDays } from "@rosterly/domain/time";
import type { SignedIn } from "./accounts";
import type { LoadedHospital, LoadDepartment } from "./hospital";
import type { RequestKind, Tally } from "./tally";

/**
 * The realistic mix, driven by autocannon: each department's schedulers taking turns on a
 * connection, creating a shift for one of their nurses on a day off in the current period,
 * changing it, deleting it, at a steady pace per department; the nurses reading their own schedule
 * and their open shifts at a steady total rate, each request as the next nurse in turn. Each stream
 * has its own connection, started at its own moment of the second (see `run`). Latency per kind is timed from the request being
 * built to its answer (autocannon builds each request of a connection when it sends it).
 */
export interface MixOptions {
  baseUrl: string;
  seconds: number;
  /** Instead of a time, a number of requests per connection (a run that cannot depend on speed). */
  requestsPerConnection: number | null;
  hospital: LoadedHospital;
  /** The signed-in schedulers of each department, in the hospital's department order. */
  schedulers: SignedIn[][];
  staff: SignedIn[];
  /** Shift edits (create, update, delete each count one) per department per second, a whole number. */
  editsPerDepartmentPerSecond: number;
  /** Staff reads per second, all nurses together, split evenly between the two kinds. */
  staffReadsPerSecond: number;
  tally: Tally;
}

const json = (payload: unknown) => JSON.stringify(payload);

function timed(kind: RequestKind, tally: Tally, build: (context: Context) => Request | null): RequestStep {
  return {
    setupRequest: (_request, context) => {
      const request = build(context);
      if (request) context.sentAt = performance.now();
      return request;
    },
    onResponse: (status, body, context) => {
      const sentAt = typeof context.sentAt === "number" ? context.sentAt : performance.now();
      tally.record(kind, performance.now() - sentAt);
      if (status < 200 || status > 299) tally.error(`${kind}: HTTP ${status} ${reasonOf(body)}`);
    },
  };
}

/** What an error answer says, in a few words (its message key, else its start). */
function reasonOf(body: string): string {
  const key = /"detail_key":"([^"]+)"/.exec(body)?.[1];
  return key ?? body.slice(0, 160);
}

/** Days of the period on which the nurse at `index` has no shift (the loader's three-in-seven). */
function daysOff(hospital: LoadedHospital, index: number): string[] {
  const days: string[] = [];
  const length = diffDays(hospital.period.endOn, hospital.period.startOn) + 1;
  for (let day = 0; day < length; day += 1) {
    const slot = (day + index) % 7;
    if (slot === 6) days.push(addDays(hospital.period.startOn, day));
  }
  return days;
}

function idOf(body: string): number | null {
  const parsed: unknown = JSON.parse(body);
  const [row]: unknown[] = Array.isArray(parsed) ? parsed : [];
  return typeof row === "object" && row !== null && "id" in row && typeof row.id === "number" ? row.id : null;
}

/**
 * A department's schedulers taking turns on one connection: the next scheduler creates a shift for
 * one of their own nurses on a day off, changes it, deletes it.
 */
function departmentEdits(
  options: MixOptions,
  department: LoadDepartment,
  schedulers: SignedIn[],
): RequestStep[] {
  const { hospital, tally } = options;
  // Each scheduler edits only their own share of the nurses, so two never edit the same day.
  const nursesOf = schedulers.map((_, position) =>
    [...department.staffIndex.entries()].filter(([, index]) => index % schedulers.length === position),
  );
  const cycles = schedulers.map(() => 0);
  let turn = 0;
  const schedulerOf = (context: Context) =>
    typeof context.scheduler === "number" ? schedulers[context.scheduler] : undefined;
  const bearer = (context: Context) => ({ authorization: `Bearer ${schedulerOf(context)?.access ?? ""}` });
  const headers = (context: Context) => ({ ...bearer(context), "content-type": "application/json" });
  const create = timed("shift create", tally, (context) => {
    const position = turn % schedulers.length;
    turn += 1;
    const nurses = nursesOf[position] ?? [];
    const cycle = cycles[position] ?? 0;
    cycles[position] = cycle + 1;
    const [assigneeId, index] = nurses[cycle % Math.max(1, nurses.length)] ?? [0, 0];
    const days = daysOff(hospital, index);
    const date =
      days[Math.floor(cycle / Math.max(1, nurses.length)) % days.length] ?? hospital.period.startOn;
    context.scheduler = position;
    context.id = null;
    return {
      method: "POST",
      path: "/api/shifts/",
      headers: headers(context),
      body: json([
        { date, type_id: hospital.dayShiftTypeId, department_id: department.id, assignee_id: assigneeId },
      ]),
    };
  });
  const created = create.onResponse;
  create.onResponse = (status, body, context) => {
    created?.(status, body, context);
    const id = status === 201 ? idOf(body) : null;
    context.id = id;
    if (id !== null) tally.acknowledge(department.id, `created:${id}`);
  };
  const withId = (context: Context) => (typeof context.id === "number" ? context.id : null);
  const update = timed("shift update", tally, (context) => {
    const id = withId(context);
    return id === null
      ? null
      : {
          method: "PATCH",
          path: `/api/shifts/${id}/`,
          headers: headers(context),
          body: json({ comments: `load edit ${turn}` }),
        };
  });
  const updated = update.onResponse;
  update.onResponse = (status, body, context) => {
    updated?.(status, body, context);
    const id = withId(context);
    if (status === 200 && id !== null) tally.acknowledge(department.id, `updated:${id}`);
  };
  const remove = timed("shift delete", tally, (context) => {
    const id = withId(context);
    return id === null ? null : { method: "DELETE", path: `/api/shifts/${id}/`, headers: bearer(context) };
  });
  const removed = remove.onResponse;
  remove.onResponse = (status, body, context) => {
    removed?.(status, body, context);
    const id = withId(context);
    if (status === 204 && id !== null) tally.acknowledge(department.id, `deleted:${id}`);
  };
  return [create, update, remove];
}

/** A staff read as the next nurse in turn. */
function staffRead(options: MixOptions, kind: RequestKind, path: (nurse: SignedIn) => string): RequestStep {
  let turn = 0;
  return timed(kind, options.tally, () => {
    const nurse = options.staff[turn % options.staff.length];
    turn += 1;
    if (!nurse) return null;
    return { method: "GET", path: path(nurse), headers: { authorization: `Bearer ${nurse.access}` } };
  });
}

/**
 * One autocannon instance, started `offsetMs` into the second. Autocannon paces a connection by
 * sending its share of each second at the second's start; instances started at the same moment
 * would all send at the same instant, every second, which a hospital's clients never do.
 */
function run(
  options: MixOptions,
  connections: number,
  rate: number,
  requests: RequestStep[],
  offsetMs: number,
): Promise<Result> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      const instance = autocannon({
        url: options.baseUrl,
        connections,
        ...(options.requestsPerConnection === null
          ? { duration: options.seconds }
          : { amount: connections * options.requestsPerConnection }),
        overallRate: Math.max(1, Math.round(rate)),
        timeout: 30,
        requests,
      });
      instance.on("reqError", (error) => options.tally.error(`request error: ${error.message}`));
      instance.then(resolve, reject);
    }, offsetMs);
  });
}

/** Runs the mix for its time or number of requests; resolves when every connection has finished. */
export async function runMix(options: MixOptions): Promise<void> {
  const { hospital } = options;
  const between = `${hospital.period.startOn},${hospital.period.endOn}`;
  const streams: { connections: number; rate: number; requests: RequestStep[] }[] = [];
  options.schedulers.forEach((schedulers, d) => {
    const department = hospital.departments[d];
    if (!department || schedulers.length === 0) return;
    const requests = departmentEdits(options, department, schedulers);
    streams.push({ connections: 1, rate: options.editsPerDepartmentPerSecond, requests });
  });
  // The nurses' reads on connections of their own, each with its share of the rate, so that their
  // requests fall all through the second rather than together.
  const readConnections = Math.max(1, Math.min(10, Math.ceil(options.staff.length / 50)));
  const perKind = Math.round(options.staffReadsPerSecond / 2);
  const shareOf = (c: number) =>
    Math.floor(perKind / readConnections) + (c < perKind % readConnections ? 1 : 0);
  if (options.staff.length > 0) {
    const ownSchedule = staffRead(
      options,
      "own schedule",
      (nurse) => `/api/shifts/?between=${between}&assignee_id=${nurse.userId}`,
    );
    const openShifts = staffRead(options, "open shifts", () => "/api/open-shifts/?state=pending");
    for (let c = 0; c < readConnections && shareOf(c) > 0; c += 1) {
      streams.push({ connections: 1, rate: shareOf(c), requests: [ownSchedule] });
      streams.push({ connections: 1, rate: shareOf(c), requests: [openShifts] });
    }
  }
  const results = await Promise.all(
    streams.map((stream, i) =>
      run(options, stream.connections, stream.rate, stream.requests, (1000 * i) / streams.length),
    ),
  );
  for (const result of results) {
    if (result.timeouts > 0) options.tally.error("request timed out", result.timeouts);
  }
}
