import { describe, expect, it } from "vitest";
import { nestedUnsavedStore } from "./nested-unsaved-store";
import { createUnsavedStore } from "./unsaved-store";

describe("a dialog's unsaved-changes store", () => {
  it("answers for its own marks and passes them on to the screen's store", () => {
    const screen = createUnsavedStore();
    screen.mark("elsewhere", true);
    const dialog = nestedUnsavedStore(screen);
    expect(dialog.isDirty()).toBe(false);
    dialog.mark("employee-notes", true);
    expect(dialog.isDirty()).toBe(true);
    dialog.mark("employee-notes", false);
    expect(dialog.isDirty()).toBe(false);
    expect(screen.isDirty()).toBe(true);
  });

  it("drops only its own marks when the user discards", () => {
    const screen = createUnsavedStore();
    const dialog = nestedUnsavedStore(screen);
    dialog.mark("user-dialog", true);
    dialog.clearAll();
    expect(dialog.isDirty()).toBe(false);
    expect(screen.isDirty()).toBe(false);
    screen.mark("elsewhere", true);
    dialog.mark("employee-notes", true);
    dialog.clearAll();
    expect(screen.isDirty()).toBe(true);
  });
});
