import { Button, Group, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { deleteTask } from "../../../../api/admin";
import type { Project, Task } from "../../../../api/client";
import { useConfirm } from "../../../dialogs/useConfirm";
import { useWrite } from "../../../forms/useWrite";
import { TaskFormModal, type TaskTarget } from "../tasks/TaskForm";
import { SprintBlock } from "./SprintBlock";
import { SprintFormModal } from "./SprintForm";
import { StaffSprintTable } from "./StaffSprintTable";

/** Sprints: the table of sprints (order changeable), New Sprint, and each sprint with its tasks. */
export function SprintsTab({ project, onChanged }: { project: Project; onChanged(): void }) {
  const { t } = useTranslation();
  const [addingSprint, setAddingSprint] = useState(false);
  const [taskTarget, setTaskTarget] = useState<TaskTarget | null>(null);
  const { confirm, dialog } = useConfirm();
  const write = useWrite();

  function onDeleteTask(task: Task) {
    void confirm({
      title: t("admin.tasks.deleteTitle", { title: task.title }),
      message: t("admin.tasks.deleteBody", { title: task.title }),
      confirmLabel: t("admin.tasks.delete"),
      onConfirm: () =>
        write(() => deleteTask(task._id), {
          success: { title: t("admin.tasks.deleted"), description: task.title },
          failure: t("admin.tasks.deleteFailed"),
          onSuccess: onChanged,
        }),
    });
  }

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          {t("admin.projects.tabs.sprints")}
        </Title>
        <Button onClick={() => setAddingSprint(true)}>{t("admin.sprints.new")}</Button>
      </Group>
      {project.sprints.length === 0 ? (
        <p className="muted">{t("admin.sprints.none")}</p>
      ) : (
        <>
          <StaffSprintTable sprints={project.sprints} onChanged={onChanged} />
          <div className="staff-sprints">
            {project.sprints.map((s) => (
              <SprintBlock
                key={s._id}
                sprint={s}
                onAddTask={(sprint) => setTaskTarget({ sprint })}
                onEditTask={(sprint, task) => setTaskTarget({ sprint, task })}
                onDeleteTask={onDeleteTask}
                onChanged={onChanged}
              />
            ))}
          </div>
        </>
      )}
      <SprintFormModal
        opened={addingSprint}
        projectId={project._id}
        onCancel={() => setAddingSprint(false)}
        onSaved={() => {
          setAddingSprint(false);
          onChanged();
        }}
      />
      <TaskFormModal
        target={taskTarget}
        project={project}
        onCancel={() => setTaskTarget(null)}
        onSaved={() => {
          setTaskTarget(null);
          onChanged();
        }}
      />
      {dialog}
    </>
  );
}
