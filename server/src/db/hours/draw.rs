//! Drawing prepaid blocks down (ADR 0042): billable entries draw a company's blocks oldest first,
//! in the order the work was done (`shared::hours::draw_down`), in the transaction of every write
//! of an entry, under a lock on the company's blocks. An entry logged after every entry drawn so
//! far draws on its own; any other write draws the company's entries again. Crossing 80 % and
//! 100 % queues one mail each to the company's owners and finance people, however many writes
//! race: the statement that marks the threshold told is the one that queues its mail.

use portico_shared::dates::{parse_ymd, Date};
use portico_shared::hours::{crossed, draw_down, Block, Work};
use sqlx::{AnyConnection, FromRow};

use super::blocks::{BlockRow, BLOCKS_MAX, SELECT};
use super::{now_ms, Engine};
use crate::ids::ProjectId;

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
    match company_of(c, project).await? {
        Some(company) => draw_company(c, &company).await,
        None => Ok(Vec::new()),
    }
}

async fn company_of(
    c: &mut AnyConnection,
    project: &ProjectId,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT client_id FROM projects WHERE id = $1")
        .bind(project)
        .fetch_optional(&mut *c)
        .await
}

/// An entry just logged, as the draw-down reads it.
pub struct Logged<'a> {
    pub id: &'a str,
    pub project: &'a ProjectId,
    pub day: Date,
    pub created_at: i64,
    pub minutes: i64,
    pub billable: bool,
}

/// Draws down after an entry was logged. Logged after every entry its company's blocks have
/// drawn (in the order of work: the day, then when it was logged), as almost every entry is, it
/// draws on its own from the blocks as they stand, without reading the company's other entries;
/// otherwise the company's entries are drawn again in order ([`draw`]).
pub async fn draw_logged(
    c: &mut AnyConnection,
    e: &Logged<'_>,
) -> Result<Vec<Crossing>, sqlx::Error> {
    let Some(company) = company_of(c, e.project).await? else {
        return Ok(Vec::new());
    };
    if !e.billable {
        return Ok(Vec::new());
    }
    let Some(blocks) = lock(c, &company).await? else {
        return Ok(Vec::new());
    };
    let key = (e.day.to_string(), e.created_at);
    if blocks
        .iter()
        .any(|b| (b.drawn_date.as_str(), b.drawn_at) >= (key.0.as_str(), key.1))
    {
        return draw_company(c, &company).await;
    }
    let rules: Vec<Block> = blocks.iter().map(BlockRow::rule).collect();
    let mut used: Vec<i64> = blocks.iter().map(|b| b.used_minutes).collect();
    let mut overage: Vec<i64> = blocks.iter().map(|b| b.overage_minutes).collect();
    let mut left: Vec<i64> = blocks
        .iter()
        .map(|b| (b.minutes - b.used_minutes).max(0))
        .collect();
    let one = Billable {
        id: e.id.to_owned(),
        project_id: e.project.to_string(),
        work_date: key.0.clone(),
        minutes: e.minutes,
        created_at: e.created_at,
    };
    draw_one(&blocks, &rules, &mut left, (&mut used, &mut overage), &one);
    store(c, &company, &blocks, (&used, &overage), key).await
}

#[derive(FromRow)]
struct Billable {
    id: String,
    project_id: String,
    work_date: String,
    minutes: i64,
    created_at: i64,
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
    /// The last entry drawn, in the order of work (none drawn: before every day).
    through: (String, i64),
}

