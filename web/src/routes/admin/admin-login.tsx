import { Container, Paper, Title } from "@mantine/core";
import "@mantine/core/styles/Paper.layer.css";
import { useTranslation } from "react-i18next";
import "../../features/account/account.css";
import { LoginForm } from "../../features/auth/LoginForm";

export function meta() {
  return [{ title: "Admin sign-in | Portico" }];
}

export default function AdminLogin() {
  const { t } = useTranslation();
  return (
    // `account-page`: the AA colours of the other sign-in pages (field errors in red 9, the code step's included).
    <Container component="main" size="xs" py={80} className="account-page">
      <Paper p="xl" withBorder>
        <Title order={1} size="h2" mb="lg">
          {t("auth.adminLoginTitle")}
        </Title>
        <LoginForm variant="page" role="admin" />
      </Paper>
    </Container>
  );
}
