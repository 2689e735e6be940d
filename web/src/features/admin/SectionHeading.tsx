import { Group, Title } from "@mantine/core";
import type { ReactNode } from "react";

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
