/**
 * Code updates: a project's repository activity, as the server keeps it (the code-host token never
 * reaches the browser), and the issues and comments the server posts in the caller's name. The same
 * calls serve the portal (client token) and the console (staff token, any project).
 */
import type { IssueCommentInput, IssueInput } from "../wasm";
import { answer, api, withToken, type Auth } from "./client";

export type { CodeActivity, CommitView, IssueCommentView, IssueView, PullView, SyncView, TaskCodeView } from "./types.gen";

/** Whose token a code call carries: the client's in the portal, staff's in the console. */
export type CodeAuth = Exclude<Auth, "none">;

/** `GET /api/code/{projectId}`: cached on the server, with how fresh it is (`sync`). */
export function codeActivity(projectId: string, auth: CodeAuth, signal?: AbortSignal) {
  return answer(api.GET("/code/{projectId}", { ...withToken(auth, signal), params: { path: { projectId } } }));
}

/** Opens an issue; 409 `not_configured` when the server has no code-host token. */
export function createIssue(projectId: string, input: IssueInput, auth: CodeAuth) {
  return answer(api.POST("/code/{projectId}/issues", { ...withToken(auth), params: { path: { projectId } }, body: input }));
}

/** Comments on issue `number`; 409 `not_configured` when the server has no code-host token. */
export function createIssueComment(projectId: string, number: number, input: IssueCommentInput, auth: CodeAuth) {
  return answer(
    api.POST("/code/{projectId}/issues/{number}/comments", { ...withToken(auth), params: { path: { projectId, number } }, body: input }),
  );
}
