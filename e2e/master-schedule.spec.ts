import { type Browser, type Page } from "@playwright/test";
import { expect, signIn, test } from "./support";

/**
 * The demo seeds 4 West with the period containing today (current), the next one (under nurse
 * review) and the one after (initial). Periods are 42 days from 2026-01-04 in the hospital's zone.
 */
const DAY_MS = 86_400_000;
const FIRST_PERIOD_MS = Date.UTC(2026, 0, 4);
const todayMs = Date.parse(
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(new Date()),
);
const currentStartMs =
  FIRST_PERIOD_MS + Math.floor((todayMs - FIRST_PERIOD_MS) / (42 * DAY_MS)) * 42 * DAY_MS;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const label = (ms: number) =>
  new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(ms);
const CURRENT_LABEL = label(currentStartMs);
const REVIEW_PERIOD = iso(currentStartMs + 42 * DAY_MS);
const REVIEW_LABEL = label(currentStartMs + 42 * DAY_MS);
const INITIAL_PERIOD = iso(currentStartMs + 84 * DAY_MS);

async function openSchedule(page: Page, email: string, date?: string) {
  await signIn(page, email);
  await page.goto(date ? `/scheduling/schedule?date=${date}` : "/scheduling/schedule");
  const grid = page.getByRole("grid", { name: "Master schedule" });
  await expect(grid).toBeVisible();
  return grid;
}

async function signedInPage(browser: Browser, email: string, date?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const grid = await openSchedule(page, email, date);
  return { context, page, grid };
}

test.describe.configure({ mode: "serial" });

test("a scheduler sees the 4 West grid with the demo shifts, staff grouped by job type", async ({ page }) => {
  const grid = await openSchedule(page, "scheduler@rosterly.test");
  await expect(page.getByRole("heading", { name: "4 West Med-Surg" })).toBeVisible();
  await expect(grid.getByRole("rowheader", { name: /^CHG · \d+$/ })).toBeVisible();
  await expect(grid.getByRole("img", { name: /Day 12|Night 12/ }).first()).toBeVisible();
  await expect(grid.locator(".totals-line").first()).toBeVisible();
  // The demo hospital keeps the current schedule editable (call-offs, floats).
  await expect(page.getByText("can be viewed but not changed")).toHaveCount(0);
});

test("Back and Forward return to the periods the scheduler has opened", async ({ page }) => {
  const grid = await openSchedule(page, "scheduler@rosterly.test");
  await page.getByRole("button", { name: new RegExp(CURRENT_LABEL) }).click();
  const selector = page.getByRole("dialog", { name: "Choose a schedule" });
  await selector.getByRole("button", { name: new RegExp(REVIEW_LABEL) }).click();
  await selector.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${REVIEW_PERIOD}`));
  await expect(page.getByRole("button", { name: new RegExp(REVIEW_LABEL) })).toBeVisible();

  await page.goBack();
  await expect(page).not.toHaveURL(/date=/);
  await expect(page.getByRole("button", { name: new RegExp(CURRENT_LABEL) })).toBeVisible();
  await expect(grid.getByRole("img", { name: /Day 12|Night 12/ }).first()).toBeVisible();

  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`date=${REVIEW_PERIOD}`));
  await expect(page.getByRole("button", { name: new RegExp(REVIEW_LABEL) })).toBeVisible();
  await expect(grid.getByRole("img", { name: /Day 12|Night 12/ }).first()).toBeVisible();
});

test("the scheduler chooses the period under review and publishes it for the director's approval", async ({
  page,
}) => {
  await openSchedule(page, "scheduler@rosterly.test");
  await page.getByRole("button", { name: new RegExp(CURRENT_LABEL) }).click();
  const selector = page.getByRole("dialog", { name: "Choose a schedule" });
  await expect(selector.getByRole("button", { name: "Apply" })).toBeDisabled();
  await selector.getByRole("button", { name: new RegExp(REVIEW_LABEL) }).click();
  await expect(selector.getByText("Under nurse review")).toBeVisible();
  await selector.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${REVIEW_PERIOD}`));

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Schedule published.")).toBeVisible();
  await expect(page.getByLabel("Schedule state: Pending publish approval").first()).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Pending publish approval");
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
});

test("the director sees a read-only grid while approval is pending, and approves", async ({ page }) => {
  const grid = await openSchedule(page, "director@rosterly.test", REVIEW_PERIOD);
  await expect(page.getByRole("status")).toContainText("can be viewed but not changed");
  // Nothing to add on a read-only schedule: an empty cell opens no picker.
  await grid.locator(".cell:not(.week):not(:has(.entry))").first().click();
  await expect(page.getByRole("complementary")).toHaveCount(0);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Schedule approved.")).toBeVisible();
  await expect(page.getByLabel("Schedule state: Published").first()).toBeVisible();
});

test("a nurse sees the published shifts on the staff view and cannot change them", async ({ page }) => {
  await signIn(page, "nurse@rosterly.test");
  await page.goto(`/scheduling/staffschedule?date=${REVIEW_PERIOD}`);
  const week = page.getByRole("region", { name: "Week 1" });
  await expect(week).toBeVisible();
  await expect(week.getByRole("img", { name: /Day 12|Night 12/ }).first()).toBeVisible();
  await expect(page.getByText(/Total for the period: \d+/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^(Publish|Post|Approve)$/ })).toHaveCount(0);
  await page.getByRole("button", { name: "4 West Med-Surg" }).click();
  const grid = page.getByRole("grid", { name: "Master schedule" });
  await expect(grid).toBeVisible();
  await grid
    .getByRole("img", { name: /Day 12|Night 12/ })
    .first()
    .click();
  await expect(page.getByRole("complementary")).toHaveCount(0);
});

test("a shift created in one browser appears in another without reloading", async ({ browser }) => {
  const first = await signedInPage(browser, "scheduler@rosterly.test", INITIAL_PERIOD);
  const second = await signedInPage(browser, "director@rosterly.test", INITIAL_PERIOD);
  const date = iso(Date.parse(INITIAL_PERIOD) + 3 * DAY_MS);
  // The first person on the second screen's grid, so the new shift lands where it can be seen.
  const userId = Number(await second.grid.locator("[data-user]").first().getAttribute("data-user"));
  const cell = second.grid.locator(`[data-cell="${userId}:${date}"]`);
  await expect(cell.getByRole("img", { name: /Evening 8/ })).toHaveCount(0);
  // Created through the API with the first browser's own session (the editor is another screen's test).
  await first.page.evaluate(
    async ({ day, assigneeId }) => {
      const token = localStorage.getItem("access-token");
      const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
      const hospital = await (await fetch("/api/hospitals/", { headers })).json();
      const department = hospital.departments.find((d: { name: string }) => d.name === "4 West Med-Surg");
      const type = hospital.shift_types.find((t: { name: string }) => t.name === "Evening 8");
      const body = [{ date: day, type_id: type.id, department_id: department.id, assignee_id: assigneeId }];
      const response = await fetch("/api/shifts/", { method: "POST", headers, body: JSON.stringify(body) });
      if (response.status !== 201)
        throw new Error(`create failed: ${response.status} ${await response.text()}`);
    },
    { day: date, assigneeId: userId },
  );
  await expect(cell.getByRole("img", { name: /Evening 8/ })).toBeVisible({ timeout: 5_000 });
  await first.context.close();
  await second.context.close();
});
