/**
 * The template day form (J-001): up to three activities, each checked with the domain's field rules
 * before sending so the messages match the server's; a shift type brings its times and on-call.
 */
import type {
  Employee,
  Hospital,
  ShiftType,
  TemplateActivityInput,
  TemplateActivityOut,
} from "@rosterly/contract";
import { COMMENTS_MAX } from "@rosterly/contract";
import { checkTime, fail, formatTimeInput, normalizeTime } from "@rosterly/domain/fields";
import { checkShiftTimes, offeredShiftTypes } from "@rosterly/domain/schedule";
import { type Issues, note } from "../../../lib/forms/issues";

export interface ActivityValues {
  typeId: number | "";
  startTime: string;
  endTime: string;
  flags: number[];
  onCall: boolean;
  obligatory: boolean;
  overtime: boolean;
  comments: string;
  internalComments: string;
}

export interface DayValues {
  activities: ActivityValues[];
}

export function activityValues(activity: TemplateActivityOut): ActivityValues {
  return {
    typeId: activity.typeId,
    startTime: formatTimeInput(activity.startTime),
    endTime: formatTimeInput(activity.endTime),
    flags: [...activity.flags],
    onCall: activity.onCall,
    obligatory: activity.obligatory,
    overtime: activity.overtime,
    comments: activity.comments,
    internalComments: activity.internalComments,
  };
}

/** A new activity: the person's own shift type when offered, else none chosen yet. */
export function newActivity(types: readonly ShiftType[], employee: Employee | undefined): ActivityValues {
  const type = types.find((row) => row.id === employee?.shiftTypeId);
  return {
    typeId: type?.id ?? "",
    startTime: type ? formatTimeInput(type.startTime) : "",
    endTime: type ? formatTimeInput(type.endTime) : "",
    flags: [],
    onCall: type?.onCall ?? false,
    obligatory: false,
    overtime: false,
    comments: "",
    internalComments: "",
  };
}

/** The shift types offered to the person (F-019), sorted by name. */
export function offeredTypes(hospital: Hospital, employee: Employee | undefined): ShiftType[] {
  return offeredShiftTypes({
    shiftTypes: hospital.shiftTypes,
    jobTypes: hospital.jobTypes,
    jobTypeId: employee?.jobTypeId,
    charge: employee?.charge === true,
    keepTypeId: null,
  }).sort((a, b) => a.name.localeCompare(b.name));
}

export function dayIssues(values: DayValues): Issues {
  const issues: Issues = {};
  values.activities.forEach((activity, i) => {
    const path = (field: keyof ActivityValues) => `activities.${i}.${field}`;
    if (activity.typeId === "") note(issues, path("typeId"), fail("validation.required"));
    const times: (string | null)[] = [];
    for (const field of ["startTime", "endTime"] as const) {
      const value = activity[field];
      if (value.trim() === "") note(issues, path(field), fail("validation.required"));
      note(issues, path(field), checkTime(value));
      const parsed = normalizeTime(value);
      times.push(parsed.ok ? parsed.value : null);
    }
    const [start, end] = times;
    if (start && end) {
      const same = checkShiftTimes(start, end);
      if (same) note(issues, path("endTime"), same);
    }
    for (const field of ["comments", "internalComments"] as const)
      if (activity[field].length > COMMENTS_MAX)
        note(issues, path(field), fail("validation.max", { max: COMMENTS_MAX }));
  });
  return issues;
}

/** The request's activities, once `dayIssues` found nothing. */
export function dayInput(values: DayValues): TemplateActivityInput[] {
  return values.activities.map((activity) => {
    const time = (value: string) => {
      const parsed = normalizeTime(value);
      return parsed.ok && parsed.value !== null ? parsed.value : value;
    };
    return {
      typeId: Number(activity.typeId),
      startTime: time(activity.startTime),
      endTime: time(activity.endTime),
      flags: activity.flags,
      onCall: activity.onCall,
      obligatory: activity.obligatory,
      overtime: activity.overtime,
      comments: activity.comments,
      internalComments: activity.internalComments,
    };
  });
}
