// V8's explicit compile hint (Chromium 136 and later): a file that starts with this comment has all
// its functions compiled as the file loads, off the main thread where the script is streamed,
// instead of each on its first call. Shared by the build (which adds it) and scripts/web-budget.mjs
// (which checks the built chunks carry it).
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
