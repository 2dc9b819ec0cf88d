import { type Locator, type Page } from "@playwright/test";
import { expect, signIn, test } from "./support";

/**
 * The activity editors in the master schedule, as a scheduler uses them: adding shifts and events
 * from a day cell, seeing conflicts, and splitting a shift to hand part of it to a colleague. Each
 * test works in the department's initial (not yet drafted) period, on its own nurses and days.
 */

async function openInitialPeriod(page: Page): Promise<void> {
  await signIn(page, "scheduler@rosterly.test");
  await page.goto("/scheduling/schedule");
  await page.getByRole("button", { name: /\d{4} – .*\d{4}/ }).click();
  const selector = page.getByRole("dialog", { name: "Choose a schedule" });
  await selector.getByRole("button").filter({ hasText: /IN$/ }).first().click();
  await selector.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("grid", { name: "Master schedule" })).toBeVisible();
  // The grid of the period shown before stays on screen until the new one loads: wait for a cell
  // of the chosen period, or the test would pick days of the old one.
  await expect(page).toHaveURL(/[?&]date=\d{4}-\d{2}-\d{2}/);
  const start = new URL(page.url()).searchParams.get("date") ?? "";
  await expect(page.locator(`[role="row"][data-user] [data-cell$=":${start}"]`).first()).toBeVisible();
}

/** The n-th staff row of the grid (rows are grouped by job type: CHG first, then RN). */
function staffRow(page: Page, index: number): Locator {
  return page.locator('[role="row"][data-user]').nth(index);
}

async function nameOf(row: Locator): Promise<string> {
  return ((await row.locator(".full-name").textContent()) ?? "").trim();
}

/**
 * An empty day cell of the row, at or after the given column, whose day of month leaves room for
 * two more days in the same month (the vacation test picks the next two on the calendar).
 */
async function dayCell(row: Locator, from: number): Promise<{ cell: Locator; date: string }> {
  for (let index = from; index < from + 14; index += 1) {
    const cell = row.locator("[data-cell]").nth(index);
    const date = ((await cell.getAttribute("data-cell")) ?? "").split(":")[1] ?? "";
    const empty = (await cell.locator("[data-shift-id], [data-event-id]").count()) === 0;
    if (empty && Number(date.slice(8, 10)) <= 26) return { cell, date };
  }
  throw new Error("no empty day in the first weeks of the period");
}

/** A click on the cell itself (beside any entry) opens the add-activity picker. */
async function clickBesideEntries(cell: Locator): Promise<void> {
  const box = await cell.boundingBox();
  if (!box) throw new Error("the cell is not on screen");
  await cell.click({ position: { x: box.width - 3, y: box.height - 3 } });
}

async function addShift(page: Page, cell: Locator, type: string): Promise<void> {
  await clickBesideEntries(cell);
  const picker = page.getByRole("region", { name: "Add activity" });
  await picker.getByRole("button", { name: type, exact: true }).click();
  await picker.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Shift added").first()).toBeVisible();
  // The checks of the new shift may bring warnings; they are read and dismissed like a person would.
  const done = picker.getByRole("button", { name: "Done" });
  await expect(async () => {
    if (await done.isVisible()) await done.click();
    await expect(picker).toBeHidden({ timeout: 500 });
  }).toPass();
}

test("a scheduler adds a 12-hour day shift to a nurse and still sees it after a reload", async ({ page }) => {
  await openInitialPeriod(page);
  const { cell } = await dayCell(staffRow(page, 3), 1);
  await addShift(page, cell, "Day 12");
  await expect(page.getByRole("region", { name: "Add activity" })).toBeHidden();
  await expect(cell.locator("[data-shift-id]")).toHaveCount(1);
  await expect(cell.locator("[data-shift-id]")).toHaveAttribute("title", /Day 12 07:00–19:00/);
  await page.reload();
  await expect(cell.locator("[data-shift-id]")).toHaveAttribute("title", /Day 12 07:00–19:00/);
});

