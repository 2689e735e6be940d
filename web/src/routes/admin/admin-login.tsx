import { Container, Paper, Title } from "@mantine/core";
import "@mantine/core/styles/Paper.layer.css";
import { useTranslation } from "react-i18next";
import { LoginForm } from "../../features/auth/LoginForm";

export function meta() {
  return [{ title: "Admin sign-in | Portico" }];
}

export default function AdminLogin() {
  const { t } = useTranslation();
  return (
    <Container component="main" size="xs" py={80}>
      <Paper p="xl" withBorder>
        <Title order={1} size="h2" mb="lg">
          {t("auth.adminLoginTitle")}
        </Title>
        <LoginForm variant="page" role="admin" />
      </Paper>
    </Container>
  );
}
