import { type APIRequestContext, expect as baseExpect } from "@playwright/test";
import { DEMO_PASSWORD, expect, expectNoSeriousAxeFindings, operatorApi, signIn, test } from "./support";

const DAY_MS = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

interface WireEmployee {
  id: number;
  user_id: number;
  email: string;
  full_name: string;
}

/** The demo nurse's phone-app headers, so the scheduler's browser session stays the only web one. */
async function nurseApi(request: APIRequestContext) {
  const login = await request.post("/api/auth/jwt/create/", {
    data: { email: "nurse@rosterly.test", password: DEMO_PASSWORD, client: "mobile" },
  });
  baseExpect(login.status()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  return { Authorization: `Bearer ${access}` };
}

test("an operator sees a nurse's expiring licence in the users list and seats her from her open-shift bids", async ({
  page,
  request,
}) => {
  test.slow();
  const { headers, hospital } = await operatorApi(request);
  const everyone = (await (await request.get("/api/hospitals/", { headers })).json()) as {
    employees: Record<string, WireEmployee>;
  };
  const nurse = Object.values(everyone.employees).find((row) => row.email === "nurse@rosterly.test");
  if (!nurse) throw new Error("the demo nurse is missing");

  // The operator works in the browser and prepares through the API (a phone-app session of theirs).
  // A licence that runs out in five days, and an open shift tomorrow the nurse bids on.
  const licence = await request.post("/api/credential-docs/", {
    headers,
    data: {
      profile_id: nurse.id,
      type: "license",
      name: `RN licence ${Date.now()}`,
      expire_on: new Date(Date.now() + 5 * DAY_MS).toISOString(),
    },
  });
  expect(licence.status(), await licence.text()).toBe(201);
  const title = `Bid from the dialog ${Date.now()}`;
  const created = await request.post("/api/open-shifts/", {
    headers,
    data: {
      department_id: hospital.departments.find((row) => row.name === "4 West Med-Surg")?.id,
      date: isoDay(1),
      type_id: hospital.shift_types.find((row) => row.name === "Night 12")?.id,
      opening: 1,
      title,
      bidding_ends_on: new Date(Date.now() + DAY_MS).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const bid = await request.post(`/api/open-shifts/${id}/bid/`, { headers: await nurseApi(request) });
  expect(bid.status(), await bid.text()).toBe(200);

  await signIn(page, "operator@rosterly.test");
  await page.goto("/admin/users/staff");
  await page.getByLabel("Search by name or e-mail").fill("nurse@rosterly.test");
  const row = page.getByRole("row").filter({ hasText: "nurse@rosterly.test" });
  await expect(row.getByText(/credentials? expiring soon/)).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  // Her schedule in the employee dialog, opened from her name in the grid (its rows are drawn as
  // they scroll into view): the bids button counts her bid once it has loaded.
  await page.goto("/scheduling/schedule");
  const grid = page.getByRole("grid", { name: "Master schedule" });
  await expect(grid).toBeVisible({ timeout: 20_000 });
  const name = grid.getByRole("rowheader").getByRole("button", { name: nurse.full_name });
  await grid.getByRole("rowheader").first().hover();
  for (let step = 0; step < 20 && !(await name.isVisible()); step += 1) await page.mouse.wheel(0, 300);
  await name.click();
  const dialog = page.getByRole("dialog", { name: nurse.full_name });
  const bids = dialog.getByTestId("user-bids-button");
  await expect(bids).toBeEnabled();
  await bids.click();
  const panel = page.getByRole("dialog", { name: /Open-shift bids of/ });
  const entry = panel.locator(`[data-open-shift-id="${id}"]`);
  await expect(entry).toContainText(title);
  await expectNoSeriousAxeFindings(page);

  await entry.getByRole("button", { name: /^Assign / }).click();
  await expect(page.getByText(/is seated on the open shift on/)).toBeVisible();
  await expect(panel.locator(`[data-open-shift-id="${id}"]`)).toHaveCount(0);
});
