-- Quotes and change requests (ADR 0044). One row per version: a draft staff edit, then sent
-- (frozen: triggers installed after the migrations refuse any change to what was sent, as for
-- invoices), then accepted, declined or superseded by the next version. No foreign keys to the
-- project or the company, so the record outlives them, as invoices do.
CREATE TABLE quotes (
    id              TEXT PRIMARY KEY,
    -- "Q-2026-0001" or "CR-2026-0003", the same for every version.
    number          TEXT NOT NULL,
    version         INTEGER NOT NULL,
    kind            TEXT NOT NULL CHECK (kind IN ('quote', 'change')),
    client_id       TEXT NOT NULL,
    project_id      TEXT NOT NULL,
    title           TEXT NOT NULL,
    currency        TEXT NOT NULL,
    valid_until     TEXT NOT NULL,
    rule            TEXT NOT NULL CHECK (rule IN ('any', 'all')),
    -- JSON: the draft as staff typed it (a `QuoteInput`), read back into the console's form.
    content         TEXT NOT NULL,
    subtotal_minor  BIGINT NOT NULL,
    total_minor     BIGINT NOT NULL,
    state           TEXT NOT NULL DEFAULT 'draft'
        CHECK (state IN ('draft', 'sent', 'accepted', 'declined', 'superseded')),
    -- Set when sent: the canonical JSON of exactly what the page shows, and its SHA-256.
    snapshot        TEXT,
    snapshot_sha256 TEXT,
    -- JSON: the approvers' ids when it was sent (the `all` rule waits for these).
    approvers       TEXT,
    sent_at         BIGINT,
    viewed_at       BIGINT,
    decided_at      BIGINT,
    created_by      TEXT,
    creator_name    TEXT NOT NULL,
    created_at      BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL
);
CREATE UNIQUE INDEX quotes_version ON quotes (number, version);
CREATE INDEX quotes_client ON quotes (client_id, state);
CREATE INDEX quotes_project ON quotes (project_id, created_at);
CREATE INDEX quotes_sent ON quotes (sent_at);

-- The next number of each kind and year: taken under the row's lock, so two quotes made at
-- once get two numbers.
CREATE TABLE quote_numbers (
    kind TEXT NOT NULL,
    year INTEGER NOT NULL,
    seq  INTEGER NOT NULL,
    PRIMARY KEY (kind, year)
);

-- A decision on a quote goes into the sign-off decisions' insert-only record (ADR 0044): the
-- quote's id in `signoff_id`, `approve` for an acceptance, `changes` for a decline (its
-- reason in `comment`), with what only a quote's acceptance has: the name the signer typed,
-- the network it came from, and the drawn signature (SVG path data) if any.
ALTER TABLE signoff_decisions ADD COLUMN subject_kind TEXT NOT NULL DEFAULT 'signoff';
ALTER TABLE signoff_decisions ADD COLUMN signed_name TEXT;
ALTER TABLE signoff_decisions ADD COLUMN network TEXT;
ALTER TABLE signoff_decisions ADD COLUMN signature TEXT;

-- A milestone an accepted quote made.
ALTER TABLE payments ADD COLUMN quote_id TEXT;

-- Terms staff start a quote from: a name and its text.
CREATE TABLE quote_templates (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    terms      TEXT NOT NULL,
    created_by TEXT,
    created_at BIGINT NOT NULL
);
