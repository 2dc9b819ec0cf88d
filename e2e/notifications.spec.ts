import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoSeriousAxeFindings, operatorApi, signIn, socketReady, test } from "./support";

const DAY_MS = 86_400_000;

test.use({ viewport: { width: 390, height: 844 } });

/**
 * The staffing operator, by the API, opens a shift on
 * 4 West for any job type; department schedulers may not change open shifts (C-011).
 */
async function operatorOpensShift(request: APIRequestContext, date: string): Promise<number> {
  const { headers, hospital } = await operatorApi(request);
  const department = hospital.departments.find((row) => row.name === "4 West Med-Surg");
  const type = hospital.shift_types.find((row) => row.name === "Day 12");
  const created = await request.post("/api/open-shifts/", {
    headers,
    data: {
      department_id: department?.id,
      date,
      type_id: type?.id,
      opening: 1,
      bidding_ends_on: new Date(Date.now() + DAY_MS).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** The count on the Notifications entry of the bottom bar (0 when it has none). */
async function unreadOnRail(page: Page): Promise<number> {
  const text = await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: /Notifications/ })
    .textContent();
  return Number(/^(\d+)/.exec(text ?? "")?.[1] ?? "0");
}

test("a nurse on a phone hears of a new open shift at once, finds it on the notifications page and marks it read", async ({
  page,
  request,
}) => {
  const ready = socketReady(page, "/ws/notifications/");
  await signIn(page, "nurse@rosterly.test");
  const navigation = page.getByRole("navigation", { name: "Main navigation" });
  await navigation.getByRole("link", { name: /Notifications/ }).click();
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  const list = page.getByRole("list", { name: "Notifications, newest first" });
  await expect(list).toBeVisible();
  await ready;

  const day = new Date(Date.now() + 10 * DAY_MS);
  const date = day.toISOString().slice(0, 10);
  const shown = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
  const text = `A new open shift on ${shown} is open for bids.`;
  await operatorOpensShift(request, date);

  // The toast, top right, in the nurse's language.
  await expect(page.locator(".notistack-MuiContent").filter({ hasText: text })).toBeVisible();
  // And the page's list, newest first.
  const item = list.getByRole("listitem").first();
  await expect(item).toContainText(text);
  await expect(item).toContainText("Unread:");
  await expect(item).toHaveAttribute("data-unread", "true");
  const unread = await unreadOnRail(page);
  expect(unread).toBeGreaterThanOrEqual(1);

  const marked = page.waitForResponse((response) => response.url().includes("/mark_as_read/"));
  await item.getByRole("button", { name: `Mark as read: ${text}` }).click();
  expect((await marked).status()).toBe(200);
  await expect(item).toHaveAttribute("data-unread", "false");
  await expect(item.getByRole("button", { name: /^Mark as read/ })).toHaveCount(0);
  if (unread <= 99) await expect.poll(() => unreadOnRail(page)).toBe(unread - 1);

  await expectNoSeriousAxeFindings(page);
});
