/** The requests feature's public parts, composed by the app's screens. */
export { requestKeys, type RequestRef } from "./api/keys";
export { RequestBoard } from "./components/RequestBoard";
export { RequestPanelFrame } from "./components/RequestPanelFrame";
export { RequestReview, type ScheduleTarget } from "./components/RequestReview";
export { RequestsRailBadge } from "./components/RequestsBadge";
export { DEFAULT_TAB, isRequestTab, type RequestTab } from "./lib/list-options";
export { readRequestRef, withRequestRef } from "./lib/request-ref";
