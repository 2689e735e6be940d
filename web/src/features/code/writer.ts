import type { CodeAuth } from "../../api/code";

/** What the forms of the section (Create Issue, Add Comment) need to post, and what to do after. */
export interface CodeWriter {
  projectId: string;
  auth: CodeAuth;
  /** Whether the server can post (it has a code-host token); the forms say so when it cannot. */
  canWrite: boolean;
  /** Re-reads the activity after a post. */
  onChanged(): void;
}
