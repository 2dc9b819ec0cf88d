import { existsSync, readFileSync } from "node:fs";
import { SourceMap, type SourceMapPayload } from "node:module";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * Stack traces of the compiled bundle name the TypeScript sources, with the bundle's source map read
 * only when a first stack trace is formatted. Node's `--enable-source-maps` reads and parses the map
 * (~3 MB) and measures every line of the bundle as the bundle loads: ~0.15 s of every start, for
 * stack traces that most runs never print.
 *
 * Installed only beside a map (`<bundle>.map`): run from source, the TypeScript loader maps stacks
 * itself, and a handler installed here would replace its mapping.
 */
export function mapBundleStackTraces(bundleUrl: string): boolean {
  const bundle = fileURLToPath(bundleUrl);
  const mapFile = `${bundle}.map`;
  if (!existsSync(mapFile)) return false;
  let map: SourceMap | null | undefined;
  const lookup = (): SourceMap | null => {
    if (map === undefined) {
      try {
        map = new SourceMap(JSON.parse(readFileSync(mapFile, "utf8")) as SourceMapPayload);
      } catch {
        // A missing or broken map leaves the stacks as the bundle's; they must still print.
        map = null;
      }
    }
    return map;
  };
  // V8 names an ES module's file by its URL (percent-encoded), a CommonJS one by its path.
  const names = new Set([bundle, pathToFileURL(bundle).href]);
  Error.prepareStackTrace = (error: unknown, callSites: NodeJS.CallSite[]) =>
    formatStack(error, callSites, { path: bundle, names }, lookup);
  return true;
}

/** V8's own layout (the error's line, then one `    at …` line per frame), the bundle's positions mapped. */
function formatStack(
  error: unknown,
  callSites: readonly NodeJS.CallSite[],
  bundle: Bundle,
  lookup: () => SourceMap | null,
): string {
  const frames = callSites.map((site) => `\n    at ${mappedFrame(site, bundle, lookup)}`);
  return `${errorLine(error)}${frames.join("")}`;
}

function errorLine(error: unknown): string {
  try {
    return Error.prototype.toString.call(error);
  } catch {
    return "Error";
  }
}

/** The bundle's path, and the names V8 gives its file in a frame. */
interface Bundle {
  path: string;
  names: ReadonlySet<string>;
}

function mappedFrame(site: NodeJS.CallSite, bundle: Bundle, lookup: () => SourceMap | null): string {
  // V8's call sites print themselves as in its own stack traces (Node's types leave that out).
  const frame = (site as unknown as { toString(): string }).toString();
  const file = site.getFileName();
  const line = site.getLineNumber();
  const column = site.getColumnNumber();
  if (line === null || column === null || file === null || !bundle.names.has(file)) return frame;
  const map = lookup();
  // Zero-based on both sides of the lookup; V8's positions are one-based.
  const entry = map?.findEntry(line - 1, column - 1) as Partial<{
    originalSource: string;
    originalLine: number;
    originalColumn: number;
  }>;
  if (!entry?.originalSource || entry.originalLine === undefined || entry.originalColumn === undefined) {
    return frame;
  }
  const source = entry.originalSource.startsWith("file://")
    ? fileURLToPath(entry.originalSource)
    : resolve(dirname(bundle.path), entry.originalSource);
  const position = `${file}:${line}:${column}`;
  const original = `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  return frame.includes(position) ? frame.replace(position, original) : frame;
}
