//! A project's read rendered as JSON by the database itself (ADR 0022): one statement per read
//! returns, per project, its own fields, its data version and its team and sprints (with their
//! tasks and assignees) already as JSON text. Nothing is decoded row by row into Rust values and
//! serialised again; the server writes the project's own fields around the two arrays.
//!
//! The shape is `ProjectView`'s (the OpenAPI document's): `json_matches_the_declared_shape` in
//! the tests below parses a render of a project with every kind of value into that type and back.
//! The statement is the one place where the two engines' SQL differ on purpose: PostgreSQL builds
//! each object with `row_to_json` (compact, its columns named as the keys), SQLite with
//! `json_quote` and string concatenation (no JSON is parsed again at each level). Both order
//! every list fully (ties broken by id), so a render is the same bytes on every app server.

use sqlx::FromRow;

use super::{Db, Filter};
use crate::db::Engine;
use portico_shared::dates::format_rfc3339_from_ms;

/// One project's read, made at `version` (both read by the same statement).
pub struct Rendered {
    pub id: String,
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

/// The project's own columns, then `team` and `sprints` as JSON arrays (`{p}`: the projects
/// table's alias).
const HEAD: &str = "SELECT p.id, p.title, p.client_id, u.name AS client_name, p.project_desc, \
     p.project_details_desc, p.project_timeline, p.project_cost, p.github, p.repo_name, p.note_date, \
     c.id AS creator_id, c.name AS creator_name, p.created_at, p.data_version";

const POSTGRES: &str = r#"
    (SELECT '[' || COALESCE(string_agg(row_to_json(m)::text, ',' ORDER BY m.name, m."_id"), '') || ']'
       FROM (SELECT tm.id AS "_id", tm.name, tm.role, tm.about
               FROM project_team pt JOIN team_members tm ON tm.id = pt.member_id
              WHERE pt.project_id = p.id) m) AS team,
    (SELECT '[' || COALESCE(string_agg(row_to_json(sj)::text, ',' ORDER BY s.position), '') || ']'
       FROM sprints s CROSS JOIN LATERAL (
         SELECT s.id AS "_id", s.title, s.goal, s.timeline, s.start_date AS "startDate",
                s.end_date AS "endDate", CAST(s.position AS BIGINT) AS "order",
                (SELECT st FROM (SELECT s.active = 1 AS active, s.completed = 1 AS completed) st) AS status,
                (SELECT ('[' || COALESCE(string_agg(row_to_json(tj)::text, ',' ORDER BY t.position), '') || ']')::json
                   FROM tasks t CROSS JOIN LATERAL (
                     SELECT t.id AS "_id", t.title,
                            (SELECT ('[' || COALESCE(string_agg(row_to_json(a)::text, ',' ORDER BY a.name, a."_id"), '') || ']')::json
                               FROM (SELECT tm.id AS "_id", tm.name
                                       FROM task_assignees ta JOIN team_members tm ON tm.id = ta.member_id
                                      WHERE ta.task_id = t.id) a) AS "assignedTo",
                            t.status, t.priority, t.type, t.role, t.github_link AS "githubLink",
                            t.task_date AS "taskDate", t.description) tj
                  WHERE t.sprint_id = s.id) AS tasks) sj
      WHERE s.project_id = p.id) AS sprints"#;

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
    let arrays = match engine {
        Engine::Postgres => POSTGRES,
        Engine::Sqlite => SQLITE,
    };
    let sql = format!(
        "{HEAD}, {arrays} FROM projects p JOIN users u ON u.id = p.client_id \
         LEFT JOIN users c ON c.id = p.created_by WHERE {} ORDER BY p.created_at, p.title, p.id",
        filter.sql()
    );
    let mut q = sqlx::query_as::<_, Row>(&sql);
    for b in filter.binds() {
        q = q.bind(b.to_owned());
    }
    let rows = q.fetch_all(db).await?;
    rows.into_iter()
        .map(|row| {
            let id = row.id.clone();
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
