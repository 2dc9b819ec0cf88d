import { expect, expectNoSeriousAxeFindings, signIn, test } from "./support";

/** A minimal PDF (recognised by its content), with a marker so two versions differ. */
const pdf = (marker: string) =>
  Buffer.from(
    `%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

test("a scheduler opens a nurse from the grid, uploads her PDF licence, sees it expired, replaces it with history and downloads it", async ({
  page,
}) => {
  test.slow();
  const code = `RN licence ${Date.now()}`;
  await signIn(page, "scheduler@rosterly.test");
  await page.goto("/scheduling/schedule");
  const grid = page.getByRole("grid", { name: "Master schedule" });
  await expect(grid).toBeVisible({ timeout: 20_000 });
  // The first person of 4 West's grid, by the name the grid shows ("Last, First").
  const name = grid.getByRole("rowheader").getByRole("button").first();
  const shown = (await name.textContent()) ?? "";
  const [last = "", first = ""] = shown.replace(/ \(.*\)$/, "").split(", ");
  const fullName = `${first} ${last}`;
  await name.click();
  const dialog = page.getByRole("dialog", { name: shown });
  await dialog.getByRole("tab", { name: "Documents" }).click();
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
  // The first save's toast may still be on screen beside this one.
  await expect(page.getByText("Document saved.").filter({ visible: true }).last()).toBeVisible();
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
