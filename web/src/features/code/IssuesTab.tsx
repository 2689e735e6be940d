import { Anchor, Button, Group } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { IssueView } from "../../api/code";
import { display } from "../../wasm/display";
import { ItemStateBadge } from "./badges";
import { CommentModal } from "./CommentModal";
import { MarkdownBody } from "./MarkdownBody";
import { NewTab } from "./NewTab";
import { Avatar } from "./Person";
import type { CodeWriter } from "./writer";

/** Latest issues, each with its comments (Show/Hide Comments) and Add Comment. */
export function IssuesTab({ issues, writer }: { issues: readonly IssueView[]; writer: CodeWriter }) {
  const { t } = useTranslation();
  const [commenting, setCommenting] = useState<IssueView | null>(null);
  if (issues.length === 0) return <p className="muted">{t("portal.code.noIssues")}</p>;
  return (
    <>
      <ol className="plain-list code-list" aria-label={t("portal.code.tabs.issues")}>
        {issues.map((issue) => (
          <IssueItem key={issue.number} issue={issue} onComment={() => setCommenting(issue)} />
        ))}
      </ol>
      <CommentModal issue={commenting} writer={writer} onClose={() => setCommenting(null)} />
    </>
  );
}

function IssueItem({ issue, onComment }: { issue: IssueView; onComment(): void }) {
  const { t } = useTranslation();
  const w = display();
  const [showComments, setShowComments] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;
  const commentsId = `${id}-comments`;

  return (
    <li className="code-item">
      <Avatar name={issue.author} url={issue.authorAvatar} />
      <article className="code-item-main" aria-labelledby={titleId}>
        <h3 className="code-item-title" id={titleId}>
          <Anchor href={issue.url} target="_blank" rel="noopener noreferrer" inherit>
            {issue.title}
            <NewTab />
          </Anchor>{" "}
          <span className="code-number">#{issue.number}</span>
        </h3>
        <p className="code-item-meta">
          <span>{issue.author}</span>
          <span>
            {t("portal.code.updatedOn")} <time dateTime={issue.updatedAt}>{w.displayDate(issue.updatedAt)}</time>
          </span>
          <ItemStateBadge state={issue.state} />
          <span>{t("portal.code.commentCount", { count: issue.comments })}</span>
        </p>
        {issue.bodyHtml.trim() ? <MarkdownBody html={issue.bodyHtml} /> : <p className="muted small">{t("portal.code.noBody")}</p>}
        <Group gap="xs" mt="xs">
          <Button
            variant="light"
            size="compact-sm"
            aria-expanded={showComments}
            aria-controls={showComments ? commentsId : undefined}
            onClick={() => setShowComments((s) => !s)}
          >
            {showComments ? t("portal.code.hideComments") : t("portal.code.showComments")}
          </Button>
          <Button variant="default" size="compact-sm" aria-haspopup="dialog" onClick={onComment}>
            {t("portal.code.addComment")}
          </Button>
        </Group>
        {showComments && (
          <div id={commentsId}>
            {issue.commentList.length === 0 ? (
              <p className="muted small code-comments-empty">{t("portal.code.noComments")}</p>
            ) : (
              <ol className="plain-list code-comments" aria-label={t("portal.code.commentsOn", { number: issue.number })}>
                {issue.commentList.map((c) => (
                  <li key={c.id} className="code-comment">
                    <p className="code-item-meta">
                      <Avatar name={c.author} url={c.authorAvatar} size={24} />
                      <strong>{c.author}</strong>
                      <time dateTime={c.createdAt}>{w.displayDate(c.createdAt)}</time>
                    </p>
                    {c.bodyHtml.trim() ? <MarkdownBody html={c.bodyHtml} /> : <p className="muted small">{t("portal.code.noBody")}</p>}
                  </li>
                ))}
              </ol>
            )}
            {issue.comments > issue.commentList.length && (
              <p className="muted small">
                {t("portal.code.moreComments", { count: issue.comments - issue.commentList.length })}{" "}
                <Anchor href={issue.url} target="_blank" rel="noopener noreferrer" inherit>
                  {t("portal.code.onCodeHost")}
                  <NewTab />
                </Anchor>
              </p>
            )}
          </div>
        )}
      </article>
    </li>
  );
}
