import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/**
 * Amounts as people read them in their language, with their currency (ADR 0032):
 * "₹6,300.00" in English, "6 300,00 €" in French, Indian grouping in Hindi ("₹1,00,000.00").
 * The currency's own decimals come with it (JPY none, BHD three). Amounts of different
 * currencies are never added: each is shown on its own.
 */
export function formatMoney(language: string, amount: number, currency: string): string {
  return formatter(language, currency)(amount);
}

// Formatters are costly to make: one per language and currency, for the page's life.
const formatters = new Map<string, (n: number) => string>();

function formatter(language: string, currency: string): (n: number) => string {
  const key = `${language}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      const nf = new Intl.NumberFormat(language, { style: "currency", currency });
      f = (n) => nf.format(n);
    } catch {
      // A code this browser does not know: the number and the code.
      const nf = new Intl.NumberFormat(language);
      f = (n) => `${nf.format(n)} ${currency}`;
    }
    formatters.set(key, f);
  }
  return f;
}

/** `formatMoney` in the interface's language. */
export function useMoney(): (amount: number, currency: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => (amount: number, currency: string) => formatMoney(i18n.language, amount, currency), [i18n.language]);
}
