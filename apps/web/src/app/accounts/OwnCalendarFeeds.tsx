import { Box } from "@mui/material";
import { canAccessDepartment } from "@rosterly/domain/permissions";
import { useMemo } from "react";
import { CalendarFeedSection } from "../../features/calendar-feeds";
import { useSession } from "../../lib/session/session-context";

/**
 * The calendar feeds under the person's own profile. Managers also get a feed per department they
 * manage: the server's rule (management whose scope reaches the department), from the domain.
 */
export function OwnCalendarFeeds() {
  const { hospital, actor, role } = useSession();
  const departments = useMemo(
    () =>
      role === "staff"
        ? []
        : hospital.departments
            .filter((department) => !department.obsolete && canAccessDepartment(actor, department.id))
            .map((department) => ({ id: department.id, name: department.name })),
    [hospital.departments, actor, role],
  );
  return (
    <Box sx={{ maxWidth: 880, mt: 3 }}>
      <CalendarFeedSection departments={departments} />
    </Box>
  );
}
