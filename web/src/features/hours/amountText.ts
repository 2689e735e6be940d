import type { Amount } from "../../api/types.gen";
import { decimalText } from "../project/format";

/**
 * An amount as a person types it in a form (`6500.50`, `8333` in JPY): the currency's own
 * decimals (as `Intl` knows them, like `formatMoney`), no grouping, no symbol. Here, not beside
 * `formatMoney`, because every signed-in page carries that module and only the rate and budget
 * form needs this.
 */
export function amountText(amount: Amount): string {
  let digits = 2;
  try {
    digits = new Intl.NumberFormat("en", { style: "currency", currency: amount.currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // A code this browser does not know: two decimals.
  }
  return decimalText(amount.minor, digits);
}
