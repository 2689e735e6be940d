//! Projects with their sprints, tasks and team, read in a fixed number of queries whatever their
//! size: one per level, joined back in memory. Every read names its scope (one client's, or all
//! for staff), so a project that is not the caller's is simply not found.

use std::collections::HashMap;

use serde::Serialize;
use sqlx::FromRow;

use super::{new_id, now_ms, Db};
use portico_shared::dates::format_rfc3339_from_ms;

/// Which projects a read may see.
#[derive(Clone, Copy, Debug)]
pub enum Scope<'a> {
    /// Staff: every project.
    All,
    /// A client: only their own.
    Client(&'a str),
}

#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct Named {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
}

#[derive(Clone, Debug, Serialize, FromRow, schemars::JsonSchema)]
pub struct TeamCard {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub role: String,
    pub about: String,
    #[serde(skip)]
    pub project_id: String,
}

#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct SprintStatus {
    pub active: bool,
    pub completed: bool,
}

#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TaskView {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub assigned_to: Vec<Named>,
    pub status: String,
    pub priority: String,
    #[serde(rename = "type")]
    pub task_type: String,
    pub role: String,
    pub github_link: String,
    pub task_date: Option<String>,
    pub description: String,
}

#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SprintView {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub goal: String,
    pub timeline: String,
    pub start_date: Option<String>,
    pub end_date: Option<String>,
    /// The sprint's real place in its project (1-based).
    pub order: i64,
    pub status: SprintStatus,
    pub tasks: Vec<TaskView>,
}

#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectView {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub client: Named,
    pub project_desc: String,
    pub project_details_desc: String,
    pub project_timeline: String,
    pub project_cost: String,
    pub github: String,
    pub repo_name: String,
    pub project_team: Vec<TeamCard>,
    #[serde(rename = "NoteDate")]
    pub note_date: Option<String>,
    pub created_by: Option<Named>,
    pub created_at: String,
    pub sprints: Vec<SprintView>,
}

#[derive(FromRow)]
struct ProjectRow {
    id: String,
    title: String,
    client_id: String,
    client_name: String,
    project_desc: String,
    project_details_desc: String,
    project_timeline: String,
    project_cost: String,
    github: String,
    repo_name: String,
    note_date: Option<String>,
    creator_id: Option<String>,
    creator_name: Option<String>,
    created_at: i64,
}

#[derive(FromRow)]
struct SprintRow {
    id: String,
    project_id: String,
    position: i64,
    title: String,
    goal: String,
    timeline: String,
    start_date: Option<String>,
    end_date: Option<String>,
    active: i64,
    completed: i64,
}

#[derive(FromRow)]
struct TaskRow {
    id: String,
    sprint_id: String,
    title: String,
    status: String,
    priority: String,
    task_type: String,
    role: String,
    github_link: String,
    task_date: Option<String>,
    description: String,
}

#[derive(FromRow)]
struct AssigneeRow {
    task_id: String,
    member_id: String,
    name: String,
}

/// `WHERE` for the project level, with `$1` as the scope or id parameter.
enum Filter<'a> {
    One {
        id: &'a str,
        scope: Scope<'a>,
    },
    OwnedBy(&'a str),
    /// These projects (at most a few hundred: a client's list).
    Ids(&'a [String]),
}

impl Filter<'_> {
    fn sql(&self) -> String {
        match self {
            Filter::One {
                scope: Scope::All, ..
            } => "p.id = $1".into(),
            Filter::One {
                scope: Scope::Client(_),
                ..
            } => "p.id = $1 AND p.client_id = $2".into(),
            Filter::OwnedBy(_) => "p.client_id = $1".into(),
            Filter::Ids(ids) => format!("p.id IN ({})", super::placeholders(ids.len(), 1)),
        }
    }
    fn binds(&self) -> Vec<&str> {
        match self {
            Filter::One {
                id,
                scope: Scope::All,
            } => vec![id],
            Filter::One {
                id,
                scope: Scope::Client(c),
            } => vec![id, c],
            Filter::OwnedBy(c) => vec![c],
            Filter::Ids(ids) => ids.iter().map(String::as_str).collect(),
        }
    }
}

async fn fetch_rows<T>(db: &Db, sql: String, binds: &[&str]) -> Result<Vec<T>, sqlx::Error>
where
    T: for<'r> FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
{
    let mut q = sqlx::query_as::<_, T>(&sql);
    for b in binds {
        q = q.bind(b.to_string());
    }
    q.fetch_all(db).await
}

