import { describe, expect, it } from "vitest";
import { databaseFailure, dataDirFailure, errorCode } from "./startup-failure";

function systemError(code: string, message = code): Error {
  return Object.assign(new Error(message), { code });
}

describe("start-up failures", () => {
  it("find the system code on the error, its cause or any part of an aggregate", () => {
    expect(errorCode(systemError("ENOSPC"))).toBe("ENOSPC");
    expect(errorCode(new Error("wrapped", { cause: systemError("EROFS") }))).toBe("EROFS");
    expect(errorCode(new AggregateError([new Error("x"), systemError("ECONNREFUSED")]))).toBe("ECONNREFUSED");
    expect(errorCode(new Error("plain"))).toBeUndefined();
  });

  it("name a full disk or an unwritable data directory in one line", () => {
    expect(dataDirFailure("/srv/rosterly", systemError("ENOSPC"))?.message).toBe(
      "Rosterly cannot write its data directory /srv/rosterly (DATA_DIR): no space left on the device (disk full) [ENOSPC]",
    );
    expect(dataDirFailure("/srv/rosterly", systemError("EACCES"))?.message).toMatch(/permission denied/);
    expect(dataDirFailure("/srv/rosterly", new Error("a bug"))).toBeNull();
  });

  it("name an unreachable database by host, port and name, never its password", () => {
    const failure = databaseFailure(
      "postgres://rosterly:s3cret-pass@db.internal:6543/rosterly",
      new AggregateError([systemError("ECONNREFUSED")]),
    );
    expect(failure?.message).toBe(
      "Rosterly cannot use the database at db.internal:6543/rosterly (DATABASE_URL): connection refused [ECONNREFUSED]",
    );
    expect(databaseFailure("postgres://u:p@h/d", systemError("28P01"))?.message).toMatch(
      /h:5432\/d .*password authentication failed/,
    );
    expect(databaseFailure("postgres://u:p@h/d", new Error("syntax error"))).toBeNull();
  });
});
