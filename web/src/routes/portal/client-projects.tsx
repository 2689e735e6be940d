import { Container, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function meta() {
  return [{ title: "Client projects | Portico" }];
}

/** The spec shows only a header for this screen. */
export default function ClientProjects() {
  const { t } = useTranslation();
  return (
    <Container size="xl" className="portal-main">
      <Title order={1}>{t("portal.clientProjectsTitle")}</Title>
    </Container>
  );
}
