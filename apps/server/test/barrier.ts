import { publishUpdate } from "../src/realtime/publish";
import type { TestApp } from "./app";

/** The action of a test's barrier frame; nothing in the product sends it. */
export const BARRIER_ACTION = "test_barrier";
let barriers = 0;

/**
 * Publishes one organisation-wide barrier frame in each organisation and answers its id. NOTIFY
 * delivers in commit order, so whoever hears it has heard everything committed before.
 */
export async function publishBarrier(t: TestApp, orgIds: readonly number[]): Promise<number> {
  barriers += 1;
  const id = barriers;
  for (const orgId of new Set(orgIds))
    await publishUpdate(t.deps.db, {
      orgId,
      contentType: "hospital",
      action: BARRIER_ACTION,
      id,
      audience: { kind: "organisation" },
    });
  return id;
}
