import { Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { QuoteView } from "../../api/types.gen";
import { display } from "../../wasm/display";
import { useMoney } from "../project/format";

/**
 * The cards of "Waiting for your acceptance" (`WaitingForAcceptance` reads them): each quote or
 * change request with its project, total (for those who handle money) and last day, linked to its
 * page. Self-contained, with the app's card styles, so the chunk stays small; its few words are
 * the sign-off bundle's (`signOff.quotesWaiting.*`), which an approver's dashboard loads anyway
 * when a round waits, rather than the quote screens' whole file.
 */
export default function WaitingQuotes({ quotes }: { quotes: QuoteView[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const w = display();
  return (
    <section aria-labelledby="quotes-waiting" style={{ marginBottom: "2rem" }}>
      <Title order={2} size="h3" id="quotes-waiting" mb="sm">
        {t("signOff.quotesWaiting.heading")}
      </Title>
      <ul className="plain-list item-list">
        {quotes.map((q) => (
          <li key={q._id} className="card item" aria-labelledby={`waiting-${q._id}`} style={{ borderInlineStart: "4px solid var(--mantine-color-yellow-7)" }}>
            <Title order={3} size="h5" id={`waiting-${q._id}`}>
              <Link to={`/quotes/${encodeURIComponent(q._id)}`} style={{ color: "var(--pc-link)" }}>
                {q.number} v{q.version} · {q.title}
              </Link>
            </Title>
            <Text size="sm" c="var(--pc-text-muted)">
              {t(q.kind === "change" ? "signOff.quotesWaiting.change" : "signOff.quotesWaiting.quote")} · {q.projectTitle} · {t("signOff.quotesWaiting.validUntil", { date: w.displayDate(q.validUntil) })}
              {q.total && (
                <Text span fw={700} c="var(--pc-text)">
                  {" "}
                  · {t("signOff.quotesWaiting.total", { amount: money(q.total) })}
                </Text>
              )}
            </Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
