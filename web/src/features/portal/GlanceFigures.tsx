import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ProjectGlance } from "../../api/client";
import { display } from "../../wasm/display";
import { useMoney } from "../project/format";

/** How far a sprint is: its days left, or how late it is, in words (not only colour). */
function useStanding() {
  const { t } = useTranslation();
  return (s: NonNullable<ProjectGlance["activeSprint"]>["standing"]): string | null => {
    switch (s.kind) {
      case "active":
        return s.daysLeft === 0 ? t("portal.glance.lastDay") : t("portal.glance.daysLeft", { count: s.daysLeft });
      case "late":
        return t("portal.glance.daysLate", { count: s.daysOver });
      case "upcoming":
        return t("portal.glance.startsIn", { count: s.daysToStart });
      default:
        return null;
    }
  };
}

/**
 * A project card's figures on the dashboard (issue 22): tasks done, the sprint under way, the next
 * payment, the prepaid hours left and the tickets that wait for the client. Computed by the server with the shared rules.
 */
export function GlanceFigures({ glance }: { glance: ProjectGlance }) {
  const { t } = useTranslation();
  const money = useMoney();
  const standing = useStanding();
  const { tasks, activeTasks, activeSprint, nextMilestone, ticketsWaiting, hoursLeft } = glance;
  const percent = tasks.total === 0 ? 0 : Math.floor((tasks.done * 100) / tasks.total);
  const sprintState = activeSprint ? standing(activeSprint.standing) : null;
  return (
    <div className="glance">
      {/* The native element: light on the dashboard's first load, and read out as a progress bar. */}
      <progress
        className="glance-bar"
        value={tasks.done}
        max={Math.max(tasks.total, 1)}
        aria-label={t("portal.glance.progressLabel", { done: tasks.done, total: tasks.total, percent })}
      />
      <Text size="sm">{t("portal.glance.tasksDone", { done: tasks.done, total: tasks.total })}</Text>
      {activeTasks.total > 0 && (
        <Text size="sm" c="var(--pc-text-muted)">
          {t("portal.glance.activeTasks", { done: activeTasks.done, total: activeTasks.total })}
        </Text>
      )}
      {activeSprint && (
        <Text size="sm" data-late={activeSprint.standing.kind === "late" || undefined}>
          {t("portal.glance.sprint", { title: activeSprint.title })}
          {sprintState && ` · ${sprintState}`}
        </Text>
      )}
      {nextMilestone && (
        <Text size="sm" data-late={nextMilestone.late || undefined}>
          {t("portal.glance.nextPayment", { title: nextMilestone.title })} · {money(nextMilestone.amount)}
          {nextMilestone.dueDate && (
            <>
              {" · "}
              {t("portal.glance.due", { date: display().displayDate(nextMilestone.dueDate) })}
            </>
          )}
          {nextMilestone.late && <strong className="glance-late"> · {t("portal.glance.late")}</strong>}
        </Text>
      )}
      {hoursLeft && (
        <Text size="sm" data-late={hoursLeft.percent >= 100 || undefined}>
          {t("portal.glance.hoursLeft", { left: hoursLeft.left, of: hoursLeft.of })}
        </Text>
      )}
      {ticketsWaiting > 0 && (
        <Text size="sm" fw={600}>
          {t("portal.glance.waiting", { count: ticketsWaiting })}
        </Text>
      )}
    </div>
  );
}
