import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { loadSecurityWords } from "../../i18n";
import { loadHoursWords } from "../hours/words";
import { loadQuoteAdminWords } from "./quotes/words";
import { withDisplay } from "../../wasm/display";
import type { SectionId } from "./consoleQuery";

/**
 * One lazily loaded component per section, each in its own folder: a section is filled in by
 * replacing its file, without touching the shell. A section reads and writes its own state (open
 * record, tab, table page) through `useConsoleQuery`. A section that shows labels or dates comes
 * with the display module (`withDisplay`); Today, what the console opens on, and the client list
 * show none (a client's page brings the module itself).
 */
export const SECTION_COMPONENTS: Readonly<Record<SectionId, LazyExoticComponent<ComponentType>>> = {
  today: lazy(() => import("./today/TodaySection")),
  // The staff member's week: its words are the hours' (ADR 0042).
  week: lazy(withDisplay(() => Promise.all([import("./week/WeekSection"), loadHoursWords()]).then(([m]) => m))),
  clients: lazy(() => import("./clients/ClientsSection")),
  projects: lazy(withDisplay(() => import("./projects/ProjectsSection"))),
  tickets: lazy(withDisplay(() => import("./tickets/TicketsSection"))),
  submissions: lazy(withDisplay(() => import("./submissions/SubmissionsSection"))),
  clientsData: lazy(withDisplay(() => import("./clientsData/ClientsDataSection"))),
  projectsData: lazy(withDisplay(() => import("./projectsData/ProjectsDataSection"))),
  // Quotes and change requests: their words (`quoteAdmin.*`) come with the section.
  quotes: lazy(withDisplay(() => Promise.all([import("./quotes/QuotesSection"), loadQuoteAdminWords()]).then(([m]) => m))),
  team: lazy(withDisplay(() => import("./team/TeamSection"))),
  audit: lazy(withDisplay(() => import("./audit/AuditSection"))),
  mail: lazy(withDisplay(() => import("./mail/MailSection"))),
  staff: lazy(withDisplay(() => import("./staff/StaffSection"))),
  // Settings show sign-in security: its words come with the section.
  settings: lazy(withDisplay(() => Promise.all([import("./settings/SettingsSection"), loadSecurityWords()]).then(([m]) => m))),
};
