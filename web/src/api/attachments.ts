/** Attached files (ADR 0039): uploaded first, then named by id in the message that carries them. */
import { api, done, sendFile, settled, withToken, type Auth } from "./client";
import type { AttachmentLimits, AttachmentView, FilePlace, ProjectFile, ProjectFiles } from "./types.gen";

export type { AttachmentLimits, AttachmentView, FilePlace, ProjectFile, ProjectFiles };

/** This server's limits on files (the largest, how many to a message) and the caller's company's
 * storage. */
export async function attachmentLimits(auth: Auth): Promise<AttachmentLimits> {
  return (await settled(api.GET("/attachments/limits", withToken(auth)))).data;
}

/** Every file on a project's tickets, their replies and its statement-of-work updates, newest
 * first: at most 200 (`total` says how many there are), each with where it is, who sent it and
 * when. Another company's project, or one the person was not given, is not found (404). */
export async function projectFiles(projectId: string, auth: Auth, signal?: AbortSignal): Promise<ProjectFiles> {
  return (await settled(api.GET("/project/{projectId}/files", { ...withToken(auth, signal), params: { path: { projectId } } }))).data;
}

/** Sends one file; the server answers what it kept (its safe name, sniffed type and size). */
export function uploadAttachment(file: Blob, name: string, auth: Auth, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  return sendFile<AttachmentView>(`/attachments?${new URLSearchParams({ name }).toString()}`, file, auth, onProgress, signal);
}

/** Removes an uploaded file that no message carries yet. */
export function removeAttachment(attachmentId: string, auth: Auth) {
  return done(api.DELETE("/attachments/{attachmentId}", { ...withToken(auth), params: { path: { attachmentId } } }));
}

/** How a file or its thumbnail is fetched: with the caller's token (a plain link or `<img>`
 * could not carry it), as bytes. */
function asBlob(attachmentId: string, auth: Auth, accept: string, signal?: AbortSignal) {
  const token = withToken(auth, signal);
  return { ...token, headers: { ...token.headers, Accept: accept }, params: { path: { attachmentId } }, parseAs: "blob" as const };
}

/** A file's bytes. */
export async function attachmentBlob(attachmentId: string, auth: Auth, signal?: AbortSignal): Promise<Blob> {
  return (await settled(api.GET("/attachments/{attachmentId}", asBlob(attachmentId, auth, "*/*", signal)))).data as Blob;
}

/** An image's thumbnail (a small PNG the server made); 404 when it could make none. */
export async function attachmentThumbnail(attachmentId: string, auth: Auth, signal?: AbortSignal): Promise<Blob> {
  return (await settled(api.GET("/attachments/{attachmentId}/thumbnail", asBlob(attachmentId, auth, "image/png", signal)))).data as Blob;
}
