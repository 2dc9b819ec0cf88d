import { jsonBytes } from "./json-bytes";

/**
 * A route-level serializer for large answers (500-row pages, a schedule with its shifts). The zod
 * response schema still documents the route for OpenAPI, but the body is not re-validated on the
 * way out: the presenters that build it are typed allowlists of the same shape, and re-checking a
 * 500-row page with zod costs more than the query that produced it (see bench/api-list.bench.ts).
 *
 * The body leaves as bytes. Fastify types a serializer's result as a string, but sends a Buffer as
 * it is (its onSend stage takes either, as does compression); fast-json.test.ts holds it to that.
 */
export const serializeTrusted = () => (data: unknown) => jsonBytes(data) as unknown as string;
