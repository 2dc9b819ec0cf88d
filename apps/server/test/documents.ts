import { randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import type { App } from "../src/http/types";
import type { TestUser } from "./factories";
import { signIn } from "./http";

/** The smallest bytes each accepted kind is recognised by (and a text that only claims to be a PDF). */
export const FILES = {
  pdf: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  png: Buffer.from(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f10000000049454e44ae426082",
    "hex",
  ),
  fakePdf: Buffer.from("just some text, named licence.pdf"),
};

/** A multipart/form-data body with one file part. */
export function multipart(
  bytes: Buffer,
  options: { field?: string; fileName?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----rosterly${randomUUID()}`;
  const head = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="${options.field ?? "file"}"; filename="${options.fileName ?? "licence.pdf"}"`,
    `Content-Type: ${options.contentType ?? "application/pdf"}`,
    "",
    "",
  ].join("\r\n");
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

export type Send = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/** Calls as the person: JSON bodies, plus `upload` for an attachment. */
export function documentCaller(app: App, user: TestUser) {
  let authorization: Promise<string> | undefined;
  const auth = () => (authorization ??= signIn(app, user).then((tokens) => tokens.authorization));
  const send: Send = async (method, url, payload) =>
    app.inject({
      method,
      url,
      headers: {
        authorization: await auth(),
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const upload = async (documentId: number, bytes: Buffer, options: Parameters<typeof multipart>[1] = {}) => {
    const body = multipart(bytes, options);
    return app.inject({
      method: "POST",
      url: `/api/credential-docs/${documentId}/attachment/`,
      headers: { authorization: await auth(), ...body.headers },
      payload: body.payload,
    });
  };
  return Object.assign(send, { upload });
}
