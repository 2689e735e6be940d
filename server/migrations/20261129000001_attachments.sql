-- Attached files (ADR 0039). A row is one file as a person attached it: its name, its type as
-- checked on its bytes, its size and content hash; the bytes live in the store under the hash,
-- once however many rows name them. A row with no owner yet is an upload waiting for its message.
CREATE TABLE attachments (
    id           TEXT PRIMARY KEY,
    uploaded_by  TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- Whose quota the file counts in: the client company (for staff, set when attached).
    company_id   TEXT REFERENCES users (id) ON DELETE CASCADE,
    -- 'ticket' or 'comment' (and, as they come, a requirement or an update); NULL until attached.
    owner_kind   TEXT,
    owner_id     TEXT,
    -- The ticket a ticket's or a reply's file belongs to: what a download is authorized by.
    ticket_id    TEXT REFERENCES tickets (id) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    ext          TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size         BIGINT NOT NULL,
    sha256       TEXT NOT NULL,
    -- 'unscanned', 'pending', 'clean' or 'infected'.
    scan         TEXT NOT NULL DEFAULT 'unscanned',
    created_at   BIGINT NOT NULL,
    attached_at  BIGINT
);
CREATE INDEX attachments_owner ON attachments (owner_kind, owner_id);
CREATE INDEX attachments_ticket ON attachments (ticket_id);
CREATE INDEX attachments_company ON attachments (company_id);
CREATE INDEX attachments_sha256 ON attachments (sha256);
CREATE INDEX attachments_waiting ON attachments (uploaded_by, attached_at);

-- One row per stored content (the store's key is `sha256/<hash>`). An upload locks its row while it
-- puts the content in place, and the sweep locks it while it deletes content no attachment names:
-- the two never cross, so no attachment ever names deleted content.
CREATE TABLE attachment_blobs (
    sha256     TEXT PRIMARY KEY,
    size       BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);
