/**
 * Every signed-in screen that exists, in rail order. A later issue adds a screen by adding one
 * entry here (and a section row when it starts a new rail group); nothing else needs to change.
 */
import AccountCircleOutlined from "@mui/icons-material/AccountCircleOutlined";
import AdminPanelSettingsOutlined from "@mui/icons-material/AdminPanelSettingsOutlined";
import BadgeOutlined from "@mui/icons-material/BadgeOutlined";
import GroupsOutlined from "@mui/icons-material/GroupsOutlined";
import KeyOutlined from "@mui/icons-material/KeyOutlined";
import PeopleAltOutlined from "@mui/icons-material/PeopleAltOutlined";
import SettingsOutlined from "@mui/icons-material/SettingsOutlined";
import SupervisorAccountOutlined from "@mui/icons-material/SupervisorAccountOutlined";
import CalendarMonthOutlined from "@mui/icons-material/CalendarMonthOutlined";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import LocalHospitalOutlined from "@mui/icons-material/LocalHospitalOutlined";
import ApartmentOutlined from "@mui/icons-material/ApartmentOutlined";
import AssignmentIndOutlined from "@mui/icons-material/AssignmentIndOutlined";
import AssignmentOutlined from "@mui/icons-material/AssignmentOutlined";
import AssessmentOutlined from "@mui/icons-material/AssessmentOutlined";
import CelebrationOutlined from "@mui/icons-material/CelebrationOutlined";
import EventOutlined from "@mui/icons-material/EventOutlined";
import FactCheckOutlined from "@mui/icons-material/FactCheckOutlined";
import FlagOutlined from "@mui/icons-material/FlagOutlined";
import RuleOutlined from "@mui/icons-material/RuleOutlined";
import ScheduleOutlined from "@mui/icons-material/ScheduleOutlined";
import SwapHorizOutlined from "@mui/icons-material/SwapHorizOutlined";
import ViewDayOutlined from "@mui/icons-material/ViewDayOutlined";
import ViewWeekOutlined from "@mui/icons-material/ViewWeekOutlined";
import HistoryOutlined from "@mui/icons-material/HistoryOutlined";
import WorkHistoryOutlined from "@mui/icons-material/WorkHistoryOutlined";
import WorkOutlineOutlined from "@mui/icons-material/WorkOutlineOutlined";
import type { SvgIconComponent } from "@mui/icons-material";
import type { MessageKey } from "../../lib/i18n";
import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import TuneOutlined from "@mui/icons-material/TuneOutlined";
import { CLASSIFICATIONS } from "@rosterly/domain/permissions";
import {
  AdminPendingDot,
  AnyPendingDot,
  ManagementPendingDot,
  OperationsPendingDot,
  PendingCountBadge,
  StaffPendingDot,
} from "../../features/accounts/components/PendingBadges";
import { UnreadBadge } from "../../features/notifications/components/UnreadBadge";
import { OpenShiftRailBadge } from "../../features/open-shifts/components/OpenShiftBadges";
import { RequestsRailBadge } from "../../features/requests/components/RequestsBadge";
import { lazyScreen } from "../../lib/lazy";
import { preloadMasterSchedule } from "../schedule/preload-master-schedule";
import type * as AccountsScreens from "../accounts/screens";
import type * as ConfigurationScreens from "../admin/configuration-screens";
import type * as SettingsScreens from "../admin/settings-screens";
import type { RailSection, ScreenRoute } from "./route-table";

export const RAIL_SECTIONS: readonly RailSection[] = [
  { id: "schedule", path: "/scheduling", labelKey: "nav.schedule", icon: CalendarMonthOutlined },
  { id: "adminGeneral", path: "/admin/general", labelKey: "nav.general", icon: TuneOutlined },
  {
    id: "adminUsers",
    path: "/admin/users",
    labelKey: "nav.users",
    icon: PeopleAltOutlined,
    Badge: AnyPendingDot,
  },
  { id: "adminSchedule", path: "/admin/schedule", labelKey: "nav.schedule", icon: CalendarMonthOutlined },
  { id: "adminRequest", path: "/admin/request", labelKey: "nav.request", icon: AssignmentOutlined },
];

/** The accounts screens share one chunk; each entry picks its screen from it. */
const accountsScreen = (name: keyof typeof AccountsScreens) =>
  lazyScreen(() => import("../accounts/screens").then((screens) => ({ default: screens[name] })));

/** The organisation configuration screens share two chunks; each entry picks its screen from one. */
const configuration = (name: keyof typeof ConfigurationScreens) =>
  lazyScreen(() => import("../admin/configuration-screens").then((screens) => ({ default: screens[name] })));
const settings = (name: keyof typeof SettingsScreens) =>
  lazyScreen(() => import("../admin/settings-screens").then((screens) => ({ default: screens[name] })));

