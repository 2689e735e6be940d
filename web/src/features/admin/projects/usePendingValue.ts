import { useState } from "react";

/**
 * A control that writes as soon as it changes (a selector, a switch): while the write and the
 * re-read after it are under way it shows the chosen value; once the server's value changes, or
 * the write fails, it shows the server's value again. Nothing of the record is copied.
 */
export function usePendingValue<T>(value: T): [shown: T, change: (next: T, send: (next: T) => Promise<boolean>) => Promise<void>] {
  const [pending, setPending] = useState<{ to: T } | null>(null);
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    setPending(null);
  }
  async function change(next: T, send: (next: T) => Promise<boolean>) {
    setPending({ to: next });
    if (!(await send(next))) setPending(null);
  }
  return [pending ? pending.to : value, change];
}
