//! A sent quote never changes (ADR 0044), whatever the code path: the database refuses an update
//! of what was sent and the removal of a sent version (engine-specific triggers, installed after
//! the migrations by `db::quotes::install_frozen`; idempotent). What may still change of a sent
//! version: that it was viewed, and its state, once, from `sent` to accepted, declined or
//! superseded, with the time of that move (and never back to a draft).

/// The columns that are what was sent.
const FROZEN: [&str; 17] = [
    "id",
    "number",
    "version",
    "kind",
    "client_id",
    "project_id",
    "title",
    "currency",
    "valid_until",
    "rule",
    "content",
    "subtotal_minor",
    "total_minor",
    "snapshot",
    "snapshot_sha256",
    "approvers",
    "sent_at",
];

/// The statements for PostgreSQL, run in one transaction under an advisory lock.
pub(super) fn postgres() -> Vec<String> {
    let changed = FROZEN
        .iter()
        .map(|c| format!("NEW.{c} IS DISTINCT FROM OLD.{c}"))
        .collect::<Vec<_>>()
        .join(" OR ");
    vec![
        format!(
            "CREATE OR REPLACE FUNCTION portico_quote_frozen() RETURNS trigger \
             LANGUAGE plpgsql AS $$ BEGIN \
             IF TG_OP = 'DELETE' THEN \
               IF OLD.sent_at IS NOT NULL THEN RAISE EXCEPTION 'a sent quote is kept'; END IF; \
               RETURN OLD; END IF; \
             IF OLD.sent_at IS NOT NULL AND ({changed}) THEN \
               RAISE EXCEPTION 'a sent quote never changes'; END IF; \
             IF OLD.state = 'sent' AND (NEW.state NOT IN ('sent', 'accepted', 'declined', 'superseded') \
               OR (NEW.state = 'sent' AND NEW.decided_at IS DISTINCT FROM OLD.decided_at)) THEN \
               RAISE EXCEPTION 'a sent quote only moves to a decision'; END IF; \
             IF OLD.state IN ('accepted', 'declined', 'superseded') \
               AND (NEW.state IS DISTINCT FROM OLD.state OR NEW.decided_at IS DISTINCT FROM OLD.decided_at) THEN \
               RAISE EXCEPTION 'a decided quote never changes'; END IF; \
             RETURN NEW; END $$"
        ),
        "CREATE OR REPLACE TRIGGER quotes_frozen BEFORE UPDATE OR DELETE ON quotes \
         FOR EACH ROW EXECUTE FUNCTION portico_quote_frozen()"
            .to_owned(),
    ]
}

/// The statements for SQLite (idempotent).
pub(super) fn sqlite() -> Vec<String> {
    let changed = FROZEN
        .iter()
        .map(|c| format!("NEW.{c} IS NOT OLD.{c}"))
        .collect::<Vec<_>>()
        .join(" OR ");
    vec![
        format!(
            "CREATE TRIGGER IF NOT EXISTS quotes_frozen_update BEFORE UPDATE ON quotes \
             WHEN OLD.sent_at IS NOT NULL AND ({changed}) \
             BEGIN SELECT RAISE(ABORT, 'a sent quote never changes'); END"
        ),
        "CREATE TRIGGER IF NOT EXISTS quotes_decided_update BEFORE UPDATE ON quotes \
         WHEN OLD.state IN ('accepted', 'declined', 'superseded') \
         AND (NEW.state IS NOT OLD.state OR NEW.decided_at IS NOT OLD.decided_at) \
         BEGIN SELECT RAISE(ABORT, 'a decided quote never changes'); END"
            .to_owned(),
        // A trigger of its own, so databases that have the two above get it too.
        "CREATE TRIGGER IF NOT EXISTS quotes_sent_moves BEFORE UPDATE ON quotes \
         WHEN OLD.state = 'sent' AND (NEW.state NOT IN ('sent', 'accepted', 'declined', 'superseded') \
         OR (NEW.state = 'sent' AND NEW.decided_at IS NOT OLD.decided_at)) \
         BEGIN SELECT RAISE(ABORT, 'a sent quote only moves to a decision'); END"
            .to_owned(),
        "CREATE TRIGGER IF NOT EXISTS quotes_kept BEFORE DELETE ON quotes \
         WHEN OLD.sent_at IS NOT NULL \
         BEGIN SELECT RAISE(ABORT, 'a sent quote is kept'); END"
            .to_owned(),
    ]
}
