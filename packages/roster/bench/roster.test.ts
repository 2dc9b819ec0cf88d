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
    });
    expect(() => parseBenchArguments(["--fast", "1"], "/repo")).toThrow(/unknown option/);
  });

  it("runs on the committed tiny instance and writes checkable roster files", () => {
    const out = mkdtempSync(join(tmpdir(), "roster-bench-"));
    try {
      const lines: string[] = [];
      const summary = runBench({
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
      expect(lines.some((line) => line.includes("Tiny1") && line.includes("2/2"))).toBe(true);
      const model = tinyInstance();
      const text = readFileSync(join(out, "Tiny1-seed2.roster"), "utf8");
      expect(text.split("\n")[0]).toMatch(/^A( (E|L|-)){14}$/);
      expect(evaluate(model, parseRoster(model, text)).feasible).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
