import { expect, expectNoSeriousAxeFindings, signIn, socketReady, test } from "./support";

/**
 * Fill the schedule: the demo's 4 West has no shifts beyond the period after next (periods are 42
 * days from 2026-01-04 in the hospital's zone); the generator fills one, the scheduler reviews the
 * proposal in the grid and accepts it, first for one person, then for everyone else.
 */
const DAY_MS = 86_400_000;
const FIRST_PERIOD_MS = Date.UTC(2026, 0, 4);
const todayMs = Date.parse(
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(new Date()),
);
const currentStartMs =
  FIRST_PERIOD_MS + Math.floor((todayMs - FIRST_PERIOD_MS) / (42 * DAY_MS)) * 42 * DAY_MS;
// Three periods ahead: empty, and untouched by the other browser tests.
const EMPTY_PERIOD = new Date(currentStartMs + 126 * DAY_MS).toISOString().slice(0, 10);

test("a scheduler fills an empty period, reviews the proposal in the grid and accepts it", async ({
  page,
}) => {
  // The search runs on the shared two-core machine: a slow test (triple ceiling), never a wait.
  test.slow();
  await signIn(page, "scheduler@rosterly.test");
  const ready = socketReady(page, "/ws/updates/");
  await page.goto(`/scheduling/schedule?date=${EMPTY_PERIOD}`);
  const grid = page.getByRole("grid", { name: "Master schedule" });
  await expect(grid).toBeVisible();
  await ready;
  await expect(grid.getByRole("img", { name: /Day 12|Night 12/ })).toHaveCount(0);

  await page.getByRole("button", { name: "Fill the schedule" }).click();
  const dialog = page.getByRole("dialog", { name: "Fill the schedule" });
  await expect(dialog.getByRole("radio", { name: "Keep them as they are" })).toBeChecked();
  await expectNoSeriousAxeFindings(page);
  // The shortest search a scheduler can choose: the demo unit is small enough for it.
  await dialog.getByRole("combobox", { name: "Search time" }).click();
  await page.getByRole("option", { name: "10 seconds" }).click();
  await expect(dialog.getByRole("combobox", { name: "Search time" })).toHaveText("10 seconds");
  await dialog.getByRole("button", { name: "Start" }).click();

  // The search reports over the live channel and ends on its own once nothing is left to improve.
  const review = page.getByRole("region", { name: "Proposed schedule" });
  await expect(review).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toHaveCount(0);
  await expect(review.getByText("Every hard rule holds")).toBeVisible();
  await expect(review.getByText("Proposed shifts have a dashed outline")).toBeVisible();
  await expect(grid.locator(".entry.proposed").first()).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  // One person first, by keyboard.
  await review.getByRole("button", { name: /^By person/ }).click();
  const acceptOne = review.getByRole("button", { name: /^Accept for / }).first();
  await acceptOne.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^\d+ shifts? created\.$/).first()).toBeVisible();
  await expect(review.getByText("Accepted").first()).toBeVisible();

  await review.getByRole("button", { name: "Accept all" }).click();
  await expect(review.getByRole("button", { name: "Close" })).toBeVisible({ timeout: 20_000 });
  // Everything is saved now: the grid shows the shifts as saved ones, none still proposed.
  await expect(grid.locator(".entry.proposed")).toHaveCount(0);
  await expect(grid.getByRole("img", { name: /Day 12|Night 12/ }).first()).toBeVisible();
  await review.getByRole("button", { name: "Close" }).click();
  await expect(review).toHaveCount(0);

  // The shift's history says where it came from.
  await grid.locator(".entry.shift").first().click();
  await page.getByRole("button", { name: "View details" }).click();
  await expect(page.getByText("Roster generator").first()).toBeVisible();
});
