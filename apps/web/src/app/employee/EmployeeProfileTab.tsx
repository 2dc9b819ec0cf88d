import { useId } from "react";
import { ExistingUserDialog } from "../../features/accounts/components/dialog/ExistingUserDialog";
import type { EmployeeHeaderModel } from "../../features/employee-dialog";
import { AccountsViewerProvider } from "../accounts/AccountsViewerProvider";

const ignore = () => undefined;

/** The dialog's profile tab: the users screen's own profile view and editor (read or edit by permission). */
export function EmployeeProfileTab(props: { employee: EmployeeHeaderModel; onClose: () => void }) {
  const titleId = useId();
  return (
    <AccountsViewerProvider>
      <ExistingUserDialog
        userId={props.employee.userId}
        titleId={titleId}
        onClose={props.onClose}
        requestClose={props.onClose}
        onDirtyChange={ignore}
      />
    </AccountsViewerProvider>
  );
}
