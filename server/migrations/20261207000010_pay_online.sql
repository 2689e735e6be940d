-- Paying an invoice online (ADR 0043): the provider's hosted payment pages opened for an invoice,
-- every event the provider sent (each once), and the payments they booked (each session once).
-- No foreign keys: like invoices, these records outlive the project and people they name.

-- A hosted payment page opened for what was due on an invoice. One per invoice and balance at a
-- time (the provider's idempotency key is made of both), so clicks and tabs share it.
CREATE TABLE pay_sessions (
    id              TEXT PRIMARY KEY,
    provider        TEXT NOT NULL,
    -- The provider's id of the session (`cs_…` at Stripe).
    provider_ref    TEXT NOT NULL,
    invoice_id      TEXT NOT NULL,
    client_id       TEXT NOT NULL,
    project_id      TEXT NOT NULL,
    -- What was asked, in the currency's own minor units, and the currency (upper case).
    amount_minor    BIGINT NOT NULL,
    currency        TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    url             TEXT NOT NULL,
    -- open -> paid (booked), expired (never completed), held (the provider's amount or currency
    -- differs from what was asked: staff decide, nothing is booked).
    state           TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'paid', 'expired', 'held')),
    held_reason     TEXT NOT NULL DEFAULT '',
    opened_by       TEXT,
    created_at      BIGINT NOT NULL,
    expires_at      BIGINT NOT NULL,
    closed_at       BIGINT,
    UNIQUE (provider, provider_ref)
);
CREATE INDEX pay_sessions_invoice ON pay_sessions (invoice_id, created_at);
CREATE INDEX pay_sessions_state ON pay_sessions (state, created_at);

-- Every verified event of a provider, kept once by its id: a redelivery finds its row and books
-- nothing. What it did is kept with it (booked, held, ignored, expired).
CREATE TABLE pay_events (
    provider     TEXT NOT NULL,
    event_id     TEXT NOT NULL,
    kind         TEXT NOT NULL,
    session_ref  TEXT NOT NULL DEFAULT '',
    outcome      TEXT NOT NULL,
    received_at  BIGINT NOT NULL,
    PRIMARY KEY (provider, event_id)
);

-- Money received online: one row per completed session (the unique session is what makes a
-- webhook, its redelivery and the daily check book it once between them).
CREATE TABLE online_payments (
    id              TEXT PRIMARY KEY,
    session_id      TEXT NOT NULL UNIQUE,
    invoice_id      TEXT NOT NULL,
    client_id       TEXT NOT NULL,
    project_id      TEXT NOT NULL,
    provider        TEXT NOT NULL,
    -- The provider's reference of the payment (`pi_…` at Stripe), and its fee as the provider's
    -- balance transaction says (null until it is known).
    payment_ref     TEXT NOT NULL,
    amount_minor    BIGINT NOT NULL,
    currency        TEXT NOT NULL,
    fee_minor       BIGINT,
    -- How it was booked: the event's id, or `check:` and the session when the daily check did.
    booked_by       TEXT NOT NULL,
    refunded_minor  BIGINT NOT NULL DEFAULT 0,
    refund_ref      TEXT,
    credit_note_id  TEXT,
    -- The receipt mailed to the company's finance people, as rendered when it was booked.
    receipt_pdf     BYTEA,
    created_at      BIGINT NOT NULL
);
CREATE INDEX online_payments_invoice ON online_payments (invoice_id);
CREATE INDEX online_payments_created ON online_payments (created_at);

-- The daily check of the provider's completed pages: one row per day, claimed by the first app
-- server to insert it, so several servers ask once. Staff's "Check now" adds no row.
CREATE TABLE pay_checks (
    day     TEXT PRIMARY KEY,
    ran_at  BIGINT NOT NULL
);

-- Bookings that failed (the webhook answered 5xx, so the provider retries it, and the daily check
-- asks again): kept apart from the booking's rolled-back transaction, one row per page, so staff
-- see them until a booking of the page succeeds and removes it.
CREATE TABLE pay_failures (
    provider    TEXT NOT NULL,
    session_ref TEXT NOT NULL,
    event_id    TEXT NOT NULL,
    error       TEXT NOT NULL,
    tries       BIGINT NOT NULL DEFAULT 1,
    first_at    BIGINT NOT NULL,
    last_at     BIGINT NOT NULL,
    PRIMARY KEY (provider, session_ref)
);
