import { Text, Title } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { listProjects, staffProjectDetail } from "../../../api/admin";
import { CalendarLinkPanel } from "../../integrations/calendar/CalendarLinkPanel";
import { ApiTokens } from "../../integrations/tokens/ApiTokens";
import { Webhooks } from "../../integrations/webhooks/Webhooks";
import "../../integrations/integrations.css";
import { TitledSection } from "../../sections/TitledSection";
import { RemoteSelect } from "../pickers/RemoteSelect";

const PICKER_PAGE = 20;

/**
 * Settings › Integrations in the console (issue 58): the firm's webhook endpoints (every
 * company's events), the staff member's own calendar link, which a project select narrows to one
 * project (`?project=<id>` on the links shown; all projects by default), and their API tokens.
 * The same components as the portal's, with the staff token.
 */
export default function IntegrationsSettings() {
  const { t } = useTranslation();
  return (
    <TitledSection headingId="settings-integrations" title={t("admin.integrations.heading")} intro={t("admin.integrations.intro")} className="admin-block">
      <div className="integrations-console">
        <Part headingId="console-webhooks" title={t("admin.integrations.webhooks")} intro={t("admin.integrations.webhooksIntro")}>
          <Webhooks auth="admin" idPrefix="console" level={4} />
        </Part>
        <Part headingId="console-calendar" title={t("admin.integrations.calendar")} intro={t("admin.integrations.calendarIntro")}>
          <StaffCalendar />
        </Part>
        <Part headingId="console-tokens" title={t("admin.integrations.tokens")} intro={t("integrations.tokens.intro")}>
          <ApiTokens auth="admin" idPrefix="console" level={4} />
        </Part>
      </div>
    </TitledSection>
  );
}

/** One of the three, an h3 the size of the settings' inner headings, set apart by a rule. */
function Part({ headingId, title, intro, children }: { headingId: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className="integrations-part">
      <Title order={3} size="h4" id={headingId} mb="xs">
        {title}
      </Title>
      <Text size="sm" mb="sm">
        {intro}
      </Text>
      {children}
    </section>
  );
}

/** The staff member's feed, for every project they see or, once chosen, one. */
function StaffCalendar() {
  const { t } = useTranslation();
  const [project, setProject] = useState<string | null>(null);
  return (
    <CalendarLinkPanel
      auth="admin"
      project={project}
      filter={
        <RemoteSelect
          label={t("admin.integrations.project")}
          placeholder={t("admin.integrations.allProjects")}
          anyLabel={t("admin.integrations.allProjects")}
          nothingFound={t("admin.pickers.noProject")}
          value={project}
          onChange={setProject}
          w="min(100%, 360px)"
          search={async (q, signal) => {
            const { rows } = await listProjects({ q: q || undefined, perPage: PICKER_PAGE, sort: "title", order: "asc" }, signal);
            return rows.map((p) => ({ value: p._id, label: `${p.title} (${p.client.name})` }));
          }}
          resolve={async (id, signal) => {
            const p = await staffProjectDetail(id, signal);
            return `${p.title} (${p.client.name})`;
          }}
        />
      }
    />
  );
}
