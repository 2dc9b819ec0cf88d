import { readFileSync } from "node:fs";
import { fromServerRoot } from "./server-root";

/** The product version is the root package's: one number for server, web and `/status.json`. */
export function productVersion(): string {
  const text = readFileSync(fromServerRoot("..", "..", "package.json"), "utf8");
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === "object" &&
    parsed !== null &&
    "version" in parsed &&
    typeof parsed.version === "string"
    ? parsed.version
    : "0.0.0";
}
