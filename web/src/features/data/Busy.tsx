import { Loader, type LoaderProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * The one loading spinner. Mantine's Loader is a plain span, on which an `aria-label` alone is a
 * prohibited attribute (assistive technology ignores it); `role="status"` makes it a live region
 * that names what is loading.
 */
export function Busy({ label, ...props }: { label?: string } & Omit<LoaderProps, "role">) {
  const { t } = useTranslation();
  return <Loader role="status" aria-label={label ?? t("common.loading")} {...props} />;
}
