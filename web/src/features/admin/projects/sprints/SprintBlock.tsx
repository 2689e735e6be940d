import { Button, Group, Switch, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Switch.layer.css";
import { useTranslation } from "react-i18next";
import { setSprintActive, setSprintCompleted } from "../../../../api/admin";
import type { Sprint, Task } from "../../../../api/client";
import { labelText } from "../../../../i18n/labels";
import { display } from "../../../../wasm/display";
import { useWrite } from "../../../forms/useWrite";
import { useChoices } from "../choices";
import { RowSelect } from "../tasks/RowSelect";
import { StaffTaskTable } from "../tasks/StaffTaskTable";
import { usePendingValue } from "../usePendingValue";

const ACTIVE_VALUES = ["true", "false"] as const;
const activeLabel = (value: string) => display().sprintActiveLabel(value === "true");

interface Props {
  sprint: Sprint;
  onAddTask(sprint: Sprint): void;
  onEditTask(sprint: Sprint, task: Task): void;
  onDeleteTask(task: Task): void;
  onChanged(): void;
}

/**
 * One sprint for staff (product.md §2): Add Task, the Active/Inactive selector, the Completed
 * switch, and its tasks, shown only while the sprint is active (otherwise the word 'Inactive').
 */
export function SprintBlock({ sprint, onAddTask, onEditTask, onDeleteTask, onChanged }: Props) {
  const { t, i18n } = useTranslation();
  const write = useWrite();
  const activeChoices = useChoices(ACTIVE_VALUES, activeLabel);
  const [completed, changeCompleted] = usePendingValue(sprint.status.completed);
  const headingId = `sprint-${sprint._id}`;

  return (
    <section className="sprint-block staff-sprint" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end" gap="sm" mb="sm">
        <Title order={3} size="h4" id={headingId}>
          {sprint.title}
        </Title>
        <Group gap="md" align="flex-end">
          <RowSelect
            visibleLabel
            label={t("admin.sprints.activeLabel")}
            value={String(sprint.status.active)}
            choices={activeChoices}
            toLabel={activeLabel}
            onChoose={(value) =>
              write(() => setSprintActive(sprint._id, value === "true"), {
                success: {
                  title: t("admin.sprints.activeChanged"),
                  description: `${sprint.title}: ${labelText(activeLabel(value), i18n.language)}`,
                },
                failure: t("admin.sprints.activeFailed"),
                onSuccess: onChanged,
              })
            }
          />
          <Switch
            label={t("admin.sprints.completedLabel")}
            checked={completed}
            onChange={(e) => {
              const next = e.currentTarget.checked;
              void changeCompleted(next, () =>
                write(() => setSprintCompleted(sprint._id, next), {
                  success: {
                    title: t("admin.sprints.completedChanged"),
                    description: `${sprint.title}: ${labelText(display().sprintCompletedLabel(next), i18n.language)}`,
                  },
                  failure: t("admin.sprints.completedFailed"),
                  onSuccess: onChanged,
                }),
              );
            }}
            mb={4}
          />
          <Button onClick={() => onAddTask(sprint)} aria-label={t("admin.tasks.addTo", { sprint: sprint.title })}>
            {t("admin.tasks.add")}
          </Button>
        </Group>
      </Group>
      {sprint.status.active ? (
        <StaffTaskTable
          tasks={sprint.tasks}
          caption={t("admin.tasks.tableLabel", { sprint: sprint.title })}
          onEdit={(task) => onEditTask(sprint, task)}
          onDelete={onDeleteTask}
          onChanged={onChanged}
        />
      ) : (
        <Text fw={600} c="var(--pc-text-muted)">
          {labelText(display().sprintActiveLabel(false), i18n.language)}
        </Text>
      )}
    </section>
  );
}
