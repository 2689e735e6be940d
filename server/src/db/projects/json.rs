//! A project's read rendered as JSON by the database itself (ADR 0022): one statement per read
//! returns, per project, its own fields, its data version and its team and sprints (with their
//! tasks and assignees) already as JSON text. Nothing is decoded row by row into Rust values and
//! serialised again; the server writes the project's own fields around the two arrays.
//!
//! The shape is `ProjectView`'s (the OpenAPI document's): the stories in
//! `tests/tests/api/render.rs` parse renders of a project with every kind of value into that type
//! and back, on every path a read takes.
//!
//! The statement is the one place where the two engines' SQL differ on purpose: each writes the
//! objects by concatenation, quoting every value with its own function (PostgreSQL `to_json`,
//! SQLite `json_quote`), so no JSON is parsed again at each level; PostgreSQL groups the tasks
//! by joins over the project's rows, SQLite (in process, where a lookup is a function call) by a
//! subquery per sprint and task. Both order every list fully (ties broken by id), so a render is
//! the same bytes on every app server.

use sqlx::FromRow;

use super::{Db, Scope};
use crate::db::Engine;
use crate::ids::ProjectId;
use portico_shared::dates::format_rfc3339_from_ms;

/// `WHERE` for the project level, with `$1` as the scope or id parameter.
pub(super) enum Filter<'a> {
    One {
        id: &'a ProjectId,
        scope: Scope<'a>,
    },
    /// These projects (at most a few hundred: a client's list).
    Ids(&'a [ProjectId]),
}

impl Filter<'_> {
    fn sql(&self) -> String {
        match self {
            Filter::One {
                scope: Scope::All, ..
            } => "p.id = $1".into(),
            Filter::One {
                scope: Scope::Client(..),
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
            } => vec![id.as_str()],
            Filter::One {
                id,
                scope: Scope::Client(c, _),
            } => vec![id.as_str(), c.as_str()],
            Filter::Ids(ids) => ids.iter().map(ProjectId::as_str).collect(),
        }
    }
}

/// One project's read, made at `version` (both read by the same statement).
pub struct Rendered {
    pub id: ProjectId,
    pub version: i64,
    pub json: Vec<u8>,
}

#[derive(FromRow)]
struct Row {
    id: String,
    title: String,
    client_id: String,
    client_name: String,
    project_desc: String,
    project_details_desc: String,
    project_timeline: String,
    project_cost: String,
    currency: String,
    github: String,
    repo_name: String,
    note_date: Option<String>,
    creator_id: Option<String>,
    creator_name: Option<String>,
    created_at: i64,
    data_version: i64,
    team: String,
    sprints: String,
}

/// The project's own columns (the statement adds `team` and `sprints`, JSON arrays).
const HEAD: &str = "SELECT p.id, p.title, p.client_id, u.name AS client_name, p.project_desc, \
     p.project_details_desc, p.project_timeline, p.project_cost, p.currency, p.github, p.repo_name, p.note_date, \
     c.id AS creator_id, c.name AS creator_name, p.created_at, p.data_version";

/// PostgreSQL: the tasks of the projects asked for, their assignees grouped per task, the tasks
/// per sprint and the sprints per project, each a join over those rows (`{cond}`: the filter).
/// Correlated subqueries here were planned once per listed project, each over every listed task;
/// `row_to_json` over a lateral row per task ran at about half the speed (ADR 0022).
const POSTGRES_TASKS: &str = r#"WITH ts AS (
      SELECT t.id, t.sprint_id, t.position, t.title, t.status, t.priority, t.type, t.role,
             t.github_link, t.task_date, t.description
        FROM projects p JOIN sprints s ON s.project_id = p.id JOIN tasks t ON t.sprint_id = s.id
       WHERE {cond}),
    assigned AS (
      SELECT ta.task_id, string_agg('{"_id":' || to_json(m.id)::text || ',"name":' || to_json(m.name)::text || '}',
                                    ',' ORDER BY m.name, m.id) AS j
        FROM ts JOIN task_assignees ta ON ta.task_id = ts.id JOIN team_members m ON m.id = ta.member_id
       GROUP BY ta.task_id),
    per_sprint AS (
      SELECT ts.sprint_id, string_agg('{"_id":' || to_json(ts.id)::text || ',"title":' || to_json(ts.title)::text
                || ',"assignedTo":[' || COALESCE(a.j, '') || '],"status":' || to_json(ts.status)::text
                || ',"priority":' || to_json(ts.priority)::text || ',"type":' || to_json(ts.type)::text
                || ',"role":' || to_json(ts.role)::text || ',"githubLink":' || to_json(ts.github_link)::text
                || ',"taskDate":' || COALESCE(to_json(ts.task_date)::text, 'null')
                || ',"description":' || to_json(ts.description)::text || '}', ',' ORDER BY ts.position) AS j
        FROM ts LEFT JOIN assigned a ON a.task_id = ts.id
       GROUP BY ts.sprint_id),
    per_project AS (
      SELECT s.project_id, '[' || string_agg('{"_id":' || to_json(s.id)::text || ',"title":' || to_json(s.title)::text
                || ',"goal":' || to_json(s.goal)::text || ',"timeline":' || to_json(s.timeline)::text
                || ',"startDate":' || COALESCE(to_json(s.start_date)::text, 'null')
                || ',"endDate":' || COALESCE(to_json(s.end_date)::text, 'null')
                || ',"order":' || s.position
                || ',"status":{"active":' || CASE WHEN s.active = 1 THEN 'true' ELSE 'false' END
                || ',"completed":' || CASE WHEN s.completed = 1 THEN 'true' ELSE 'false' END
                || '},"tasks":[' || COALESCE(ps.j, '') || ']}', ',' ORDER BY s.position) || ']' AS j
        FROM projects p JOIN sprints s ON s.project_id = p.id LEFT JOIN per_sprint ps ON ps.sprint_id = s.id
       WHERE {cond}
       GROUP BY s.project_id)
