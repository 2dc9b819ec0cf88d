/**
 * Which shift types may be given to a person (F-019): those associated with their job type, plus
 * those of the charge-nurse job types when they can act as charge nurse. A job type that lists no
 * types (or a person without one) is offered every type in use; obsolete types are never offered,
 * but a shift keeps the type it already has.
 */
export interface OfferJobType {
  id: number;
  settings: Readonly<Record<string, unknown>>;
}

export interface OfferShiftType {
  id: number;
  obsolete: boolean;
}

function idList(value: unknown): number[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter((item): item is number => typeof item === "number");
}

const associatedOf = (jobType: OfferJobType): number[] | null =>
  idList(jobType.settings.associatedShiftTypes);
const isChargeNurseType = (jobType: OfferJobType): boolean => jobType.settings.isChargeNurse === true;

export function offeredShiftTypes<T extends OfferShiftType>(args: {
  shiftTypes: readonly T[];
  jobTypes: readonly OfferJobType[];
  /** The person's job type, if they have one. */
  jobTypeId: number | null | undefined;
  /** Whether the person can act as charge nurse. */
  charge: boolean;
  /** The type a saved shift already has: offered even when obsolete or not associated. */
  keepTypeId?: number | null;
}): T[] {
  const jobType = args.jobTypeId == null ? undefined : args.jobTypes.find((row) => row.id === args.jobTypeId);
  const associated = jobType ? associatedOf(jobType) : null;
  const allowed: Set<number> | null = associated === null ? null : new Set(associated);
  if (allowed !== null && args.charge) {
    for (const other of args.jobTypes)
      if (isChargeNurseType(other)) for (const id of associatedOf(other) ?? []) allowed.add(id);
  }
  return args.shiftTypes.filter(
    (type) => type.id === args.keepTypeId || (!type.obsolete && (allowed === null || allowed.has(type.id))),
  );
}
