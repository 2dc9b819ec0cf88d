import { SCHEDULE_STATES } from "@rosterly/domain/schedule";
import { describe, expect, it } from "vitest";
import { luminance } from "../../../lib/colour";
import { stateLook } from "./states";

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a) ?? 0, luminance(b) ?? 0].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

describe("schedule state badges", () => {
  it.each(SCHEDULE_STATES.filter((state) => state !== "past"))(
    "%s: the label reads on the badge (WCAG AA, 4.5:1)",
    (state) => {
      const look = stateLook(state);
      expect(look).not.toBeNull();
      expect(contrast(look?.color ?? "#fff", look?.text ?? "#fff")).toBeGreaterThanOrEqual(4.5);
    },
  );
});
