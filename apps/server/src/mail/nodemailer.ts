import { loadOnce } from "../lib/load-once";

/** The mail library, imported at the first mail (never at start). */
export const loadNodemailer = loadOnce(() => import("nodemailer"));
