import type { UpdateContentType } from "@rosterly/contract";

/** Who may receive an update: the whole organisation, some departments' viewers, or named users. */
export type Audience =
  | { kind: "organisation" }
  | { kind: "departments"; departmentIds: number[] }
  | { kind: "users"; userIds: number[] }
  /** Those who may work with this person's documents (management only; policies/documents.ts). */
  | { kind: "documents"; owner: DocumentOwnerReach };

/** Who a person is for the reach of their documents. */
export interface DocumentOwnerReach {
  userId: number;
  departmentId: number | null;
}

/** What travels between server processes: ids and a small payload, never whole tables. */
export interface BusEvent {
  orgId: number;
  contentType: UpdateContentType;
  action: string;
  id: number | null;
  data?: unknown;
  audience: Audience;
  /** Which socket hears it: `/ws/updates/` (the default) or `/ws/notifications/`. */
  channel?: LiveChannel;
  /** On `approval` updates: the request it is about (K-027). */
  associated?: { contentType: "swap" | "shiftrequest" | "event"; objectId: number };
}

export type LiveChannel = "updates" | "notifications";

export const UPDATES_CHANNEL = "rosterly_updates";
