/**
 * The activity editors of the master schedule: the screen renders these; everything else in the
 * feature is internal. Mutations live in `lib/scheduling/mutations/` so other screens can reuse them.
 */
export { type AddActivityPickerProps, AddActivityPicker } from "./components/add-activity/AddActivityPicker";
export type { AddedActivities } from "./components/add-activity/use-add-activity";
export { type EventDetailsPanelProps, EventDetailsPanel } from "./components/event-details/EventDetailsPanel";
export { type ShiftCardProps, ShiftCard } from "./components/ShiftCard";
export { type ShiftDetailsPanelProps, ShiftDetailsPanel } from "./components/shift-details/ShiftDetailsPanel";
export { SplitShiftDialog } from "./components/split/SplitShiftDialog";
