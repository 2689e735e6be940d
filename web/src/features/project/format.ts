import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Amount } from "../../api/types.gen";

/**
 * An amount (`{ minor, currency }`, as every answer carries money) as people read it in their
 * language (ADR 0032): "₹6,300.00" in English, "6 300,00 €" in French, Indian grouping in Hindi
 * ("₹1,00,000.00"). The one formatter of the browser: `Intl.NumberFormat`, which `shared`'s
 * formatter (mails, invoices) writes like, given the exact decimal text of the minor units (no
 * float ever holds the amount). The currency's own decimals come with it (JPY none, BHD three).
 * Amounts of different currencies are never added: each is shown on its own.
 */
export function formatMoney(language: string, amount: Amount): string {
  return formatter(language, amount.currency)(amount.minor);
}

/** `minor` units as decimal text with `digits` decimals: `650050, 2` -> `"6500.50"`. */
export function decimalText(minor: number, digits: number): Intl.StringNumericLiteral {
  const sign = minor < 0 ? "-" : "";
  const text = Math.abs(Math.trunc(minor)).toString().padStart(digits + 1, "0");
  const whole = text.slice(0, text.length - digits);
  const fraction = digits > 0 ? `.${text.slice(text.length - digits)}` : "";
  return `${sign}${whole}${fraction}` as Intl.StringNumericLiteral;
}

// Formatters are costly to make: one per language and currency, for the page's life.
const formatters = new Map<string, (minor: number) => string>();

function formatter(language: string, currency: string): (minor: number) => string {
  const key = `${language}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      const nf = new Intl.NumberFormat(language, { style: "currency", currency });
      // The currency's minor-unit digits (ISO 4217), as Intl knows them.
      const digits = nf.resolvedOptions().maximumFractionDigits ?? 2;
      f = (minor) => nf.format(decimalText(minor, digits));
    } catch {
      // A code this browser does not know: the number and the code.
      const nf = new Intl.NumberFormat(language, { minimumFractionDigits: 2 });
      f = (minor) => `${nf.format(decimalText(minor, 2))} ${currency}`;
    }
    formatters.set(key, f);
  }
  return f;
}

/** `formatMoney` in the interface's language. */
export function useMoney(): (amount: Amount) => string {
  const { i18n } = useTranslation();
  return useMemo(() => (amount: Amount) => formatMoney(i18n.language, amount), [i18n.language]);
}
