import { describe, expect, it } from "vitest";
import { createI18n } from "../../../test/i18n";
import { type BurstTimer, type ChangeBurst, collectBursts, summariseBurst } from "./change-burst";

/** A burst ends only when the test says so: no clock. */
function manualTimer() {
  let pending: (() => void) | null = null;
  const timer: BurstTimer = (end) => {
    pending = end;
    return () => {
      pending = null;
    };
  };
  return {
    timer,
    endBurst: () => {
      const end = pending;
      pending = null;
      end?.();
    },
  };
}

const t = createI18n("en").t;
const names = new Map([
  [21, "Baker, Omar"],
  [22, "Lee, Ann"],
]);
const list = (items: readonly string[]) => new Intl.ListFormat("en", { type: "conjunction" }).format(items);
const say = (burst: ChangeBurst) => summariseBurst(t, burst, (id) => names.get(id), list);

describe("live change bursts", () => {
  it("gathers the messages of one burst into one line", () => {
    const { timer, endBurst } = manualTimer();
    const lines: string[] = [];
    const collector = collectBursts((burst) => lines.push(say(burst)), timer);
    for (let i = 0; i < 3; i += 1) collector.add({ kind: "shift", actorId: 22, removed: false });
    expect(lines).toEqual([]);
    endBurst();
    expect(lines).toEqual(["3 shifts changed by Lee, Ann"]);
    collector.add({ kind: "event", actorId: 21, removed: false });
    collector.add({ kind: "shift", actorId: 21, removed: true });
    endBurst();
    expect(lines.at(-1)).toBe("1 event changed by Baker, Omar; 1 entry removed");
  });

  it("names everyone who changed something, and no one when an author is unknown", () => {
    const { timer, endBurst } = manualTimer();
    const lines: string[] = [];
    const collector = collectBursts((burst) => lines.push(say(burst)), timer);
    collector.add({ kind: "shift", actorId: 22, removed: false });
    collector.add({ kind: "shift", actorId: 21, removed: false });
    endBurst();
    collector.add({ kind: "shift", actorId: 22, removed: false });
    collector.add({ kind: "shift", actorId: null, removed: false });
    endBurst();
    expect(lines).toEqual(["2 shifts changed by Lee, Ann and Baker, Omar", "2 shifts changed"]);
  });

  it("says nothing for a burst cancelled by leaving the screen", () => {
    const { timer, endBurst } = manualTimer();
    const lines: string[] = [];
    const collector = collectBursts((burst) => lines.push(say(burst)), timer);
    collector.add({ kind: "shift", actorId: 22, removed: false });
    collector.cancel();
    endBurst();
    expect(lines).toEqual([]);
  });
});
