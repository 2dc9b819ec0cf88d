import type { GroupName } from "@rosterly/domain/permissions";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { documentCaller, FILES } from "../../../test/documents";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";

// Who may work with a nurse's documents (N-012: management roles only). The nurse works in the
// first department; department management of the second does not reach her.

let t: TestApp;
let h: Hospital;
let nurse: TestUser;
let owner: ReturnType<typeof documentCaller>;

type Actor = {
  label: string;
  group: GroupName;
  departmentIndex?: number;
  elsewhere?: boolean;
  self?: boolean;
};
const ACTORS: { actor: Actor; expected: "ok" | 403 | 404 }[] = [
  { actor: { label: "admin", group: "admin" }, expected: "ok" },
  { actor: { label: "operator (ops management)", group: "operator", departmentIndex: 1 }, expected: "ok" },
  {
    actor: { label: "supervisor (ops management)", group: "supervisor", departmentIndex: 1 },
    expected: "ok",
  },
  { actor: { label: "director of her department", group: "director" }, expected: "ok" },
  { actor: { label: "scheduler of her department", group: "scheduler" }, expected: "ok" },
  {
    actor: { label: "scheduler of another department", group: "scheduler", departmentIndex: 1 },
    expected: 404,
  },
  { actor: { label: "nurse colleague", group: "nurse" }, expected: 403 },
  { actor: { label: "the nurse herself", group: "nurse", self: true }, expected: 403 },
  { actor: { label: "admin of another hospital", group: "admin", elsewhere: true }, expected: 404 },
];

const SUCCESS = {
  list: 200,
  create: 201,
  patch: 200,
  patchInPlace: 200,
  upload: 200,
  download: 200,
  deleteHistory: 204,
  delete: 204,
};
type Action = keyof typeof SUCCESS;

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  nurse = await buildUser(t.deps.db, h, { group: "nurse" });
  owner = documentCaller(t.app, await buildUser(t.deps.db, h, { group: "admin" }));
});

/** A document of the nurse's with an attachment and one history entry, made by the administrator. */
async function fixture(): Promise<{ id: number; historyId: number }> {
  const created = await owner("POST", "/api/credential-docs/", {
    profile_id: nurse.profileId,
    type: "license",
    name: "RN licence",
  });
  const id = created.json<{ id: number }>().id;
  await owner.upload(id, FILES.pdf);
  const patched = await owner("PATCH", `/api/credential-docs/${id}/`, { comments: "renewed" });
  return { id, historyId: patched.json<{ history: { history_id: number }[] }>().history[0]?.history_id ?? 0 };
}

async function perform(as: ReturnType<typeof documentCaller>, action: Action) {
  const { id, historyId } = await fixture();
  switch (action) {
    case "list":
      return as("GET", `/api/credential-docs/?profile_id=${nurse.profileId}`);
    case "create":
      return as("POST", "/api/credential-docs/", {
        profile_id: nurse.profileId,
        type: "health",
        name: "TB test",
      });
    case "patch":
      return as("PATCH", `/api/credential-docs/${id}/`, { name: "RN licence (renewed)" });
    case "patchInPlace":
      return as("PATCH", `/api/credential-docs/${id}/update_without_history/`, { comments: "checked" });
    case "upload":
      return as.upload(id, FILES.png);
    case "download":
      return as("GET", `/api/credential-docs/${id}/attachment/`);
    case "deleteHistory":
      return as("DELETE", `/api/credential-docs/${id}/history/?history_id=${historyId}`);
    case "delete":
      return as("DELETE", `/api/credential-docs/${id}/`);
  }
}

describe("documents permission matrix (N-012)", () => {
  describe.each(ACTORS)("$actor.label", ({ actor, expected }) => {
    let as: ReturnType<typeof documentCaller>;
    beforeAll(async () => {
      const hospital = actor.elsewhere ? await buildHospital(t.deps.db) : h;
      const person = actor.self
        ? nurse
        : await buildUser(t.deps.db, hospital, {
            group: actor.group,
            ...(actor.departmentIndex === undefined ? {} : { departmentIndex: actor.departmentIndex }),
          });
      as = documentCaller(t.app, person);
    });

    it.each(Object.keys(SUCCESS) as Action[])(`%s: ${expected}`, async (action) => {
      const response = await perform(as, action);
      expect(response.statusCode, response.body).toBe(expected === "ok" ? SUCCESS[action] : expected);
      if (expected === 403)
        expect(response.json()).toMatchObject({ detail_key: "errors.forbidden.manage_documents" });
    });
  });
});
