import { describe, expect, it, vi } from "vitest";
import { hospitalQueryOptions } from "../../features/hospital/api/get-hospital";
import { meQueryOptions } from "../../features/session/api/get-me";
import { createQueryClient } from "../../lib/query-client";
import { buildSessionUser } from "../../test/factories";
import { apiError, signedInServer } from "../../test/fake-server";
import { storeSession } from "../../test/tokens";
import { shellCodeLoaded } from "../session/shell-preload";
import { pageQueryClient } from "./page-query-client";
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

describe("the first screen's data, asked for at sign-in", () => {
  const signInFor = (target: string) =>
    window.history.replaceState(null, "", `/auth/login?redirect=${encodeURIComponent(target)}`);

  it("is asked for the sign-in's target once the profile and the organisation are in, into the app's client", async () => {
    storeSession();
    signedInServer("dept");
    const preload = vi.fn<Parameters<typeof shellCodeLoaded>[0]>();
    shellCodeLoaded(preload);
    signInFor("/scheduling/schedule?date=2026-02-03");
    startSessionRequests();
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    const [client, user, hospital, location] = preload.mock.calls[0] ?? [];
    expect(client).toBe(pageQueryClient());
    expect(user?.profile.state).toBe("active");
    expect(hospital?.id).toBeGreaterThan(0);
    expect(location).toEqual({ pathname: "/scheduling/schedule", search: "?date=2026-02-03" });
  });

  it("is not asked for without a target to go on to, nor for a profile that is not active", async () => {
    storeSession();
    const preload = vi.fn<Parameters<typeof shellCodeLoaded>[0]>();
    shellCodeLoaded(preload);
    signInFor("//elsewhere.example");
    signedInServer("dept");
    startSessionRequests();
    const inactive = buildSessionUser("dept");
    signInFor("/scheduling/schedule");
    signedInServer("dept", { user: { ...inactive, profile: { ...inactive.profile, state: "inactive" } } });
    startSessionRequests();
    // Both sign-ins' answers are in once the app's queries have taken them.
    const queries = createQueryClient({ retry: false });
    await Promise.all([queries.fetchQuery(meQueryOptions()), queries.fetchQuery(hospitalQueryOptions())]);
    expect(preload).not.toHaveBeenCalled();
  });

  it("leaves a failed answer to the app's queries, with or without a target (nothing unhandled)", async () => {
    storeSession();
    shellCodeLoaded(vi.fn<Parameters<typeof shellCodeLoaded>[0]>());
    for (const target of [null, "/scheduling/schedule"]) {
      if (target === null) window.history.replaceState(null, "", "/auth/login");
      else signInFor(target);
      signedInServer("dept").on("GET", "/api/auth/users/me/", apiError(500, "server_error", "Down."));
      startSessionRequests();
      const queries = createQueryClient({ retry: false });
      await expect(queries.fetchQuery(meQueryOptions())).rejects.toThrow();
      await queries.fetchQuery(hospitalQueryOptions());
    }
  });
});
