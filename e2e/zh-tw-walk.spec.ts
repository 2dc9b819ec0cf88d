import type { APIRequestContext, Page } from "@playwright/test";
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import zhTW from "../apps/web/src/locales/zh-TW.json" with { type: "json" };
import { flattenCatalogue } from "../apps/web/src/locales/flatten";
import { ADMIN_SCREENS, OPERATIONS_SCREENS, STAFF_SCREENS } from "./screens";
import { DEMO_PASSWORD, expect, test } from "./support";

/**
 * Every screen in Traditional Chinese, chosen the way a person does: the browser asks for zh-TW.
 * A page fails on a raw message key or on English text the Chinese catalogue translates.
 */
test.use({ locale: "zh-TW" });

const english = flattenCatalogue(en);
const chinese = flattenCatalogue(zhTW);

/**
 * English that would only show as a fallback: the fixed text (between placeholders) of each
 * message of two words or more whose Chinese differs. One-word English may be a name in the data.
 */
const ENGLISH_FALLBACKS = [
  ...new Set(
    [...english]
      .filter(([key, text]) => chinese.get(key) !== text)
      .flatMap(([, text]) => text.split(/\{\{[^}]*\}\}/))
      .map((piece) => piece.trim())
      .filter((piece) => /^[A-Za-z][A-Za-z'’-]*( [A-Za-z'’-]+)+/.test(piece)),
  ),
];
const KEYS = new Set(english.keys());
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function signInChinese(page: Page, email: string): Promise<void> {
  await page.goto("/auth/login");
  await page.getByLabel("電子郵件").fill(email);
  await page.getByLabel("密碼", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "登入" }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/**
 * The organisation's own names (shift types such as "On call", job types such as "Charge nurse"):
 * data typed by its administrator, shown as written in every language, so not a fallback.
 */
async function organisationNames(request: APIRequestContext, email: string): Promise<string[]> {
  const login = await request.post("/api/auth/jwt/create/", {
    data: { email, password: DEMO_PASSWORD, client: "mobile" },
  });
  expect(login.status()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  const hospital: unknown = await (
    await request.get("/api/hospitals/", { headers: { Authorization: `Bearer ${access}` } })
  ).json();
  const names: string[] = [];
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === "object" && value !== null)
      for (const [key, inner] of Object.entries(value)) {
        if (key === "name" && typeof inner === "string") names.push(inner);
        else collect(inner);
      }
  };
  collect(hospital);
  return names.sort((a, b) => b.length - a.length);
}

/** What a screen shows that is not Chinese: raw keys and English fallbacks (the organisation's names left out). */
async function untranslated(page: Page, names: readonly string[]): Promise<string[]> {
  const shown = await page.evaluate(() => document.body.innerText);
  const text = names.reduce((rest, name) => rest.replace(new RegExp(escaped(name), "gi"), " "), shown);
  const rawKeys = (text.match(/\b[a-z][A-Za-z]*(\.[A-Za-z_]+)+\b/g) ?? []).filter((token) => KEYS.has(token));
  // A whole phrase, not part of longer English ("a colleague" inside a comment's "a colleague's").
  const fallbacks = ENGLISH_FALLBACKS.filter((phrase) =>
    new RegExp(`(?<![A-Za-z'’])${escaped(phrase)}(?![A-Za-z'’])`).test(text),
  );
  return [...rawKeys.map((key) => `raw key ${key}`), ...fallbacks.map((phrase) => `English "${phrase}"`)];
}

const WALKS = [
  { email: "admin@rosterly.test", paths: ADMIN_SCREENS },
  { email: "operator@rosterly.test", paths: OPERATIONS_SCREENS },
  { email: "nurse@rosterly.test", paths: STAFF_SCREENS },
] as const;

for (const walk of WALKS) {
  test.describe(walk.email, () => {
    // One signed-in page per role, each screen its own test with the usual time limit (not serial:
    // a screen that fails does not hide the ones after it).
    let page: Page;
    let names: string[] = [];
    test.beforeAll(async ({ browser, playwright }, info) => {
      const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
      names = await organisationNames(request, walk.email);
      await request.dispose();
      page = await browser.newPage({ baseURL: info.project.use.baseURL, locale: "zh-TW" });
      await signInChinese(page, walk.email);
      await expect(page.locator("html")).toHaveAttribute("lang", "zh-TW");
    });
    test.afterAll(async () => {
      await page.close();
    });

    for (const path of walk.paths) {
      test(`${path} is all in Traditional Chinese`, async () => {
        await page.goto(path);
        // A cold start of the app on two busy cores can take longer than the usual seven seconds.
        await expect(page.getByRole("main")).toBeVisible({ timeout: 30_000 });
        await expect(page.getByRole("progressbar")).toHaveCount(0);
        expect(await untranslated(page, names)).toEqual([]);
      });
    }
  });
}

test("dates follow the organisation's own format (Lakeside's long date, set by its administrator)", async ({
  page,
  request,
}) => {
  // Lakeside is its own organisation: changing its formats touches no other test's hospital.
  const login = await request.post("/api/auth/jwt/create/", {
    data: { email: "admin@lakeside.test", password: DEMO_PASSWORD, client: "mobile" },
  });
  expect(login.status()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  const headers = { Authorization: `Bearer ${access}` };
  const hospital = (await (await request.get("/api/hospitals/", { headers })).json()) as { id: number };
  const update = await request.patch(`/api/hospitals/${hospital.id}/update_settings/`, {
    headers,
    data: [
      { path: "dateFormats.longDate", value: "YYYY/MM/DD dddd" },
      { path: "holidays.US", value: [{ date: "2026-12-25", name: "聖誕節" }] },
    ],
  });
  expect(update.status(), await update.text()).toBe(200);

  await signInChinese(page, "admin@lakeside.test");
  await page.goto("/admin/general/holidays");
  await expect(page.getByText("2026/12/25 星期五")).toBeVisible({ timeout: 30_000 });
});
