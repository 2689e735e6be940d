import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../project/format";
import type { Quote } from "./api";

/** `CR-2026-0003 v2`. */
export function numbered(q: Pick<Quote, "number" | "version">): string {
  return `${q.number} v${q.version}`;
}

/** A state as the badge says it (sent and viewed both wait for acceptance). */
export type QuoteState = "draft" | "sent" | "viewed" | "accepted" | "declined" | "expired" | "superseded";

export function stateOf(q: Pick<Quote, "state">): QuoteState {
  const known: QuoteState[] = ["draft", "sent", "viewed", "accepted", "declined", "expired", "superseded"];
  return known.find((s) => s === q.state) ?? "sent";
}

/** The quote page's address (mails link there too). */
export function quotePath(id: string): string {
  return `/quotes/${encodeURIComponent(id)}`;
}

/**
 * Hundredths as people read them in `language`: a quantity (250 → "2.5") or a rate in basis
 * points (1800 → "18", 550 → "5,5" in French). The portal's page and the console's both write them so.
 */
export function hundredthsText(hundredths: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(hundredths / 100);
}

/** Numbers of a quote in the reader's language: quantities (250 hundredths: "2.5"), rates, money. */
export function useQuoteNumbers(currency: string) {
  const { i18n } = useTranslation();
  return useMemo(() => {
    return {
      quantity: (hundredths: number) => hundredthsText(hundredths, i18n.language),
      rate: (basisPoints: number) => hundredthsText(basisPoints, i18n.language),
      money: (minor: number) => formatMoney(i18n.language, { minor, currency }),
    };
  }, [i18n.language, currency]);
}
