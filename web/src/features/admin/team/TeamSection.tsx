import { useConsoleQuery } from "../consoleQuery";
import { MemberDetail } from "./MemberDetail";
import { TeamList } from "./TeamList";

/** Team: the list, or one member when the URL names one (`?section=team&member=<id>`). */
export default function TeamSection() {
  const { params } = useConsoleQuery();
  const memberId = params.get("member");
  return memberId ? <MemberDetail key={memberId} memberId={memberId} /> : <TeamList />;
}
