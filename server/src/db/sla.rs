//! The firm's business calendar, its holidays and its response-target policies (ADR 0045): what
//! `support` counts a ticket's clock by. Small tables read whole (a calendar, at most
//! `MAX_HOLIDAYS` days, a handful of policies).

use portico_shared::sla::calendar::MAX_HOLIDAYS;
use portico_shared::sla::{CalendarSpec, PolicyTargets};
use serde::Serialize;
use sqlx::{AnyConnection, FromRow};

use super::{new_id, now_ms};

/// The zone a new firm's calendar is in until staff choose.
pub const DEFAULT_ZONE: &str = "Asia/Kolkata";

/// The most policies the firm keeps.
pub const MAX_POLICIES: i64 = 50;

/// The calendar as stored (the firm's office hours in `DEFAULT_ZONE` until staff set theirs),
/// with every holiday.
pub async fn calendar(c: &mut AnyConnection) -> Result<(CalendarSpec, Vec<Holiday>), sqlx::Error> {
    let row: Option<(String, String)> =
        sqlx::query_as("SELECT zone, week FROM business_calendar WHERE id = 'firm'")
            .fetch_optional(&mut *c)
            .await?;
    let mut spec = CalendarSpec::office(DEFAULT_ZONE);
    if let Some((zone, week)) = row {
        if let Ok(week) = serde_json::from_str(&week) {
            spec = CalendarSpec {
                zone,
                week,
                holidays: Vec::new(),
            };
        }
    }
    let holidays = holidays(c).await?;
    spec.holidays = holidays.iter().map(|h| h.date.clone()).collect();
    Ok((spec, holidays))
}

pub async fn set_calendar(
    c: &mut AnyConnection,
    zone: &str,
    week: &[Vec<[u16; 2]>],
) -> Result<(), sqlx::Error> {
    let week = serde_json::to_string(week).unwrap_or_else(|_| "[]".into());
    sqlx::query(
        "INSERT INTO business_calendar (id, zone, week, updated_at) VALUES ('firm', $1, $2, $3) \
         ON CONFLICT (id) DO UPDATE SET zone = excluded.zone, week = excluded.week, updated_at = excluded.updated_at",
    )
    .bind(zone)
    .bind(week)
    .bind(now_ms())
    .execute(&mut *c)
    .await?;
    Ok(())
}

/// A day off.
#[derive(Clone, Debug, Serialize, FromRow, schemars::JsonSchema)]
pub struct Holiday {
    /// `YYYY-MM-DD`.
    #[sqlx(rename = "day")]
    pub date: String,
    pub name: String,
}

async fn holidays(c: &mut AnyConnection) -> Result<Vec<Holiday>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT day, name FROM holidays ORDER BY day LIMIT {MAX_HOLIDAYS}"
    ))
    .fetch_all(&mut *c)
    .await
}

/// Adds holidays (a day already there keeps its name); how many were new, or `None` when the
/// calendar would pass `MAX_HOLIDAYS` (nothing is added then).
pub async fn add_holidays(
    c: &mut AnyConnection,
    days: &[(String, String)],
) -> Result<Option<u64>, sqlx::Error> {
    let mut added = 0;
    for (day, name) in days {
        added += sqlx::query(
            "INSERT INTO holidays (day, name) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING",
        )
        .bind(day)
        .bind(name)
        .execute(&mut *c)
        .await?
        .rows_affected();
    }
    let held: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM holidays")
        .fetch_one(&mut *c)
        .await?;
    Ok((held <= MAX_HOLIDAYS as i64).then_some(added))
}

pub async fn remove_holiday(c: &mut AnyConnection, day: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("DELETE FROM holidays WHERE day = $1")
        .bind(day)
        .execute(&mut *c)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// A policy, with how many companies have it as their own.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SlaPolicyView {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub is_default: bool,
    pub targets: PolicyTargets,
    pub companies: i64,
}

type PolicyRow = (String, String, i16, String, i64);

