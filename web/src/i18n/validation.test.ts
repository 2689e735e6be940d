import { describe, expect, it } from "vitest";
import { loadWasm } from "../wasm";
import { localizeFieldErrors, VALIDATION_CATALOGS } from "./validation";

// The codes `FieldError.code` documents (shared/src/validate/fields.rs), plus the server's own.
const CODES = [
  "required",
  "invalid_email",
  "invalid_phone",
  "too_long",
  "too_short",
  "not_ticked",
  "invalid_date",
  "negative",
  "too_large",
  "invalid_value",
  "invalid_number",
  "wrong_password",
  "unknown",
  "control_characters",
  // The server's, translated only on the field where it has one meaning.
  "email.conflict",
  "code.invalid",
  "code.wrong_code",
  "challenge.expired",
  "text.too_many",
  "comment.required",
  "amount.invalid_number",
  "currency.invalid_value",
  "currency.has_milestones",
  "shown.invalid_value",
  "shown.stale",
  // A quote's decision (the typed name, the terms read to the end); a reason (a decline, a credit note, a refund).
  "signedName.required",
  "termsRead.not_ticked",
  "reason.required",
  // The file fields' (shared attachments rule), and the server's for a file no longer there.
  "file_too_large",
  "file_type",
  "file_content",
  "file_empty",
  "file_quota",
  "file_too_many",
  "attachments.invalid_value",
  // Hours (ADR 0042): a time as typed, a task or a ticket, a rate and budgets, an invoiced entry.
  "time.required",
  "time.invalid_number",
  "time.too_short",
  "time.too_large",
  "ticket.invalid_value",
  "hourlyRate.invalid_number",
  "budgetAmount.invalid_number",
  "budgetHours.invalid_number",
  "budgetHours.too_large",
  "invoice.conflict",
  // Integrations (issue 58), all the server's (the browser sends these forms as typed): a webhook's
  // address (shared's rule, the refusal of a private network, the last endpoint allowed), its
  // events, a token's life, a delivery being sent.
  "url.invalid_value",
  "url.not_allowed",
  "url.conflict",
  "events.required",
  "expiresInDays.invalid_number",
  "delivery.conflict",
].sort();

/** The largest file, as a server configured by default says. */
const MAX = 25 * 1024 * 1024;

describe("validation catalogs", () => {
  it("translate every code, and nothing else", () => {
    for (const [lang, catalog] of Object.entries(VALIDATION_CATALOGS)) {
      expect(Object.keys(catalog).sort(), lang).toEqual(CODES);
    }
  });

  it("cover the codes the portal's rules actually produce", async () => {
    const w = await loadWasm();
    const produced = [
      ...w.validateTicket({}),
      ...w.validateTicketReply({}),
      ...w.validateProfile({ name: "", phone: "12" }),
      ...w.validatePasswordChange({ currentPassword: "a", newPassword: "b" }),
      ...w.validatePasswordChange({ currentPassword: "same-password", newPassword: "same-password" }),
      ...w.validateProjectRequest({ title: "x".repeat(10_000) }),
      ...w.validateSowUpdate({}),
      ...w.checkAttachment("page.html", 10, new Uint8Array([60]), 0, MAX),
      ...w.checkAttachment("shot.png", 4, new TextEncoder().encode("<svg"), 0, MAX),
      ...w.checkAttachment("big.pdf", 26 * 1024 * 1024, new Uint8Array(), 0, MAX),
      ...w.checkAttachment("empty.txt", 0, new Uint8Array(), 0, MAX),
      ...w.checkAttachment("notes.txt", 5, new TextEncoder().encode("notes"), 10, MAX),
      ...w.validateTimeEntry({ date: "2026-12-01", time: "25:00" }),
      ...w.validateTimeEntry({ date: "2026-12-01", time: "0:00", task: "t", ticket: "k" }),
    ].map((e) => e.code);
    expect(produced.length).toBeGreaterThan(5);
    for (const code of produced) expect(CODES).toContain(code);
  });

  it("say what a time entry needs in French and Hindi, field by field", async () => {
    const w = await loadWasm();
    const errors = w.validateTimeEntry({ date: "2026-12-01", time: "1:75" });
    expect(errors.map((e) => e.message)).toEqual(["Type a time like 1:30, 1.5h or 90m"]);
    expect(localizeFieldErrors(errors, "fr")[0]?.message).toBe("Saisissez un temps comme 1:30, 1,5h ou 90m.");
    expect(localizeFieldErrors(errors, "hi")[0]?.message).toBe("समय ऐसे लिखें: 1:30, 1.5h या 90m।");
    expect(w.formatDuration(90)).toBe("1:30");
  });

  it("keeps English as the rules wrote it and translates the others by code", async () => {
    const w = await loadWasm();
    const errors = w.validateTicket({});
    expect(localizeFieldErrors(errors, "en")).toEqual(errors);
    expect(localizeFieldErrors(errors, "fr").map((e) => e.message)).toEqual([
      "Ce champ est obligatoire.",
      "Ce champ est obligatoire.",
    ]);
    expect(localizeFieldErrors([{ field: "x", code: "new_code", message: "As is" }], "hi")[0]?.message).toBe("As is");
    // A figure the English message states fills the translation.
    const big = w.checkAttachment("big.pdf", 101 * 1024 * 1024, new Uint8Array(), 0, 100 * 1024 * 1024);
    expect(big[0]?.message).toBe("This file is larger than 100 MB.");
    expect(localizeFieldErrors(big, "fr", { size: "100 Mo" })[0]?.message).toBe("Ce fichier dépasse 100 Mo.");
    expect(localizeFieldErrors(big, "hi", { size: "100 MB" })[0]?.message).toBe("यह फ़ाइल 100 MB से बड़ी है।");
  });

  it("translate the server's email conflict (a 409 on `email`), and only on that field", () => {
    const taken = [{ field: "email", code: "conflict", message: "An account with this email already exists" }];
    expect(localizeFieldErrors(taken, "en")[0]?.message).toBe("An account with this email already exists");
    expect(localizeFieldErrors(taken, "fr")[0]?.message).toBe("Un compte existe déjà avec cette adresse e-mail.");
    expect(localizeFieldErrors(taken, "hi")[0]?.message).toBe("इस ईमेल पते से एक खाता पहले से मौजूद है।");
    const other = [{ field: "title", code: "conflict", message: "This client already has a project with this title" }];
    expect(localizeFieldErrors(other, "fr")[0]?.message).toBe("This client already has a project with this title");
  });
});
