import "i18next";
import type en from "./locales/en.json";

/** English is the reference catalogue: message keys are checked against it at compile time. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}
