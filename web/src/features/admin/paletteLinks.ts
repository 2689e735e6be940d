import type { StaffLinks } from "../palette/staffHits";
import { consoleHref } from "./consoleQuery";

/** Where the command palette opens what staff pick: each section's own query for an open record. */
export const PALETTE_LINKS: StaffLinks = {
  client: (id) => consoleHref("clients", { client: id }),
  project: (id) => consoleHref("projects", { project: id }),
  ticket: (id) => consoleHref("tickets", { ticket: id }),
};
