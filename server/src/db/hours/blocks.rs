//! Prepaid blocks of hours (ADR 0042): a company buys N hours for one or all of its projects;
//! billable entries draw them down (`draw`). Here: the blocks as stored and as people read them.

use portico_shared::dates::{parse_ymd, Date};
use portico_shared::hours::{format_duration, usage, Block};
use portico_shared::money::Amount;
use portico_shared::validate::HourBlock;
use serde::Serialize;
use sqlx::{AnyConnection, FromRow};

use super::{now_ms, Db};
use crate::ids::{HourBlockId, PaymentId, ProjectId, UserId};
use crate::proofs::Money;

/// At most this many blocks are read for one company (years of monthly retainers).
pub const BLOCKS_MAX: i64 = 200;

#[derive(Debug, Clone, FromRow)]
pub struct BlockRow {
    pub id: String,
    pub client_id: String,
    pub project_id: Option<String>,
    pub minutes: i64,
    pub starts_on: String,
    pub expires_on: String,
    pub rollover: i64,
    pub currency: String,
    pub price_minor: i64,
    pub overage_rate_minor: Option<i64>,
    pub used_minutes: i64,
    pub overage_minutes: i64,
    pub payment_id: Option<String>,
    /// How far in the order of work its company's entries are drawn (day, time logged).
    pub drawn_date: String,
    pub drawn_at: i64,
}

pub(super) const SELECT: &str = "SELECT id, client_id, project_id, minutes, starts_on, expires_on, \
     CAST(rollover AS BIGINT) AS rollover, currency, price_minor, overage_rate_minor, used_minutes, \
     overage_minutes, payment_id, drawn_date, drawn_at FROM hour_blocks";

impl BlockRow {
    pub(super) fn rule(&self) -> Block {
        let day = |t: &str| parse_ymd(t).unwrap_or_else(|| Date::from_unix_ms(0));
        Block {
            minutes: self.minutes,
            starts: day(&self.starts_on),
            expires: day(&self.expires_on),
            rollover: self.rollover != 0,
        }
    }
}

/// A block as its company's people and staff read it. Its price and overage rate only for people
/// who handle money.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BlockView {
    #[serde(rename = "_id")]
    pub id: String,
    /// The one project it covers; absent: every project of the company.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub project: Option<String>,
    pub minutes: i64,
    pub used: i64,
    pub left: i64,
    /// Share used, whole percent rounded down.
    pub percent: u32,
    /// Hours past the block, billed at its overage rate.
    pub overage: i64,
    /// The same, as every screen writes durations (`40:00`).
    pub time: String,
    pub used_time: String,
    pub left_time: String,
    pub overage_time: String,
    /// First and last day, `YYYY-MM-DD`; `usableUntil` is one period later with rollover.
    pub starts: String,
    pub expires: String,
    pub usable_until: String,
    pub rollover: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price: Option<Amount>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub overage_rate: Option<Amount>,
    /// The milestone its invoice bills (staff and people who handle money).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub payment: Option<String>,
}

fn view(r: BlockRow, money: Option<Money>) -> BlockView {
    let u = usage(r.used_minutes, r.minutes);
    let until = Date::from_unix_ms(r.rule().usable_until() * 86_400_000).to_string();
    BlockView {
        time: format_duration(r.minutes),
        used_time: format_duration(u.used),
        left_time: format_duration(u.left),
        overage_time: format_duration(r.overage_minutes),
        id: r.id,
        project: r.project_id,
        minutes: r.minutes,
        used: u.used,
        left: u.left,
        percent: u.percent,
        overage: r.overage_minutes,
        starts: r.starts_on,
        expires: r.expires_on,
        usable_until: until,
        rollover: r.rollover != 0,
        price: money.map(|_| Amount::stored(r.price_minor, &r.currency)),
        overage_rate: money
            .and(r.overage_rate_minor)
            .map(|m| Amount::stored(m, &r.currency)),
        payment: money.and(r.payment_id),
    }
}

/// The blocks that cover a project (its own and its company's for every project), newest first.
pub async fn of_project(
    db: &Db,
    project: &ProjectId,
    money: Option<Money>,
) -> Result<Vec<BlockView>, sqlx::Error> {
    let rows: Vec<BlockRow> = sqlx::query_as(&format!(
        "{SELECT} WHERE client_id = (SELECT client_id FROM projects WHERE id = $1) \
         AND (project_id IS NULL OR project_id = $1) \
         ORDER BY starts_on DESC, created_at DESC, id DESC LIMIT {BLOCKS_MAX}"
    ))
    .bind(project)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(|r| view(r, money)).collect())
}

/// One block, as staff read it.
pub async fn one(
    c: &mut AnyConnection,
    id: &HourBlockId,
    money: Option<Money>,
) -> Result<Option<BlockView>, sqlx::Error> {
    let row: Option<BlockRow> = sqlx::query_as(&format!("{SELECT} WHERE id = $1"))
        .bind(id)
        .fetch_optional(&mut *c)
        .await?;
    Ok(row.map(|r| view(r, money)))
}

/// Writes a block bought on `project` (for it, or every project of `company`), its invoice's
/// milestone already made. The caller draws the company's hours down again: work already logged
/// in its days uses it.
pub async fn insert(
    c: &mut AnyConnection,
    (company, project): (&str, &ProjectId),
    b: &HourBlock,
    (currency, payment): (&str, Option<&PaymentId>),
    by: &UserId,
) -> Result<HourBlockId, sqlx::Error> {
    let id = HourBlockId::generate();
    sqlx::query(
        "INSERT INTO hour_blocks (id, client_id, project_id, minutes, starts_on, expires_on, rollover, \
         currency, price_minor, overage_rate_minor, payment_id, created_by, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
    )
    .bind(&id)
    .bind(company)
    .bind((!b.all_projects).then_some(project))
    .bind(b.minutes)
    .bind(b.starts.to_string())
    .bind(b.expires.to_string())
    .bind(i16::from(b.rollover))
    .bind(currency)
    .bind(b.price_minor)
    .bind(b.overage_rate_minor)
    .bind(payment)
    .bind(by)
    .bind(now_ms())
    .execute(&mut *c)
    .await?;
    Ok(id)
}
