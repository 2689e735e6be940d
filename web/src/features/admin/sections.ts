import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { SectionId } from "./consoleQuery";

/**
 * One lazily loaded component per section, each in its own folder: a section is filled in by
 * replacing its file, without touching the shell. A section reads and writes its own state (open
 * record, tab, table page) through `useConsoleQuery`.
 */
export const SECTION_COMPONENTS: Readonly<Record<SectionId, LazyExoticComponent<ComponentType>>> = {
  clients: lazy(() => import("./clients/ClientsSection")),
  projects: lazy(() => import("./projects/ProjectsSection")),
  tickets: lazy(() => import("./tickets/TicketsSection")),
  submissions: lazy(() => import("./submissions/SubmissionsSection")),
  clientsData: lazy(() => import("./clientsData/ClientsDataSection")),
  projectsData: lazy(() => import("./projectsData/ProjectsDataSection")),
  team: lazy(() => import("./team/TeamSection")),
  audit: lazy(() => import("./audit/AuditSection")),
  mail: lazy(() => import("./mail/MailSection")),
  staff: lazy(() => import("./staff/StaffSection")),
  settings: lazy(() => import("./settings/SettingsSection")),
};
