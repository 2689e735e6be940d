import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { loadChartWords } from "../../i18n";
import { Lazily } from "../data/Lazily";
import type { BurnUpSectionProps } from "./burnup/BurnUpSection";

// Its own chunk: the chart loads on the screens that draw it (the road map, the console's project
// details), never with /dashboard or /admin.
const BurnUpSection = lazy(() => Promise.all([import("./burnup/BurnUpSection"), loadChartWords()]).then(([m]) => m));

/**
 * The burn-up (issue 22): tasks done against total scope, day by day, for the whole project or one
 * sprint. The portal's road map passes the client's token; the console's project details staff's,
 * so staff see what the client sees.
 */
export function BurnUp(props: BurnUpSectionProps) {
  const { t } = useTranslation();
  return (
    <Lazily label={t("burnUp.loading")}>
      <BurnUpSection {...props} />
    </Lazily>
  );
}
