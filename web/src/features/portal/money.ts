import type { Project, UserProfile } from "../../api/client";

/**
 * Amounts are for the people of a company who handle money: its owners and those given finance
 * (ADR 0030). The server leaves them out of every answer for anyone else (the project's
 * `projectCost` is absent, the payment milestones answer 404), and the screens leave out their
 * sections instead of showing them empty.
 */
export function handlesMoney(profile: UserProfile | null | undefined): boolean {
  return profile?.membership?.finance ?? false;
}

/** The project was read by someone who handles money: its cost is there (possibly empty). */
export function readWithMoney(project: Pick<Project, "projectCost">): boolean {
  return project.projectCost !== undefined;
}
