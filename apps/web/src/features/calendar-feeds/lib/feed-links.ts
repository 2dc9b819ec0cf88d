/** The feed's link as calendar apps take it: `https://…/cal/….ics`, or `webcal://` to open one directly. */
export function feedUrl(path: string, origin: string): string {
  return new URL(path, origin).toString();
}

/** `webcal://` asks the device's calendar app to subscribe (Apple Calendar, Outlook; Google via its site). */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, "webcal://");
}
