import { expect, expectNoSeriousAxeFindings, operatorApi, signIn, socketReady, test } from "./support";

const DAY_MS = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

test("the house supervisor enters the day's census, sees the staffing gap and finalizes; a nurse on her phone follows live", async ({
  browser,
  request,
}) => {
  const { hospital } = await operatorApi(request);
  const unit = hospital.departments.find((department) => department.name === "4 West Med-Surg");
  expect(unit).toBeDefined();
  const unitId = unit?.id ?? 0;

  const nurseContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const chargeContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const nurse = await nurseContext.newPage();
  const charge = await chargeContext.newPage();

  // The nurse keeps today's shared daily schedule of her unit open on her phone.
  const nurseLive = socketReady(nurse, "/ws/updates/");
  await signIn(nurse, "nurse@rosterly.test");
  await nurse.goto("/scheduling/staffdaily");
  await expect(nurse.getByRole("heading", { name: "Daily schedule", level: 1 })).toBeVisible();
  const nurseCensus = nurse.getByRole("region", { name: /^Day shift census/ });
  await expect(nurseCensus.getByRole("table")).toBeVisible();
  await expect(nurse.getByRole("button", { name: "Finalize", exact: true })).toHaveCount(0);
  await nurseLive;
  // Nothing is wider than the phone.
  expect(await nurse.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeFindings(nurse);

  // A day not started yet: the supervisor starts it and gets the type's census rows.
  await signIn(charge, "supervisor@rosterly.test");
  await charge.goto(`/scheduling/daily?dept=${unitId}&date=${isoDay(6)}`);
  await charge.getByRole("button", { name: "Start the day" }).click();
  await expect(charge.getByRole("region", { name: "Night shift census" })).toBeVisible();

  // Today: a heavy day census.
  // Typing starts once today's daily schedule has arrived, not into the day left on screen.
  const todayLoaded = charge.waitForResponse(
    (answer) => answer.url().includes("/api/daily-schedules/") && answer.request().method() === "GET",
  );
  await charge.getByRole("button", { name: "Today" }).click();
  await todayLoaded;
  const census = charge.getByRole("region", { name: "Day shift census" });
  for (const level of [1, 2, 3, 4])
    await census.getByLabel(`Patients at acuity ${level}, Day shift census`).fill("0");
  await census.getByLabel("Patients at acuity 5, Day shift census").fill("30");
  await expect(census.getByText(/^30 patients · mean acuity 5/)).toBeVisible();
  await census.getByRole("button", { name: "Save Day shift census" }).click();
  await expect(charge.getByText("Day shift census saved.")).toBeVisible();

  // Thirty patients at acuity 5 need 15 nurses: the day shift is short, plainly.
  const day = charge.getByRole("region", { name: /^Day 12/ });
  await expect(day.getByText("Suggested")).toBeVisible();
  await expect(day.getByText(/^Short /)).toBeVisible();
  await expect(day.getByRole("button", { name: /^Post an open shift for \d+/ })).toBeVisible();
  await expectNoSeriousAxeFindings(charge);

  // The nurse's phone shows the new census without a reload.
  await expect(nurseCensus.getByText(/^30 patients/)).toBeVisible();

  // Finalize, after confirming; afterwards the day reads only.
  await charge.getByRole("button", { name: "Finalize", exact: true }).click();
  const confirm = charge.getByRole("dialog");
  await expect(confirm.getByText(/cannot be undone/)).toBeVisible();
  await confirm.getByRole("button", { name: "Finalize", exact: true }).click();
  await expect(charge.getByText("Daily schedule finalized.")).toBeVisible();
  await expect(charge.getByText(/This daily schedule can no longer be changed/)).toBeVisible();
  await expect(charge.getByRole("button", { name: "Save Day shift census" })).toHaveCount(0);
  await expect(charge.getByRole("button", { name: "Finalize", exact: true })).toHaveCount(0);
  await expect(
    charge.getByRole("table", { name: "Patients of Day shift census by specialty and acuity" }),
  ).toBeVisible();
  await expectNoSeriousAxeFindings(charge);
  await expect(nurse.getByText(/This daily schedule can no longer be changed/)).toBeVisible();

  await nurseContext.close();
  await chargeContext.close();
});
