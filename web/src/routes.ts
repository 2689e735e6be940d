import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// product.md §2. Marketing pages are prerendered (react-router.config.ts) and light; everything
// else is SPA, under the app layout that brings Mantine and translations.
export default [
  layout("routes/marketing/layout.tsx", [
    index("routes/marketing/landing.tsx", { id: "landing" }),
    route("signup", "routes/marketing/landing.tsx", { id: "signup" }),
    route("home", "routes/marketing/home.tsx"),
    route("about", "routes/marketing/about.tsx"),
    route("services", "routes/marketing/services.tsx"),
    route("contact", "routes/marketing/contact.tsx"),
  ]),
  layout("routes/app/layout.tsx", [
    route("login", "routes/portal/login.tsx"),
    // Signed out: "Forgot password?" and the pages an emailed link opens (its token after `#`).
    route("forgotPassword", "routes/account/forgot-password.tsx"),
    route("resetPassword", "routes/account/reset-password.tsx"),
    route("invitation", "routes/account/invitation.tsx"),
    route("signInLink", "routes/account/sign-in-link.tsx"),
    route("unsubscribe", "routes/account/unsubscribe.tsx"),
    // "How did we do?" from the mail of a solved ticket (`#<token>&score=good`).
    route("rate", "routes/account/rate.tsx"),
    // Where the company's identity provider sends the browser back (sign-in, or linking an account).
    route("auth/oidc/callback", "routes/account/oidc-callback.tsx"),
    layout("routes/portal/guard.tsx", [
      route("projects", "routes/portal/projects.tsx"),
      route("dashboard", "routes/portal/dashboard.tsx"),
      route("clientHome/:projectTitle?", "routes/portal/client-home.tsx"),
      route("profile", "routes/portal/profile.tsx"),
      route("profileSettings", "routes/portal/profile-settings.tsx"),
      route("clientProjects", "routes/portal/client-projects.tsx"),
      route("people", "routes/portal/people.tsx"),
      // A quote or change request (ADR 0044): where its mails link, to read it and accept it.
      route("quotes/:quoteId", "routes/portal/quote.tsx"),
    ]),
    route("adminLogin", "routes/admin/admin-login.tsx"),
    route("admin", "routes/admin/console.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
