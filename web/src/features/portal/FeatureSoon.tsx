import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function FeatureSoon() {
  const { t } = useTranslation();
  return (
    <Text size="lg" c="dimmed" role="status">
      {t("portal.featureAvailableSoon")}
    </Text>
  );
}
