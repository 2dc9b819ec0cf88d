// Types of compile-hint.mjs (shared with scripts/web-budget.mjs, which runs without a TypeScript loader).
export const COMPILE_HINT: string;
