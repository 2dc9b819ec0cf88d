import fc from "fast-check";

/** The part of an OpenAPI 3.0 schema the request fuzzing reads. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
}

/** Values shaped by a schema: mostly well-formed, sometimes at its edges. */
export function valuesOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(null);
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants && variants.length > 0)
    return fc.oneof(...variants.map((variant) => valuesOf(variant, depth + 1)));
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case "integer":
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -1_000_000),
        max: Math.min(schema.maximum ?? 1000, 1_000_000),
      });
    case "number":
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(valuesOf(schema.items, depth + 1), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case "object": {
      const properties = Object.entries(schema.properties ?? {});
      return fc.record(
        Object.fromEntries(properties.map(([key, value]) => [key, valuesOf(value, depth + 1)])),
        { requiredKeys: schema.required ?? [] },
      );
    }
    case "string":
      if (schema.format === "date-time")
        return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
      if (schema.pattern?.includes("\\d{4}-\\d{2}-\\d{2}")) {
        return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
      }
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 20, 20) });
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** One sample of `valuesOf`, reproducible by seed. */
export function sampleOf(schema: JsonSchema | undefined, seed: number): unknown {
  const [value] = fc.sample(valuesOf(schema), { numRuns: 1, seed });
  return value;
}
