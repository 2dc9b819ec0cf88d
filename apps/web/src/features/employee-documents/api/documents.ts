/**
 * A person's credentials and health records (N-019): the list, create, change with or without
 * history, delete, history-entry delete, attachment upload and download. Every change updates or
 * refreshes the person's cached list.
 */
import {
  API,
  type DocumentCreate,
  type DocumentPatch,
  documentCreate,
  documentPatch,
  type ProfileDocument,
  profileDocument,
  toWire,
  wire,
} from "@rosterly/contract";
import type { DocumentType } from "@rosterly/domain/documents";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, type DownloadedFile } from "../../../lib/api/client";
import { fetchAllPages } from "../../../lib/api/fetch-all-pages";
import { type MutationOptionsOf, useChainedMutation } from "../../../lib/api/mutation";
import { withQuery } from "../../../lib/scheduling/paths";

const documentSchema = wire(profileDocument);

export const documentKeys = {
  all: ["employee-documents"] as const,
  of: (profileId: number) => ["employee-documents", profileId] as const,
};

export function getDocuments(profileId: number, signal?: AbortSignal): Promise<ProfileDocument[]> {
  return fetchAllPages(
    withQuery(API.credentialDocs, { profile_id: profileId, page_size: 100 }),
    documentSchema,
    signal,
  );
}

export function documentsQueryOptions(profileId: number) {
  return queryOptions({
    queryKey: documentKeys.of(profileId),
    queryFn: ({ signal }) => getDocuments(profileId, signal),
  });
}

/** All of a person's documents (both kinds); the sub-tabs filter and search them. */
export function useDocuments(profileId: number) {
  return useQuery(documentsQueryOptions(profileId));
}

function storeDocument(queryClient: QueryClient, saved: ProfileDocument) {
  queryClient.setQueryData<ProfileDocument[]>(documentKeys.of(saved.profileId), (list) => {
    if (!list) return list;
    return list.some((row) => row.id === saved.id)
      ? list.map((row) => (row.id === saved.id ? saved : row))
      : [saved, ...list];
  });
}

export function createDocument(input: z.input<typeof documentCreate>): Promise<ProfileDocument> {
  return api.post(API.credentialDocs, toWire(documentCreate, documentCreate.parse(input)), documentSchema);
}

export function useCreateDocument(options: MutationOptionsOf<typeof createDocument> = {}) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    createDocument,
    { onSuccess: (saved) => storeDocument(queryClient, saved) },
    options.mutationConfig,
  );
}

export interface DocumentChange {
  id: number;
  patch: DocumentPatch;
  /** Keep the version before the change as a history entry (N-018; off by default). */
  withHistory: boolean;
}

export function updateDocument(change: DocumentChange): Promise<ProfileDocument> {
  const path = change.withHistory ? API.credentialDoc(change.id) : API.credentialDocWithoutHistory(change.id);
  return api.patch(path, toWire(documentPatch, documentPatch.parse(change.patch)), documentSchema);
}

export function useUpdateDocument(options: MutationOptionsOf<typeof updateDocument> = {}) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    updateDocument,
    { onSuccess: (saved) => storeDocument(queryClient, saved) },
    options.mutationConfig,
  );
}

export function uploadAttachment(upload: { id: number; file: File }): Promise<ProfileDocument> {
  const form = new FormData();
  form.append("file", upload.file);
  return api.upload(API.credentialDocAttachment(upload.id), form, documentSchema);
}

export function useUploadAttachment(options: MutationOptionsOf<typeof uploadAttachment> = {}) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    uploadAttachment,
    { onSuccess: (saved) => storeDocument(queryClient, saved) },
    options.mutationConfig,
  );
}

const nothing = z.unknown();

export function deleteDocument(target: { id: number; profileId: number }): Promise<unknown> {
  return api.delete(API.credentialDoc(target.id), nothing);
}

export function useDeleteDocument(options: MutationOptionsOf<typeof deleteDocument> = {}) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    deleteDocument,
    {
      onSuccess: (_answer, target) =>
        queryClient.setQueryData<ProfileDocument[]>(documentKeys.of(target.profileId), (list) =>
          list?.filter((row) => row.id !== target.id),
        ),
    },
    options.mutationConfig,
  );
}

export function deleteHistoryEntry(target: {
  credentialId: number;
  historyId: number;
  profileId: number;
}): Promise<unknown> {
  return api.delete(
    withQuery(API.credentialDocHistory(target.credentialId), { history_id: target.historyId }),
    nothing,
  );
}

export function useDeleteHistoryEntry(options: MutationOptionsOf<typeof deleteHistoryEntry> = {}) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    deleteHistoryEntry,
    {
      onSuccess: (_answer, target) =>
        queryClient.setQueryData<ProfileDocument[]>(documentKeys.of(target.profileId), (list) =>
          list?.map((row) =>
            row.id === target.credentialId
              ? { ...row, history: row.history.filter((entry) => entry.historyId !== target.historyId) }
              : row,
          ),
        ),
    },
    options.mutationConfig,
  );
}

/** The document's file, or a history entry's, with the name the server offers it under. */
export function downloadAttachment(target: { id: number; historyId?: number }): Promise<DownloadedFile> {
  const path = API.credentialDocAttachment(target.id);
  return api.file(target.historyId === undefined ? path : withQuery(path, { history_id: target.historyId }));
}

export type { DocumentCreate, DocumentType, ProfileDocument };
