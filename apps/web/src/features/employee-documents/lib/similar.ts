import Fuse from "fuse.js";

interface Comparable {
  id: number;
  name: string;
  description: string;
}

/**
 * Records that look like the one being written (N-017): a fuzzy match of its name and description
 * against the others of the same kind (threshold 0.2, distance 100), the record itself left out.
 */
export function similarRecords<T extends Comparable>(
  records: readonly T[],
  draft: { id: number | null; name: string; description: string },
): T[] {
  const others = records.filter((record) => record.id !== draft.id);
  const fuse = new Fuse(others, { keys: ["name", "description"], threshold: 0.2, distance: 100 });
  const matches = new Map<number, T>();
  for (const text of [draft.name.trim(), draft.description.trim()]) {
    if (text.length < 2) continue;
    for (const result of fuse.search(text)) matches.set(result.item.id, result.item);
  }
  return [...matches.values()];
}

/** The records whose name, description, comments or verifier contain the (trimmed) search text. */
export function searchRecords<
  T extends { name: string; description: string; comments: string; verifierName: string },
>(records: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === "") return [...records];
  return records.filter((record) =>
    [record.name, record.description, record.comments, record.verifierName].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    ),
  );
}
