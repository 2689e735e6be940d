import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { display } from "../../../wasm/display";
import { layout, utcToday, WIDTH, type Bar, type Layout, type Marker, type Standing, type TimelineGoal, type TimelineMilestone, type TimelineSprint } from "./layout";
import { TimelineText } from "./TimelineText";
import "./timeline.css";

export interface TimelineProps {
  sprints: readonly TimelineSprint[];
  /** Null when they could not be read (their own section says so): the timeline then has no goal markers. */
  goals: readonly TimelineGoal[] | null;
  milestones: readonly TimelineMilestone[] | null;
  /** `YYYY-MM-DD`; today in UTC unless given (tests). */
  today?: string;
}

export const STANDINGS: readonly Standing[] = ["completed", "active", "late", "upcoming"];

/**
 * The project's calendar as a figure named by its caption: a bar per sprint, told apart by fill
 * pattern and outline as well as colour, each labelled with its title and standing in words;
 * diamonds for goals' last dates, triangles for payment milestones; a line for today. The SVG's
 * `aria-label` sums it up, and visually hidden tables give each sprint's dates and standing and
 * each goal's and milestone's date.
 */
export default function TimelineFigure({ sprints, goals, milestones, today = utcToday() }: TimelineProps) {
  const { t } = useTranslation();
  const captionId = useId();
  // The chart defines the fill patterns; the legend's swatches use the same ones.
  const ids = safeId(useId());
  const g = layout(sprints, goals ?? [], milestones ?? [], today);
  const undated = sprints.filter((s) => !g?.bars.some((b) => b.sprint._id === s._id));

  return (
    <div className="timeline">
      <figure aria-labelledby={captionId}>
        <figcaption id={captionId}>{t("timeline.caption")}</figcaption>
        {!g ? (
          <p className="timeline-note">{t("timeline.empty")}</p>
        ) : (
          <>
            <p className="timeline-note">{t("timeline.explain")}</p>
            <Chart g={g} ids={ids} today={today} counts={{ sprints: g.bars.length, goals: count(g.markers, "goal"), milestones: count(g.markers, "milestone") }} />
            <Legend ids={ids} />
            {undated.length > 0 && <p className="timeline-note">{t("timeline.undated", { names: undated.map((s) => s.title).join(", ") })}</p>}
            <TimelineText sprints={sprints} goals={goals ?? []} milestones={milestones ?? []} today={today} />
          </>
        )}
      </figure>
    </div>
  );
}

function count(markers: readonly Marker[], kind: Marker["kind"]): number {
  return markers.filter((m) => m.kind === kind).length;
}

/** SVG ids may not hold the characters `useId` gives. */
function safeId(id: string): string {
  return `tl${id.replace(/[^A-Za-z0-9_-]/g, "")}`;
}

interface ChartProps {
  g: Layout;
  ids: string;
  today: string;
  counts: { sprints: number; goals: number; milestones: number };
}

function Chart({ g, ids, today, counts }: ChartProps) {
  const { t } = useTranslation();
  const date = display().displayDate;
  const label = t("timeline.summary", { first: date(g.first), last: date(g.last), today: date(today), ...counts });
  const anchor = (i: number, n: number) => (n === 1 ? "middle" : i === 0 ? "start" : i === n - 1 ? "end" : "middle");
  return (
    <svg className="timeline-chart" viewBox={`0 0 ${WIDTH} ${g.height}`} role="img" aria-label={label}>
      <Patterns ids={ids} />
      {g.ticks.map((tick) => (
        <line key={tick.date} className="timeline-grid" x1={tick.x} x2={tick.x} y1={g.todayLabelY + 6} y2={g.axisY} />
      ))}
      <line className="timeline-axis" x1={g.left} x2={g.right} y1={g.axisY} y2={g.axisY} />
      {g.ticks.map((tick, i) => (
        <text key={tick.date} x={tick.x} y={g.axisY + 18} textAnchor={anchor(i, g.ticks.length)}>
          {date(tick.date)}
        </text>
      ))}
      {g.bars.map((bar) => (
        <SprintBar key={bar.sprint._id} bar={bar} height={g.barHeight} ids={ids} />
      ))}
      {g.markers.map((m) => (
        <MarkerShape key={`${m.kind}-${m.id}`} marker={m} />
      ))}
      <line className="timeline-today" x1={g.today.x} x2={g.today.x} y1={g.todayLabelY + 6} y2={g.axisY} />
      <text className="timeline-today-label" x={g.today.x} y={g.todayLabelY} textAnchor={g.today.labelAnchor}>
        {t("timeline.today")}
      </text>
    </svg>
  );
}

