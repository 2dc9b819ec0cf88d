import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Compresses answers over 1 KB for clients that accept it: brotli at quality 4, else gzip. A
 * department's period is two 500-row pages of about 130 KB of JSON each; on a ward's Wi-Fi the
 * bytes cost far more than the few milliseconds of compression (see bench/api-list.bench.ts).
 * Files that are already compressed (PDF, images) are left as they are by their content type, and
 * the built web app's files are served from the copies compressed at build time.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { encodings: ["br", "gzip"], threshold: 1024 });
}
