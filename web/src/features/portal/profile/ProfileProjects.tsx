import { Button, Group, Modal, NativeSelect, Text, TextInput, Title } from "@mantine/core";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRevalidator } from "react-router";
import type { Project } from "../../../api/client";
import { display } from "../../../wasm/display";
import { filterProjects, isActiveProject, isProjectType, PROJECT_TYPES, type ProjectType } from "../filters";
import { workspacePath } from "../../project/paths";
import { ProjectRequestForm } from "./ProjectRequestForm";

/** The profile's project list with its search box, Type select and New (project requirements). */
export function ProfileProjects({ projects, money }: { projects: readonly Project[]; money: boolean }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [query, setQuery] = useState("");
  const [type, setType] = useState<ProjectType>("all");
  const [requesting, setRequesting] = useState(false);
  const shown = filterProjects(projects, query, type);
  const w = display();

  return (
    <section aria-labelledby="my-projects">
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <Title order={2} size="h3" id="my-projects">
          {t("profile.projects")}
        </Title>
        <Button onClick={() => setRequesting(true)}>{t("profile.new")}</Button>
      </Group>
      <Group gap="sm" mb="md" align="flex-end" role="search">
        <TextInput
          label={t("profile.search")}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          w={{ base: "100%", sm: 320 }}
        />
        <NativeSelect
          label={t("profile.type")}
          value={type}
          onChange={(e) => {
            const v = e.currentTarget.value;
            if (isProjectType(v)) setType(v);
          }}
          data={PROJECT_TYPES.map((v) => ({ value: v, label: t(`profile.types.${v}`) }))}
        />
      </Group>
      <Text size="sm" c="var(--pc-text-muted)" mb="sm" role="status">
        {t("profile.showing", { count: shown.length, total: projects.length })}
      </Text>
      {shown.length === 0 ? (
        <Text c="var(--pc-text-muted)">{projects.length === 0 ? t("portal.noProjects") : t("profile.noMatch")}</Text>
      ) : (
        <ul className="grid-3 plain-list">
          {shown.map((p) => (
            <li key={p._id}>
              <Link className="project-card" to={workspacePath(p.title)}>
                <article className="card">
                  <h3 className="project-card-title">{p.title}</h3>
                  <Text>{t("portal.sprintsCount", { count: p.sprints.length })}</Text>
                  <Text size="sm" c="var(--pc-text-muted)">
                    {isActiveProject(p) ? t("profile.types.active") : t("profile.noActiveSprint")} ·{" "}
                    {w.displayDate(p.NoteDate ?? p.createdAt)}
                  </Text>
                </article>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Modal
        opened={requesting}
        onClose={() => setRequesting(false)}
        title={t("profile.request.title")}
        centered
        size="lg"
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <Text size="sm" mb="md">
          {t("profile.request.intro")}
        </Text>
        <ProjectRequestForm
          money={money}
          onSent={() => {
            setRequesting(false);
            void revalidator.revalidate();
          }}
        />
      </Modal>
    </section>
  );
}
