export const DEMO_ACCOUNTS = [
  { email: "admin@rosterly.test", role: "Administrator (Riverside General Hospital)" },
  { email: "operator@rosterly.test", role: "Operations management: staffing operator" },
  { email: "supervisor@rosterly.test", role: "Operations management: house supervisor" },
  { email: "director@rosterly.test", role: "Department management: director of 4 West Med-Surg" },
  { email: "scheduler@rosterly.test", role: "Department management: scheduler of 4 West Med-Surg" },
  { email: "nurse@rosterly.test", role: "Staff: registered nurse on 4 West Med-Surg" },
  { email: "admin@lakeside.test", role: "Administrator (Lakeside Clinic, a separate organisation)" },
] as const;
