import { Container, Text } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { projectsUser } from "../../api/client";
import { companyPeople } from "../../api/people";
import { portalFetch } from "../../features/portal/load";
import { CompanyBillingCard } from "../../features/invoices/Invoices";
import { PeoplePanel } from "../../features/people/PeoplePanel";
import { loadSupportWords } from "../../features/tickets/words";
import { loadPeopleWords } from "../../i18n";
import { titleMeta } from "../../titleMeta";
import { usePortal } from "./guard";
import type { Route } from "./+types/people";
import { PageHeader } from "../../features/page/PageHeader";

export const meta = titleMeta("People | Portico");

/** The owners' support report, with its words: nobody else's People page carries it. */
const SupportReport = lazy(() => Promise.all([import("../../features/tickets/SupportReport"), loadSupportWords()]).then(([m]) => ({ default: m.SupportReport })));

/** The page's words come with it; the company's projects name what each person sees. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [projects] = await Promise.all([portalFetch(projectsUser(request.signal), "projects"), loadPeopleWords()]);
  return { projects };
}

/**
 * People, under My Account (ADR 0030): everyone sees who their colleagues are; the company's owners
 * invite them, choose their role, abilities and projects, send invitations again, remove them and
 * hand the ownership on. Below them, the company's billing: its owners choose the language of its
 * invoices and their address, everyone else reads them. Last, for the owners, the company's
 * support month by month (docs/support-clock.md).
 */
export default function People({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { profile } = usePortal();
  const membership = profile?.membership;
  const owner = membership?.role === "owner";
  const projects = loaderData.projects.ok ? loaderData.projects.data.map((p) => ({ _id: p._id, title: p.title })) : [];
  return (
    <Container size="xl" className="portal-main">
      <PageHeader title={t("people.pageTitle")}>
        <Text c="var(--pc-text-muted)" mt="xs">
          {owner ? t("people.intro") : t("people.memberIntro")}
        </Text>
      </PageHeader>
      {membership && profile && (
        <PeoplePanel
          api={companyPeople}
          company={membership.company}
          heading={profile.brandName || t("people.pageTitle")}
          companyName={profile.brandName || profile.name}
          caption={t("people.pageTitle")}
          projects={projects}
          manage={owner}
          self={profile._id}
        />
      )}
      {membership && <CompanyBillingCard owner={owner} />}
      {owner && (
        <Suspense fallback={null}>
          <SupportReport />
        </Suspense>
      )}
    </Container>
  );
}
