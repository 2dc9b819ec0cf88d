import { ATTACHMENT_MAX_BYTES } from "@rosterly/domain/documents";
import type { FastifyRequest } from "fastify";
import { fieldError, fieldErrorWith } from "../../http/field-errors";
import type { App } from "../../http/types";

/** The plugin's limits: one file of at most 12,000 KB in the `file` part (Z-016). */
export const UPLOAD_LIMITS = { fileSize: ATTACHMENT_MAX_BYTES, files: 1, parts: 2, fields: 1 };

function statusOf(error: unknown): number | undefined {
  return typeof error === "object" &&
    error !== null &&
    "statusCode" in error &&
    typeof error.statusCode === "number"
    ? error.statusCode
    : undefined;
}

/** Whatever the multipart body did wrong is a 400 on `file`, never a 406, 413 or 500. */
function uploadError(app: App, error: unknown): unknown {
  if (error instanceof app.multipartErrors.RequestFileTooLargeError)
    return fieldErrorWith("file", "validation.file_size", { max: ATTACHMENT_MAX_BYTES / 1024 });
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500
    ? fieldError("file", "validation.file_required")
    : error;
}

/**
 * The bytes of the request's `file` part (multipart/form-data). Read whole: the size limit bounds
 * them, and the type is judged from the content before anything is stored.
 */
export async function uploadedBytes(app: App, request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fieldError("file", "validation.file_required");
  try {
    const part = await request.file();
    if (!part || part.fieldname !== "file") {
      part?.file.resume();
      throw fieldError("file", "validation.file_required");
    }
    return await part.toBuffer();
  } catch (error) {
    throw uploadError(app, error);
  }
}
