import { describe, expect, it } from "vitest";
import { z } from "zod";
import { deferred } from "../../test/deferred";
import { fakeServer, type RecordedRequest } from "../../test/fake-server";
import { storeSession } from "../../test/tokens";
import { fetchAllPages } from "./fetch-all-pages";

const item = z.object({ id: z.number() });
const PAGE_SIZE = 2;

/** A list of `total` items in pages of two, with absolute `next` links as the server writes them. */
function pagedList(total: number, hold?: (page: number) => Promise<void>) {
  return async (request: RecordedRequest) => {
    const number = Number(request.query.get("page") ?? "1");
    await hold?.(number);
    const ids = Array.from({ length: total }, (_, i) => i + 1);
    const results = ids.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE).map((id) => ({ id }));
    const more = number * PAGE_SIZE < total;
    const next = more ? `http://api.test/api/things/?kind=a&page=${number + 1}` : null;
    return { body: { count: total, next, previous: null, results } };
  };
}

/** Five things in pages of two, where page `held` answers only once page 3 has been asked for. */
function serveFiveHolding(held: number) {
  storeSession();
  const third = deferred();
  return fakeServer().on(
    "GET",
    "/api/things/",
    pagedList(5, async (page) => {
      if (page === 3) third.resolve();
      if (page === held) await third.promise;
    }),
  );
}

describe("fetchAllPages", () => {
  it("asks for the pages after the first all at once and keeps their order", async () => {
    // Page 2 answers only once page 3 has been asked for: one page after another would never finish.
    const server = serveFiveHolding(2);

    const items = await fetchAllPages("/api/things/?kind=a", item);

    expect(items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5]);
    expect(server.calls("GET", "/api/things/").map((r) => r.query.get("page"))).toEqual([null, "2", "3"]);
    expect(server.calls("GET", "/api/things/").every((r) => r.query.get("kind") === "a")).toBe(true);
  });

  it("follows a next link beyond the pages the first count announced", async () => {
    storeSession();
    let total = 4;
    const server = fakeServer().on("GET", "/api/things/", async (request) => {
      const answer = await pagedList(total)(request);
      // Rows added after the first page was read: page 2 now links to a third.
      if (request.query.get("page") === null) total = 5;
      return answer;
    });

    const items = await fetchAllPages("/api/things/?kind=a", item);

    expect(items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5]);
    expect(server.calls("GET", "/api/things/")).toHaveLength(3);
  });

  it("reads a single page once", async () => {
    storeSession();
    const server = fakeServer().on("GET", "/api/things/", pagedList(2));

    await expect(fetchAllPages("/api/things/", item)).resolves.toEqual([{ id: 1 }, { id: 2 }]);
    expect(server.calls("GET", "/api/things/")).toHaveLength(1);
  });

  it("asks for the pages an expected count implies together with the first", async () => {
    // The first page answers only once page 3 has been asked for: waiting for its count would never finish.
    const server = serveFiveHolding(1);

    const items = await fetchAllPages("/api/things/?kind=a&page_size=2", item, undefined, 5);

    expect(items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5]);
    const pages = server.calls("GET", "/api/things/").map((r) => r.query.get("page"));
    expect(pages.sort()).toEqual(["2", "3", null].sort());
  });

  it("adds nothing for expected pages past the end", async () => {
    storeSession();
    const server = fakeServer().on("GET", "/api/things/", pagedList(3));

    const items = await fetchAllPages("/api/things/?page_size=2", item, undefined, 9);

    expect(items.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(server.calls("GET", "/api/things/")).toHaveLength(5);
  });

  it("asks for the pages beyond too low a guess once the first has answered, and none twice", async () => {
    storeSession();
    const server = fakeServer().on("GET", "/api/things/", pagedList(7));

    const items = await fetchAllPages("/api/things/?page_size=2", item, undefined, 3);

    expect(items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const pages = server.calls("GET", "/api/things/").map((r) => r.query.get("page") ?? "1");
    expect(pages.sort()).toEqual(["1", "2", "3", "4"]);
  });
});
