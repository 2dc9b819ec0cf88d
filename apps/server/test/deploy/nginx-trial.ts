// `npm run try:nginx`: deploy/nginx.conf in front of two server processes on one throwaway
// PostgreSQL (loopback, plain HTTP on 8645 instead of TLS). Checks that writes through the proxy
// are heard on a socket held through the proxy by whichever process, and that stopping the
// socket's process closes it with 1001 while reads keep being served. Needs nginx on PATH.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startCluster } from "../../../../scripts/postgres-cluster.mjs";
import { buildHospital, buildUser } from "../factories";
import { openLive } from "../live";
import { dayShift } from "../scheduling";
import { callOver, postgresStore, REPO_ROOT, signInOver, spawnServer } from "../server-process";

const PROXY_PORT = 8645;
const APP_PORTS = ["8641", "8642"];

/** deploy/nginx.conf made runnable here: our upstream ports, HTTP on loopback, files in `dir`. */
async function trialConfig(dir: string): Promise<string> {
  const shipped = await readFile(join(REPO_ROOT, "deploy/nginx.conf"), "utf8");
  const upstream = APP_PORTS.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join(
    "\n",
  );
  const servers = shipped
    .replace(/(upstream rosterly \{\n(?:.*\n)*?)((?: {4}server 127\.0\.0\.1:\d+.*\n)+)/, `$1${upstream}\n`)
    .replace(/server \{\n {4}listen 80;[\s\S]*?\n\}\n\n/, "")
    .replace(
      / {4}listen 443 ssl;[\s\S]*?ssl_certificate_key [^\n]*\n/,
      `    listen 127.0.0.1:${PROXY_PORT};\n`,
    );
  return `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log ${dir}/access.log;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n${servers}\n}\n`;
}

/** Resolves once something accepts connections on the port (nginx prints nothing when ready). */
async function accepting(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.end();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on ${port}`);
}

const dir = await mkdtemp(join(tmpdir(), "rosterly-nginx-"));
const cluster = await startCluster();
const store = await postgresStore(cluster.url, "nginx");
let nginx: ChildProcess | undefined;
try {
  const database = await store.open();
  const hospital = await buildHospital(database.db);
  const scheduler = await buildUser(database.db, hospital, { group: "scheduler" });
  const director = await buildUser(database.db, hospital, { group: "director" });
  const nurse = await buildUser(database.db, hospital, { group: "nurse" });
  await database.close();
  const servers = await Promise.all(
    APP_PORTS.map((port) => spawnServer(store, { env: { PORT: port, TRUST_PROXY: "1" } })),
  );
  await writeFile(join(dir, "nginx.conf"), await trialConfig(dir));
  nginx = spawn("nginx", ["-c", join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: "inherit" });
  await accepting(PROXY_PORT);

  const base = `http://127.0.0.1:${PROXY_PORT}`;
  const live = await openLive(`ws://127.0.0.1:${PROXY_PORT}`, await signInOver(base, director));
  const token = await signInOver(base, scheduler);
  const started = Date.now();
  for (let day = 1; day <= 6; day += 1) {
    const created = await callOver(base, token, "POST", "/api/shifts/", [
      dayShift(hospital, nurse, `2026-12-0${day}`),
    ]);
    const [row] = Array.isArray(created.body) ? created.body : [];
    const id = typeof row === "object" && row !== null && "id" in row ? row.id : null;
    await live.next((message) => message.content_type === "shift" && message.id === id);
  }
  console.log(`6 writes through nginx, each heard on a socket through nginx: ${Date.now() - started} ms`);
  const writes = servers.map((server) => (server.output().match(/"url":"\/api\/shifts\/"/g) ?? []).length);
  console.log(`writes served per process: ${writes.join(", ")}`);
  const holder = servers.findIndex((server) =>
    server.output().includes('"url":"/ws/updates/?token=[redacted]"'),
  );
  servers[holder]?.child.kill("SIGTERM");
  console.log(`process ${holder} held the socket and was stopped: closed with`, await live.closed);
  const read = await callOver(base, token, "GET", "/api/auth/users/me/");
  console.log(`a read through nginx afterwards: ${read.status}`);
  for (const server of servers) if (server.child.exitCode === null) server.child.kill("SIGTERM");
  await Promise.all(servers.map((server) => server.exited));
  process.exitCode = read.status === 200 ? 0 : 1;
} finally {
  nginx?.kill("SIGQUIT");
  await store.remove();
  cluster.stop();
  await rm(dir, { recursive: true, force: true });
}
