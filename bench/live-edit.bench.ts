/**
 * A saved edit reaching a second scheduler's open grid (issue 17: within 300 ms p99), against the
 * real compiled server with the demo hospital, in two browsers over the real socket:
 * - the writer (4 West's scheduler) saves shifts through the API from her signed-in page, one at a
 *   time, alternately creating a shift in an empty cell and deleting it;
 * - the watcher (4 West's director) has the same master schedule open; an observer in her page
 *   notes when the shift appears in or leaves her grid, and the frame that paints it;
 * - baseline in the same run: a bare socket client of the watcher's, in this process, noting when
 *   the change is heard; the difference is what the web app spends (refetch, render, paint).
 * Times are taken on one machine's clock (`performance.timeOrigin + performance.now()` in each
 * page and here), from the moment the writer's page holds the saved answer.
 * Needs `npm run build -w @rosterly/web` (the server is rebuilt here).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import WebSocket from "ws";
import { BROWSER_ARGS, signInToSchedule } from "./schedule-open.bench";
import { buildServer, type RunningServer, startServer } from "./server-start.bench";
import { median, percentile } from "./support";

const PORT = Number(process.env.BENCH_LIVE_PORT ?? 8657);
const WARMUP = 3;
const ROUNDS = 50;
const GOAL_P99_MS = 300;
const TOKEN_KEY = "access-token";

interface Target {
  assigneeId: number;
  date: string;
  departmentId: number;
  typeId: number;
}

interface Saved {
  id: number;
  sentAt: number;
  savedAt: number;
}

interface Sample {
  saveMs: number;
  socketMs: number;
  domMs: number;
  paintMs: number;
  sentToPaintMs: number;
}

const epochNow = () => performance.timeOrigin + performance.now();

async function openGrid(browser: Browser, url: string, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  await page.goto(`${url}/scheduling/schedule`);
  await signInToSchedule(page, email);
  return page;
}

/** An empty cell both pages show, and the department and shift type of a shift already on the grid. */
async function chooseTarget(writer: Page, watcher: Page): Promise<Target> {
  const emptyCells = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[role="grid"] [data-cell]')]
        .filter((cell) => cell.querySelector("[data-shift-id]") === null)
        .map((cell) => cell.dataset.cell ?? ""),
    );
  const shown = new Set(await emptyCells(writer));
  const cell = (await emptyCells(watcher)).find((key) => shown.has(key));
  if (cell === undefined) throw new Error("no empty cell is on both screens");
  const [assignee, date] = cell.split(":");
  const model = await writer.evaluate(async (key) => {
    const id = document.querySelector<HTMLElement>("[data-shift-id]")?.dataset.shiftId;
    const response = await fetch(`/api/shifts/${id}/`, {
      headers: { authorization: `Bearer ${localStorage.getItem(key)}` },
    });
    const shift: unknown = await response.json();
    return shift !== null && typeof shift === "object" && "department_id" in shift && "type_id" in shift
      ? { departmentId: Number(shift.department_id), typeId: Number(shift.type_id) }
      : null;
  }, TOKEN_KEY);
  if (model === null) throw new Error("the grid's first shift could not be read");
  return { assigneeId: Number(assignee), date: date ?? "", ...model };
}

/** Notes, in the watcher's page, when each shift id enters (`+id`) or leaves (`-id`) the grid and the frame after. */
async function watchGrid(watcher: Page): Promise<void> {
  // No named functions inside: the bench runs through tsx, whose `keepNames` would wrap them in a
  // helper that the page does not have.
  await watcher.evaluate((selector) => {
    const seen = new Map<string, { dom: number; paint: number | null }>();
    let present = new Set(
      Array.from(document.querySelectorAll<HTMLElement>(selector), (e) => e.dataset.shiftId),
    );
    new MutationObserver(() => {
      const now = performance.timeOrigin + performance.now();
      const current = new Set(
        Array.from(document.querySelectorAll<HTMLElement>(selector), (e) => e.dataset.shiftId),
      );
      const changes = [
        ...[...current].filter((id) => !present.has(id)).map((id) => `+${id}`),
        ...[...present].filter((id) => !current.has(id)).map((id) => `-${id}`),
      ];
      present = current;
      for (const key of changes) {
        if (seen.has(key)) continue;
        const entry = { dom: now, paint: null as number | null };
        seen.set(key, entry);
        requestAnimationFrame(() => {
          entry.paint = performance.timeOrigin + performance.now();
        });
      }
    }).observe(document.body, { subtree: true, childList: true });
    Object.assign(window, { benchSeen: seen });
  }, "[data-shift-id]");
}

async function seenInGrid(watcher: Page, key: string): Promise<{ dom: number; paint: number }> {
  const handle = await watcher.waitForFunction((wanted) => {
    const seen = (window as unknown as { benchSeen: Map<string, { dom: number; paint: number | null }> })
      .benchSeen;
    const entry = seen.get(wanted);
    return entry !== undefined && entry.paint !== null ? entry : null;
  }, key);
  return (await handle.jsonValue()) as { dom: number; paint: number };
}

