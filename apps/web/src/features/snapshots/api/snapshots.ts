/**
 * Snapshots (J-003, Z-030): a department's list (without content), one with its shifts and events,
 * its changes since (computed by the server against the live schedule) and taking one on demand.
 */
import {
  API,
  type Snapshot,
  type SnapshotDiffWire,
  snapshot,
  snapshotCreateBody,
  snapshotDiff,
  toWire,
  wire,
} from "@rosterly/contract";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { fetchAllPages } from "../../../lib/api/fetch-all-pages";
import { type MutationOptionsOf, useChainedMutation } from "../../../lib/api/mutation";
import { withQuery } from "../../../lib/scheduling/paths";

const snapshotSchema = wire(snapshot);
const diffSchema = wire(snapshotDiff);

export const snapshotKeys = {
  all: ["snapshots"] as const,
  department: (departmentId: number) => ["snapshots", "department", departmentId] as const,
  one: (id: number) => ["snapshots", "one", id] as const,
  diff: (id: number) => ["snapshots", "diff", id] as const,
};

export function departmentSnapshotsQueryOptions(departmentId: number) {
  return queryOptions({
    queryKey: snapshotKeys.department(departmentId),
    queryFn: ({ signal }) =>
      fetchAllPages(
        withQuery(API.snapshots, { dept_id: departmentId, omit: "shifts,events", page_size: 100 }),
        snapshotSchema,
        signal,
      ),
  });
}

export function useDepartmentSnapshots(departmentId: number) {
  return useQuery(departmentSnapshotsQueryOptions(departmentId));
}

export function useSnapshot(id: number | null) {
  return useQuery({
    queryKey: snapshotKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get(API.snapshot(id ?? 0), snapshotSchema, signal),
    enabled: id !== null,
    // A snapshot never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The changes follow the live schedule: read again each time the screen asks. */
export function useSnapshotDiff(id: number | null) {
  return useQuery({
    queryKey: snapshotKeys.diff(id ?? 0),
    queryFn: ({ signal }): Promise<SnapshotDiffWire> =>
      api.get(API.snapshotDiff(id ?? 0), diffSchema, signal),
    enabled: id !== null,
  });
}

export function takeSnapshot(body: { schedule: number }): Promise<Snapshot> {
  return api.post(API.snapshots, toWire(snapshotCreateBody, body), snapshotSchema);
}

export function useTakeSnapshot(options: MutationOptionsOf<typeof takeSnapshot> = {}) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    takeSnapshot,
    {
      onSuccess: (taken) =>
        queryClient.invalidateQueries({ queryKey: snapshotKeys.department(taken.departmentId) }),
    },
    options.mutationConfig,
  );
}
