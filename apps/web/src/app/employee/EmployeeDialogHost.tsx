import type { Classification } from "@rosterly/domain/permissions";
import { type ReactNode, useCallback, useState } from "react";
import { lazyPart } from "../../lib/lazy";
import { EmployeeOpenerContext, type OpenEmployee } from "../../lib/people/employee-opener";
import { useSession } from "../../lib/session/session-context";
import { useOnceSettled } from "../../lib/use-once-settled";
import { ScheduleChannelProvider } from "../schedule/schedule-channel";

/** names open the employee dialog for department and operations management and admins. */
const OPENERS: readonly Classification[] = ["dept_management", "ops_management", "admin"];

/**
 * The dialog and its tabs (the accounts editors, documents, a schedule of its own) are much of the
 * app's code: they load apart from the shell, once the screen's data is in, for those who may open it.
 */
const EmployeeDialog = lazyPart(() =>
  import("./ComposedEmployeeDialog").then((module) => module.ComposedEmployeeDialog),
);
const noPreload = () => {};

/**
 * Makes names clickable on every screen below it (for those who may open the dialog) and shows the
 * employee dialog.
 */
export function EmployeeDialogHost({ children }: { children: ReactNode }) {
  const { role } = useSession();
  const [userId, setUserId] = useState<number | null>(null);
  const open = useCallback<OpenEmployee>((id) => setUserId(id), []);
  const opener = OPENERS.includes(role) ? open : null;
  const close = useCallback(() => setUserId(null), []);
  useOnceSettled(opener === null ? noPreload : EmployeeDialog.preload);

  return (
    <ScheduleChannelProvider>
      <EmployeeOpenerContext value={opener}>
        {children}
        {opener !== null && userId !== null && (
          <EmployeeDialog key={userId} userId={userId} onClose={close} />
        )}
      </EmployeeOpenerContext>
    </ScheduleChannelProvider>
  );
}
