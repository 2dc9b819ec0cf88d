import type { Page } from "@playwright/test";
import en from "../apps/web/src/locales/en.json";
import zhTW from "../apps/web/src/locales/zh-TW.json";
import { ADMIN_SCREENS, OPERATIONS_SCREENS, STAFF_SCREENS } from "./screens";
import { DEMO_PASSWORD, expect, test } from "./support";

/**
 * Every screen in Traditional Chinese, chosen the way a person does: the browser asks for zh-TW.
 * A page fails on a raw message key or on English text the Chinese catalogue translates.
 */
test.use({ locale: "zh-TW" });

type Catalogue = { readonly [key: string]: string | Catalogue };

function messages(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === "string") flat.set(`${prefix}${key}`, value);
    else for (const [inner, text] of messages(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

const english = messages(en);
const chinese = messages(zhTW);

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

async function signInChinese(page: Page, email: string): Promise<void> {
  await page.goto("/auth/login");
  await page.getByLabel("電子郵件").fill(email);
  await page.getByLabel("密碼", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "登入" }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** What a screen shows that is not Chinese: raw keys and English fallbacks. */
async function untranslated(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const rawKeys = (text.match(/\b[a-z][A-Za-z]*(\.[A-Za-z_]+)+\b/g) ?? []).filter((token) => KEYS.has(token));
  const fallbacks = ENGLISH_FALLBACKS.filter((phrase) => text.includes(phrase));
  return [...rawKeys.map((key) => `raw key ${key}`), ...fallbacks.map((phrase) => `English "${phrase}"`)];
}

const WALKS = [
  { email: "admin@rosterly.test", paths: ADMIN_SCREENS },
  { email: "operator@rosterly.test", paths: OPERATIONS_SCREENS },
  { email: "nurse@rosterly.test", paths: STAFF_SCREENS },
] as const;

for (const walk of WALKS) {
  test(`${walk.email} sees every screen in Traditional Chinese`, async ({ page }) => {
    test.setTimeout(walk.paths.length * 6_000 + 30_000);
    await signInChinese(page, walk.email);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-TW");
    const found: string[] = [];
    for (const path of walk.paths) {
      await page.goto(path);
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("progressbar")).toHaveCount(0);
      for (const problem of await untranslated(page)) found.push(`${path}: ${problem}`);
    }
    expect(found).toEqual([]);
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
  await expect(page.getByText("2026/12/25 星期五")).toBeVisible();
});
