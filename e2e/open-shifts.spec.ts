import { expect, expectNoSeriousAxeFindings, operatorApi, signIn, socketReady, test } from "./support";

const DAY_MS = 86_400_000;

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

test("a scheduler opens a shift from an understaffed day, a nurse bids from another browser, is seated, and her schedule shows the shift live", async ({
  browser,
}) => {
  // Two browsers, each installing the app's worker, and three axe runs: a long journey.
  test.slow();
  const operatorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const nurseContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const operator = await operatorContext.newPage();
  const nurse = await nurseContext.newPage();
  const title = `Surge cover ${Date.now()}`;

  // The nurse waits on her offers page, live.
  const nurseLive = socketReady(nurse, "/ws/updates/");
  await signIn(nurse, "nurse@rosterly.test");
  await nurse.goto("/offers");
  await expect(nurse.getByRole("heading", { name: "Open shifts for you", level: 1 })).toBeVisible();
  await nurseLive;

  // The operator finds a short day in the daily summary and opens a shift for it.
  await signIn(operator, "operator@rosterly.test");
  await operator.goto("/scheduling/schedule");
  await expect(operator.getByRole("grid", { name: "Master schedule" })).toBeVisible();
  await operator.getByRole("button", { name: "Daily summary" }).click();
  await operator
    .getByRole("button", { name: /^New open shift: CHG, RN · Day 12/ })
    .first()
    .click();
  const dialog = operator.getByRole("dialog", { name: "New open shift" });
  await expect(dialog.getByLabel("Starts")).toHaveValue("07:00");
  await dialog.getByLabel("Date").fill(isoDay(2));
  await dialog.getByLabel("Seats needed").fill("1");
  await dialog.getByLabel("Title").fill(title);
  await expectNoSeriousAxeFindings(operator);
  await dialog.getByRole("button", { name: "Create and notify" }).click();
  await expect(operator.getByText("The open shift is created and staff are notified.")).toBeVisible();

  // It arrives on the nurse's page without a reload; she bids.
  const offer = nurse.getByRole("article").filter({ hasText: title });
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: "Bid" }).click();
  await expect(offer.getByText("You bid")).toBeVisible();
  await expectNoSeriousAxeFindings(nurse);

  // She keeps her schedule open while the operator decides.
  const scheduleLive = socketReady(nurse, "/ws/updates/");
  await nurse.goto("/scheduling/staffschedule");
  await expect(nurse.locator("[data-week-hours]").first()).toBeVisible();
  await scheduleLive;

  await operator.goto("/openshifts");
  await operator
    .getByRole("button", { name: /^Open shift / })
    .filter({ hasText: title })
    .focus();
  await operator.keyboard.press("Enter");
  const panel = operator.getByRole("complementary", { name: "Open shift" });
  // Checked while nothing on the panel is still fading in (an enabling button is mid-transition).
  await expect(panel.getByRole("list", { name: "Staff" })).toBeVisible();
  await expectNoSeriousAxeFindings(operator);
  await panel.getByRole("checkbox", { name: /Quinn, Nora|Nora Quinn/ }).check();
  const assigned = operator.waitForResponse((response) => response.url().includes("/assign/"));
  await panel.getByRole("button", { name: "Assign 1" }).click();
  const answer = (await (await assigned).json()) as {
    open_shift: { participants: { shift_id: number | null }[] };
  };
  const shiftId = answer.open_shift.participants.find((person) => person.shift_id !== null)?.shift_id;
  expect(shiftId).toBeTruthy();
  await expect(operator.getByText("1 person seated.")).toBeVisible();

  // The nurse's schedule shows the new shift as it is made.
  await expect(nurse.locator(`[data-shift-id="${shiftId}"]`)).toBeVisible();

  await operatorContext.close();
  await nurseContext.close();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a nurse takes a first-come shift and has it at once", async ({ page, request }) => {
    const live = socketReady(page, "/ws/updates/");
    await signIn(page, "nurse@rosterly.test");
    await page.goto("/offers");
    await live;

    const { headers, hospital } = await operatorApi(request);
    const title = `First come ${Date.now()}`;
    const created = await request.post("/api/open-shifts/", {
      headers,
      data: {
        department_id: hospital.departments.find((row) => row.name === "4 West Med-Surg")?.id,
        date: isoDay(3),
        type_id: hospital.shift_types.find((row) => row.name === "Night 12")?.id,
        opening: 1,
        fcfs: true,
        title,
        bidding_ends_on: new Date(Date.now() + DAY_MS).toISOString(),
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    const offer = page.getByRole("article").filter({ hasText: title });
    await expect(offer).toBeVisible();
    await expectNoSeriousAxeFindings(page);
    // By keyboard, as anyone who does not use a pointer would.
    await offer.getByRole("button", { name: "Take it" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("It's yours: the shift is on your schedule.")).toBeVisible();
    // The only seat is taken: the offer leaves the list and shows among her past bids as won.
    await expect(page.getByRole("article").filter({ hasText: title })).toHaveCount(0);
    await expect(
      page.getByRole("list", { name: "My past bids" }).getByText("You got it").first(),
    ).toBeVisible();
  });
});
