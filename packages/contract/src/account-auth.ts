import { z } from "zod";
import { accountRowId, accountText } from "./account-fields";
import { MAX_ROW_ID } from "./input";

// Bodies of the account e-mail flows (B-013 to B-016, Y-005, Y-006) and the web routes their mails
// link to (A-004). Passwords are checked by the domain's rule on the server.

const password = z.string().max(1024);
const token = z.string().min(1).max(512);
/** The person's id as it appears in a mailed link (a path segment) or as a number. */
const uid = z.union([
  accountRowId,
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "Not a valid account id.")
    .refine((value) => Number(value) <= MAX_ROW_ID, "Not a valid account id."),
]);

/** `POST /auth/users/activation/`: the activation link's uid and token, and the chosen password (Z-044). */
export const activationBody = z.object({ uid, token, newPassword: password, reNewPassword: password });

/** `POST /auth/users/reset_password/`; `platform` (and `scheme`) make the mail link to the mobile route. */
export const resetPasswordBody = z.object({
  email: accountText().pipe(z.string().max(1000)),
  platform: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{0,19}$/, "Use lower-case letters, digits, _ or -.")
    .optional(),
  scheme: z
    .string()
    .regex(/^[a-z][a-z0-9+.-]{0,31}$/, "Use a URL scheme such as rosterly.")
    .optional(),
});

/** `POST /auth/users/reset_password_confirm/`. */
export const resetPasswordConfirmBody = activationBody;

/** `POST /auth/users/set_password/` (B-015). */
export const setPasswordBody = z.object({
  currentPassword: password,
  newPassword: password,
  reNewPassword: password,
});

/** `POST /users/{id}/check_password/`. */
export const checkPasswordBody = z.object({ password });

/** `POST /users/{id}/change_email/`. */
export const changeEmailBody = z.object({ newEmail: accountText().pipe(z.string().max(1000)) });

/** `PATCH /users/change_email_confirm/` (public: the link may be opened signed out). */
export const changeEmailConfirmBody = z.object({
  newEmail: accountText().pipe(z.string().max(1000)),
  token,
  userId: uid,
});

/** The web routes account mails link to (A-004); `scheme` is the mobile hand-off (Z-043). */
export const ACCOUNT_LINKS = {
  activate: (uidValue: number, tokenValue: string) => `/auth/activate/${uidValue}/${tokenValue}`,
  resetPassword: (uidValue: number, tokenValue: string) =>
    `/auth/password/reset/confirm/${uidValue}/${tokenValue}`,
  resetPasswordOnDevice: (platform: string, uidValue: number, tokenValue: string, scheme?: string) =>
    `/auth/password/reset/confirm/${platform}/${uidValue}/${tokenValue}${scheme ? `/${scheme}` : ""}`,
  confirmEmailChange: (uidValue: number, newEmail: string, tokenValue: string) =>
    `/account/credentials/confirm_email_change/${uidValue}/${encodeURIComponent(newEmail)}/${tokenValue}`,
} as const;
