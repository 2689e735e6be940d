import { lazy } from "react";
import { Lazily } from "../data/Lazily";
import { loadActivityWords } from "../../i18n";
import type { FeedSectionProps } from "./feed/FeedSection";

// Its own chunk, with its words in the interface language: the feed loads with the screens that
// show it, after the page's own first load.
const FeedSection = lazy(() => Promise.all([import("./feed/FeedSection"), loadActivityWords()]).then(([m]) => m));

/** The activity feed (issue 22): the dashboard's "Since your last visit", a road map's "Recent activity". */
export function ActivityFeed(props: FeedSectionProps) {
  return (
    <Lazily>
      <FeedSection {...props} />
    </Lazily>
  );
}
