import { Alert, Button, Checkbox, Group, Stack, Text } from "@mantine/core";
import "@mantine/core/styles/Checkbox.layer.css";
import {
  notificationPrefs,
  saveNotificationPrefs,
  type NotificationKind,
  type NotificationPrefs,
  type SignedAuth,
} from "../../api/account";
import { Busy } from "../data/Busy";
import { useRecord } from "../data/useRecord";
import { useRuleForm } from "../forms/useRuleForm";

/** The words of one audience's notification settings (the portal's catalogue or the console's). */
export interface NotificationTexts {
  /** The form's accessible name. */
  title: string;
  /** One checkbox per kind this audience gets, in this order. */
  labels: Partial<Record<NotificationKind, string>>;
  save: string;
  saved: string;
  saveFailed: string;
  /** "Could not load…", with the reason. */
  loadFailed(error: unknown): string;
  retry: string;
}

/**
 * Which notification mails the signed-in person gets (`GET`/`PUT /user/notifications`): a client
 * has one kind (replies to their tickets), staff three. Only the kinds shown are sent, so a
 * client's save leaves the others as they are. After a save the settings are read again.
 */
export function NotificationSettings({ auth, texts }: { auth: SignedAuth; texts: NotificationTexts }) {
  const record = useRecord((signal) => notificationPrefs(auth, signal), auth);
  if (!record.data) {
    return record.error ? (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{texts.loadFailed(record.error)}</Text>
          <Button size="compact-sm" variant="white" color="red.9" loading={record.loading} onClick={record.reload}>
            {texts.retry}
          </Button>
        </Group>
      </Alert>
    ) : (
      <Busy size="sm" />
    );
  }
  const { tickets, requests, contact } = record.data;
  return (
    <NotificationsForm
      key={`${tickets}|${requests}|${contact}`}
      auth={auth}
      texts={texts}
      prefs={{ tickets, requests, contact }}
      onSaved={record.reload}
    />
  );
}

function NotificationsForm({
  auth,
  texts,
  prefs,
  onSaved,
}: {
  auth: SignedAuth;
  texts: NotificationTexts;
  prefs: NotificationPrefs;
  onSaved(): void;
}) {
  const kinds = (Object.keys(texts.labels) as NotificationKind[]).filter((k) => texts.labels[k] !== undefined);
  const form = useRuleForm<NotificationPrefs, NotificationPrefs>({
    initial: prefs,
    submit: (values) => saveNotificationPrefs(Object.fromEntries(kinds.map((k) => [k, values[k]])), auth),
    success: { title: texts.saved },
    failure: texts.saveFailed,
    onSuccess: onSaved,
  });
  return (
    <form {...form.formProps} aria-label={texts.title}>
      <Stack gap="sm">
        {kinds.map((kind) => (
          <Checkbox key={kind} label={texts.labels[kind]} {...form.checkbox(kind)} />
        ))}
        <Button type="submit" loading={form.submitting} style={{ alignSelf: "flex-start" }}>
          {texts.save}
        </Button>
      </Stack>
    </form>
  );
}
