import type { ActivityContext, ActivityPanel } from "../../features/schedule/components/MasterSchedule";
import { AddActivityPicker, EventDetailsPanel, ShiftDetailsPanel } from "./schedule-parts";

/** The activity editors in the schedule's side panel (the interface agreed with the activity editors). */
export function renderActivity(panel: ActivityPanel, context: ActivityContext) {
  const { scheduleId, departmentId, readOnly, close, goToDaily } = context;
  switch (panel.kind) {
    case "add":
      return (
        <AddActivityPicker
          key={`add-${panel.userId}-${panel.date}`}
          departmentId={departmentId}
          scheduleId={scheduleId}
          userId={panel.userId}
          date={panel.date}
          readOnly={readOnly}
          onClose={close}
          onAdded={close}
        />
      );
    case "shift":
      return (
        <ShiftDetailsPanel
          key={`shift-${panel.userId}-${panel.date}`}
          departmentId={departmentId}
          scheduleId={scheduleId}
          userId={panel.userId}
          date={panel.date}
          focusShiftId={panel.shiftId}
          readOnly={readOnly}
          onClose={close}
          {...(goToDaily ? { onGoToDaily: goToDaily } : {})}
        />
      );
    case "event":
      return (
        <EventDetailsPanel
          key={`event-${panel.eventId}`}
          eventId={panel.eventId}
          departmentId={departmentId}
          readOnly={readOnly}
          onClose={close}
        />
      );
  }
}
