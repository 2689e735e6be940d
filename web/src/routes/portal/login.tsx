import { Container, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import { SignInCard } from "../../features/auth/SignInCard";
import "../../features/portal/portal.css";
import { clientToken } from "../../features/auth/session";
import { signInPageLoader } from "../../features/oidc/loadSignInOptions";
import { titleMeta } from "../../titleMeta";
import type { Route } from "./+types/login";

/**
 * Someone already signed in goes straight to their projects, as the header's Login does. Otherwise
 * the page learns how people sign in here (an identity provider's button, or not).
 */
export async function clientLoader(args: Route.ClientLoaderArgs) {
  if (await clientToken()) throw redirect("/projects");
  return signInPageLoader(args);
}

export const meta = titleMeta("Login | Portico");

/** Client sign-in page: marketing text at the left, the form at the right (product.md §2). */
export default function Login({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main className="login-page">
      <section className="login-intro">
        <Link to="/" className="logo">
          Portico
        </Link>
        <Title order={2} mt="xl">
          {t("auth.pageIntroTitle")}
        </Title>
        <Text mt="sm" c="gray.3">
          {t("auth.pageIntroBody")}
        </Text>
      </section>
      <Container size="xs" className="login-form" w="100%">
        <SignInCard title={t("auth.loginTitle")} signIn={loaderData.signIn} />
      </Container>
    </main>
  );
}
