import type { ReactNode } from "react";
import { PageHeader, type Crumb } from "../page/PageHeader";

export const SECTION_TITLE_ID = "admin-section-title";

/**
 * The heading of the console's main area: the page header (one `h1`), with the section's actions
 * at its right (e.g. an Add button) and, on a detail screen, the path back to its list.
 */
export function SectionHeading({ title, actions, crumbs, current }: { title: ReactNode; actions?: ReactNode; crumbs?: Crumb[]; current?: string }) {
  return <PageHeader title={title} actions={actions} crumbs={crumbs} current={current} titleId={SECTION_TITLE_ID} />;
}
