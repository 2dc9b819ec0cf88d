/** Helpers for the package's tests: where the benchmark lives, and tiny instances built in code. */
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCurtois } from "./curtois/parse.ts";
import type { RosterModel } from "./model.ts";

export const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const REPO_DIR = resolve(PACKAGE_DIR, "../..");
/**
 * The benchmark folder: $CURTOIS_DIR, else ../shared/bench/curtois relative to the repository root (or to
 * the main checkout's root when this is a worktree under <root>/../wt/<name>).
 */
export const CURTOIS_DIR = defaultCurtoisDir();

export function defaultCurtoisDir(): string {
  if (process.env.CURTOIS_DIR) return process.env.CURTOIS_DIR;
  const candidates = [
    resolve(REPO_DIR, "../shared/bench/curtois"),
    resolve(REPO_DIR, "../../shared/bench/curtois"),
  ];
  return candidates.find((dir) => existsSync(resolve(dir, "Instance1.txt"))) ?? (candidates[0] as string);
}
export const HAVE_CURTOIS = existsSync(resolve(CURTOIS_DIR, "Instance1.txt"));
export const CURTOIS_MISSING = `Curtois–Qu files not found in ${CURTOIS_DIR} (set CURTOIS_DIR); skipped`;

export function tinyInstance(): RosterModel {
  return parseCurtois(readFileSync(resolve(PACKAGE_DIR, "test-data/Tiny1.txt"), "utf8"), "Tiny1");
}

export function curtoisInstance(n: number): RosterModel {
  return parseCurtois(readFileSync(resolve(CURTOIS_DIR, `Instance${n}.txt`), "utf8"), `Instance${n}`);
}
