import { Text } from "@mantine/core";
import { useEffect, useEffectEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { LiveEvent, LiveState } from "../../api/live";
import { LIVE_STOP } from "../../api/liveStop";
import { LIVE_CHANGED } from "./signal";

/** Events closer together than this are read as one: a burst of writes costs one fetch. */
const GATHER_MS = 200;
/** The stream opens this long after the page: a page left within seconds opens none, and the
 * page's first reads go out alone. What changed meanwhile is read once the stream is open. */
const OPEN_AFTER_MS = 3000;


/**
 * Keeps the page's loaders following the live stream (ADR 0037): each change the person may see
 * reads the page's data again, through its usual reads (a 304 where nothing it shows changed), so
 * what is typed and where the focus is stay as they were. Says so, quietly, while the stream is
 * lost. The stream's code loads after the page's first render.
 */
export function LiveUpdates({ audience, token }: { audience: string; token: () => Promise<string | null> }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [state, setState] = useState<LiveState>("connecting");
  const changed = useEffectEvent(() => void revalidator.revalidate());

  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let first = true;
    const onEvent = (e: LiveEvent) => {
      // The first hello: whatever changed between the page's reads and the stream is read now.
      const catchUp = e.type === "hello" && first;
      if (e.type === "hello") first = false;
      if ((e.type === "hello" && !catchUp) || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        window.dispatchEvent(new Event(LIVE_CHANGED));
        changed();
      }, GATHER_MS);
    };
    const opening = setTimeout(() => {
      void import("../../api/live").then(({ followLive }) => {
        if (!stopped) stop = followLive(audience, token, { event: onEvent, state: setState });
      });
    }, OPEN_AFTER_MS);
    const halt = () => {
      stopped = true;
      clearTimeout(opening);
      clearTimeout(timer);
      stop?.();
    };
    // Signing out: nothing more is read for a change heard meanwhile.
    window.addEventListener(LIVE_STOP, halt);
    return () => {
      window.removeEventListener(LIVE_STOP, halt);
      halt();
    };
  }, [audience, token]);

  return (
    <Text role="status" size="xs" c="var(--pc-text-muted)" className="live-status">
      {state === "offline" ? t("common.liveOffline") : ""}
    </Text>
  );
}
