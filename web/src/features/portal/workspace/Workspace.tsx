import { Title } from "@mantine/core";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRevalidator, useSearchParams } from "react-router";
import type { Goal, Payment, Project, SowUpdate, Ticket } from "../../../api/client";
import { NavDrawer } from "../../ui/NavDrawer";
import { PageHeader } from "../../page/PageHeader";
import { FeatureSoon } from "../FeatureSoon";
import { Lazily } from "../../data/Lazily";
import type { Loaded } from "../../data/loaded";
import { useFollowed } from "../../data/useFollowed";
import { CodeUpdates } from "../../code/CodeUpdates";
import { readWithMoney } from "../money";
import { RoadMap } from "./RoadMap";
import { DEFAULT_SECTION, DEVELOPMENT_SECTIONS, GENERAL_SECTIONS, offered, SECTIONS, sectionOf, type Section, type SectionId } from "./sections";
import { loadHoursWords } from "../../hours/words";
import { loadSupportWords } from "../../tickets/words";
import { loadGuideWords } from "./words";

// The road map, where the workspace opens, comes with it; the other sections (the board and its
// tabs, the tickets and their forms) when first opened.
const GettingStarted = lazy(() => Promise.all([import("./GettingStarted"), loadGuideWords()]).then(([m]) => ({ default: m.GettingStarted })));
const SprintsView = lazy(() => import("./SprintsView").then((m) => ({ default: m.SprintsView })));
const TasksView = lazy(() => import("./TasksView").then((m) => ({ default: m.TasksView })));
const TicketsPanel = lazy(() => Promise.all([import("../../tickets/TicketsPanel"), loadSupportWords()]).then(([m]) => ({ default: m.TicketsPanel })));
const GoalsPlace = lazy(() => import("./Places").then((m) => ({ default: m.GoalsPlace })));
const MoneyPlace = lazy(() => import("./Places").then((m) => ({ default: m.MoneyPlace })));
const ActivityPlace = lazy(() => import("./Places").then((m) => ({ default: m.ActivityPlace })));
const ProjectFiles = lazy(() => import("../../attachments/ProjectFiles").then((m) => ({ default: m.ProjectFiles })));
const HoursPlace = lazy(() => Promise.all([import("../../hours/HoursPlace"), loadHoursWords()]).then(([m]) => ({ default: m.HoursPlace })));

export interface WorkspaceData {
  project: Project;
  goals: Loaded<Goal[]>;
  /** None for a person who does not handle money. */
  payments: Loaded<Payment[]> | null;
  tickets: Loaded<Ticket[]>;
  updates: Loaded<SowUpdate[]>;
}

/**
 * The project workspace (product.md §2): dark sidebar, one place per `?section=` (so a mailed link,
 * reload and Back work), the road map by default, 'Feature Available Soon' for an unknown section
 * or one this person does not have (Money without the Money proof). Lists the user adds to
 * (tickets, statement-of-work updates) are held here, so they survive switching places, and follow
 * the loader when it reads again.
 */
export function Workspace({ data }: { data: WorkspaceData }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const money = readWithMoney(data.project);
  const named = sectionOf(search.get("section"), search);
  const section = named && offered(SECTIONS.find((s) => s.id === named)!, money) ? named : null;
  const [tickets, setTickets] = useFollowed(data.tickets);
  const [updates, setUpdates] = useFollowed(data.updates);
  const { project } = data;
  const current = SECTIONS.find((s) => s.id === section);

  const link = (s: Section) => (
    <li key={s.id}>
      <Link to={`?section=${s.id}`} aria-current={s.id === section ? "page" : undefined}>
        {t(s.key)}
      </Link>
    </li>
  );

  return (
    <div className="workspace">
      <NavDrawer className="workspace-sidebar" label={t("portal.workspaceNav", { title: project.title })} current={current ? t(current.key) : project.title}>
        <h2>{t("portal.general")}</h2>
        <ul className="plain-list">{GENERAL_SECTIONS.filter((s) => offered(s, money)).map(link)}</ul>
        <h2>{t("portal.development")}</h2>
        <ul className="plain-list">{DEVELOPMENT_SECTIONS.map(link)}</ul>
      </NavDrawer>
      <section className="workspace-content" aria-labelledby="workspace-title">
        <PageHeader
          title={project.title}
          titleId="workspace-title"
          crumbs={[
            { label: t("portal.allProjects"), to: "/projects" },
            { label: project.title, to: `?section=${DEFAULT_SECTION}` },
          ]}
          current={current ? t(current.key) : ""}
        >
          {current && (
            <Title order={2} size="h3" mt="xs">
              {t(current.key)}
            </Title>
          )}
        </PageHeader>
        <Lazily>
          <SectionBody
            section={section}
            data={data}
            tickets={{ list: tickets, set: setTickets }}
            updates={{ list: updates, set: setUpdates }}
          />
        </Lazily>
      </section>
    </div>
  );
}

function SectionBody({
  section,
  data,
  tickets,
  updates,
}: {
  section: SectionId | null;
  data: WorkspaceData;
  tickets: { list: Loaded<Ticket[]>; set: (l: Loaded<Ticket[]>) => void };
  updates: { list: Loaded<SowUpdate[]>; set: (l: Loaded<SowUpdate[]>) => void };
}) {
  const { project } = data;
  const revalidator = useRevalidator();
  switch (section) {
    case "getting-started":
      return <GettingStarted project={project} />;
    case "roadmap":
      return <RoadMap project={project} goals={data.goals} payments={data.payments} onSignOff={() => void revalidator.revalidate()} />;
    case "goals":
      return <GoalsPlace project={project} goals={data.goals} onSignOff={() => void revalidator.revalidate()} />;
    case "money":
      return data.payments ? <MoneyPlace project={project} payments={data.payments} /> : <FeatureSoon />;
    case "hours":
      return <HoursPlace projectId={project._id} auth="client" />;
    case "files":
      return <ProjectFiles projectId={project._id} auth="client" />;
    case "activity":
      return <ActivityPlace project={project} updates={updates} />;
    case "sprints":
      return <SprintsView sprints={project.sprints} />;
    case "tasks":
      return <TasksView project={project} />;
    case "code-updates":
      return <CodeUpdates project={project} />;
    case "tickets":
      return <TicketsPanel projectId={project._id} state={tickets} />;
    case null:
      return <FeatureSoon />;
  }
}
