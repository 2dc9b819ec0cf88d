import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyDiff,
  changedCells,
  diffByDay,
  diffByPerson,
  diffSnapshot,
  invertDiff,
  isEmptyDiff,
} from "./diff.ts";

interface S {
  id: number;
  assigneeId: number;
  date: string;
  startTime: string;
  endTime: string;
  typeId: number;
  canceled: boolean;
  modifiedOn: string;
}
interface E {
  id: number;
  assigneeId: number;
  dates: string[];
  startTime: string | null;
  endTime: string | null;
  typeId: number;
}

const shift = (over: Partial<S> = {}): S => ({
  id: 1,
  assigneeId: 10,
  date: "2027-01-03",
  startTime: "07:00:00",
  endTime: "19:00:00",
  typeId: 1,
  canceled: false,
  modifiedOn: "2027-01-01T00:00:00.000Z",
  ...over,
});
const event = (over: Partial<E> = {}): E => ({
  id: 1,
  assigneeId: 10,
  dates: ["2027-01-04"],
  startTime: null,
  endTime: null,
  typeId: 1,
  ...over,
});

describe("snapshot diff (J-003)", () => {
  it.each([
    ["a new shift", [], [shift()], ["added"]],
    ["a deleted shift", [shift()], [], ["removed"]],
    ["another date", [shift()], [shift({ date: "2027-01-05" })], ["moved"]],
    ["another time", [shift()], [shift({ endTime: "15:00:00" })], ["moved"]],
    ["another person", [shift()], [shift({ assigneeId: 11 })], ["reassigned"]],
    ["a cancellation", [shift()], [shift({ canceled: true })], ["changed"]],
    [
      "moved to another person with another type",
      [shift()],
      [shift({ assigneeId: 11, date: "2027-01-09", typeId: 2 })],
      ["moved", "reassigned", "changed"],
    ],
  ] as const)("%s", (_label, before, after, kinds) => {
    const diff = diffSnapshot({ shifts: [...before], events: [] }, { shifts: [...after], events: [] });
    expect(diff.shifts.map((change) => change.kinds)).toEqual([kinds]);
  });

  it("ignores bookkeeping fields alone", () => {
    const diff = diffSnapshot(
      { shifts: [shift()], events: [] },
      { shifts: [shift({ modifiedOn: "2027-02-01T00:00:00.000Z" })], events: [] },
    );
    expect(isEmptyDiff(diff)).toBe(true);
  });

  it("moves events by their dates", () => {
    const diff = diffSnapshot(
      { shifts: [], events: [event()] },
      { shifts: [], events: [event({ dates: ["2027-01-04", "2027-01-05"] })] },
    );
    expect(diff.events[0]?.kinds).toEqual(["moved"]);
    expect(diff.events[0]?.fields).toEqual(["dates"]);
  });

  it("groups a reassignment under both people and a move under both days", () => {
    const diff = diffSnapshot(
      { shifts: [shift()], events: [] },
      { shifts: [shift({ assigneeId: 11, date: "2027-01-05" })], events: [] },
    );
    expect([...diffByPerson(diff).keys()].sort()).toEqual([10, 11]);
    expect([...diffByDay(diff).keys()]).toEqual(["2027-01-03", "2027-01-05"]);
    expect(changedCells(diff)).toEqual(
      new Map([
        [10, new Set(["2027-01-03"])],
        [11, new Set(["2027-01-05"])],
      ]),
    );
  });
});

const dates = fc.constantFrom("2027-01-03", "2027-01-04", "2027-01-05", "2027-01-06");
const times = fc.constantFrom("07:00:00", "19:00:00", "15:00:00", "23:00:00");
const shiftArb = (id: number) =>
  fc.record({
    id: fc.constant(id),
    assigneeId: fc.integer({ min: 10, max: 13 }),
    date: dates,
    startTime: times,
    endTime: times,
    typeId: fc.integer({ min: 1, max: 3 }),
    canceled: fc.boolean(),
    modifiedOn: fc.constant("2027-01-01T00:00:00.000Z"),
  });
const eventArb = (id: number) =>
  fc.record({
    id: fc.constant(id),
    assigneeId: fc.integer({ min: 10, max: 13 }),
    dates: fc.uniqueArray(dates, { minLength: 1, maxLength: 3 }).map((list) => list.sort()),
    startTime: fc.constant(null),
    endTime: fc.constant(null),
    typeId: fc.integer({ min: 1, max: 3 }),
  });
/** A side: some of ids 1..8, each with random content. */
const side = fc.record({
  shifts: fc
    .uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 8 })
    .chain((ids) => fc.tuple(...ids.map(shiftArb)))
    .map((list) => [...list].sort((a, b) => a.id - b.id)),
  events: fc
    .uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 8 })
    .chain((ids) => fc.tuple(...ids.map(eventArb)))
    .map((list) => [...list].sort((a, b) => a.id - b.id)),
});

describe("snapshot diff properties", () => {
  it("a snapshot against itself has no changes", () => {
    fc.assert(fc.property(side, (snapshot) => isEmptyDiff(diffSnapshot(snapshot, snapshot))));
  });

  it("applying the diff to the snapshot gives the live schedule", () => {
    fc.assert(
      fc.property(side, side, (snapshot, live) => {
        expect(applyDiff(snapshot, diffSnapshot(snapshot, live))).toEqual(live);
      }),
    );
  });

  it("applying the inverse to the live schedule gives the snapshot", () => {
    fc.assert(
      fc.property(side, side, (snapshot, live) => {
        expect(applyDiff(live, invertDiff(diffSnapshot(snapshot, live)))).toEqual(snapshot);
      }),
    );
  });

  it("every changed cell is a cell of a person and day the diff groups", () => {
    fc.assert(
      fc.property(side, side, (snapshot, live) => {
        const diff = diffSnapshot(snapshot, live);
        const people = diffByPerson(diff);
        const days = diffByDay(diff);
        for (const [userId, cells] of changedCells(diff)) {
          expect(people.has(userId)).toBe(true);
          for (const date of cells) expect(days.has(date)).toBe(true);
        }
      }),
    );
  });
});
