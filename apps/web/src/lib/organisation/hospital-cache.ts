/**
 * The organisation query's key and the cache edits made after a configuration write. The hospital
 * query is the one source of every configuration list (start-up loads it; live updates invalidate
 * it), so a save patches the row into it at once instead of waiting for the live update's refetch.
 */
import type { Hospital } from "@rosterly/contract";
import type { QueryClient } from "@tanstack/react-query";

export const hospitalQueryKey = ["hospital"] as const;

/** The hospital's configuration lists, by the key they have in the hospital answer. */
export type ConfigurationListKey =
  | "departments"
  | "jobTypes"
  | "jobStatus"
  | "shiftTypes"
  | "eventTypes"
  | "flags"
  | "dailyScheduleTypes";

export type ConfigurationRow<K extends ConfigurationListKey> = Hospital[K][number];

function editList<K extends ConfigurationListKey>(
  client: QueryClient,
  key: K,
  edit: (list: ConfigurationRow<K>[]) => ConfigurationRow<K>[],
): void {
  client.setQueryData<Hospital>(hospitalQueryKey, (hospital) => {
    if (hospital === undefined) return hospital;
    const next: Hospital = { ...hospital };
    const list: ConfigurationRow<K>[] = [...hospital[key]];
    Object.assign(next, { [key]: edit(list) });
    return next;
  });
}

/** A created or changed row replaces its old self (or joins the list). */
export function putHospitalRow<K extends ConfigurationListKey>(
  client: QueryClient,
  key: K,
  row: ConfigurationRow<K>,
): void {
  editList(client, key, (list) =>
    list.some((item) => item.id === row.id)
      ? list.map((item) => (item.id === row.id ? row : item))
      : [...list, row],
  );
}

export function removeHospitalRow(client: QueryClient, key: ConfigurationListKey, id: number): void {
  editList(client, key, (list) => list.filter((item) => item.id !== id));
}

/** The server answered the whole hospital (info and settings writes): it replaces the cache. */
export function putHospital(client: QueryClient, hospital: Hospital): void {
  client.setQueryData<Hospital>(hospitalQueryKey, hospital);
}
