import { Writable } from "node:stream";
import { prettyFactory } from "pino-pretty";

/**
 * The log as a person at a terminal reads it: one coloured line per request ("GET /api/… 200 12 ms")
 * instead of Fastify's two JSON objects, other entries through pino-pretty. It formats the already
 * serialised JSON lines, so the logger's redaction (tokens in URLs, auth headers) has happened first.
 */
export function terminalLogStream(out: NodeJS.WritableStream, options: { colorize: boolean }): Writable {
  const prettify: (line: object) => string = prettyFactory({
    colorize: options.colorize,
    translateTime: "SYS:HH:MM:ss.l",
    ignore: "pid,hostname,reqId",
    singleLine: true,
  });
  // Fastify logs the request's method and URL when it arrives and the status and time when it is
  // answered; the first is held back (by request id) until the second.
  const pending = new Map<string, string>();
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n")) {
        if (line.trim() === "") continue;
        const formatted = formatEntry(line, pending);
        if (formatted) out.write(prettify(formatted));
      }
      done();
    },
  });
}

type Entry = Record<string, unknown>;

function formatEntry(line: string, pending: Map<string, string>): Entry | null {
  let entry: Entry;
  try {
    const parsed: unknown = JSON.parse(line);
    if (typeof parsed !== "object" || parsed === null) return { msg: line };
    entry = { ...parsed };
  } catch {
    return { msg: line };
  }
  const requestId = typeof entry.reqId === "string" ? entry.reqId : null;
  const { req, res, responseTime, ...rest } = entry;
  if (requestId && entry.msg === "incoming request" && isObject(req)) {
    // An unanswered request (a dropped socket) must not keep its line forever.
    if (pending.size > 10_000) pending.clear();
    pending.set(requestId, `${String(req.method)} ${String(req.url)}`);
    return null;
  }
  if (requestId && entry.msg === "request completed" && isObject(res)) {
    const request = pending.get(requestId) ?? "request";
    pending.delete(requestId);
    const ms = typeof responseTime === "number" ? Math.round(responseTime) : "?";
    return { ...rest, msg: `${request} ${String(res.statusCode)} ${ms} ms` };
  }
  return entry;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
