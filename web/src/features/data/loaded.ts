/** A loader's view of one fetch: the data, or the fact that it failed (already logged). */
export type Loaded<T> = { ok: true; data: T } | { ok: false };
