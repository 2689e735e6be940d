import { Anchor, Container, MantineProvider, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/Button.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Stack.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/Container.layer.css";
import "@mantine/core/styles/Title.layer.css";
import "@mantine/core/styles/Text.layer.css";
import "@mantine/core/styles/Anchor.layer.css";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Links, Meta, Outlet, Link, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { Toaster } from "./features/toasts/Toaster";
import "./i18n";
import "./app.css";
import { theme } from "./theme";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" data-mantine-color-scheme="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <MantineProvider theme={theme} forceColorScheme="light">
          {children}
          <Toaster />
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Shown by the SPA fallback page until the client routes (and their loaders) are ready. */
export function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <Container py="xl">
      <Text c="dimmed" role="status">
        {t("common.loading")}
      </Text>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <Container py="xl">
      <Stack gap="sm">
        <Title order={1}>{notFound ? t("notFound.title") : t("errors.internal")}</Title>
        {notFound && <Text>{t("notFound.body")}</Text>}
        <Anchor component={Link} to="/">
          {t("notFound.goHome")}
        </Anchor>
      </Stack>
    </Container>
  );
}
