import { describe, expect, it, onTestFinished } from "vitest";
import { z } from "zod";
import { type SessionEvent, sessionEvents } from "../auth/session-events";
import { STORAGE_KEYS } from "../storage";
import { apiError, fakeServer, type RecordedRequest } from "../../test/fake-server";
import { fakeJwt, storeSession, tokenPair } from "../../test/tokens";
import { ApiError } from "./errors";
import { lastSynced } from "../pwa/offline-copies";
import { api } from "./client";

const shifts = z.object({ count: z.number() });
const expired = () => apiError(401, "token_not_valid", "Given token not valid for any token type");

/** A protected endpoint that accepts only the given access token, like the server after a refresh. */
const acceptsOnly = (access: string) => (request: RecordedRequest) =>
  request.headers.get("authorization") === `Bearer ${access}` ? { body: { count: 3 } } : expired();

function recordEvents(): SessionEvent[] {
  const events: SessionEvent[] = [];
  const stop = sessionEvents.subscribe((event) => events.push(event));
  onTestFinished(stop);
  return events;
}

describe("API client", () => {
  it("sends the bearer token and the API version, and parses the answer", async () => {
    const { access } = storeSession();
    const server = fakeServer().on("GET", "/api/shifts/", { body: { count: 3 } });

    await expect(api.get("/api/shifts/", shifts)).resolves.toEqual({ count: 3 });

    const [call] = server.calls("GET", "/api/shifts/");
    expect(call?.headers.get("authorization")).toBe(`Bearer ${access}`);
    expect(call?.headers.get("x-api-version")).toBe("1");
  });

  it("refreshes once on token_not_valid, stores the new access token and retries", async () => {
    const old = storeSession();
    const fresh = tokenPair("2").access;
    const server = fakeServer()
      .on("POST", "/api/auth/jwt/refresh/", { body: { access: fresh } })
      .on("GET", "/api/shifts/", acceptsOnly(fresh));
    const events = recordEvents();

    await expect(api.get("/api/shifts/", shifts)).resolves.toEqual({ count: 3 });

    expect(server.calls("POST", "/api/auth/jwt/refresh/").map((call) => call.body)).toEqual([
      { refresh: old.refresh },
    ]);
    expect(server.calls("GET", "/api/shifts/")).toHaveLength(2);
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(fresh);
    expect(events).toEqual([{ type: "access-refreshed" }]);
  });

  it("shares one refresh between concurrent requests", async () => {
    storeSession();
    const fresh = tokenPair("2").access;
    // The refresh answers only once all three requests have met the expired token, so they are
    // all waiting on it (or on its result) together: concurrency by construction, not by timing.
    let refused = 0;
    let allRefused = () => undefined as void;
    const everyoneRefused = new Promise<void>((resolve) => {
      allRefused = resolve;
    });
    const countingRefusals = (request: RecordedRequest) => {
      const answer = acceptsOnly(fresh)(request);
      if (answer.status === 401 && ++refused === 3) allRefused();
      return answer;
    };
    const server = fakeServer()
      .on("POST", "/api/auth/jwt/refresh/", async () => {
        await everyoneRefused;
        return { body: { access: fresh } };
      })
      .on("GET", "/api/shifts/", countingRefusals)
      .on("GET", "/api/events/", countingRefusals)
      .on("GET", "/api/requests/", countingRefusals);

    const answers = await Promise.all([
      api.get("/api/shifts/", shifts),
      api.get("/api/events/", shifts),
      api.get("/api/requests/", shifts),
    ]);

    expect(answers).toEqual([{ count: 3 }, { count: 3 }, { count: 3 }]);
    expect(server.calls("POST", "/api/auth/jwt/refresh/")).toHaveLength(1);
  });

  it("goes to login when the refresh is refused, without retrying again", async () => {
    storeSession();
    const server = fakeServer()
      .on("POST", "/api/auth/jwt/refresh/", expired())
      .on("GET", "/api/shifts/", expired());
    const events = recordEvents();

    const failure = api.get("/api/shifts/", shifts);

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, code: "token_not_valid" });
    expect(server.calls("GET", "/api/shifts/")).toHaveLength(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(events).toEqual([{ type: "login-required" }]);
  });

  it("does not refresh with an expired refresh token or with auto-refresh off", async () => {
    const stale = fakeJwt({ exp: Math.floor(Date.now() / 1000) - 1, type: "refresh" });
    storeSession({ access: tokenPair().access, refresh: stale });
    const server = fakeServer().on("GET", "/api/shifts/", expired());

    await expect(api.get("/api/shifts/", shifts)).rejects.toBeInstanceOf(ApiError);
    storeSession(tokenPair(), { autoRefresh: false });
    await expect(api.get("/api/shifts/", shifts)).rejects.toBeInstanceOf(ApiError);

    expect(server.calls("POST", "/api/auth/jwt/refresh/")).toHaveLength(0);
  });

  it.each([
    ["not_authenticated", "Authentication credentials were not provided."],
    ["malformed_token", "The token is malformed."],
  ])("goes to login on %s", async (code, detail) => {
    storeSession();
    fakeServer().on("GET", "/api/shifts/", apiError(401, code, detail));
    const events = recordEvents();

    await expect(api.get("/api/shifts/", shifts)).rejects.toMatchObject({ code });

    expect(events).toEqual([{ type: "login-required" }]);
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it("forces a logout with the reason on unauthorized_device", async () => {
    storeSession();
    fakeServer().on(
      "GET",
      "/api/shifts/",
      apiError(401, "unauthorized_device", "Signed in on another device."),
    );
    const events = recordEvents();

    await expect(api.get("/api/shifts/", shifts)).rejects.toMatchObject({ code: "unauthorized_device" });

    expect(events).toEqual([{ type: "forced-logout", reason: "unauthorized_device" }]);
  });

  it("passes other errors to the caller with the server's envelope", async () => {
    storeSession();
    const body = { detail: "Invalid input.", code: "invalid", errors: { name: ["Required."] } };
    fakeServer().on("POST", "/api/departments/", { status: 400, body });
    const events = recordEvents();

    const failure = api.post("/api/departments/", { name: "" }, shifts);

    await expect(failure).rejects.toMatchObject({ status: 400, body });
    expect(events).toEqual([]);
  });

  it("notes the offline copy as synced only for answers the worker keeps (the staff schedule's)", async () => {
    storeSession();
    fakeServer().on("GET", "/api/shifts/", { body: { count: 3 } });
    const here = window.location.href;
    onTestFinished(() => window.history.replaceState(null, "", here));

    window.history.replaceState(null, "", "/scheduling/schedule");
    await api.get("/api/shifts/?dept_id=1", shifts);
    expect(lastSynced()).toBeNull();

    window.history.replaceState(null, "", "/scheduling/staffschedule");
    await api.get("/api/shifts/?assignee_id=7", shifts);
    expect(lastSynced()).not.toBeNull();
  });
});
