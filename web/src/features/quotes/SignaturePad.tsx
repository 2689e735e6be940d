import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";

/** The drawing's size in its own units: what the recorded path's coordinates are in. */
const WIDTH = 400;
const HEIGHT = 120;
/** The server takes at most this many characters of path data. */
const MAX_PATH = 20_000;
/** A keyboard step, in the drawing's units. */
const STEP = 8;

type Point = [number, number];

/** Straight strokes as SVG path data: `M 10 20 L 12 24 M 40 20 L 41 22` (what the server records). */
export function pathOf(strokes: readonly (readonly Point[])[]): string {
  return strokes
    .filter((s) => s.length > 0)
    .map((s) => s.map(([x, y], i) => `${i === 0 ? "M" : "L"} ${x} ${y}`).join(" "))
    .join(" ");
}

const clamp = (n: number, max: number) => Math.min(max, Math.max(0, Math.round(n)));

/**
 * An optional drawn signature: a pad that takes a mouse, a finger or a pen (pointer events), and
 * the keyboard (arrow keys draw from a cursor, Space lifts or sets down the pen), with Clear. It
 * draws exactly the path it gives `onChange`, in whole units, so what is recorded is what was seen.
 */
export function SignaturePad({ value, onChange }: { value: string; onChange(path: string): void }) {
  const { t } = useTranslation();
  const [strokes, setStrokes] = useState<Point[][]>([]);
  const [cursor, setCursor] = useState<Point>([WIDTH / 2, HEIGHT / 2]);
  const [penDown, setPenDown] = useState(false);
  const drawing = useRef(false);
  const svg = useRef<SVGSVGElement>(null);

  function update(next: Point[][]) {
    const path = pathOf(next);
    if (path.length > MAX_PATH) return;
    setStrokes(next);
    onChange(path);
  }

  function pointAt(e: PointerEvent<SVGSVGElement>): Point {
    const box = e.currentTarget.getBoundingClientRect();
    const x = box.width > 0 ? ((e.clientX - box.left) / box.width) * WIDTH : 0;
    const y = box.height > 0 ? ((e.clientY - box.top) / box.height) * HEIGHT : 0;
    return [clamp(x, WIDTH), clamp(y, HEIGHT)];
  }

  function add(p: Point, fresh: boolean) {
    const last = strokes[strokes.length - 1];
    if (fresh || !last) return update([...strokes, [p]]);
    const prev = last[last.length - 1];
    if (prev && prev[0] === p[0] && prev[1] === p[1]) return;
    update([...strokes.slice(0, -1), [...last, p]]);
  }

  function onKeyDown(e: KeyboardEvent<SVGSVGElement>) {
    const moves: Record<string, Point> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };
    const move = moves[e.key];
    if (e.key === " ") {
      e.preventDefault();
      if (!penDown) add(cursor, true);
      setPenDown(!penDown);
      return;
    }
    if (!move) return;
    e.preventDefault();
    const next: Point = [clamp(cursor[0] + move[0], WIDTH), clamp(cursor[1] + move[1], HEIGHT)];
    setCursor(next);
    if (penDown) add(next, false);
  }

  const path = value === "" ? "" : pathOf(strokes);
  return (
    <div className="quote-pad-wrap" role="group" aria-labelledby="quote-pad-label">
      <p id="quote-pad-label" className="quote-label">
        {t("quote.sign.draw")}
      </p>
      <p id="quote-pad-hint" className="quote-muted">
        {t("quote.sign.drawHint")}
      </p>
      <svg
        ref={svg}
        className="quote-pad"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="application"
        aria-label={t("quote.sign.pad")}
        aria-describedby="quote-pad-hint quote-pad-state"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onBlur={() => setPenDown(false)}
        onPointerDown={(e) => {
          e.preventDefault();
          e.currentTarget.setPointerCapture?.(e.pointerId);
          drawing.current = true;
          svg.current?.focus({ preventScroll: true });
          add(pointAt(e), true);
        }}
        onPointerMove={(e) => {
          if (drawing.current) add(pointAt(e), false);
        }}
        onPointerUp={() => {
          drawing.current = false;
        }}
        onPointerCancel={() => {
          drawing.current = false;
        }}
      >
        <line x1="16" x2={WIDTH - 16} y1={HEIGHT - 24} y2={HEIGHT - 24} className="quote-pad-line" />
        {path && <path d={path} className="quote-pad-ink" />}
        <circle cx={cursor[0]} cy={cursor[1]} r={penDown ? 4 : 3} className="quote-pad-cursor" data-down={penDown || undefined} />
      </svg>
      <p id="quote-pad-state" className="visually-hidden">
        {path ? t("quote.sign.padDrawn") : t("quote.sign.padEmpty")}
      </p>
      <button
        type="button"
        className="quote-link-button"
        disabled={!path}
        onClick={() => {
          setStrokes([]);
          setPenDown(false);
          onChange("");
        }}
      >
        {t("quote.sign.clear")}
      </button>
    </div>
  );
}
