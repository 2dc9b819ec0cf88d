import type { ProfileDocument } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { DialogCanceledError, useDialogs } from "../../../components/dialogs/dialog-service";
import { useToast } from "../../../components/toasts/toast-service";
import {
  downloadAttachment,
  useDeleteDocument,
  useDeleteHistoryEntry,
  useUpdateDocument,
  useUploadAttachment,
} from "../api/documents";
import { saveFile } from "../../../lib/save-file";

/**
 * What a document row does besides editing: upload, download, delete the attachment, a history
 * entry or the record (the deletions after a confirmation), each with its toast (N-021).
 */
export function useDocumentActions(profileId: number) {
  const { t } = useTranslation();
  const toast = useToast();
  const dialogs = useDialogs();
  const upload = useUploadAttachment({
    mutationConfig: {
      onSuccess: () => toast.success(t("employeeDocuments.toasts.fileUploadSuccess")),
      onError: (error) => toast.error(t("employeeDocuments.toasts.fileUploadFail"), error),
    },
  });
  const update = useUpdateDocument();
  const remove = useDeleteDocument();
  const removeHistory = useDeleteHistoryEntry();

  async function confirmed(title: string, message: string): Promise<boolean> {
    try {
      await dialogs.confirm({
        title,
        message,
        destructive: true,
        confirmLabel: t("employeeDocuments.confirm.delete"),
      });
      return true;
    } catch (error) {
      if (error instanceof DialogCanceledError) return false;
      throw error;
    }
  }

  return {
    uploading: upload.isPending,
    upload: (document: ProfileDocument, file: File) => upload.mutate({ id: document.id, file }),

    async download(document: ProfileDocument, historyId?: number) {
      try {
        const file = await downloadAttachment(
          historyId === undefined ? { id: document.id } : { id: document.id, historyId },
        );
        saveFile(file.blob, file.fileName ?? document.name);
      } catch (error) {
        toast.error(t("employeeDocuments.toasts.fileDownloadFail"), error);
      }
    },

    async deleteAttachment(document: ProfileDocument) {
      const name = document.name;
      if (
        !(await confirmed(
          t("employeeDocuments.confirm.deleteAttachmentTitle"),
          t("employeeDocuments.confirm.deleteAttachmentMessage", { name }),
        ))
      )
        return;
      update.mutate(
        { id: document.id, patch: { fileName: null }, withHistory: false },
        {
          onSuccess: () => toast.success(t("employeeDocuments.toasts.AttachmentDeletionSuccess")),
          onError: (error) => toast.error(t("employeeDocuments.toasts.AttachmentDeletionFail"), error),
        },
      );
    },

    async deleteHistory(document: ProfileDocument, historyId: number) {
      const name = document.name;
      if (
        !(await confirmed(
          t("employeeDocuments.confirm.deleteHistoryTitle"),
          t("employeeDocuments.confirm.deleteHistoryMessage", { name }),
        ))
      )
        return;
      removeHistory.mutate(
        { credentialId: document.id, historyId, profileId },
        {
          onSuccess: () => toast.success(t("employeeDocuments.toasts.HistoryDeletionSuccess")),
          onError: (error) => toast.error(t("employeeDocuments.toasts.HistoryDeletionFail"), error),
        },
      );
    },

    async deleteDocument(document: ProfileDocument) {
      const name = document.name;
      if (
        !(await confirmed(
          t("employeeDocuments.confirm.deleteTitle"),
          t("employeeDocuments.confirm.deleteMessage", { name }),
        ))
      )
        return;
      remove.mutate(
        { id: document.id, profileId },
        {
          onSuccess: () => toast.success(t("employeeDocuments.toasts.profileCredentialDeletionSuccess")),
          onError: (error) => toast.error(t("employeeDocuments.toasts.profileCredentialDeletionFail"), error),
        },
      );
    },
  };
}

export type DocumentActions = ReturnType<typeof useDocumentActions>;
