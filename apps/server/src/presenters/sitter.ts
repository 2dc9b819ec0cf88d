/** Sitter room and reason kept in a shift's or open shift's settings; malformed JSON reads as none. */
export function sitterOf(settings: Record<string, unknown>): { room: string; reason: string } | null {
  const sitter = settings.sitter;
  if (typeof sitter !== "object" || sitter === null || Array.isArray(sitter)) return null;
  const room = "room" in sitter && typeof sitter.room === "string" ? sitter.room : "";
  const reason = "reason" in sitter && typeof sitter.reason === "string" ? sitter.reason : "";
  return { room, reason };
}
