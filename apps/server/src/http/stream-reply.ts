import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/**
 * Sends a byte stream (a file download). Routes type their replies by their JSON response
 * schemas; a stream has none, so it goes through the untyped reply.
 */
export function sendStream(reply: FastifyReply, stream: Readable): FastifyReply {
  return reply.send(stream);
}
