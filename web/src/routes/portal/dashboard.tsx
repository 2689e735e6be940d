import { Container, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { greetingKey } from "../../features/portal/greeting";
import { loadProjects, ProjectGrid } from "../../features/portal/ProjectGrid";
import { usePortal } from "./guard";
import type { Route } from "./+types/dashboard";

// The profile is loaded by the guard before this loader runs, so the projects can be fetched
// for the signed-in user without the original's race on the profile id.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { projects: await loadProjects(request.signal) };
}

export function meta() {
  return [{ title: "Dashboard | Portico" }];
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { profile } = usePortal();
  // Read once per visit: the greeting does not change under the reader's eyes.
  const [now] = useState(() => new Date());
  return (
    <Container size="xl" className="portal-main">
      <Title order={1}>{t(greetingKey(now), { name: profile?.name ?? "" })}</Title>
      <Text c="gray.7" mb="xl">
        {t("portal.whatIsHappening")}
      </Text>
      <Title order={2} size="h3" mb="md">
        {t("portal.allProjects")}
      </Title>
      <ProjectGrid projects={loaderData.projects} headingLevel={3} />
    </Container>
  );
}
