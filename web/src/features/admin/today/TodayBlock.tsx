import { Anchor, Badge } from "@mantine/core";
import "@mantine/core/styles/Badge.layer.css";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** One thing waiting, a link to where it is handled. */
export interface TodayRow {
  key: string;
  href: string;
  label: string;
  /** Who and what it is about, and when: one line. */
  detail: string;
}

export interface TodayBlockProps {
  /** Names the block's words: `admin.today.<kind>.heading`, `.empty`. */
  kind: "tickets" | "signoffs" | "invoices" | "milestones" | "mails";
  /** How many there are in all (the rows are the first of them). */
  total: number;
  rows: TodayRow[];
  /** Where every one of them is listed, when there is such a list. */
  all?: { href: string; label: string };
}

/**
 * A block of the staff home: its heading with how many there are, the first rows as links, and
 * what is fine when there is none. The region is named by the heading's words alone, so it keeps
 * its name while the figure moves.
 */
export function TodayBlock({ kind, total, rows, all }: TodayBlockProps) {
  const { t } = useTranslation();
  const id = `today-${kind}`;
  const more = total - rows.length;
  return (
    <section className="card today-block" aria-labelledby={id}>
      <h2 className="today-heading">
        <span id={id}>{t(`admin.today.${kind}.heading`)}</span>{" "}
        <Badge component="span" size="lg" variant="light" color={total > 0 ? "blue.9" : "gray.8"} className="today-count">
          {total}
        </Badge>
      </h2>
      {rows.length === 0 ? (
        <p className="muted">{t(`admin.today.${kind}.empty`)}</p>
      ) : (
        <ul className="plain-list today-rows">
          {rows.map((row) => (
            <li key={row.key}>
              <Anchor component={Link} to={row.href} fw={600}>
                {row.label}
              </Anchor>
              <div className="muted small">{row.detail}</div>
            </li>
          ))}
        </ul>
      )}
      {(more > 0 || (all && total > 0)) && (
        <p className="small today-more">
          {more > 0 && <span>{t("admin.today.more", { count: more })} </span>}
          {all && (
            <Anchor component={Link} to={all.href} size="sm">
              {all.label}
            </Anchor>
          )}
        </p>
      )}
    </section>
  );
}
