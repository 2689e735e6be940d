import { useTranslation } from "react-i18next";
import { currentViewAs } from "../auth/session";
import { TitledSection } from "../sections/TitledSection";
import { CalendarLinkPanel } from "./calendar/CalendarLinkPanel";
import { ApiTokens } from "./tokens/ApiTokens";
import { Webhooks } from "./webhooks/Webhooks";
import "./integrations.css";

/**
 * The portal settings' integrations: "Add to your calendar" and "API tokens" for everyone, and
 * "Webhooks" for a company's owners (their company's endpoints). A staff member's read-only view
 * of the portal shows neither the calendar link nor the tokens: both are the person's secrets,
 * which the server answers only to their own sign-in (403 `read_only` in a view).
 */
export default function PortalIntegrations({ owner, className }: { owner: boolean; className?: string }) {
  const { t } = useTranslation();
  const viewing = currentViewAs() !== null;
  return (
    <>
      {!viewing && (
        <>
          <TitledSection headingId="settings-calendar" title={t("integrations.calendar.heading")} intro={t("integrations.calendar.intro")} className={className}>
            <CalendarLinkPanel auth="client" />
          </TitledSection>
          <TitledSection headingId="settings-tokens" title={t("integrations.tokens.heading")} intro={t("integrations.tokens.intro")} className={className}>
            <ApiTokens auth="client" idPrefix="settings" level={3} />
          </TitledSection>
        </>
      )}
      {owner && (
        <TitledSection headingId="settings-webhooks" title={t("integrations.webhooks.heading")} intro={t("integrations.webhooks.intro")} className={className}>
          <Webhooks auth="client" idPrefix="settings" level={3} />
        </TitledSection>
      )}
    </>
  );
}
