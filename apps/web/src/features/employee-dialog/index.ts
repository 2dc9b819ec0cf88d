export { EmployeeDialog, type EmployeeSlots } from "./components/EmployeeDialog";
export type { EmployeeHeaderModel } from "./lib/header";
export type { EmployeeTab, EmployeeViewer } from "./lib/tabs";
