/** Attached files (ADR 0039): uploaded first, then named by id in the message that carries them. */
import { api, done, sendFile, settled, withToken, type Auth } from "./client";
import type { AttachmentView } from "./types.gen";

export type { AttachmentView };

/** Sends one file; the server answers what it kept (its safe name, sniffed type and size). */
export function uploadAttachment(file: Blob, name: string, auth: Auth, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  return sendFile<AttachmentView>(`/attachments?${new URLSearchParams({ name }).toString()}`, file, auth, onProgress, signal);
}

/** Removes an uploaded file that no message carries yet. */
export function removeAttachment(attachmentId: string, auth: Auth) {
  return done(api.DELETE("/attachments/{attachmentId}", { ...withToken(auth), params: { path: { attachmentId } } }));
}

/** A file's bytes, fetched with the caller's token (a plain link or `<img>` could not carry it). */
export async function attachmentBlob(attachmentId: string, auth: Auth, signal?: AbortSignal): Promise<Blob> {
  const token = withToken(auth, signal);
  const { data } = await settled(
    api.GET("/attachments/{attachmentId}", {
      ...token,
      headers: { ...token.headers, Accept: "*/*" },
      params: { path: { attachmentId } },
      parseAs: "blob",
    }),
  );
  return data as Blob;
}

/** An image's thumbnail (a small PNG the server made); 404 when it could make none. */
export async function attachmentThumbnail(attachmentId: string, auth: Auth, signal?: AbortSignal): Promise<Blob> {
  const token = withToken(auth, signal);
  const { data } = await settled(
    api.GET("/attachments/{attachmentId}/thumbnail", {
      ...token,
      headers: { ...token.headers, Accept: "image/png" },
      params: { path: { attachmentId } },
      parseAs: "blob",
    }),
  );
  return data as Blob;
}
