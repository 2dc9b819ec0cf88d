import { type Page } from "@playwright/test";
import { linkFromNewestMail } from "./mail";
import { expect, signIn, signOut, test } from "./support";

/** Someone no other test knows, so the run does not depend on the demo's people. */
const nurse = {
  first: "Edith",
  last: `Cavell${Date.now().toString(36)}`,
  email: `edith.cavell.${Date.now().toString(36)}@riverside.test`,
  password: "First-shift-7",
};

async function pick(page: Page, label: RegExp, option: string) {
  await page.getByRole("dialog").getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function choosePassword(page: Page, password: string) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Repeat new password").fill(password);
}

test.describe
  .serial("a new nurse's account", () => {
    test("an administrator adds a nurse", async ({ page }) => {
      await signIn(page, "admin@rosterly.test");
      await page
        .getByRole("navigation", { name: "Main navigation" })
        .getByRole("link", { name: /Users/ })
        .click();
      await expect(page).toHaveURL(/\/admin\/users\/staff$/);
      await page.getByRole("button", { name: "Add user" }).click();

      const dialog = page.getByRole("dialog", { name: "Add user" });
      await dialog.getByLabel(/^First name/).fill(nurse.first);
      await dialog.getByLabel(/^Last name/).fill(nurse.last);
      await dialog.getByLabel(/^E-mail/).fill(nurse.email);
      await dialog.getByLabel("Personal phone").fill("503-555-0147");
      await dialog.getByRole("tab", { name: "Job info" }).click();
      await pick(page, /^Primary department/, "4 West Med-Surg");
      await pick(page, /^Job type/, "RN");
      await pick(page, /^Job status/, "Full time (FT)");
      await pick(page, /^Primary shift/, "Day 12");
      await dialog.getByLabel(/^Employee ID/).fill("E2E-0001");
      await dialog.getByLabel(/^Daily hours/).fill("12");
      await dialog.getByLabel(/^Weekly hours/).fill("36");
      await dialog.getByRole("button", { name: "Add", exact: true }).click();

      await expect(page.getByText("The user is added.")).toBeVisible();
      await expect(dialog).toBeHidden();
      await page.getByLabel("Search by name or e-mail").fill(nurse.last);
      await expect(page.getByRole("button", { name: `${nurse.last}, ${nurse.first}` })).toBeVisible();
      await signOut(page);
    });

    test("the nurse activates the account from the mailed link and signs in to the staff shell", async ({
      page,
    }) => {
      await page.goto(await linkFromNewestMail(nurse.email, "/auth/activate/"));
      await expect(page.getByRole("heading", { name: "Welcome to Rosterly" })).toBeVisible();
      await choosePassword(page, nurse.password);
      await page.getByRole("button", { name: "Activate my account" }).click();

      await expect(page).toHaveURL(/\/auth\/login$/);
      await expect(page.getByText("Your account is active.")).toBeVisible();
      await signIn(page, nurse.email, nurse.password);
      const rail = page.getByRole("navigation", { name: "Main navigation" });
      await expect(rail.getByRole("link", { name: "Schedule" })).toBeVisible();
      await expect(rail.getByRole("link", { name: /Users/ })).toHaveCount(0);
      await expect(page.getByRole("banner").getByRole("button", { name: "Notifications" })).toHaveCount(0);
      await signOut(page);
    });

    test("the nurse resets the password from the sign-in page", async ({ page }) => {
      await page.goto("/auth/login");
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
      await page.getByLabel("E-mail").fill(nurse.email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByText(`If an account uses ${nurse.email}`)).toBeVisible();

      await page.goto(await linkFromNewestMail(nurse.email, "/auth/password/reset/confirm/"));
      await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
      await choosePassword(page, "Second-shift-8");
      await page.getByRole("button", { name: "Change password" }).click();
      await expect(page.getByText("Your password is changed.")).toBeVisible();

      await page.getByLabel("E-mail").fill(nurse.email);
      await page.getByLabel("Password", { exact: true }).fill(nurse.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByText("Incorrect email or password.")).toBeVisible();
      await signIn(page, nurse.email, "Second-shift-8");
      await signOut(page);
    });
  });

test("a scheduler cannot open a user of another department", async ({ page }) => {
  // An administrator finds an ICU nurse; the dialog's address names them.
  await signIn(page, "admin@rosterly.test");
  await page.goto("/admin/users/staff");
  const icuRow = page.getByRole("row").filter({ hasText: "ICU" }).first();
  const name = (await icuRow.getByRole("button").textContent()) ?? "";
  await icuRow.getByRole("button").click();
  await expect(page.getByRole("dialog", { name })).toBeVisible();
  const userId = new URL(page.url()).searchParams.get("user");
  expect(userId).toMatch(/^\d+$/);
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await signOut(page);

  await signIn(page, "scheduler@rosterly.test");
  await page.goto("/admin/users/staff");
  await expect(page.getByRole("table", { name: "Users" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "ICU" })).toHaveCount(0);
  await page.getByLabel("Search by name or e-mail").fill(name.split(",")[0] ?? name);
  await expect(page.getByRole("button", { name })).toHaveCount(0);

  await page.goto(`/admin/users/staff?user=${userId}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("User not found")).toBeVisible();
  await expect(
    dialog.getByText("This user does not exist, or is outside the departments you manage."),
  ).toBeVisible();
});
