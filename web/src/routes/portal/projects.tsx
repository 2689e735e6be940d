import { Container, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { loadProjects, ProjectGrid } from "../../features/portal/ProjectGrid";
import type { Route } from "./+types/projects";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { projects: await loadProjects(request.signal) };
}

export function meta() {
  return [{ title: "Projects | Portico" }];
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Container size="xl" className="portal-main">
      <Title order={1} mb="lg">
        {t("portal.chooseProject")}
      </Title>
      <ProjectGrid projects={loaderData.projects} />
    </Container>
  );
}
