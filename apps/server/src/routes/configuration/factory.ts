import {
  configurationListQuery,
  dependencies,
  errorBody,
  idParams,
  page,
  wire,
  wireShape,
} from "@rosterly/contract";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { paginate } from "../../http/pagination";
import { sessionOf } from "../../http/session";
import type { App } from "../../http/types";
import { requireConfigurationEditor } from "../../policies/configuration";
import {
  configurationDependencies,
  getConfiguration,
  listConfiguration,
} from "../../services/configuration/read-configuration";
import {
  createConfiguration,
  deleteConfiguration,
  updateConfiguration,
} from "../../services/configuration/write-configuration";
import type { AuditedInsert, AuditedRow, ConfigurationKind } from "../../services/configuration/kind";

const tags = ["configuration"];
const refused = { 400: errorBody, 403: errorBody, 404: errorBody };

/**
 * Registers one configuration kind at `/api/<path>/`: list, get, create, update, delete and
 * `{id}/dependencies/`. Reads are open to everyone signed in; the services refuse writes to all
 * but administrators. Each handler parses, calls the service and answers what it presented.
 */
export function registerConfigurationKind<
  Row extends AuditedRow,
  Insert extends AuditedInsert,
  Create extends { hospitalId: number },
  Update,
  Output extends z.ZodType,
>(app: App, deps: AppDeps, path: string, kind: ConfigurationKind<Row, Insert, Create, Update, Output>): void {
  const list = `/api/${path}/`;
  const item = `/api/${path}/:id/`;
  // Fastify validates and documents with these; their types are widened on purpose because its
  // type provider cannot resolve a kind's generic types. The handlers hand the validated
  // (camelCase) body to the kind's own schema, which types it soundly.
  const output: z.ZodType = wireShape(kind.output);
  const createBody: z.ZodType = wire(kind.createInput);
  const updateBody: z.ZodType = wire(kind.updateInput);

  app.get(
    list,
    {
      schema: {
        tags,
        summary: `List ${kind.noun}s (obsolete ones only with include_obsolete=true)`,
        querystring: configurationListQuery,
        response: { 200: page(output), 400: errorBody },
      },
    },
    async (request) => {
      const { page: pageNumber, page_size, search, include_obsolete, order_by } = request.query;
      const pageRequest = { page: pageNumber, pageSize: page_size };
      const { count, results } = await listConfiguration(deps.db, sessionOf(request), kind, {
        ...pageRequest,
        search,
        includeObsolete: include_obsolete,
        orderBy: order_by,
      });
      return paginate(request, pageRequest, count, results);
    },
  );

  app.get(
    item,
    {
      schema: {
        tags,
        summary: `One ${kind.noun}`,
        params: idParams,
        response: { 200: output, 404: errorBody },
      },
    },
    async (request) => getConfiguration(deps.db, sessionOf(request), kind, request.params.id),
  );

  app.post(
    list,
    {
      preValidation: requireConfigurationEditor,
      schema: {
        tags,
        summary: `Create a ${kind.noun} (administrators)`,
        body: createBody,
        response: { 201: output, ...refused },
      },
    },
    async (request, reply) => {
      const input = kind.createInput.parse(request.body);
      const created = await createConfiguration(deps, sessionOf(request), kind, input);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    item,
    {
      preValidation: requireConfigurationEditor,
      schema: {
        tags,
        summary: `Change a ${kind.noun} (administrators); obsolete=true retires it`,
        params: idParams,
        body: updateBody,
        response: { 200: output, ...refused },
      },
    },
    async (request) => {
      const input = kind.updateInput.parse(request.body);
      return updateConfiguration(deps, sessionOf(request), kind, request.params.id, input);
    },
  );

  app.delete(
    item,
    {
      preValidation: requireConfigurationEditor,
      schema: {
        tags,
        summary: `Delete a ${kind.noun} nothing uses (administrators); 412 when in use`,
        params: idParams,
        response: { 204: z.null(), 403: errorBody, 404: errorBody, 412: errorBody },
      },
    },
    async (request, reply) => {
      await deleteConfiguration(deps, sessionOf(request), kind, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${item}dependencies/`,
    {
      schema: {
        tags,
        summary: `Whether anything uses the ${kind.noun}`,
        params: idParams,
        response: { 200: wireShape(dependencies), 404: errorBody },
      },
    },
    async (request) => configurationDependencies(deps.db, sessionOf(request), kind, request.params.id),
  );
}
