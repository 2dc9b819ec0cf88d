/** The time zones offered for a hospital (spec §3), as IANA names with their familiar labels. */
export const US_TIME_ZONES = [
  { label: "Alaska", zone: "America/Anchorage" },
  { label: "Aleutian", zone: "America/Adak" },
  { label: "Arizona", zone: "America/Phoenix" },
  { label: "Central", zone: "America/Chicago" },
  { label: "East-Indiana", zone: "America/Indiana/Indianapolis" },
  { label: "Eastern", zone: "America/New_York" },
  { label: "Hawaii", zone: "Pacific/Honolulu" },
  { label: "Indiana-Starke", zone: "America/Indiana/Knox" },
  { label: "Michigan", zone: "America/Detroit" },
  { label: "Mountain", zone: "America/Denver" },
  { label: "Pacific", zone: "America/Los_Angeles" },
  { label: "Samoa", zone: "Pacific/Pago_Pago" },
  { label: "UTC", zone: "UTC" },
] as const;

export function isUsTimeZone(zone: string): boolean {
  return US_TIME_ZONES.some((entry) => entry.zone === zone);
}
