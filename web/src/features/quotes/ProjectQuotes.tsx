import { Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { display } from "../../wasm/display";
import { useRecord } from "../data/useRecord";
import { useMoney } from "../project/format";
import { projectQuotes, type Quote } from "./api";
import { numbered, quotePath, stateOf } from "./format";
import { loadQuoteWords } from "./words";
import "./waiting.css";

/** The project's sent versions, and (only when there are some) the list's words. */
async function readList(projectId: string, signal: AbortSignal): Promise<Quote[]> {
  const list = await projectQuotes(projectId, signal);
  if (list.length > 0) await loadQuoteWords();
  return list;
}

/**
 * A project's "Quotes and change requests" for the company's approvers, newest first: each
 * version's state, last day and total (for those who handle money), linked to its page. Anyone
 * else is given none, and sees nothing. Read again on every live change.
 */
export default function ProjectQuotes({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useRecord((signal) => readList(projectId, signal), `quotes:${projectId}`);
  if (!list.data || list.data.length === 0) return null;
  const w = display();
  return (
    <section aria-labelledby={`quotes-${projectId}`}>
      <Title order={3} id={`quotes-${projectId}`} mb="sm">
        {t("quote.list.heading")}
      </Title>
      <ul className="plain-list item-list">
        {list.data.map((q) => {
          const state = stateOf(q);
          return (
            <li key={q._id} className="card item quotes-item" aria-labelledby={`quote-${q._id}`} data-waiting={q.waitingForYou || undefined}>
              <div className="quotes-item-head">
                <Title order={4} size="h5" id={`quote-${q._id}`} className="quotes-waiting-title">
                  <Link to={quotePath(q._id)}>
                    {numbered(q)} · {q.title}
                  </Link>
                </Title>
                <span className="quote-state" data-state={state}>
                  {t(`quote.state.${state}`)}
                </span>
              </div>
              <p className="quotes-waiting-facts">
                {t(q.kind === "change" ? "quote.kind.change" : "quote.kind.quote")} · {t("quote.validUntil", { date: w.displayDate(q.validUntil) })}
                {q.total && <strong> · {t("quote.waiting.total", { amount: money(q.total) })}</strong>}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
