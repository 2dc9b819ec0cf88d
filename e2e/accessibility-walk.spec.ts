import type { Locator, Page } from "@playwright/test";
import { expect, seriousAxeFindings, signIn, test } from "./support";

/**
 * Every screen each role can open, and the main dialogs, checked by axe at desktop and phone width.
 * One sign-in per role; findings are gathered over the whole walk and asserted at the end, so one
 * run lists every screen that regressed, not only the first.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** One stop of a walk: how to get there, and what shows that it has arrived (its content, not a clock). */
interface Stop {
  name: string;
  visit: (page: Page) => Promise<void>;
}

/** A screen reached by its address: it has arrived when its one level-one heading shows and nothing is loading. */
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
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
}

/** A dialog or panel opened from a screen; `open` returns the locator that proves it is open. */
function opened(path: string, label: string, open: (page: Page) => Promise<Locator>): Stop {
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

const ACCOUNT = [screen("/account/profile"), screen("/account/credentials")];

const MANAGEMENT_SCREENS = [
  screen("/scheduling/schedule"),
  screen("/scheduling/daily"),
  screen("/scheduling/template"),
  screen("/scheduling/snapshot"),
  screen("/requests"),
  screen("/admin/users/staff"),
  opened("/scheduling/schedule", "employee dialog", async (page) => {
    const grid = page.getByRole("grid", { name: "Master schedule" });
    const name = grid.getByRole("rowheader").getByRole("button").first();
    const person = (await name.textContent()) ?? "";
    await name.click();
    return page.getByRole("dialog", { name: person.trim() });
  }),
  opened("/reports/shifts", "report dialog", async (page) => page.getByRole("dialog", { name: "Report" })),
  ...ACCOUNT,
];

const OPERATIONS_SCREENS = [
  ...MANAGEMENT_SCREENS,
  screen("/openshifts"),
  opened("/openshifts", "open-shift details", async (page) => {
    await page
      .getByRole("button", { name: /^Open shift / })
      .first()
      .click();
    return page.getByRole("complementary", { name: "Open shift" });
  }),
];

const ADMIN_SCREENS = [
  ...[
    "hospital",
    "shift_types",
    "job_status",
    "job_types",
    "departments",
    "event_types",
    "flags",
    "holidays",
  ].map((tab) => screen(`/admin/general/${tab}`)),
  ...["staff", "operations", "management", "admin", "settings"].map((tab) => screen(`/admin/users/${tab}`)),
  ...["states", "daily", "validations"].map((tab) => screen(`/admin/schedule/${tab}`)),
  ...["shift", "event"].map((tab) => screen(`/admin/request/${tab}`)),
  opened("/admin/general/shift_types", "new shift type", async (page) => {
    await page.getByRole("button", { name: "Add shift type" }).click();
    return page.getByRole("dialog", { name: "New shift type" });
  }),
  opened("/admin/users/staff", "user dialog", async (page) => {
    await page.getByRole("table").getByRole("row").nth(1).getByRole("button").first().click();
    return page.getByRole("dialog");
  }),
  ...ACCOUNT,
];

const STAFF_SCREENS = [
  screen("/scheduling/staffschedule"),
  screen("/scheduling/staffdaily"),
  screen("/offers"),
  screen("/requests/mine"),
  screen("/notifications"),
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
  ...ACCOUNT,
];

export const WALKS = [
  { email: "admin@rosterly.test", stops: ADMIN_SCREENS },
  { email: "operator@rosterly.test", stops: OPERATIONS_SCREENS },
  { email: "supervisor@rosterly.test", stops: OPERATIONS_SCREENS },
  { email: "director@rosterly.test", stops: MANAGEMENT_SCREENS },
  { email: "scheduler@rosterly.test", stops: MANAGEMENT_SCREENS },
  { email: "nurse@rosterly.test", stops: STAFF_SCREENS },
] as const;

test.use({ viewport: DESKTOP });

for (const walk of WALKS) {
  test(`${walk.email}: every screen and main dialog has no serious axe finding, desktop and phone`, async ({
    page,
  }) => {
    test.slow();
    await signIn(page, walk.email);
    const findings: string[] = [];
    for (const stop of walk.stops) {
      await page.setViewportSize(DESKTOP);
      await stop.visit(page);
      // The phone layout is the same page reflowed: resizing is enough, and far cheaper than a second visit.
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        for (const finding of await seriousAxeFindings(page))
          findings.push(`${stop.name} @${viewport.width}px: ${finding}`);
      }
    }
    expect(findings).toEqual([]);
  });
}
