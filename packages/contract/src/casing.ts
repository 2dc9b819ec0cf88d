/**
 * Schema-driven key conversion between code (camelCase) and the wire (snake_case).
 *
 * A contract schema is written once, in camelCase. `wire(schema)` derives the snake_case
 * schema the API speaks (requests parse with it, responses are documented by it), and
 * `toWire(schema, value)` presents a value by walking the schema: only declared keys are
 * converted and emitted, so record keys (which are data, e.g. settings paths or screen
 * names) are never touched and undeclared fields never leak.
 */
import { z } from "zod";

type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Uppercase<Head> ? (Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`) : Head}${SnakeCase<Tail>}`
  : S;

/** The wire form of a camelCase value type: object keys snake_cased, recursively. */
export type Wire<T> = T extends readonly (infer E)[]
  ? Wire<E>[]
  : T extends Date
    ? T
    : T extends object
      ? { [K in keyof T as K extends string ? SnakeCase<K> : K]: Wire<T[K]> }
      : T;

export function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

const identity = (k: string) => k;

export function camelCase(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

type AnySchema = z.core.$ZodType;

/** The declared fields of an object schema, typed (zod's shape is loosely typed). */
function shapeEntries(schema: z.ZodObject): [string, AnySchema][] {
  const shape: Readonly<Record<string, AnySchema>> = schema._zod.def.shape;
  return Object.entries(shape);
}

/**
 * Kinds that carry no keys of their own: passed through as they are. A pipe stops the conversion
 * on purpose (`asData`): what flows through it is data whose keys keep their spelling; so does a
 * lazy schema, which the contract uses only for free JSON values (`z.json()`).
 */
const KEYLESS_KINDS: ReadonlySet<string> = new Set([
  "string",
  "number",
  "int",
  "boolean",
  "bigint",
  "date",
  "enum",
  "literal",
  "null",
  "undefined",
  "unknown",
  "any",
  "nan",
  "void",
  "template_literal",
  "custom",
  "pipe",
  "transform",
  "lazy",
]);

/** The kinds whose keys the casing follows; anything else is refused loudly rather than passed on unconverted. */
const CONTAINER_KINDS: ReadonlySet<string> = new Set([
  "object",
  "array",
  "optional",
  "nullable",
  "default",
  "record",
  "union",
  "readonly",
]);

function kindOf(schema: AnySchema): string {
  const kind = schema._zod.def.type;
  if (KEYLESS_KINDS.has(kind) || CONTAINER_KINDS.has(kind)) return kind;
  throw new Error(`casing: zod kind "${kind}" is not supported in contract schemas; add it to casing.ts`);
}

/**
 * Each schema's snake_case twin is derived once and kept: the contract's record schemas are shared by
 * many routes and nested in one another, and deriving them afresh for every route took ~70 ms of each
 * server start.
 */
const snakeSchemas = new WeakMap<AnySchema, AnySchema>();

/** The snake_case schema of a camelCase one (no transforms; same checks). */
function snakeSchema(schema: AnySchema): AnySchema {
  const known = snakeSchemas.get(schema);
  if (known !== undefined) return known;
  const derived = deriveSnakeSchema(schema);
  snakeSchemas.set(schema, derived);
  return derived;
}

function deriveSnakeSchema(schema: AnySchema): AnySchema {
  kindOf(schema);
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, AnySchema> = {};
    for (const [key, value] of shapeEntries(schema)) shape[snakeCase(key)] = snakeSchema(value);
    return new z.ZodObject({ ...schema._zod.def, shape });
  }
  if (schema instanceof z.ZodArray)
    return new z.ZodArray({ ...schema._zod.def, element: snakeSchema(schema._zod.def.element) });
  if (schema instanceof z.ZodOptional)
    return new z.ZodOptional({ ...schema._zod.def, innerType: snakeSchema(schema._zod.def.innerType) });
  if (schema instanceof z.ZodNullable)
    return new z.ZodNullable({ ...schema._zod.def, innerType: snakeSchema(schema._zod.def.innerType) });
  if (schema instanceof z.ZodDefault)
    return new z.ZodDefault({ ...schema._zod.def, innerType: snakeSchema(schema._zod.def.innerType) });
  if (schema instanceof z.ZodReadonly)
    return new z.ZodReadonly({ ...schema._zod.def, innerType: snakeSchema(schema._zod.def.innerType) });
  if (schema instanceof z.ZodRecord)
    return new z.ZodRecord({ ...schema._zod.def, valueType: snakeSchema(schema._zod.def.valueType) });
  if (schema instanceof z.ZodUnion)
    return new z.ZodUnion({
      ...schema._zod.def,
      options: schema._zod.def.options.map((option) => snakeSchema(option)),
    });
  return schema;
}

type Converter = (value: unknown) => unknown;
type Direction = { key: (k: string) => string; fromKey: (k: string) => string };

const TO_WIRE: Direction = { key: snakeCase, fromKey: identity };
const FROM_WIRE: Direction = { key: identity, fromKey: snakeCase };
/** Reads and writes the declared (camelCase) keys: how a union judges a camelCase value. */
const AS_DECLARED: Direction = { key: identity, fromKey: identity };
/** What a keyless kind converts with: nothing to do. */
const AS_IS: Converter = (value) => value;

/**
 * A schema's converter is built once per direction and kept: converting a 500-row answer key by key
 * through the schema cost several times the parse itself (the key names were re-derived, and the
 * schema's kinds re-examined, for every row).
 */
const converters = new Map<Direction, WeakMap<AnySchema, Converter>>([
  [TO_WIRE, new WeakMap()],
  [FROM_WIRE, new WeakMap()],
  [AS_DECLARED, new WeakMap()],
]);

function converterFor(schema: AnySchema, direction: Direction): Converter {
  const built = converters.get(direction) as WeakMap<AnySchema, Converter>;
  const known = built.get(schema);
  if (known !== undefined) return known;
  // A forward reference first, so that building never loops on a schema that contains itself.
  let target: Converter = AS_IS;
  built.set(schema, (value) => target(value));
  target = buildConverter(schema, direction);
  built.set(schema, target);
  return target;
}

/** Converts a value between casings following the schema's declared keys only. */
function buildConverter(schema: AnySchema, direction: Direction): Converter {
  kindOf(schema);
  const skipEmpty =
    (convert: Converter): Converter =>
    (value) =>
      value === null || value === undefined ? value : convert(value);
  if (schema instanceof z.ZodObject) {
    const fields = shapeEntries(schema).map(([declared, child]) => {
      const convert = converterFor(child, direction);
      return { from: direction.fromKey(declared), to: direction.key(declared), convert };
    });
    return skipEmpty((value) => {
      if (typeof value !== "object" || Array.isArray(value)) return value;
      const source = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (let i = 0; i < fields.length; i += 1) {
        const { from, to, convert } = fields[i] as (typeof fields)[number];
        const field = source[from];
        if (field !== undefined || from in source) out[to] = convert === AS_IS ? field : convert(field);
      }
      return out;
    });
  }
  if (schema instanceof z.ZodArray) {
    const element = converterFor(schema._zod.def.element, direction);
    return skipEmpty((value) => (Array.isArray(value) ? value.map((item) => element(item)) : value));
  }
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodReadonly
  )
    return converterFor(schema._zod.def.innerType, direction);
  if (schema instanceof z.ZodRecord) {
    const entry = converterFor(schema._zod.def.valueType, direction);
    return skipEmpty((value) => {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = entry(v);
      return out;
    });
  }
  if (schema instanceof z.ZodUnion) {
    const options = schema._zod.def.options;
    // The option the value fits, judged in the declared casing; then converted with that option.
    const judging = direction.fromKey === identity ? AS_DECLARED : FROM_WIRE;
    const fits = (option: AnySchema, value: unknown) =>
      z.safeParse(option, converterFor(option, judging)(value)).success;
    return skipEmpty((value) => {
      const match = options.find((option) => fits(option, value));
      return match ? converterFor(match, direction)(value) : value;
    });
  }
  return AS_IS;
}

/** camelCase value -> snake_case wire value, emitting only declared keys. */
export function toWire<S extends AnySchema>(schema: S, value: z.output<S>): Wire<z.output<S>> {
  return converterFor(schema, TO_WIRE)(value) as Wire<z.output<S>>;
}

/** The wire schema: accepts snake_case, outputs camelCase (typed as the camel schema's output). */
export function wire<S extends AnySchema>(schema: S): z.ZodType<z.output<S>, Wire<z.input<S>>> {
  const snake = snakeSchema(schema);
  return z.pipe(
    snake,
    z.transform((parsed) => converterFor(schema, FROM_WIRE)(parsed) as z.output<S>),
  ) as unknown as z.ZodType<z.output<S>, Wire<z.input<S>>>;
}

/** The plain snake_case schema, for documentation and response serialisation. */
export function wireShape<S extends AnySchema>(schema: S): z.ZodType<Wire<z.output<S>>> {
  return snakeSchema(schema) as z.ZodType<Wire<z.output<S>>>;
}
