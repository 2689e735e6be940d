import { useTranslation } from "react-i18next";

/** A time the API sent (RFC 3339 text or milliseconds) as a Date. */
export function when(value: string | number): Date {
  return new Date(value);
}

/** Days and moments in the interface language, in the browser's zone. */
export function useMoments() {
  const { i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return {
    day: (value: string | number) => day.format(when(value)),
    moment: (value: string | number) => moment.format(when(value)),
  };
}
