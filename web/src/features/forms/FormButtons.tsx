import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface Props {
  submitLabel: string;
  submitting: boolean;
  onCancel(): void;
}

/** Cancel and the submit button, at the end of a modal form. */
export function FormButtons({ submitLabel, submitting, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        {t("common.cancel")}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/**
 * The submit button, then Cancel, at the end of a form that opens within a page (one's settings).
 * `danger`: the submit button is red (a change that takes something away, e.g. turning a factor off).
 */
export function InlineFormButtons({ submitLabel, submitting, onCancel, danger = false }: Props & { danger?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Button type="submit" color={danger ? "red.9" : undefined} loading={submitting}>
        {submitLabel}
      </Button>
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        {t("common.cancel")}
      </Button>
    </Group>
  );
}
