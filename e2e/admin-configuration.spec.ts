import { expect, signIn, test } from "./support";

test("an administrator adds a shift type and cannot delete one in use", async ({ page }) => {
  await signIn(page, "admin@rosterly.test");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("link", { name: "General" }).click();
  await page.getByRole("tab", { name: "Shift types" }).click();
  await expect(page).toHaveURL(/\/admin\/general\/shift_types$/);
  const table = page.getByRole("table", { name: "Shift types" });
  await expect(table.getByRole("row", { name: "Day 12" })).toBeVisible();

  await page.getByRole("button", { name: "Add shift type" }).click();
  const dialog = page.getByRole("dialog", { name: "New shift type" });
  await dialog.getByRole("textbox", { name: "Name" }).fill("Mid 10");
  await dialog.getByRole("textbox", { name: "Start time" }).fill("1100");
  await dialog.getByRole("textbox", { name: "End time" }).fill("21:00");
  await expect(dialog.getByText("10 h")).toBeVisible();
  await dialog.getByRole("button", { name: "Pill" }).click();
  await dialog.getByRole("textbox", { name: "Symbol text" }).fill("M10");
  await dialog.getByRole("button", { name: "#00897b" }).click();
  await expect(
    dialog.getByRole("region", { name: "Preview" }).getByRole("img", { name: "Mid 10 11:00–21:00" }).first(),
  ).toHaveText("M10");
  await dialog.getByRole("button", { name: "Create" }).click();

  await expect(page.getByText("Shift type Mid 10 saved.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const created = table.getByRole("row", { name: "Mid 10" });
  await expect(created).toBeVisible();
  const symbol = created.getByRole("img", { name: "Mid 10 11:00–21:00" });
  await expect(symbol).toHaveText("M10");
  await expect(symbol).toHaveCSS("background-color", "rgb(0, 137, 123)");

  await page.getByRole("button", { name: "Actions for Day 12" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Delete shift type" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(
    page.getByText("Cannot delete shift type Day 12 because it is currently being used"),
  ).toBeVisible();
  await expect(table.getByRole("row", { name: "Day 12" })).toBeVisible();

  // The new shift type is in nobody's use: it goes.
  await page.getByRole("button", { name: "Actions for Mid 10" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Delete shift type" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("Shift type Mid 10 deleted.")).toBeVisible();
  await expect(table.getByRole("row", { name: "Mid 10" })).toHaveCount(0);
});
