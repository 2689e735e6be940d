import { Container, Text, Title } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { ActivityFeed } from "../../features/activity/ActivityFeed";
import { greetingKey } from "../../features/portal/greeting";
import { WaitingForApproval } from "../../features/signoff/WaitingForApproval";
import { WaitingForAcceptance } from "../../features/quotes/WaitingForAcceptance";
import { handlesMoney } from "../../features/portal/money";
import { dashboardLoader, ProjectGrid } from "../../features/portal/ProjectGrid";
import { titleMeta } from "../../titleMeta";
import { usePortal } from "./guard";
import type { Route } from "./+types/dashboard";
import { PageHeader } from "../../features/page/PageHeader";

export const clientLoader = dashboardLoader;

// Only for the people who handle money, in a chunk of its own.
const InvoicesToPay = lazy(() => import("../../features/invoices/InvoicesToPay"));

export const meta = titleMeta("Dashboard | Portico");

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { profile } = usePortal();
  // Read once per visit: the greeting does not change under the reader's eyes.
  const [now] = useState(() => new Date());
  const revalidator = useRevalidator();
  return (
    <Container size="xl" className="portal-main">
      <PageHeader title={t(greetingKey(now), { name: profile?.name ?? "" })}>
        <Text c="var(--pc-text-muted)">{t("portal.whatIsHappening")}</Text>
      </PageHeader>
      {/* An approval changes a goal and its milestone: the cards below are read again. */}
      {profile?.membership?.approver && <WaitingForApproval onChanged={() => void revalidator.revalidate()} />}
      {profile?.membership?.approver && <WaitingForAcceptance />}
      {handlesMoney(profile) && (
        <Suspense fallback={null}>
          <InvoicesToPay />
        </Suspense>
      )}
      <Title order={2} size="h3" mb="md">
        {t("portal.allProjects")}
      </Title>
      <ProjectGrid projects={loaderData.projects} glance={loaderData.glance} headingLevel={3} />
      <div className="portal-activity">
        <ActivityFeed />
      </div>
    </Container>
  );
}
