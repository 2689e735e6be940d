import { Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { display } from "../../wasm/display";
import type { QuoteLine, QuoteMilestone, QuoteSnapshot } from "./api";
import { useQuoteNumbers } from "./format";

/**
 * What was sent, drawn from its snapshot alone (what is hashed is what is shown): who it is
 * from and to, the lines, the taxes and totals, the milestones. A reader who does not handle
 * money gets a snapshot without amounts, and sees no amount column, total or "0".
 */
export function QuoteDocument({ snapshot: s }: { snapshot: QuoteSnapshot }) {
  const { t } = useTranslation();
  return (
    <>
      <section aria-label={`${t("quote.facts.from")} / ${t("quote.facts.to")}`} className="quote-parties">
        <Party heading={t("quote.facts.from")} party={s.firm} />
        <Party heading={t("quote.facts.to")} party={s.company} />
      </section>
      <section aria-labelledby="quote-lines" className="quote-section">
        <Title order={2} size="h3" id="quote-lines" mb="sm">
          {t("quote.lines.heading")}
        </Title>
        <Lines snapshot={s} />
        <Totals snapshot={s} />
      </section>
      {s.milestones.length > 0 && (
        <section aria-labelledby="quote-milestones" className="quote-section">
          <Title order={2} size="h3" id="quote-milestones" mb="xs">
            {t("quote.milestones.heading")}
          </Title>
          <p className="quote-muted">{t("quote.milestones.intro")}</p>
          <MilestoneList milestones={s.milestones} currency={s.currency} />
        </section>
      )}
    </>
  );
}

function Party({ heading, party }: { heading: string; party: QuoteSnapshot["firm"] }) {
  const { t } = useTranslation();
  return (
    <div className="quote-party">
      <p className="quote-label">{heading}</p>
      <p className="quote-party-name">{party.name}</p>
      {party.address && <p className="quote-address">{party.address}</p>}
      {party.taxId && <p className="quote-muted">{t("quote.facts.taxId", { id: party.taxId })}</p>}
    </div>
  );
}

/** Whether the snapshot carries amounts (its reader handles money). */
export function hasAmounts(s: QuoteSnapshot): boolean {
  return s.totalMinor != null;
}

function Lines({ snapshot: s }: { snapshot: QuoteSnapshot }) {
  const { t } = useTranslation();
  const n = useQuoteNumbers(s.currency);
  const money = hasAmounts(s);
  const taxed = s.lines.some((l) => l.taxName);
  const taxOf = (l: QuoteLine) => (l.taxName && l.taxRateBasisPoints != null ? t("quote.lines.taxRate", { name: l.taxName, rate: n.rate(l.taxRateBasisPoints) }) : t("quote.lines.noTax"));
  const amount = (minor: number | null | undefined) => (minor == null ? "" : n.money(minor));
  return (
    <div className="quote-table-wrap">
      <table className="quote-table" data-money={money || undefined}>
        <thead>
          <tr>
            <th scope="col">{t("quote.lines.item")}</th>
            <th scope="col" className="num">
              {t("quote.lines.quantity")}
            </th>
            {money && (
              <th scope="col" className="num">
                {t("quote.lines.unitPrice")}
              </th>
            )}
            {taxed && <th scope="col">{t("quote.lines.tax")}</th>}
            {money && taxed && (
              <th scope="col" className="num">
                {t("quote.lines.taxAmount")}
              </th>
            )}
            {money && (
              <th scope="col" className="num">
                {t("quote.lines.total")}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {s.lines.map((l, i) => (
            <tr key={i}>
              <th scope="row" className="quote-line-item">
                <span className="quote-line-title">{l.title}</span>
                {l.description && <span className="quote-line-desc">{l.description}</span>}
              </th>
              <td className="num" data-label={t("quote.lines.quantity")}>
                {n.quantity(l.quantityHundredths)}
              </td>
              {money && (
                <td className="num" data-label={t("quote.lines.unitPrice")}>
                  {amount(l.unitMinor)}
                </td>
              )}
              {taxed && <td data-label={t("quote.lines.tax")}>{taxOf(l)}</td>}
              {money && taxed && (
                <td className="num" data-label={t("quote.lines.taxAmount")}>
                  {amount(l.taxMinor)}
                </td>
              )}
              {money && (
                <td className="num quote-line-total" data-label={t("quote.lines.total")}>
                  {amount(l.totalMinor)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Totals({ snapshot: s }: { snapshot: QuoteSnapshot }) {
  const { t } = useTranslation();
  const n = useQuoteNumbers(s.currency);
  if (!hasAmounts(s) || s.totalMinor == null) return null;
  return (
    <dl className="quote-totals" aria-label={t("quote.totals.label")}>
      {s.subtotalMinor != null && (
        <div>
          <dt>{t("quote.totals.subtotal")}</dt>
          <dd>{n.money(s.subtotalMinor)}</dd>
        </div>
      )}
      {(s.taxes ?? []).map((x) => (
        <div key={`${x.name}-${x.rateBasisPoints}`}>
          <dt>{t("quote.lines.taxRate", { name: x.name, rate: n.rate(x.rateBasisPoints) })}</dt>
          <dd>{n.money(x.minor)}</dd>
        </div>
      ))}
      <div className="quote-grand-total">
        <dt>{t("quote.totals.total")}</dt>
        <dd>{n.money(s.totalMinor)}</dd>
      </div>
    </dl>
  );
}

/** The milestones acceptance makes: when each falls due, and (for those who handle money) how much. */
export function MilestoneList({ milestones, currency }: { milestones: QuoteMilestone[]; currency: string }) {
  const { t } = useTranslation();
  const n = useQuoteNumbers(currency);
  return (
    <ul className="plain-list quote-milestones">
      {milestones.map((m, i) => (
        <li key={i} className="quote-milestone">
          <div>
            <p className="quote-milestone-title">{m.title}</p>
            <p className="quote-muted">
              {m.release === "goal" ? t("quote.milestones.onGoal", { goal: m.goalTitle ?? "" }) : t("quote.milestones.onAcceptance")}
              {m.dueDate && <> · {t("quote.milestones.due", { date: display().displayDate(m.dueDate) })}</>}
            </p>
          </div>
          {m.amountMinor != null && <p className="quote-milestone-amount">{n.money(m.amountMinor)}</p>}
        </li>
      ))}
    </ul>
  );
}
