/**
 * A remaining duration as `m:ss`, or `h:mm:ss` from one hour (the lockout countdown). Plain
 * arithmetic on purpose: the sign-in page shows it and loads no date library.
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}