"#;

const POSTGRES: &str = r#"
    (SELECT '[' || COALESCE(string_agg('{"_id":' || to_json(tm.id)::text || ',"name":' || to_json(tm.name)::text
              || ',"role":' || to_json(tm.role)::text || ',"about":' || to_json(tm.about)::text || '}',
              ',' ORDER BY tm.name, tm.id), '') || ']'
       FROM project_team pt JOIN team_members tm ON tm.id = pt.member_id
      WHERE pt.project_id = p.id) AS team,
    COALESCE(pp.j, '[]') AS sprints"#;

const SQLITE: &str = r#"
    (SELECT '[' || COALESCE(group_concat('{"_id":' || json_quote(tm.id) || ',"name":' || json_quote(tm.name)
              || ',"role":' || json_quote(tm.role) || ',"about":' || json_quote(tm.about) || '}',
              ',' ORDER BY tm.name, tm.id), '') || ']'
       FROM project_team pt JOIN team_members tm ON tm.id = pt.member_id
      WHERE pt.project_id = p.id) AS team,
    (SELECT '[' || COALESCE(group_concat('{"_id":' || json_quote(s.id) || ',"title":' || json_quote(s.title)
              || ',"goal":' || json_quote(s.goal) || ',"timeline":' || json_quote(s.timeline)
              || ',"startDate":' || json_quote(s.start_date) || ',"endDate":' || json_quote(s.end_date)
              || ',"order":' || CAST(s.position AS INTEGER)
              || ',"status":{"active":' || CASE WHEN s.active = 1 THEN 'true' ELSE 'false' END
              || ',"completed":' || CASE WHEN s.completed = 1 THEN 'true' ELSE 'false' END
              || '},"tasks":' || (
                SELECT '[' || COALESCE(group_concat('{"_id":' || json_quote(t.id) || ',"title":' || json_quote(t.title)
                          || ',"assignedTo":' || (
                            SELECT '[' || COALESCE(group_concat('{"_id":' || json_quote(tm.id)
                                      || ',"name":' || json_quote(tm.name) || '}', ',' ORDER BY tm.name, tm.id), '') || ']'
                              FROM task_assignees ta JOIN team_members tm ON tm.id = ta.member_id
                             WHERE ta.task_id = t.id)
                          || ',"status":' || json_quote(t.status) || ',"priority":' || json_quote(t.priority)
                          || ',"type":' || json_quote(t.type) || ',"role":' || json_quote(t.role)
                          || ',"githubLink":' || json_quote(t.github_link) || ',"taskDate":' || json_quote(t.task_date)
                          || ',"description":' || json_quote(t.description) || '}', ',' ORDER BY t.position), '') || ']'
                  FROM tasks t WHERE t.sprint_id = s.id)
              || '}', ',' ORDER BY s.position), '') || ']'
       FROM sprints s WHERE s.project_id = p.id) AS sprints"#;

