export { CalendarFeedSection } from "./components/CalendarFeedSection";
