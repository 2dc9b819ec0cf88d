export * from "./configuration";
export * from "./organisations";
export * from "./people";
export * from "./scheduling";
export * from "./events";
export * from "./accounts";
export * from "./open-shifts";
export * from "./templates";
