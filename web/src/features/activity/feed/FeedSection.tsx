import { Text, Title } from "@mantine/core";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { activityFeed, markActivitySeen, type ActivityFeed, type ActivityView } from "../../../api/client";
import { labelText } from "../../../i18n/labels";
import { display } from "../../../wasm/display";
import { formatMoney } from "../../project/format";
import { currentViewAs } from "../../auth/session";
import { useRecord } from "../../data/useRecord";
import { useLiveReload } from "../../live/signal";
import { timeAgo, useNow } from "../../data/time";
import { byDay, byProject, linkOf, splitAtVisit, type DayGroup } from "./group";
import { familyOf, KindIcon } from "./KindIcon";
import "./feed.css";
import { Skeleton } from "../../page/Skeleton";

// Only a failed read shows it: the feed's first load does not carry Mantine's Button with it.
const RetryAlert = lazy(() => import("../../data/RetryAlert").then((m) => ({ default: m.RetryAlert })));

export interface FeedSectionProps {
  /** One project's feed (the road map's "Recent activity"); all the client's projects when absent. */
  projectId?: string;
}

interface Feed {
  events: ActivityView[];
  next: string | null;
  lastVisit: string | null;
}

/**
 * The client's activity (issue 22): on the dashboard, what changed in every project since their
 * last visit, by project and day, then what came before; on a road map, that project's recent
 * activity by day. Read 20 at a time; opening the dashboard's feed counts as a visit (not during a
 * staff member's read-only view).
 */
export default function FeedSection({ projectId }: FeedSectionProps) {
  const { t } = useTranslation();
  const first = useRecord((signal) => activityFeed(projectId ? { project: projectId } : {}, signal), projectId ?? "all");
  // What happens while the page is open arrives at the top (ADR 0037).
  useLiveReload(first.reload);
  // Pages after the first, for the first page they follow (a new first read starts over).
  const [later, setLater] = useState<{ after: ActivityFeed; events: ActivityView[]; next: string | null } | null>(null);
  const [paging, setPaging] = useState<"idle" | "loading" | "failed">("idle");
  // "2 hours ago" stays true while the page is open.
  const now = useNow();

  // The visit this page view follows is the one its first read named: reads again (live changes)
  // come after this view was counted as a visit, and would otherwise move everything out of
  // "Since your last visit" while the person reads it. The view is counted once.
  const [visit, setVisit] = useState<{ lastVisit: string | null } | null>(null);
  if (first.data && visit === null) setVisit({ lastVisit: first.data.lastVisit ?? null });
  const counted = visit !== null;
  useEffect(() => {
    if (counted && !projectId && !currentViewAs()) markActivitySeen().catch(() => undefined);
  }, [counted, projectId]);

  const page = first.data;
  const more = later?.after === page ? later : null;
  const feed: Feed | null = page
    ? {
        events: [...page.events, ...(more?.events ?? [])],
        next: more ? more.next : (page.next ?? null),
        lastVisit: visit ? visit.lastVisit : (page.lastVisit ?? null),
      }
    : null;

  async function readMore() {
    if (!page || !feed?.next) return;
    setPaging("loading");
    try {
      const next = await activityFeed({ ...(projectId ? { project: projectId } : {}), before: feed.next });
      setLater({ after: page, events: [...(more?.events ?? []), ...next.events], next: next.next ?? null });
      setPaging("idle");
    } catch {
      setPaging("failed");
    }
  }

  if (!feed) {
    if (first.error)
      return (
        <Suspense>
          <RetryAlert message={t("activity.loadFailed")} retrying={first.loading} onRetry={first.reload} />
        </Suspense>
      );
    return (
      <Skeleton label={t("activity.loading")} />
    );
  }

  const tail = (
    <>
      {paging === "failed" && (
        <Suspense>
          <RetryAlert message={t("activity.loadFailed")} retrying={false} onRetry={() => void readMore()} />
        </Suspense>
      )}
      {feed.next && paging !== "failed" && (
        <button type="button" className="activity-more no-print" onClick={() => void readMore()} disabled={paging === "loading"} aria-busy={paging === "loading"}>
          {t("activity.more")}
        </button>
      )}
    </>
  );

  if (projectId) {
    return (
      <section aria-labelledby="recent-activity" className="activity">
        <Title order={3} id="recent-activity" mb="sm">
          {t("activity.recent")}
        </Title>
        {feed.events.length === 0 ? <p className="muted">{t("activity.empty")}</p> : <Days days={byDay(feed.events, dayOf)} now={now} />}
        {tail}
      </section>
    );
  }
  return <Dashboard feed={feed} now={now} tail={tail} />;
}

