import { Switch } from "@mantine/core";
import "@mantine/core/styles/Switch.layer.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Client } from "../../../api/admin";
import { clientFollowing, setClientFollowing } from "../../../api/mail-admin";
import { useRecord } from "../../data/useRecord";
import { useWrite } from "../../forms/useWrite";

/**
 * "Email me about this client": whether the signed-in staff member follows the client (mail when
 * the client opens or answers a ticket, sends a requirement or a statement-of-work update). Read
 * from the server; a change is saved at once, and a refused one toasts and puts the switch back.
 */
export function FollowSwitch({ client }: { client: Pick<Client, "_id" | "name"> }) {
  const { t } = useTranslation();
  const record = useRecord((signal) => clientFollowing(client._id, signal), client._id);
  const write = useWrite();
  /** The server's latest answer to a change (or, while one is under way, the change asked for). */
  const [answered, setAnswered] = useState<{ clientId: string; following: boolean } | null>(null);
  const [saving, setSaving] = useState(false);

  const known = answered?.clientId === client._id ? answered.following : record.data?.following;

  async function onChange(following: boolean) {
    const before = known;
    setAnswered({ clientId: client._id, following });
    setSaving(true);
    const ok = await write(() => setClientFollowing(client._id, following), {
      success: { title: t(following ? "admin.clients.followOn" : "admin.clients.followOff", { name: client.name }) },
      failure: t("admin.clients.followFailed"),
      onSuccess: (answer) => setAnswered({ clientId: client._id, following: answer.following }),
    });
    if (!ok) setAnswered(before === undefined ? null : { clientId: client._id, following: before });
    setSaving(false);
  }

  return (
    <Switch
      my="md"
      label={t("admin.clients.follow")}
      // Mantine's label wraps the description and error too; the name is the label alone (they stay
      // its description through aria-describedby).
      aria-label={t("admin.clients.follow")}
      description={t("admin.clients.followDescription")}
      error={known === undefined && record.error ? t("admin.clients.followLoadError") : undefined}
      checked={known ?? false}
      disabled={known === undefined || saving}
      onChange={(event) => void onChange(event.currentTarget.checked)}
    />
  );
}
