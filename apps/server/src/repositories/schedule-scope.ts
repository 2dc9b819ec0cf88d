/** Which shifts and events a caller can see at all (before per-row redaction). */
export type ScheduleScope =
  | { all: true }
  | {
      all: false;
      userId: number;
      departmentIds: readonly number[];
      /** Department management also follows its own staff into other departments (floats). */
      staffOfDepartments: boolean;
      /**
       * Staff see shifts only of schedules in these states (F-009, Z-010); null for management,
       * who see every state.
       */
      visibleStates: readonly string[] | null;
    };
