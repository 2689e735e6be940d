/**
 * The before/after of an audit entry as rows a person can read: one row per field (the union of
 * both records' fields), changed ones first, each value formatted (times as dates, lists joined),
 * and the field name spelled out. The records are the database rows the server logged.
 */
export type AuditRecord = Readonly<Record<string, unknown>>;

export interface DiffRow {
  /** The field as logged (`project_details_desc`). */
  key: string;
  /** `Project details desc`. */
  label: string;
  /** Formatted; null when the field is absent on that side (created or deleted records). */
  before: string | null;
  after: string | null;
  changed: boolean;
}

/** `updated_at` / `createdAt` holding milliseconds since 1970 (after 2001, so no small number passes). */
function isTimestamp(key: string, value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 1e12 && /(_at|At)$/.test(key);
}

/** `2026-11-23 12:07 UTC`: the same text whatever the viewer's time zone. */
export function formatInstant(value: number | string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export function formatValue(key: string, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (isTimestamp(key, value)) return formatInstant(value);
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map((item) => formatValue("", item)).join(", ");
  return JSON.stringify(value);
}

/** `project_details_desc` and `projectDetailsDesc` both read `Project details desc`. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  if (words.length === 0) return key;
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function auditDiff(before: AuditRecord | null, after: AuditRecord | null): DiffRow[] {
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  const rows = keys.map((key): DiffRow => {
    const has = (r: AuditRecord | null) => r !== null && Object.hasOwn(r, key);
    const b = has(before) ? formatValue(key, before?.[key]) : null;
    const a = has(after) ? formatValue(key, after?.[key]) : null;
    return { key, label: fieldLabel(key), before: b, after: a, changed: !same(before?.[key], after?.[key]) || has(before) !== has(after) };
  });
  // Changed fields first; otherwise the records' own order.
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}
