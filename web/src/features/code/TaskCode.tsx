import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CodeActivity } from "../../api/code";
import { LinkedItemBadge } from "./badges";

/** How many of a task's commits are named by their short sha; the rest are counted. */
const SHAS_SHOWN = 5;

/** A project's code activity by task id (only the tasks the server linked to something). */
export function codeByTask(activity: CodeActivity | undefined): ReadonlyMap<string, TaskCodeInfo> {
  const map = new Map<string, TaskCodeInfo>();
  if (!activity) return map;
  const urls = new Map(activity.commits.map((c) => [c.sha, c.url]));
  for (const entry of activity.tasks) {
    if (!entry.link && entry.commits.length === 0) continue;
    map.set(entry.taskId, { link: entry.link, commits: entry.commits.map((sha) => ({ sha, url: urls.get(sha) ?? null })) });
  }
  return map;
}

export interface TaskCodeInfo {
  link: CodeActivity["tasks"][number]["link"];
  commits: { sha: string; url: string | null }[];
}

/**
 * Beside a task's Github Link: the linked issue's or pull request's state ("#12 · Open") and the
 * commits that name it ("2 commits: abc1234, def5678"). Nothing for a task the server linked to nothing.
 */
export function TaskCode({ info }: { info: TaskCodeInfo | undefined }) {
  const { t } = useTranslation();
  if (!info) return null;
  const shown = info.commits.slice(0, SHAS_SHOWN);
  const more = info.commits.length - shown.length;
  return (
    <span className="task-code">
      {info.link && <LinkedItemBadge item={info.link} />}
      {info.commits.length > 0 && (
        <span className="task-code-commits small">
          {t("portal.code.commitCount", { count: info.commits.length })}:{" "}
          {shown.map((c, i) => (
            <span key={c.sha}>
              {i > 0 && ", "}
              {c.url ? (
                <Anchor href={c.url} target="_blank" rel="noopener noreferrer" inherit className="code-sha">
                  {c.sha.slice(0, 7)}
                </Anchor>
              ) : (
                <code className="code-sha">{c.sha.slice(0, 7)}</code>
              )}
            </span>
          ))}
          {more > 0 && ` ${t("portal.code.moreCommits", { count: more })}`}
        </span>
      )}
    </span>
  );
}
