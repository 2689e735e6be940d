//! A quote version as a reader is shown it (ADR 0044): its state as people say it (a sent
//! version past its date is expired, one opened is viewed), the snapshot as the reader may read
//! it with the digest of exactly that, and the decisions. Staff also get the draft's content.

use portico_shared::dates::format_rfc3339_from_ms;
use portico_shared::money::Amount;
use serde::Serialize;
use sqlx::AnyConnection;

use super::snapshot::{shown, Snapshot};
use crate::db::quotes::{self, DecisionRow, Row};
use crate::db::signoffs;
use crate::ids::{ProjectId, UserId};
use crate::proofs::Money;

/// One approver's decision, as recorded.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteDecisionView {
    pub person: String,
    pub person_name: String,
    /// `accepted` or `declined`.
    pub decision: String,
    /// A decline's reason.
    pub reason: String,
    /// The name the signer typed.
    pub signed_name: Option<String>,
    /// A drawn signature, SVG path data.
    pub signature: Option<String>,
    /// The network the decision came from (staff only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub network: Option<String>,
    /// SHA-256 (hex) of the snapshot the person was shown. Given to staff and to readers who
    /// handle money; to a reader who does not, only when it is the digest of what they are shown
    /// too (a priced snapshot's digest, beside every other byte of it, would let its prices be
    /// found by trying them).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shown: Option<String>,
    pub at: String,
}

/// A version of a quote or change request.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteView {
    #[serde(rename = "_id")]
    pub id: String,
    /// `Q-2026-0001` or `CR-2026-0003`.
    pub number: String,
    pub version: i64,
    /// `quote` or `change`.
    pub kind: String,
    pub title: String,
    pub project: String,
    pub project_title: String,
    pub client: String,
    pub company_name: String,
    /// draft, sent, viewed, accepted, declined, expired or superseded.
    pub state: String,
    pub valid_until: String,
    /// `any` or `all`.
    pub rule: String,
    /// The total, tax included (for those who handle money).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total: Option<Amount>,
    pub sent_at: Option<String>,
    pub viewed_at: Option<String>,
    pub decided_at: Option<String>,
    pub created_at: String,
    pub created_by: String,
    /// What the page shows (a sent version), as this reader may read it: its canonical JSON
    /// (keys sorted, no spaces) hashes to `shown`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub snapshot: Option<Snapshot>,
    /// SHA-256 (hex) of the snapshot as this reader is shown it: an acceptance sends it back.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shown: Option<String>,
    /// The reader may accept or decline now.
    pub waiting_for_you: bool,
    pub decisions: Vec<QuoteDecisionView>,
    /// A draft's content as staff typed it (a `QuoteInput`; staff only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub content: Option<serde_json::Value>,
}

/// Who reads: staff, or a client approver (`person`), and money.
#[derive(Clone, Copy)]
pub struct Reader<'a> {
    pub staff: bool,
    pub person: Option<&'a UserId>,
    pub money: Option<Money>,
    /// The snapshot and the draft's content too (one version's page), or not (a list).
    pub full: bool,
}

/// The state people read: a sent version past its last day is expired; one a client opened is
/// viewed.
pub fn state_of(r: &Row, today: &str) -> &'static str {
    match r.state.as_str() {
        "draft" => "draft",
        "accepted" => "accepted",
        "declined" => "declined",
        "superseded" => "superseded",
        _ if r.valid_until.as_str() < today => "expired",
        _ if r.viewed_at.is_some() => "viewed",
        _ => "sent",
    }
}

/// Whether `person` is one of those who decide `r` now: the approvers fixed when it was sent
/// who still approve (`now`), or today's approvers if none of those is left.
pub fn deciders(r: &Row, now: Vec<String>) -> Vec<String> {
    crate::signoff::who_decides(r.approvers().as_deref(), now)
}

/// For each of `rows`, whether `person` decides it now (`deciders`, the rule `decide` applies):
/// today's approvers read once per project.
pub async fn decides(
    c: &mut AnyConnection,
    rows: &[Row],
    person: &str,
) -> Result<Vec<bool>, sqlx::Error> {
    let mut known: Vec<(&str, Vec<String>)> = Vec::new();
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        let now = match known.iter().find(|(p, _)| *p == r.project_id.as_str()) {
            Some((_, a)) => a.clone(),
            None => {
                let a: Vec<String> = signoffs::approvers(c, &r.client_id, &r.project_id)
                    .await?
                    .into_iter()
                    .map(|a| a.0)
                    .collect();
                known.push((r.project_id.as_str(), a.clone()));
                a
            }
        };
        out.push(deciders(r, now).iter().any(|a| a == person));
    }
    Ok(out)
}

