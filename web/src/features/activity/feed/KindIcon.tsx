import type { ActivityView } from "../../../api/client";

type Kind = ActivityView["kind"];

/** The family an event's kind belongs to: its icon and its colour on the timeline. */
export type Family = "task" | "done" | "sprint" | "goal" | "money" | "message" | "code" | "signOff";

export function familyOf(kind: Kind): Family {
  switch (kind) {
    case "taskCreated":
    case "taskMoved":
      return "task";
    case "taskDone":
      return "done";
    case "sprintStarted":
    case "sprintCompleted":
      return "sprint";
    case "goalReached":
      return "goal";
    case "milestonePaid":
    case "paidOnline":
      return "money";
    case "ticketReply":
    case "sowReply":
      return "message";
    case "pullMerged":
      return "code";
    // A quote is signed too: the same pen.
    case "signOffAsked":
    case "signOffApproved":
    case "signOffChanges":
    case "quoteSent":
    case "quoteAccepted":
    case "quoteDeclined":
      return "signOff";
  }
}

// One 16-pixel stroke icon per family, drawn here: eight paths, no icon library.
const PATHS: Record<Family, string> = {
  task: "M3 4h10M3 8h10M3 12h6",
  done: "M3 8.5l3 3 7-7",
  sprint: "M4 14V2m0 1h8l-2 3 2 3H4",
  goal: "M8 14A6 6 0 1 0 8 2a6 6 0 0 0 0 12zm0-3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  money: "M8 2v12M11 4.5H6.5a2 2 0 0 0 0 4h3a2 2 0 0 1 0 4H5",
  message: "M2 3h12v8H6l-3 3v-3H2z",
  code: "M5 3v10M5 3a1.5 1.5 0 1 0 0 .01M11 13a1.5 1.5 0 1 0 0 .01M11 11.5V9a3 3 0 0 0-3-3H5",
  signOff: "M2 12l8-8 2 2-8 8H2zM9 5l2 2M2 14.5h12",
};

/** The event's icon on its timeline dot (decorative: the text says what happened). */
export function KindIcon({ kind }: { kind: Kind }) {
  return (
    <svg className="activity-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={PATHS[familyOf(kind)]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
