//! A sign-off round as a reader is shown it, and the digest of exactly that: what a decision
//! records and checks (ADR 0032). Who reads decides what is in it: amounts only for those who
//! handle money (`proofs::Money`), "waiting for you" only for an approver it was asked of.

use portico_shared::dates::format_rfc3339_from_ms;
use portico_shared::money::Amount;
use serde::Serialize;
use sqlx::AnyConnection;

use crate::db::sha256_hex;
use crate::db::signoffs::{self, DecisionRow, Release, Row, TaskRef};
use crate::db::Db;
use crate::ids::{ProjectId, UserId};
use crate::proofs::Money;

/// One approver's decision, as it was recorded.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DecisionView {
    pub person: String,
    pub person_name: String,
    /// `approve` or `changes`.
    pub decision: String,
    pub comment: String,
    /// SHA-256 (hex) of exactly what the person was shown when deciding.
    pub shown: String,
    pub at: String,
}

/// A request for sign-off, one round.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignOffView {
    #[serde(rename = "_id")]
    pub id: String,
    pub project: String,
    pub goal: Option<String>,
    pub payment: Option<String>,
    /// The goal's or milestone's title when it was asked.
    pub title: String,
    pub round: i64,
    pub summary: String,
    pub links: Vec<String>,
    pub tasks: Vec<TaskRef>,
    /// `any`: one approver decides; `all`: every approver must approve.
    pub rule: String,
    /// What it releases (the milestones' total), for those who handle money; absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub amount: Option<Amount>,
    /// `open`, `approved` or `changes`.
    pub state: String,
    pub requested_by: String,
    pub remind_after_days: i64,
    pub created_at: String,
    pub closed_at: Option<String>,
    pub decisions: Vec<DecisionView>,
    /// SHA-256 (hex) of what this reader is shown: the title, summary, links, tasks and, for
    /// those who handle money, the amount and currency. A decision sends it back.
    pub shown: String,
    /// The reader may decide now: an approver of the company who has not decided this open round.
    pub waiting_for_you: bool,
    /// An approval of logged hours (ADR 0042): `tasks` are its entries as shown, one line each.
    pub hours: bool,
    /// An approval of hours: its days and time, for screens to title it in the reader's language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub period: Option<HoursPeriod>,
}

/// The days an approval of hours covers, and its entries' time.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct HoursPeriod {
    /// First and last day, `YYYY-MM-DD`.
    pub from: String,
    pub to: String,
    pub minutes: i64,
    /// The minutes as every screen writes them (`12:30`).
    pub time: String,
    pub entries: usize,
}

fn period(subject: &str, tasks: &[TaskRef]) -> Option<HoursPeriod> {
    let (from, to) = crate::db::hours::approval::period_of(subject)?;
    let minutes = tasks.iter().filter_map(|t| t.minutes).sum();
    Some(HoursPeriod {
        from: from.to_owned(),
        to: to.to_owned(),
        minutes,
        time: portico_shared::hours::format_duration(minutes),
        entries: tasks.len(),
    })
}

/// Exactly what a reader is shown, in a fixed order: its SHA-256 is what a decision records.
#[derive(Serialize)]
struct Shown<'a> {
    title: &'a str,
    round: i64,
    summary: &'a str,
    links: &'a [String],
    tasks: &'a [TaskRef],
    amount: Option<i64>,
    currency: Option<&'a str>,
    /// Each milestone the approval releases (for those who handle money; absent for a round
    /// asked before rounds kept them, so what they were shown hashes as it did).
    #[serde(skip_serializing_if = "Option::is_none")]
    releases: Option<&'a [Release]>,
}

pub(super) fn digest(r: &Row, links: &[String], tasks: &[TaskRef], money: Option<Money>) -> String {
    let releases = money.and(r.releases());
    let shown = Shown {
        title: &r.title,
        round: r.round,
        summary: &r.summary,
        links,
        tasks,
        amount: money
            .and(r.amount_minor.zip(r.currency.as_deref()))
            .map(|a| a.0),
        currency: money
            .and(r.amount_minor.zip(r.currency.as_deref()))
            .map(|a| a.1),
        releases: releases.as_deref(),
    };
    sha256_hex(&serde_json::to_vec(&shown).unwrap_or_default())
}

/// The SHA-256 (hex) of what a reader is shown of a round: its title, round and summary, links,
/// tasks, and the amount with its currency when they may see it.
pub fn shown_digest(
    (title, round, summary): (&str, i64, &str),
    links: &[String],
    tasks: &[TaskRef],
    amount: Option<(i64, &str)>,
) -> String {
    let shown = Shown {
        title,
        round,
        summary,
        links,
        tasks,
        amount: amount.map(|a| a.0),
        currency: amount.map(|a| a.1),
        releases: None,
    };
    let bytes = serde_json::to_vec(&shown).unwrap_or_default();
    sha256_hex(&bytes)
}

