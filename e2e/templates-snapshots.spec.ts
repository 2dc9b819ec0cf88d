import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoSeriousAxeFindings, operatorApi, signIn, test } from "./support";

/**
 * The demo gives every unit a template (each person's current period) and keeps a snapshot of the
 * past and the current period. Periods are 42 days from 2026-01-04 in the hospital's zone; the one
 * two periods ahead of today holds no shifts yet.
 */
const DAY_MS = 86_400_000;
const FIRST_PERIOD_MS = Date.UTC(2026, 0, 4);
const todayMs = Date.parse(
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(new Date()),
);
const currentStartMs =
  FIRST_PERIOD_MS + Math.floor((todayMs - FIRST_PERIOD_MS) / (42 * DAY_MS)) * 42 * DAY_MS;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const monthDay = (ms: number) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(ms);
const EMPTY_START = currentStartMs + 84 * DAY_MS;

/** The newest snapshot of 4 West's current period, by the API. */
async function currentPeriodSnapshot(request: APIRequestContext): Promise<number> {
  const { headers, hospital } = await operatorApi(request);
  const unit = hospital.departments.find((d) => d.name === "4 West Med-Surg");
  const answer = await request.get(`/api/snapshots/?dept_id=${unit?.id}&omit=shifts,events&page_size=100`, {
    headers,
  });
  expect(answer.status()).toBe(200);
  const { results } = (await answer.json()) as { results: { id: number; start_on: string }[] };
  const current = results
    .filter((row) => row.start_on === iso(currentStartMs))
    .sort((a, b) => b.id - a.id)[0];
  expect(current, "the demo keeps a snapshot of the current period").toBeDefined();
  return current?.id ?? 0;
}

// axe over a full six-week grid takes a while on a loaded machine.
test.describe.configure({ mode: "serial", timeout: 120_000 });

test("a scheduler applies the template to an empty period and sees the shifts", async ({ page }) => {
  await signIn(page, "scheduler@rosterly.test");
  await page.goto("/scheduling/template");
  const grid = page.getByRole("grid", { name: "Template of 4 West Med-Surg" });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole("img", { name: /Day 12|Night 12/ }).first()).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  await page.getByRole("button", { name: "Apply to a period" }).click();
  const dialog = page.getByRole("dialog", { name: "Apply the templates of 4 West Med-Surg" });
  await dialog.getByRole("radio", { name: new RegExp(`^${monthDay(EMPTY_START)} –`) }).check();
  await expectNoSeriousAxeFindings(page);
  await dialog.getByRole("button", { name: "Apply", exact: true }).click();
  const result = dialog.getByTestId("apply-result");
  await expect(result.getByText(/^\d+ shifts made\.$/)).toBeVisible();
  await expect(result.getByText("Validators after applying")).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  await dialog.getByRole("button", { name: "Open the schedule" }).click();
  await expect(page).toHaveURL(new RegExp(`/scheduling/schedule\\?date=${iso(EMPTY_START)}`));
  const schedule = page.getByRole("grid", { name: "Master schedule" });
  await expect(schedule.getByRole("img", { name: /Day 12|Night 12/ }).first()).toBeVisible();
});

test("a director opens the changes since the snapshot after an edit to the published schedule", async ({
  page,
  request,
}) => {
  // The edit: the operator moves the start of one of 4 West's shifts in the current period.
  const { headers, hospital } = await operatorApi(request);
  const unit = hospital.departments.find((d) => d.name === "4 West Med-Surg");
  const listed = await request.get(
    `/api/shifts/?dept_id=${unit?.id}&between=${iso(currentStartMs)},${iso(currentStartMs + 41 * DAY_MS)}&canceled=false`,
    { headers },
  );
  const shifts = (
    (await listed.json()) as {
      results: {
        id: number;
        assignee_id: number;
        date: string;
        start_time: string;
        department_id: number;
        giveaway: boolean;
        swapped: boolean;
      }[];
    }
  ).results;
  // The oldest such shift was in the published schedule; later ones (approved requests, other
  // tests) would read as added, not moved.
  const target = shifts
    .filter(
      (row) =>
        row.start_time === "07:00:00" && row.department_id === unit?.id && !row.giveaway && !row.swapped,
    )
    .sort((a, b) => a.id - b.id)[0];
  expect(target).toBeDefined();
  const moved = await request.patch(`/api/shifts/${target?.id}/`, { headers, data: { start_time: "08:00" } });
  expect(moved.status()).toBe(200);
  const people = (await (await request.get("/api/hospitals/", { headers })).json()) as {
    employees: Record<string, { full_name: string }>;
  };
  const name = people.employees[String(target?.assignee_id)]?.full_name ?? "";

  // Another spec may have published a later period meanwhile: open the current period's snapshot.
  const snapshotId = await currentPeriodSnapshot(request);
  await signIn(page, "director@rosterly.test");
  await page.goto(`/scheduling/snapshot?id=${snapshotId}`);
  const grid = page.getByRole("grid", { name: "Snapshot" });
  await expect(grid).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /changes? since/ })).toBeVisible();
  const changes = page.getByRole("list", { name: "Changes since the snapshot" });
  const item = changes.getByRole("button").filter({ hasText: "08:00" }).first();
  await expect(item).toContainText("Moved");
  await expect(changes.getByText(new RegExp(`^${name} · \\d+ changes?$`))).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  await item.click();
  const cell = grid.locator(`[data-cell="${target?.assignee_id}:${target?.date}"]`);
  await expect(cell).toBeFocused();
  await expect(cell).toHaveAttribute("data-changed", "true");

  await page.getByRole("button", { name: "By day" }).click();
  await expect(changes.getByRole("button").filter({ hasText: "08:00" }).first()).toBeVisible();
});

// Reads the edit of the test above (serial mode).
test("the snapshot and template screens work on a phone", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const snapshotId = await currentPeriodSnapshot(request);
  await signIn(page, "director@rosterly.test");
  await page.goto(`/scheduling/snapshot?id=${snapshotId}`);
  await expect(page.getByRole("grid", { name: "Snapshot" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Changes since the snapshot" })).toBeAttached();
  await expectNoSeriousAxeFindings(page);
  await page.goto("/scheduling/template");
  await expect(page.getByRole("grid", { name: "Template of 4 West Med-Surg" })).toBeVisible();
  await expectNoSeriousAxeFindings(page);
});
