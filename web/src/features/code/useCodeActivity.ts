import { useEffect, useState } from "react";
import { codeActivity, type CodeActivity, type CodeAuth } from "../../api/code";
import { useRecord } from "../data/useRecord";

/** While the server's first fetch of a repository is under way (`pending`), ask again this often... */
export const PENDING_RETRY_MS = 2000;
/** ...at most this many times; then the screen offers "Check again". */
export const PENDING_RETRIES = 5;

export interface CodeActivityState {
  /** The activity once read (the previous one while it is read again). */
  data: CodeActivity | undefined;
  /** Why the last read failed; null after a success. */
  error: unknown;
  /** A read is under way. */
  loading: boolean;
  /** The server is still fetching for the first time and we have stopped asking by ourselves. */
  gaveUpWaiting: boolean;
  /** Reads it again (after a write, or from Retry); starts the `pending` re-reads afresh. */
  reload(): void;
}

/**
 * A project's code activity, read when the project (or the token) changes and on `reload()`, the
 * latest read winning. While the server answers `pending` it is read again every
 * `PENDING_RETRY_MS`, at most `PENDING_RETRIES` times. A failure is kept in `error` (with the data
 * of the last success): what to do about it is the screen's choice.
 */
export function useCodeActivity(projectId: string, auth: CodeAuth): CodeActivityState {
  const record = useRecord((signal) => codeActivity(projectId, auth, signal), `${auth}:${projectId}`);
  const [polls, setPolls] = useState(0);
  const { reload } = record;
  const pending = !record.loading && record.error === null && record.data?.sync.state === "pending";

  useEffect(() => {
    if (!pending || polls >= PENDING_RETRIES) return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      reload();
    }, PENDING_RETRY_MS);
    return () => clearTimeout(timer);
  }, [pending, polls, reload]);

  return {
    data: record.data,
    error: record.error,
    loading: record.loading,
    gaveUpWaiting: pending && polls >= PENDING_RETRIES,
    reload: () => {
      setPolls(0);
      reload();
    },
  };
}
