/**
 * The live stream (`GET /api/events`, ADR 0037): what changed, told to open pages so they fetch
 * again what they show. Read with `fetch` (an `EventSource` cannot send the bearer token), by one
 * tab per browser and audience: the tab holding a Web Lock reads the stream and shares its events
 * with the others on a `BroadcastChannel` (browsers allow six connections per origin; a stream per
 * tab would stall the seventh). When the stream is lost the state says so, it reconnects with
 * backoff, and a reconnect tells pages to fetch everything again (`resync`), so nothing that
 * happened meanwhile is missed.
 */

export type LiveEvent =
  | { type: "hello" }
  | { type: "project"; id: string }
  | { type: "list" }
  | { type: "account"; id: string }
  | { type: "ticket"; id: string }
  | { type: "mail"; id: string }
  | { type: "resync" }
  | { type: "end" };

export type LiveState = "connecting" | "live" | "offline";

export interface LiveHandlers {
  event(e: LiveEvent): void;
  state(s: LiveState): void;
}

/**
 * Splits Server-Sent Events text into the complete events it holds and what is left over. Kept by
 * hand, not taken from `eventsource-parser` (ADR 0041): the server writes an `event:` line and one
 * `data:` line of JSON per event, and the package would more than double this module's download.
 * Lenient where the stream never goes: names and data are trimmed, data lines are joined with
 * nothing between them (the server writes one), and `id:` and `retry:` are ignored (none are sent).
 */
export function parseEvents(text: string): { events: LiveEvent[]; rest: string } {
  const events: LiveEvent[] = [];
  // Split at blank lines (a line ends at CRLF, LF or CR), the rest kept as it came: a chunk can end
  // between a CR and its LF, which the next chunk then completes as one line end.
  const blocks = text.split(/(?:\r\n|\r(?!\n)|\n){2}/);
  const rest = blocks.pop() ?? "";
  for (const block of blocks) {
    let name = "message";
    let data = "";
    for (const line of block.split(/\r\n?|\n/)) {
      if (line.startsWith("event:")) name = line.slice(6).trim();
      else if (line.startsWith("data:")) data += line.slice(5).trim();
    }
    const event = toEvent(name, data);
    if (event) events.push(event);
  }
  return { events, rest };
}

function toEvent(name: string, data: string): LiveEvent | null {
  let body: unknown;
  try {
    body = data ? JSON.parse(data) : {};
  } catch {
    return null;
  }
  const id = typeof body === "object" && body !== null && "_id" in body && typeof body._id === "string" ? body._id : null;
  switch (name) {
    case "hello":
    case "list":
    case "resync":
    case "end":
      return { type: name };
    case "project":
    case "account":
    case "ticket":
    case "mail":
      return id ? { type: name, id } : null;
    default:
      return null;
  }
}

/** Waits before the n-th reconnect: 1 s, 2 s, 4 s... at most 30 s, with a little jitter. */
export function backoff(attempt: number): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return base + Math.floor(Math.random() * 250);
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Reads the stream until `signal` aborts or the session ends, reconnecting when it drops. */
async function read(token: () => Promise<string | null>, on: LiveHandlers, signal: AbortSignal): Promise<void> {
  let attempt = 0;
  let connected = false;
  while (!signal.aborted) {
    const bearer = await token();
    if (!bearer) return;
    on.state("connecting");
    try {
      const res = await fetch("/api/events", { headers: { authorization: `Bearer ${bearer}` }, signal, cache: "no-store" });
      // The session ended: no stream again. The page's next action meets the same 401 and signs
      // the person out then, so a draft being typed is not lost to a redirect meanwhile.
      if (res.status === 401) return;
      if (!res.ok || !res.body) throw new Error(`live stream: ${res.status}`);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const parsed = parseEvents(buffer + value);
        buffer = parsed.rest;
        for (const e of parsed.events) {
          if (e.type === "end") {
            // The session ended (the server says so rather than refusing the next stream, a 401
            // in the console): as above, no stream again, and the next action signs out.
            await reader.cancel().catch(() => undefined);
            return;
          }
          if (e.type === "hello") {
            on.state("live");
            // Back after a loss: whatever happened meanwhile is read again.
            on.event(connected ? { type: "resync" } : e);
            connected = true;
            attempt = 0;
          } else on.event(e);
        }
      }
    } catch {
      // Dropped, refused or aborted: said below, and tried again unless aborted.
    }
    if (signal.aborted) return;
    on.state("offline");
    await sleep(backoff(attempt++), signal);
  }
}

interface Shared {
  /** `join`: a tab starts following and asks the tab holding the stream where it stands. */
  kind: "event" | "state" | "join";
  event?: LiveEvent;
  state?: LiveState;
}

/**
 * Follows the live stream for `audience` ("client" or "admin") with `token`, in this tab or through
 * the tab that holds it. Returns the function that stops following.
 */
export function followLive(audience: string, token: () => Promise<string | null>, on: LiveHandlers): () => void {
  const stop = new AbortController();
  const name = `portico-live-${audience}`;
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(name);
  // The stream's state, while this tab holds it.
  let held: LiveState | null = null;
  channel?.addEventListener("message", (m: MessageEvent<Shared>) => {
    if (m.data.kind === "event" && m.data.event) on.event(m.data.event);
    if (m.data.kind === "state" && m.data.state) on.state(m.data.state);
    // A tab joins a stream already live: its first hello is its catch-up (what changed between its
    // page's reads and now went by before it listened). Other tabs read a second hello as nothing.
    if (m.data.kind === "join" && held === "live") {
      channel.postMessage({ kind: "state", state: held } satisfies Shared);
      channel.postMessage({ kind: "event", event: { type: "hello" } } satisfies Shared);
    }
  });
  // What this tab reads, it tells itself and the others.
  const leader: LiveHandlers = {
    event(e) {
      on.event(e);
      channel?.postMessage({ kind: "event", event: e } satisfies Shared);
    },
    state(s) {
      held = s;
      on.state(s);
      channel?.postMessage({ kind: "state", state: s } satisfies Shared);
    },
  };
  channel?.postMessage({ kind: "join" } satisfies Shared);
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (locks && channel) {
    // Held while this tab reads; the next tab waiting takes over when it closes.
    locks
      .request(name, { signal: stop.signal }, () => read(token, leader, stop.signal).finally(() => (held = null)))
      .catch(() => undefined);
  } else {
    void read(token, leader, stop.signal);
  }
  return () => {
    stop.abort();
    channel?.close();
  };
}
