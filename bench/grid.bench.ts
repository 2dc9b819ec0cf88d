/**
 * The master schedule grid in headless Chromium against the built app (`apps/web/dist`): the time
 * from the schedule's data arriving to the first paint of the grid, for 150 staff x 56 days and a
 * 15-staff baseline in the same run, and the render counts of one live shift update. The API and
 * the live channel are answered by the page's routes with the server's wire format, so nothing but
 * the browser's own work is measured. Needs `npm run build -w @rosterly/web` first.
 */
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join, normalize } from "node:path";
import { chromium, type Page, type WebSocketRoute } from "playwright-core";
import { page as pageOf, type Shift, shift as shiftSchema, toWire } from "@rosterly/contract";
import {
  buildSchedule,
  buildShift,
  DAY,
  employee,
  eventsPage,
  NIGHT,
  RN,
  scheduleHospital,
  scheduleJson,
} from "../apps/web/src/test/schedule-fixtures";
import { buildSessionUser, hospitalJson, sessionUserJson } from "../apps/web/src/test/factories";
import { tokenPair } from "../apps/web/src/test/tokens";
import { median } from "./support";

const DIST = join(import.meta.dirname, "../apps/web/dist");
const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".png": "image/png",
  ".woff2": "font/woff2",
};
const PERIOD_END = "2026-03-28"; // 56 days from 2026-02-01
const RUNS = 3;

function serveDist(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname)).replace(
      /^(\.\.[/\\])+/,
      "",
    );
    const file = join(DIST, path);
    const found = existsSync(file) && statSync(file).isFile() ? file : join(DIST, "index.html");
    response.writeHead(200, { "Content-Type": TYPES[extname(found)] ?? "application/octet-stream" });
    createReadStream(found).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** A department of `size` nurses with about four shifts a week each over the 56 days. */
function department(size: number) {
  const staff = Array.from({ length: size }, (_, i) =>
    employee(100 + i, `Nurse${i}`, `Staff${String(i).padStart(3, "0")}`, RN),
  );
  const shifts: Shift[] = [];
  staff.forEach((person, i) => {
    for (let day = 0; day < 56; day += 1)
      if ((day + i) % 7 < 4) {
        const date = new Date(Date.UTC(2026, 1, 1 + day)).toISOString().slice(0, 10);
        shifts.push(buildShift(person.userId, date, i % 3 === 0 ? NIGHT : DAY));
      }
  });
  return { staff, shifts, hospital: scheduleHospital(staff) };
}

interface Measured {
  staff: number;
  shifts: number;
  dataToPaint: number;
  loginToPaint: number;
  mountedRows: number;
  rowsRerendered: number;
  totalsRerendered: number;
}

