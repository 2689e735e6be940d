-- Invoices and credit notes (ADR 0033): numbered per year without gaps, never edited after
-- issue (append-only triggers, installed with the audit log's), each with the PDF exactly as
-- issued.

-- The firm's billing details: one row, printed on each invoice as they are when it is issued.
CREATE TABLE billing_settings (
    id           INTEGER PRIMARY KEY CHECK (id = 1),
    firm_name    TEXT NOT NULL,
    address      TEXT NOT NULL,
    tax_id       TEXT NOT NULL,
    bank_details TEXT NOT NULL,
    tax_label    TEXT NOT NULL,
    -- Basis points: 1800 is 18 %.
    tax_rate     INTEGER NOT NULL,
    terms_days   INTEGER NOT NULL,
    updated_by   TEXT,
    updated_at   BIGINT NOT NULL
);

-- A client company's billing details, set by its owner (on the company's founding row).
ALTER TABLE users ADD COLUMN billing_language TEXT NOT NULL DEFAULT 'en'
    CHECK (billing_language IN ('en', 'fr', 'hi'));
ALTER TABLE users ADD COLUMN billing_address TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN billing_tax_id TEXT NOT NULL DEFAULT '';

-- The last number given in each year. Taken in the issuing transaction, so a number is either
-- on an invoice or given again: no gaps.
CREATE TABLE invoice_numbers (
    year INTEGER PRIMARY KEY,
    last INTEGER NOT NULL
);

-- No foreign keys: an invoice outlives the project, client and people it names.
CREATE TABLE invoices (
    id             TEXT PRIMARY KEY,
    number         TEXT NOT NULL UNIQUE,
    year           INTEGER NOT NULL,
    seq            INTEGER NOT NULL,
    kind           TEXT NOT NULL CHECK (kind IN ('invoice', 'credit')),
    -- A credit note: the invoice it corrects (one each).
    credits_id     TEXT,
    client_id      TEXT NOT NULL,
    client_name    TEXT NOT NULL,
    project_id     TEXT NOT NULL,
    project_title  TEXT NOT NULL,
    currency       TEXT NOT NULL,
    language       TEXT NOT NULL,
    issued_on      TEXT NOT NULL,
    due_on         TEXT,
    -- JSON: the milestones invoiced ({"_id", "title", "amountMinor", "taxMinor"}).
    lines          TEXT NOT NULL,
    tax_label      TEXT NOT NULL,
    tax_rate       INTEGER NOT NULL,
    subtotal_minor BIGINT NOT NULL,
    tax_minor      BIGINT NOT NULL,
    total_minor    BIGINT NOT NULL,
    note           TEXT NOT NULL,
    issued_by      TEXT,
    issuer_name    TEXT NOT NULL,
    pdf            BYTEA NOT NULL,
    pdf_sha256     TEXT NOT NULL,
    created_at     BIGINT NOT NULL,
    UNIQUE (year, seq)
);
CREATE UNIQUE INDEX invoices_one_credit ON invoices (credits_id);
CREATE INDEX invoices_project ON invoices (project_id, created_at);
CREATE INDEX invoices_client ON invoices (client_id, created_at);

-- The invoice a milestone is on (cleared by a credit note, so it can be invoiced again).
ALTER TABLE payments ADD COLUMN invoice_id TEXT;
