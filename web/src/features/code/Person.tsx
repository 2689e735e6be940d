import { useTranslation } from "react-i18next";
import { Avatar as PersonAvatar } from "../ui/Person";

/**
 * Someone's picture on the code host, beside their name (named, as the host shows it). No picture
 * (or one that fails to load) shows their initials instead, so the row keeps its shape.
 */
export function Avatar({ name, url, size }: { name: string; url: string | null; size?: number }) {
  const { t } = useTranslation();
  return <PersonAvatar name={name} url={url} size={size} alt={t("portal.code.avatarOf", { name })} />;
}
