import type { FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";

/**
 * Every route's schemas are zod's, compiled by the zod type provider. Named as fastify's compiler
 * factories (not only set on the app afterwards), they also keep fastify from loading its default
 * JSON-schema compilers when the app is made: Ajv with its formats and fast-json-stringify, which
 * nothing uses (some 50 ms of a restart's profile; 110 ms loaded from node_modules, as in tests).
 * Fastify types the factories after those Ajv-based defaults, hence the cast.
 */
export const zodSchemaController = {
  compilersFactory: {
    buildValidator: () => validatorCompiler,
    buildSerializer: () => serializerCompiler,
  },
} as unknown as NonNullable<FastifyServerOptions["schemaController"]>;
