import { expect, expectNoSeriousAxeFindings, seriousAxeFindings, signIn, signOut, test } from "./support";

// Each role's rail, in order: the groups of the screens that exist for it.
const ROLES = [
  {
    email: "admin@rosterly.test",
    bell: true,
    support: false,
    rail: ["General", "Users", "Schedule", "Request"],
  },
  {
    email: "operator@rosterly.test",
    bell: true,
    support: true,
    rail: ["Schedule", "Open shifts", "Requests", "Users", "Report"],
  },
  {
    email: "supervisor@rosterly.test",
    bell: true,
    support: true,
    rail: ["Schedule", "Open shifts", "Requests", "Users", "Report"],
  },
  {
    email: "director@rosterly.test",
    bell: true,
    support: true,
    rail: ["Schedule", "Requests", "Users", "Report"],
  },
  {
    email: "scheduler@rosterly.test",
    bell: true,
    support: true,
    rail: ["Schedule", "Requests", "Users", "Report"],
  },
  {
    email: "nurse@rosterly.test",
    bell: false,
    support: true,
    rail: ["Schedule", "Open shifts", "Requests", "Notifications"],
  },
] as const;

for (const role of ROLES) {
  test(`${role.email} signs in and sees that role's navigation`, async ({ page }) => {
    await signIn(page, role.email);
    const bar = page.getByRole("banner");
    await expect(bar.getByRole("button", { name: "Account menu" })).toBeVisible();
    await expect(bar.getByRole("button", { name: "Notifications" })).toHaveCount(role.bell ? 1 : 0);
    await expect(
      bar.getByRole("link", { name: "Support" }).or(bar.getByRole("button", { name: "Support" })),
    ).toHaveCount(role.support ? 1 : 0);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    // A rail entry may carry a badge count in its text (hidden at zero).
    await expect(nav.getByRole("link")).toHaveText(
      role.rail.map((entry) => new RegExp(`^\\d*\\+?${entry}$`)),
    );
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menuitem", { name: "My profile" })).toBeVisible();
    await page.keyboard.press("Escape");
    await signOut(page);
  });
}

test("a signed-out deep link lands on sign-in and returns there after it", async ({ page }) => {
  await page.goto("/account/profile?tab=job");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get("redirect") ?? "")).toBe(
    "/account/profile?tab=job",
  );
  await signIn(page, "nurse@rosterly.test");
  await expect(page).toHaveURL(/\/account\/profile\?tab=job$/);
  await expect(page.getByRole("heading", { name: "My profile" })).toBeVisible();
});

test("wrong passwords lock the account (a Lakeside nurse no other test uses) and the locked view counts down, even after reload", async ({
  page,
}) => {
  const policyViolations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
  });
  // A cold load of the sign-in page is the lean screen (no MUI): it gets the same checks as the app.
  await page.goto("/auth/login");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter your password.")).toBeVisible();
  await expect(page.getByLabel("E-mail")).toBeFocused();
  await expectNoSeriousAxeFindings(page);
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await page.getByLabel("E-mail").fill("ruth.ellis@lakeside.test");
    await page.getByLabel("Password", { exact: true }).fill(`Wrong-password-${attempt}`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Incorrect email or password.")).toBeVisible();
  }
  await page.getByLabel("Password", { exact: true }).fill("Wrong-password-5");
  await page.getByRole("button", { name: "Sign in" }).click();
  const locked = page.getByText(/too many/i);
  await expect(locked.first()).toBeVisible();
  await expect(page.getByText(/1[45]:\d\d|1[45] min/).first()).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await page.reload();
  await expect(page.getByText(/too many/i).first()).toBeVisible();
  expect(policyViolations, "Content-Security-Policy violations").toEqual([]);
});

test("signing out clears the session: the back button does not bring the app back", async ({ page }) => {
  await signIn(page, "director@rosterly.test");
  await signOut(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.goto("/account/profile");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
});

test("an unknown page shows the not-found page", async ({ page }) => {
  await signIn(page, "operator@rosterly.test");
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: /not found|can.t find|doesn.t exist/i })).toBeVisible();
});

test("the accessibility check every screen uses finds serious faults where there are some", async ({
  page,
}) => {
  await page.goto("/auth/login");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  // Two faults put on the page: pale grey text on white and a button with no name.
  await page.evaluate(() => {
    const faint = document.createElement("p");
    faint.textContent = "Barely readable";
    faint.style.color = "#dddddd";
    faint.style.background = "#ffffff";
    const nameless = document.createElement("button");
    document.body.append(faint, nameless);
  });
  const findings = await seriousAxeFindings(page);
  expect(findings.some((line) => line.startsWith("color-contrast:"))).toBe(true);
  expect(findings.some((line) => line.startsWith("button-name:"))).toBe(true);
});
