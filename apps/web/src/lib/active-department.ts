import { readInteger, removeItem, STORAGE_KEYS, writeItem } from "./storage";

/** The stored department choice (C-013); the rule that picks the department lives in the domain package. */
export const storedDepartment = {
  read: (): number | null => readInteger(STORAGE_KEYS.activeDepartmentId),
  write: (id: number): void => writeItem(STORAGE_KEYS.activeDepartmentId, String(id)),
  clear: (): void => removeItem(STORAGE_KEYS.activeDepartmentId),
};
