/**
 * The signed-out account calls (B-013, B-014, B-016): anonymous, so a 400 about the link or the
 * password is an answer to show, never a reason to go to sign-in.
 */
import {
  API,
  activationBody,
  changeEmailConfirmBody,
  resetPasswordBody,
  resetPasswordConfirmBody,
  toWire,
} from "@rosterly/contract";
import { z } from "zod";
import { request } from "../../../lib/api/client";
import { type MutationHookOptions, useChainedMutation } from "../../../lib/api/mutation";

const anything = z.unknown();

/** A mailed link's uid as the server takes it: a number when it is one, else the text (the server refuses it). */
const uidOf = (uid: string): number | string => (/^[1-9]\d{0,9}$/.test(uid) ? Number(uid) : uid);

export interface NewPassword {
  uid: string;
  token: string;
  newPassword: string;
  reNewPassword: string;
}

export function activate(body: NewPassword) {
  const wireBody = toWire(activationBody, { ...body, uid: uidOf(body.uid) });
  return request(API.activation, { method: "POST", body: wireBody, schema: anything, anonymous: true });
}

export function confirmPasswordReset(body: NewPassword) {
  const wireBody = toWire(resetPasswordConfirmBody, { ...body, uid: uidOf(body.uid) });
  return request(API.resetPasswordConfirm, {
    method: "POST",
    body: wireBody,
    schema: anything,
    anonymous: true,
  });
}

export function requestPasswordReset(email: string) {
  const wireBody = toWire(resetPasswordBody, { email });
  return request(API.resetPassword, { method: "POST", body: wireBody, schema: anything, anonymous: true });
}

export function confirmEmailChange(args: { uid: string; newEmail: string; token: string }) {
  const wireBody = toWire(changeEmailConfirmBody, {
    newEmail: args.newEmail,
    token: args.token,
    userId: uidOf(args.uid),
  });
  return request(API.changeEmailConfirm, {
    method: "PATCH",
    body: wireBody,
    schema: anything,
    anonymous: true,
  });
}

/** A mailed link's uid and token; the form adds the password pair. */
export interface MailedLink {
  uid: string;
  token: string;
}
export type PasswordPair = Pick<NewPassword, "newPassword" | "reNewPassword">;

export function useActivate(
  link: MailedLink,
  { mutationConfig }: MutationHookOptions<unknown, PasswordPair> = {},
) {
  return useChainedMutation((pair: PasswordPair) => activate({ ...link, ...pair }), {}, mutationConfig);
}

export function useConfirmPasswordReset(
  link: MailedLink,
  { mutationConfig }: MutationHookOptions<unknown, PasswordPair> = {},
) {
  return useChainedMutation(
    (pair: PasswordPair) => confirmPasswordReset({ ...link, ...pair }),
    {},
    mutationConfig,
  );
}

export function useRequestPasswordReset({ mutationConfig }: MutationHookOptions<unknown, string> = {}) {
  return useChainedMutation(requestPasswordReset, {}, mutationConfig);
}

export function useConfirmEmailChange(
  args: { uid: string; newEmail: string; token: string },
  { mutationConfig }: MutationHookOptions<unknown, void> = {},
) {
  return useChainedMutation(() => confirmEmailChange(args), {}, mutationConfig);
}
