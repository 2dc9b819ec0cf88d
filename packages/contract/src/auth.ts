import { z } from "zod";

export const loginBody = z.object({
  email: z.string().trim().min(1).max(255),
  password: z.string().min(1).max(1024),
});
export const tokenPair = z.object({ access: z.string(), refresh: z.string() }).meta({ id: "TokenPair" });
export const refreshBody = z.object({ refresh: z.string().min(1) });
export const accessToken = z.object({ access: z.string() });
export const verifyBody = z.object({ token: z.string().min(1) });
export type TokenPair = z.infer<typeof tokenPair>;
