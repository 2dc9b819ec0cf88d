/** Steps the user dialog's tests share: open it as a person would and fill its inputs. */
import { screen, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { signedInServer } from "../../../../test/fake-server";
import { storeSession } from "../../../../test/tokens";
import { accountsHospital, buildAccount, pendingJson, usersPage } from "../../test/fixtures";

export type User = ReturnType<typeof userEvent.setup>;

/** An admin on the staff list, with one person listed. */
export function adminServer() {
  storeSession();
  return signedInServer("admin", { hospital: accountsHospital() })
    .on("GET", "/api/profiles/pending_count/", { body: pendingJson() })
    .on("GET", "/api/users/", { body: usersPage([buildAccount()]) });
}

export async function openAddUser(user: User): Promise<HTMLElement> {
  await user.click(await screen.findByRole("button", { name: "Add user" }));
  return screen.findByRole("dialog", { name: "Add user" });
}

export async function openListed(user: User, name: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole("button", { name }));
  return screen.findByRole("dialog", { name });
}

export async function pick(
  user: User,
  scope: HTMLElement,
  label: string | RegExp,
  option: string,
): Promise<void> {
  await user.click(within(scope).getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

export async function optionsOf(user: User, scope: HTMLElement, label: string | RegExp): Promise<string[]> {
  await user.click(within(scope).getByRole("combobox", { name: label }));
  const list = await screen.findByRole("listbox");
  const names = within(list)
    .getAllByRole("option")
    .map((option) => option.textContent ?? "");
  await user.keyboard("{Escape}");
  return names;
}

export async function openTab(user: User, dialog: HTMLElement, name: string): Promise<void> {
  await user.click(within(dialog).getByRole("tab", { name }));
}

/** Types a calendar day into a date picker (its sections take the digits in MM/DD/YYYY order). */
export async function typeDate(
  user: User,
  scope: HTMLElement,
  label: string,
  mmddyyyy: string,
): Promise<void> {
  await user.click(within(scope).getByRole("group", { name: new RegExp(`^${label}`) }));
  await user.keyboard(mmddyyyy.replace(/\//g, ""));
}

/** Fills the job info a profile needs. */
export async function fillJobInfo(
  user: User,
  dialog: HTMLElement,
  jobType = "Registered Nurse",
): Promise<void> {
  await openTab(user, dialog, "Job info");
  await pick(user, dialog, /^Primary department/, "Emergency");
  await pick(user, dialog, /^Job type/, jobType);
  await pick(user, dialog, /^Job status/, "Full time (FT)");
  await pick(user, dialog, /^Primary shift/, "Day 12");
  await user.type(within(dialog).getByLabelText(/^Employee ID/), "E-7781");
  await user.type(within(dialog).getByLabelText(/^Daily hours/), "12");
  await user.type(within(dialog).getByLabelText(/^Weekly hours/), "36");
}
