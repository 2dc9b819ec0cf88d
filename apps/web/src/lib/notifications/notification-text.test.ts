import { describe, expect, it } from "vitest";
import { createFormatter } from "../format";
import { createI18n } from "../../test/i18n";
import { buildReceipt } from "../../test/notification-fixtures";
import { NOTIFICATION_KEYS, notificationSubject, notificationText } from "./notification-text";

const formatter = createFormatter({ timeZone: "America/New_York" });
const day = { date: "2026-12-21" };
const period = { start: "2027-01-03", end: "2027-02-13" };
const credential = { date: "2026-12-21", person: "Nora Quinn", document: "RN licence", user_id: 7 };

const text = (language: "en" | "zh-TW", messageKey: string, messageParams: Record<string, string | number>) =>
  notificationText(createI18n(language).t, createFormatter({ timeZone: "UTC", language }), {
    messageKey,
    messageParams,
  });

describe("notification text", () => {
  it.each([
    ["notifications.open_shift_new", day, "A new open shift on Dec 21, 2026 is open for bids."],
    [
      "notifications.open_shift_nudge",
      day,
      "Reminder: the open shift on Dec 21, 2026 still needs staff. Bid on it if you can work it.",
    ],
    [
      "notifications.open_shift_assigned",
      day,
      "You were assigned the open shift on Dec 21, 2026. It is now on your schedule.",
    ],
    [
      "notifications.open_shift_closed",
      day,
      "Bidding on the open shift on Dec 21, 2026 was closed. You were not assigned this shift.",
    ],
    [
      "notifications.open_shift_ended",
      day,
      "Bidding on the open shift on Dec 21, 2026 has ended. You were not assigned this shift.",
    ],
    [
      "notifications.schedule_posted",
      period,
      "The schedule for Jan 3, 2027 – Feb 13, 2027 was posted for your review.",
    ],
    [
      "notifications.schedule_posted_self",
      period,
      "The schedule for Jan 3, 2027 – Feb 13, 2027 is open for self-scheduling. Pick your shifts.",
    ],
    [
      "notifications.schedule_published",
      period,
      "The schedule for Jan 3, 2027 – Feb 13, 2027 was published.",
    ],
    [
      "notifications.credential_expiring",
      credential,
      "Nora Quinn's credential RN licence expires on Dec 21, 2026. Ask for the renewal in time.",
    ],
  ])("reads %s in English with its dates formatted", (key, params, expected) => {
    expect(text("en", key, params)).toBe(expected);
  });

  const requestDay = {
    dates: "2026-12-21",
    kind: "swap",
    requester: "Nora Quinn",
    content_type: "swap",
    request_id: 9,
  };

  it("has a Chinese text for every key the server sends, with its dates filled in", () => {
    for (const key of NOTIFICATION_KEYS) {
      const params = key.includes("schedule")
        ? period
        : key.includes("request")
          ? requestDay
          : key.includes("credential")
            ? credential
            : day;
      const chinese = text("zh-TW", key, params);
      expect(chinese).not.toBe(text("en", key, params));
      expect(chinese).not.toMatch(/\{\{|notifications\./);
      expect(chinese).toContain(key.includes("schedule") ? "2月 13, 2027" : "12月 21, 2026");
    }
    expect(text("zh-TW", "notifications.open_shift_new", day)).toBe(
      "12月 21, 2026 有新的開放班次，歡迎競標。",
    );
  });

  it.each([
    [
      "notifications.request_approved",
      { dates: "2026-12-21, 2026-12-22", kind: "event", requester: "Nora Quinn" },
      "The time-off request from Nora Quinn for Dec 21, 2026, Dec 22, 2026 was approved.",
    ],
    [
      "notifications.request_rejected",
      { dates: "2026-12-21", kind: "giveaway", requester: "Nora Quinn" },
      "The giveaway request from Nora Quinn for Dec 21, 2026 was rejected.",
    ],
    [
      "notifications.request_submitted",
      { dates: "2026-12-21", kind: "split", requester: "Nora Quinn" },
      "Nora Quinn sent a split shift request for Dec 21, 2026.",
    ],
    [
      "notifications.request_named",
      { dates: "2026-12-21", kind: "swap", requester: "Omar Baker" },
      "Omar Baker named you in a swap request for Dec 21, 2026. You will hear when it is decided.",
    ],
    [
      "notifications.request_taken_over",
      { dates: "2026-12-21", kind: "swap", requester: "Omar Baker", reviewer: "Dana Director" },
      "Dana Director took over the review of the swap request from Omar Baker for Dec 21, 2026.",
    ],
    // An unknown kind or a missing name still reads as a whole sentence.
    [
      "notifications.request_withdrawn",
      { dates: "2026-12-21", kind: "trade" },
      "Someone withdrew the shift request for Dec 21, 2026.",
    ],
  ])("reads the request notice %s with its kind and person", (key, params, expected) => {
    expect(text("en", key, params)).toBe(expected);
  });

  it("uses the organisation's date format for the days", () => {
    const own = createFormatter({ timeZone: "UTC", formats: { date: "DD/MM/YYYY" } });
    expect(
      notificationText(createI18n("en").t, own, {
        messageKey: "notifications.open_shift_new",
        messageParams: day,
      }),
    ).toBe("A new open shift on 21/12/2026 is open for bids.");
  });

  it("never shows an unknown key or an unfilled parameter", () => {
    const t = createI18n("en").t;
    const generic = "You have a new notification.";
    expect(
      notificationText(t, formatter, { messageKey: "notifications.swap_requested", messageParams: {} }),
    ).toBe(generic);
    expect(notificationText(t, formatter, { messageKey: "shell.notifications", messageParams: {} })).toBe(
      generic,
    );
    expect(
      notificationText(t, formatter, { messageKey: "notifications.open_shift_new", messageParams: {} }),
    ).toBe(generic);
    expect(
      notificationText(t, formatter, {
        messageKey: "notifications.schedule_published",
        messageParams: { start: "2027-01-03", end: 7 },
      }),
    ).toBe(generic);
  });

  it("says what a notification is about, so that opening it can lead there", () => {
    expect(notificationSubject(buildReceipt().notification)).toEqual({ kind: "openShift", id: 77 });
    const schedule = buildReceipt({
      messageKey: "notifications.schedule_posted",
      messageParams: period,
      originData: {
        originatorInfo: null,
        contentType: "schedule",
        associatedContentType: "schedule",
        associatedObjectId: 5,
      },
    });
    expect(notificationSubject(schedule.notification)).toEqual({
      kind: "schedule",
      id: 5,
      start: "2027-01-03",
    });
    const request = buildReceipt({
      messageKey: "notifications.request_approved",
      messageParams: { dates: "2026-12-21", kind: "swap", content_type: "swap", request_id: 9 },
      originData: {
        originatorInfo: null,
        contentType: "approval",
        associatedContentType: "approval",
        associatedObjectId: 140,
      },
    });
    expect(notificationSubject(request.notification)).toEqual({
      kind: "request",
      contentType: "swap",
      id: 9,
    });
    const other = buildReceipt({
      originData: {
        originatorInfo: null,
        contentType: "swap",
        associatedContentType: null,
        associatedObjectId: null,
      },
    });
    expect(notificationSubject(other.notification)).toBeNull();
  });
});
