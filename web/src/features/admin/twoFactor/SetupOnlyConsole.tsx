import { Button, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TwoFactorPanel } from "../../twoFactor/TwoFactorPanel";
import { SectionHeading } from "../SectionHeading";

/**
 * The console of a staff member who must set up two-factor first (`STAFF_2FA=required`): the
 * setup and Sign out, nothing else, until a first code confirms it (`onDone`).
 */
export default function SetupOnlyConsole({ onDone, onLogout }: { onDone(): void; onLogout(): void }) {
  const { t } = useTranslation();
  return (
    <div className="admin-console admin-setup-only">
      <main id="main" className="workspace-content">
        <SectionHeading
          title={t("admin.setupOnly.title")}
          actions={
            <Button variant="default" onClick={onLogout}>
              {t("admin.logout")}
            </Button>
          }
        />
        <Text mb="lg" maw={640}>
          {t("admin.setupOnly.intro")}
        </Text>
        <section aria-label={t("admin.settings.twoFactor")} className="admin-block">
          <TwoFactorPanel auth="admin" onEnabled={onDone} />
        </section>
      </main>
    </div>
  );
}
