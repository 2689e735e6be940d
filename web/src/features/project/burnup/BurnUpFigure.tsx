import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BurnPoint, BurnUp } from "../../../api/client";
import { display } from "../../../wasm/display";
import "./burnup.css";
import { geometry, HEIGHT, summarize, TABLE_DAYS, WIDTH } from "./chart";

const WHOLE = "";

/**
 * The burn-up as a figure: a selector (whole project or one sprint), two lines told apart by
 * stroke as well as colour (done solid, scope dashed) with a legend in words, and a text
 * alternative: the chart's `aria-label` sums it up, and a visually hidden table gives the last
 * month's figures day by day. The selector is left out of print.
 */
export function BurnUpFigure({ view }: { view: BurnUp }) {
  const { t } = useTranslation();
  const selectId = useId();
  const captionId = useId();
  const [which, setWhich] = useState(WHOLE);
  const sprint = view.sprints.find((s) => s._id === which);
  const points = sprint ? sprint.points : view.project;
  const name = sprint ? sprint.title : t("burnUp.wholeProject");

  return (
    <div className="burn-up">
      {view.sprints.length > 0 && (
        <div className="burn-up-controls">
          <label htmlFor={selectId}>{t("burnUp.show")}</label>
          <select id={selectId} value={which} onChange={(e) => setWhich(e.target.value)}>
            <option value={WHOLE}>{t("burnUp.wholeProject")}</option>
            {view.sprints.map((s) => (
              <option key={s._id} value={s._id}>
                {s.title}
              </option>
            ))}
          </select>
        </div>
      )}
      {/* Named by its caption; said explicitly, as not every tool derives a figure's name from it. */}
      <figure aria-labelledby={captionId}>
        <figcaption id={captionId}>{t("burnUp.caption", { which: name })}</figcaption>
        <p className="burn-up-explain">{t("burnUp.explain")}</p>
        {points.length === 0 ? (
          <p className="burn-up-empty">{t(sprint ? "burnUp.notStarted" : "burnUp.empty")}</p>
        ) : (
          <>
            <Chart points={points} />
            <Legend />
            <DataTable points={points} />
          </>
        )}
      </figure>
    </div>
  );
}

function Chart({ points }: { points: readonly BurnPoint[] }) {
  const { t } = useTranslation();
  const date = display().displayDate;
  const g = geometry(points);
  const s = summarize(points);
  const label = !s
    ? ""
    : t(s.from === s.scope ? "burnUp.summarySteady" : "burnUp.summary", {
        first: date(s.first),
        last: date(s.last),
        done: s.done,
        scope: s.scope,
        from: s.from,
      });
  const anchor = (i: number, n: number) => (n === 1 ? "middle" : i === 0 ? "start" : i === n - 1 ? "end" : "middle");
  return (
    <svg className="burn-up-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      {g.yTicks.map((tick) => (
        <g key={tick.label}>
          <line className="burn-up-grid" x1={g.left} x2={g.right} y1={tick.at} y2={tick.at} />
          <text x={g.left - 6} y={tick.at} textAnchor="end" dominantBaseline="middle">
            {tick.label}
          </text>
        </g>
      ))}
      <line className="burn-up-axis" x1={g.left} x2={g.left} y1={g.top} y2={g.bottom} />
      {g.xTicks.map((tick, i) => (
        <text key={tick.label} x={tick.at} y={g.bottom + 18} textAnchor={anchor(i, g.xTicks.length)}>
          {date(tick.label)}
        </text>
      ))}
      <path className="burn-up-scope" d={g.scope} />
      <path className="burn-up-done" d={g.done} />
    </svg>
  );
}

function Legend() {
  const { t } = useTranslation();
  return (
    <ul className="burn-up-legend">
      <LegendItem line="burn-up-done" label={t("burnUp.done")} />
      <LegendItem line="burn-up-scope" label={t("burnUp.scope")} />
    </ul>
  );
}

/** A line drawn as the chart draws it (`line`, its class), and what it shows. */
function LegendItem({ line, label }: { line: string; label: string }) {
  return (
    <li>
      <svg aria-hidden="true" width="32" height="12" viewBox="0 0 32 12">
        <line className={line} x1="2" x2="30" y1="6" y2="6" />
      </svg>
      {label}
    </li>
  );
}

function DataTable({ points }: { points: readonly BurnPoint[] }) {
  const { t } = useTranslation();
  const date = display().displayDate;
  const rows = points.slice(-TABLE_DAYS);
  const cut = rows.length < points.length;
  return (
    // Hidden in a box of its own: a table is never narrower than its cells, and would widen the page.
    <div className="visually-hidden">
      <table>
        <caption>
          {t("burnUp.tableCaption")}
          {cut && ` ${t("burnUp.tableLast", { shown: rows.length, total: points.length })}`}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("burnUp.date")}</th>
            <th scope="col">{t("burnUp.done")}</th>
            <th scope="col">{t("burnUp.scope")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.date}>
              <th scope="row">{date(p.date)}</th>
              <td>{p.done}</td>
              <td>{p.scope}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
