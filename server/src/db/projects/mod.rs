//! Projects: the scope a read names (one client's, or all for staff, so a project that is not
//! the caller's is simply not found), the whole project as the portal reads it (`view`), read
//! versions, the staff list, and creating and updating a project.

mod json;
mod view;

use serde::Serialize;
use sqlx::FromRow;

use super::{now_ms, Db, Engine};
use crate::ids::{ProjectId, UserId};
use crate::paging::Sorts;
use json::Filter;
pub use json::{without_money, Rendered};
use portico_shared::dates::format_rfc3339_from_ms;

/// The sort keys this list takes (documented by its route, `Api::sorted_by`).
pub const SORTS: Sorts = Sorts {
    keys: &[
        ("title", "LOWER(p.title)"),
        ("client", "LOWER(u.name)"),
        ("sprintCount", "sprint_count"),
        ("createdAt", "p.created_at"),
    ],
    default: ("createdAt", true),
    tie: "p.id",
};
pub use view::{Named, ProjectView, SprintStatus, SprintView, TaskView, TeamCard};

/// Which projects a read may see.
#[derive(Clone, Copy, Debug)]
pub enum Scope<'a> {
    /// Staff: every project.
    All,
    /// A person of a client company: the company's projects, or only those chosen for a member
    /// who does not see them all (`only`, ADR 0030).
    Client(&'a UserId, Option<&'a [ProjectId]>),
}

impl Scope<'_> {
    /// The scope may see this project of this client.
    pub fn sees(&self, client_id: &UserId, project: &ProjectId) -> bool {
        match self {
            Scope::All => true,
            Scope::Client(own, only) => {
                *own == client_id && only.is_none_or(|set| set.contains(project))
            }
        }
    }

    /// A member's chosen projects, when the scope is narrowed to them.
    pub fn only(&self) -> Option<&[ProjectId]> {
        match self {
            Scope::All => None,
            Scope::Client(_, only) => *only,
        }
    }
}

/// Names the project as changed (its row's trigger, `db::triggers`), so its open pages read what
/// they show again (its quotes, its invoices: in no kept project read, so its version is left
/// alone); the row stays locked until the caller's transaction ends, so writes that touch it
/// first take their turns.
pub async fn touch(c: &mut sqlx::AnyConnection, project: &ProjectId) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE projects SET updated_at = updated_at WHERE id = $1")
        .bind(project)
        .execute(c)
        .await?;
    Ok(())
}

/// These projects' reads, rendered at their current versions, in the list's order (ids that do
/// not exist are left out).
pub async fn render_many(
    db: &Db,
    engine: Engine,
    ids: &[ProjectId],
) -> Result<Vec<Rendered>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    json::load(db, engine, Filter::Ids(ids)).await
}

/// A client's projects' ids and read versions, in the list's order.
/// A client's projects with their read versions, as `versions_for_client` reads them, shared.
pub type Versions = std::sync::Arc<[(ProjectId, i64)]>;

pub async fn versions_for_client(
    db: &Db,
    client_id: &UserId,
) -> Result<Vec<(ProjectId, i64)>, sqlx::Error> {
    let rows: Vec<(String, i64)> = sqlx::query_as(
        "SELECT id, data_version FROM projects WHERE client_id = $1 ORDER BY created_at, title \
         LIMIT 1000",
    )
    .bind(client_id)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(id, v)| (ProjectId::from_stored(id), v))
        .collect())
}

/// A project's read version, if the scope may see it (one indexed row: the visibility check and
/// the cache key at once).
pub async fn version(
    db: &Db,
    id: &ProjectId,
    scope: Scope<'_>,
) -> Result<Option<i64>, sqlx::Error> {
    match scope {
        Scope::All => {
            sqlx::query_scalar("SELECT data_version FROM projects WHERE id = $1")
                .bind(id)
                .fetch_optional(db)
                .await
        }
        Scope::Client(c, only) => {
            if only.is_some_and(|set| !set.contains(id)) {
                return Ok(None);
            }
            sqlx::query_scalar("SELECT data_version FROM projects WHERE id = $1 AND client_id = $2")
                .bind(id)
                .bind(c)
                .fetch_optional(db)
                .await
        }
    }
}

/// One project's read, rendered at its current version, if the scope may see it.
pub async fn render_one(
    db: &Db,
    engine: Engine,
    id: &ProjectId,
    scope: Scope<'_>,
) -> Result<Option<Rendered>, sqlx::Error> {
    if scope.only().is_some_and(|set| !set.contains(id)) {
        return Ok(None);
    }
    Ok(json::load(db, engine, Filter::One { id, scope })
        .await?
        .into_iter()
        .next())
}

/// Whether the scope may see this project (for reads of its goals, payments, ...).
pub async fn visible(db: &Db, id: &ProjectId, scope: Scope<'_>) -> Result<bool, sqlx::Error> {
    Ok(version(db, id, scope).await?.is_some())
}

