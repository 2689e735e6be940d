import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CheckState, LinkedItem } from "../../api/types.gen";
import "../labels/labels.css";
import "./badges.css";

export type Tone = "green" | "red" | "yellow" | "purple" | "gray";

function Badge({ tone, title, children }: { tone: Tone; title?: string; children: ReactNode }) {
  return (
    <span className="label-badge code-badge" data-tone={tone} title={title}>
      {children}
    </span>
  );
}

const CHECK_TONE: Record<CheckState, Tone> = { success: "green", pending: "yellow", failure: "red" };

/** A commit's checks (in place of the spec's fixed 'Status: Approved'); nothing when it has none. */
export function CheckBadge({ status }: { status: CheckState | null }) {
  const { t } = useTranslation();
  if (status === null) return null;
  return (
    <Badge tone={CHECK_TONE[status]}>
      <span className="visually-hidden">{t("portal.code.checks")}: </span>
      {t(`portal.code.check.${status}`)}
    </Badge>
  );
}

/** The states an issue or pull request can be in, as the server names them. */
const ITEM_STATES = ["open", "closed", "merged"] as const;
type ItemState = (typeof ITEM_STATES)[number] | "unknown";

const ITEM_TONE: Record<ItemState, Tone> = { open: "green", closed: "red", merged: "purple", unknown: "gray" };

export function itemState(state: string): ItemState {
  return (ITEM_STATES as readonly string[]).includes(state) ? (state as ItemState) : "unknown";
}

/** Open / Closed / Merged (and Draft, for a pull request still being written). */
export function ItemStateBadge({ state, draft = false }: { state: string; draft?: boolean }) {
  const { t } = useTranslation();
  const known = itemState(state);
  return (
    <>
      <Badge tone={ITEM_TONE[known]}>{t(`portal.code.state.${known}`)}</Badge>
      {draft && known === "open" && <Badge tone="gray">{t("portal.code.state.draft")}</Badge>}
    </>
  );
}

/** A task's linked issue or pull request: "#12 · Open" (the number alone while its state is unknown). */
export function LinkedItemBadge({ item }: { item: LinkedItem }) {
  const { t } = useTranslation();
  const known = itemState(item.state);
  return (
    <Badge tone={ITEM_TONE[known]} title={item.title || undefined}>
      <span className="visually-hidden">{item.kind === "pull" ? t("portal.code.linkedPull") : t("portal.code.linkedIssue")} </span>
      {`#${item.number}`}
      {known !== "unknown" && ` · ${t(`portal.code.state.${known}`)}`}
    </Badge>
  );
}
