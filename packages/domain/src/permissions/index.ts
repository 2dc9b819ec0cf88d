export { type ActiveDepartmentArgs, activeDepartmentId } from "./active-department.ts";
export { canActOn } from "./act-on.ts";
export { type Actor, isAdmin, ownDepartmentIdsOf, reachesAllDepartments, type Target } from "./actor.ts";
export { can, canEditShifts, isScreen, type PermissionSet, permissionSetOf, screenAllows } from "./can.ts";
export {
  CLASSIFICATIONS,
  type Classification,
  classificationOf,
  GROUP_CLASSIFICATION,
  GROUP_NAMES,
  type GroupName,
  isGroupName,
  isStaffGroup,
} from "./classification.ts";
export {
  ACTIONS,
  type Action,
  codenamesOf,
  groupCodenames,
  parseCodename,
  SUBJECTS,
  type Subject,
} from "./codenames.ts";
export { seesInternalComments, seesInternalCommentsReportColumn } from "./comments.ts";
export { canAccessDepartment, manageableDepartmentIds } from "./departments.ts";
export {
  effectiveScreens,
  mapScreens,
  SCHEDULE_KEY,
  SCREEN_ACCESS_VALUES,
  SCREENS,
  type Screen,
  type ScreenAccess,
  type ScreenDefault,
  type ScreenDefaults,
  screenDefaults,
  showsOnlyScheduleEntry,
} from "./screens.ts";
