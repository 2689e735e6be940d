import type { QuoteInput } from "../../../wasm";

/** One line as the editor holds it: every value as typed (the rule reads the text). */
export interface LineDraft {
  key: number;
  title: string;
  description: string;
  quantity: string;
  unitPrice: string;
  /** The "No tax" choice: the name and rate are then not sent. */
  noTax: boolean;
  taxName: string;
  taxRate: string;
  /** The milestone's position, as the select holds it ("0", "1"...). */
  milestone: string;
}

export interface MilestoneDraft {
  key: number;
  title: string;
  release: "acceptance" | "goal";
  goal: string;
  dueDate: string;
}

/** A quote or change request as staff type it. */
export type QuoteDraft = {
  project: string;
  kind: "quote" | "change";
  title: string;
  validUntil: string;
  terms: string;
  rule: "any" | "all";
  lines: LineDraft[];
  milestones: MilestoneDraft[];
};

let nextKey = 1;
/** A row's React key: rows are added and removed, so their positions are not keys. */
export function rowKey(): number {
  return nextKey++;
}

export function emptyLine(milestone = "0", tax?: Pick<LineDraft, "noTax" | "taxName" | "taxRate">): LineDraft {
  return {
    key: rowKey(),
    title: "",
    description: "",
    quantity: "1",
    unitPrice: "",
    noTax: tax?.noTax ?? true,
    taxName: tax?.taxName ?? "",
    taxRate: tax?.taxRate ?? "",
    milestone,
  };
}

export function emptyMilestone(): MilestoneDraft {
  return { key: rowKey(), title: "", release: "acceptance", goal: "", dueDate: "" };
}

/** `YYYY-MM-DD` of the local day `days` from `now`. */
export function dayFrom(now: Date, days: number): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, "0")).join("-");
}

/** How long a new quote stays open, unless staff say otherwise. */
export const DEFAULT_VALID_DAYS = 30;

export function emptyDraft(kind: QuoteDraft["kind"], project = "", now = new Date()): QuoteDraft {
  return {
    project,
    kind,
    title: "",
    validUntil: dayFrom(now, DEFAULT_VALID_DAYS),
    terms: "",
    rule: "any",
    lines: [emptyLine()],
    milestones: [emptyMilestone()],
  };
}

const text = (v: unknown): string => (typeof v === "number" ? String(v) : typeof v === "string" ? v : "");
const optional = (v: string): string | undefined => (v.trim() === "" ? undefined : v);

/** The body the API and the rule take; `currency` is the project's. */
export function toInput(d: QuoteDraft, currency: string | undefined): QuoteInput {
  return {
    project: optional(d.project),
    kind: d.kind,
    title: d.title,
    currency,
    validUntil: d.validUntil,
    terms: d.terms,
    rule: d.rule,
    lines: d.lines.map((l) => ({
      title: l.title,
      description: optional(l.description),
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      taxName: l.noTax ? "" : l.taxName,
      taxRate: l.noTax ? undefined : optional(l.taxRate),
      milestone: l.milestone === "" ? undefined : Number(l.milestone),
    })),
    milestones: d.milestones.map((m) => ({
      title: m.title,
      release: m.release,
      goal: m.release === "goal" ? optional(m.goal) : undefined,
      dueDate: optional(m.dueDate),
    })),
  };
}

/** A saved draft's content (the `QuoteInput` as typed, nulls where nothing was) back in the editor. */
export function fromInput(content: unknown): QuoteDraft {
  const c = (typeof content === "object" && content !== null ? content : {}) as Record<string, unknown>;
  const rows = (v: unknown) => (Array.isArray(v) ? (v as Record<string, unknown>[]) : []);
  return {
    project: text(c.project),
    kind: c.kind === "change" ? "change" : "quote",
    title: text(c.title),
    validUntil: text(c.validUntil),
    terms: text(c.terms),
    rule: c.rule === "all" ? "all" : "any",
    lines: rows(c.lines).map((l) => ({
      key: rowKey(),
      title: text(l.title),
      description: text(l.description),
      quantity: text(l.quantity),
      unitPrice: text(l.unitPrice),
      noTax: text(l.taxName).trim() === "",
      taxName: text(l.taxName),
      taxRate: text(l.taxRate),
      milestone: typeof l.milestone === "number" ? String(l.milestone) : "",
    })),
    milestones: rows(c.milestones).map((m) => ({
      key: rowKey(),
      title: text(m.title),
      release: m.release === "goal" ? "goal" : "acceptance",
      goal: text(m.goal),
      dueDate: text(m.dueDate),
    })),
  };
}

/**
 * A milestone removed: the lines paid with it move to the first one, the later ones' positions
 * shift down, so no line points past the end.
 */
export function withoutMilestone(d: QuoteDraft, index: number): QuoteDraft {
  return {
    ...d,
    milestones: d.milestones.filter((_, i) => i !== index),
    lines: d.lines.map((l) => {
      const m = Number(l.milestone);
      if (l.milestone === "" || Number.isNaN(m)) return l;
      return { ...l, milestone: m === index ? "0" : m > index ? String(m - 1) : l.milestone };
    }),
  };
}
