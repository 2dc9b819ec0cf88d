/**
 * B-016: `POST /api/users/{id}/check_password/` proves it is the owner, then
 * `POST /api/users/{id}/change_email/` mails a confirmation link to the new address.
 */
import { API, changeEmailBody, checkPasswordBody, toWire } from "@rosterly/contract";
import { z } from "zod";
import { api } from "../../../lib/api/client";
import { type MutationHookOptions, useChainedMutation } from "../../../lib/api/mutation";

const anything = z.unknown();

export function checkPassword(userId: number, password: string) {
  return api.post(API.checkPassword(userId), toWire(checkPasswordBody, { password }), anything);
}

export function requestEmailChange(userId: number, newEmail: string) {
  return api.post(API.changeEmail(userId), toWire(changeEmailBody, { newEmail }), anything);
}

/** The password check failed; `cause` holds the server's answer. */
export class WrongPassword extends Error {
  override readonly name = "WrongPassword";
}

export interface EmailChange {
  password: string;
  newEmail: string;
}

/** B-016 in two calls: the password proves ownership, then the link goes to the new address. */
export async function changeEmail(userId: number, { password, newEmail }: EmailChange): Promise<string> {
  try {
    await checkPassword(userId, password);
  } catch (error) {
    throw new WrongPassword("password check failed", { cause: error });
  }
  await requestEmailChange(userId, newEmail);
  return newEmail;
}

export function useChangeEmail(
  userId: number,
  { mutationConfig }: MutationHookOptions<string, EmailChange> = {},
) {
  return useChainedMutation((change: EmailChange) => changeEmail(userId, change), {}, mutationConfig);
}
