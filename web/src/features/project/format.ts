import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** Amounts as the portal shows them: two decimals, grouped the interface language's way. */
export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const f = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return (amount: number) => f.format(amount);
  }, [i18n.language]);
}
