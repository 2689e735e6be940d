import { Badge, type BadgeProps } from "@mantine/core";
import "@mantine/core/styles/Badge.layer.css";
import { useTranslation } from "react-i18next";
import type { InvitationState } from "../../../api/account";

const WORDS = {
  pending: "admin.clients.invited",
  expired: "admin.clients.invitationExpired",
  revoked: "admin.clients.invitationRevoked",
} as const satisfies Record<InvitationState, string>;

/** Dark shades, so the light badges' text keeps its contrast. */
const COLORS: Record<InvitationState, string> = { pending: "blue.9", expired: "orange.9", revoked: "gray.8" };

/**
 * Where an account's invitation stands ("Invited, not yet accepted", "Invitation expired",
 * "Invitation revoked") while it has no password; nothing once it has one. Clients and staff
 * accounts alike.
 */
export function InvitationBadge({
  account,
  ...props
}: { account: { invitation?: InvitationState | null } } & Omit<BadgeProps, "color" | "variant" | "children">) {
  const { t } = useTranslation();
  if (!account.invitation) return null;
  return (
    <Badge color={COLORS[account.invitation]} variant="light" {...props}>
      {t(WORDS[account.invitation])}
    </Badge>
  );
}
