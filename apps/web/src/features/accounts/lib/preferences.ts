/**
 * A person's notification and reminder choices (D-021), stored under `settings.notifications` and
 * `settings.reminders` as data. Stored values are read defensively: anything missing or malformed
 * falls back to the default, which is "tell me".
 */
import { z } from "zod";

export const NOTIFICATION_TOPICS = ["schedule", "requests", "openShifts", "email"] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const REMINDER_HOURS = [1, 2, 4, 8, 12, 24] as const;

const flag = z.boolean().catch(true);
const notifications = z
  .object({ schedule: flag, requests: flag, openShifts: flag, email: flag })
  .catch({ schedule: true, requests: true, openShifts: true, email: true });
const reminders = z
  .object({
    shifts: flag,
    hoursBefore: z
      .number()
      .refine((hours) => REMINDER_HOURS.some((choice) => choice === hours))
      .catch(12),
  })
  .catch({ shifts: true, hoursBefore: 12 });

export type Notifications = z.infer<typeof notifications>;
export type Reminders = z.infer<typeof reminders>;

export function readPreferences(settings: Readonly<Record<string, unknown>>): {
  notifications: Notifications;
  reminders: Reminders;
} {
  return {
    notifications: notifications.parse(settings.notifications ?? {}),
    reminders: reminders.parse(settings.reminders ?? {}),
  };
}
