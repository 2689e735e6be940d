import { useTranslation } from "react-i18next";
import { errorMessageKey } from "../../api/client";
import { Busy } from "./Busy";
import { RetryAlert } from "./RetryAlert";
import type { RecordState } from "./useRecord";

/**
 * What stands where a record will be until its first read answers: a small spinner, or why the read
 * failed (`failure` words it from the reason) with Retry.
 */
export function NotLoaded({ record, failure }: { record: RecordState<unknown>; failure(reason: string): string }) {
  const { t } = useTranslation();
  return record.error ? (
    <RetryAlert message={failure(t(errorMessageKey(record.error)))} retrying={record.loading} onRetry={record.reload} />
  ) : (
    <Busy size="sm" />
  );
}
