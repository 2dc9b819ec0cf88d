import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const ACCOUNT_TOKEN_PURPOSES = [
  "activation",
  "password_reset",
  "email_change",
  "password_check",
] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** How long each kind of link works: a week to activate, a day to reset or confirm, minutes after a password check. */
export const ACCOUNT_TOKEN_TTL_SECONDS: Record<AccountTokenPurpose, number> = {
  activation: 7 * 24 * 3600,
  password_reset: 24 * 3600,
  email_change: 24 * 3600,
  password_check: 10 * 60,
};

export interface SignedToken {
  token: string;
  hash: string;
  expiresAt: Date;
}

const FORMAT = /^([A-Za-z0-9_-]{24})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

/** What is stored instead of the token: a leaked table holds no usable link. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Account tokens are `{random id}.{expiry}.{HMAC}`: the MAC covers the purpose, the person, the
 * subject (the new address of an e-mail change), the id and the expiry, so a token cannot be
 * altered, reused for another purpose or person, or stretched. The key is derived from the JWT
 * secret with a label of its own, so these tokens and the session JWTs never verify as each other.
 */
export class AccountTokenSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac("sha256", secret).update("rosterly account tokens v1").digest();
  }

  issue(purpose: AccountTokenPurpose, userId: number, subject: string, expiresAt: Date): SignedToken {
    const id = randomBytes(18).toString("base64url");
    const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
    const token = `${id}.${expiry}.${this.mac(purpose, userId, subject, id, expiry)}`;
    return { token, hash: hashToken(token), expiresAt: new Date(Number.parseInt(expiry, 36) * 1000) };
  }

  /** The token's hash and expiry if it was signed by us for exactly this purpose, person and subject. */
  check(
    token: string,
    purpose: AccountTokenPurpose,
    userId: number,
    subject: string,
  ): { hash: string; expiresAt: Date } | null {
    const match = FORMAT.exec(token);
    if (!match) return null;
    const [, id = "", expiry = "", mac = ""] = match;
    const expected = Buffer.from(this.mac(purpose, userId, subject, id, expiry));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { hash: hashToken(token), expiresAt: new Date(Number.parseInt(expiry, 36) * 1000) };
  }

  private mac(purpose: string, userId: number, subject: string, id: string, expiry: string): string {
    return createHmac("sha256", this.key)
      .update([purpose, String(userId), subject.toLowerCase(), id, expiry].join("\n"))
      .digest("base64url");
  }
}
