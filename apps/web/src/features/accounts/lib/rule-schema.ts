/** A zod string field checked by a domain rule, with its message from our catalogue (for small forms). */
import type { Check, Parsed } from "@rosterly/domain/fields";
import type { TFunction } from "i18next";
import { z } from "zod";
import { ruleMessage } from "./messages";

export function ruleField(t: TFunction, rule: (value: string) => Check | Parsed<unknown>) {
  return z.string().superRefine((value, ctx) => {
    const result = rule(value);
    if (!result.ok) ctx.addIssue({ code: "custom", message: ruleMessage(t, result) });
  });
}
