export * from "./configuration";
export * from "./organisations";
export * from "./people";
