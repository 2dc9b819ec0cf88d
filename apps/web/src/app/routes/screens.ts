/**
 * Every signed-in screen that exists, in rail order. A later issue adds a screen by adding one
 * entry here (and a section row when it starts a new rail group); nothing else needs to change.
 */
import AccountCircleOutlined from "@mui/icons-material/AccountCircleOutlined";
import LocalHospitalOutlined from "@mui/icons-material/LocalHospitalOutlined";
import TuneOutlined from "@mui/icons-material/TuneOutlined";
import { CLASSIFICATIONS } from "@rosterly/domain/permissions";
import { lazyScreen } from "../../lib/lazy";
import type { RailSection, ScreenRoute } from "./route-table";

export const RAIL_SECTIONS: readonly RailSection[] = [
  { id: "adminGeneral", path: "/admin/general", labelKey: "nav.general", icon: TuneOutlined },
];

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  {
    id: "adminHospital",
    path: "/admin/general/hospital",
    labelKey: "nav.hospital",
    icon: LocalHospitalOutlined,
    subject: "hospital",
    roles: ["admin"],
    placement: "rail",
    section: "adminGeneral",
    Screen: lazyScreen(() => import("../../features/hospital/components/HospitalInfoPage")),
  },
  {
    id: "editProfile",
    path: "/account/profile",
    labelKey: "nav.myProfile",
    icon: AccountCircleOutlined,
    subject: null,
    roles: CLASSIFICATIONS,
    placement: "menu",
    Screen: lazyScreen(() => import("../../features/session/components/ProfilePage")),
  },
];
