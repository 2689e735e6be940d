//! A person's calendar feed (ADR 0046): the dates their pages show, in their language, as an
//! iCalendar document with stable UIDs, a SEQUENCE that rises when a date moves, and an ETag.

pub mod ics;

use portico_shared::dates::format_ymd_from_ms;
use sha2::{Digest, Sha256};

use crate::db::calendar_feeds::{self as feeds, Dated, FeedScope, Reader};
use crate::db::{now_ms, people, Db};
use crate::ids::ProjectId;
use ics::{Event, When};

/// What each kind of event is called, by language (`en`, `fr`, `hi`).
#[derive(Clone, Copy)]
enum What {
    SprintEnds,
    GoalDue,
    SignOffWaiting,
    QuoteWaiting,
    ReplyDue,
    MilestoneDue,
    InvoiceDue,
}

impl What {
    fn uid_kind(self) -> &'static str {
        match self {
            What::SprintEnds => "sprint",
            What::GoalDue => "goal",
            What::SignOffWaiting => "signoff",
            What::QuoteWaiting => "quote",
            What::ReplyDue => "ticket",
            What::MilestoneDue => "milestone",
            What::InvoiceDue => "invoice",
        }
    }

    fn label(self, language: &str) -> &'static str {
        match (self, language) {
            (What::SprintEnds, "fr") => "Fin du sprint",
            (What::SprintEnds, "hi") => "स्प्रिंट समाप्त",
            (What::SprintEnds, _) => "Sprint ends",
            (What::GoalDue, "fr") => "Échéance de l’objectif",
            (What::GoalDue, "hi") => "लक्ष्य की नियत तिथि",
            (What::GoalDue, _) => "Goal due",
            (What::SignOffWaiting, "fr") => "Validation en attente",
            (What::SignOffWaiting, "hi") => "स्वीकृति प्रतीक्षित",
            (What::SignOffWaiting, _) => "Sign-off waiting",
            (What::QuoteWaiting, "fr") => "Devis en attente",
            (What::QuoteWaiting, "hi") => "कोटेशन प्रतीक्षित",
            (What::QuoteWaiting, _) => "Quote waiting",
            (What::ReplyDue, "fr") => "Réponse attendue",
            (What::ReplyDue, "hi") => "उत्तर देय",
            (What::ReplyDue, _) => "Reply due",
            (What::MilestoneDue, "fr") => "Paiement dû",
            (What::MilestoneDue, "hi") => "भुगतान देय",
            (What::MilestoneDue, _) => "Payment due",
            (What::InvoiceDue, "fr") => "Échéance de la facture",
            (What::InvoiceDue, "hi") => "चालान देय",
            (What::InvoiceDue, _) => "Invoice due",
        }
    }
}

/// A feed as served: its body and its ETag.
pub struct Feed {
    pub body: String,
    pub etag: String,
}

