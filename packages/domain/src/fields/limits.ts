// Field limits of the user dialog and of comments (D-007, D-008, Q-006).

export interface TextLimit {
  readonly kind: "text";
  readonly required: boolean;
  readonly maxLength: number;
}

export interface NumberLimit {
  readonly kind: "number";
  readonly required: boolean;
  readonly min: number;
  readonly max: number;
}

export const USER_FIELD_LIMITS = {
  firstName: { kind: "text", required: true, maxLength: 30 },
  lastName: { kind: "text", required: true, maxLength: 150 },
  alias: { kind: "text", required: false, maxLength: 30 },
  email: { kind: "text", required: true, maxLength: 255 },
  employeeId: { kind: "text", required: true, maxLength: 255 },
  jobTitle: { kind: "text", required: false, maxLength: 50 },
  dailyHours: { kind: "number", required: true, min: 0, max: 24 },
  weeklyHours: { kind: "number", required: true, min: 0, max: 168 },
  comments: { kind: "text", required: false, maxLength: 1000 },
  cancelComments: { kind: "text", required: false, maxLength: 512 },
} as const satisfies Record<string, TextLimit | NumberLimit>;

export type UserField = keyof typeof USER_FIELD_LIMITS;

/** Other limits stated across the documents (Q-006, Z-016). */
export const FIELD_LIMITS = {
  passwordMinLength: 8,
  /** Not stated; keeps hashing cost bounded. */
  passwordMaxLength: 128,
  /** Comments, internal comments, open-shift comments, reject comments, schedule notes. */
  commentMaxLength: 1000,
  cancelCommentMaxLength: 512,
  documentNameMaxLength: 256,
  documentVerifierMaxLength: 256,
  attachmentMaxKilobytes: 12000,
  dateMinYear: 1900,
  dateMaxYear: 2099,
} as const;

/** Organisation configuration text (E-004…E-011): names, short codes and descriptions. */
export const CONFIGURATION_LIMITS = {
  name: 100,
  fullName: 255,
  shortCode: 10,
  description: 500,
  costCenter: 50,
  symbolValue: 50,
  censusLabel: 100,
} as const;
