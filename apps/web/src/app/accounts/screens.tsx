/**
 * The accounts screens as the route table opens them: each one a feature page inside the viewer
 * it needs (`screens.ts` imports these lazily, one chunk for all of them).
 */
import { CredentialsPage } from "../../features/accounts/components/own/CredentialsPage";
import { EditProfilePage } from "../../features/accounts/components/own/EditProfilePage";
import { UserSettingsPage } from "../../features/accounts/components/users/UserSettingsPage";
import { UsersPage } from "../../features/accounts/components/users/UsersPage";
import { AccountsViewerProvider } from "./AccountsViewerProvider";
import { OwnCalendarFeeds } from "./OwnCalendarFeeds";

export function StaffUsersScreen() {
  return (
    <AccountsViewerProvider>
      <UsersPage tab="staff" />
    </AccountsViewerProvider>
  );
}

export function OperationsUsersScreen() {
  return (
    <AccountsViewerProvider>
      <UsersPage tab="operations" />
    </AccountsViewerProvider>
  );
}

export function ManagementUsersScreen() {
  return (
    <AccountsViewerProvider>
      <UsersPage tab="management" />
    </AccountsViewerProvider>
  );
}

export function AdminUsersScreen() {
  return (
    <AccountsViewerProvider>
      <UsersPage tab="admin" />
    </AccountsViewerProvider>
  );
}

export function UsersSettingsScreen() {
  return (
    <AccountsViewerProvider>
      <UserSettingsPage />
    </AccountsViewerProvider>
  );
}

export function EditProfileScreen() {
  return (
    <AccountsViewerProvider>
      <EditProfilePage />
      <OwnCalendarFeeds />
    </AccountsViewerProvider>
  );
}

export function CredentialsScreen() {
  return (
    <AccountsViewerProvider>
      <CredentialsPage />
    </AccountsViewerProvider>
  );
}
