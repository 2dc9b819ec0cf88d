import type { App } from "../src/http/types";
import type { TestUser } from "./factories";

/** Signs in through the real endpoint and answers the bearer header. */
export async function signIn(
  app: App,
  user: Pick<TestUser, "email" | "password">,
): Promise<{ authorization: string; refresh: string }> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/jwt/create/",
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ access: string; refresh: string }>();
  return { authorization: `Bearer ${body.access}`, refresh: body.refresh };
}
