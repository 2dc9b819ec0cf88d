/**
 * JSON text as one Buffer, built from pieces. `JSON.stringify` of a 500-row page is fast, but the
 * long string it returns is not flat, and flattening it (which writing it to a socket or measuring
 * its byte length does) costs about three times the stringify itself. Stringifying long arrays a
 * slice at a time and writing the slices into one buffer skips that (see bench/api-list.bench.ts).
 * The output is byte for byte what `JSON.stringify` gives (json-bytes.test.ts).
 */
const SLICE = 64;
/** How deep plain objects are opened to look for long arrays (a page's `results`, a schedule's `shifts`). */
const OPEN_DEPTH = 2;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && !("toJSON" in value);
}

/** What `JSON.stringify` drops from an object and turns into null inside an array. */
const unrepresentable = (value: unknown) =>
  value === undefined || typeof value === "function" || typeof value === "symbol";

function pieces(value: unknown, depth: number, out: string[]): void {
  if (Array.isArray(value) && value.length > SLICE) {
    out.push("[");
    for (let start = 0; start < value.length; start += SLICE) {
      if (start > 0) out.push(",");
      const slice = JSON.stringify(value.slice(start, start + SLICE));
      out.push(slice.slice(1, -1));
    }
    out.push("]");
    return;
  }
  if (depth < OPEN_DEPTH && isPlainObject(value)) {
    out.push("{");
    let first = true;
    for (const key of Object.keys(value)) {
      const field = value[key];
      if (unrepresentable(field)) continue;
      out.push(first ? `${JSON.stringify(key)}:` : `,${JSON.stringify(key)}:`);
      first = false;
      pieces(field, depth + 1, out);
    }
    out.push("}");
    return;
  }
  out.push(JSON.stringify(value));
}

/** `JSON.stringify(value)` as UTF-8 bytes; a value JSON cannot represent (undefined, a function) gives "null". */
export function jsonBytes(value: unknown): Buffer {
  if (unrepresentable(value)) return Buffer.from("null");
  const out: string[] = [];
  pieces(value, 0, out);
  let length = 0;
  for (const piece of out) length += Buffer.byteLength(piece);
  const bytes = Buffer.allocUnsafe(length);
  let offset = 0;
  for (const piece of out) offset += bytes.write(piece, offset);
  return bytes;
}
