import type { Config } from "../config/env";
import { redactSecrets } from "../lib/redact";

/**
 * The request log: method, address and the URL without its secrets (the live channel carries the
 * access token in its URL); authorization headers and cookies are never written.
 */
export function loggerOptions(level: Config["logLevel"]) {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactSecrets(request.url),
        remoteAddress: request.ip,
      }),
    },
    redact: ["req.headers.authorization", "req.headers.cookie"],
  };
}
