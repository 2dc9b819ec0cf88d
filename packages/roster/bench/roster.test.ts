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
      colgen: true,
    });
    expect(parseBenchArguments(["--exact", "on"], "/repo").exact).toBe(true);
    expect(parseBenchArguments(["--colgen", "off"], "/repo").colgen).toBe(false);
    expect(() => parseBenchArguments(["--fast", "1"], "/repo")).toThrow(/unknown option/);
    expect(parseBenchArguments(["--iterations", "5000", "--highs", "off"], "/repo")).toMatchObject({
      iterations: 5000,
      highs: false,
      colgen: false,
    });
    expect(() => parseBenchArguments(["--iterations", "5000", "--seconds", "5"], "/repo")).toThrow(
      /replaces --seconds/,
    );
    expect(() => parseBenchArguments(["--iterations", "0"], "/repo")).toThrow(/--iterations must be/);
  });

  it("runs to an iteration budget, the same rosters whatever the load, and refuses a HiGHS baseline with it", async () => {
    const out = mkdtempSync(join(tmpdir(), "roster-bench-"));
    try {
      const args = ["--dir", "packages/roster/test-data", "--instances", "Tiny1", "--seeds", "1"];
      const run = async (iterations: number, highs: "on" | "off") => {
        const lines: string[] = [];
        const summary = await runBench({
          ...parseBenchArguments(
            [...args, "--iterations", String(iterations), "--highs", highs, "--out", out],
            REPO_DIR,
          ),
          log: (line) => lines.push(line),
        });
        return { summary, lines, roster: readFileSync(join(out, "Tiny1-seed1.roster"), "utf8") };
      };
      await expect(run(20_000, "on")).rejects.toThrow(/--highs off/);
      const one = await run(20_000, "off");
      const two = await run(20_000, "off");
      expect(one.lines[0]).toContain("20000 iterations per run");
      expect(two.roster).toBe(one.roster);
      expect(one.summary.instances[0]).toMatchObject({ runs: 1, feasibleRuns: 1, highs: null });
      // a budget too short for annealing still returns the constructed roster, and a different one
      const short = await run(1, "off");
      expect(short.roster).not.toBe(one.roster);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
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
