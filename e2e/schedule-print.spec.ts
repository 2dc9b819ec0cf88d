import { expect, expectNoSeriousAxeFindings, operatorApi, signIn, test } from "./support";

/**
 * Printing the period grid for the unit wall: the print layout opens from the master schedule, and
 * Chromium's PDF of it has landscape pages with every staff row in every two-week table.
 */
test("a scheduler prints the period of their unit: every staff row in every table, on landscape pages", async ({
  page,
  request,
}) => {
  // A six-week grid, an axe run and a PDF on a shared machine.
  test.slow();
  const { headers, hospital } = await operatorApi(request);
  const unit = hospital.departments.find((d) => d.name === "4 West Med-Surg");
  const { employees } = (await (await request.get("/api/hospitals/", { headers })).json()) as {
    employees: Record<string, { full_name: string; department_id: number | null }>;
  };
  const staff = Object.values(employees).filter((e) => e.department_id === unit?.id);
  expect(staff.length).toBeGreaterThan(10);

  await signIn(page, "scheduler@rosterly.test");
  await page.goto("/scheduling/schedule");
  await expect(page.getByRole("grid", { name: "Master schedule" })).toBeVisible();
  await page.getByRole("link", { name: "Print" }).click();

  const sheet = page.getByRole("article", { name: /4 West Med-Surg schedule/ });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(/^State: /)).toBeVisible();
  const tables = sheet.getByRole("table");
  await expect(tables).toHaveCount(3);
  const names = staff.map((person) => person.full_name).sort();
  for (const table of await tables.all())
    expect((await table.locator("tbody th[scope=row]").allInnerTexts()).sort()).toEqual(names);
  await expect(sheet.getByRole("region", { name: "Legend" })).toContainText("Time conflict");
  await expectNoSeriousAxeFindings(page);

  // On paper the frame steps aside: no rail, no top bar, no buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation").first()).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: false });
  const text = pdf.toString("latin1");
  const pages = text.match(/\/Type\s*\/Page[^s]/g) ?? [];
  // Each two-week table starts a page; a large unit may run over more than one.
  expect(pages.length).toBeGreaterThanOrEqual(3);
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text);
  expect(box, "the PDF names its page size").not.toBeNull();
  expect(Number(box?.[1])).toBeGreaterThan(Number(box?.[2]));
});
