//! The rows a month report of support is counted from (`support::report` groups them): every
//! ticket opened in a span, with what its clock recorded and its latest rating.

use sqlx::{AnyConnection, FromRow};

/// The most tickets one report reads (two years of a busy help desk); past it the report says
/// it is partial rather than reading without bound.
pub const REPORT_MAX: i64 = 100_000;

#[derive(Debug, FromRow)]
pub struct TicketFigures {
    pub client: String,
    pub client_name: String,
    pub created_at: i64,
    pub state: String,
    pub first_response_at: Option<i64>,
    pub response_met: Option<i16>,
    pub response_seconds: Option<i64>,
    pub resolution_met: Option<i16>,
    pub resolution_seconds: Option<i64>,
    pub score: Option<String>,
}

/// Tickets opened in `[from, to)` (ms), of one company or every one.
pub async fn rows(
    c: &mut AnyConnection,
    (from, to): (i64, i64),
    client: Option<&str>,
) -> Result<Vec<TicketFigures>, sqlx::Error> {
    // An empty id is every company (one statement, one set of binds).
    let only = "AND ($3 = '' OR t.user_id = $3)";
    sqlx::query_as(&format!(
        "SELECT t.user_id AS client, COALESCE(NULLIF(u.brand_name, ''), u.name) AS client_name, t.created_at, t.state, t.first_response_at, \
         t.response_met, t.response_seconds, t.resolution_met, t.resolution_seconds, \
         (SELECT r.score FROM ticket_ratings r WHERE r.ticket_id = t.id ORDER BY r.solved_at DESC LIMIT 1) AS score \
         FROM tickets t JOIN users u ON u.id = t.user_id \
         WHERE t.created_at >= $1 AND t.created_at < $2 {only} ORDER BY t.created_at, t.id LIMIT {REPORT_MAX}"
    ))
    .bind(from)
    .bind(to)
    .bind(client.unwrap_or_default())
    .fetch_all(&mut *c)
    .await
}
