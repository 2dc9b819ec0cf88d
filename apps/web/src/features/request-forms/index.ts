/** Staff requests: sending them from their schedule and following them (the app composes these). */
export { myRequestKeys } from "./api/keys";
export { MyRequests, type OpenedRequest } from "./components/MyRequests";
export { ShiftRequestMenu } from "./components/ShiftRequestMenu";
export { TimeOffButton } from "./components/TimeOffButton";
