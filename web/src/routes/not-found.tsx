import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SITE } from "../site";

export function meta() {
  return [{ title: `Page not found | ${SITE.name}` }];
}

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <Container component="main" py={80}>
      <Stack gap="sm">
        <Title order={1}>{t("notFound.title")}</Title>
        <Text>{t("notFound.body")}</Text>
        <Anchor component={Link} to="/">
          {t("notFound.goHome")}
        </Anchor>
      </Stack>
    </Container>
  );
}
