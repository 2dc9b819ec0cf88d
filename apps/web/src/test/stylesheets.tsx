import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { StyleSheet } from "@emotion/sheet";
import { type ReactNode, useState } from "react";

/**
 * jsdom works out an element's computed style by matching it against every rule of every stylesheet,
 * and Testing Library's role queries ask for the computed style of each element they look at. With
 * the rules MUI writes as screens render, that was a third of the web tests' time. The tests check
 * behaviour, so by default no rules are written (class names still are); a file that checks a colour
 * or a decoration calls `keepStylesheets()` at its top. The setup file drops them again for the next
 * file, which may run in the same worker.
 */
const writeRule = Object.getOwnPropertyDescriptor(StyleSheet.prototype, "insert");
let keeping = false;

export function dropStylesheets(): void {
  keeping = false;
  Object.defineProperty(StyleSheet.prototype, "insert", { ...writeRule, value: () => undefined });
}

export function keepStylesheets(): void {
  keeping = true;
  if (writeRule) Object.defineProperty(StyleSheet.prototype, "insert", writeRule);
}

/**
 * Test files share a worker's modules, so emotion's default cache outlives the file that made it: it
 * remembers which rules it wrote and where (the first file's document). A render in a file that keeps
 * its rules gets a cache of its own, which writes them to the current document.
 */
export function StyleScope({ children }: { children: ReactNode }) {
  const [cache] = useState(() => (keeping ? createCache({ key: "t" }) : null));
  return cache ? <CacheProvider value={cache}>{children}</CacheProvider> : children;
}
