import { scheduleEvent, shift, type UpdateMessage, wire } from "@rosterly/contract";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type BurstTimer,
  type ChangeNotice,
  collectBursts,
  quietTimer,
  summariseBurst,
} from "../../features/schedule/lib/change-burst";
import { useSession } from "../../lib/session/session-context";

const shiftAuthor = wire(shift.pick({ modifiedBy: true }));
const eventAuthor = wire(scheduleEvent.pick({ modifiedBy: true }));

/** Whether a cached list of the kind shows the entry (read before the message patches the cache). */
function isShown(queryClient: QueryClient, kind: "shifts" | "events", id: number): boolean {
  return queryClient
    .getQueriesData<readonly { id: number }[]>({ queryKey: ["scheduling", kind] })
    .some(([, list]) => list?.some((entry) => entry.id === id) ?? false);
}

/**
 * What a live message tells a screen-reader user, if anything: changes saved by others (one's own
 * saves are known already), and removals of entries still shown (one's own removals are gone
 * from the cache before their message arrives).
 */
export function noticeOf(
  queryClient: QueryClient,
  update: UpdateMessage,
  ownUserId: number,
): ChangeNotice | null {
  const { content_type: type, action, id } = update;
  if (type !== "shift" && type !== "event") return null;
  const kind = type === "shift" ? "shift" : "event";
  if (action === "deleted")
    return id !== null && isShown(queryClient, type === "shift" ? "shifts" : "events", id)
      ? { kind, actorId: null, removed: true }
      : null;
  const author = (type === "shift" ? shiftAuthor : eventAuthor).safeParse(update.data);
  const actorId = author.success ? author.data.modifiedBy : null;
  if (actorId === ownUserId) return null;
  return { kind, actorId, removed: false };
}

/**
 * The master schedule's polite announcements of others' live changes: `observe` hears each
 * message before it is applied; `message` is the latest burst's summary line.
 */
export function useChangeAnnouncements(timer: BurstTimer = quietTimer) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { hospital, user } = useSession();
  // A number with the line, so the same line said twice is still a change the region announces.
  const [message, setMessage] = useState({ text: "", seq: 0 });
  const listFormat = useMemo(
    () => new Intl.ListFormat(i18n.language, { type: "conjunction" }),
    [i18n.language],
  );
  const collector = useMemo(
    () =>
      collectBursts((burst) => {
        const text = summariseBurst(
          t,
          burst,
          (userId) => hospital.employees[String(userId)]?.fullName,
          (names) => listFormat.format(names),
        );
        if (text !== "") setMessage((previous) => ({ text, seq: previous.seq + 1 }));
      }, timer),
    [t, hospital, listFormat, timer],
  );
  useEffect(() => () => collector.cancel(), [collector]);
  const observe = useCallback(
    (update: UpdateMessage) => {
      const notice = noticeOf(queryClient, update, user.id);
      if (notice !== null) collector.add(notice);
    },
    [queryClient, user.id, collector],
  );
  return { message: message.text, messageKey: message.seq, observe };
}