test("an overlapping shift is listed as a time conflict and highlighted on the grid", async ({ page }) => {
  await openInitialPeriod(page);
  const row = staffRow(page, 4);
  const name = await nameOf(row);
  const { cell } = await dayCell(row, 2);
  await addShift(page, cell, "Day 12");
  await expect(cell.locator("[data-shift-id]")).toHaveCount(1);
  await clickBesideEntries(cell);
  const picker = page.getByRole("region", { name: "Add activity" });
  await picker.getByRole("button", { name: "Day 8", exact: true }).click();
  await picker.getByRole("button", { name: "Add", exact: true }).click();
  await expect(picker.getByRole("status")).toContainText("Time conflict with another activity on");
  await picker.getByRole("button", { name: "Done" }).click();
  await expect(cell.locator("[data-shift-id]")).toHaveCount(2);
  await expect(cell).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Errors overview" }).click();
  const errors = page.getByRole("complementary", { name: "Errors overview" });
  await expect(errors.getByText("Time conflicts")).toBeVisible();
  await expect(errors.getByText(name).first()).toBeVisible();
});

test("a shift split in two gives its second part to another nurse", async ({ page }) => {
  await openInitialPeriod(page);
  const giver = staffRow(page, 5);
  const taker = staffRow(page, 6);
  const takerName = await nameOf(taker);
  const { cell, date } = await dayCell(giver, 3);
  await addShift(page, cell, "Day 12");
  await cell.locator("[data-shift-id]").first().click();
  const details = page.getByRole("region", { name: "Shift details" });
  await details.getByRole("button", { name: "Split" }).click();
  const dialog = page.getByRole("dialog", { name: "Split shift" });
  await expect(dialog).toContainText("Saving a split cannot be undone.");
  await dialog.getByRole("button", { name: "Split part 1" }).click();
  await expect(dialog.getByRole("heading", { name: "Part 2" })).toBeVisible();
  await dialog.getByRole("button", { name: "Give to someone else" }).click();
  await dialog.getByRole("textbox", { name: "Search staff" }).fill(takerName);
  await dialog.getByRole("button", { name: takerName }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Split shift saved")).toBeVisible();
  await expect(dialog).toBeHidden();
  const giverShifts = cell.locator("[data-shift-id]");
  await expect(giverShifts).toHaveCount(2);
  await expect(giverShifts.nth(0)).toHaveAttribute("title", /07:00–13:00/);
  await expect(giverShifts.nth(1)).toHaveAttribute("title", /13:00–19:00/);
  await expect(giverShifts.nth(1)).toHaveClass(/status-giveaway/);
  const received = taker.locator(`[data-cell$=":${date}"] [data-shift-id]`);
  await expect(received).toHaveAttribute("title", /13:00–19:00/);
  await expect(received).toHaveClass(/status-on_duty/);
});

test("a scheduler adds three vacation days at once", async ({ page }) => {
  await openInitialPeriod(page);
  const row = staffRow(page, 7);
  const { cell, date } = await dayCell(row, 1);
  const day = Number(date.slice(8, 10));
  const days = [day, day + 1, day + 2];
  const cellOn = (dayOfMonth: number) =>
    row.locator(`[data-cell$=":${date.slice(0, 8)}${String(dayOfMonth).padStart(2, "0")}"]`);
  const before = await Promise.all(days.map((item) => cellOn(item).locator("[data-event-id]").count()));
  await clickBesideEntries(cell);
  const picker = page.getByRole("region", { name: "Add activity" });
  await picker.getByRole("combobox", { name: "Event" }).click();
  await page.getByRole("option", { name: "Vacation" }).click();
  for (const next of days.slice(1))
    await picker.getByRole("gridcell", { name: String(next), exact: true }).click();
  await expect(picker.getByRole("list", { name: "Chosen dates" }).getByRole("listitem")).toHaveCount(3);
  await picker.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Event saved")).toBeVisible();
  await expect(picker).toBeHidden();
  for (const [index, item] of days.entries())
    await expect(cellOn(item).locator("[data-event-id]")).toHaveCount((before[index] ?? 0) + 1);
  await cell.locator("[data-event-id]").last().click();
  const details = page.getByRole("region", { name: "Event details" });
  await expect(details.getByText("Vacation")).toBeVisible();
  await expect(details.getByRole("list", { name: "Chosen dates" }).getByRole("listitem")).toHaveCount(3);
});
