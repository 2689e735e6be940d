import { UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { SortOrder } from "../../../api/admin";

interface Props {
  label: ReactNode;
  /** This column's order when the table is sorted by it; null otherwise. */
  direction: SortOrder | null;
  onSort(order: SortOrder): void;
}

/**
 * A sortable column's title: a real button inside the header cell (which keeps its header role),
 * ascending first, then flipping. The state is also said in words for screen readers.
 */
export function SortHeader({ label, direction, onSort }: Props) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      className="sort-header"
      data-sorted={direction ?? undefined}
      onClick={() => onSort(direction === "asc" ? "desc" : "asc")}
    >
      {label}
      <svg className="sort-header-icon" viewBox="0 0 12 16" width="10" height="14" aria-hidden="true" focusable="false">
        <path d="M6 1 11 6H1z" className="sort-header-up" />
        <path d="M6 15 1 10h10z" className="sort-header-down" />
      </svg>
      {direction && <VisuallyHidden>{`, ${t(direction === "asc" ? "admin.table.sortedAsc" : "admin.table.sortedDesc")}`}</VisuallyHidden>}
    </UnstyledButton>
  );
}
