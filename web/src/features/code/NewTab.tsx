import { useTranslation } from "react-i18next";

/** Says, to screen readers, that a link opens in a new tab (sighted users see the ↗). */
export function NewTab() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true"> ↗</span>
      <span className="visually-hidden"> ({t("portal.code.newTab")})</span>
    </>
  );
}
