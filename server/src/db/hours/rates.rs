//! A project's hourly rates per staff role (ADR 0042): where the firm charges roles differently,
//! an entry is charged at its staff member's role's rate on the project, else the project's rate.

use portico_shared::money::Amount;
use portico_shared::validate::{RoleRate, ROLE_RATES_MAX};
use serde::Serialize;
use sqlx::AnyConnection;

use super::Db;
use crate::ids::ProjectId;

/// A role's hourly rate on a project, for staff and people who handle money.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct RoleRateView {
    pub role: String,
    pub rate: Amount,
}

/// A project's role rates, by role name.
pub async fn role_rates(
    db: &Db,
    project: &ProjectId,
    currency: &str,
) -> Result<Vec<RoleRateView>, sqlx::Error> {
    let rows: Vec<(String, i64)> = sqlx::query_as(&format!(
        "SELECT role, rate_minor FROM project_rates WHERE project_id = $1 ORDER BY role \
         LIMIT {ROLE_RATES_MAX}"
    ))
    .bind(project)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(role, rate)| RoleRateView {
            role,
            rate: Amount::stored(rate, currency),
        })
        .collect())
}

/// Why a role rate was not set.
pub enum RateRefused {
    Missing,
    /// The project has [`ROLE_RATES_MAX`] rates already.
    Full,
}

/// Sets (or, without a rate, removes) a role's rate on a project and raises its hours version.
/// New entries are charged at it; those logged before keep their rate.
pub async fn set_role_rate(
    c: &mut AnyConnection,
    project: &ProjectId,
    r: &RoleRate,
) -> Result<Result<(), RateRefused>, sqlx::Error> {
    // The project's row first: rate writes on one project take turns, so the bound holds when two
    // new roles arrive at once (SQLite has one writer; PostgreSQL waits on this row).
    let found = sqlx::query("UPDATE projects SET hours_version = hours_version + 1 WHERE id = $1")
        .bind(project)
        .execute(&mut *c)
        .await?;
    if found.rows_affected() == 0 {
        return Ok(Err(RateRefused::Missing));
    }
    match r.rate_minor {
        None => {
            sqlx::query("DELETE FROM project_rates WHERE project_id = $1 AND role = $2")
                .bind(project)
                .bind(&r.role)
                .execute(&mut *c)
                .await?;
        }
        Some(rate) => {
            let changed = sqlx::query(
                "UPDATE project_rates SET rate_minor = $3 WHERE project_id = $1 AND role = $2",
            )
            .bind(project)
            .bind(&r.role)
            .bind(rate)
            .execute(&mut *c)
            .await?;
            if changed.rows_affected() == 0 {
                let n: i64 =
                    sqlx::query_scalar("SELECT COUNT(*) FROM project_rates WHERE project_id = $1")
                        .bind(project)
                        .fetch_one(&mut *c)
                        .await?;
                if n >= ROLE_RATES_MAX as i64 {
                    return Ok(Err(RateRefused::Full));
                }
                sqlx::query(
                    "INSERT INTO project_rates (project_id, role, rate_minor) VALUES ($1, $2, $3)",
                )
                .bind(project)
                .bind(&r.role)
                .bind(rate)
                .execute(&mut *c)
                .await?;
            }
        }
    }
    Ok(Ok(()))
}
