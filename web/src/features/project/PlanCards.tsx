import { Badge, Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Goal, Payment } from "../../api/client";
import { display } from "../../wasm/display";
import { LabelBadge } from "../labels/LabelCell";
import { useMoney } from "./format";
import "./project.css";

type GoalShown = Pick<Goal, "_id" | "title" | "desc" | "status" | "dueDate">;
type MilestoneShown = Pick<Payment, "_id" | "title" | "description" | "total" | "received" | "left" | "status" | "dueDate" | "isCompleted">;

const STATUS_COLOR: Record<string, string> = { planned: "gray", due: "yellow", invoiced: "blue", paid: "green" };

/** Agreed Goals (product.md §2): title, status label, description, Last Date; `action` adds staff's control. */
export function GoalCards<G extends GoalShown>({ goals, action }: { goals: readonly G[]; action?: (goal: G) => ReactNode }) {
  const { t } = useTranslation();
  const w = display();
  if (goals.length === 0) return <p className="muted">{t("portal.noGoals")}</p>;
  return (
    <ul className="plain-list item-list">
      {goals.map((g) => (
        <PlanCard
          key={g._id}
          title={g.title}
          badge={<LabelBadge label={w.goalStatusLabel(g.status)} />}
          text={g.desc}
          facts={
            g.dueDate && (
              <>
                {t("portal.lastDate")}: <time>{w.displayDate(g.dueDate)}</time>
              </>
            )
          }
          action={action?.(g)}
          align="flex-end"
        />
      ))}
    </ul>
  );
}

/**
 * Milestones (payments): title, status (planned, due, invoiced, paid; partly paid says what is
 * left), description, due date and amount with its currency; `action` adds staff's control.
 */
export function MilestoneCards<M extends MilestoneShown>({ milestones, action }: { milestones: readonly M[]; action?: (milestone: M) => ReactNode }) {
  const { t } = useTranslation();
  const w = display();
  const money = useMoney();
  if (milestones.length === 0) return <p className="muted">{t("portal.noMilestones")}</p>;
  return (
    <ul className="plain-list item-list">
      {milestones.map((m) => {
        const partly = m.status !== "paid" && m.received.minor > 0;
        return (
          <PlanCard
            key={m._id}
            title={m.title}
            badge={
              <Badge color={STATUS_COLOR[m.status] ?? "gray"} variant="light">
                {t(partly ? "portal.milestoneStatus.partlyPaid" : `portal.milestoneStatus.${m.status}`)}
              </Badge>
            }
            text={m.description}
            facts={
              <>
                {m.dueDate && (
                  <>
                    {t("portal.dueDate")}: <time>{w.displayDate(m.dueDate)}</time>
                    {" · "}
                  </>
                )}
                {t("portal.amount")}: {money(m.total)}
                {partly && <> · {t("portal.milestoneStatus.left", { amount: money(m.left) })}</>}
              </>
            }
            action={action?.(m)}
            align="center"
          />
        );
      })}
    </ul>
  );
}

interface CardProps {
  title: string;
  badge: ReactNode;
  text: string;
  /** The dates and amounts line. */
  facts: ReactNode;
  action: ReactNode;
  align: "flex-end" | "center";
}

function PlanCard({ title, badge, text, facts, action, align }: CardProps) {
  return (
    <li className="card item">
      <div className="item-head">
        <Title order={4} size="h5">
          {title}
        </Title>
        {badge}
      </div>
      {text && <Text size="sm">{text}</Text>}
      {action ? (
        <Group justify="space-between" align={align} mt={4}>
          <Text size="sm">{facts}</Text>
          {action}
        </Group>
      ) : (
        facts && (
          <Text size="sm" mt={4}>
            {facts}
          </Text>
        )
      )}
    </li>
  );
}
