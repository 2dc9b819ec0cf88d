import { trackCodeLoad } from "../../lib/lazy";

/** The signed-in shell's module (its own chunk): the gate renders it and preloads the screen through it. */
export const shellCode = () => trackCodeLoad(import("./SessionReady"));
