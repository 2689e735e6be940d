import { useEffect, useEffectEvent, useMemo, useState } from "react";
import { isLoading, useReloads } from "./useReloads";

export interface RecordState<T> {
  /** The record once read (the previous one while it is read again). */
  data: T | undefined;
  /** Why the last read failed; null after a success. */
  error: unknown;
  /** A read is under way. */
  loading: boolean;
  /** Reads it again (after a write, or from Retry). */
  reload(): void;
}

/**
 * One record read from the server for a screen (a member, a client, a project, its code activity): read again
 * when `key` changes or on `reload()`, the latest read winning. Writes call `reload()`, so the
 * screen shows what the server holds rather than a copy patched by hand. A live change (ADR 0037)
 * reads it again quietly: what is shown stays, and is not marked as loading, until the read
 * answers.
 */
export function useRecord<T>(load: (signal: AbortSignal) => Promise<T>, key: string): RecordState<T> {
  const [reloads, reload] = useReloads();
  const request = useMemo(() => ({ shown: key, reloads }), [key, reloads]);
  const [outcome, setOutcome] = useState<{ request: typeof request | null; data: T | undefined; error: unknown }>({
    request: null,
    data: undefined,
    error: null,
  });
  const read = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    read(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setOutcome({ request, data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setOutcome((prev) => ({ request, data: prev.data, error }));
      },
    );
    return () => controller.abort();
  }, [request]);

  return {
    data: outcome.data,
    error: outcome.error,
    loading: isLoading(outcome.request, request),
    reload,
  };
}