pub async fn policies(c: &mut AnyConnection) -> Result<Vec<SlaPolicyView>, sqlx::Error> {
    let rows: Vec<PolicyRow> = sqlx::query_as(&format!(
        "SELECT p.id, p.name, p.is_default, p.targets, \
         (SELECT COUNT(*) FROM users u WHERE u.sla_policy_id = p.id) \
         FROM sla_policies p ORDER BY p.is_default DESC, LOWER(p.name) LIMIT {MAX_POLICIES}"
    ))
    .fetch_all(&mut *c)
    .await?;
    Ok(rows.into_iter().map(policy_view).collect())
}

fn policy_view((id, name, is_default, targets, companies): PolicyRow) -> SlaPolicyView {
    SlaPolicyView {
        id,
        name,
        is_default: is_default == 1,
        targets: serde_json::from_str(&targets).unwrap_or_else(|_| PolicyTargets::standard()),
        companies,
    }
}

/// The targets a company's tickets are held to: its own policy, else the default, else the
/// standard one.
pub async fn targets_of(
    c: &mut AnyConnection,
    company: &str,
) -> Result<PolicyTargets, sqlx::Error> {
    let targets: Option<String> = sqlx::query_scalar(
        "SELECT p.targets FROM sla_policies p WHERE p.id = (SELECT sla_policy_id FROM users WHERE id = $1) \
         OR p.is_default = 1 ORDER BY p.is_default LIMIT 1",
    )
    .bind(company)
    .fetch_optional(&mut *c)
    .await?;
    Ok(targets
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_else(PolicyTargets::standard))
}

/// Writes a policy (a new one when `id` is `None`); a default one makes every other not so.
/// `Ok(None)`: no such policy, or the firm has `MAX_POLICIES` already.
pub async fn save_policy(
    c: &mut AnyConnection,
    id: Option<&str>,
    name: &str,
    targets: &PolicyTargets,
    is_default: bool,
) -> Result<Option<SlaPolicyView>, sqlx::Error> {
    let json = serde_json::to_string(targets).unwrap_or_default();
    let now = now_ms();
    let id = match id {
        Some(id) => {
            let done = sqlx::query(
                "UPDATE sla_policies SET name = $1, targets = $2, updated_at = $3 WHERE id = $4",
            )
            .bind(name)
            .bind(&json)
            .bind(now)
            .bind(id)
            .execute(&mut *c)
            .await?;
            if done.rows_affected() == 0 {
                return Ok(None);
            }
            id.to_owned()
        }
        None => {
            let held: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM sla_policies")
                .fetch_one(&mut *c)
                .await?;
            if held >= MAX_POLICIES {
                return Ok(None);
            }
            let id = new_id();
            sqlx::query(
                "INSERT INTO sla_policies (id, name, is_default, targets, created_at, updated_at) VALUES ($1, $2, 0, $3, $4, $4)",
            )
            .bind(&id)
            .bind(name)
            .bind(&json)
            .bind(now)
            .execute(&mut *c)
            .await?;
            id
        }
    };
    if is_default {
        sqlx::query("UPDATE sla_policies SET is_default = CASE WHEN id = $1 THEN 1 ELSE 0 END")
            .bind(&id)
            .execute(&mut *c)
            .await?;
    }
    Ok(policies(c).await?.into_iter().find(|p| p.id == id))
}

/// Gives a company its own policy (`None`: the default); false when either is missing.
pub async fn set_company_policy(
    c: &mut AnyConnection,
    company: &str,
    policy: Option<&str>,
) -> Result<bool, sqlx::Error> {
    if let Some(p) = policy {
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM sla_policies WHERE id = $1")
            .bind(p)
            .fetch_one(&mut *c)
            .await?;
        if n == 0 {
            return Ok(false);
        }
    }
    let done = sqlx::query(
        "UPDATE users SET sla_policy_id = $1 WHERE id = $2 AND role = 'client' AND company_id = id",
    )
    .bind(policy)
    .bind(company)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected() == 1)
}
