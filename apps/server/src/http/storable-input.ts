import type { FastifyInstance } from "fastify";
import { AppError } from "./errors";

// PostgreSQL stores neither NUL in text or jsonb nor a lone UTF-16 surrogate (not valid UTF-8), and a
// request carrying one failed there as a 500. Every request's body, query and path are checked here,
// before any route sees them, so no endpoint, present or future, can forget it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Deeper than any request the API takes; refused instead of walked. */
const MAX_DEPTH = 32;

function unstorable(text: string): string | null {
  if (text.includes("\u0000")) return "Text may not contain NUL characters.";
  if (LONE_SURROGATE.test(text)) return "Text may not contain unpaired surrogate characters.";
  return null;
}

/** The first place in a parsed value holding text that cannot be stored, with why. */
export function findUnstorable(root: unknown): { path: string; message: string } | null {
  const pending: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (path.length > MAX_DEPTH) return { path: path.join("."), message: "Nested too deeply." };
    if (typeof value === "string") {
      const message = unstorable(value);
      if (message) return { path: path.join(".") || "non_field_errors", message };
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: [...path, String(index)] }));
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const message = unstorable(key);
        if (message) return { path: [...path, "(key)"].join(".") || "non_field_errors", message };
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

export function registerStorableInput(app: FastifyInstance): void {
  app.addHook("preValidation", (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = findUnstorable(part);
      if (found) {
        done(
          new AppError(400, "invalid", `Invalid input: ${found.path}.`, {
            errors: { [found.path]: [found.message] },
          }),
        );
        return;
      }
    }
    done();
  });
}
