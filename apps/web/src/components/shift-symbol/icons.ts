/**
 * The icons a shift type may use as its `fa` symbol (E-007). The stored value is a Font Awesome
 * name (the product's historical icon set, e.g. "phone", "fa-moon"); the web draws the nearest
 * Material icon so that no second icon font has to be shipped. Unknown names fall back to the
 * shift type's text, so old data still shows something meaningful.
 */
import AccessTime from "@mui/icons-material/AccessTime";
import Add from "@mui/icons-material/Add";
import Bed from "@mui/icons-material/Bed";
import Bolt from "@mui/icons-material/Bolt";
import CalendarMonth from "@mui/icons-material/CalendarMonth";
import Check from "@mui/icons-material/Check";
import ChildCare from "@mui/icons-material/ChildCare";
import Close from "@mui/icons-material/Close";
import Coffee from "@mui/icons-material/Coffee";
import DarkMode from "@mui/icons-material/DarkMode";
import DirectionsCar from "@mui/icons-material/DirectionsCar";
import Emergency from "@mui/icons-material/Emergency";
import Favorite from "@mui/icons-material/Favorite";
import Flag from "@mui/icons-material/Flag";
import Flight from "@mui/icons-material/Flight";
import Home from "@mui/icons-material/Home";
import LightMode from "@mui/icons-material/LightMode";
import LocalHospital from "@mui/icons-material/LocalHospital";
import MedicalServices from "@mui/icons-material/MedicalServices";
import MenuBook from "@mui/icons-material/MenuBook";
import MonitorHeart from "@mui/icons-material/MonitorHeart";
import Notifications from "@mui/icons-material/Notifications";
import Phone from "@mui/icons-material/Phone";
import PriorityHigh from "@mui/icons-material/PriorityHigh";
import School from "@mui/icons-material/School";
import Star from "@mui/icons-material/Star";
import Vaccines from "@mui/icons-material/Vaccines";
import WbTwilight from "@mui/icons-material/WbTwilight";
import type { SvgIconProps } from "@mui/material";
import type { ComponentType } from "react";

export type SymbolIconComponent = ComponentType<SvgIconProps>;

/** Canonical Font Awesome names offered in the shift type editor, in display order. */
export const SYMBOL_ICONS: Readonly<Record<string, SymbolIconComponent>> = {
  phone: Phone,
  moon: DarkMode,
  sun: LightMode,
  "cloud-sun": WbTwilight,
  star: Star,
  bed: Bed,
  hospital: LocalHospital,
  "briefcase-medical": MedicalServices,
  "truck-medical": Emergency,
  "heart-pulse": MonitorHeart,
  heart: Favorite,
  syringe: Vaccines,
  baby: ChildCare,
  clock: AccessTime,
  calendar: CalendarMonth,
  bell: Notifications,
  bolt: Bolt,
  flag: Flag,
  "graduation-cap": School,
  book: MenuBook,
  plane: Flight,
  car: DirectionsCar,
  house: Home,
  mug: Coffee,
  check: Check,
  xmark: Close,
  plus: Add,
  exclamation: PriorityHigh,
};

/** Older Font Awesome spellings of the same icons (v4/v5 names found in imported data). */
const ALIASES: Readonly<Record<string, string>> = {
  "phone-alt": "phone",
  "phone-volume": "phone",
  "moon-o": "moon",
  "sun-o": "sun",
  "star-o": "star",
  "h-square": "hospital",
  "hospital-o": "hospital",
  "user-md": "briefcase-medical",
  "user-doctor": "briefcase-medical",
  ambulance: "truck-medical",
  heartbeat: "heart-pulse",
  "clock-o": "clock",
  "calendar-o": "calendar",
  "bell-o": "bell",
  home: "house",
  coffee: "mug",
  "mug-hot": "mug",
  times: "xmark",
};

/** "fa-solid fa-Moon" / "fa-moon" / "moon" -> "moon"; the last `fa-` word is the icon's name. */
export function iconName(value: string): string {
  const words = value.trim().toLowerCase().split(/\s+/);
  const last = words.at(-1) ?? "";
  const bare = last.startsWith("fa-") ? last.slice(3) : last;
  return ALIASES[bare] ?? bare;
}

export function symbolIcon(value: string): SymbolIconComponent | undefined {
  return SYMBOL_ICONS[iconName(value)];
}
