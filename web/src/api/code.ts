/**
 * Code updates: a project's repository activity, as the server keeps it (the code-host token never
 * reaches the browser), and the issues and comments the server posts in the caller's name. The same
 * calls serve the portal (client token) and the console (staff token, any project).
 */
import type { IssueCommentInput, IssueInput } from "../wasm";
import { request } from "./client";
import type { CodeActivity, IssueCommentView, IssueView } from "./types.gen";

export type { CodeActivity, CommitView, IssueCommentView, IssueView, PullView, SyncView, TaskCodeView } from "./types.gen";

/** Whose token a code call carries: the client's in the portal, staff's in the console. */
export type CodeAuth = "client" | "admin";

function base(projectId: string): string {
  return `/code/${encodeURIComponent(projectId)}`;
}

/** `GET /api/code/{projectId}`: cached on the server, with how fresh it is (`sync`). */
export function codeActivity(projectId: string, auth: CodeAuth, signal?: AbortSignal): Promise<CodeActivity> {
  return request<CodeActivity>(base(projectId), { auth, signal });
}

/** Opens an issue; 409 `not_configured` when the server has no code-host token. */
export function createIssue(projectId: string, input: IssueInput, auth: CodeAuth): Promise<IssueView> {
  return request<IssueView>(`${base(projectId)}/issues`, { method: "POST", body: input, auth });
}

/** Comments on issue `number`; 409 `not_configured` when the server has no code-host token. */
export function createIssueComment(
  projectId: string,
  number: number,
  input: IssueCommentInput,
  auth: CodeAuth,
): Promise<IssueCommentView> {
  return request<IssueCommentView>(`${base(projectId)}/issues/${number}/comments`, { method: "POST", body: input, auth });
}
