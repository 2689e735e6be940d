import { useTranslation } from "react-i18next";
import { errorMessageKey } from "../../api/client";
import { RetryAlert } from "../data/RetryAlert";

/** A read that failed: what failed, why, and Retry (the table's error state, for anything else). */
export function LoadFailure({ what, error, retrying, onRetry }: { what: string; error: unknown; retrying?: boolean; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <RetryAlert
      message={t("admin.table.failure", { what, message: t(errorMessageKey(error)) })}
      retrying={retrying}
      onRetry={onRetry}
      retryLabel={t("admin.table.retry")}
    />
  );
}
