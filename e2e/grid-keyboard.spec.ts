import type { Locator, Page } from "@playwright/test";
import { expect, expectNoSeriousAxeFindings, signIn, test } from "./support";

/**
 * The master schedule grid driven by the keyboard alone (issue 19): into the grid, to an empty
 * day, add a shift, open it, delete it, open the errors overview, with the focus coming back to
 * the cell each time, the grid's full size told to screen readers and no serious axe finding in it.
 * Works in the department's initial period (42-day periods from 2026-01-04, 4 West's zone).
 */
const DAY_MS = 86_400_000;
const FIRST_PERIOD_MS = Date.UTC(2026, 0, 4);
const todayMs = Date.parse(
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(new Date()),
);
const currentStartMs =
  FIRST_PERIOD_MS + Math.floor((todayMs - FIRST_PERIOD_MS) / (42 * DAY_MS)) * 42 * DAY_MS;
const INITIAL_PERIOD = new Date(currentStartMs + 84 * DAY_MS).toISOString().slice(0, 10);

const focusedCell = (page: Page) => page.locator("[data-cell]:focus");

/** Presses Tab until the named button has the focus (a person tabbing to it). */
async function tabTo(page: Page, scope: Locator, name: string) {
  const button = scope.getByRole("button", { name, exact: true }).first();
  const seen: string[] = [];
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press("Tab");
    if (await button.evaluate((element) => element === document.activeElement)) return;
    seen.push(
      await page.evaluate(() => {
        const active = document.activeElement;
        return `${active?.tagName}:${active?.getAttribute("aria-label") ?? active?.textContent?.slice(0, 20)}`;
      }),
    );
  }
  throw new Error(`no button "${name}" reached by Tab (went through ${seen.join(", ")})`);
}

test("a scheduler adds, opens and deletes a shift and opens the errors, by keyboard only", async ({
  page,
}) => {
  // Signs in and walks a loaded period's grid by keyboard: beyond 30 s on a busy two-core machine.
  test.slow();
  await signIn(page, "scheduler@rosterly.test");
  await page.goto(`/scheduling/schedule?date=${INITIAL_PERIOD}`);
  const grid = page.getByRole("grid", { name: "Master schedule" });
  // The first load of a period reads its schedule, shifts and events: slow on a busy machine.
  await expect(grid.locator(`[data-cell$=":${INITIAL_PERIOD}"]`).first()).toBeVisible({ timeout: 30_000 });

  // The whole grid's size, though only part of it is drawn.
  const rowCount = Number(await grid.getAttribute("aria-rowcount"));
  expect(rowCount).toBeGreaterThan(await grid.locator('[role="row"]').count());
  // The names, 42 days and a weekly-hours column after each of the 6 weeks.
  expect(Number(await grid.getAttribute("aria-colcount"))).toBe(49);

  // Into the grid (one tab stop): the first staff-day takes the focus.
  await grid.focus();
  await expect(focusedCell(page)).toHaveAttribute("data-cell", new RegExp(`:${INITIAL_PERIOD}$`));
  await page.keyboard.press("ArrowDown");
  // Right to an empty day.
  for (let step = 0; step < 20; step += 1) {
    if ((await focusedCell(page).locator("[data-shift-id], [data-event-id]").count()) === 0) break;
    await page.keyboard.press("ArrowRight");
  }
  const cellId = (await focusedCell(page).getAttribute("data-cell")) ?? "";
  const cell = grid.locator(`[data-cell="${cellId}"]`);
  await expect(cell).toHaveAccessibleName(/ — no shifts$/);

  // N: the add menu; Tab into it, choose the type, add.
  await page.keyboard.press("n");
  const picker = page.getByRole("region", { name: "Add activity" });
  await expect(picker).toBeVisible();
  // The grid is one tab stop (its names are reached with the arrows), so Tab leaves it for the picker.
  await tabTo(page, picker, "Day 12");
  await page.keyboard.press("Enter");
  await tabTo(page, picker, "Add");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Shift added").first()).toBeVisible();
  await expect(async () => {
    if (await picker.getByRole("button", { name: "Done" }).isVisible()) {
      await picker.getByRole("button", { name: "Done" }).focus();
      await page.keyboard.press("Enter");
    }
    await expect(picker).toBeHidden({ timeout: 500 });
  }).toPass();
  // The focus is back on the cell, which now names its shift.
  await expect(cell).toBeFocused();
  await expect(cell).toHaveAccessibleName(/Day 12, \d\d:\d\d–\d\d:\d\d/);

  // Enter opens the shift; Escape closes it and comes back to the cell.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("complementary")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("complementary")).toHaveCount(0);
  await expect(cell).toBeFocused();

  // E: the errors overview.
  await page.keyboard.press("e");
  await expect(page.getByRole("complementary", { name: "Errors overview" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("complementary")).toHaveCount(0);
  await expect(cell).toBeFocused();

  // Delete: the usual confirmation, then the shift is gone.
  await page.keyboard.press("Delete");
  const confirm = page.getByRole("dialog", { name: "Delete shift" });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm, "Delete");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Shift deleted").first()).toBeVisible();
  await expect(cell).toHaveAccessibleName(/ — no shifts$/);
});

test("the grid has no serious axe finding", async ({ page }) => {
  // An axe run over thousands of cells.
  test.slow();
  await signIn(page, "scheduler@rosterly.test");
  await page.goto(`/scheduling/schedule?date=${INITIAL_PERIOD}`);
  const grid = page.getByRole("grid", { name: "Master schedule" });
  await expect(grid.locator(`[data-cell$=":${INITIAL_PERIOD}"]`).first()).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousAxeFindings(page, '[role="grid"]');
});
