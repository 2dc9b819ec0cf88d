// Internal comments visibility (C-015, Z-017).
import type { Classification } from "./classification.ts";

/** Operations and department management see and edit internal comments; staff and admin do not. */
export function seesInternalComments(classification: Classification): boolean {
  return classification === "ops_management" || classification === "dept_management";
}

/** The report's internal-comments column is for operations management only. */
export function seesInternalCommentsReportColumn(classification: Classification): boolean {
  return classification === "ops_management";
}
