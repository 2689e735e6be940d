//! Prepaid blocks of hours (ADR 0042): a company buys N hours; billable entries draw them down
//! oldest first, in the order the work was done (`shared::hours::draw_down`), recomputed in the
//! transaction of every write of an entry, under a lock on the company's blocks. Crossing 80 % and
//! 100 % queues one mail each to the company's owners and finance people, however many writes
//! race: the statement that marks the threshold told is the one that queues its mail.

use portico_shared::dates::{parse_ymd, Date};
use portico_shared::hours::{crossed, draw_down, format_duration, usage, Block, Work};
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
}

const SELECT: &str = "SELECT id, client_id, project_id, minutes, starts_on, expires_on, \
     CAST(rollover AS BIGINT) AS rollover, currency, price_minor, overage_rate_minor, used_minutes, \
     overage_minutes, payment_id FROM hour_blocks";

impl BlockRow {
    fn rule(&self) -> Block {
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

/// A threshold a block crossed, told once: the block, its size, the percent, and the project it
/// covers (none: every project).
#[derive(Debug)]
pub struct Crossing {
    pub company: String,
    pub project: Option<String>,
    pub minutes: i64,
    pub percent: u8,
}

/// Draws down the blocks of the company that owns `project`, after a write of one of its entries.
pub async fn draw(
    c: &mut AnyConnection,
    project: &ProjectId,
) -> Result<Vec<Crossing>, sqlx::Error> {
    let company: Option<String> =
        sqlx::query_scalar("SELECT client_id FROM projects WHERE id = $1")
            .bind(project)
            .fetch_optional(&mut *c)
            .await?;
    match company {
        Some(company) => draw_company(c, &company).await,
        None => Ok(Vec::new()),
    }
}

#[derive(FromRow)]
struct Billable {
    id: String,
    project_id: String,
    work_date: String,
    minutes: i64,
}

/// How one billable entry was drawn: minutes from blocks (prepaid), and minutes past them with the
/// overage rate of the block that covered its day (none: no block covers it, ordinary hours).
#[derive(Debug, Clone, Default)]
pub struct EntryDraw {
    pub prepaid: i64,
    pub overage: i64,
    pub overage_rate: Option<i64>,
    pub covered: bool,
}

/// The company's blocks (locked for the caller's transaction), each one's used and overage
/// minutes, and how each billable entry in their days was drawn.
struct Computed {
    blocks: Vec<BlockRow>,
    used: Vec<i64>,
    overage: Vec<i64>,
    entries: Vec<(String, EntryDraw)>,
}

async fn compute(c: &mut AnyConnection, company: &str) -> Result<Option<Computed>, sqlx::Error> {
    // The lock: the company's blocks, rows locked for the transaction (PostgreSQL; SQLite has one
    // writer at a time). A second write waits here, then reads what the first committed.
    let locked =
        sqlx::query("UPDATE hour_blocks SET used_minutes = used_minutes WHERE client_id = $1")
            .bind(company)
            .execute(&mut *c)
            .await?;
    if locked.rows_affected() == 0 {
        return Ok(None);
    }
    let blocks: Vec<BlockRow> = sqlx::query_as(&format!(
        "{SELECT} WHERE client_id = $1 ORDER BY starts_on, created_at, id LIMIT {BLOCKS_MAX}"
    ))
    .bind(company)
    .fetch_all(&mut *c)
    .await?;
    let rules: Vec<Block> = blocks.iter().map(BlockRow::rule).collect();
    let from = rules
        .iter()
        .map(|b| b.starts.days_since_epoch())
        .min()
        .unwrap_or(0);
    let to = rules.iter().map(Block::usable_until).max().unwrap_or(0);
    let day = |d: i64| Date::from_unix_ms(d * 86_400_000).to_string();
    let rows: Vec<Billable> = sqlx::query_as(
        "SELECT e.id, e.project_id, e.work_date, e.minutes FROM time_entries e \
         JOIN projects p ON p.id = e.project_id \
         WHERE p.client_id = $1 AND e.billable = 1 AND e.work_date >= $2 AND e.work_date <= $3 \
         ORDER BY e.work_date, e.created_at, e.id",
    )
    .bind(company)
    .bind(day(from))
    .bind(day(to))
    .fetch_all(&mut *c)
    .await?;
    let mut used = vec![0_i64; blocks.len()];
    let mut overage = vec![0_i64; blocks.len()];
    let mut left: Vec<i64> = rules.iter().map(|r| r.minutes).collect();
    let mut entries = Vec::with_capacity(rows.len());
    // In the order the work was done (the rows' order); each entry drawn against the blocks that
    // cover its project (a block of one project draws only that project's work), oldest first.
    for e in rows {
        let Some(work_day) = parse_ymd(&e.work_date) else {
            continue;
        };
        let mine: Vec<usize> = (0..blocks.len())
            .filter(|b| {
                blocks[*b]
                    .project_id
                    .as_deref()
                    .is_none_or(|o| o == e.project_id)
            })
            .collect();
        let sub: Vec<Block> = mine
            .iter()
            .map(|b| Block {
                minutes: left[*b],
                ..rules[*b].clone()
            })
            .collect();
        let work = Work {
            day: work_day,
            minutes: e.minutes,
        };
        let (drawn, _) = draw_down(&sub, &[work]);
        let Some(d) = drawn.into_iter().next() else {
            continue;
        };
        let mut draw = EntryDraw::default();
        for (k, took) in d.from_blocks {
            let b = mine[k];
            used[b] += took;
            left[b] -= took;
            draw.prepaid += took;
        }
        if let Some(k) = d.overage_of {
            overage[mine[k]] += d.overage;
            draw.overage = d.overage;
            draw.overage_rate = blocks[mine[k]].overage_rate_minor;
            draw.covered = true;
        }
        entries.push((e.id, draw));
    }
    Ok(Some(Computed {
        blocks,
        used,
        overage,
        entries,
    }))
}

/// How each billable entry of the company in its blocks' days is drawn (in the caller's
/// transaction, the blocks locked): what an invoice of hours bills.
pub async fn entry_draws(
    c: &mut AnyConnection,
    company: &str,
) -> Result<Vec<(String, EntryDraw)>, sqlx::Error> {
    Ok(compute(c, company)
        .await?
        .map(|x| x.entries)
        .unwrap_or_default())
}

/// Recomputes each block's used and overage minutes from the company's billable entries in the
/// blocks' days, stores what changed, and marks (and returns) the thresholds newly crossed.
async fn draw_company(c: &mut AnyConnection, company: &str) -> Result<Vec<Crossing>, sqlx::Error> {
    let Some(Computed {
        blocks,
        used,
        overage,
        ..
    }) = compute(c, company).await?
    else {
        return Ok(Vec::new());
    };
    let mut crossings = Vec::new();
    let now = now_ms();
    for (i, b) in blocks.iter().enumerate() {
        if used[i] == b.used_minutes && overage[i] == b.overage_minutes {
            continue;
        }
        sqlx::query("UPDATE hour_blocks SET used_minutes = $2, overage_minutes = $3 WHERE id = $1")
            .bind(&b.id)
            .bind(used[i])
            .bind(overage[i])
            .execute(&mut *c)
            .await?;
        // Use at the threshold (a full block with overage counts as past 100 %).
        let before = b.used_minutes + b.overage_minutes;
        let after = used[i] + overage[i];
        for percent in crossed(before, after, b.minutes) {
            let column = if percent >= 100 {
                "notified_100_at"
            } else {
                "notified_80_at"
            };
            let told = sqlx::query(&format!(
                "UPDATE hour_blocks SET {column} = $2 WHERE id = $1 AND {column} IS NULL"
            ))
            .bind(&b.id)
            .bind(now)
            .execute(&mut *c)
            .await?;
            if told.rows_affected() == 1 {
                crossings.push(Crossing {
                    company: b.client_id.clone(),
                    project: b.project_id.clone(),
                    minutes: b.minutes,
                    percent,
                });
            }
        }
    }
    Ok(crossings)
}