/// The feed of `reader`, narrowed to `project` when the link asks.
pub async fn feed(
    db: &Db,
    public_url: &str,
    reader: &Reader,
    project: Option<&ProjectId>,
) -> Result<Feed, sqlx::Error> {
    let staff = reader.role == "admin";
    let chosen = if staff || reader.all_projects != 0 {
        None
    } else {
        Some(people::chosen_projects(db, &reader.id).await?)
    };
    let scope = FeedScope {
        company: (!staff).then_some(&reader.company_id),
        only: chosen.as_deref(),
        project,
    };
    let now = now_ms();
    let today = format_ymd_from_ms(now);
    let since = format_ymd_from_ms(now - feeds::PAST_DAYS * 86_400_000);
    let mut found: Vec<(What, Dated)> = Vec::new();
    let mut add = |what: What, rows: Vec<Dated>| found.extend(rows.into_iter().map(|r| (what, r)));
    add(
        What::SprintEnds,
        feeds::sprint_ends(db, &scope, (&since, &today)).await?,
    );
    add(
        What::GoalDue,
        feeds::goal_dues(db, &scope, (&since, &today)).await?,
    );
    add(What::ReplyDue, feeds::reply_dues(db, &scope).await?);
    if reader.money != 0 {
        add(
            What::MilestoneDue,
            feeds::milestone_dues(db, &scope, (&since, &today)).await?,
        );
        add(
            What::InvoiceDue,
            feeds::invoice_dues(db, &scope, (&since, &today)).await?,
        );
    }
    if staff {
        let (signoffs, quotes) = feeds::waiting_on_clients(db, &scope, &today).await?;
        add(What::SignOffWaiting, signoffs);
        add(What::QuoteWaiting, quotes);
    } else if crate::db::signoffs::is_approver(db, &reader.id).await? {
        // Exactly what the dashboard asks this approver to decide.
        let mut c = db.acquire().await?;
        let only = chosen.as_deref();
        let signoffs =
            crate::db::signoffs::rows_waiting_for(&mut c, &reader.company_id, &reader.id, only)
                .await?;
        let quotes =
            crate::quoting::waiting(&mut c, &reader.company_id, &reader.id, only, &today).await?;
        let wanted = |p: &str| project.is_none_or(|want| want.as_str() == p);
        add(
            What::SignOffWaiting,
            signoffs
                .into_iter()
                .filter(|s| wanted(&s.project_id))
                .map(|s| Dated {
                    id: s.id,
                    title: s.title,
                    project_id: Some(s.project_id),
                    project: String::new(),
                    day: None,
                    at: Some(s.created_at),
                })
                .collect(),
        );
        add(
            What::QuoteWaiting,
            quotes
                .into_iter()
                .filter(|q| wanted(&q.project_id))
                .map(|q| Dated {
                    id: q.id,
                    title: format!("{} {}", q.number, q.title),
                    project_id: Some(q.project_id),
                    project: String::new(),
                    day: Some(q.valid_until),
                    at: None,
                })
                .collect(),
        );
    }
    let events = events(db, public_url, reader, staff, found).await?;
    let body = ics::calendar("Portico", &events);
    let digest = Sha256::digest(body.as_bytes());
    let etag = format!("\"{}\"", hex(&digest[..16]));
    Ok(Feed { body, etag })
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

async fn events(
    db: &Db,
    public_url: &str,
    reader: &Reader,
    staff: bool,
    found: Vec<(What, Dated)>,
) -> Result<Vec<Event>, sqlx::Error> {
    let base = public_url.trim_end_matches('/');
    let shaped: Vec<(What, Dated, When, String)> = found
        .into_iter()
        .filter_map(|(what, d)| {
            let when = match (&d.day, d.at) {
                // A day the calendar could not read is no event.
                (Some(day), None) if portico_shared::dates::parse_ymd(day).is_none() => {
                    return None
                }
                // A sign-off round is dated by the day it was asked, as an all-day reminder.
                (_, Some(at)) if matches!(what, What::SignOffWaiting) => {
                    When::Day(format_ymd_from_ms(at))
                }
                (Some(day), _) => When::Day(day.clone()),
                (None, Some(at)) => When::At(at),
                (None, None) => return None,
            };
            let uid = format!("{}-{}@portico", what.uid_kind(), d.id);
            Some((what, d, when, uid))
        })
        .collect();
    let keys: Vec<(String, String)> = shaped
        .iter()
        // The dates and the titles (as stored, in no one's language): what an app shows.
        .map(|(_, d, when, uid)| {
            let shown = format!("{}|{}|{}", when.fingerprint(), d.title, d.project);
            (uid.clone(), shown)
        })
        .collect();
    let seqs = feeds::sequences(db, &keys).await?;
    let language = reader.language.as_str();
    let mut events: Vec<Event> = shaped
        .into_iter()
        .map(|(what, d, when, uid)| {
            let (sequence, stamp_ms) = seqs.get(&uid).copied().unwrap_or((0, 0));
            let title = if d.project.is_empty() {
                d.title.clone()
            } else {
                format!("{} · {}", d.title, d.project)
            };
            let path = match (what, staff) {
                (What::QuoteWaiting, false) => format!("/quotes/{}", d.id),
                (_, false) => "/dashboard".to_owned(),
                (_, true) => "/admin".to_owned(),
            };
            Event {
                uid,
                sequence,
                stamp_ms,
                when,
                summary: format!("{}: {title}", what.label(language)),
                description: format!("{base}{path}"),
                url: format!("{base}{path}"),
            }
        })
        .collect();
    // One order, whatever the queries': the same data gives the same bytes (and ETag).
    events.sort_by(|a, b| a.uid.cmp(&b.uid));
    Ok(events)
}
