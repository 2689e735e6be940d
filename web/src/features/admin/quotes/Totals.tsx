import { Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Totals as Amounts } from "../../../wasm";
import { useMoney } from "../../project/format";
import { hundredthsText } from "../../quotes/format";

/** A rate in basis points as people read it: 1800 → "18", 550 → "5.5" (in their language). */
export const ratePercent = hundredthsText;

/**
 * The amounts the lines typed so far come to (the shared rule's preview): subtotal, each tax,
 * total, and each milestone's net amount. Announced politely as they change.
 */
export function Totals({ totals, currency, milestones }: { totals: Amounts | null; currency: string | undefined; milestones: string[] }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const amount = (minor: number) => money({ minor, currency: currency ?? "" });
  return (
    <section className="quote-totals" aria-labelledby="quote-totals">
      <Title order={2} size="h4" id="quote-totals">
        {t("quoteAdmin.editor.totals")}
      </Title>
      <div aria-live="polite">
        {!totals || !currency ? (
          <Text size="sm" c="var(--pc-text-muted)">
            {t("quoteAdmin.editor.pickProjectForTotals")}
          </Text>
        ) : (
          <>
            <dl className="quote-sums">
              <dt>{t("quoteAdmin.editor.subtotal")}</dt>
              <dd>{amount(totals.subtotalMinor)}</dd>
              {totals.taxes.map((tax) => (
                <div key={`${tax.name}|${tax.rateBasisPoints}`} className="quote-sum">
                  <dt>{t("quoteAdmin.editor.taxRow", { name: tax.name, rate: ratePercent(tax.rateBasisPoints, i18n.language) })}</dt>
                  <dd>{amount(tax.minor)}</dd>
                </div>
              ))}
              <div className="quote-sum quote-total">
                <dt>{t("quoteAdmin.editor.total")}</dt>
                <dd>{amount(totals.totalMinor)}</dd>
              </div>
            </dl>
            <ul className="plain-list quote-milestone-sums">
              {totals.milestones.map((minor, i) => (
                <li key={i}>{t("quoteAdmin.editor.milestoneAmount", { title: milestones[i] ?? "", amount: amount(minor) })}</li>
              ))}
            </ul>
            <Text size="xs" c="var(--pc-text-muted)">
              {t("quoteAdmin.editor.totalsHint")}
            </Text>
          </>
        )}
      </div>
    </section>
  );
}
