import { Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { SectionId } from "./consoleQuery";

export const SECTION_TITLE_ID = "admin-section-title";

/**
 * The heading of the console's main area (one `h1`), with the section's actions at its right
 * (e.g. an Add button) and, on a detail screen, something before it (a Back link).
 */
export function SectionHeading({ title, actions, before }: { title: ReactNode; actions?: ReactNode; before?: ReactNode }) {
  return (
    <header className="admin-heading">
      {before}
      <Group justify="space-between" align="center" gap="sm" mb="lg">
        <Title order={1} id={SECTION_TITLE_ID}>
          {title}
        </Title>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
    </header>
  );
}

/** A section not built yet: its heading and the coming-soon line (product.md §2). */
export function ComingSoon({ section }: { section: SectionId }) {
  const { t } = useTranslation();
  return (
    <>
      <SectionHeading title={t(`admin.nav.${section}`)} />
      <Text size="lg" c="gray.7" role="status">
        {t("admin.comingSoon")}
      </Text>
    </>
  );
}
