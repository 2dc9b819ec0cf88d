/**
 * Throughput of period reads: 20 and 100 clients at once, each reading a department's period as the
 * grid does (its first two 500-row pages of GET /api/shifts/, over and over), through the listening
 * application on loopback, on PGlite and on PostgreSQL 15. Baseline in the same run, over the same
 * database: a bare service on node:http that answers the same pages with the bare SQL query and
 * JSON.stringify (no sign-in, session, scope, presenting or compression). The API is read twice:
 * uncompressed (the same work as the baseline) and with brotli, as browsers ask for it.
 * The clients run in this process beside both servers, alike for each.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { testApp } from "../apps/server/test/app";
import { barePeriodPage, benchPeriod } from "./department";
import { type BenchEngine, pgliteEngine, postgresEngine } from "./engines";
import { ms } from "./support";

const SECONDS = Number(process.env.BENCH_READ_SECONDS ?? 8);
const CLIENTS = [20, 100] as const;

interface Reading {
  engine: string;
  clients: number;
  server: string;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

async function read(
  url: string,
  clients: number,
  paths: string[],
  headers: Record<string, string>,
): Promise<Omit<Reading, "engine" | "clients" | "server">> {
  const result = await autocannon({
    url,
    connections: clients,
    duration: SECONDS,
    timeout: 30,
    requests: paths.map((path) => ({ method: "GET", path, headers })),
  });
  return {
    perSecond: result.requests.total / SECONDS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

async function readings(engine: BenchEngine): Promise<Reading[]> {
  const t = await testApp({ database: engine.database });
  const world = { ...t, close: () => t.app.close() };
  let bare: Server | null = null;
  try {
    const { hospital, authorization, department, from, to } = await benchPeriod(world);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const service = createServer((request, response) => {
      const page = Number(new URL(request.url ?? "/", "http://bare").searchParams.get("page") ?? 1);
      void barePeriodPage(
        t.deps.db,
        { orgId: hospital.orgId, departmentId: department, from, to },
        page,
      ).then(
        (rows) => {
          response.writeHead(200, { "content-type": "application/json" });
          response.end(JSON.stringify({ count: rows[0]?.total ?? 0, results: rows }));
        },
        // e.g. no pool connection within the pool's wait: counted as a failure, as the API's 503 is
        () => {
          response.writeHead(503);
          response.end();
        },
      );
    });
    bare = service;
    await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
    const api = `http://127.0.0.1:${portOf(t.app.server)}`;
    const plain = `http://127.0.0.1:${portOf(service)}`;
    const apiPaths = [1, 2].map(
      (page) => `/api/shifts/?between=${from},${to}&dept_id=${department}&page=${page}`,
    );
    const barePaths = [1, 2].map((page) => `/?page=${page}`);
    const rows: Reading[] = [];
    for (const clients of CLIENTS) {
      const runs: [string, string, string[], Record<string, string>][] = [
        ["API, uncompressed", api, apiPaths, { authorization, "accept-encoding": "identity" }],
        ["API, brotli", api, apiPaths, { authorization, "accept-encoding": "br, gzip" }],
        ["bare SQL service", plain, barePaths, {}],
      ];
      for (const [server, url, paths, headers] of runs)
        rows.push({ engine: engine.name, clients, server, ...(await read(url, clients, paths, headers)) });
    }
    return rows;
  } finally {
    bare?.close();
    await world.close();
    await engine.close();
  }
}

export async function run(): Promise<void> {
  const all: Reading[] = [];
  all.push(...(await readings(await pgliteEngine())));
  const postgres = await postgresEngine();
  if ("skipped" in postgres) console.log(`\nPeriod reads on PostgreSQL skipped: ${postgres.skipped}`);
  else all.push(...(await readings(postgres)));
  console.log(
    `\nPeriod reads: clients each reading a 150-staff department's first two 500-row pages, ${SECONDS} s per row`,
  );
  console.table(
    all.map((row) => {
      const baseline = all.find(
        (other) =>
          other.engine === row.engine && other.clients === row.clients && other.server === "bare SQL service",
      );
      return {
        engine: row.engine,
        clients: row.clients,
        server: row.server,
        "requests/s": ms(row.perSecond),
        "p50 ms": row.p50,
        "p99 ms": row.p99,
        failures: row.failures,
        "/ bare": baseline && row !== baseline ? ms(row.perSecond / baseline.perSecond) : "",
      };
    }),
  );
}
