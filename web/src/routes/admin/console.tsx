import { Button, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { redirect, useNavigate } from "react-router";
import { logout } from "../../api/client";
import { adminToken, clearToken } from "../../features/auth/session";
import { FeatureSoon } from "../../features/portal/FeatureSoon";
import { loadWasm } from "../../wasm";
import type { Route } from "./+types/console";

/** Without a stored admin token, go to the admin sign-in (spec section 2). */
const requireAdmin: Route.ClientMiddlewareFunction = async () => {
  await loadWasm();
  if (!(await adminToken())) throw redirect("/adminLogin");
};

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [requireAdmin];

export function clientLoader() {
  return null;
}

export function meta() {
  return [{ title: "Admin console | Portico" }];
}

const SECTIONS = ["clients", "projects", "tickets", "submissions", "clientsData", "projectsData", "team"] as const;
type Section = (typeof SECTIONS)[number];

/** The console switches sections without a route change (spec section 2). */
export default function AdminConsole() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [section, setSection] = useState<Section>("clients");

  async function onLogout() {
    await logout("admin").catch(() => undefined);
    await clearToken("admin");
    await navigate("/adminLogin");
  }

  return (
    <div className="workspace">
      <nav className="workspace-sidebar" aria-label={t("admin.console")}>
        <ul className="plain-list">
          {SECTIONS.map((s) => (
            <li key={s}>
              <a
                href={`#${s}`}
                aria-current={s === section ? "page" : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  setSection(s);
                }}
              >
                {t(`admin.${s}`)}
              </a>
            </li>
          ))}
        </ul>
        <Button variant="subtle" color="gray.3" mt="xl" onClick={onLogout}>
          {t("admin.logout")}
        </Button>
      </nav>
      <main className="workspace-content">
        <Title order={1} mb="lg">
          {t(`admin.${section}`)}
        </Title>
        <FeatureSoon />
      </main>
    </div>
  );
}
