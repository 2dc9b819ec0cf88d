import { z } from "zod";
import type { AppDeps } from "../../deps";
import { addressLimit } from "../../http/rate-limits";
import type { App } from "../../http/types";
import { Errors } from "../../http/errors";
import { readCalendarFeed } from "../../services/calendar-feeds/read-feed";

/**
 * Calendar services poll every subscribed link from a few addresses of their own (Google's, Apple's),
 * so the per-address ceiling is far above a sign-in door's while still stopping a guesser.
 */
const FEED_REQUESTS_PER_MINUTE = 300;

/** True when the client's copy is current: If-None-Match wins; If-Modified-Since only without it. */
function notModified(
  headers: { "if-none-match"?: string; "if-modified-since"?: string },
  etag: string,
  lastModified: Date,
): boolean {
  const tags = headers["if-none-match"];
  if (tags !== undefined) {
    return tags
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""))
      .some((tag) => tag === "*" || tag === etag);
  }
  const since = headers["if-modified-since"];
  if (since === undefined) return false;
  const sinceTime = Date.parse(since);
  return !Number.isNaN(sinceTime) && lastModified.getTime() <= sinceTime;
}

/** `GET /cal/<secret>.ics`: the private link itself, no session; the secret is the credential. */
export function publicFeedRoute(app: App, deps: AppDeps): void {
  app.get(
    "/cal/:file",
    {
      schema: { hide: true, params: z.object({ file: z.string().max(200) }) },
      config: { public: true, ...addressLimit(FEED_REQUESTS_PER_MINUTE) },
    },
    async (request, reply) => {
      const match = /^(.+)\.ics$/.exec(request.params.file);
      if (!match?.[1]) throw Errors.notFound("errors.not_found.calendar_feed");
      const feed = await readCalendarFeed(
        { db: deps.db, clock: deps.clock, publicUrl: deps.config.publicUrl },
        match[1],
      );
      reply
        .header("etag", feed.etag)
        .header("last-modified", feed.lastModified.toUTCString())
        // Personal data: browsers and calendar apps revalidate, shared caches never keep it.
        .header("cache-control", "private, no-cache")
        .header("x-robots-tag", "noindex");
      if (notModified(request.headers, feed.etag, feed.lastModified)) return reply.status(304).send();
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", 'inline; filename="rosterly.ics"')
        .send(feed.body);
    },
  );
}
