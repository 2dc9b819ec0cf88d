import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INTENT_DWELL_MS, useChoiceIntent } from "./use-choice-intent";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function intents() {
  const told: number[] = [];
  const { result, unmount } = renderHook(() => useChoiceIntent((id) => told.push(id)));
  return { on: (id: number) => result.current(id), told, unmount };
}

describe("an option about to be chosen", () => {
  it("is told at once when pressed", () => {
    const { on, told } = intents();
    on(2).onPointerDown();
    expect(told).toEqual([2]);
  });

  it("is told once the pointer has rested on it for the dwell, not before", () => {
    const { on, told } = intents();
    on(2).onPointerEnter();
    vi.advanceTimersByTime(INTENT_DWELL_MS - 1);
    expect(told).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(told).toEqual([2]);
  });

  it("is not told when the pointer only passes over it, off the list or on to another", () => {
    const { on, told } = intents();
    on(2).onPointerEnter();
    vi.advanceTimersByTime(INTENT_DWELL_MS / 2);
    on(2).onPointerLeave();
    vi.advanceTimersByTime(INTENT_DWELL_MS);
    expect(told).toEqual([]);
    on(3).onPointerEnter();
    vi.advanceTimersByTime(INTENT_DWELL_MS / 2);
    on(4).onPointerEnter();
    vi.advanceTimersByTime(INTENT_DWELL_MS);
    expect(told).toEqual([4]);
  });

  it("is told when the keyboard's focus rests on it, and not when the focus moves on first", () => {
    const { on, told } = intents();
    on(2).onFocus();
    on(2).onBlur();
    vi.advanceTimersByTime(INTENT_DWELL_MS);
    expect(told).toEqual([]);
    on(3).onFocus();
    vi.advanceTimersByTime(INTENT_DWELL_MS);
    expect(told).toEqual([3]);
  });

  it("is not told once the picker has gone", () => {
    const { on, told, unmount } = intents();
    on(2).onPointerEnter();
    unmount();
    vi.advanceTimersByTime(INTENT_DWELL_MS);
    expect(told).toEqual([]);
  });
});