async fn load(db: &Db, filter: Filter<'_>) -> Result<Vec<ProjectView>, sqlx::Error> {
    let binds = filter.binds();
    let cond = filter.sql();
    let projects: Vec<ProjectRow> = fetch_rows(
        db,
        format!(
            "SELECT p.id, p.title, p.client_id, u.name AS client_name, p.project_desc, p.project_details_desc, \
             p.project_timeline, p.project_cost, p.github, p.repo_name, p.note_date, \
             c.id AS creator_id, c.name AS creator_name, p.created_at \
             FROM projects p JOIN users u ON u.id = p.client_id LEFT JOIN users c ON c.id = p.created_by \
             WHERE {cond} ORDER BY p.created_at, p.title"
        ),
        &binds,
    )
    .await?;
    if projects.is_empty() {
        return Ok(Vec::new());
    }
    // The rest by the projects' ids: the scope was the first query's to apply, and the children
    // need no join back to `projects`. The four are independent, so they run at once.
    let ids: Vec<&str> = projects.iter().map(|p| p.id.as_str()).collect();
    let within = if ids.len() == 1 {
        "= $1".to_owned()
    } else {
        format!("IN ({})", super::placeholders(ids.len(), 1))
    };
    let (team, sprints, tasks, assignees) = tokio::try_join!(
        fetch_rows::<TeamCard>(
            db,
            format!(
                "SELECT m.id, m.name, m.role, m.about, pt.project_id FROM project_team pt \
                 JOIN team_members m ON m.id = pt.member_id WHERE pt.project_id {within} ORDER BY m.name"
            ),
            &ids,
        ),
        fetch_rows::<SprintRow>(
            db,
            format!(
                "SELECT s.id, s.project_id, CAST(s.position AS BIGINT) AS position, s.title, s.goal, s.timeline, \
                 s.start_date, s.end_date, CAST(s.active AS BIGINT) AS active, \
                 CAST(s.completed AS BIGINT) AS completed \
                 FROM sprints s WHERE s.project_id {within} ORDER BY s.position"
            ),
            &ids,
        ),
        fetch_rows::<TaskRow>(
            db,
            format!(
                "SELECT t.id, t.sprint_id, t.title, t.status, t.priority, t.type AS task_type, t.role, \
                 t.github_link, t.task_date, t.description FROM sprints s \
                 JOIN tasks t ON t.sprint_id = s.id WHERE s.project_id {within} ORDER BY t.position"
            ),
            &ids,
        ),
        fetch_rows::<AssigneeRow>(
            db,
            format!(
                "SELECT ta.task_id, m.id AS member_id, m.name FROM sprints s \
                 JOIN tasks t ON t.sprint_id = s.id JOIN task_assignees ta ON ta.task_id = t.id \
                 JOIN team_members m ON m.id = ta.member_id WHERE s.project_id {within} ORDER BY m.name"
            ),
            &ids,
        ),
    )?;

    let mut by_task: HashMap<String, Vec<Named>> = HashMap::new();
    for a in assignees {
        by_task.entry(a.task_id).or_default().push(Named {
            id: a.member_id,
            name: a.name,
        });
    }
    let mut by_sprint: HashMap<String, Vec<TaskView>> = HashMap::new();
    for t in tasks {
        let assigned_to = by_task.remove(&t.id).unwrap_or_default();
        by_sprint.entry(t.sprint_id).or_default().push(TaskView {
            id: t.id,
            title: t.title,
            assigned_to,
            status: t.status,
            priority: t.priority,
            task_type: t.task_type,
            role: t.role,
            github_link: t.github_link,
            task_date: t.task_date,
            description: t.description,
        });
    }
    let mut by_project: HashMap<String, Vec<SprintView>> = HashMap::new();
    for s in sprints {
        let tasks = by_sprint.remove(&s.id).unwrap_or_default();
        by_project
            .entry(s.project_id)
            .or_default()
            .push(SprintView {
                id: s.id,
                title: s.title,
                goal: s.goal,
                timeline: s.timeline,
                start_date: s.start_date,
                end_date: s.end_date,
                order: s.position,
                status: SprintStatus {
                    active: s.active != 0,
                    completed: s.completed != 0,
                },
                tasks,
            });
    }
    let mut team_by_project: HashMap<String, Vec<TeamCard>> = HashMap::new();
    for m in team {
        team_by_project
            .entry(m.project_id.clone())
            .or_default()
            .push(m);
    }
    Ok(projects
        .into_iter()
        .map(|p| ProjectView {
            sprints: by_project.remove(&p.id).unwrap_or_default(),
            project_team: team_by_project.remove(&p.id).unwrap_or_default(),
            client: Named {
                id: p.client_id,
                name: p.client_name,
            },
            created_by: p
                .creator_id
                .zip(p.creator_name)
                .map(|(id, name)| Named { id, name }),
            created_at: format_rfc3339_from_ms(p.created_at),
            id: p.id,
            title: p.title,
            project_desc: p.project_desc,
            project_details_desc: p.project_details_desc,
            project_timeline: p.project_timeline,
            project_cost: p.project_cost,
            github: p.github,
            repo_name: p.repo_name,
            note_date: p.note_date,
        })
        .collect())
}

