import type { ProfileDocument } from "@rosterly/contract";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_KB,
  ATTACHMENT_TYPES,
  type DocumentType,
} from "@rosterly/domain/documents";
import { Alert, Box, Button, Stack, TableCell, TableRow, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toasts/toast-service";
import { fieldsByWirePath, showServerErrors } from "../../../lib/forms/server-errors";
import { useFormatter } from "../../../lib/formatter-context";
import {
  useCreateDocument,
  useDeleteDocument,
  useUpdateDocument,
  useUploadAttachment,
} from "../api/documents";
import {
  DOCUMENT_FORM_FIELDS,
  type DocumentFormValues,
  documentFieldsOf,
  formValuesOf,
} from "../lib/document-form";
import { similarRecords } from "../lib/similar";

interface Props {
  profileId: number;
  type: DocumentType;
  /** The record edited, or null for a new one. */
  document: ProfileDocument | null;
  /** The others of this kind, for the similar-records warning. */
  siblings: readonly ProfileDocument[];
  columns: number;
  onDone: () => void;
  onSwitch: (documentId: number) => void;
}

const ACCEPT = Object.keys(ATTACHMENT_TYPES).join(",");
const fieldOf = fieldsByWirePath<DocumentFormValues>(DOCUMENT_FORM_FIELDS);

/**
 * The inline create or edit row (N-014): the fields, a file for a new record (required, N-016),
 * save without history (the default) or with it, and the similar-records warning (N-017).
 */
export function DocumentEditorRow({ profileId, type, document, siblings, columns, onDone, onSwitch }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const formatter = useFormatter();
  const form = useForm<DocumentFormValues>({ defaultValues: formValuesOf(document, formatter.timeZone) });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const create = useCreateDocument();
  const update = useUpdateDocument();
  const upload = useUploadAttachment();
  const undo = useDeleteDocument();
  const saving = create.isPending || update.isPending || upload.isPending;
  const [name, description] = useWatch({ control: form.control, name: ["name", "description"] });
  const similar = similarRecords(siblings, { id: document?.id ?? null, name, description });
  const label =
    type === "license" ? t("employeeDocuments.columns.code") : t("employeeDocuments.columns.name");

  const failed = (error: unknown) => {
    setUnplaced(showServerErrors(t, error, form.setError, fieldOf));
    toast.error(t("employeeDocuments.toasts.saveCredentialDocFail"), error);
  };

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    if (chosen === null) setFileError(null);
    else if (chosen.size > ATTACHMENT_MAX_BYTES)
      setFileError(t("employeeDocuments.validation.fileSize", { max: ATTACHMENT_MAX_KB }));
    else setFileError(null);
  }

  const save = (withHistory: boolean) =>
    form.handleSubmit(async (values) => {
      const fields = documentFieldsOf(values, type, formatter.timeZone);
      if (document) {
        update.mutate(
          { id: document.id, patch: fields, withHistory },
          {
            onSuccess: () => {
              toast.success(t("employeeDocuments.toasts.saveCredentialDocSuccess"));
              onDone();
            },
            onError: failed,
          },
        );
        return;
      }
      if (file === null) return setFileError(t("employeeDocuments.validation.fileRequired"));
      if (fileError !== null) return;
      let created: ProfileDocument;
      try {
        created = await create.mutateAsync({ profileId, type, ...fields });
      } catch (error) {
        return failed(error);
      }
      try {
        await upload.mutateAsync({ id: created.id, file });
      } catch (error) {
        // A record without its required file is not kept: the upload failed, so the record goes too.
        await undo.mutateAsync({ id: created.id, profileId }).catch(() => undefined);
        setFileError(showServerErrors(t, error, form.setError, () => null).join(" ") || null);
        toast.error(t("employeeDocuments.toasts.fileUploadFail"), error);
        return;
      }
      toast.success(t("employeeDocuments.toasts.saveCredentialDocSuccess"));
      onDone();
    })();

  const text = (
    field: keyof DocumentFormValues,
    fieldLabel: string,
    options: { date?: boolean; required?: boolean } = {},
  ) => (
    <TextField
      label={fieldLabel}
      size="small"
      type={options.date ? "date" : "text"}
      required={options.required ?? false}
      slotProps={options.date ? { inputLabel: { shrink: true } } : {}}
      error={form.formState.errors[field] !== undefined}
      helperText={form.formState.errors[field]?.message}
      {...form.register(field, options.required ? { required: t("validation.required") } : {})}
    />
  );

  return (
    <TableRow>
      <TableCell colSpan={columns}>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save(false);
          }}
          sx={{
            display: "grid",
            gap: 1.5,
            gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: "repeat(4, 1fr)" },
          }}
        >
          {text("name", label, { required: true })}
          {text("description", t("employeeDocuments.columns.description"))}
          {type === "license"
            ? text("effectiveOn", t("employeeDocuments.columns.effectiveOn"), { date: true })
            : null}
          {text(
            "issuedOn",
            type === "license"
              ? t("employeeDocuments.columns.issuedOn")
              : t("employeeDocuments.columns.occurredOn"),
            { date: true },
          )}
          {text("expireOn", t("employeeDocuments.columns.expireOn"), { date: true })}
          {text(
            "comments",
            type === "license"
              ? t("employeeDocuments.columns.comments")
              : t("employeeDocuments.columns.results"),
          )}
          {text("verifierName", t("employeeDocuments.columns.verifierName"))}
          {document === null ? (
            <Stack spacing={0.5}>
              <Button component="label" variant="outlined" size="small">
                {t("employeeDocuments.chooseFile")}
                <input
                  hidden
                  type="file"
                  accept={ACCEPT}
                  aria-label={t("employeeDocuments.chooseFile")}
                  onChange={(event) => chooseFile(event.currentTarget.files?.[0] ?? null)}
                />
              </Button>
              <Typography
                variant="caption"
                color={fileError ? "error" : "text.secondary"}
                role={fileError ? "alert" : undefined}
              >
                {fileError ??
                  (file
                    ? t("employeeDocuments.fileChosen", { name: file.name })
                    : t("employeeDocuments.fileHint", { max: ATTACHMENT_MAX_KB }))}
              </Typography>
            </Stack>
          ) : null}
        </Box>
        {similar.length > 0 ? (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            <Typography variant="subtitle2">{t("employeeDocuments.similar.title")}</Typography>
            <Typography variant="body2">{t("employeeDocuments.similar.hint")}</Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: "wrap" }}>
              {similar.map((match) => (
                <Button key={match.id} size="small" onClick={() => onSwitch(match.id)}>
                  {match.name}
                </Button>
              ))}
            </Stack>
          </Alert>
        ) : null}
        {unplaced.length > 0 ? (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {unplaced.join(" ")}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: "flex-end", flexWrap: "wrap" }}>
          <Button onClick={onDone} disabled={saving}>
            {t("employeeDocuments.actions.cancel")}
          </Button>
          {document ? (
            <Button variant="outlined" disabled={saving} onClick={() => void save(true)}>
              {t("employeeDocuments.actions.saveWithHistory")}
            </Button>
          ) : null}
          <Button variant="contained" disabled={saving} onClick={() => void save(false)}>
            {saving ? t("employeeDocuments.actions.saving") : t("employeeDocuments.actions.save")}
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}
