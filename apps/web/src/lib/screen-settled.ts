import { createContext, useContext } from "react";

/**
 * Whether the first screen of the session has its data: the shell's badges (unread
 * notifications, pending requests and profiles) ask for their counts only then, so that on the way
 * from sign-in to a screen they do not queue ahead of the screen's own requests. Outside a session
 * (and in a part rendered alone) nothing waits.
 */
export const ScreenSettledContext = createContext(true);

export function useScreenSettled(): boolean {
  return useContext(ScreenSettledContext);
}
