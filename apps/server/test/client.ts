import type { LightMyRequestResponse } from "fastify";
import type { App } from "../src/http/types";
import type { TestUser } from "./factories";
import { signIn } from "./http";

export type Method = "GET" | "POST" | "PATCH" | "DELETE";
export type Client = (method: Method, url: string, payload?: unknown) => Promise<LightMyRequestResponse>;

/** Signs the person in once and answers a function that calls the API as them. */
export async function clientFor(app: App, user: Pick<TestUser, "email" | "password">): Promise<Client> {
  const { authorization } = await signIn(app, user);
  return (method, url, payload) =>
    app.inject({
      method,
      url,
      headers: { authorization },
      ...(payload === undefined
        ? {}
        : {
            payload: JSON.stringify(payload),
            headers: { authorization, "content-type": "application/json" },
          }),
    });
}
