export * from "./auth";
export * from "./casing";
export * from "./errors";
export * from "./hospital";
export * from "./paths";
export * from "./session";
export * from "./status";
export * from "./updates";
