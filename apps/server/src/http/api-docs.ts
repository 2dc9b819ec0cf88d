import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { API_DOCS_PREFIX } from "./api-docs-prefix";
import { registerErrorHandler } from "./error-handler";
import type { App } from "./types";

/** What the OpenAPI document is made of: a route's method, address, schema and settings. */
interface RouteOutline {
  method: RouteOptions["method"];
  url: string;
  schema: RouteOptions["schema"];
  config: RouteOptions["config"];
}

/** What a browser's conditional and partial requests for the docs' static files need to carry. */
const FORWARDED_REQUEST_HEADERS = ["accept", "if-none-match", "if-modified-since", "range", "if-range"];

/**
 * What the docs' answers keep. Length, framing and encoding are the app's own to set, as it
 * compresses what it sends.
 */
const KEPT_ANSWER_HEADERS = [
  "content-type",
  "cache-control",
  "etag",
  "last-modified",
  "location",
  "accept-ranges",
  "content-range",
];

/**
 * The API's documentation (the OpenAPI document and its browsable pages, under /api/docs) is made
 * on its first request, in a Fastify instance of its own that holds the app's routes by their
 * schemas alone; the app forwards /api/docs to it. Its libraries and their hooks on every route
 * took ~90 ms of each start and of each test's app, for pages a few people open now and then. The
 * answers pass through the app's own hooks: security headers, compression, the API's version, its
 * error and not-found answers.
 */
export function registerApiDocs(app: App, version: string): void {
  const routes: RouteOutline[] = [];
  // Added before any route, so it sees them all. HEAD routes are GET's twins, which the docs omit.
  app.addHook("onRoute", (route) => {
    if (route.method === "HEAD" || route.url.startsWith(API_DOCS_PREFIX)) return;
    routes.push({ method: route.method, url: route.url, schema: route.schema, config: route.config });
  });

  let docs: Promise<FastifyInstance> | undefined;
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    // A failed making (its libraries missing from an install) is tried again on the next request.
    docs ??= docsInstance(routes, version, app).catch((error: unknown) => {
      docs = undefined;
      throw error;
    });
    const answer = await (await docs).inject({
      method: "GET",
      url: request.url,
      headers: Object.fromEntries(
        FORWARDED_REQUEST_HEADERS.flatMap((name) => {
          const value = request.headers[name];
          return value === undefined ? [] : [[name, value]];
        }),
      ),
    });
    if (answer.statusCode === 404) {
      reply.callNotFound();
      return reply;
    }
    reply.code(answer.statusCode);
    for (const name of KEPT_ANSWER_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    // An empty answer (a redirect) stays without a body and so without a content type.
    return reply.send(answer.rawPayload.length > 0 ? answer.rawPayload : undefined);
  };
  const options = { schema: { hide: true }, config: { public: true } };
  app.get(API_DOCS_PREFIX, options, forward);
  app.get(`${API_DOCS_PREFIX}/*`, options, forward);
  app.addHook("onClose", async () => {
    if (docs) await (await docs.catch(() => null))?.close();
  });
}

async function docsInstance(
  routes: readonly RouteOutline[],
  version: string,
  app: App,
): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import("@fastify/swagger"),
    import("@fastify/swagger-ui"),
  ]);
  const docs = Fastify({
    // Its failures reach the app's log; its requests are the app's, already logged there.
    loggerInstance: app.log.child({}, { level: "warn" }),
    routerOptions: { ignoreTrailingSlash: false },
  });
  // The routes here only describe themselves; nothing is validated or serialised through them.
  docs.setValidatorCompiler(() => () => true);
  docs.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandler(docs);
  await docs.register(swagger, {
    openapi: {
      info: { title: "Rosterly API", version, description: "Hospital staff scheduling." },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await docs.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
  docs.get(`${API_DOCS_PREFIX}/openapi.json`, { schema: { hide: true } }, () =>
    Promise.resolve(docs.swagger()),
  );
  for (const route of routes) {
    docs.route({ ...route, exposeHeadRoute: false, handler: describedOnly });
  }
  await docs.ready();
  return docs;
}

/** The copies describe; a path only they match (the web app's fallback) is no page of the docs. */
function describedOnly(_request: FastifyRequest, reply: FastifyReply): void {
  reply.callNotFound();
}
