/** Paid length of a shift type in hours: an end at or before the start runs past midnight. */
export function shiftTypeHours(startTime: string, endTime: string): number {
  const minutes = (time: string) => {
    const [h = "0", m = "0"] = time.split(":");
    return Number(h) * 60 + Number(m);
  };
  let length = minutes(endTime) - minutes(startTime);
  if (length <= 0) length += 24 * 60;
  return Math.round((length / 60) * 10) / 10;
}
