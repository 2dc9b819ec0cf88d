import type { Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import {
  type AccountTokenRow,
  insertAccountToken,
  lockAccountToken,
  markAccountTokenUsed,
} from "../../repositories/account-tokens";
import { ACCOUNT_TOKEN_TTL_SECONDS, type AccountTokenPurpose, type AccountTokenSigner } from "./signer";

export interface TokenSubject {
  purpose: AccountTokenPurpose;
  userId: number;
  /** The confirmed address of an e-mail change; nothing for the other purposes. */
  newEmail?: string;
}

/** Signs a new token and records its hash; answers the token to mail. */
export async function issueAccountToken(
  db: Executor,
  signer: AccountTokenSigner,
  subject: TokenSubject & { orgId: number; createdBy: number | null; now: Date },
): Promise<string> {
  const expiresAt = new Date(subject.now.getTime() + ACCOUNT_TOKEN_TTL_SECONDS[subject.purpose] * 1000);
  const signed = signer.issue(subject.purpose, subject.userId, subject.newEmail ?? "", expiresAt);
  await insertAccountToken(db, {
    orgId: subject.orgId,
    userId: subject.userId,
    purpose: subject.purpose,
    tokenHash: signed.hash,
    newEmail: subject.newEmail ?? null,
    expiresAt: signed.expiresAt,
    createdBy: subject.createdBy,
    now: subject.now,
  });
  return signed.token;
}

/** A token we did not sign for this purpose, person and subject is `token_invalid`, before any lookup. */
export function assertSigned(signer: AccountTokenSigner, token: string, subject: TokenSubject): void {
  if (!signer.check(token, subject.purpose, subject.userId, subject.newEmail ?? ""))
    throw Errors.tokenInvalid();
}

/**
 * Uses a token inside the caller's transaction: `token_invalid` if tampered, unknown or retired,
 * `token_used` if used before, `token_expired` past its time. The row stays locked until commit,
 * so of two simultaneous uses one wins and the other sees it used.
 */
export async function consumeAccountToken(
  db: Executor,
  signer: AccountTokenSigner,
  token: string,
  subject: TokenSubject,
  now: Date,
): Promise<AccountTokenRow> {
  const signed = signer.check(token, subject.purpose, subject.userId, subject.newEmail ?? "");
  if (!signed) throw Errors.tokenInvalid();
  const row = await lockAccountToken(db, signed.hash);
  if (!row || row.userId !== subject.userId || row.purpose !== subject.purpose) throw Errors.tokenInvalid();
  if (row.usedAt) throw Errors.tokenUsed();
  if (row.revokedAt) throw Errors.tokenInvalid();
  if (row.expiresAt.getTime() <= now.getTime()) throw Errors.tokenExpired();
  await markAccountTokenUsed(db, row.id, now);
  return row;
}
