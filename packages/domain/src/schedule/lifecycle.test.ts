import { describe, expect, it } from "vitest";
import {
  approveSchedule,
  calendarState,
  isReadOnly,
  isStaffVisible,
  normalizeScheduleState,
  postSchedule,
  postScheduleForSelfSchedule,
  publishSchedule,
  rejectSchedule,
  staffVisibleStates,
  SCHEDULE_STATES,
  type ScheduleState,
  type TransitionResult,
} from "./lifecycle.ts";

type Row = [
  from: string,
  approve: string | null,
  reject: string | null,
  postWith: string | null,
  postWithout: string | null,
  selfSchedule: string | null,
  publishWith: string | null,
  publishWithout: string | null,
];

/** Every action from every state: the next state, or null where the action is invalid. */
const TABLE: Row[] = [
  ["initial", "draft", null, null, null, "self_schedule", null, null],
  ["self_schedule", "draft", "initial", null, null, null, null, null],
  ["draft", null, "self_schedule", "pending_post_approval", "under_nurse_review", null, null, null],
  ["pending_post_approval", "under_nurse_review", "draft", null, null, null, null, null],
  [
    "under_nurse_review",
    null,
    "pending_post_approval",
    null,
    null,
    null,
    "pending_publish_approval",
    "published",
  ],
  ["pending_publish_approval", "published", "under_nurse_review", null, null, null, "published", "published"],
  ["published", null, "pending_publish_approval", null, null, null, null, null],
  ["current", null, null, null, null, null, null, null],
  ["past", null, null, null, null, null, null, null],
];

const expectMove = (result: TransitionResult, expected: string | null, action: string, from: string) =>
  expect(result).toEqual(
    expected === null
      ? { ok: false, error: { code: "invalid_state", action, state: from } }
      : { ok: true, state: expected },
  );

describe("schedule lifecycle transitions (F-004, F-005, Z-011)", () => {
  it("covers every state", () => {
    expect(TABLE.map((row) => row[0])).toEqual([...SCHEDULE_STATES]);
  });

  it.each(TABLE)(
    "from %s: approve %s, reject %s, post %s / %s, self-schedule %s, publish %s / %s",
    (from, approve, reject, postWith, postWithout, selfSchedule, publishWith, publishWithout) => {
      expectMove(approveSchedule(from), approve, "approve", from);
      expectMove(rejectSchedule(from), reject, "reject", from);
      expectMove(postSchedule(from, true), postWith, "post", from);
      expectMove(postSchedule(from, false), postWithout, "post", from);
      expectMove(postScheduleForSelfSchedule(from), selfSchedule, "post_self_schedule", from);
      expectMove(publishSchedule(from, true), publishWith, "publish", from);
      expectMove(publishSchedule(from, false), publishWithout, "publish", from);
    },
  );

  it.each([
    ["pending_approval_before_post", approveSchedule, "under_nurse_review"],
    ["under_review_nurse", (s: string) => publishSchedule(s, true), "pending_publish_approval"],
    ["pending_approval_before_publish", rejectSchedule, "under_nurse_review"],
  ])("accepts the alias %s and answers in canonical names", (alias, action, expected) => {
    expect(action(alias)).toEqual({ ok: true, state: expected });
  });

  it.each(["finalized", "", "DRAFT"])("names an unknown state %j in the error", (state) => {
    expect(approveSchedule(state)).toEqual({
      ok: false,
      error: { code: "invalid_state", action: "approve", state },
    });
  });

  it("normalises aliases and rejects unknown names", () => {
    expect(normalizeScheduleState("under_review_nurse")).toBe("under_nurse_review");
    expect(normalizeScheduleState("published")).toBe("published");
    expect(normalizeScheduleState("finalized")).toBeNull();
  });
});

