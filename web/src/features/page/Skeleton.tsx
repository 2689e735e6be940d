import { useTranslation } from "react-i18next";
import "./skeleton.css";

const WIDTHS = ["92%", "76%", "84%", "60%", "88%", "70%"];

/**
 * What stands where a list or a page will be while it is read: grey lines (or cards) roughly the
 * shape of what comes, so the screen does not jump when it arrives. One live region names what is
 * loading (`role="status"`), the shapes themselves are hidden from screen readers. The shimmer
 * stops for people who ask for less motion.
 */
export function Skeleton({ label, rows = 3, cards = false }: { label?: string; rows?: number; cards?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="pc-skeleton" role="status" aria-label={label ?? t("common.loading")} data-loading="">
      {Array.from({ length: rows }, (_, i) => (
        <span
          key={i}
          aria-hidden
          className={cards ? "pc-skeleton-line pc-skeleton-card" : "pc-skeleton-line"}
          style={cards ? undefined : { width: WIDTHS[i % WIDTHS.length] }}
        />
      ))}
    </div>
  );
}
