import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { scratchDirs } from "../../test/scratch-dirs";
import { rowsOf } from "../repositories/raw-rows";
import { bufferPoolMb, databaseBytes, MAX_POOL_MB, MIN_POOL_MB, startParamsWithPool } from "./buffer-pool";
import { openDatabase } from "./client";

const MB = 1024 * 1024;
const scratchDir = scratchDirs("pool");

describe("the embedded engine's buffer pool", () => {
  it("holds the database and half as much again, in 16 MB steps, between 32 MB and PostgreSQL's 128 MB", () => {
    expect(bufferPoolMb(null)).toBe(MIN_POOL_MB);
    expect(bufferPoolMb(0)).toBe(32);
    expect(bufferPoolMb(18 * MB)).toBe(32);
    expect(bufferPoolMb(22 * MB)).toBe(48);
    expect(bufferPoolMb(40 * MB)).toBe(64);
    expect(bufferPoolMb(80 * MB)).toBe(MAX_POOL_MB);
    expect(bufferPoolMb(4096 * MB)).toBe(128);
  });

  it("is sized from the app's database only, not the templates beside it", () => {
    const pgdata = scratchDir();
    expect(databaseBytes(pgdata)).toBe(0);
    mkdirSync(join(pgdata, "base", "5"), { recursive: true });
    mkdirSync(join(pgdata, "base", "1"), { recursive: true });
    writeFileSync(join(pgdata, "base", "5", "16386"), Buffer.alloc(3 * 8192));
    writeFileSync(join(pgdata, "base", "5", "16386_fsm"), Buffer.alloc(8192));
    writeFileSync(join(pgdata, "base", "1", "1259"), Buffer.alloc(5 * 8192));
    expect(databaseBytes(pgdata)).toBe(4 * 8192);
  });

  it("keeps PGlite's own start parameters and sets the pool after them", () => {
    const params = startParamsWithPool(48);
    expect(params).toContain("--single");
    expect(params.slice(-2)).toEqual(["-c", "shared_buffers=48MB"]);
  });

  it("reaches the engine, in memory and on disk", async () => {
    const shown = async (dataDir: string | null) => {
      const database = await openDatabase({ dataDir });
      try {
        const [row] = await rowsOf<{ shared_buffers: string }>(database.db, sql`show shared_buffers`);
        return row?.shared_buffers;
      } finally {
        await database.close();
      }
    };
    expect(await shown(null)).toBe("32MB");
    expect(await shown(scratchDir())).toBe("32MB");
  }, 60_000);
});
