/**
 * Keeps a `ScheduleValidationState` in step with the cached shifts and events (G-001). The state is
 * built once per context (organisation data, period, mode); after that each new cache list is
 * compared with the previous one by id and object identity, and only what changed is fed to
 * `applyChange`, which re-checks just the users, weeks and dates it touches. Unchanged validators
 * keep their result objects, so highlights of untouched rows keep their references.
 */
import type { ScheduleEvent, Shift } from "@rosterly/contract";
import {
  type ScheduleChange,
  ScheduleValidationState,
  type ValidateOptions,
  type ValidatorResult,
} from "@rosterly/domain/schedule";
import { useMemo, useState } from "react";
import { Previous } from "./previous";
import { toScheduleEvent, toScheduleShift, type ValidationContext } from "./validation-input";

interface Entry {
  id: number;
}

function diff<T extends Entry>(
  previous: readonly T[],
  next: readonly T[],
): { upserted: T[]; removed: number[] } {
  const before = new Map(previous.map((entry) => [entry.id, entry]));
  const upserted: T[] = [];
  for (const entry of next) {
    if (before.get(entry.id) !== entry) upserted.push(entry);
    before.delete(entry.id);
  }
  return { upserted, removed: [...before.keys()] };
}

interface Synced {
  context: ValidationContext;
  options: ValidateOptions;
  state: ScheduleValidationState;
  shifts: readonly Shift[];
  events: readonly ScheduleEvent[];
  results: readonly ValidatorResult[];
}

export interface ScheduleValidation {
  results: readonly ValidatorResult[];
  /** The live state, for week totals (`weekHours`); the same object between edits of one context. */
  state: ScheduleValidationState | null;
}

export function useScheduleValidation(
  context: ValidationContext | null,
  shifts: readonly Shift[] | undefined,
  events: readonly ScheduleEvent[] | undefined,
  options: ValidateOptions,
): ScheduleValidation {
  const [synced] = useState(() => new Previous<Synced | null>());
  const { mode, viewerIsStaff } = options;

  return useMemo((): ScheduleValidation => {
    if (context === null || shifts === undefined || events === undefined) return { results: [], state: null };
    const next = synced.next((current) =>
      sync(current ?? null, context, shifts, events, { mode, viewerIsStaff }),
    );
    return next === null ? { results: [], state: null } : { results: next.results, state: next.state };
  }, [synced, context, shifts, events, mode, viewerIsStaff]);
}

function sync(
  current: Synced | null,
  context: ValidationContext,
  shifts: readonly Shift[],
  events: readonly ScheduleEvent[],
  options: ValidateOptions,
): Synced {
  const { mode, viewerIsStaff } = options;
  const sameContext =
    current !== null &&
    current.context === context &&
    current.options.mode === mode &&
    current.options.viewerIsStaff === viewerIsStaff;
  if (!sameContext) {
    const state = new ScheduleValidationState(
      { ...context, shifts: shifts.map(toScheduleShift), events: events.map(toScheduleEvent) },
      { mode, viewerIsStaff },
    );
    return { context, options: { mode, viewerIsStaff }, state, shifts, events, results: state.results() };
  }
  if (current.shifts === shifts && current.events === events) return current;
  const shiftChange = diff(current.shifts, shifts);
  const eventChange = diff(current.events, events);
  const change: ScheduleChange = {
    upsertedShifts: shiftChange.upserted.map(toScheduleShift),
    removedShiftIds: shiftChange.removed,
    upsertedEvents: eventChange.upserted.map(toScheduleEvent),
    removedEventIds: eventChange.removed,
  };
  const results = current.state.applyChange(change);
  return { ...current, shifts, events, results };
}