/** Fill patterns: diagonal hatching for active sprints, cross-hatching for late ones. */
function Patterns({ ids }: { ids: string }) {
  return (
    <defs>
      <pattern id={`${ids}-active`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" style={{ fill: "var(--pc-surface)" }} />
        <line x1="0" x2="0" y1="0" y2="6" style={{ stroke: "var(--pc-chart-blue)" }} strokeWidth="3" />
      </pattern>
      <pattern id={`${ids}-late`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" style={{ fill: "var(--pc-surface)" }} />
        <line x1="0" x2="0" y1="0" y2="6" style={{ stroke: "var(--pc-chart-red)" }} strokeWidth="2" />
        <line x1="0" x2="6" y1="0" y2="0" style={{ stroke: "var(--pc-chart-red)" }} strokeWidth="2" />
      </pattern>
    </defs>
  );
}

/**
 * The fill of a standing's bar: a pattern, or solid, or the surface. Colours are root.css's tokens,
 * set as style (a presentation attribute takes no `var()`).
 */
function fillOf(standing: Standing, ids: string): { fill?: string; style?: { fill: string } } {
  if (standing === "active" || standing === "late") return { fill: `url(#${ids}-${standing})` };
  return { style: { fill: standing === "completed" ? "var(--pc-chart-green)" : "var(--pc-surface)" } };
}

function SprintBar({ bar, height, ids }: { bar: Bar; height: number; ids: string }) {
  const { t } = useTranslation();
  const standing = t(`timeline.standing.${bar.standing}`);
  return (
    <g>
      <text className="timeline-bar-label" x={bar.labelX} y={bar.y - 5} textAnchor={bar.labelAnchor}>
        {t("timeline.barLabel", { title: bar.sprint.title, standing })}
      </text>
      <rect className={`timeline-bar timeline-bar-${bar.standing}`} x={bar.x} y={bar.y} width={bar.width} height={height} rx="2" {...fillOf(bar.standing, ids)} />
    </g>
  );
}

/** Goals as diamonds, milestones as triangles; the title and date show on hover. */
function MarkerShape({ marker }: { marker: Marker }) {
  const { t } = useTranslation();
  const date = display().displayDate;
  const { x, y } = marker;
  const d = marker.kind === "goal" ? `M${x} ${y - 7}L${x + 7} ${y}L${x} ${y + 7}L${x - 7} ${y}Z` : `M${x} ${y - 7}L${x + 7} ${y + 6}L${x - 7} ${y + 6}Z`;
  return (
    <path className={`timeline-marker timeline-${marker.kind}`} d={d}>
      <title>{`${t(`timeline.${marker.kind}`)}: ${marker.title}, ${date(marker.date)}`}</title>
    </path>
  );
}

/** The swatch of each legend entry, drawn as on the chart. */
function Swatch({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" width="28" height="16" viewBox="0 0 28 16">
      {children}
    </svg>
  );
}

function Legend({ ids }: { ids: string }) {
  const { t } = useTranslation();
  return (
    <ul className="timeline-legend">
      {STANDINGS.map((s) => (
        <li key={s}>
          <Swatch>
            <rect className={`timeline-bar timeline-bar-${s}`} x="2" y="3" width="24" height="10" rx="2" {...fillOf(s, ids)} />
          </Swatch>
          {t(`timeline.standing.${s}`)}
        </li>
      ))}
      <li>
        <Swatch>
          <path className="timeline-marker timeline-goal" d="M14 1L21 8L14 15L7 8Z" />
        </Swatch>
        {t("timeline.goal")}
      </li>
      <li>
        <Swatch>
          <path className="timeline-marker timeline-milestone" d="M14 1L21 14L7 14Z" />
        </Swatch>
        {t("timeline.milestone")}
      </li>
      <li>
        <Swatch>
          <line className="timeline-today" x1="14" x2="14" y1="0" y2="16" />
        </Swatch>
        {t("timeline.today")}
      </li>
    </ul>
  );
}
