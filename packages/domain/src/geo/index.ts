export { COUNTRIES, US_STATES } from "./us-states";
export { US_TIME_ZONES, isUsTimeZone } from "./us-time-zones";
