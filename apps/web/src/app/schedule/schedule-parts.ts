import { lazyPart } from "../../lib/lazy";

/**
 * The master schedule's parts that open on a person's action: the activity editors of the side
 * panel, the open-shift panel and dialog, request review, and filling the schedule. They load apart
 * from the grid, which is what a cold open waits for, and are fetched once the grid has its data.
 */
export const AddActivityPicker = lazyPart(() =>
  import("../../features/activity-editor").then((module) => module.AddActivityPicker),
);
export const ShiftDetailsPanel = lazyPart(() =>
  import("../../features/activity-editor").then((module) => module.ShiftDetailsPanel),
);
export const EventDetailsPanel = lazyPart(() =>
  import("../../features/activity-editor").then((module) => module.EventDetailsPanel),
);
export const PeriodOpenShifts = lazyPart(() =>
  import("../../features/open-shifts/components/PeriodOpenShifts").then((module) => module.PeriodOpenShifts),
);
export const CreateOpenShiftDialog = lazyPart(() =>
  import("../../features/open-shifts/components/CreateOpenShiftDialog").then(
    (module) => module.CreateOpenShiftDialog,
  ),
);
export const RequestReview = lazyPart(() =>
  import("../../features/requests/components/RequestReview").then((module) => module.RequestReview),
);
export const FillDialog = lazyPart(() =>
  import("../../features/roster-fill/components/FillDialog").then((module) => module.FillDialog),
);
export const ProposalReview = lazyPart(() =>
  import("../../features/roster-fill/components/ProposalReview").then((module) => module.ProposalReview),
);

const PARTS = [
  AddActivityPicker,
  ShiftDetailsPanel,
  EventDetailsPanel,
  PeriodOpenShifts,
  CreateOpenShiftDialog,
  RequestReview,
  FillDialog,
  ProposalReview,
];

/** Fetches the code of every part (each once). */
export function preloadScheduleParts(): void {
  for (const part of PARTS) part.preload();
}
