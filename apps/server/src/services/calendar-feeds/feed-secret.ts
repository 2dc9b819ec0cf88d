import { createHash, createHmac, randomBytes } from "node:crypto";
import type { CalendarFeedKey } from "../../repositories/calendar-feeds";

/** The shape of a feed secret: 43 base64url characters (an HMAC-SHA256). */
export const FEED_SECRET = /^[A-Za-z0-9_-]{43}$/;

export function hashFeedSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/**
 * Feed links are `HMAC(key, owner and nonce)`: the stored nonce alone opens nothing, so the table
 * keeps only a hash of the link while the owner can still be shown it again. The key is derived
 * from the server secret with a label of its own, so feed links never verify as any other token.
 */
export class FeedSecrets {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac("sha256", secret).update("rosterly calendar feeds v1").digest();
  }

  /** A fresh secret for the feed (turning on or regenerating). */
  issue(key: CalendarFeedKey): { secret: string; nonce: string; secretHash: string } {
    const nonce = randomBytes(18).toString("base64url");
    const secret = this.secretOf(key, nonce);
    return { secret, nonce, secretHash: hashFeedSecret(secret) };
  }

  secretOf(key: CalendarFeedKey, nonce: string): string {
    return createHmac("sha256", this.key)
      .update([key.orgId, key.userId, key.kind, key.departmentId, nonce].join("\n"))
      .digest("base64url");
  }
}
