import { listTeam, type Member } from "../../../api/admin";
import { useRecord } from "../../data/useRecord";

/** Every team member, by name (the largest pages the list allows, read until the total is reached). */
export async function allTeamMembers(signal?: AbortSignal): Promise<Member[]> {
  const perPage = 200;
  const members: Member[] = [];
  for (let page = 1; ; page++) {
    const { rows, total } = await listTeam({ page, perPage, sort: "name", order: "asc" }, signal);
    members.push(...rows);
    if (rows.length === 0 || members.length >= total) return members;
  }
}

/** The team, read once per screen that offers assignees. */
export function useTeamMembers() {
  return useRecord(allTeamMembers, "team");
}
