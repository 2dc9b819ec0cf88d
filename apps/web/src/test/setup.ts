import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";
import { codeLoadsSettled } from "../lib/lazy";
import { dropStylesheets } from "./stylesheets";

// findBy and waitFor still resolve the moment what they wait for appears; this is only the ceiling.
// A lazily loaded screen takes more than the default second on a loaded two-core CI machine, and
// the first screen a worker loads (MUI and the app, transformed on first use) several more.
configure({ asyncUtilTimeout: 15_000 });
dropStylesheets();

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});

// A test that ends on a navigation leaves the next screen's code loading; the file must not be torn
// down before it settles (see trackCodeLoad), or later files in this worker cannot load it.
afterAll(() => codeLoadsSettled());
