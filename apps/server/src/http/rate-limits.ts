import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { AppError } from "./errors";

/**
 * Per-address limits on the doors a password guesser knocks on (sign-in, activation, password
 * reset), on top of the per-account lockout: one address cannot try many accounts.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        "rate_limited",
        `Too many attempts from this address; try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
  });
}

/** The route option for an address-limited door. */
export function addressLimit(perMinute: number) {
  return { rateLimit: { max: perMinute, timeWindow: 60_000 } };
}
