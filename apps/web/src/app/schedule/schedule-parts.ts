/**
 * The master schedule's parts that open on a person's action: the activity editors of the side
 * panel, the open-shift panel and dialog, request review, and filling the schedule. They load apart
 * from the grid, which is what a cold open waits for, and are fetched once the grid has its data.
 */

import type { ComponentType } from "react";
import { lazyPart, type Preloadable } from "../../lib/lazy";

/** The parts' code fetches: the activity editors (also in the employee dialog's schedule), the rest. */
const preloads = { editors: [] as (() => void)[], others: [] as (() => void)[] };

/** A part of the screen loaded apart, and fetched with the others of its group ahead of use. */
function part<P extends object>(
  group: keyof typeof preloads,
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  const component = lazyPart(load);
  preloads[group].push(component.preload);
  return component;
}

export const AddActivityPicker = part("editors", () =>
  import("../../features/activity-editor").then((module) => module.AddActivityPicker),
);
export const ShiftDetailsPanel = part("editors", () =>
  import("../../features/activity-editor").then((module) => module.ShiftDetailsPanel),
);
export const EventDetailsPanel = part("editors", () =>
  import("../../features/activity-editor").then((module) => module.EventDetailsPanel),
);
export const PeriodOpenShifts = part("others", () =>
  import("../../features/open-shifts/components/PeriodOpenShifts").then((module) => module.PeriodOpenShifts),
);
export const CreateOpenShiftDialog = part("others", () =>
  import("../../features/open-shifts/components/CreateOpenShiftDialog").then(
    (module) => module.CreateOpenShiftDialog,
  ),
);
export const RequestReview = part("others", () =>
  import("../../features/requests/components/RequestReview").then((module) => module.RequestReview),
);
export const FillDialog = part("others", () =>
  import("../../features/roster-fill/components/FillDialog").then((module) => module.FillDialog),
);
export const ProposalReview = part("others", () =>
  import("../../features/roster-fill/components/ProposalReview").then((module) => module.ProposalReview),
);

/** Fetches the code of every part (each once). */
export function preloadScheduleParts(): void {
  for (const preload of [...preloads.editors, ...preloads.others]) preload();
}

/** Fetches the activity editors' code (each once): for a schedule shown outside the master schedule. */
export function preloadActivityEditors(): void {
  for (const preload of preloads.editors) preload();
}