async function measure(page: Page, base: string, size: number): Promise<Measured> {
  const { shifts, hospital } = department(size);
  const pages: Shift[][] = [];
  for (let i = 0; i < shifts.length; i += 500) pages.push(shifts.slice(i, i + 500));
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/ws\//, (socket) => sockets.push(socket));
  await page.route("**/api/**", async (route) => {
    const url = new URL(route.request().url());
    const json = (body: unknown) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(body) });
    if (url.pathname === "/api/auth/users/me/") return json(sessionUserJson(buildSessionUser("dept")));
    if (url.pathname === "/api/hospitals/") return json(hospitalJson(hospital));
    if (url.pathname === "/api/schedules/")
      return json(scheduleJson(buildSchedule("draft", { endOn: PERIOD_END })));
    if (url.pathname === "/api/events/") return json(eventsPage([]));
    if (url.pathname === "/api/shifts/") {
      const index = Number(url.searchParams.get("page") ?? "1") - 1;
      const next = index + 1 < pages.length ? `${url.origin}${url.pathname}?page=${index + 2}` : null;
      return json(
        toWire(pageOf(shiftSchema), {
          count: shifts.length,
          next,
          previous: null,
          results: pages[index] ?? [],
        }),
      );
    }
    return route.fulfill({
      status: 404,
      contentType: "application/json",
      body: JSON.stringify({ detail: "Not found.", code: "not_found" }),
    });
  });
  await page.route("**/status.json", (route) =>
    route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({ version: "0.1.0", state: "ok", date: null, duration: null }),
    }),
  );

  const started = Date.now();
  await page.goto(`${base}/scheduling/schedule`);
  await page.waitForFunction(() => Reflect.get(globalThis, "__gridPaint") !== undefined, undefined, {
    timeout: 60_000,
  });
  const marks = await page.evaluate(() => ({
    paint: Number(Reflect.get(globalThis, "__gridPaint")),
    data: Number(Reflect.get(globalThis, "__dataArrived")),
    origin: performance.timeOrigin,
  }));
  const mountedRows = await page.locator("[data-user]").count();

  // One shift arrives live for a person on screen.
  const userId = Number(await page.locator("[data-user]").nth(2).getAttribute("data-user"));
  const added = buildShift(userId, "2026-02-06", DAY, { startTime: "10:00:00", endTime: "14:00:00" });
  await page.evaluate(() => Reflect.set(globalThis, "__rosterlyRenderProbe", { rows: new Map(), totals: 0 }));
  const message = JSON.stringify({
    content_type: "shift",
    action: "created",
    id: added.id,
    data: toWire(shiftSchema, added),
  });
  for (const socket of sockets) socket.send(message);
  await page.locator(`[data-cell="${userId}:2026-02-06"] [data-shift-id="${added.id}"]`).waitFor();
  const counts = await page.evaluate(() => {
    const probe: unknown = Reflect.get(globalThis, "__rosterlyRenderProbe");
    if (
      typeof probe !== "object" ||
      probe === null ||
      !("rows" in probe) ||
      !(probe.rows instanceof Map) ||
      !("totals" in probe)
    )
      return { rows: -1, totals: -1 };
    let rows = 0;
    for (const count of probe.rows.values()) rows += Number(count);
    return { rows, totals: Number(probe.totals) };
  });
  await page.unrouteAll({ behavior: "ignoreErrors" });
  return {
    staff: size,
    shifts: shifts.length,
    dataToPaint: marks.paint - marks.data,
    loginToPaint: marks.origin + marks.paint - started,
    mountedRows,
    rowsRerendered: counts.rows,
    totalsRerendered: counts.totals,
  };
}

/** Marks, inside the page, when the last schedule data was read and when the grid first painted. */
const MARKS = `(() => {
  const text = Response.prototype.text;
  Response.prototype.text = async function () {
    const body = await text.call(this);
    if (/\\/api\\/(shifts|events|schedules)\\//.test(this.url)) window.__dataArrived = performance.now();
    return body;
  };
  new MutationObserver((_, observer) => {
    if (!document.querySelector("[data-user]")) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__gridPaint = performance.now(); }, 0));
  }).observe(document, { childList: true, subtree: true });
})();`;

export async function run(): Promise<void> {
  if (!existsSync(join(DIST, "index.html")))
    throw new Error("Build the web app first: npm run build -w @rosterly/web");
  const server = await serveDist();
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const results: Measured[] = [];
    for (const size of [15, 150])
      for (let i = 0; i < RUNS; i += 1) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
        const pair = tokenPair("bench");
        // A signed-in session as a previous sign-in leaves it (the page's own storage).
        await context.addInitScript(
          `localStorage.setItem("access-token", ${JSON.stringify(pair.access)});
           localStorage.setItem("refresh-token", ${JSON.stringify(pair.refresh)});
           localStorage.setItem("auto-refresh-access-token", "true");
           localStorage.setItem("active-department-id", "3");`,
        );
        await context.addInitScript(MARKS);
        results.push(await measure(await context.newPage(), base, size));
        await context.close();
      }
    const summary = (size: number) => {
      const runs = results.filter((r) => r.staff === size);
      const last = runs.at(-1);
      return {
        grid: `${size} staff x 56 days`,
        shifts: last?.shifts,
        "data -> first paint ms (median)": Math.round(median(runs.map((r) => r.dataToPaint))),
        "page load -> first paint ms (median)": Math.round(median(runs.map((r) => r.loginToPaint))),
        "rows mounted": last?.mountedRows,
        "rows re-rendered by 1 live shift": last?.rowsRerendered,
        "totals re-rendered": last?.totalsRerendered,
      };
    };
    const small = summary(15);
    const large = summary(150);
    console.log(
      `\nMaster schedule grid in Chromium (${RUNS} runs each; budget: data -> first paint well under 1000 ms)`,
    );
    console.table([small, large]);
    console.log(
      `150 / 15 staff, data -> first paint: ${(large["data -> first paint ms (median)"] / Math.max(1, small["data -> first paint ms (median)"])).toFixed(2)}x`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}
