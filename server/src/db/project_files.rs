//! A project's files (ADR 0039): every file attached to its tickets, their replies and its
//! statement-of-work updates, each with where it is attached, who sent it and when; newest first
//! (by when their message was sent, then when they were uploaded), at most `SHOWN`, with how many
//! there are in all. A requirement is for a project not made yet and names none, so its files are
//! never a project's.
//!
//! The caller is the route's to check (it sees the project): a project's tickets are its
//! company's, so whoever sees the project sees them, and an update's files are authorized by
//! their project, exactly as a download authorizes each (`routes::attachment`).

use portico_shared::dates::format_rfc3339_from_ms;
use serde::Serialize;
use sqlx::FromRow;

use super::attachments::{AttachmentRow, AttachmentView};
use super::audit::NamedRef;
use super::Db;
use crate::ids::ProjectId;

/// How many files the list answers; the rest are counted.
pub const SHOWN: i64 = 200;

/// Where a file is attached.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum PlaceKind {
    /// The ticket itself, as it was opened.
    Ticket,
    /// A reply on the ticket.
    Comment,
    /// A statement-of-work update.
    Update,
}

/// The record a file is attached to, as the list names it.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FilePlace {
    pub kind: PlaceKind,
    /// The ticket's id (for a ticket's file or a reply's), or the update's.
    #[serde(rename = "_id")]
    pub id: String,
    /// The ticket's title, or the update's first line (at most 120 characters).
    pub title: String,
    /// The reply's id, for a reply's file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
}

/// One file of the project, where it is attached.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectFile {
    pub file: AttachmentView,
    pub place: FilePlace,
    /// The person who sent it (a client's person or staff).
    pub uploaded_by: NamedRef,
    /// When it was sent with its message (RFC 3339).
    pub attached_at: String,
}

/// A project's files: the newest 200, and how many there are in all.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectFiles {
    pub files: Vec<ProjectFile>,
    /// How many files the project has in all (more than `files` holds when past 200).
    pub total: i64,
}

#[derive(FromRow)]
struct Row {
    #[sqlx(flatten)]
    file: AttachmentRow,
    attached_at: i64,
    uploader_name: String,
    ticket_title: Option<String>,
    update_text: Option<String>,
}

/// The files of the project's tickets and replies, and of its updates: the ticket's company is
/// the project's (a ticket names only a project its company sees).
const FROM: &str = "attachments a JOIN users u ON u.id = a.uploaded_by \
     LEFT JOIN tickets t ON t.id = a.ticket_id \
     LEFT JOIN project_updates pu ON a.owner_kind = 'update' AND pu.id = a.owner_id \
     WHERE a.attached_at IS NOT NULL AND ( \
       (a.ticket_id IS NOT NULL AND t.project_id = $1 \
        AND t.user_id = (SELECT p.client_id FROM projects p WHERE p.id = $1)) \
       OR (a.owner_kind = 'update' AND a.project_id = $1 AND pu.project_id = $1))";

/// The update's first line, at most 120 characters: what names it in the list.
fn first_line(text: &str) -> String {
    let line = text.lines().map(str::trim).find(|l| !l.is_empty());
    let line = line.unwrap_or_default();
    match line.char_indices().nth(120) {
        Some((cut, _)) => format!("{}…", line[..cut].trim_end()),
        None => line.to_owned(),
    }
}

pub async fn of_project(db: &Db, project: &ProjectId) -> Result<ProjectFiles, sqlx::Error> {
    let total: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {FROM}"))
        .bind(project)
        .fetch_one(db)
        .await?;
    let sql = format!(
        "SELECT a.id, a.uploaded_by, a.company_id, a.owner_kind, a.owner_id, a.ticket_id, \
         a.project_id, a.name, a.ext, a.content_type, a.size, a.sha256, a.scan, a.attached_at, \
         u.name AS uploader_name, t.title AS ticket_title, \
         SUBSTR(pu.text, 1, 400) AS update_text \
         FROM {FROM} ORDER BY a.attached_at DESC, a.created_at DESC, a.id LIMIT {SHOWN}"
    );
    let rows: Vec<Row> = sqlx::query_as(&sql).bind(project).fetch_all(db).await?;
    let files = rows
        .into_iter()
        .filter_map(|r| {
            let f = &r.file;
            let place = match (f.owner_kind.as_deref(), &f.ticket_id) {
                (Some("update"), None) => FilePlace {
                    kind: PlaceKind::Update,
                    id: f.owner_id.clone()?,
                    title: first_line(r.update_text.as_deref().unwrap_or_default()),
                    comment: None,
                },
                (Some(kind), Some(ticket)) => FilePlace {
                    kind: if kind == "comment" {
                        PlaceKind::Comment
                    } else {
                        PlaceKind::Ticket
                    },
                    id: ticket.clone(),
                    title: r.ticket_title.clone().unwrap_or_default(),
                    comment: (kind == "comment").then(|| f.owner_id.clone()).flatten(),
                },
                _ => return None,
            };
            Some(ProjectFile {
                file: f.view(),
                place,
                uploaded_by: NamedRef {
                    id: f.uploaded_by.clone(),
                    name: r.uploader_name,
                },
                attached_at: format_rfc3339_from_ms(r.attached_at),
            })
        })
        .collect();
    Ok(ProjectFiles { files, total })
}

#[cfg(test)]
mod tests {
    use super::first_line;

    #[test]
    fn an_update_is_named_by_its_first_line() {
        assert_eq!(first_line("\n  Scope change  \nmore"), "Scope change");
        assert_eq!(first_line(""), "");
        let long = "é".repeat(130);
        let named = first_line(&long);
        assert_eq!(named.chars().count(), 121);
        assert!(named.ends_with('…'));
    }
}
