import { Button, Center, Group, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { setGoalStatus, type GoalStatus, type StaffGoal } from "../../../../api/admin";
import { labelText } from "../../../../i18n/labels";
import { useWrite } from "../../../forms/useWrite";
import { GoalCards } from "../../../project/PlanCards";
import { LoadFailure } from "../../LoadFailure";
import type { RecordState } from "../../../data/useRecord";
import { GOAL_STATUSES, goalStatusLabel, useChoices } from "../choices";
import { RowSelect } from "../tasks/RowSelect";
import { GoalFormModal } from "./GoalForm";
import { SignOffFormModal } from "./SignOffForm";
import { Busy } from "../../../data/Busy";

/**
 * Agreed Goals: each goal's title, status label, description and Last Date, a status selector, and Add Goal.
 * The goals are read by the tab (DetailsTab), which draws them on the timeline too.
 */
export function GoalsPanel({ projectId, goals, onAsked }: { projectId: string; goals: RecordState<StaffGoal[]>; onAsked(): void }) {
  const { t, i18n } = useTranslation();
  const write = useWrite();
  const [adding, setAdding] = useState(false);
  const [asking, setAsking] = useState<StaffGoal | null>(null);

  return (
    <section aria-labelledby="admin-goals">
      <Group justify="space-between" mb="sm">
        <Title order={3} id="admin-goals">
          {t("portal.agreedGoals")}
        </Title>
        <Button onClick={() => setAdding(true)}>{t("admin.projectDetails.addGoal")}</Button>
      </Group>
      {goals.error !== null && (
        <LoadFailure what={t("admin.projectDetails.goalsLoadError")} error={goals.error} retrying={goals.loading} onRetry={goals.reload} />
      )}
      {!goals.data ? (
        !goals.error && (
          <Center py="md">
            <Busy size="sm" />
          </Center>
        )
      ) : (
        <GoalCards
          goals={goals.data}
          action={(g) => (
            <Group gap="xs" justify="flex-end" align="flex-end">
              {g.status !== "done" && (
                <Button size="compact-sm" variant="default" onClick={() => setAsking(g)} aria-label={t("admin.projectDetails.signOff.askNamed", { title: g.title })}>
                  {t("admin.projectDetails.signOff.ask")}
                </Button>
              )}
              <GoalStatusSelect
              title={g.title}
              status={g.status}
              onChoose={(status) =>
                write(() => setGoalStatus(g._id, status as GoalStatus), {
                  success: {
                    title: t("admin.projectDetails.goalStatusChanged"),
                    description: `${g.title}: ${labelText(goalStatusLabel(status), i18n.language)}`,
                  },
                  failure: t("admin.projectDetails.goalStatusFailed"),
                  onSuccess: goals.reload,
                })
              }
              />
            </Group>
          )}
        />
      )}
      {asking && (
        <SignOffFormModal
          opened
          subject={{ goal: asking._id, title: asking.title }}
          onCancel={() => setAsking(null)}
          onSaved={() => {
            setAsking(null);
            onAsked();
          }}
        />
      )}
      <GoalFormModal
        opened={adding}
        projectId={projectId}
        onCancel={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          goals.reload();
        }}
      />
    </section>
  );
}

function GoalStatusSelect({ title, status, onChoose }: { title: string; status: string; onChoose(status: string): Promise<boolean> }) {
  const { t } = useTranslation();
  const choices = useChoices(GOAL_STATUSES, goalStatusLabel, status);
  return (
    <RowSelect label={t("admin.projectDetails.goalStatusOf", { title })} value={status} choices={choices} toLabel={goalStatusLabel} onChoose={onChoose} />
  );
}
