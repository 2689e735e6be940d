import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { SignedAuth } from "../../api/account";
import { errorMessageKey } from "../../api/client";
import { TitledSection } from "../sections/TitledSection";
import { NotificationSettings, type NotificationTexts } from "./NotificationSettings";

interface Words {
  intro: string;
  texts: NotificationTexts;
}

// Each audience reads its own catalogue: the portal's words are the client's, the console's staff's.
function clientWords(t: TFunction): Words {
  return {
    intro: t("settings.notificationsIntro"),
    texts: {
      title: t("settings.notifications"),
      labels: { tickets: t("settings.notifyTickets") },
      save: t("settings.saveNotifications"),
      saved: t("settings.notificationsSaved"),
      saveFailed: t("settings.notificationsNotSaved"),
      loadFailed: (err) => t("settings.notificationsLoadFailed", { message: t(errorMessageKey(err)) }),
      retry: t("common.retry"),
    },
  };
}

function staffWords(t: TFunction): Words {
  return {
    intro: t("admin.settings.notificationsIntro"),
    texts: {
      title: t("admin.settings.notifications"),
      labels: {
        tickets: t("admin.settings.tickets"),
        requests: t("admin.settings.requests"),
        contact: t("admin.settings.contact"),
      },
      save: t("admin.settings.save"),
      saved: t("admin.settings.saved"),
      saveFailed: t("admin.settings.saveFailed"),
      loadFailed: (err) => t("admin.table.failure", { what: t("admin.settings.loadError"), message: t(errorMessageKey(err)) }),
      retry: t("admin.table.retry"),
    },
  };
}

/**
 * The settings pages' "which mails do I get" section, the same in the portal and the console but
 * for the words and the kinds offered; its heading also names the form.
 */
export function NotificationsSection({ auth, className }: { auth: SignedAuth; className: string }) {
  const { t } = useTranslation();
  const { intro, texts } = auth === "admin" ? staffWords(t) : clientWords(t);
  return (
    <TitledSection headingId="settings-notifications" title={texts.title} intro={intro} className={className}>
      <NotificationSettings auth={auth} texts={texts} />
    </TitledSection>
  );
}
