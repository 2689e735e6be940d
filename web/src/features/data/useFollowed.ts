import { useState } from "react";
import type { Loaded } from "./loaded";

/**
 * A list the page adds to (a ticket opened, an update posted) that also follows its loader: when
 * the loader reads again (a live change, ADR 0037), what it read replaces what is shown, unless
 * that read failed, where what is shown stays.
 */
export function useFollowed<T>(loaded: Loaded<T>): [Loaded<T>, (next: Loaded<T>) => void] {
  const [shown, setShown] = useState(loaded);
  const [from, setFrom] = useState(loaded);
  if (loaded !== from) {
    // Adjusted while rendering (not in an effect), so no frame shows the older list.
    setFrom(loaded);
    if (loaded.ok) setShown(loaded);
  }
  return [shown, setShown];
}
