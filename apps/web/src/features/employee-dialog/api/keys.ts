/** Query keys of the employee dialog: the person's account (with their profile here). */
export const employeeDialogKeys = {
  all: ["employee-dialog"] as const,
  account: (userId: number) => ["employee-dialog", "account", userId] as const,
};
