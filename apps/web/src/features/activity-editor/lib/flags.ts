/**
 * Flag lists (F-020): offered sorted by name, searched by name or short code regardless of case.
 * Other staff's flags show only when the flag is visible to other staff (F-038).
 */
import type { Flag } from "@rosterly/contract";

export function sortedFlags(flags: readonly Flag[], keepIds: readonly number[] = []): Flag[] {
  return flags
    .filter((flag) => !flag.obsolete || keepIds.includes(flag.id))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function flagMatches(flag: Flag, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return (
    needle === "" || flag.name.toLowerCase().includes(needle) || flag.shortCode.toLowerCase().includes(needle)
  );
}

export function visibleFlagIds(
  flagIds: readonly number[],
  flags: ReadonlyMap<number, Flag>,
  options: { ownShift: boolean; management: boolean },
): number[] {
  if (options.ownShift || options.management) return [...flagIds];
  return flagIds.filter((id) => flags.get(id)?.visibleToOtherStaff === true);
}
