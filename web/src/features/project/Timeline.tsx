import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { loadChartWords } from "../../i18n";
import { Lazily } from "../data/Lazily";
import type { TimelineProps } from "./timeline/TimelineFigure";

// Its own chunk: the drawing loads on the screens that show it (the road map, the console's
// project details), never with /dashboard or /admin.
const TimelineFigure = lazy(() => Promise.all([import("./timeline/TimelineFigure"), loadChartWords()]).then(([m]) => m));

/**
 * The timeline (issue 22): the project's sprints as bars across the calendar, goals' last dates and
 * payment milestones as markers, a line for today. Drawn from what the screen has already read
 * (the project's sprints, its goals and payments), so it makes no call of its own; the portal's
 * road map and the console's project details pass the same things.
 */
export function Timeline(props: TimelineProps) {
  const { t } = useTranslation();
  return (
    <Lazily label={t("timeline.loading")}>
      <TimelineFigure {...props} />
    </Lazily>
  );
}