/// A client's projects, whole.
pub async fn for_client(db: &Db, client_id: &str) -> Result<Vec<ProjectView>, sqlx::Error> {
    load(db, Filter::OwnedBy(client_id)).await
}

/// These projects, whole, in the list's order (ids that do not exist are left out).
pub async fn by_ids(db: &Db, ids: &[String]) -> Result<Vec<ProjectView>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    load(db, Filter::Ids(ids)).await
}

/// A client's projects' ids and read versions, in the list's order.
pub async fn versions_for_client(
    db: &Db,
    client_id: &str,
) -> Result<Vec<(String, i64)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, data_version FROM projects WHERE client_id = $1 ORDER BY created_at, title \
         LIMIT 1000",
    )
    .bind(client_id)
    .fetch_all(db)
    .await
}

/// A project's read version, if the scope may see it (one indexed row: the visibility check and
/// the cache key at once).
pub async fn version(db: &Db, id: &str, scope: Scope<'_>) -> Result<Option<i64>, sqlx::Error> {
    match scope {
        Scope::All => {
            sqlx::query_scalar("SELECT data_version FROM projects WHERE id = $1")
                .bind(id)
                .fetch_optional(db)
                .await
        }
        Scope::Client(c) => {
            sqlx::query_scalar("SELECT data_version FROM projects WHERE id = $1 AND client_id = $2")
                .bind(id)
                .bind(c)
                .fetch_optional(db)
                .await
        }
    }
}

/// One project, whole, if the scope may see it.
pub async fn one(db: &Db, id: &str, scope: Scope<'_>) -> Result<Option<ProjectView>, sqlx::Error> {
    Ok(load(db, Filter::One { id, scope })
        .await?
        .into_iter()
        .next())
}

/// Whether the scope may see this project (for reads of its goals, payments, ...).
pub async fn visible(db: &Db, id: &str, scope: Scope<'_>) -> Result<bool, sqlx::Error> {
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
    let order = q.order_sql(
        &[
            ("title", "LOWER(p.title)"),
            ("client", "LOWER(u.name)"),
            ("sprintCount", "sprint_count"),
            ("createdAt", "p.created_at"),
        ],
        ("createdAt", true),
        "p.id",
    )?;
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
    pub client_id: &'a str,
    pub created_by: &'a str,
    pub title: &'a str,
    pub github: &'a str,
    pub repo_name: &'a str,
    pub project_desc: &'a str,
    pub project_details_desc: &'a str,
    pub team: &'a [String],
}

/// Creates a project and its team (on the caller's transaction).
pub async fn insert(c: &mut sqlx::AnyConnection, p: NewProject<'_>) -> Result<String, sqlx::Error> {
    let id = new_id();
    let now = now_ms();
    sqlx::query(
        "INSERT INTO projects (id, client_id, title, project_desc, project_details_desc, github, repo_name, \
         note_date, created_by, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)",
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
    Ok(id)
}

/// Applies the fields that were sent; returns false when the project does not exist.
pub async fn update(
    c: &mut sqlx::AnyConnection,
    id: &str,
    u: &portico_shared::validate::ProjectUpdate,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE projects SET title = COALESCE($1, title), project_desc = COALESCE($2, project_desc), \
         project_details_desc = COALESCE($3, project_details_desc), github = COALESCE($4, github), \
         repo_name = COALESCE($5, repo_name), project_cost = COALESCE($6, project_cost), \
         project_timeline = COALESCE($7, project_timeline), updated_at = $8 WHERE id = $9",
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
    .execute(&mut *c)
    .await?;
    super::versions::bump_for_project(&mut *c, id).await?;
    Ok(done.rows_affected() == 1)
}
