import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { expect, expectNoSeriousAxeFindings, signIn, test } from "./support";

/** The calendar month before the current one, as `YYYY-MM-DD` bounds. */
function lastMonth(): { from: string; to: string; prefix: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { from: day(first), to: day(last), prefix: day(first).slice(0, 7) };
}

test("a director filters the report to a month of their unit, saves it as a template, finds it again and downloads it", async ({
  page,
}) => {
  // A long journey (two axe runs, a reload and a download) on a shared machine.
  test.slow();
  const month = lastMonth();
  const name = `Unit month ${Date.now()}`;
  await signIn(page, "director@rosterly.test");
  await page.getByRole("link", { name: "Report" }).click();
  const dialog = page.getByRole("dialog", { name: "Report" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^\d+ shifts$/)).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  await dialog.getByRole("button", { name: "Filters" }).click();
  const filters = dialog.getByRole("complementary", { name: "Filters" });
  // Department management sees only their own unit: no department filter (C-021).
  await expect(filters.getByLabel("Department")).toHaveCount(0);
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes("/api/shifts/report/") &&
      response.url().includes(`date_between=${month.from}%2C${month.to}`),
  );
  await filters.getByLabel("From").fill(month.from);
  await filters.getByLabel("To").fill(month.to);
  const { count } = (await (await answered).json()) as { count: number };
  expect(count).toBeGreaterThan(0);
  await expect(dialog.getByText(`${count} shifts`)).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  await dialog.getByRole("button", { name: "New template" }).click();
  await expect(page.getByRole("dialog", { name: "New report template" })).toBeVisible();
  await dialog.getByLabel("Template name").fill(name);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Report template saved.")).toBeVisible();

  await page.reload();
  const reopened = page.getByRole("dialog", { name: "Report" });
  await expect(reopened.getByLabel("Report template")).toHaveValue(name);
  await expect(reopened.getByText(`${count} shifts`)).toBeVisible();

  const downloading = page.waitForEvent("download");
  await reopened.getByRole("button", { name: "Download report (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^unit_month_\d+_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), "utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data).toHaveLength(count);
  expect(parsed.meta.fields?.slice(0, 3)).toEqual(["Employee", "Employee ID", "Date"]);
  expect(parsed.meta.fields).not.toContain("Internal comments");
  for (const row of parsed.data) {
    expect(row.Date?.startsWith(month.prefix)).toBe(true);
    expect(row.Department).toBe("4 West Med-Surg");
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the report and its filters fit and pass axe", async ({ page }) => {
    await signIn(page, "scheduler@rosterly.test");
    await page.goto("/reports/shifts");
    const dialog = page.getByRole("dialog", { name: "Report" });
    await expect(dialog.getByText(/^\d+ shifts$/)).toBeVisible();
    await expectNoSeriousAxeFindings(page);
    await dialog.getByRole("button", { name: "Filters" }).click();
    await expect(dialog.getByRole("complementary", { name: "Filters" })).toBeVisible();
    await expectNoSeriousAxeFindings(page);
    await dialog.getByRole("button", { name: "Hide panel" }).click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
  });
});