describe("isReadOnly (F-009, Z-010)", () => {
  it.each<[string, boolean]>([
    ["initial", false],
    ["self_schedule", false],
    ["draft", false],
    ["under_nurse_review", false],
    ["under_review_nurse", false],
    ["pending_post_approval", true],
    ["pending_publish_approval", true],
    ["published", true],
    ["current", true],
    ["past", true],
    ["finalized", true],
  ])("without configuration, %s is read-only: %s", (state, readOnly) => {
    expect(isReadOnly(state, undefined, true)).toBe(readOnly);
  });

  it("is always read-only without edit rights", () => {
    for (const state of ["draft", "", null]) expect(isReadOnly(state, undefined, false)).toBe(true);
  });

  it("leaves a period without a schedule state editable", () => {
    expect(isReadOnly("", { draft: { editable: false } }, true)).toBe(false);
    expect(isReadOnly(null, {}, true)).toBe(false);
  });

  it.each<[string, Record<string, { editable?: boolean }>, boolean]>([
    ["draft", { draft: { editable: false } }, true],
    ["published", { published: { editable: true } }, false],
    ["current", { published: { editable: true } }, true],
    ["draft", { published: { editable: true } }, true],
    ["draft", { draft: {} }, false],
    ["published", { published: {} }, true],
    ["under_nurse_review", { under_review_nurse: { editable: false } }, true],
  ])("configured: %s with %j is read-only: %s", (state, config, readOnly) => {
    expect(isReadOnly(state, config, true)).toBe(readOnly);
  });
});

describe("calendarState (Y-017)", () => {
  const period = { startOn: "2026-03-01", endOn: "2026-04-11" };
  it.each<[ScheduleState, string, ScheduleState]>([
    ["published", "2026-02-28", "published"],
    ["published", "2026-03-01", "current"],
    ["published", "2026-04-11", "current"],
    ["published", "2026-04-12", "past"],
    ["current", "2026-04-11", "current"],
    ["current", "2026-04-12", "past"],
    ["past", "2026-03-05", "past"],
    ["draft", "2026-04-20", "draft"],
    ["under_nurse_review", "2026-03-05", "under_nurse_review"],
  ])("%s on %s is %s", (state, today, expected) => {
    expect(calendarState(state, period, today)).toBe(expected);
  });
});

describe("isStaffVisible (F-009, Z-010)", () => {
  it.each<[string, boolean]>([
    ["initial", false],
    ["self_schedule", true],
    ["draft", false],
    ["pending_post_approval", false],
    ["pending_approval_before_post", false],
    ["under_nurse_review", true],
    ["pending_publish_approval", false],
    ["published", true],
    ["current", true],
    ["past", true],
    ["finalized", false],
  ])("without configuration, staff see %s: %s", (state, visible) => {
    expect(isStaffVisible(state, undefined)).toBe(visible);
  });

  it("hides nothing of a period that has no saved schedule", () => {
    expect(isStaffVisible("", { initial: { staffVisible: false } })).toBe(true);
    expect(isStaffVisible(null, {})).toBe(true);
  });

  it.each<[string, Record<string, { staffVisible?: boolean }>, boolean]>([
    ["initial", { initial: { staffVisible: true } }, true],
    ["published", { published: { staffVisible: false } }, false],
    ["under_nurse_review", { under_review_nurse: { staffVisible: false } }, false],
    ["draft", { published: { staffVisible: true } }, false],
    ["current", { current: {} }, true],
    ["initial", { initial: {} }, false],
  ])("follows the hospital's setting: %s with %j is visible: %s", (state, config, visible) => {
    expect(isStaffVisible(state, config)).toBe(visible);
  });
});

describe("staffVisibleStates", () => {
  it("lists the states staff see by default, aliases included", () => {
    expect(staffVisibleStates(null).sort()).toEqual(
      ["current", "past", "published", "self_schedule", "under_nurse_review", "under_review_nurse"].sort(),
    );
  });

  it("follows the hospital's settings", () => {
    expect(
      staffVisibleStates({ initial: { staffVisible: true }, published: { staffVisible: false } }),
    ).toEqual(["initial"]);
  });
});
