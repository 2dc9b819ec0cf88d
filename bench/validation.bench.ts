/** The rules engine alone: full validation of a 150-staff, 56-day department, and one edit at a time. */
import { generateBenchEdits } from "../packages/domain/src/schedule/bench-edits.ts";
import { generateBenchDepartment } from "../packages/domain/src/schedule/bench-fixture.ts";
import { ScheduleValidationState, validateSchedule } from "../packages/domain/src/schedule/index.ts";
import { median, ms, percentile, timeRuns } from "./support";

export async function run(): Promise<void> {
  const input = generateBenchDepartment({ staff: 150, days: 56 });
  const full = await timeRuns(20, () => validateSchedule(input), 3);
  const state = new ScheduleValidationState(input);
  const edits = generateBenchEdits(input, 200);
  const incremental: number[] = [];
  for (const edit of edits) {
    const started = performance.now();
    state.applyChange(edit);
    incremental.push(performance.now() - started);
  }
  const fullMedian = median(full);
  const editMedian = median(incremental);
  console.log(
    `\nValidation: 150 staff, 56 days, ${input.shifts.length} shifts, ${input.events.length} events`,
  );
  console.table([
    {
      measure: "full validateSchedule (median of 20)",
      ms: ms(fullMedian),
      p95: ms(percentile(full, 95)),
      goal: "< 50 ms",
    },
    {
      measure: "incremental applyChange (median of 200 edits)",
      ms: ms(editMedian),
      p95: ms(percentile(incremental, 95)),
      goal: "< 2 ms",
    },
    { measure: "full / incremental", ms: Math.round(fullMedian / editMedian), p95: "", goal: "ratio" },
  ]);
}
