// Worker threads on Node 20 do not apply `--import tsx` before loading a .ts entry: register tsx here,
// then load the TypeScript entry.
import { register } from "tsx/esm/api";

register();
await import("./worker-entry.ts");
