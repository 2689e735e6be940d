import { useCallback, useState } from "react";
import { useLiveReload } from "../live/signal";

/** How many times a screen's read was asked for again, and whether the last time was quiet. */
export interface Reloads {
  n: number;
  /** Asked for by a live change (ADR 0037), not by the person. */
  quiet: boolean;
}

/** A read as asked for: what it shows (`shown`: the record, or the page of a list) and its reloads. */
interface Asked {
  shown: string;
  reloads: Reloads;
}

/**
 * The reads again of one screen's data: `reload()` (after a write, from Retry) and every live
 * change, which reads again quietly. `reload` is stable, so screens may list it among an effect's
 * dependencies.
 */
export function useReloads(): [Reloads, () => void] {
  const [reloads, setReloads] = useState<Reloads>({ n: 0, quiet: false });
  const reload = useCallback(() => setReloads(({ n }) => ({ n: n + 1, quiet: false })), []);
  useLiveReload(useCallback(() => setReloads(({ n }) => ({ n: n + 1, quiet: true })), []));
  return [reloads, reload];
}

/**
 * A read is under way and says so, unless it is a quiet read again of what is shown (what is
 * shown stays, unmarked, until it answers); a read of another record, page, order or search is.
 */
export function isLoading(answered: Asked | null, asked: Asked): boolean {
  return answered !== asked && !(asked.reloads.quiet && answered?.shown === asked.shown);
}
