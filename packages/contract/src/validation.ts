import { z } from "zod";

/**
 * Validator results as the rules engine produces them; they are wire-shaped already (G-009), so
 * they are documented here in snake_case and never case-converted: user and shift type ids are keys.
 * Read-only, as the engine's results are never mutated once published.
 */
const dates = z.array(z.string()).readonly();
const userDates = z.record(z.string(), dates).readonly();
const imbalance = z
  .array(
    z
      .object({
        job_types: z.array(z.number().int()).readonly(),
        shift_types: z.record(z.string(), dates).readonly(),
      })
      .readonly(),
  )
  .readonly();
const minimumCount = z
  .record(z.string(), z.object({ assigned: z.number(), min: z.number() }).readonly())
  .readonly();

export const validatorResult = z
  .union([
    z
      .object({ validator: z.literal("TimeConflictValidator"), priority: z.number(), error_data: userDates })
      .readonly(),
    z
      .object({
        validator: z.literal("ConsecutiveShiftsValidator"),
        priority: z.number(),
        error_data: userDates,
      })
      .readonly(),
    z
      .object({ validator: z.literal("ImbalanceValidator"), priority: z.number(), error_data: imbalance })
      .readonly(),
    z
      .object({ validator: z.literal("OvertimeValidator"), priority: z.number(), error_data: userDates })
      .readonly(),
    z
      .object({
        validator: z.literal("MinimumCountValidator"),
        priority: z.number(),
        error_data: minimumCount,
      })
      .readonly(),
  ])
  .meta({ id: "ValidatorResult" });
export const validatorResults = z.array(validatorResult).readonly();
