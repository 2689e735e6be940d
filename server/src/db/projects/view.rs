//! A project, whole (sprints, tasks, assignees, team), read in a fixed number of queries whatever
//! its size: one per level, joined back in memory.

use std::collections::HashMap;

use serde::Serialize;
use sqlx::FromRow;

use super::{Db, Scope};
use portico_shared::dates::format_rfc3339_from_ms;

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
pub(super) enum Filter<'a> {
    One {
        id: &'a str,
        scope: Scope<'a>,
    },
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
            Filter::Ids(ids) => format!("p.id IN ({})", crate::db::placeholders(ids.len(), 1)),
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

pub(super) async fn load(db: &Db, filter: Filter<'_>) -> Result<Vec<ProjectView>, sqlx::Error> {
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
        format!("IN ({})", crate::db::placeholders(ids.len(), 1))
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
