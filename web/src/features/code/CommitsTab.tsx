import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CommitView } from "../../api/code";
import { display } from "../../wasm/display";
import { CheckBadge } from "./badges";
import { NewTab } from "./NewTab";
import { Avatar } from "./Person";

/** A commit message's first line (shown bold) and the rest (muted). */
export function splitMessage(message: string): { subject: string; rest: string } {
  const [subject = "", ...rest] = message.split("\n");
  return { subject: subject.trim(), rest: rest.join("\n").trim() };
}

/** Latest commits: committer, date, message, checks, and a link to the commit on the code host. */
export function CommitsTab({ commits }: { commits: readonly CommitView[] }) {
  const { t } = useTranslation();
  const w = display();
  if (commits.length === 0) return <p className="muted">{t("portal.code.noCommits")}</p>;
  return (
    <ol className="plain-list code-list" aria-label={t("portal.code.tabs.commits")}>
      {commits.map((c) => {
        const { subject, rest } = splitMessage(c.message);
        return (
          <li key={c.sha} className="code-item">
            <Avatar name={c.committerName} url={c.avatarUrl} />
            <div className="code-item-main">
              <p className="code-item-title">{subject}</p>
              {rest && <p className="muted small pre-wrap code-commit-rest">{rest}</p>}
              <p className="code-item-meta">
                <span>{c.committerName}</span>
                <time dateTime={c.date}>{w.displayDate(c.date)}</time>
                <CheckBadge status={c.status} />
                <Anchor href={c.url} target="_blank" rel="noopener noreferrer" className="code-sha">
                  <span className="visually-hidden">{t("portal.code.commit")} </span>
                  {c.sha.slice(0, 7)}
                  <NewTab />
                </Anchor>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