/// Locks the company's blocks for the caller's transaction and reads them in the order they are
/// drawn (none: the company has no block). A second write waits here, then reads what the first
/// committed. PostgreSQL locks them in the order of their ids, as the one-statement log does
/// (`quick_log`), so two writes never wait on each other's rows; SQLite has one writer.
async fn lock(c: &mut AnyConnection, company: &str) -> Result<Option<Vec<BlockRow>>, sqlx::Error> {
    let locked = if Engine::of_conn(c) == Engine::Postgres {
        sqlx::query("SELECT id FROM hour_blocks WHERE client_id = $1 ORDER BY id FOR UPDATE")
            .bind(company)
            .fetch_all(&mut *c)
            .await?
            .len()
    } else {
        let done =
            sqlx::query("UPDATE hour_blocks SET used_minutes = used_minutes WHERE client_id = $1")
                .bind(company)
                .execute(&mut *c)
                .await?;
        usize::try_from(done.rows_affected()).unwrap_or(usize::MAX)
    };
    if locked == 0 {
        return Ok(None);
    }
    let blocks: Vec<BlockRow> = sqlx::query_as(&format!(
        "{SELECT} WHERE client_id = $1 ORDER BY starts_on, created_at, id LIMIT {BLOCKS_MAX}"
    ))
    .bind(company)
    .fetch_all(&mut *c)
    .await?;
    Ok(Some(blocks))
}

/// Draws one entry against the blocks that cover its project (a block of one project draws only
/// that project's work), oldest first, from what each has `left`; adds to `used` and `overage`.
fn draw_one(
    blocks: &[BlockRow],
    rules: &[Block],
    left: &mut [i64],
    (used, overage): (&mut [i64], &mut [i64]),
    e: &Billable,
) -> Option<EntryDraw> {
    let work_day = parse_ymd(&e.work_date)?;
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
    let d = drawn.into_iter().next()?;
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
    Some(draw)
}

async fn compute(c: &mut AnyConnection, company: &str) -> Result<Option<Computed>, sqlx::Error> {
    let Some(blocks) = lock(c, company).await? else {
        return Ok(None);
    };
    let rules: Vec<Block> = blocks.iter().map(BlockRow::rule).collect();
    let from = rules
        .iter()
        .map(|b| b.starts.days_since_epoch())
        .min()
        .unwrap_or(0);
    let to = rules.iter().map(Block::usable_until).max().unwrap_or(0);
    let day = |d: i64| Date::from_unix_ms(d * 86_400_000).to_string();
    let rows: Vec<Billable> = sqlx::query_as(
        "SELECT e.id, e.project_id, e.work_date, e.minutes, e.created_at FROM time_entries e \
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
    // In the order the work was done (the rows' order).
    let through = rows
        .last()
        .map(|e| (e.work_date.clone(), e.created_at))
        .unwrap_or_default();
    for e in rows {
        if let Some(draw) = draw_one(&blocks, &rules, &mut left, (&mut used, &mut overage), &e) {
            entries.push((e.id, draw));
        }
    }
    Ok(Some(Computed {
        blocks,
        used,
        overage,
        entries,
        through,
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
        through,
        ..
    }) = compute(c, company).await?
    else {
        return Ok(Vec::new());
    };
    store(c, company, &blocks, (&used, &overage), through).await
}

/// Stores each block's used and overage minutes where they changed and how far the company's
/// entries are drawn, and marks (and returns) the thresholds newly crossed.
async fn store(
    c: &mut AnyConnection,
    company: &str,
    blocks: &[BlockRow],
    (used, overage): (&[i64], &[i64]),
    through: (String, i64),
) -> Result<Vec<Crossing>, sqlx::Error> {
    let mut crossings = Vec::new();
    let now = now_ms();
    for (i, b) in blocks.iter().enumerate() {
        if used[i] == b.used_minutes && overage[i] == b.overage_minutes {
            continue;
        }
        sqlx::query(
            "UPDATE hour_blocks SET used_minutes = $2, overage_minutes = $3, version = version + 1 \
             WHERE id = $1",
        )
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
    sqlx::query("UPDATE hour_blocks SET drawn_date = $2, drawn_at = $3 WHERE client_id = $1")
        .bind(company)
        .bind(&through.0)
        .bind(through.1)
        .execute(&mut *c)
        .await?;
    Ok(crossings)
}
