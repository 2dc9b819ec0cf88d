import type { Classification } from "@rosterly/domain/permissions";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { EmployeeDialog } from "../../features/employee-dialog";
import { EmployeeDocuments } from "../../features/employee-documents";
import { EmployeeOpenerContext, type OpenEmployee } from "../../lib/people/employee-opener";
import { useSession } from "../../lib/session/session-context";
import { ScheduleChannelProvider } from "../schedule/schedule-channel";
import { EmployeeProfileTab } from "./EmployeeProfileTab";
import { EmployeeScheduleTab } from "./EmployeeScheduleTab";

/** names open the employee dialog for department and operations management and admins. */
const OPENERS: readonly Classification[] = ["dept_management", "ops_management", "admin"];

/**
 * Makes names clickable on every screen below it (for those who may open the dialog) and shows the
 * dialog with its tabs composed from the schedule, accounts and documents features.
 */
export function EmployeeDialogHost({ children }: { children: ReactNode }) {
  const { hospital, role, perms } = useSession();
  const [userId, setUserId] = useState<number | null>(null);
  const open = useCallback<OpenEmployee>((id) => setUserId(id), []);
  const opener = OPENERS.includes(role) ? open : null;
  const viewer = useMemo(() => ({ role, perms }), [role, perms]);
  const close = useCallback(() => setUserId(null), []);

  return (
    <ScheduleChannelProvider>
      <EmployeeOpenerContext value={opener}>
        {children}
        {opener !== null && userId !== null && (
          <EmployeeDialog
            key={userId}
            userId={userId}
            hospital={hospital}
            viewer={viewer}
            onClose={close}
            renderSchedule={(employee) => <EmployeeScheduleTab employee={employee} />}
            renderProfile={(employee) => <EmployeeProfileTab employee={employee} onClose={close} />}
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
        )}
      </EmployeeOpenerContext>
    </ScheduleChannelProvider>
  );
}
