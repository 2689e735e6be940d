import { useTranslation } from "react-i18next";
import { display } from "../../../wasm/display";
import { dayOf, standingOf, type TimelineGoal, type TimelineMilestone, type TimelineSprint } from "./layout";

interface Props {
  sprints: readonly TimelineSprint[];
  goals: readonly TimelineGoal[];
  milestones: readonly TimelineMilestone[];
  today: string;
}

/**
 * The timeline in words, for screen readers (visually hidden): every sprint with its start, end
 * and standing (undated ones too), then every goal's last date and payment milestone by date.
 */
export function TimelineText({ sprints, goals, milestones, today }: Props) {
  const { t } = useTranslation();
  const date = display().displayDate;
  const when = (value: string | null) => (dayOf(value) === null ? t("timeline.notSet") : date(value ?? ""));
  const dated = [
    ...goals.map((g) => ({ kind: "goal" as const, item: g })),
    ...milestones.map((m) => ({ kind: "milestone" as const, item: m })),
  ].sort((a, b) => (dayOf(a.item.dueDate) ?? Infinity) - (dayOf(b.item.dueDate) ?? Infinity));

  return (
    <div className="visually-hidden">
      {sprints.length > 0 && (
        <table>
          <caption>{t("timeline.sprintsCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("timeline.col.sprint")}</th>
              <th scope="col">{t("timeline.col.start")}</th>
              <th scope="col">{t("timeline.col.end")}</th>
              <th scope="col">{t("timeline.col.standing")}</th>
            </tr>
          </thead>
          <tbody>
            {sprints.map((s) => (
              <tr key={s._id}>
                <th scope="row">{s.title}</th>
                <td>{when(s.startDate)}</td>
                <td>{when(s.endDate)}</td>
                <td>{t(`timeline.standing.${standingOf(s, today)}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {dated.length > 0 && (
        <table>
          <caption>{t("timeline.datesCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("timeline.col.name")}</th>
              <th scope="col">{t("timeline.col.kind")}</th>
              <th scope="col">{t("timeline.col.date")}</th>
              <th scope="col">{t("timeline.col.done")}</th>
            </tr>
          </thead>
          <tbody>
            {dated.map(({ kind, item }) => (
              <tr key={`${kind}-${item._id}`}>
                <th scope="row">{item.title}</th>
                <td>{t(`timeline.${kind}`)}</td>
                <td>{when(item.dueDate)}</td>
                <td>{t(item.isCompleted ? "timeline.yes" : "timeline.no")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
