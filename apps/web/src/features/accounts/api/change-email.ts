/**
 * B-016: `POST /api/users/{id}/check_password/` proves it is the owner, then
 * `POST /api/users/{id}/change_email/` mails a confirmation link to the new address.
 */
import { API, changeEmailBody, checkPasswordBody, toWire } from "@rosterly/contract";
import { z } from "zod";
import { api } from "../../../lib/api/client";

const anything = z.unknown();

export function checkPassword(userId: number, password: string) {
  return api.post(API.checkPassword(userId), toWire(checkPasswordBody, { password }), anything);
}

export function requestEmailChange(userId: number, newEmail: string) {
  return api.post(API.changeEmail(userId), toWire(changeEmailBody, { newEmail }), anything);
}
