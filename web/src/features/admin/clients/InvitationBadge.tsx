import { Badge, type BadgeProps } from "@mantine/core";
import "@mantine/core/styles/Badge.layer.css";
import { useTranslation } from "react-i18next";
import type { InvitationState } from "../../../api/account";
import type { Client } from "../../../api/admin";

const WORDS = {
  pending: "admin.clients.invited",
  expired: "admin.clients.invitationExpired",
  revoked: "admin.clients.invitationRevoked",
} as const satisfies Record<InvitationState, string>;

/** Dark shades, so the light badges' text keeps its contrast. */
const COLORS: Record<InvitationState, string> = { pending: "blue.9", expired: "orange.9", revoked: "gray.8" };

/**
 * Where a client's invitation stands ("Invited, not yet accepted", "Invitation expired",
 * "Invitation revoked") while they have no password; nothing once they have one.
 */
export function InvitationBadge({ client, ...props }: { client: Client } & Omit<BadgeProps, "color" | "variant" | "children">) {
  const { t } = useTranslation();
  if (!client.invitation) return null;
  return (
    <Badge color={COLORS[client.invitation]} variant="light" {...props}>
      {t(WORDS[client.invitation])}
    </Badge>
  );
}
