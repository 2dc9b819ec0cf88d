import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";

export { expect };

/**
 * Every browser test also checks that the page broke no Content-Security-Policy rule: Chromium
 * reports each refused script, style, image or connection on the console.
 */
export const test = base.extend<{ contentSecurityPolicy: undefined }>({
  contentSecurityPolicy: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(undefined);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export const DEMO_PASSWORD = "Rosterly-demo-1";

/** Signs in through the real form, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes("/auth/login")) await page.goto("/auth/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

/** Resolves once the page's socket on `path` (`/ws/updates/`, `/ws/notifications/`) has heard the server's ready frame. */
export function socketReady(page: Page, path: string): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) => {
      if (!socket.url().includes(path)) return;
      socket.on("framereceived", (frame) => {
        if (String(frame.payload).includes('"content_type":"ready"')) resolve();
      });
    });
  });
}

/**
 * The serious and critical axe findings on the page as it is now (or in the part `within` selects),
 * one line per rule with its nodes.
 */
export async function seriousAxeFindings(page: Page, within?: string): Promise<string[]> {
  // Judge the page as it settles, not a frame of a fade or a colour change in progress: mid-way
  // colours (a chip turning from amber to grey, a tooltip fading in) are not what anyone reads.
  await page.addStyleTag({
    content: "*, *::before, *::after { transition: none !important; animation: none !important; }",
  });
  // Run in the page itself (the app has no frames) and gather only violations in full. The default
  // finishes the run in a second, blank page and builds a selector for every node of every passing
  // rule: on a six-week grid that was 40 s of a 45 s check on two cores, against 5-6 s this way,
  // with the same findings.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  const results = await (within ? builder.include(within) : builder).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  return serious.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(" ")} (${node.failureSummary ?? ""})`).join(", ")}`,
  );
}

/** Accessibility is part of done: axe finds nothing serious or critical on the page as it is now. */
export async function expectNoSeriousAxeFindings(page: Page, within?: string): Promise<void> {
  expect(await seriousAxeFindings(page, within)).toEqual([]);
}

/**
 * The demo operator's API headers and hospital, from a phone-app sign-in, so that a browser's web
 * session of the same person is not displaced (one web and one phone session per person).
 */
export async function operatorApi(request: APIRequestContext) {
  const login = await request.post("/api/auth/jwt/create/", {
    data: { email: "operator@rosterly.test", password: DEMO_PASSWORD, client: "mobile" },
  });
  expect(login.status()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  const headers = { Authorization: `Bearer ${access}` };
  const hospital = (await (await request.get("/api/hospitals/", { headers })).json()) as {
    departments: { id: number; name: string }[];
    shift_types: { id: number; name: string }[];
  };
  return { headers, hospital };
}
