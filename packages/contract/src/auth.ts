import { z } from "zod";

/** The kinds of client a person may be signed in on at once, one session each (Y-003). */
export const CLIENT_KINDS = ["web", "mobile"] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

export const loginBody = z.object({
  email: z.string().trim().min(1).max(255),
  password: z.string().min(1).max(1024),
  /** Which client signs in; a new sign-in ends the previous session of the same client. */
  client: z.enum(CLIENT_KINDS).default("web"),
});
export const tokenPair = z.object({ access: z.string(), refresh: z.string() }).meta({ id: "TokenPair" });
export const refreshBody = z.object({ refresh: z.string().min(1) });
export const accessToken = z.object({ access: z.string() });
export const verifyBody = z.object({ token: z.string().min(1) });
export type TokenPair = z.infer<typeof tokenPair>;
