import { describe, expect, it } from "vitest";
import { wasmCompileTasks } from "./wasm-compile-tasks";

describe("wasmCompileTasks", () => {
  it("leaves one core to the main thread", () => {
    expect(wasmCompileTasks(2)).toBe(1);
    expect(wasmCompileTasks(8)).toBe(7);
  });

  it("keeps one compile task on a single core", () => {
    expect(wasmCompileTasks(1)).toBe(1);
  });
});
