import { Container, Paper, Title } from "@mantine/core";
import "@mantine/core/styles/Paper.layer.css";
import { useTranslation } from "react-i18next";
import "../../features/account/account.css";
import { LoginForm } from "../../features/auth/LoginForm";
import { loadSignInOptions } from "../../features/oidc/loadSignInOptions";
import type { Route } from "./+types/admin-login";

/** How staff may sign in here: the identity provider's button, and whether the password form comes first. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { signIn: await loadSignInOptions(request.signal) };
}

export function meta() {
  return [{ title: "Admin sign-in | Portico" }];
}

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    // `account-page`: the AA colours of the other sign-in pages (field errors in red 9, the code step's included).
    <Container component="main" size="xs" py={80} className="account-page">
      <Paper p="xl" withBorder>
        <Title order={1} size="h2" mb="lg">
          {t("auth.adminLoginTitle")}
        </Title>
        <LoginForm variant="page" role="admin" signIn={loaderData.signIn} />
      </Paper>
    </Container>
  );
}