/// The sent versions waiting for `person`'s decision (of `only`, a member's chosen projects),
/// oldest first: exactly those `decide` would take from them.
pub async fn waiting(
    c: &mut AnyConnection,
    company: &UserId,
    person: &UserId,
    only: Option<&[ProjectId]>,
    today: &str,
) -> Result<Vec<Row>, sqlx::Error> {
    let rows = quotes::waiting_for(c, company, person, only, today).await?;
    let asks = decides(c, &rows, person.as_str()).await?;
    Ok(rows
        .into_iter()
        .zip(asks)
        .filter_map(|(r, asked)| asked.then_some(r))
        .collect())
}

fn view(
    r: Row,
    decisions: Vec<DecisionRow>,
    reader: Reader<'_>,
    asked: bool,
    today: &str,
) -> QuoteView {
    let state = state_of(&r, today);
    let stored = r.snapshot.as_deref().filter(|_| reader.full);
    let (snapshot, digest) = match stored.and_then(|s| shown(s, reader.money)) {
        Some((s, d)) => (Some(s), Some(d)),
        None => (None, None),
    };
    let decided = reader
        .person
        .is_some_and(|p| decisions.iter().any(|d| d.person_id == p.as_str()));
    let decisions = decisions
        .into_iter()
        .map(|d| QuoteDecisionView {
            person: d.person_id,
            person_name: d.person_name,
            decision: if d.decision == "approve" {
                "accepted".into()
            } else {
                "declined".into()
            },
            reason: d.comment,
            signed_name: d.signed_name,
            signature: d.signature,
            network: d.network.filter(|_| reader.staff),
            shown: (reader.staff
                || reader.money.is_some()
                || digest.as_deref() == Some(d.shown_sha256.as_str()))
            .then_some(d.shown_sha256),
            at: format_rfc3339_from_ms(d.created_at),
        })
        .collect();
    QuoteView {
        waiting_for_you: !reader.staff && asked && !decided && matches!(state, "sent" | "viewed"),
        state: state.to_owned(),
        total: reader
            .money
            .map(|_| Amount::stored(r.total_minor, &r.currency)),
        content: (reader.staff && reader.full)
            .then(|| serde_json::from_str(&r.content).ok())
            .flatten(),
        id: r.id,
        number: r.number,
        version: r.version,
        kind: r.kind,
        title: r.title,
        project: r.project_id,
        project_title: r.project_title.unwrap_or_default(),
        client: r.client_id,
        company_name: r.company_name.unwrap_or_default(),
        valid_until: r.valid_until,
        rule: r.rule,
        sent_at: r.sent_at.map(format_rfc3339_from_ms),
        viewed_at: r.viewed_at.map(format_rfc3339_from_ms),
        decided_at: r.decided_at.map(format_rfc3339_from_ms),
        created_at: format_rfc3339_from_ms(r.created_at),
        created_by: r.creator_name,
        snapshot,
        shown: digest,
        decisions,
    }
}

/// The versions as `reader` reads them, their decisions read in one query.
pub async fn views(
    c: &mut AnyConnection,
    rows: Vec<Row>,
    reader: Reader<'_>,
) -> Result<Vec<QuoteView>, sqlx::Error> {
    let asks = match reader.person.filter(|_| !reader.staff) {
        Some(p) => decides(c, &rows, p.as_str()).await?,
        None => vec![false; rows.len()],
    };
    with_asks(c, rows, reader, asks).await
}

/// `waiting`'s versions as the person it was asked for reads them: `waiting` already found that
/// each asks them, so today's approvers are not read again.
pub async fn waiting_views(
    c: &mut AnyConnection,
    rows: Vec<Row>,
    reader: Reader<'_>,
) -> Result<Vec<QuoteView>, sqlx::Error> {
    let asks = vec![true; rows.len()];
    with_asks(c, rows, reader, asks).await
}

async fn with_asks(
    c: &mut AnyConnection,
    rows: Vec<Row>,
    reader: Reader<'_>,
    asks: Vec<bool>,
) -> Result<Vec<QuoteView>, sqlx::Error> {
    let ids: Vec<String> = rows.iter().map(|r| r.id.clone()).collect();
    let decisions = quotes::decisions_of(c, &ids).await?;
    let today = crate::db::figures::today();
    Ok(rows
        .into_iter()
        .zip(asks)
        .map(|(r, asked)| {
            let mine = decisions
                .iter()
                .filter(|d| d.signoff_id == r.id)
                .cloned()
                .collect();
            view(r, mine, reader, asked, &today)
        })
        .collect())
}

/// One version as `reader` reads it.
pub async fn one(
    c: &mut AnyConnection,
    row: Row,
    reader: Reader<'_>,
) -> Result<QuoteView, sqlx::Error> {
    let mut v = views(c, vec![row], reader).await?;
    v.pop().ok_or(sqlx::Error::RowNotFound)
}
