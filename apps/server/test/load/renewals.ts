import { renewAccess, type SignedIn } from "./accounts";
import type { LiveSocket } from "./live-socket";
import type { Tally } from "./tally";

/**
 * How the clients renew their access tokens. `spread`: as a hospital's clients do, each on its own
 * schedule, since people sign in at different times (the load's first renewals are spread evenly
 * over the renewal interval, as if the sign-ins had been). `lockstep`: everyone by the age of the
 * token the load's sign-in gave them, so all the clients renew within the same seconds every
 * interval (the load signs everyone in at once): a stress case, not a hospital.
 */
export type RenewalPacing = "spread" | "lockstep";

/**
 * Access tokens last five minutes; the clients renew theirs after two and a half, which leaves a
 * saturated server minutes to answer a renewal.
 */
const RENEW_AFTER_MS = 150_000;
/** How often the clients look for tokens due for renewal (a client's own timer, not a wait). */
const CHECK_MS: Record<RenewalPacing, number> = { spread: 1_000, lockstep: 10_000 };
/** Lockstep renewals go out a hundred at a time. */
const LOCKSTEP_BATCH = 100;

export interface Client {
  person: SignedIn;
  socket: LiveSocket;
}

/** A check that found tokens due: when it started and ended (ms since the epoch) and how many. */
export interface RenewalRound {
  startedAt: number;
  endedAt: number;
  count: number;
}

async function renew(baseUrl: string, { person, socket }: Client, tally: Tally): Promise<void> {
  const started = performance.now();
  try {
    await renewAccess(baseUrl, person);
    tally.record("token renewal", performance.now() - started);
    await socket.open();
  } catch (error) {
    tally.error(`token renewal: ${String(error)}`);
  }
}

/**
 * Keeps every client's token renewed (and its socket reopened with the new token, the way the web
 * client does) until `stop`, which answers the rounds of renewals there were.
 */
export function keepRenewing(
  baseUrl: string,
  clients: readonly Client[],
  pacing: RenewalPacing,
  tally: Tally,
): { stop: () => Promise<RenewalRound[]> } {
  const rounds: RenewalRound[] = [];
  const inFlight = new Set<Promise<void>>();
  const startedAt = performance.now();
  const dueAt = new Map<Client, number>(
    clients.map((client, i) => [
      client,
      pacing === "spread"
        ? startedAt + (RENEW_AFTER_MS * (i + 1)) / clients.length
        : client.person.issuedAt + RENEW_AFTER_MS,
    ]),
  );
  const busy = new Set<Client>();
  const timer = setInterval(() => {
    const now = performance.now();
    // Lockstep waits for a round to finish, as a batch job would; spread clients are independent.
    if (pacing === "lockstep" && busy.size > 0) return;
    const due = clients.filter((client) => !busy.has(client) && now >= (dueAt.get(client) ?? 0));
    if (due.length === 0) return;
    const round: RenewalRound = { startedAt: Date.now(), endedAt: 0, count: due.length };
    rounds.push(round);
    for (const client of due) busy.add(client);
    const done = (client: Client) => {
      busy.delete(client);
      dueAt.set(client, client.person.issuedAt + RENEW_AFTER_MS);
    };
    const work =
      pacing === "spread"
        ? Promise.all(due.map((client) => renew(baseUrl, client, tally).finally(() => done(client))))
        : inBatches(due, LOCKSTEP_BATCH, (client) =>
            renew(baseUrl, client, tally).finally(() => done(client)),
          );
    const tracked = work.then(() => {
      round.endedAt = Date.now();
      inFlight.delete(tracked);
    });
    inFlight.add(tracked);
  }, CHECK_MS[pacing]);
  return {
    // Renewals under way finish first: a socket reopening as the load ends is not an error.
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
      return rounds;
    },
  };
}

async function inBatches<T>(items: readonly T[], size: number, each: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map(each));
}
