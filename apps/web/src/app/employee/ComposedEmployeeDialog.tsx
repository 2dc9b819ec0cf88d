import { useMemo } from "react";
import { EmployeeDialog } from "../../features/employee-dialog";
import { EmployeeDocuments } from "../../features/employee-documents";
import { useSession } from "../../lib/session/session-context";
import { EmployeeProfileTab } from "./EmployeeProfileTab";
import { EmployeeScheduleTab } from "./EmployeeScheduleTab";

/** The employee dialog with its tabs composed from the schedule, accounts and documents features. */
export function ComposedEmployeeDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { hospital, role, perms } = useSession();
  const viewer = useMemo(() => ({ role, perms }), [role, perms]);
  return (
    <EmployeeDialog
      userId={userId}
      hospital={hospital}
      viewer={viewer}
      onClose={onClose}
      renderSchedule={(employee) => <EmployeeScheduleTab employee={employee} />}
      renderProfile={(employee) => <EmployeeProfileTab employee={employee} onClose={onClose} />}
      renderDocuments={(employee) =>
        employee.profileId === null ? null : (
          <EmployeeDocuments
            profileId={employee.profileId}
            userId={employee.userId}
            fullName={employee.fullName}
          />
        )
      }
    />
  );
}
