import { expect, expectNoSeriousAxeFindings, signIn, test } from "./support";

const DAY_MS = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

test.use({ viewport: { width: 390, height: 844 } });

test("a nurse on her phone asks for two days off and gives a shift away, follows both, and withdraws one", async ({
  page,
}) => {
  await signIn(page, "nurse@rosterly.test");
  await page.goto("/scheduling/staffschedule");
  await expect(page.locator("[data-week-hours]").first()).toBeVisible();

  // Two days off, added as a range, with the validators' word before sending.
  await page.getByRole("button", { name: "Ask for time off" }).click();
  const timeOff = page.getByRole("dialog", { name: "Ask for time off" });
  await timeOff.getByRole("combobox", { name: /Kind of time off/ }).click();
  await page.getByRole("option", { name: "Vacation" }).click();
  await timeOff.getByLabel("From").fill(isoDay(90));
  await timeOff.getByLabel("To (optional)").fill(isoDay(91));
  await timeOff.getByRole("button", { name: "Add 2 days" }).click();
  await expect(timeOff.getByText("2 days chosen.")).toBeVisible();
  await expect(timeOff.getByRole("status").filter({ hasText: /problems/ })).toBeVisible();
  await timeOff.getByRole("textbox", { name: "Comments for the reviewer" }).fill("Family wedding");
  await expectNoSeriousAxeFindings(page);
  await timeOff.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText(/Your request was sent/)).toBeVisible();
  await expect(timeOff).toBeHidden();

  // One of her upcoming shifts, given to the department. The demo's own requests and time off take
  // some of her shifts (the server refuses a second request for a shift awaiting review), and late
  // in a period none may be left (a shift that has started takes none): then the next period's.
  const askForChange = page.getByRole("button", { name: /^Ask for a change to the / });
  const giveaway = page.getByRole("dialog", { name: "Give this shift away" });
  const awaitingAlready = giveaway.getByRole("alert").filter({ hasText: /already awaiting review/ });
  let sent = false;
  for (const offset of [0, 14, 28]) {
    if (offset > 0) {
      await page.goto(`/scheduling/staffschedule?date=${isoDay(offset)}`);
      await expect(page.locator("[data-week-hours]").first()).toBeVisible();
    }
    const count = await askForChange.count();
    for (let i = 0; i < count && !sent; i += 1) {
      await askForChange.nth(i).click();
      await page.getByRole("menuitem", { name: "Give away" }).click();
      await expect(page.getByRole("menu")).toBeHidden();
      await expect(giveaway.getByRole("radio", { name: /Anyone in the department/ })).toBeChecked();
      await expect(giveaway.getByRole("status").filter({ hasText: /problems/ })).toBeVisible();
      await expectNoSeriousAxeFindings(page);
      await giveaway.getByRole("button", { name: "Send request" }).click();
      const outcome = await Promise.race([
        giveaway.waitFor({ state: "hidden" }).then(() => "sent" as const),
        awaitingAlready.waitFor({ state: "visible" }).then(() => "taken" as const),
      ]);
      if (outcome === "sent") sent = true;
      else {
        await giveaway.getByRole("button", { name: "Cancel" }).click();
        await expect(giveaway).toBeHidden();
      }
    }
    if (sent) break;
  }
  expect(sent).toBe(true);

  // Both are in her requests, reached from the bottom bar.
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Requests" })
    .click();
  await expect(page.getByRole("heading", { name: "My requests", level: 1 })).toBeVisible();
  const awaiting = page.getByRole("region", { name: "Awaiting review" });
  const vacation = awaiting.getByRole("article").filter({ hasText: "Time off" });
  const given = awaiting.getByRole("article").filter({ hasText: "Give away" });
  await expect(vacation.first()).toContainText("Pending");
  await expect(given.first()).toContainText("To the department");
  await expectNoSeriousAxeFindings(page);

  // The details say what was asked; she withdraws the time off after confirming.
  await vacation.first().getByRole("button", { name: "Details" }).click();
  const details = page.getByRole("dialog", { name: "Time off" });
  await expect(details.getByText("Family wedding")).toBeVisible();
  // Axe reads colours as they are: wait for the dialog to finish fading in.
  await expect(page.locator(".MuiDialog-container")).toHaveCSS("opacity", "1");
  await expectNoSeriousAxeFindings(page);
  await details.getByRole("button", { name: "Withdraw" }).click();
  await page
    .getByRole("dialog", { name: "Withdraw this request?" })
    .getByRole("button", { name: "Withdraw" })
    .click();
  await expect(page.getByText("The request was withdrawn.")).toBeVisible();
  await details.getByRole("button", { name: "Close" }).click();
  const decided = page.getByRole("region", { name: "Decided" });
  await expect(decided.getByRole("article").filter({ hasText: "Time off" }).first()).toContainText(
    "Withdrawn",
  );
  await expect(awaiting.getByRole("article").filter({ hasText: "Give away" }).first()).toContainText(
    "Pending",
  );
});
