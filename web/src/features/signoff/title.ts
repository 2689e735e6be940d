import { useTranslation } from "react-i18next";
import type { SignOff } from "../../api/signoffs";
import { display } from "../../wasm/display";

/**
 * A request's title as the reader reads it: an approval of hours is titled from its days in the
 * reader's language; any other keeps the goal's or milestone's title as it was asked.
 */
export function useSignOffTitle(): (s: Pick<SignOff, "title" | "period">) => string {
  const { t } = useTranslation();
  return (s) => (s.period ? t("signOff.hoursTitle", { from: display().displayDate(s.period.from), to: display().displayDate(s.period.to) }) : s.title);
}
