import type { ReactNode } from "react";
import { SignInIcon } from "./sign-in-icons";

/** A message box above the form: a failed attempt (an alert) or why the last session ended. */
export function SignInNotice({
  severity,
  role,
  children,
}: {
  severity: "error" | "warning" | "info";
  role: "alert" | "status";
  children: ReactNode;
}) {
  return (
    <div className={`sign-in-notice sign-in-notice--${severity}`} role={role}>
      <SignInIcon name={severity} />
      <div className="sign-in-notice__text">{children}</div>
    </div>
  );
}
