import type { Actor } from "@rosterly/domain/permissions";
import { describe, expect, it } from "vitest";
import type { SessionContext } from "../services/session/context";
import { type Subscriber, UpdatesHub } from "./hub";

function subscriber(actor: Actor, heard: string[]): Subscriber {
  const session = { orgId: 1, user: { id: actor.userId }, classification: actor.classification, actor };
  return {
    // Only what the hub reads of a session.
    session: session as unknown as SessionContext,
    channel: "updates",
    expiresAt: Number.POSITIVE_INFINITY,
    tokenVersion: 0,
    device: { client: "web", id: "d" },
    send: (message) => heard.push(message),
    close: () => undefined,
  };
}

const departmentEvent = {
  orgId: 1,
  contentType: "shift" as const,
  action: "created",
  id: 7,
  audience: { kind: "departments" as const, departmentIds: [20] },
};

describe("who hears a department's update", () => {
  it.each([
    ["an admin", { classification: "admin", groups: ["admin"] }, true],
    [
      "a manager in the admin group",
      { classification: "dept_management", groups: ["director", "admin"] },
      true,
    ],
    ["operations", { classification: "ops_management", groups: ["supervisor"] }, true],
    ["a manager of another department", { classification: "dept_management", groups: ["director"] }, false],
    ["staff of another department", { classification: "staff", groups: ["nurse"] }, false],
  ] as const)("%s: %s, as REST's reachesAllDepartments decides", (_who, role, hears) => {
    const heard: string[] = [];
    const hub = new UpdatesHub(() => 0);
    hub.add(subscriber({ userId: 5, ownDepartmentIds: [10], ...role }, heard));
    hub.deliver(departmentEvent);
    expect(heard.length > 0).toBe(hears);
  });
});

describe("an approval update", () => {
  it("names the request it is about (K-027), and only the people named hear it", () => {
    const heard: string[] = [];
    const other: string[] = [];
    const hub = new UpdatesHub(() => 0);
    const role = { classification: "staff", groups: ["nurse"], ownDepartmentIds: [10] } as const;
    hub.add(subscriber({ userId: 5, ...role }, heard));
    hub.add(subscriber({ userId: 6, ...role }, other));
    hub.deliver({
      orgId: 1,
      contentType: "approval",
      action: "approved",
      id: 40,
      data: { state: "approved" },
      audience: { kind: "users", userIds: [5] },
      associated: { contentType: "swap", objectId: 12 },
    });
    expect(heard.map((text) => JSON.parse(text) as unknown)).toEqual([
      {
        content_type: "approval",
        action: "approved",
        id: 40,
        data: { state: "approved" },
        associated_content_type: "swap",
        associated_object_id: 12,
      },
    ]);
    expect(other).toEqual([]);
  });
});
