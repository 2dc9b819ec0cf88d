import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { instanceNames, parseBenchArguments, runBench } from "../src/bench.ts";
import { parseRoster } from "../src/model.ts";
import { REPO_DIR, tinyInstance } from "../src/test-support.ts";
import { evaluate } from "../src/evaluate.ts";

describe("bench:roster", () => {
  it("reads its arguments", () => {
    expect(instanceNames("1-3,7,Tiny1")).toEqual([
      "Instance1",
      "Instance2",
      "Instance3",
      "Instance7",
      "Tiny1",
    ]);
    const args = parseBenchArguments(
      ["--instances", "2-3", "--seconds=5", "--seeds", "2", "--out", "x"],
      "/repo",
    );
    expect(args).toEqual({
      dir: "/shared/bench/curtois",
      instances: ["Instance2", "Instance3"],
      seconds: 5,
      seeds: 2,
      out: "/repo/x",
      highs: true,
      exact: false,
    });
    expect(parseBenchArguments(["--exact", "on"], "/repo").exact).toBe(true);
    expect(() => parseBenchArguments(["--fast", "1"], "/repo")).toThrow(/unknown option/);
  });

  it("runs on the committed tiny instance and writes checkable roster files, with the HiGHS baseline", async () => {
    const out = mkdtempSync(join(tmpdir(), "roster-bench-"));
    try {
      const lines: string[] = [];
      const summary = await runBench({
        ...parseBenchArguments(
          [
            "--dir",
            "packages/roster/test-data",
            "--instances",
            "Tiny1",
            "--seconds",
            "1",
            "--seeds",
            "2",
            "--out",
            out,
          ],
          REPO_DIR,
        ),
        log: (line) => lines.push(line),
      });
      expect(summary.instances[0]).toMatchObject({ name: "Tiny1", runs: 2, feasibleRuns: 2 });
      // the tiny instance's optimum is 0 (HiGHS proves it); the solver must find it too
      expect(summary.instances[0]?.highs).toEqual({ objective: 0, ratio: null, optimal: true });
      expect(summary.instances[0]?.best).toBe(0);
      expect(lines.some((line) => line.includes("Tiny1") && line.includes("2/2"))).toBe(true);
      const model = tinyInstance();
      const text = readFileSync(join(out, "Tiny1-seed2.roster"), "utf8");
      expect(text.split("\n")[0]).toMatch(/^A( (E|L|-)){14}$/);
      expect(evaluate(model, parseRoster(model, text)).feasible).toBe(true);
      const highsText = readFileSync(join(out, "Tiny1-highs.roster"), "utf8");
      expect(evaluate(model, parseRoster(model, highsText)).objective).toBe(0);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
