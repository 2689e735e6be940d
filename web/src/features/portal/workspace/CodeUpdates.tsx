import { Alert, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../api/client";

/**
 * Code updates (spec section 2). The code-host integration runs on the server, which keeps the
 * credential; until it lands this section says so plainly and shows the team instead of calling
 * the code host from the browser.
 */
export function CodeUpdates({ project }: { project: Project }) {
  const { t } = useTranslation();
  const repository = [project.github, project.repoName].filter(Boolean).join("/");
  return (
    <div className="stack-xl">
      <Alert color="indigo" variant="light" title={t("portal.code.notConnectedTitle")} role="status">
        <Text>
          {repository
            ? t("portal.code.notConnected", { repository })
            : t("portal.code.noRepository")}
        </Text>
        <Text mt="xs">{t("portal.code.meanwhile")}</Text>
      </Alert>
      <section aria-labelledby="team">
        <Title order={3} id="team" mb="sm">
          {t("portal.team")}
        </Title>
        {project.projectTeam.length === 0 ? (
          <p className="muted">{t("portal.noTeam")}</p>
        ) : (
          <ul className="grid-3 plain-list">
            {project.projectTeam.map((m) => (
              <li key={m._id} className="card">
                <Title order={4} size="h5">
                  {m.name}
                </Title>
                <Text fw={600} c="indigo.8" size="sm">
                  {m.role}
                </Text>
                <Text size="sm" mt="xs">
                  {m.about}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
