import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Close at the foot of a dialog whose body has no other way out; it takes the focus when the dialog opens. */
export function CloseFooter({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={onClose} data-autofocus>
        {t("common.close")}
      </Button>
    </Group>
  );
}
