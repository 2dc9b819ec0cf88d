import { z } from "zod";

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  STORAGE: z.enum(["fs", "azure"]).default("fs"),
  AZURE_STORAGE_CONNECTION_STRING: z.string().min(1).optional(),
  SEED: z.enum(["demo", "none"]).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
  DEMO_PASSWORD: z.string().min(8).optional(),
  MAIL_FROM: z.string().min(3).max(320).optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2}|[0-9a-fA-F:./,\s]+)$/, "must be true, false, a hop count or proxy addresses")
    .optional(),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  storage: "fs" | "azure";
  /** With `STORAGE=azure`: the blob account's connection string (the files of every server). */
  azureStorageConnectionString: string | undefined;
  seed: "demo" | "none" | undefined;
  logLevel: Env["LOG_LEVEL"];
  /** Unset: pretty on a terminal, JSON otherwise. */
  logFormat: Env["LOG_FORMAT"];
  demoPassword: string;
  /** Sender of account mails; defaults to no-reply at the public host. */
  mailFrom: string | undefined;
  /** Which proxies' `X-Forwarded-*` headers to believe: none unless configured. */
  trustProxy: boolean | number | string[];
  /** Sign-in, activation and password-reset requests allowed per client address per minute. */
  signInRateLimit: number;
}

/** `TRUST_PROXY`: unset or false trusts nobody; true every hop; a number that many hops; else addresses. */
function trustProxyOf(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

export class ConfigError extends Error {}

/** Parses the environment once at boot; a bad value stops the process with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    throw new ConfigError(
      "Invalid environment:\n  JWT_SECRET: required with DATABASE_URL (all servers must share it)",
    );
  }
  if (e.STORAGE === "azure" && !e.AZURE_STORAGE_CONNECTION_STRING) {
    throw new ConfigError(
      "Invalid environment:\n  AZURE_STORAGE_CONNECTION_STRING: required with STORAGE=azure",
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    storage: e.STORAGE,
    azureStorageConnectionString: e.AZURE_STORAGE_CONNECTION_STRING,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    demoPassword: e.DEMO_PASSWORD ?? "Rosterly-demo-1",
    mailFrom: e.MAIL_FROM,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
  };
}