/** An administrators' screen of a rail section. */
function admin(
  id: string,
  path: string,
  labelKey: MessageKey,
  icon: SvgIconComponent,
  subject: string,
  section: string,
  Screen: ScreenRoute["Screen"],
): ScreenRoute {
  return { id, path, labelKey, icon, subject, roles: ["admin"], placement: "rail", section, Screen };
}

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  {
    id: "masterSchedule",
    path: "/scheduling/schedule",
    labelKey: "nav.masterSchedule",
    icon: CalendarMonthOutlined,
    subject: "masterSchedule",
    roles: ["ops_management", "dept_management"],
    placement: "rail",
    section: "schedule",
    Screen: lazyScreen(() => import("../schedule/MasterSchedulePage")),
    preload: preloadMasterSchedule,
  },
  {
    id: "staffSchedule",
    path: "/scheduling/staffschedule",
    labelKey: "nav.masterSchedule",
    icon: CalendarMonthOutlined,
    subject: "masterSchedule",
    roles: ["staff"],
    placement: "rail",
    section: "schedule",
    Screen: lazyScreen(() => import("../schedule/StaffSchedulePage")),
  },
  {
    id: "printSchedule",
    path: "/scheduling/print",
    labelKey: "nav.printSchedule",
    icon: PrintOutlined,
    subject: "masterSchedule",
    roles: ["ops_management", "dept_management"],
    placement: "link",
    Screen: lazyScreen(() => import("../schedule/SchedulePrintPage")),
  },
  {
    id: "manageDailySchedule",
    path: "/scheduling/daily",
    labelKey: "nav.dailySchedule",
    icon: ViewDayOutlined,
    subject: "dailySchedule",
    roles: ["ops_management", "dept_management"],
    placement: "rail",
    section: "schedule",
    Screen: lazyScreen(() => import("../daily/DailySchedulePage")),
  },
  {
    id: "staffDailySchedule",
    path: "/scheduling/staffdaily",
    labelKey: "nav.dailySchedule",
    icon: ViewDayOutlined,
    subject: "dailySchedule",
    roles: ["staff"],
    placement: "rail",
    section: "schedule",
    Screen: lazyScreen(() => import("../daily/DailySchedulePage")),
  },
  {
    id: "template",
    path: "/scheduling/template",
    labelKey: "nav.template",
    icon: ViewWeekOutlined,
    subject: "template",
    roles: ["ops_management", "dept_management"],
    placement: "rail",
    section: "schedule",
    Screen: lazyScreen(() => import("../templates/TemplatePage")),
  },
  {
    id: "snapshot",
    path: "/scheduling/snapshot",
    labelKey: "nav.snapshot",
    icon: HistoryOutlined,
    subject: "snapshot",
    roles: ["ops_management", "dept_management"],
    placement: "rail",
    section: "schedule",
    Screen: lazyScreen(() => import("../snapshots/SnapshotPage")),
  },
  {
    id: "openShifts",
    path: "/openshifts",
    labelKey: "nav.openShifts",
    icon: WorkHistoryOutlined,
    subject: "openShift",
    roles: ["ops_management", "dept_management"],
    placement: "rail",
    Badge: OpenShiftRailBadge,
    Screen: lazyScreen(() => import("../open-shifts/OpenShiftsPage")),
  },
  {
    id: "requests",
    path: "/requests",
    labelKey: "nav.requests",
    icon: AssignmentOutlined,
    subject: "request",
    roles: ["ops_management", "dept_management"],
    placement: "rail",
    Badge: RequestsRailBadge,
    Screen: lazyScreen(() => import("../requests/RequestsPage")),
  },
  {
    id: "offers",
    path: "/offers",
    labelKey: "nav.offers",
    icon: WorkHistoryOutlined,
    subject: null,
    roles: ["staff"],
    placement: "rail",
    Screen: lazyScreen(() => import("../open-shifts/OffersPage")),
  },
  {
    id: "myRequests",
    path: "/requests/mine",
    labelKey: "nav.myRequests",
    icon: AssignmentIndOutlined,
    subject: null,
    roles: ["staff"],
    placement: "rail",
    Screen: lazyScreen(() => import("../my-requests/MyRequestsPage")),
  },
  {
    id: "notifications",
    path: "/notifications",
    labelKey: "shell.notifications",
    icon: NotificationsOutlined,
    subject: null,
    roles: ["staff"],
    placement: "rail",
    Badge: UnreadBadge,
    Screen: lazyScreen(() => import("../notifications/NotificationsPage")),
  },
  {
    id: "adminHospital",
    path: "/admin/general/hospital",
    labelKey: "nav.hospital",
    icon: LocalHospitalOutlined,
    subject: "hospital",
    roles: ["admin"],
    placement: "rail",
    section: "adminGeneral",
    Screen: lazyScreen(() => import("../admin/HospitalScreen")),
  },
  admin(
    "adminShiftTypes",
    "/admin/general/shift_types",
    "nav.shiftTypes",
    ScheduleOutlined,
    "shifttype",
    "adminGeneral",
    configuration("ShiftTypesScreen"),
  ),
  admin(
    "adminJobStatus",
    "/admin/general/job_status",
    "nav.jobStatus",
    BadgeOutlined,
    "jobstatus",
    "adminGeneral",
    configuration("JobStatusScreen"),
  ),
  admin(
    "adminJobTypes",
    "/admin/general/job_types",
    "nav.jobTypes",
    WorkOutlineOutlined,
    "jobtype",
    "adminGeneral",
    configuration("JobTypesScreen"),
  ),
  admin(
    "adminDepartments",
    "/admin/general/departments",
    "nav.departments",
    ApartmentOutlined,
    "department",
    "adminGeneral",
    configuration("DepartmentsScreen"),
  ),
  admin(
    "adminEventTypes",
    "/admin/general/event_types",
    "nav.eventTypes",
    EventOutlined,
    "eventtype",
    "adminGeneral",
    configuration("EventTypesScreen"),
  ),
  admin(
    "adminFlags",
    "/admin/general/flags",
    "nav.flags",
    FlagOutlined,
    "flag",
    "adminGeneral",
    configuration("FlagsScreen"),
  ),
  admin(
    "adminHolidays",
    "/admin/general/holidays",
    "nav.holidays",
    CelebrationOutlined,
    "hospital",
    "adminGeneral",
    settings("HolidaysScreen"),
  ),
  {
    id: "adminUsersStaff",
    path: "/admin/users/staff",
    labelKey: "nav.usersStaff",
    icon: GroupsOutlined,
    subject: "user",
    roles: ["admin"],
    placement: "rail",
    section: "adminUsers",
    Badge: StaffPendingDot,
    Screen: accountsScreen("StaffUsersScreen"),
  },
  {
    id: "adminUsersOperations",
    path: "/admin/users/operations",
    labelKey: "nav.usersOperations",
    icon: SupervisorAccountOutlined,
    subject: "user",
    roles: ["admin"],
    placement: "rail",
    section: "adminUsers",
    Badge: OperationsPendingDot,
    Screen: accountsScreen("OperationsUsersScreen"),
  },
  {
    id: "adminUsersManagement",
    path: "/admin/users/management",
    labelKey: "nav.usersManagement",
    icon: BadgeOutlined,
    subject: "user",
    roles: ["admin"],
    placement: "rail",
    section: "adminUsers",
    Badge: ManagementPendingDot,
    Screen: accountsScreen("ManagementUsersScreen"),
  },
  {
    id: "adminUsersAdmin",
    path: "/admin/users/admin",
    labelKey: "nav.usersAdmin",
    icon: AdminPanelSettingsOutlined,
    subject: "user",
    roles: ["admin"],
    placement: "rail",
    section: "adminUsers",
    Badge: AdminPendingDot,
    Screen: accountsScreen("AdminUsersScreen"),
  },
  {
    id: "adminUsersSettings",
    path: "/admin/users/settings",
    labelKey: "nav.usersSettings",
    icon: SettingsOutlined,
    subject: "user",
    roles: ["admin"],
    placement: "rail",
    section: "adminUsers",
    Screen: accountsScreen("UsersSettingsScreen"),
  },
  {
    id: "users",
    path: "/admin/users/staff",
    labelKey: "nav.users",
    icon: PeopleAltOutlined,
    subject: "user",
    roles: ["ops_management", "dept_management"],
    placement: "rail",
    Badge: PendingCountBadge,
    Screen: accountsScreen("StaffUsersScreen"),
  },
  {
    id: "shiftReport",
    path: "/reports/shifts",
    labelKey: "nav.report",
    icon: AssessmentOutlined,
    subject: "report",
    roles: ["ops_management", "dept_management"],
    placement: "rail",
    Screen: lazyScreen(() => import("../reports/ShiftReportPage")),
  },
  admin(
    "adminScheduleStates",
    "/admin/schedule/states",
    "nav.scheduleStates",
    RuleOutlined,
    "hospital",
    "adminSchedule",
    settings("ScheduleStatesScreen"),
  ),
  admin(
    "adminScheduleDaily",
    "/admin/schedule/daily",
    "nav.dailyScheduleTypes",
    ViewDayOutlined,
    "dailyscheduletype",
    "adminSchedule",
    configuration("DailyScheduleTypesScreen"),
  ),
  admin(
    "adminScheduleValidations",
    "/admin/schedule/validations",
    "nav.validations",
    FactCheckOutlined,
    "hospital",
    "adminSchedule",
    settings("ValidationsScreen"),
  ),
  admin(
    "adminRequestShift",
    "/admin/request/shift",
    "nav.requestShift",
    SwapHorizOutlined,
    "hospital",
    "adminRequest",
    settings("ShiftRequestsScreen"),
  ),
  admin(
    "adminRequestEvent",
    "/admin/request/event",
    "nav.requestEvent",
    EventOutlined,
    "hospital",
    "adminRequest",
    settings("EventRequestsScreen"),
  ),
  {
    id: "editProfile",
    path: "/account/profile",
    labelKey: "nav.myProfile",
    icon: AccountCircleOutlined,
    subject: null,
    roles: CLASSIFICATIONS,
    placement: "menu",
    Screen: accountsScreen("EditProfileScreen"),
  },
  {
    id: "credentials",
    path: "/account/credentials",
    labelKey: "nav.credentials",
    icon: KeyOutlined,
    subject: null,
    roles: CLASSIFICATIONS,
    placement: "menu",
    Screen: accountsScreen("CredentialsScreen"),
  },
];
