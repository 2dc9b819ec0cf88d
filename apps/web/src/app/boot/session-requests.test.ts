import { describe, expect, it } from "vitest";
import { hospitalQueryOptions } from "../../features/hospital/api/get-hospital";
import { meQueryOptions } from "../../features/session/api/get-me";
import { createQueryClient } from "../../lib/query-client";
import { signedInServer } from "../../test/fake-server";
import { storeSession } from "../../test/tokens";
import { startSessionRequests } from "./session-requests";

describe("the requests started at sign-in", () => {
  it("are the answers the app's first profile and organisation queries take, once", async () => {
    storeSession();
    const server = signedInServer("dept");
    startSessionRequests();
    expect(server.calls("GET", "/api/auth/users/me/")).toHaveLength(1);
    expect(server.calls("GET", "/api/hospitals/")).toHaveLength(1);

    const queries = createQueryClient({ retry: false });
    const [me, hospital] = await Promise.all([
      queries.fetchQuery(meQueryOptions()),
      queries.fetchQuery(hospitalQueryOptions()),
    ]);
    expect(me.email).toBeTruthy();
    expect(hospital.id).toBeGreaterThan(0);
    expect(server.calls("GET", "/api/auth/users/me/")).toHaveLength(1);
    expect(server.calls("GET", "/api/hospitals/")).toHaveLength(1);

    // Taken once: a later refetch asks the server.
    await queries.refetchQueries();
    expect(server.calls("GET", "/api/auth/users/me/")).toHaveLength(2);
    expect(server.calls("GET", "/api/hospitals/")).toHaveLength(2);
  });
});
