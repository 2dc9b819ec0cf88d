import { API_VERSION, API_VERSION_HEADER } from "@rosterly/contract";
import type { FastifyInstance } from "fastify";
import { Errors } from "./errors";

/** Every answer names the API version; a client asking for another one is told so (Z-039). */
export function registerApiVersion(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header(API_VERSION_HEADER, API_VERSION);
    const asked = request.headers[API_VERSION_HEADER];
    if (
      typeof asked === "string" &&
      asked !== "" &&
      asked !== API_VERSION &&
      request.url.startsWith("/api/")
    ) {
      throw Errors.unsupportedApiVersion(asked);
    }
  });
}
