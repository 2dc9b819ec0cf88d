import type { ReferenceData } from "./reference";

export const hospitalSettings = (
  initialStartDate: string,
  jobs: ReferenceData["jobs"],
  shifts: ReferenceData["shifts"],
) => ({
  idleTimeout: 15,
  scheduling: {
    period: 42,
    initialStartDate,
    // Riverside lets schedulers keep adjusting a published and the current schedule (call-offs,
    // floats); schedules waiting for the director's approval and past ones stay locked.
    states: {
      initial: { editable: true, staffVisible: false },
      self_schedule: { editable: true, staffVisible: true },
      draft: { editable: true, staffVisible: false },
      pending_post_approval: { editable: false, staffVisible: false },
      under_nurse_review: { editable: true, staffVisible: true },
      pending_publish_approval: { editable: false, staffVisible: false },
      published: { editable: true, staffVisible: true },
      current: { editable: true, staffVisible: true },
      past: { editable: false, staffVisible: true },
    },
  },
  security: { lockout: { maxFailures: 5, windowMinutes: 15, durationMinutes: 15 } },
  dateFormats: {
    date: "MMM D, YYYY",
    shortDate: "MMM D",
    month: "MMMM",
    longDate: "dddd MMM D, YYYY",
    dateTime: "MMM D, YYYY HH:mm",
  },
  holidays: {
    US: [
      { date: "2026-01-01", name: "New Year's Day" },
      { date: "2026-05-25", name: "Memorial Day" },
      { date: "2026-07-04", name: "Independence Day" },
      { date: "2026-09-07", name: "Labor Day" },
      { date: "2026-11-26", name: "Thanksgiving Day" },
      { date: "2026-12-25", name: "Christmas Day" },
      { date: "2027-01-01", name: "New Year's Day" },
    ],
  },
  validations: {
    consecutiveShifts: {
      data: [
        {
          jobTypes: [jobs.chg.id, jobs.rn.id, jobs.lvn.id],
          shiftTypes: { [shifts.d12]: 4, [shifts.n12]: 3 },
        },
        { jobTypes: [jobs.cna.id], shiftTypes: { [shifts.d12]: 5, [shifts.n12]: 4, [shifts.d8]: 6 } },
      ],
    },
  },
});

export interface UnitPlan {
  name: string;
  fullName: string;
  costCenter: string;
  staff: number;
  /** Staff needed per 12-hour shift: RN/CHG group, LVN, CNA. */
  needs: { rn: [number, number]; lvn: [number, number]; cna: [number, number] };
}

export const UNITS: UnitPlan[] = [
  {
    name: "4 West Med-Surg",
    fullName: "4 West Medical-Surgical Unit",
    costCenter: "6140",
    staff: 48,
    needs: { rn: [6, 5], lvn: [1, 1], cna: [3, 2] },
  },
  {
    name: "ICU",
    fullName: "Intensive Care Unit",
    costCenter: "6010",
    staff: 40,
    needs: { rn: [7, 7], lvn: [0, 0], cna: [1, 1] },
  },
  {
    name: "Emergency",
    fullName: "Emergency Department",
    costCenter: "6300",
    staff: 52,
    needs: { rn: [8, 6], lvn: [1, 1], cna: [2, 2] },
  },
  {
    name: "Pediatrics",
    fullName: "Pediatric Unit",
    costCenter: "6220",
    staff: 34,
    needs: { rn: [4, 3], lvn: [0, 0], cna: [1, 1] },
  },
];

export function staffNeeded(plan: UnitPlan, ref: ReferenceData) {
  const { jobs, shifts } = ref;
  return [
    {
      jobTypes: [jobs.chg.id, jobs.rn.id],
      shiftTypes: { [shifts.d12]: plan.needs.rn[0], [shifts.n12]: plan.needs.rn[1] },
    },
    ...(plan.needs.lvn[0] > 0
      ? [
          {
            jobTypes: [jobs.lvn.id],
            shiftTypes: { [shifts.d12]: plan.needs.lvn[0], [shifts.n12]: plan.needs.lvn[1] },
          },
        ]
      : []),
    {
      jobTypes: [jobs.cna.id],
      shiftTypes: { [shifts.d12]: plan.needs.cna[0], [shifts.n12]: plan.needs.cna[1] },
    },
  ];
}

/** Suggested nurses per census at each acuity level (1 = lightest), per associated shift type. */
export function staffingMatrix(ref: ReferenceData) {
  const rows = [10, 15, 20, 25, 30].map((census) => ({
    census,
    acuity: {
      1: Math.ceil(census / 6),
      2: Math.ceil(census / 5),
      3: Math.ceil(census / 4),
      4: Math.ceil(census / 3),
      5: Math.ceil(census / 2),
    },
  }));
  return { [ref.shifts.d12]: rows, [ref.shifts.n12]: rows };
}
