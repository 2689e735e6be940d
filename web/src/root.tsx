import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { configureApi } from "./api/client";
import { apiSetup } from "./apiSetup";
import { Toaster } from "./features/toasts/Toaster";
import { common, errors, notFound } from "./i18n/en.json";
// Inlined: a few hundred bytes that every page needs before its first paint, without a request.
import rootCss from "./root.css?inline";
import toastCss from "./features/toasts/toasts.css?inline";

// The root stays light: the public pages use no UI library and no translation runtime (they are
// English only), so neither is loaded here. The portal and the back office get Mantine and i18next
// from their own layout (routes/app/layout.tsx). See docs/decisions/0007-light-public-site.md.

// The API client's tokens, toasts and sudo question, handed over before any page can make a call:
// every route module loads after this one.
configureApi(apiSetup);

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" data-mantine-color-scheme="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <style dangerouslySetInnerHTML={{ __html: rootCss + toastCss }} />
        <Links />
      </head>
      <body>
        {children}
        <Toaster />
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
  return (
    <p className="root-message" role="status">
      {common.loading}
    </p>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isNotFound) console.error(error);
  return (
    <main className="root-message">
      <h1>{isNotFound ? notFound.title : errors.internal}</h1>
      {isNotFound && <p>{notFound.body}</p>}
      <a href="/">{notFound.goHome}</a>
    </main>
  );
}
