/**
 * "Fill the schedule" against the real server: a 150-staff department (80 RNs, 70 CNAs, 36 h a
 * week, day and night 12-hour lines), an empty 42-day period with approved time off and pending
 * requests; the generator runs in its worker through the API, progress heard on the live bus.
 * Prints the time to the first proposal without a hard violation, the penalty over time, the
 * validator results of the proposal and the time to accept it (one transaction).
 */
import { eq } from "drizzle-orm";
import { departments, events } from "../apps/server/src/db/schema";
import { type BusEvent, UPDATES_CHANNEL } from "../apps/server/src/realtime/events";
import { benchHospital, benchWorld, engine, ms } from "./support";

const SECONDS = Number(process.env.FILL_BENCH_SECONDS ?? 30);
const PERIOD_DATE = "2027-03-07"; // in the period 2027-02-28 .. 2027-04-10
const PERIOD_START = "2027-02-28";

interface WireResult {
  validator: string;
  error_data: unknown;
}
interface WireRun {
  id: string;
  proposal: {
    feasible: boolean;
    objective: number;
    cancelled: boolean;
    elapsed_ms: number;
    first_feasible_ms: number | null;
    shifts: unknown[];
    staffing: { job_types: number[]; shift_type_id: number; needed: number; proposed: number[] }[];
    validator_results: WireResult[];
  };
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function run(): Promise<void> {
  const world = await benchWorld();
  const heard: BusEvent[] = [];
  let onHeard: (() => void) | null = null;
  const stop = await world.deps.database.listen(UPDATES_CHANNEL, (payload) => {
    const event = JSON.parse(payload) as BusEvent;
    if (event.contentType !== "roster run") return;
    heard.push({ ...event, data: { ...(event.data as object), heardAt: performance.now() } });
    onHeard?.();
  });
  try {
    const { hospital, authorization, department, userIds } = await benchHospital(world, 150);
    const { rn, cna } = hospital.ref.jobs;
    const { d12, n12 } = hospital.ref.shifts;
    // 80 RNs and 70 CNAs at three 12-hour shifts a week give 34 and 30 a day: the need is a little below.
    await world.deps.db
      .update(departments)
      .set({
        settings: {
          staffNeeded: [
            { jobTypes: [rn.id], shiftTypes: { [d12]: 17, [n12]: 15 } },
            { jobTypes: [cna.id], shiftTypes: { [d12]: 15, [n12]: 12 } },
          ],
        },
      })
      .where(eq(departments.id, department));
    const vacation = hospital.ref.eventTypes[0]?.id ?? 0;
    const timeOff = userIds.flatMap((userId, i) => {
      if (i % 5 === 0) {
        const first = addDays(PERIOD_START, (i * 7) % 35);
        const dates = [0, 1, 2, 3, 4].map((d) => addDays(first, d));
        return [{ userId, dates, state: "approved" }];
      }
      if (i % 5 === 1)
        return [
          { userId, dates: [addDays(PERIOD_START, (i * 3) % 42)], state: "pending_scheduler_approval" },
        ];
      return [];
    });
    await world.deps.db.insert(events).values(
      timeOff.map((event) => ({
        orgId: hospital.orgId,
        assigneeId: event.userId,
        departmentId: department,
        typeId: vacation,
        dates: event.dates,
        firstDate: event.dates[0] ?? PERIOD_START,
        lastDate: event.dates[event.dates.length - 1] ?? PERIOD_START,
        state: event.state,
      })),
    );
    const call = async <T>(method: "GET" | "POST", url: string, body?: unknown): Promise<T> => {
      const response = await world.app.inject({
        method,
        url,
        headers: { authorization, "content-type": "application/json" },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      if (response.statusCode >= 300)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      return response.json<T>();
    };
    const schedule = await call<{ id: number }>(
      "GET",
      `/api/schedules/?dept_id=${department}&for_date=${PERIOD_DATE}&omit=shifts,events`,
    );
    const started = performance.now();
    const run = await call<{ id: string }>("POST", `/api/schedules/${schedule.id}/fill/`, {
      seconds: SECONDS,
      request_weight: 3,
    });
    const answered = performance.now() - started;
    await new Promise<void>((resolve) => {
      const check = () => {
        if (heard.some((event) => event.action === "done")) resolve();
      };
      onHeard = check;
      check();
    });
    const done = await call<WireRun>("GET", `/api/schedules/${schedule.id}/fill/${run.id}/`);
    const proposal = done.proposal;
    const progress = heard
      .filter((event) => event.action === "progress")
      .map(
        (event) =>
          event.data as {
            heardAt: number;
            progress: { best_objective: number | null; feasible: boolean; elapsed_ms: number };
          },
      );
    const firstFeasible = progress.find((event) => event.progress.feasible);

    const acceptStarted = performance.now();
    const accepted = await call<{ created: number }>(
      "POST",
      `/api/schedules/${schedule.id}/fill/${run.id}/accept/`,
      {},
    );
    const acceptMs = performance.now() - acceptStarted;
    const errors = await call<WireResult[]>("GET", `/api/schedules/${schedule.id}/errors/`);

    console.log(
      `\nRoster fill (${engine()}): 150 staff (80 RN, 70 CNA, 36 h/week), ${PERIOD_START} + 42 days, ` +
        `${timeOff.length} time-off events (approved and pending), need RN 17+15 and CNA 15+12 a day, ${SECONDS} s budget`,
    );
    console.table([
      { measure: "POST fill answered (model built, worker started)", value: `${ms(answered)} ms` },
      {
        measure: "first proposal without a hard violation (solver)",
        value: `${proposal.first_feasible_ms ?? "none"} ms`,
      },
      {
        measure: "first feasible progress heard on the bus, from POST",
        value: firstFeasible ? `${ms(firstFeasible.heardAt - started)} ms` : "none",
      },
      {
        measure: "search ended after",
        value: `${proposal.elapsed_ms} ms${proposal.cancelled ? " (penalty 0: stopped)" : ""}`,
      },
      { measure: "feasible / objective", value: `${proposal.feasible} / ${proposal.objective}` },
      { measure: "proposed shifts", value: proposal.shifts.length },
      { measure: "accept all (one transaction)", value: `${ms(acceptMs)} ms, ${accepted.created} created` },
    ]);
    const sampled = progress.filter((_, i) => i % Math.max(1, Math.floor(progress.length / 8)) === 0);
    console.table(
      sampled.map((event) => ({
        elapsed_s: ms(event.progress.elapsed_ms / 1000),
        best_objective: event.progress.best_objective,
      })),
    );
    const findings = (result: WireResult) =>
      result.validator === "ImbalanceValidator"
        ? (result.error_data as { shift_types: Record<string, string[]> }[]).reduce(
            (sum, entry) => sum + Object.values(entry.shift_types).flat().length,
            0,
          )
        : Object.keys(result.error_data as object).length;
    console.table(
      [
        "TimeConflictValidator",
        "ConsecutiveShiftsValidator",
        "ImbalanceValidator",
        "OvertimeValidator",
        "MinimumCountValidator",
      ].map((validator) => {
        const inProposal = proposal.validator_results.find(
          (r: { validator: string }) => r.validator === validator,
        );
        const saved = errors.find((r: { validator: string }) => r.validator === validator);
        return {
          validator,
          proposal: inProposal ? findings(inProposal) : 0,
          after_accept: saved ? findings(saved) : 0,
        };
      }),
    );
    console.table(
      proposal.staffing.map(
        (line: { job_types: number[]; shift_type_id: number; needed: number; proposed: number[] }) => ({
          line: `${line.job_types.map((id) => (id === rn.id ? "RN" : "CNA")).join("+")} ${line.shift_type_id === d12 ? "Day 12" : "Night 12"}`,
          needed: line.needed,
          days_short: line.proposed.filter((n) => n < line.needed).length,
          days_over: line.proposed.filter((n) => n > line.needed).length,
        }),
      ),
    );
  } finally {
    await stop();
    await world.close();
  }
}