/** The watcher's bare socket: when each `action:id` shift change is heard here. */
interface BareSocket {
  heardAt(key: string): Promise<number>;
  close(): void;
}

async function bareSocket(url: string, token: string): Promise<BareSocket> {
  const heard = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  const socket = new WebSocket(`${url.replace(/^http/, "ws")}/ws/updates/?token=${token}`);
  await new Promise<void>((resolve, reject) => {
    socket.on("message", (data: Buffer) => {
      const at = epochNow();
      const message: unknown = JSON.parse(data.toString());
      if (message === null || typeof message !== "object" || !("content_type" in message)) return;
      if (message.content_type === "ready") resolve();
      if (message.content_type !== "shift" || !("action" in message) || !("id" in message)) return;
      const key = `${String(message.action)}:${String(message.id)}`;
      heard.set(key, at);
      waiting.get(key)?.(at);
      waiting.delete(key);
    });
    socket.on("error", reject);
  });
  return {
    heardAt: (key) => {
      const at = heard.get(key);
      return at === undefined ? new Promise((resolve) => waiting.set(key, resolve)) : Promise.resolve(at);
    },
    close: () => socket.close(1000, "done"),
  };
}

async function save(writer: Page, target: Target, removeId: number | null): Promise<Saved> {
  return writer.evaluate(
    async ({ target, removeId, key }) => {
      const authorization = `Bearer ${localStorage.getItem(key)}`;
      const sentAt = performance.timeOrigin + performance.now();
      const response =
        removeId === null
          ? await fetch("/api/shifts/", {
              method: "POST",
              headers: { authorization, "content-type": "application/json" },
              body: JSON.stringify([
                {
                  date: target.date,
                  type_id: target.typeId,
                  department_id: target.departmentId,
                  assignee_id: target.assigneeId,
                },
              ]),
            })
          : await fetch(`/api/shifts/${removeId}/`, { method: "DELETE", headers: { authorization } });
      const savedAt = performance.timeOrigin + performance.now();
      if (response.status !== (removeId === null ? 201 : 204))
        throw new Error(`the save answered ${response.status}: ${await response.text()}`);
      const id = removeId ?? ((await response.json()) as { id: number }[])[0]?.id ?? 0;
      return { id, sentAt, savedAt };
    },
    { target, removeId, key: TOKEN_KEY },
  );
}

const row = (label: string, values: number[]) =>
  `  ${label.padEnd(44)} p50 ${Math.round(median(values)).toString().padStart(4)} ms · p95 ${Math.round(percentile(values, 95)).toString().padStart(4)} ms · p99 ${Math.round(percentile(values, 99)).toString().padStart(4)} ms`;

export async function run(): Promise<void> {
  buildServer();
  const dataDir = mkdtempSync(join(tmpdir(), "rosterly-live-"));
  let server: RunningServer | null = null;
  let socket: BareSocket | null = null;
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: BROWSER_ARGS });
  try {
    server = await startServer(dataDir, PORT);
    const writer = await openGrid(browser, server.url, "scheduler@rosterly.test");
    const watcher = await openGrid(browser, server.url, "director@rosterly.test");
    const token = await watcher.evaluate((key) => localStorage.getItem(key) ?? "", TOKEN_KEY);
    socket = await bareSocket(server.url, token);
    const target = await chooseTarget(writer, watcher);
    await watchGrid(watcher);
    const samples: Sample[] = [];
    for (let round = 0; round < WARMUP + ROUNDS; round += 1) {
      const created = await save(writer, target, null);
      const removed = await save(writer, target, created.id);
      for (const [saved, key, action] of [
        [created, `+${created.id}`, "created"],
        [removed, `-${removed.id}`, "deleted"],
      ] as const) {
        const shown = await seenInGrid(watcher, key);
        const heardAt = await socket.heardAt(`${action}:${saved.id}`);
        if (round >= WARMUP)
          samples.push({
            saveMs: saved.savedAt - saved.sentAt,
            socketMs: heardAt - saved.savedAt,
            domMs: shown.dom - saved.savedAt,
            paintMs: shown.paint - saved.savedAt,
            sentToPaintMs: shown.paint - saved.sentAt,
          });
      }
    }
    const painted = samples.map((s) => s.paintMs);
    const bare = samples.map((s) => s.socketMs);
    console.log(
      `\nLive edit, real server (demo 4 West), two browsers: ${samples.length} saves (creates and deletes, one at a time)`,
    );
    console.log(
      row(
        "the writer's save (request → answer)",
        samples.map((s) => s.saveMs),
      ),
    );
    console.log(row("saved → heard by a bare socket (baseline)", bare));
    console.log(
      row(
        "saved → in the second grid's DOM",
        samples.map((s) => s.domMs),
      ),
    );
    console.log(row("saved → painted in the second grid", painted));
    console.log(
      row(
        "save sent → painted in the second grid",
        samples.map((s) => s.sentToPaintMs),
      ),
    );
    console.log(
      `  p99 saved → painted: ${Math.round(percentile(painted, 99))} ms (goal ${GOAL_P99_MS} ms); the app adds ${Math.round(median(painted) - median(bare))} ms at the median over the bare socket`,
    );
  } finally {
    socket?.close();
    await browser.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
