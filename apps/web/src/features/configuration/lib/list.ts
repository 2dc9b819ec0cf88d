/**
 * What the list shows: live rows (obsolete ones on request), matching the search, in the chosen
 * order. Configuration lists are small (tens of rows) and already loaded with the hospital, so
 * searching and sorting happen here rather than by paging the server.
 */
import type { Column, ListContext } from "./kind";

export interface ListView {
  search: string;
  showObsolete: boolean;
  sort: { column: string; direction: "asc" | "desc" };
}

/** Case- and accent-insensitive matching: "cafe" finds "Café". */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase();
}

export function visibleRows<R extends { id: number; obsolete: boolean }>(
  rows: readonly R[],
  view: ListView,
  options: {
    columns: readonly Column<R>[];
    searchText: (row: R) => string;
    context: ListContext;
    collator: Intl.Collator;
  },
): R[] {
  const needle = fold(view.search.trim());
  const kept = rows.filter(
    (row) =>
      (view.showObsolete || !row.obsolete) &&
      (needle === "" || fold(options.searchText(row)).includes(needle)),
  );
  const column = options.columns.find((candidate) => candidate.id === view.sort.column);
  const sortValue = column?.sortValue;
  if (sortValue === undefined) return kept;
  const sign = view.sort.direction === "asc" ? 1 : -1;
  const keyed = kept.map((row) => ({ row, key: sortValue(row, options.context) }));
  keyed.sort((a, b) => {
    const order =
      typeof a.key === "number" && typeof b.key === "number"
        ? a.key - b.key
        : options.collator.compare(String(a.key), String(b.key));
    return order !== 0 ? sign * order : a.row.id - b.row.id;
  });
  return keyed.map((entry) => entry.row);
}