/// Who reads: the person (None for staff), whether they approve for the company, and money.
#[derive(Clone, Copy)]
pub struct Reader<'a> {
    pub person: Option<&'a UserId>,
    pub approver: bool,
    pub money: Option<Money>,
}

pub(super) fn view(r: Row, decisions: Vec<DecisionView>, reader: Reader<'_>) -> SignOffView {
    let links: Vec<String> = serde_json::from_str(&r.links).unwrap_or_default();
    let tasks: Vec<TaskRef> = serde_json::from_str(&r.tasks).unwrap_or_default();
    let shown = digest(&r, &links, &tasks, reader.money);
    let decided = reader
        .person
        .is_some_and(|p| decisions.iter().any(|d| d.person == p.as_str()));
    let amount = reader.money.and(
        r.amount_minor
            .zip(r.currency.as_deref())
            .map(|(m, c)| Amount::stored(m, c)),
    );
    // One of the approvers the round was asked of (any approver, for a round asked before
    // rounds kept them).
    let asked_of = |p: &UserId| {
        r.approvers
            .as_deref()
            .map(|a| serde_json::from_str::<Vec<String>>(a).unwrap_or_default())
            .is_none_or(|list| list.is_empty() || list.iter().any(|x| x == p.as_str()))
    };
    let asked = reader.person.is_none_or(asked_of);
    SignOffView {
        hours: crate::db::hours::approval::is_hours(&r.subject),
        period: period(&r.subject, &tasks),
        waiting_for_you: r.state == "open" && reader.approver && asked && !decided,
        id: r.id,
        project: r.project_id,
        goal: r.goal_id,
        payment: r.payment_id,
        title: r.title,
        round: r.round,
        summary: r.summary,
        links,
        tasks,
        rule: r.rule,
        amount,
        state: r.state,
        requested_by: r.requester_name,
        remind_after_days: r.remind_days,
        created_at: format_rfc3339_from_ms(r.created_at),
        closed_at: r.closed_at.map(format_rfc3339_from_ms),
        decisions,
        shown,
    }
}

async fn views(
    c: &mut AnyConnection,
    rows: Vec<Row>,
    reader: Reader<'_>,
) -> Result<Vec<SignOffView>, sqlx::Error> {
    let ids: Vec<String> = rows.iter().map(|r| r.id.clone()).collect();
    let mut decisions = signoffs::decisions_of(c, &ids).await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let (mine, rest): (Vec<DecisionRow>, Vec<DecisionRow>) = std::mem::take(&mut decisions)
                .into_iter()
                .partition(|d| d.signoff_id == r.id);
            decisions = rest;
            let mine: Vec<DecisionView> = mine
                .into_iter()
                .map(|d| DecisionView {
                    person: d.person_id,
                    person_name: d.person_name,
                    decision: d.decision,
                    comment: d.comment,
                    shown: d.shown_sha256,
                    at: format_rfc3339_from_ms(d.created_at),
                })
                .collect();
            view(r, mine, reader)
        })
        .collect())
}

/// Every round asked for a project, newest first.
pub async fn of_project(
    db: &Db,
    project: &ProjectId,
    reader: Reader<'_>,
) -> Result<Vec<SignOffView>, sqlx::Error> {
    let mut c = db.acquire().await?;
    let rows = signoffs::rows_of_project(&mut c, project).await?;
    views(&mut c, rows, reader).await
}

/// One round, and its company, in the caller's transaction or not.
pub async fn one(
    c: &mut AnyConnection,
    id: &str,
    reader: Reader<'_>,
) -> Result<Option<(SignOffView, String)>, sqlx::Error> {
    let Some(row) = signoffs::row(&mut *c, id).await? else {
        return Ok(None);
    };
    let client = row.client_id.clone();
    Ok(views(c, vec![row], reader)
        .await?
        .pop()
        .map(|v| (v, client)))
}

/// The open rounds of a company's projects (of `only`, a member's chosen ones) that wait for
/// this approver's decision, oldest first.
pub async fn waiting_for(
    db: &Db,
    company: &UserId,
    only: Option<&[ProjectId]>,
    reader: Reader<'_>,
) -> Result<Vec<SignOffView>, sqlx::Error> {
    let Some(person) = reader.person.filter(|_| reader.approver) else {
        return Ok(Vec::new());
    };
    let mut c = db.acquire().await?;
    let rows = signoffs::rows_waiting_for(&mut c, company, person, only).await?;
    views(&mut c, rows, reader).await
}
