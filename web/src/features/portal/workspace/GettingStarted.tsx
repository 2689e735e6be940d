import { Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Project } from "../../../api/client";
import { display } from "../../../wasm/display";
import type { SectionId } from "./sections";

const BOARDS: { key: "tasks" | "roadmap" | "sprints" | "bugsQueue" | "retrospective"; section: SectionId; hash?: string }[] = [
  { key: "tasks", section: "tasks" },
  { key: "roadmap", section: "roadmap" },
  { key: "sprints", section: "sprints" },
  { key: "bugsQueue", section: "tickets" },
  { key: "retrospective", section: "activity", hash: "statement-of-work" },
];

/** The guide (product.md §2): who set the workspace up and when, and what each board is for. */
export function GettingStarted({ project }: { project: Project }) {
  const { t } = useTranslation();
  const date = display().displayDate(project.NoteDate ?? project.createdAt);
  return (
    <article className="guide stack-xl">
      <section aria-labelledby="guide-intro">
        <Title order={3} id="guide-intro">
          {t("portal.guide.welcome", { title: project.title })}
        </Title>
        <Text mt="xs">
          {project.createdBy
            ? t("portal.guide.createdBy", { name: project.createdBy.name, date })
            : t("portal.guide.createdOn", { date })}
        </Text>
      </section>
      <section aria-labelledby="guide-step1">
        <Title order={3} id="guide-step1">
          {t("portal.guide.step1Title")}
        </Title>
        <Text mt="xs">{t("portal.guide.step1Body")}</Text>
      </section>
      <section aria-labelledby="guide-step2">
        <Title order={3} id="guide-step2">
          {t("portal.guide.step2Title")}
        </Title>
        <dl className="guide-boards">
          {BOARDS.map((b) => (
            <div key={b.key}>
              <dt>
                <Link to={{ search: `?section=${b.section}`, hash: b.hash }}>{t(`portal.guide.boards.${b.key}.name`)}</Link>
              </dt>
              <dd>{t(`portal.guide.boards.${b.key}.body`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="guide-step3">
        <Title order={3} id="guide-step3">
          {t("portal.guide.step3Title")}
        </Title>
        <Text mt="xs">{t("portal.guide.step3Body")}</Text>
      </section>
    </article>
  );
}