#[derive(Clone, Debug, Serialize, FromRow, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectListRow {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    #[serde(skip)]
    pub client_id: String,
    #[serde(skip)]
    pub client_name: String,
    pub project_desc: String,
    pub sprint_count: i64,
    #[serde(skip)]
    pub created_at: i64,
}

#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectListItem {
    #[serde(flatten)]
    pub row: ProjectListRow,
    pub client: Named,
    pub created_at: String,
}

/// One page of every project with its client and sprint count (the staff list): a count and
/// one grouped query.
pub async fn list(
    db: &Db,
    q: &crate::paging::ListQuery,
) -> Result<crate::paging::Page<ProjectListItem>, crate::error::ApiError> {
    let mut w = crate::paging::Where::default();
    if let Some(client) = q.filter_id("client") {
        w.and("p.client_id = ?", client);
    }
    w.search(q.like(), &["p.title", "u.name"]);
    let order = q.order_by(&SORTS)?;
    let total = super::count(
        db,
        &format!(
            "SELECT COUNT(*) FROM projects p JOIN users u ON u.id = p.client_id {}",
            w.sql()
        ),
        &w.binds,
    )
    .await?;
    let sql = format!(
        "SELECT p.id, p.title, p.client_id, u.name AS client_name, p.project_desc, p.created_at, \
         (SELECT COUNT(*) FROM sprints s WHERE s.project_id = p.id) AS sprint_count \
         FROM projects p JOIN users u ON u.id = p.client_id {} {order} {}",
        w.sql(),
        q.limit_sql()
    );
    let rows: Vec<ProjectListRow> = super::fetch_with(db, &sql, &w.binds).await?;
    Ok(crate::paging::Page {
        total,
        rows: rows
            .into_iter()
            .map(|row| ProjectListItem {
                client: Named {
                    id: row.client_id.clone(),
                    name: row.client_name.clone(),
                },
                created_at: format_rfc3339_from_ms(row.created_at),
                row,
            })
            .collect(),
    })
}

pub struct NewProject<'a> {
    pub client_id: &'a UserId,
    pub created_by: &'a UserId,
    pub title: &'a str,
    pub github: &'a str,
    pub repo_name: &'a str,
    pub project_desc: &'a str,
    pub project_details_desc: &'a str,
    pub team: &'a [String],
    /// ISO 4217.
    pub currency: &'a str,
}

/// Creates a project and its team (on the caller's transaction).
pub async fn insert(
    c: &mut sqlx::AnyConnection,
    p: NewProject<'_>,
) -> Result<ProjectId, sqlx::Error> {
    let id = ProjectId::generate();
    let now = now_ms();
    sqlx::query(
        "INSERT INTO projects (id, client_id, title, project_desc, project_details_desc, github, repo_name, \
         note_date, created_by, created_at, updated_at, currency) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11)",
    )
    .bind(&id)
    .bind(p.client_id)
    .bind(p.title)
    .bind(p.project_desc)
    .bind(p.project_details_desc)
    .bind(p.github)
    .bind(p.repo_name)
    .bind(portico_shared::dates::format_ymd_from_ms(now))
    .bind(p.created_by)
    .bind(now)
    .bind(p.currency)
    .execute(&mut *c)
    .await?;
    for member in p.team {
        sqlx::query("INSERT INTO project_team (project_id, member_id) VALUES ($1, $2)")
            .bind(&id)
            .bind(member)
            .execute(&mut *c)
            .await?;
    }
    super::versions::bump_client(&mut *c, p.client_id).await?;
    super::figures::recount(&mut *c, &id).await?;
    Ok(id)
}

/// Applies the fields that were sent; returns false when the project does not exist.
pub async fn update(
    c: &mut sqlx::AnyConnection,
    id: &ProjectId,
    u: &portico_shared::validate::ProjectUpdate,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE projects SET title = COALESCE($1, title), project_desc = COALESCE($2, project_desc), \
         project_details_desc = COALESCE($3, project_details_desc), github = COALESCE($4, github), \
         repo_name = COALESCE($5, repo_name), project_cost = COALESCE($6, project_cost), \
         project_timeline = COALESCE($7, project_timeline), updated_at = $8, currency = COALESCE($10, currency) \
         WHERE id = $9",
    )
    .bind(u.title.clone())
    .bind(u.project_desc.clone())
    .bind(u.project_details_desc.clone())
    .bind(u.github.clone())
    .bind(u.repo_name.clone())
    .bind(u.project_cost.clone())
    .bind(u.project_timeline.clone())
    .bind(now_ms())
    .bind(id)
    .bind(u.currency.map(|c| c.code().to_owned()))
    .execute(&mut *c)
    .await?;
    super::versions::bump_for_project(&mut *c, id).await?;
    Ok(done.rows_affected() == 1)
}
