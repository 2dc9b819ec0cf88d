import { page, type Shift, shift, toWire } from "@rosterly/contract";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { deferred } from "../../test/deferred";
import { fakeServer, type RecordedRequest } from "../../test/fake-server";
import { buildShift } from "../../test/schedule-fixtures";
import { storeSession } from "../../test/tokens";
import { schedulingKeys } from "./keys";
import { departmentShiftsQueryOptions } from "./list-queries";

const DEPARTMENT = 3;
const shifts = (count: number, date: string) => Array.from({ length: count }, () => buildShift(21, date));

/** The next window's `count` shifts in pages of 500; page 1 answers once `page1Waits` lets it. */
function nextWindow(count: number, page1Waits: () => Promise<void>) {
  const all = shifts(count, "2026-03-20");
  return async (request: RecordedRequest) => {
    const number = Number(request.query.get("page") ?? "1");
    if (number === 1) await page1Waits();
    const results = all.slice((number - 1) * 500, number * 500);
    const next = number === 1 ? "http://api.test/api/shifts/?page=2&page_size=500" : null;
    return { body: toWire(page(shift), { count: all.length, next, previous: null, results }) };
  };
}

/**
 * The next window's shifts (700 unless told), where page 1 answers only once the last page has been
 * asked for: a fetch that waits for page 1 before asking for the last page never ends.
 */
function serveNextWindow(count = 700) {
  storeSession();
  const last = deferred();
  const lastPage = String(Math.ceil(count / 500));
  return fakeServer().on("GET", "/api/shifts/", async (request) => {
    if (request.query.get("page") === lastPage) last.resolve();
    return nextWindow(count, () => last.promise)(request);
  });
}

describe("a department's shifts", () => {
  it("asks for a window's pages together when a cached window of the department held that many", async () => {
    const server = serveNextWindow();
    const client = new QueryClient();
    client.setQueryData<Shift[]>(
      schedulingKeys.shifts(DEPARTMENT, "2026-01-25", "2026-03-21"),
      shifts(650, "2026-02-02"),
    );

    const loaded = await client.fetchQuery(
      departmentShiftsQueryOptions(DEPARTMENT, "2026-03-08", "2026-05-02", [21]),
    );

    expect(loaded).toHaveLength(700);
    expect(server.calls("GET", "/api/shifts/")).toHaveLength(2);
  });

  it("asks for the pages a first window likely holds with the first, from its staff and days", async () => {
    const server = serveNextWindow();
    // Nothing of the department cached: 30 staff over 56 days, about 840 shifts, two pages.
    const staff = Array.from({ length: 30 }, (_, index) => 100 + index);

    const loaded = await new QueryClient().fetchQuery(
      departmentShiftsQueryOptions(DEPARTMENT, "2026-03-08", "2026-05-02", staff),
    );

    expect(loaded).toHaveLength(700);
    const pages = server.calls("GET", "/api/shifts/").map((request) => request.query.get("page") ?? "1");
    expect(pages.sort()).toEqual(["1", "2"]);
  });

  it("errs high for a ward fuller than most: 52 staff holding 1,100 shifts over 56 days", async () => {
    const server = serveNextWindow(1100);
    const staff = Array.from({ length: 52 }, (_, index) => 100 + index);

    const loaded = await new QueryClient().fetchQuery(
      departmentShiftsQueryOptions(DEPARTMENT, "2026-03-08", "2026-05-02", staff),
    );

    expect(loaded).toHaveLength(1100);
    const pages = server.calls("GET", "/api/shifts/").map((request) => request.query.get("page") ?? "1");
    expect(pages.sort()).toEqual(["1", "2", "3"]);
  });
});
