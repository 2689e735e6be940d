import { useTranslation } from "react-i18next";
import { burnUp, type Auth } from "../../../api/client";
import { RetryAlert } from "../../data/RetryAlert";
import { useRecord } from "../../data/useRecord";
import { BurnUpFigure } from "./BurnUpFigure";
import { Skeleton } from "../../page/Skeleton";

export interface BurnUpSectionProps {
  projectId: string;
  /** The client's token in the portal; staff's in the console. */
  auth: Exclude<Auth, "none">;
}

/** Reads the project's burn-up and draws it; a failed read says so, with Retry. */
export default function BurnUpSection({ projectId, auth }: BurnUpSectionProps) {
  const { t } = useTranslation();
  const record = useRecord((signal) => burnUp(projectId, auth, signal), `${auth} ${projectId}`);
  if (record.data) return <BurnUpFigure view={record.data} />;
  if (record.error) return <RetryAlert message={t("burnUp.loadFailed")} retrying={record.loading} onRetry={record.reload} />;
  return (
    <Skeleton label={t("burnUp.loading")} />
  );
}
