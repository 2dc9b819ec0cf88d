import type { Response } from "@playwright/test";
import { expect, expectNoSeriousAxeFindings, operatorApi, signIn, test } from "./support";

/**
 * Printing the period grid for the unit wall: the print layout opens from the master schedule, and
 * Chromium's PDF of it has landscape pages with every staff row in every two-week table.
 */
test("a scheduler prints the period of their unit: every staff row in every table, on landscape pages", async ({
  page,
  request,
}) => {
  // A six-week grid, an axe run and a PDF on a shared machine.
  test.slow();
  const { headers, hospital } = await operatorApi(request);
  const unit = hospital.departments.find((d) => d.name === "4 West Med-Surg");
  const { employees } = (await (await request.get("/api/hospitals/", { headers })).json()) as {
    employees: Record<string, { full_name: string; department_id: number | null }>;
  };
  const staff = Object.values(employees).filter((e) => e.department_id === unit?.id);
  expect(staff.length).toBeGreaterThan(10);

  await signIn(page, "scheduler@rosterly.test");
  await page.goto("/scheduling/schedule");
  await expect(page.getByRole("grid", { name: "Master schedule" })).toBeVisible();
  await page.getByRole("link", { name: "Print" }).click();

  const sheet = page.getByRole("article", { name: /4 West Med-Surg schedule/ });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(/^State: /)).toBeVisible();
  const tables = sheet.getByRole("table");
  await expect(tables).toHaveCount(3);
  const names = staff.map((person) => person.full_name).sort();
  for (const table of await tables.all())
    expect((await table.locator("tbody th[scope=row]").allInnerTexts()).sort()).toEqual(names);
  await expect(sheet.getByRole("region", { name: "Legend" })).toContainText("Time conflict");
  await expectNoSeriousAxeFindings(page);

  // On paper the frame steps aside: no rail, no top bar, no buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation").first()).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: false });
  const text = pdf.toString("latin1");
  const pages = text.match(/\/Type\s*\/Page[^s]/g) ?? [];
  // Each two-week table starts a page; a large unit may run over more than one.
  expect(pages.length).toBeGreaterThanOrEqual(3);
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text);
  expect(box, "the PDF names its page size").not.toBeNull();
  expect(Number(box?.[1])).toBeGreaterThan(Number(box?.[2]));
});

test("a nurse prints their own schedule: their name, the period and its state, every shift in text", async ({
  page,
}) => {
  // Signs in, an axe run and a PDF on a shared machine.
  test.slow();
  await signIn(page, "nurse@rosterly.test");
  // Only the answers to the page opened below: the signed-in landing may still be loading the same
  // requests, and their bodies are gone once the page navigates.
  const since = Date.now();
  const fresh = (r: Response) => r.request().timing().startTime >= since && r.ok();
  const scheduleLoaded = page.waitForResponse((r) => r.url().includes("/api/schedules/?") && fresh(r));
  const ownShiftsLoaded = page.waitForResponse((r) => r.url().includes("assignee_id=") && fresh(r));
  await page.goto("/scheduling/staffschedule");
  const period = (await (await scheduleLoaded).json()) as { start_on: string; end_on: string };
  const { results } = (await (await ownShiftsLoaded).json()) as {
    results: { id: number; date: string; start_time: string; end_time: string }[];
  };
  const shifts = results.filter((s) => s.date >= period.start_on && s.date <= period.end_on);
  expect(shifts.length, "the demo nurse works in the current period").toBeGreaterThan(0);
  await expect(page.getByRole("region", { name: "Week 1" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeEnabled();
  await expectNoSeriousAxeFindings(page);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation").first()).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  const header = page.locator("[data-print-header]");
  await expect(header).toBeVisible();
  await expect(header).toContainText(/^Schedule of \S.*State: \S.*Printed \S/);
  await expect(page.getByRole("region", { name: "Legend" })).toBeVisible();
  // Every shift of the period, in words and times (not only a coloured symbol).
  for (const shift of shifts) {
    const line = page.locator(`[data-shift-id="${shift.id}"]`);
    await expect(line).toBeVisible();
    await expect(line).toContainText(`${shift.start_time.slice(0, 5)}–${shift.end_time.slice(0, 5)}`);
  }
  await page.screenshot({ path: "test-results/staff-schedule-print.png", fullPage: true });
  await page.emulateMedia({ media: "screen" });

  const pdf = await page.pdf({ format: "A4", printBackground: false });
  const text = pdf.toString("latin1");
  const pages = text.match(/\/Type\s*\/Page[^s]/g) ?? [];
  // Six week cards of one person: a few portrait pages, not one per week.
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(pages.length).toBeLessThanOrEqual(6);
});
