import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, expectNoSeriousAxeFindings, signIn, socketReady, test } from "./support";

const DAY_MS = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

interface WireShift {
  id: number;
  date: string;
  assignee_id: number;
  canceled: boolean;
  giveaway: boolean;
  swapped: boolean;
}

/** A person's API session from a phone-app sign-in, so their browser session is not displaced. */
async function apiAs(request: APIRequestContext, email: string) {
  const login = await request.post("/api/auth/jwt/create/", {
    data: { email, password: DEMO_PASSWORD, client: "mobile" },
  });
  expect(login.status()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  const headers = { Authorization: `Bearer ${access}` };
  const me = (await (await request.get("/api/auth/users/me/", { headers })).json()) as { id: number };
  return { headers, userId: me.id };
}

async function upcomingShifts(request: APIRequestContext, headers: Record<string, string>, userId: number) {
  const answer = await request.get(
    `/api/shifts/?assignee_id=${userId}&between=${isoDay(3)},${isoDay(40)}&page_size=500`,
    { headers },
  );
  expect(answer.status()).toBe(200);
  const { results } = (await answer.json()) as { results: WireShift[] };
  // Working shifts only: the demo already gave some away or swapped them.
  return results
    .filter((shift) => !shift.canceled && !shift.giveaway && !shift.swapped)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The reviewer's part: take the request over when someone else holds it, then approve it. */
async function approveOpenRequest(page: Page) {
  const panel = page.getByRole("complementary", { name: "Request review" });
  const takeOver = panel.getByRole("button", { name: "Take over" });
  if (await takeOver.isVisible()) {
    await takeOver.click();
    await expect(page.getByText("You are now this request's reviewer.")).toBeVisible();
  }
  await panel.getByRole("button", { name: "Approve" }).click();
  await panel.getByRole("button", { name: "Approve" }).click();
  const warning = page.getByRole("dialog", { name: "Approve request with errors" });
  const approved = page.getByText("The request is approved.");
  await expect(warning.or(approved)).toBeVisible();
  if (await warning.isVisible()) await warning.getByRole("button", { name: "Approve" }).click();
  await expect(approved).toBeVisible();
}

test("a nurse asks for two days off from her phone, the scheduler sees the badge, the overlapping shift and approves; the nurse's schedule shows the time off and the canceled shift", async ({
  browser,
  request,
}) => {
  const nurseApi = await apiAs(request, "nurse@rosterly.test");
  const [shift] = await upcomingShifts(request, nurseApi.headers, nurseApi.userId);
  expect(shift, "the demo nurse has an upcoming shift").toBeDefined();
  if (shift === undefined) return;
  const hospital = (await (await request.get("/api/hospitals/", { headers: nurseApi.headers })).json()) as {
    event_types: { id: number; name: string }[];
  };
  const vacation = hospital.event_types.find((type) => type.name === "Vacation");
  expect(vacation).toBeDefined();
  const dates = [shift.date, nextDay(shift.date)];
  const sent = await request.post("/api/events/request/", {
    headers: nurseApi.headers,
    data: { type_id: vacation?.id, dates, comments: "Family visit" },
  });
  expect(sent.status()).toBe(201);
  const { id: eventId } = (await sent.json()) as { id: number };

  const scheduler = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(scheduler, "scheduler@rosterly.test");
  const requestsLink = scheduler.getByRole("link", { name: /^Requests/ });
  await expect(requestsLink.getByLabel(/requests? awaiting review/)).toBeVisible();
  await requestsLink.click();
  await expect(scheduler.getByRole("heading", { name: "Requests", level: 1 })).toBeVisible();
  await scheduler.getByRole("tab", { name: "Time off" }).click();
  await scheduler
    .getByRole("button", { name: /^Time off request from .*Nora/ })
    .first()
    .click();
  await expect(scheduler).toHaveURL(new RegExp(`type=event&id=${eventId}`));
  const panel = scheduler.getByRole("complementary", { name: "Request review" });
  await expect(panel.getByRole("region", { name: "Time off" })).toContainText("Vacation");
  await expect(panel.getByText(/falls? on these dates/)).toBeVisible();
  await expectNoSeriousAxeFindings(scheduler);
  await approveOpenRequest(scheduler);
  await expect(panel.getByText(/^Approved by/)).toBeVisible();

  // The nurse, on her phone, sees the time off and the canceled shift.
  const nurse = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const live = socketReady(nurse, "/ws/updates/");
  await signIn(nurse, "nurse@rosterly.test");
  await nurse.goto(`/scheduling/staffschedule?date=${shift.date}`);
  await live;
  await expect(nurse.getByText("Vacation").first()).toBeVisible();
  await expect(nurse.locator(`[data-shift-id="${shift.id}"]`).getByText("Canceled")).toBeVisible();
  await expectNoSeriousAxeFindings(nurse);
});

test("a swap between two nurses goes to the director, who approves it on a phone", async ({
  browser,
  request,
}) => {
  const nurseApi = await apiAs(request, "nurse@rosterly.test");
  const shifts = await upcomingShifts(request, nurseApi.headers, nurseApi.userId);
  let sent: { id: number } | null = null;
  for (const shift of shifts.slice(0, 10)) {
    const candidates = await request.get(`/api/swaps/candidates/?shift_id=${shift.id}`, {
      headers: nurseApi.headers,
    });
    if (candidates.status() !== 200) continue;
    const list = (await candidates.json()) as { shift: { id: number } }[];
    const partner = list[0];
    if (partner === undefined) continue;
    const answer = await request.post("/api/swaps/", {
      headers: nurseApi.headers,
      data: { source_shift_id: shift.id, target_shift_id: partner.shift.id, comments: "Childcare" },
    });
    if (answer.status() === 201) {
      sent = (await answer.json()) as { id: number };
      break;
    }
  }
  expect(sent, "a swap could be sent for one of the nurse's shifts").not.toBeNull();
  if (sent === null) return;

  // The scheduler asks the director.
  const scheduler = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(scheduler, "scheduler@rosterly.test");
  await scheduler.goto(`/requests?tab=swap&type=swap&id=${sent.id}`);
  const panel = scheduler.getByRole("complementary", { name: "Request review" });
  await expect(panel.getByRole("region", { name: "Swap partner" })).toBeVisible();
  const takeOver = panel.getByRole("button", { name: "Take over" });
  if (await takeOver.isVisible()) {
    await takeOver.click();
    await expect(scheduler.getByText("You are now this request's reviewer.")).toBeVisible();
  }
  await panel.getByRole("button", { name: "Ask the director" }).click();
  await expect(scheduler.getByText("The request went to the director for approval.")).toBeVisible();
  await expect(panel.getByText("Awaiting director")).toBeVisible();

  // The director approves it from a phone; the panel fills the screen there.
  const director = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(director, "director@rosterly.test");
  await director.goto("/requests?tab=pending");
  await director
    .getByRole("button", { name: /^Swap request from .*Nora/ })
    .first()
    .click();
  await expect(director.getByRole("complementary", { name: "Request review" })).toBeVisible();
  await expectNoSeriousAxeFindings(director);
  await approveOpenRequest(director);
  await expect(
    director.getByRole("complementary", { name: "Request review" }).getByText(/^Approved by/),
  ).toBeVisible();
});
