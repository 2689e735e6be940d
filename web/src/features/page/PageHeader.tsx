import { Group, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "./pageHeader.css";

/** A step of the path above a page's title: where it is (`to`) and what it is called. */
export interface Crumb {
  label: string;
  to: string;
}

/**
 * The top of every page: the path that leads to it (breadcrumbs, ending with the page itself, marked
 * current), its one `h1`, and its actions at the right (wrapping below it on a phone).
 */
export function PageHeader({
  title,
  crumbs,
  current,
  actions,
  titleId,
  children,
}: {
  title: ReactNode;
  /** The pages above this one, outermost first. */
  crumbs?: Crumb[];
  /** The last crumb's words (default: the title, when it is text). */
  current?: string;
  actions?: ReactNode;
  titleId?: string;
  /** Under the title: a subtitle, a line of facts. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const here = current ?? (typeof title === "string" ? title : "");
  return (
    <header className="pc-page-header">
      {crumbs && crumbs.length > 0 && (
        <nav aria-label={t("common.breadcrumbs")}>
          <ol className="pc-crumbs">
            {crumbs.map((c) => (
              <li key={c.to}>
                <Link to={c.to}>{c.label}</Link>
              </li>
            ))}
            {here && <li aria-current="page">{here}</li>}
          </ol>
        </nav>
      )}
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} id={titleId} className="pc-page-title">
          {title}
        </Title>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {children}
    </header>
  );
}
