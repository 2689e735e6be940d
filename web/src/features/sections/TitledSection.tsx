import { Text, Title, type MantineSpacing } from "@mantine/core";
import type { ReactNode } from "react";

interface Props {
  /** The heading's id, which names the section (`aria-labelledby`). */
  headingId: string;
  title: string;
  /** A line under the heading saying what the section is for. */
  intro?: string;
  /** 2: a page's section (an h2 the size of an h3); 3: a section inside one. */
  level?: 2 | 3;
  /** Space under the heading; by default less when the intro follows. */
  titleMb?: MantineSpacing;
  id?: string;
  className?: string;
  children: ReactNode;
}

/** A section named by its heading, with an optional intro line (settings pages, the workspace). */
export function TitledSection({ headingId, title, intro, level = 2, titleMb, id, className, children }: Props) {
  return (
    <section aria-labelledby={headingId} id={id} className={className}>
      <Title order={level} size={level === 2 ? "h3" : undefined} id={headingId} mb={titleMb ?? (intro ? "xs" : "sm")}>
        {title}
      </Title>
      {intro && (
        <Text size="sm" mb="sm">
          {intro}
        </Text>
      )}
      {children}
    </section>
  );
}
