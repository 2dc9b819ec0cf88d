import type { LocalDate } from "@rosterly/domain/time";
import { localDateOf } from "@rosterly/domain/time";
import type { Executor } from "../../db/client";
import { findOrganisation } from "../../repositories/organisations";

export interface OrgTime {
  name: string;
  timeZone: string;
  /** Today in the organisation's zone: what "tomorrow" and effective dates count from (Z-049). */
  today: LocalDate;
}

export async function orgTime(db: Executor, orgId: number, now: Date): Promise<OrgTime> {
  const org = await findOrganisation(db, orgId);
  const timeZone = org?.info.timezone || "UTC";
  return {
    name: org?.info.name ?? "",
    timeZone,
    today: localDateOf(now, timeZone) ?? now.toISOString().slice(0, 10),
  };
}
