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

/** Numbers of a quote in the reader's language: quantities (250 hundredths: "2.5"), rates, money. */
export function useQuoteNumbers(currency: string) {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const plain = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
    return {
      quantity: (hundredths: number) => plain.format(hundredths / 100),
      rate: (basisPoints: number) => plain.format(basisPoints / 100),
      money: (minor: number) => formatMoney(i18n.language, { minor, currency }),
    };
  }, [i18n.language, currency]);
}