function dayOf(at: string): string {
  return display().displayDate(at);
}

function Dashboard({ feed, now, tail }: { feed: Feed; now: number; tail: React.ReactNode }) {
  const { t } = useTranslation();
  const { fresh, older } = useMemo(() => splitAtVisit(feed.events, feed.lastVisit), [feed]);
  return (
    <div className="activity">
      <section aria-labelledby="since-last-visit">
        <Title order={2} size="h3" id="since-last-visit" mt="xl">
          {t("activity.sinceLastVisit")}
        </Title>
        {feed.lastVisit && (
          <Text size="sm" c="var(--pc-text-muted)">
            {t("activity.lastVisitOn", { date: dayOf(feed.lastVisit) })}
          </Text>
        )}
        {fresh.length === 0 ? <p className="muted">{feed.events.length === 0 ? t("activity.empty") : t("activity.nothingNew")}</p> : <Projects events={fresh} now={now} />}
      </section>
      {older.length > 0 && (
        <section aria-labelledby="earlier-activity">
          <Title order={2} size="h3" id="earlier-activity" mt="lg">
            {t("activity.earlier")}
          </Title>
          <Projects events={older} now={now} />
        </section>
      )}
      {tail}
    </div>
  );
}

function Projects({ events, now }: { events: ActivityView[]; now: number }) {
  const { t } = useTranslation();
  return byProject(events, dayOf).map((p) => (
    <div key={p.project ?? "none"} className="activity-project">
      <Title order={3} size="h4">
        {p.title ?? t("activity.noProject")}
      </Title>
      <Days days={p.days} now={now} />
    </div>
  ));
}

function Days({ days, now }: { days: DayGroup[]; now: number }) {
  const { t } = useTranslation();
  const today = dayOf(new Date(now).toISOString());
  const yesterday = dayOf(new Date(now - 86_400_000).toISOString());
  return days.map((d) => (
    <div key={d.day} className="activity-day">
      <Title order={4} size="h5" className="activity-day-title">
        {d.day === today ? t("activity.today") : d.day === yesterday ? t("activity.yesterday") : d.day}
      </Title>
      <ul className="activity-list">
        {d.events.map((e) => (
          <Entry key={e._id} event={e} now={now} />
        ))}
      </ul>
    </div>
  ));
}

function Entry({ event: e, now }: { event: ActivityView; now: number }) {
  const { t, i18n } = useTranslation();
  const status = (s: string) => (s ? labelText(display().taskStatusLabel(s), i18n.language) : "");
  // A sign-off's or a quote's decision names who decided (its `status`), and says so itself.
  const decision = e.kind === "signOffApproved" || e.kind === "signOffChanges" || e.kind === "quoteAccepted" || e.kind === "quoteDeclined";
  // A payment online carries its amount as `442500 INR`: written in the reader's language.
  const paid = e.kind === "paidOnline";
  const [minor, currency] = paid ? e.status.split(" ") : [];
  const text = t(`activity.kind.${e.kind}`, {
    subject: e.subject,
    status: decision || paid ? "" : status(e.status),
    amount: paid && currency ? formatMoney(i18n.language, { minor: Number(minor), currency }) : "",
    previous: status(e.previous),
    target: e.target,
    who: decision ? e.status : "",
  });
  const relative = timeAgo(e.at, now, i18n.language);
  // A timeline: the kind's icon on the line, what happened (a link to where it is), who and when.
  return (
    <li className="activity-entry" data-family={familyOf(e.kind)}>
      <span className="activity-dot">
        <KindIcon kind={e.kind} />
      </span>
      <div className="activity-body">
        <Link to={linkOf(e)} className="activity-what">
          {text}
        </Link>
        <span className="activity-meta muted small">
          {!decision && <>{t(`activity.actor.${e.actor}`)} · </>}
          {/* Focusable, so the date shows on focus as on hover. */}
          <time dateTime={e.at} tabIndex={0} className="activity-when">
            {relative}
            <span className="activity-date"> ({dayOf(e.at)})</span>
          </time>
        </span>
      </div>
    </li>
  );
}
