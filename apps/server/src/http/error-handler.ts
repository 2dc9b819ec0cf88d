import type { ErrorBody, MessageRef } from "@rosterly/contract";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./errors";
import { isDatabaseUnavailable } from "../lib/database-unavailable";
import { loggableError } from "../lib/redact";
import { issueKey } from "./issue-key";
import { API_DOCS_PREFIX } from "./api-docs-prefix";

/** What a 503 asks the client to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

/** The one place errors become `{detail, code, errors}`; a 500 never carries internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { detail: error.detail, code: error.code };
      if (error.extra.detailKey) body.detail_key = error.extra.detailKey;
      if (error.extra.detailParams) body.detail_params = { ...error.extra.detailParams };
      if (error.extra.errors) body.errors = error.extra.errors;
      if (error.extra.errorKeys) body.error_keys = error.extra.errorKeys;
      if (error.extra.cooloffTimedelta) body.cooloff_timedelta = error.extra.cooloffTimedelta;
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      const errorKeys: Record<string, MessageRef[]> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.split("/").filter(Boolean);
        // An unknown key is named itself, so a typo in a field name points at that field.
        const unknown = issue.keyword === "unrecognized_keys" ? issue.params.keys : undefined;
        if (Array.isArray(unknown)) {
          for (const key of unknown) {
            const field = [...path, String(key)].join(".");
            (errors[field] ??= []).push("Unknown field.");
            (errorKeys[field] ??= []).push({ key: "validation.unknown_key", params: { key: String(key) } });
          }
          continue;
        }
        const field = path.join(".") || "non_field_errors";
        (errors[field] ??= []).push(issue.message ?? "Invalid value.");
        (errorKeys[field] ??= []).push(issueKey(issue.keyword, issue.params, issue.message));
      }
      const fields = Object.keys(errors).join(", ");
      const body: ErrorBody = {
        detail: `Invalid input: ${fields}.`,
        code: "invalid",
        errors,
        error_keys: errorKeys,
      };
      return reply.status(400).send(body);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large).
      return reply.status(error.statusCode).send({ detail: error.message, code: "invalid" });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or failing over: say so, and when to retry, instead of a 500.
      request.log.warn({ failure: loggableError(error) }, "database unavailable");
      return reply.status(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send({
        detail: "The database cannot be reached just now; try again in a moment.",
        code: "service_unavailable",
      });
    }
    request.log.error({ failure: loggableError(error) }, "unhandled error");
    return reply.status(500).send({ detail: "Something went wrong on our side.", code: "server_error" });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const hint =
      path.startsWith("/api/") && !path.startsWith(API_DOCS_PREFIX) && !path.endsWith("/")
        ? ` API paths end with a slash: ${path}/`
        : "";
    reply.status(404).send({ detail: `No route for ${request.method} ${path}.${hint}`, code: "not_found" });
  });
}
