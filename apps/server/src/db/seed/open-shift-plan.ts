/**
 * The demo's open shifts on the first scheduling unit, one in each state a scheduler meets: open
 * with bids (and a reminder sent), first come first served with a seat taken, closed with its seats
 * filled and a bidder left over, and ended at its deadline with nobody seated. Days and times are
 * offsets from today and now, so the demo looks the same whenever it is loaded.
 */

export type DemoOpenShiftState = "bidding" | "fcfs" | "closed" | "ended";

export interface DemoOpenShift {
  state: DemoOpenShiftState;
  /** Days after today. */
  inDays: number;
  /** Moved up to a week later, to a day the demo nurse is free, so that she is one of its bidders. */
  demoNurseBids?: boolean;
  shiftType: "Day 12" | "Night 12";
  opening: number;
  title: string;
  comments: string;
  /** Hours before now it was opened, and after now (negative: before) bidding ends. */
  openedHoursAgo: number;
  endsInHours: number;
  /** How many nurses bid, and how many of them hold a seat. */
  bidders: number;
  seated: number;
  /** Hours before now the last reminder went to those who had not bid. */
  nudgedHoursAgo?: number;
}

export const DEMO_OPEN_SHIFTS: readonly DemoOpenShift[] = [
  {
    state: "bidding",
    inDays: 4,
    demoNurseBids: true,
    shiftType: "Day 12",
    opening: 2,
    title: "Day RN, high census",
    comments: "Two admissions expected from the ED.",
    openedHoursAgo: 26,
    endsInHours: 48,
    bidders: 3,
    seated: 0,
    nudgedHoursAgo: 3,
  },
  {
    state: "fcfs",
    inDays: 6,
    shiftType: "Night 12",
    opening: 3,
    title: "Night RN, first come first served",
    comments: "",
    openedHoursAgo: 5,
    endsInHours: 30,
    bidders: 1,
    seated: 1,
  },
  {
    state: "closed",
    inDays: 2,
    shiftType: "Day 12",
    opening: 2,
    title: "Day RN, sick calls",
    comments: "Covering two sick calls.",
    openedHoursAgo: 70,
    endsInHours: 12,
    bidders: 3,
    seated: 2,
  },
  {
    state: "ended",
    inDays: 1,
    shiftType: "Night 12",
    opening: 1,
    title: "Night RN",
    comments: "",
    openedHoursAgo: 50,
    endsInHours: -6,
    bidders: 2,
    seated: 0,
  },
];