/// The projects the filter names, rendered, in the list's order (creation, then title).
pub(super) async fn load(
    db: &Db,
    engine: Engine,
    filter: Filter<'_>,
) -> Result<Vec<Rendered>, sqlx::Error> {
    let cond = filter.sql();
    let (with, arrays, join) = match engine {
        Engine::Postgres => (
            POSTGRES_TASKS.replace("{cond}", &cond),
            POSTGRES,
            "LEFT JOIN per_project pp ON pp.project_id = p.id",
        ),
        Engine::Sqlite => (String::new(), SQLITE, ""),
    };
    let sql = format!(
        "{with}{HEAD}, {arrays} FROM projects p JOIN users u ON u.id = p.client_id \
         LEFT JOIN users c ON c.id = p.created_by {join} WHERE {cond} \
         ORDER BY p.created_at, p.title, p.id"
    );
    let mut q = sqlx::query_as::<_, Row>(&sql);
    for b in filter.binds() {
        q = q.bind(b.to_owned());
    }
    let rows = q.fetch_all(db).await?;
    rows.into_iter()
        .map(|row| {
            let id = ProjectId::from_stored(row.id.clone());
            let version = row.data_version;
            let json = write(row).map_err(|e| sqlx::Error::Decode(Box::new(e)))?;
            Ok(Rendered { id, version, json })
        })
        .collect()
}

/// The project's JSON: its own fields in `ProjectView`'s order around the database's arrays.
fn write(row: Row) -> Result<Vec<u8>, serde_json::Error> {
    use serde_json::to_writer;
    let mut out = Vec::with_capacity(row.sprints.len() + row.team.len() + 1024);
    let key = |out: &mut Vec<u8>, k: &str| {
        out.extend_from_slice(if out.is_empty() { b"{\"" } else { b",\"" });
        out.extend_from_slice(k.as_bytes());
        out.extend_from_slice(b"\":");
    };
    key(&mut out, "_id");
    to_writer(&mut out, &row.id)?;
    key(&mut out, "title");
    to_writer(&mut out, &row.title)?;
    key(&mut out, "client");
    to_writer(
        &mut out,
        &super::Named {
            id: row.client_id,
            name: row.client_name,
        },
    )?;
    for (k, v) in [
        ("projectDesc", &row.project_desc),
        ("projectDetailsDesc", &row.project_details_desc),
        ("projectTimeline", &row.project_timeline),
        ("projectCost", &row.project_cost),
        ("currency", &row.currency),
        ("github", &row.github),
        ("repoName", &row.repo_name),
    ] {
        key(&mut out, k);
        to_writer(&mut out, v)?;
    }
    key(&mut out, "projectTeam");
    out.extend_from_slice(row.team.as_bytes());
    key(&mut out, "NoteDate");
    to_writer(&mut out, &row.note_date)?;
    key(&mut out, "createdBy");
    let creator = row
        .creator_id
        .zip(row.creator_name)
        .map(|(id, name)| super::Named { id, name });
    to_writer(&mut out, &creator)?;
    key(&mut out, "createdAt");
    to_writer(&mut out, &format_rfc3339_from_ms(row.created_at))?;
    key(&mut out, "sprints");
    out.extend_from_slice(row.sprints.as_bytes());
    out.push(b'}');
    Ok(out)
}

/// A project's read without `projectCost`, for a person who does not handle money (ADR 0030):
/// the field is absent, not empty. `write` puts it at the project's own level, before the team
/// and sprints, so its first occurrence is the project's: `,"` cannot occur inside a JSON string
/// (a quote in one is escaped). The value is a string `write` quoted; it ends at the first
/// unescaped quote. None when the bytes are not a read `write` made.
pub fn without_money(json: &[u8]) -> Option<Vec<u8>> {
    const KEY: &[u8] = b",\"projectCost\":\"";
    let start = json.windows(KEY.len()).position(|w| w == KEY)?;
    let mut i = start + KEY.len();
    loop {
        match json.get(i)? {
            b'\\' => i += 2,
            b'"' => break,
            _ => i += 1,
        }
    }
    let mut out = Vec::with_capacity(json.len());
    out.extend_from_slice(&json[..start]);
    out.extend_from_slice(&json[i + 1..]);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::without_money;

    #[test]
    fn the_cost_is_cut_out_whatever_the_strings_around_it_hold() {
        let json = br#"{"_id":"p","title":"a,\"projectCost\":\"x","projectTimeline":"3 months","projectCost":"USD \"18,000\" \\","github":"","sprints":[{"title":"projectCost"}]}"#;
        let out = without_money(json).unwrap();
        assert_eq!(
            std::str::from_utf8(&out).unwrap(),
            r#"{"_id":"p","title":"a,\"projectCost\":\"x","projectTimeline":"3 months","github":"","sprints":[{"title":"projectCost"}]}"#
        );
        let value: serde_json::Value = serde_json::from_slice(&out).unwrap();
        assert!(value.get("projectCost").is_none());
        assert_eq!(
            without_money(b"{\"_id\":\"p\"}"),
            None,
            "not a read write made"
        );
        assert_eq!(
            without_money(br#"{"a":1,"projectCost":"unterminated"#),
            None
        );
    }
}
