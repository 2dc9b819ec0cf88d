import {
  attachmentQuery,
  documentCreate,
  documentHistoryQuery,
  documentIdParams,
  documentListQuery,
  documentPatch,
  errorBody,
  page,
  profileDocument,
  wire,
  wireShape,
} from "@rosterly/contract";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { offsetOf, paginate } from "../../http/pagination";
import { sessionOf } from "../../http/session";
import { sendStream } from "../../http/stream-reply";
import type { App } from "../../http/types";
import { downloadAttachment, uploadAttachment } from "../../services/documents/attachment";
import { deleteDocument, deleteHistoryEntry } from "../../services/documents/delete";
import { listDocuments } from "../../services/documents/read";
import { createDocument, patchDocument } from "../../services/documents/write";
import { attachmentDisposition } from "../../storage/names";
import { uploadedBytes } from "./upload";

const tags = ["documents"];
const failures = { 400: errorBody, 403: errorBody, 404: errorBody };
const documentOut = wireShape(profileDocument);

/** People's credentials and health records (N-012…N-021), management only. */
export function documentRoutes(app: App, deps: AppDeps): void {
  app.get(
    "/api/credential-docs/",
    {
      schema: {
        tags,
        summary: "A person's credentials and health records with their history, newest first",
        querystring: documentListQuery,
        response: { 200: page(documentOut), ...failures },
      },
    },
    async (request) => {
      const pageRequest = { page: request.query.page, pageSize: request.query.page_size };
      const { count, results } = await listDocuments(
        deps,
        sessionOf(request),
        { profileId: request.query.profile_id, type: request.query.type, search: request.query.search },
        { offset: offsetOf(pageRequest), limit: pageRequest.pageSize },
      );
      return paginate(request, pageRequest, count, results);
    },
  );

  app.post(
    "/api/credential-docs/",
    {
      schema: {
        tags,
        summary: "A new credential or health record (its attachment is uploaded next)",
        body: wire(documentCreate),
        response: { 201: documentOut, ...failures },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createDocument(deps, sessionOf(request), request.body)),
  );

  app.patch(
    "/api/credential-docs/:id/",
    {
      schema: {
        tags,
        summary: "Change a document, keeping the version before as a history entry",
        params: documentIdParams,
        body: wire(documentPatch),
        response: { 200: documentOut, ...failures },
      },
    },
    async (request) =>
      patchDocument(deps, sessionOf(request), request.params.id, request.body, { keepHistory: true }),
  );

  app.patch(
    "/api/credential-docs/:id/update_without_history/",
    {
      schema: {
        tags,
        summary: "Change a document in place (file_name: null removes its attachment)",
        params: documentIdParams,
        body: wire(documentPatch),
        response: { 200: documentOut, ...failures },
      },
    },
    async (request) =>
      patchDocument(deps, sessionOf(request), request.params.id, request.body, { keepHistory: false }),
  );

  app.delete(
    "/api/credential-docs/:id/",
    {
      schema: {
        tags,
        summary: "Delete a document, its history and every file they referred to",
        params: documentIdParams,
        response: { 204: z.null(), ...failures },
      },
    },
    async (request, reply) => {
      await deleteDocument(deps, sessionOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/api/credential-docs/:id/history/",
    {
      schema: {
        tags,
        summary: "Delete one history entry (its file goes if nothing else uses it)",
        params: documentIdParams,
        querystring: documentHistoryQuery,
        response: { 204: z.null(), ...failures },
      },
    },
    async (request, reply) => {
      await deleteHistoryEntry(deps, sessionOf(request), request.params.id, request.query.history_id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/credential-docs/:id/attachment/",
    {
      schema: {
        tags,
        summary: "Upload the document's attachment (multipart `file`; images or PDF, at most 12,000 KB)",
        consumes: ["multipart/form-data"],
        params: documentIdParams,
        response: { 200: documentOut, ...failures },
      },
    },
    async (request) =>
      uploadAttachment(deps, sessionOf(request), request.params.id, await uploadedBytes(app, request)),
  );

  app.get(
    "/api/credential-docs/:id/attachment/",
    {
      schema: {
        tags,
        summary: "Download the document's attachment, or a history entry's (history_id)",
        params: documentIdParams,
        querystring: attachmentQuery,
        // 200: the file's bytes (not JSON), so no response schema of its own.
        response: failures,
      },
    },
    async (request, reply) => {
      const download = await downloadAttachment(
        deps,
        sessionOf(request),
        request.params.id,
        request.query.history_id,
      );
      reply
        .header("content-type", download.contentType)
        .header("content-disposition", attachmentDisposition(download.fileName))
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff");
      return sendStream(reply, download.stream);
    },
  );
}
