// Types of dependencies.mjs (shared with build.mjs and the lint, which run without a TypeScript loader).
export declare const LOADED_WHEN_NEEDED: string[];
export declare const KEEPS_ITS_FILES: string[];
export declare function librariesFindingOwnFiles(inputs: string[], root: string): string[];
