import { expect, expectNoSeriousAxeFindings, operatorApi, signIn, test } from "./support";

/** A minimal PDF (recognised by its content), with a marker so two versions differ. */
const pdf = (marker: string) =>
  Buffer.from(
    `%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

test("a scheduler uploads a nurse's PDF licence, sees it expired, replaces it with history and downloads it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Setup only: which person the demo nurse is (the employee dialog that links here is another change).
  const { headers } = await operatorApi(request);
  const found = await request.get("/api/users/?search=nurse%40rosterly.test", { headers });
  const nurse = ((await found.json()) as { results: { id: number; first_name: string; last_name: string }[] })
    .results[0];
  expect(nurse).toBeDefined();
  if (!nurse) return;
  const fullName = `${nurse.first_name} ${nurse.last_name}`;
  const code = `RN licence ${Date.now()}`;

  await signIn(page, "scheduler@rosterly.test");
  await page.goto(`/employees/${nurse.id}/documents`);
  await expect(page.getByRole("heading", { name: `Documents: ${fullName}` })).toBeVisible();
  await expect(page.getByRole("tab", { name: /Credentials/ })).toBeVisible();

  await page.getByRole("button", { name: "Add" }).click();
  await page.getByRole("textbox", { name: "Code" }).fill(code);
  await page.getByLabel("Expiration date").fill("2025-06-30");
  await page
    .getByLabel("Choose file")
    .setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: pdf("first") });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Document saved.")).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row.getByText("Expired")).toBeVisible();
  await expect(row.getByText("06/30/2025")).toBeVisible();
  await expect(page.getByRole("tab", { name: /Credentials/ }).getByLabel(/\d+ expired/)).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  // Renewed: the old version is kept as history, then the new scan replaces the attachment.
  await row.getByRole("button", { name: `Edit ${code}` }).click();
  await page.getByLabel("Expiration date").fill("2030-06-30");
  await page.getByRole("button", { name: "Save with history" }).click();
  await expect(page.getByText("Document saved.")).toBeVisible();
  const renewed = page.getByRole("row").filter({ hasText: code }).filter({ hasText: "06/30/2030" });
  await expect(renewed.getByText("Expired")).toHaveCount(0);
  await renewed
    .locator("input[type=file]")
    .setInputFiles({ name: "renewed.pdf", mimeType: "application/pdf", buffer: pdf("second") });
  await expect(page.getByText("File uploaded.")).toBeVisible();

  await renewed.getByRole("button", { name: `Show history of ${code}` }).click();
  const history = page.getByRole("table", { name: "Earlier versions" });
  await expect(history.getByText("06/30/2025")).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  const downloading = page.waitForEvent("download");
  await renewed.getByRole("button", { name: `Download attachment of ${code}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${fullName} ${code}.pdf`);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  expect(Buffer.concat(chunks).equals(pdf("second"))).toBe(true);
});
