import { Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { loadProjects, ProjectGrid } from "../../features/portal/ProjectGrid";
import { usePortal } from "./guard";
import type { Route } from "./+types/profile";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { projects: await loadProjects(request.signal) };
}

export function meta() {
  return [{ title: "Profile | Portico" }];
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { profile } = usePortal();
  return (
    <Container size="xl" className="portal-main">
      <Stack gap="xs" mb="xl">
        <Title order={1}>{profile?.name ?? t("portal.profile")}</Title>
        {profile && (
          <>
            <Text>
              {t("portal.organisation")}: {profile.brandName}
            </Text>
            <Text>
              {t("common.email")}: {profile.email}
            </Text>
          </>
        )}
      </Stack>
      <Title order={2} size="h3" mb="md">
        {t("portal.allProjects")}
      </Title>
      <ProjectGrid projects={loaderData.projects} />
    </Container>
  );
}
