import { useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * Someone's picture on the code host, beside their name. No picture (or one that fails to load)
 * shows their initial instead, so the row keeps its shape.
 */
export function Avatar({ name, url }: { name: string; url: string | null }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) {
    return (
      <span className="code-avatar code-avatar-initial" aria-hidden="true">
        {name.trim().charAt(0).toUpperCase() || "?"}
      </span>
    );
  }
  return (
    <img
      className="code-avatar"
      src={url}
      alt={t("portal.code.avatarOf", { name })}
      width={32}
      height={32}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(url)}
    />
  );
}
