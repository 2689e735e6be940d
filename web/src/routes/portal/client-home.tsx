import { Anchor, Container, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { projectGoals, projectPayments, projectsUser, sowUpdates } from "../../api/client";
import { userTickets } from "../../api/tickets";
import { portalFetch } from "../../features/portal/load";
import { readWithMoney } from "../../features/portal/money";
import { loadProjects, ProjectPicker } from "../../features/portal/ProjectGrid";
import { Workspace } from "../../features/portal/workspace/Workspace";
import type { Route } from "./+types/client-home";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { signal } = request;
  // Without a project title this is the client home: the project picker.
  if (!params.projectTitle) return { kind: "picker" as const, projects: await loadProjects(signal) };

  const projects = await portalFetch(projectsUser(signal), "projects");
  if (!projects.ok) return { kind: "failed" as const };
  // Only the caller's own projects are listed: another client's title is simply not found.
  const project = projects.data.find((p) => p.title === params.projectTitle);
  if (!project) return { kind: "notFound" as const };

  const [goals, payments, tickets, updates] = await Promise.all([
    portalFetch(projectGoals(project._id, signal), "goals"),
    // Milestones are money: asked for only by those who handle it (anyone else gets a 404).
    readWithMoney(project) ? portalFetch(projectPayments(project._id, signal), "payments") : null,
    portalFetch(userTickets(project.client._id, signal), "tickets"),
    portalFetch(sowUpdates(project._id, signal), "statement-of-work updates"),
  ]);
  return { kind: "workspace" as const, data: { project, goals, payments, tickets, updates } };
}

/** Switching sections changes only `?section=`: the workspace keeps its data (and what was added). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: params.projectTitle ? `${params.projectTitle} | Portico` : "Client home | Portico" }];
}

/** The project picker, or one project's workspace (product.md §2). */
export default function ClientHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  switch (loaderData.kind) {
    case "picker":
      return <ProjectPicker projects={loaderData.projects} />;
    case "workspace":
      return <Workspace key={loaderData.data.project._id} data={loaderData.data} />;
    case "notFound":
    case "failed":
      return (
        <Container size="xl" className="portal-main">
          <Title order={1} mb="sm">
            {loaderData.kind === "notFound" ? t("portal.projectNotFound") : t("portal.loadFailedTitle")}
          </Title>
          <Text mb="md">{loaderData.kind === "notFound" ? t("portal.projectNotFoundBody") : t("portal.loadFailed")}</Text>
          <Anchor component={Link} to="/projects" c="var(--pc-link)">
            {t("portal.backToProjects")}
          </Anchor>
        </Container>
      );
  }
}
