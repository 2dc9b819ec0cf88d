/**
 * The load's people as clients: signed in over HTTP once each, and kept signed in the way the web
 * client is (a new access token from the refresh token before the five-minute one runs out).
 */
export interface SignedIn {
  userId: number;
  email: string;
  access: string;
  refresh: string;
  /** When the access token was issued (performance.now()), to renew it before it runs out. */
  issuedAt: number;
}

function tokensOf(body: unknown): { access: string; refresh: string | null } {
  if (typeof body !== "object" || body === null || !("access" in body) || typeof body.access !== "string")
    throw new Error("the server answered no access token");
  const refresh = "refresh" in body && typeof body.refresh === "string" ? body.refresh : null;
  return { access: body.access, refresh };
}

async function postJson(url: string, payload: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  if (response.status !== 200)
    throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Signs every account in, `concurrency` at a time (each sign-in is an argon2 verify on the server). */
export async function signInAll(
  baseUrl: string,
  accounts: readonly { userId: number; email: string }[],
  password: string,
  concurrency = 8,
): Promise<SignedIn[]> {
  const signedIn: SignedIn[] = new Array<SignedIn>(accounts.length);
  let next = 0;
  const worker = async () => {
    while (next < accounts.length) {
      const index = next;
      next += 1;
      const account = accounts[index];
      if (!account) continue;
      const tokens = tokensOf(
        await postJson(`${baseUrl}/api/auth/jwt/create/`, { email: account.email, password }),
      );
      if (tokens.refresh === null) throw new Error("sign-in answered no refresh token");
      signedIn[index] = {
        ...account,
        access: tokens.access,
        refresh: tokens.refresh,
        issuedAt: performance.now(),
      };
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, accounts.length) }, worker));
  return signedIn;
}

/** A new access token for the person (the refresh token stays, unless the server hands a new one). */
export async function renewAccess(baseUrl: string, person: SignedIn): Promise<void> {
  const tokens = tokensOf(await postJson(`${baseUrl}/api/auth/jwt/refresh/`, { refresh: person.refresh }));
  person.access = tokens.access;
  person.issuedAt = performance.now();
  if (tokens.refresh !== null) person.refresh = tokens.refresh;
}
