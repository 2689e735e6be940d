import { CONTACT_STATUS_VALUES, type ContactStatus } from "../../../api/admin";

/** A contact submission's action statuses, in the order staff meet them (the server's order). */
export const CONTACT_STATUSES = CONTACT_STATUS_VALUES;

/** The status filter as the URL holds it; anything else means no filter. */
export function contactStatusFilter(raw: string | null): ContactStatus | undefined {
  return CONTACT_STATUSES.find((s) => s === raw);
}
