import { Button, Group, Stack, Text, TextInput, VisuallyHidden } from "@mantine/core";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import { useClipboard } from "@mantine/hooks";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ItemModal } from "../../dialogs/ItemModal";

export interface InvitationLinkShown {
  name: string;
  link: string;
}

/**
 * The invitation link a resend answered because no mail server is configured: read-only (focus
 * selects it, for copying by hand) with a Copy button, and what to do with it (`hint`; by default
 * the words for a client).
 */
export function InvitationLinkModal({ shown, onClose, hint }: { shown: InvitationLinkShown | null; onClose(): void; hint?: string }) {
  const { t } = useTranslation();
  return (
    <ItemModal item={shown} onClose={onClose} title={(last) => t("admin.clients.linkTitle", { name: last.name })}>
      {(last) => <LinkBody key={last.link} link={last.link} hint={hint ?? t("admin.clients.linkNoMail")} onClose={onClose} />}
    </ItemModal>
  );
}

function LinkBody({ link, hint, onClose }: { link: string; hint: string; onClose(): void }) {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: 3000 });
  const hintId = useId();
  return (
    <Stack gap="md">
      <Text size="sm" id={hintId}>
        {hint}
      </Text>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          label={t("admin.clients.linkLabel")}
          value={link}
          readOnly
          aria-describedby={hintId}
          onFocus={(e) => e.currentTarget.select()}
          style={{ flex: 1 }}
          data-autofocus
        />
        <Button variant={clipboard.copied ? "light" : "filled"} onClick={() => clipboard.copy(link)}>
          {clipboard.copied ? t("admin.clients.copied") : t("admin.clients.copy")}
        </Button>
      </Group>
      <VisuallyHidden role="status">{clipboard.copied ? t("admin.clients.copiedStatus") : ""}</VisuallyHidden>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("common.close")}
        </Button>
      </Group>
    </Stack>
  );
}
