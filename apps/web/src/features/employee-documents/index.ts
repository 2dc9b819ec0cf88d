export { EmployeeDocuments, type EmployeeDocumentsProps } from "./components/EmployeeDocuments";
