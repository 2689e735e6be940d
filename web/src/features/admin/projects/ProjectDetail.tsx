import { Tabs, Text } from "@mantine/core";
import { lazy } from "react";
import "@mantine/core/styles/Tabs.layer.css";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { staffProjectDetail } from "../../../api/admin";
import { CodeUpdates } from "../../code/CodeUpdates";
import { patchQuery, useConsoleQuery } from "../consoleQuery";
import { LoadFailure } from "../LoadFailure";
import { SectionHeading } from "../SectionHeading";
import { useRecord } from "../../data/useRecord";
import { BoardTab } from "./board/BoardTab";
import { DetailsTab } from "./details/DetailsTab";
import { SprintsTab } from "./sprints/SprintsTab";
import { TasksTab } from "./tasks/TasksTab";
import "./projects.css";
import { Skeleton } from "../../page/Skeleton";
import { loadHoursWords } from "../../hours/words";
import { Lazily } from "../../data/Lazily";

// The Hours tab's code and words come when it is first opened.
const HoursTab = lazy(() => Promise.all([import("./hours/HoursTab"), loadHoursWords()]).then(([m]) => ({ default: m.HoursTab })));

export const PROJECT_TABS = ["sprints", "tasks", "board", "hours", "code", "details"] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

function tabOf(value: string | null): ProjectTab {
  return (PROJECT_TABS as readonly string[]).includes(value ?? "") ? (value as ProjectTab) : "sprints";
}

/**
 * One project (from Details): Back, and the tabs Sprints, Tasks, Board, Hours, Code (the client's Code
 * updates, read and posted with the staff token) and Project Details, the tab in the URL. Every write re-reads the project (`reload`), so each tab shows what the server holds.
 */
export function ProjectDetail({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { params, update } = useConsoleQuery();
  const record = useRecord((signal) => staffProjectDetail(projectId, signal), projectId);
  const tab = tabOf(params.get("tab"));
  const project = record.data;

  const crumbs = [{ label: t("admin.nav.projects"), to: `?${patchQuery(params, { project: null, tab: null })}` }];

  if (record.error && !project) {
    const missing = record.error instanceof ApiError && record.error.status === 404;
    return (
      <>
        <SectionHeading title={t("admin.nav.projects")} crumbs={crumbs} />
        {missing ? (
          <Text role="status">{t("admin.projects.notFound")}</Text>
        ) : (
          <LoadFailure what={t("admin.projects.detailLoadError")} error={record.error} retrying={record.loading} onRetry={record.reload} />
        )}
      </>
    );
  }
  if (!project) {
    return (
      <Skeleton rows={6} />
    );
  }

  return (
    <>
      <SectionHeading title={project.title} crumbs={crumbs} />
      <Text mt="-md" mb="md" c="var(--pc-text-muted)">
        {t("admin.projects.clientLine", { name: project.client.name })}
      </Text>
      {record.error !== null && (
        <LoadFailure what={t("admin.projects.detailLoadError")} error={record.error} retrying={record.loading} onRetry={record.reload} />
      )}
      <Tabs value={tab} onChange={(value) => update({ tab: value === "sprints" ? null : value }, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="sprints">{t("admin.projects.tabs.sprints")}</Tabs.Tab>
          <Tabs.Tab value="tasks">{t("admin.projects.tabs.tasks")}</Tabs.Tab>
          <Tabs.Tab value="board">{t("admin.projects.tabs.board")}</Tabs.Tab>
          <Tabs.Tab value="hours">{t("admin.projects.tabs.hours")}</Tabs.Tab>
          <Tabs.Tab value="code">{t("admin.projects.tabs.code")}</Tabs.Tab>
          <Tabs.Tab value="details">{t("admin.projects.tabs.details")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sprints">
          <SprintsTab project={project} onChanged={record.reload} />
        </Tabs.Panel>
        <Tabs.Panel value="tasks">
          <TasksTab project={project} />
        </Tabs.Panel>
        <Tabs.Panel value="board">
          <BoardTab project={project} onChanged={record.reload} />
        </Tabs.Panel>
        <Tabs.Panel value="hours">
          <Lazily>
            <HoursTab project={project} />
          </Lazily>
        </Tabs.Panel>
        <Tabs.Panel value="code">
          <CodeUpdates project={project} auth="admin" />
        </Tabs.Panel>
        <Tabs.Panel value="details">
          <DetailsTab project={project} onChanged={record.reload} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
