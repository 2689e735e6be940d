import { Container } from "@mantine/core";
import { useTranslation } from "react-i18next";
import "../../features/account/account.css";
import { SignInCard } from "../../features/auth/SignInCard";
import { signInPageLoader } from "../../features/oidc/loadSignInOptions";
import { titleMeta } from "../../titleMeta";
import type { Route } from "./+types/admin-login";

/** How staff may sign in here: the identity provider's button, and whether the password form comes first. */
export const clientLoader = signInPageLoader;

export const meta = titleMeta("Admin sign-in | Portico");

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    // `account-page`: the AA colours of the other sign-in pages (field errors in red 9, the code step's included).
    <Container component="main" size="xs" py={80} className="account-page">
      <SignInCard title={t("auth.adminLoginTitle")} role="admin" signIn={loaderData.signIn} />
    </Container>
  );
}
