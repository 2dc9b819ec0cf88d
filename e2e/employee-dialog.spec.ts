import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxeFindings, signIn, test } from "./support";

/** The first nurse of the 4 West grid (its charge nurses come first), by name. */
async function openNurseFromGrid(page: Page) {
  await page.goto("/scheduling/schedule");
  const grid = page.getByRole("grid", { name: "Master schedule" });
  // The first load of a 42-day grid on a busy two-core machine can take longer than a click does.
  await expect(grid).toBeVisible({ timeout: 20_000 });
  const name = grid.getByRole("rowheader").getByRole("button").first();
  const nurse = (await name.textContent()) ?? "";
  expect(nurse).toMatch(/^\S.*, /);
  await name.click();
  const dialog = page.getByRole("dialog", { name: nurse });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe.configure({ mode: "serial" });

test("a scheduler opens a nurse from the grid, reads her weeks and opens a shift in the editor", async ({
  page,
}) => {
  test.slow();
  await signIn(page, "scheduler@rosterly.test");
  const dialog = await openNurseFromGrid(page);

  // The header and the schedule tab, first for department management (N-002, N-003).
  await expect(dialog.getByText("4 West Med-Surg").first()).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Schedule" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("tab", { name: "Notes" })).toBeVisible();
  await expect(dialog.getByTestId("last-shifts")).toContainText("Last cancel");

  // The period by week: six weeks of a 42-day period, each with its hours; a week folds away.
  const weekHeaders = dialog.getByRole("button", { name: /^Week \d · / });
  await expect(weekHeaders).toHaveCount(6);
  await expect(dialog.locator("[data-week-hours]")).toHaveCount(6);
  await weekHeaders.first().click();
  await expect(weekHeaders.first()).toHaveAttribute("aria-expanded", "false");
  await weekHeaders.first().click();
  await expect(weekHeaders.first()).toHaveAttribute("aria-expanded", "true");

  // A shift opens the existing shift editor beside the list.
  await expect(dialog.getByTestId("employee-schedule-hint")).toBeVisible();
  await dialog.locator("[data-shift-id] button").first().click();
  const details = dialog.getByRole("complementary", { name: "Activity details" });
  await expect(details.getByRole("button", { name: "Cancel nurse" })).toBeVisible();
  await expect(dialog.getByTestId("employee-schedule-hint")).toHaveCount(0);
  await expectNoSeriousAxeFindings(page);

  // The filters show only matching shifts, or say there are none.
  await dialog.getByRole("button", { name: "Conflicts" }).click();
  await expect(dialog.getByRole("button", { name: "Show all" })).toBeVisible();
  await dialog.getByRole("button", { name: "Show all" }).click();
  await expect(weekHeaders).toHaveCount(6);

  // The last-shift bar opens the browser of earlier shifts, one kind at a time (N-006).
  const browse = dialog.getByRole("button", { name: "Browse last shifts" });
  await browse.focus();
  await page.keyboard.press("Enter");
  await expect(browse).toHaveAttribute("aria-expanded", "true");
  const browser = dialog.getByRole("region", { name: "Last shifts" });
  await browser.getByRole("button", { name: "Overtime" }).click();
  await expect(
    browser
      .getByRole("list", { name: "Overtime shifts, newest first" })
      .or(browser.getByText("No overtime shifts before today.")),
  ).toBeVisible();
  await expectNoSeriousAxeFindings(page);
});

test("a scheduler keeps notes on a nurse, counted and saved once, still there after a reload", async ({
  page,
}) => {
  test.slow();
  await signIn(page, "scheduler@rosterly.test");
  const dialog = await openNurseFromGrid(page);
  const note = `Prefers nights in winter ${Date.now()}`;
  await dialog.getByRole("tab", { name: "Notes" }).click();
  const notes = dialog.getByRole("textbox", { name: "Schedule notes" });
  await notes.fill(`  ${note}  `);
  await expect(dialog.getByText(`${note.length + 4} / 1000 characters`)).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await dialog.getByRole("button", { name: "Save notes" }).click();
  await expect(page.getByText("Schedule notes saved.")).toBeVisible();
  await expect(notes).toHaveValue(note);
  await expect(dialog.getByRole("button", { name: "Save notes" })).toBeDisabled();

  await page.reload();
  const again = await openNurseFromGrid(page);
  await again.getByRole("tab", { name: "Notes" }).click();
  await expect(again.getByRole("textbox", { name: "Schedule notes" })).toHaveValue(note);
  await again.getByRole("tab", { name: "Profile" }).click();
  await expect(again.getByRole("tab", { name: "Job info" })).toBeVisible();
  await again.getByRole("button", { name: "Close" }).first().click();
  await expect(again).toBeHidden();
});

test("a nurse sees names as plain text: the dialog is for managers", async ({ page }) => {
  await signIn(page, "nurse@rosterly.test");
  await page.goto("/scheduling/staffschedule");
  await page.getByRole("button", { name: /4 West Med-Surg/ }).click();
  const grid = page.getByRole("grid");
  await expect(grid.getByRole("rowheader").first()).toBeVisible();
  await expect(grid.locator(".full-name").first()).toBeVisible();
  await expect(grid.getByRole("rowheader").getByRole("button")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the dialog fills the screen and the shift editor opens over the list", async ({ page }) => {
    await signIn(page, "scheduler@rosterly.test");
    const dialog = await openNurseFromGrid(page);
    const box = await page.locator(".MuiDialog-paper").boundingBox();
    expect(box?.width).toBe(390);
    await expect(dialog.getByRole("button", { name: /^Week 1 · / })).toBeVisible();
    await dialog.locator("[data-shift-id] button").first().click();
    await expect(page.getByRole("button", { name: "Cancel nurse" })).toBeVisible();
    await expectNoSeriousAxeFindings(page);
  });
});
