import { Container, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FeatureSoon } from "../../features/portal/FeatureSoon";

export function meta() {
  return [{ title: "Settings | Portico" }];
}

export default function ProfileSettings() {
  const { t } = useTranslation();
  return (
    <Container size="xl" className="portal-main">
      <Title order={1} mb="lg">
        {t("portal.settingsTitle")}
      </Title>
      <FeatureSoon />
    </Container>
  );
}
