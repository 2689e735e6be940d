import { Anchor } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { PullView } from "../../api/code";
import { display } from "../../wasm/display";
import { ItemStateBadge } from "./badges";
import { MarkdownBody } from "./MarkdownBody";
import { NewTab } from "./NewTab";
import { Avatar } from "./Person";

/** Latest pull requests: title, number, author, state (Open / Closed / Merged, Draft), update, body. */
export function PullsTab({ pulls }: { pulls: readonly PullView[] }) {
  const { t } = useTranslation();
  if (pulls.length === 0) return <p className="muted">{t("portal.code.noPulls")}</p>;
  return (
    <ol className="plain-list code-list" aria-label={t("portal.code.tabs.pulls")}>
      {pulls.map((pull) => (
        <PullItem key={pull.number} pull={pull} />
      ))}
    </ol>
  );
}

function PullItem({ pull }: { pull: PullView }) {
  const { t } = useTranslation();
  const w = display();
  const titleId = `${useId()}-title`;
  return (
    <li className="code-item">
      <Avatar name={pull.author} url={pull.authorAvatar} />
      <article className="code-item-main" aria-labelledby={titleId}>
        <h3 className="code-item-title" id={titleId}>
          <Anchor href={pull.url} target="_blank" rel="noopener noreferrer" inherit>
            {pull.title}
            <NewTab />
          </Anchor>{" "}
          <span className="code-number">#{pull.number}</span>
        </h3>
        <p className="code-item-meta">
          <span>{pull.author}</span>
          <span>
            {t("portal.code.updatedOn")} <time dateTime={pull.updatedAt}>{w.displayDate(pull.updatedAt)}</time>
          </span>
          <ItemStateBadge state={pull.state} draft={pull.draft} />
        </p>
        {pull.bodyHtml.trim() ? <MarkdownBody html={pull.bodyHtml} /> : <p className="muted small">{t("portal.code.noBody")}</p>}
      </article>
    </li>
  );
}
