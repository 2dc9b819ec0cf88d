import type { Locator, Page } from "@playwright/test";
import { ADMIN_SCREENS, MANAGEMENT_SCREENS, STAFF_SCREENS } from "./screens";
import { expect, seriousAxeFindings, signIn, test } from "./support";

/**
 * Every screen each role can open, and the main dialogs, checked by axe at desktop and phone width.
 * One sign-in per role, one test per stop: a run lists every screen that regressed, not only the first.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** One stop of a walk: how to get there, and what shows that it has arrived (its content, not a clock). */
interface Stop {
  name: string;
  visit: (page: Page) => Promise<void>;
}

/** A screen reached by its address: it has arrived when its main content shows and nothing is loading. */
function screen(path: string): Stop {
  return {
    name: path,
    visit: async (page) => {
      await page.goto(path);
      await settled(page);
    },
  };
}

async function settled(page: Page): Promise<void> {
  // A cold start of the app on two busy cores can take longer than the usual seven seconds.
  await expect(page.getByRole("main")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("progressbar")).toHaveCount(0);
}

/** Every screen names itself with exactly one level-one heading (axe only warns about it, at moderate impact). */
async function headingFindings(page: Page): Promise<string[]> {
  if ((await page.getByRole("dialog").count()) > 0) return [];
  const count = await page.getByRole("heading", { level: 1 }).count();
  return count === 1 ? [] : [`${count} level-one headings`];
}

/** A dialog or panel opened from a screen; `open` returns the locator that proves it is open. */
function opened(path: string, label: string, open: (page: Page) => Locator | Promise<Locator>): Stop {
  return {
    name: `${path} → ${label}`,
    visit: async (page) => {
      await page.goto(path);
      const target = await open(page);
      await expect(target).toBeVisible();
      await expect(page.getByRole("progressbar")).toHaveCount(0);
    },
  };
}

const MANAGEMENT_STOPS = [
  ...MANAGEMENT_SCREENS.filter((path) => path !== "/reports/shifts").map(screen),
  opened("/scheduling/schedule", "employee dialog", async (page) => {
    const grid = page.getByRole("grid", { name: "Master schedule" });
    const name = grid.getByRole("rowheader").getByRole("button").first();
    const person = (await name.textContent()) ?? "";
    await name.click();
    return page.getByRole("dialog", { name: person.trim() });
  }),
  // The report screen opens as its dialog.
  opened("/reports/shifts", "report dialog", (page) => page.getByRole("dialog", { name: "Report" })),
];

const OPERATIONS_STOPS = [
  ...MANAGEMENT_STOPS,
  screen("/openshifts"),
  opened("/openshifts", "open-shift details", async (page) => {
    await page
      .getByRole("button", { name: /^Open shift / })
      .first()
      .click();
    return page.getByRole("complementary", { name: "Open shift" });
  }),
];

const ADMIN_STOPS = [
  ...ADMIN_SCREENS.map(screen),
  opened("/admin/general/shift_types", "new shift type", async (page) => {
    await page.getByRole("button", { name: "Add shift type" }).click();
    return page.getByRole("dialog", { name: "New shift type" });
  }),
  opened("/admin/users/staff", "user dialog", async (page) => {
    await page.getByRole("table").getByRole("row").nth(1).getByRole("button").first().click();
    return page.getByRole("dialog");
  }),
];

const STAFF_STOPS = [
  ...STAFF_SCREENS.map(screen),
  opened("/scheduling/staffschedule", "time-off request", async (page) => {
    await page.getByRole("button", { name: "Ask for time off" }).click();
    return page.getByRole("dialog", { name: "Ask for time off" });
  }),
  opened("/scheduling/staffschedule", "give-away request", async (page) => {
    await page
      .getByRole("button", { name: /^Ask for a change to the / })
      .first()
      .click();
    await page.getByRole("menuitem", { name: "Give away" }).click();
    return page.getByRole("dialog", { name: "Give this shift away" });
  }),
];

const WALKS = [
  { email: "admin@rosterly.test", stops: ADMIN_STOPS },
  { email: "operator@rosterly.test", stops: OPERATIONS_STOPS },
  { email: "supervisor@rosterly.test", stops: OPERATIONS_STOPS },
  // The demo director's rights leave out the daily schedule (their schedule tabs are master,
  // templates and snapshots).
  {
    email: "director@rosterly.test",
    stops: MANAGEMENT_STOPS.filter((stop) => stop.name !== "/scheduling/daily"),
  },
  { email: "scheduler@rosterly.test", stops: MANAGEMENT_STOPS },
  { email: "nurse@rosterly.test", stops: STAFF_STOPS },
] as const;

for (const walk of WALKS) {
  test.describe(walk.email, () => {
    // One signed-in page for the whole walk, each stop its own test with the usual time limit. Not
    // serial: a stop that fails does not hide the ones after it (the next worker signs in again).
    let page: Page;
    const policyViolations: string[] = [];
    test.beforeAll(async ({ browser }, info) => {
      page = await browser.newPage({ baseURL: info.project.use.baseURL, viewport: DESKTOP });
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
      });
      await signIn(page, walk.email);
    });
    test.afterAll(async () => {
      await page.close();
    });

    for (const stop of walk.stops) {
      test(`${stop.name} has no serious axe finding, desktop and phone`, async () => {
        await page.setViewportSize(DESKTOP);
        await stop.visit(page);
        const findings = await headingFindings(page);
        // The phone layout is the same page reflowed: resizing is enough, and far cheaper than a second visit.
        for (const viewport of [DESKTOP, PHONE]) {
          await page.setViewportSize(viewport);
          for (const finding of await seriousAxeFindings(page))
            findings.push(`@${viewport.width}px: ${finding}`);
        }
        expect(findings).toEqual([]);
        expect(policyViolations, "Content-Security-Policy violations").toEqual([]);
      });
    }
  });
}
