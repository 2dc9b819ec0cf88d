import type { Page, Response } from "@playwright/test";
import { expect, expectNoSeriousAxeFindings, signIn, signOut, test } from "./support";

test.use({ viewport: { width: 390, height: 844 } });

/**
 * The page's responses from now on: `find` resolves with the first one, already received or still to
 * come, whose address passes the test.
 */
function recordResponses(page: Page) {
  const received: Response[] = [];
  const waiting: { test: (url: URL) => boolean; resolve: (response: Response) => void }[] = [];
  page.on("response", (response) => {
    received.push(response);
    const url = new URL(response.url());
    for (const waiter of waiting.filter((w) => w.test(url))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(response);
    }
  });
  return {
    find(test: (url: URL) => boolean): Promise<Response> {
      const found = received.find((response) => test(new URL(response.url())));
      return found ? Promise.resolve(found) : new Promise((resolve) => waiting.push({ test, resolve }));
    },
  };
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test("the app installs (valid manifest, worker in control) and opens the nurse's schedule offline", async ({
  page,
  context,
}) => {
  // Install, two schedules loaded online and two offline, and an axe run: more than 30 s on two cores.
  test.slow();
  // Install criteria: a manifest with a name, a standalone display, a start URL and 192/512 icons.
  const manifestHref = await (async () => {
    await page.goto("/auth/login");
    return page.locator('link[rel="manifest"]').getAttribute("href");
  })();
  expect(manifestHref).toBe("/manifest.webmanifest");
  const manifestResponse = await page.request.get("/manifest.webmanifest");
  expect(manifestResponse.ok()).toBe(true);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: ManifestIcon[];
  };
  expect(manifest).toMatchObject({
    name: "Rosterly",
    short_name: "Rosterly",
    start_url: "/",
    display: "standalone",
  });
  const sizes = manifest.icons.map((icon) => `${icon.sizes}:${icon.purpose ?? "any"}`);
  expect(sizes).toEqual(expect.arrayContaining(["192x192:any", "512x512:any", "512x512:maskable"]));
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.ok(), icon.src).toBe(true);
    expect(response.headers()["content-type"]).toBe("image/png");
  }

  // No worker while signed out: its precache of the whole app would compete with the sign-in.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean))).toBe(false);

  await signIn(page, "nurse@rosterly.test");
  // Once her first screen has its data, the worker installs and takes control of the page (it claims
  // clients on its first install).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const responses = recordResponses(page);
  await page.goto("/scheduling/staffschedule");
  const weekHours = page.locator("[data-week-hours]").first();
  await expect(weekHours).toBeVisible();
  const weekText = await weekHours.textContent();
  const periodButton = page.locator('button[aria-haspopup="dialog"]').first();
  const currentPeriod = await periodButton.textContent();

  // The following period is loaded ahead (schedule, her shifts, the unit's events) though she never
  // opened it, so it too opens offline.
  const shown = (await (
    await responses.find((url) => url.pathname === "/api/schedules/" && url.searchParams.has("for_date"))
  ).json()) as { end_on: string };
  const nextStart = addDays(shown.end_on, 1);
  const next = await responses.find(
    (url) => url.pathname === "/api/schedules/" && url.searchParams.get("for_date") === nextStart,
  );
  expect(next.status()).toBe(200);
  const nextPeriod = (await next.json()) as { start_on: string };
  expect(nextPeriod.start_on).toBe(nextStart);
  // Shifts and events are asked for a week either side of the period.
  const nextWindow = `between=${encodeURIComponent(addDays(nextStart, -7))}`;
  const inNextWindow = (url: URL) => url.search.includes(nextWindow);
  await responses.find(
    (url) => url.pathname === "/api/shifts/" && url.searchParams.has("assignee_id") && inNextWindow(url),
  );
  await responses.find((url) => url.pathname === "/api/events/" && inNextWindow(url));

  // Offline: a reload comes from the worker, with the schedule as last synced and the banner.
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator("[data-week-hours]").first()).toHaveText(weekText ?? "", { timeout: 20_000 });
  await expect(
    page.getByRole("status").filter({ hasText: /^Offline — showing your schedule as last synced/ }),
  ).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  // The following period opens offline too, from what was loaded ahead.
  await page.goto(`/scheduling/staffschedule?date=${nextStart}`);
  await expect(page.locator("[data-week-hours]").first()).toBeVisible({ timeout: 20_000 });
  await expect(periodButton).not.toHaveText(currentPeriod ?? "");
  await expect(page.getByText("The schedule could not be loaded")).toBeHidden();

  // Back online, signing out drops the offline copy: nothing of hers is left for the next person.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: /^Offline/ })).toBeHidden();
  await signOut(page);
  const kept = await page.evaluate(async () => {
    const cache = await caches.open("rosterly-staff-schedule");
    return (await cache.keys()).length;
  });
  expect(kept).toBe(0);
});
