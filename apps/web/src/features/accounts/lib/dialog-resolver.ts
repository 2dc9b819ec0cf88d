/** The dialog's form resolver: the domain rules of `validateDialog`, with messages from our catalogue. */
import type { TFunction } from "i18next";
import { z } from "zod";
import type { DialogValues } from "./dialog-values";
import { ruleMessage } from "./messages";
import { type DialogRulesContext, validateDialog } from "./validate-dialog";

const pathOf = (path: string): (string | number)[] =>
  path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** `context` is read at validation time, so it follows the form (touched sections, chosen job type). */
export function dialogSchema(t: TFunction, context: (values: DialogValues) => DialogRulesContext) {
  return z.custom<DialogValues>().superRefine((values, ctx) => {
    for (const { path, answer } of validateDialog(values, context(values)))
      ctx.addIssue({ code: "custom", path: pathOf(path), message: ruleMessage(t, answer) });
  });
}
