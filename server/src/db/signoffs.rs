//! Sign-offs (ADR 0032): staff ask a client company's approvers to accept delivered work; each
//! approver's decision is a row nobody can rewrite, with the SHA-256 of what they were shown. An
//! approval closes the round and, in the same transaction, completes the goal and makes its
//! milestones due; changes requested close it too, and asking again opens the next round.

use portico_shared::validate::{ApprovalRule, Decision, SignOffRequest, Subject};
use serde::Serialize;
use sqlx::{AnyConnection, FromRow};

use super::activity::{self, Event, Kind};
use super::{new_id, now_ms, placeholders, Db};
use crate::ids::{ProjectId, UserId};

/// Sign-offs read for one project at most (every round of every goal).
const PER_PROJECT_MAX: i64 = 200;

/// A delivered task named on a request, as it was when asked.
#[derive(Clone, Debug, Serialize, serde::Deserialize, schemars::JsonSchema)]
pub struct TaskRef {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    /// An entry of an approval of hours: its minutes (absent for a task, so what approvers of a
    /// goal were shown hashes as it always did).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minutes: Option<i64>,
}

/// A round as stored.
#[derive(Debug, FromRow)]
pub struct Row {
    pub id: String,
    pub project_id: String,
    /// What is signed off across rounds: `goal:<id>`, `payment:<id>`, or `hours:<project>:<from>:<to>`.
    pub subject: String,
    pub client_id: String,
    pub goal_id: Option<String>,
    pub payment_id: Option<String>,
    pub title: String,
    pub round: i64,
    pub summary: String,
    pub links: String,
    pub tasks: String,
    pub rule: String,
    pub amount_minor: Option<i64>,
    pub currency: Option<String>,
    pub state: String,
    pub remind_days: i64,
    pub requester_name: String,
    pub created_at: i64,
    pub closed_at: Option<i64>,
    /// What the round releases (`Release`s, JSON); None for a round asked before rounds kept it.
    pub releases: Option<String>,
    /// The approvers' ids when it was asked (JSON); None likewise.
    pub approvers: Option<String>,
}

const SELECT: &str = "SELECT s.id, s.project_id, s.subject, p.client_id, s.goal_id, s.payment_id, s.title, \
     CAST(s.round AS BIGINT) AS round, s.summary, s.links, s.tasks, s.rule, s.amount_minor, s.currency, s.state, \
     CAST(s.remind_days AS BIGINT) AS remind_days, s.requester_name, s.created_at, s.closed_at, \
     s.releases, s.approvers \
     FROM signoffs s JOIN projects p ON p.id = s.project_id";

/// A milestone a round's approval makes due, as it stood when the round was asked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Release {
    #[serde(rename = "_id")]
    pub id: String,
    pub amount: i64,
    pub currency: String,
}

impl Row {
    pub fn releases(&self) -> Option<Vec<Release>> {
        self.releases
            .as_deref()
            .map(|r| serde_json::from_str(r).unwrap_or_default())
    }
}

/// A decision as stored.
#[derive(Debug, FromRow)]
pub struct DecisionRow {
    pub signoff_id: String,
    pub person_id: String,
    pub person_name: String,
    pub decision: String,
    pub comment: String,
    pub shown_sha256: String,
    pub created_at: i64,
}

pub async fn decisions_of(
    c: &mut AnyConnection,
    ids: &[String],
) -> Result<Vec<DecisionRow>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let sql = format!(
        "SELECT signoff_id, person_id, person_name, decision, comment, shown_sha256, created_at \
         FROM signoff_decisions WHERE signoff_id IN ({}) ORDER BY created_at, id",
        placeholders(ids.len(), 1)
    );
    let mut q = sqlx::query_as::<_, DecisionRow>(&sql);
    for id in ids {
        q = q.bind(id);
    }
    q.fetch_all(c).await
}

/// Every round asked for a project, newest first (at most `PER_PROJECT_MAX`).
pub async fn rows_of_project(
    c: &mut AnyConnection,
    project: &ProjectId,
) -> Result<Vec<Row>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{SELECT} WHERE s.project_id = $1 ORDER BY s.created_at DESC, s.id DESC LIMIT {PER_PROJECT_MAX}"
    ))
    .bind(project)
    .fetch_all(c)
    .await
}

/// One round, in the caller's transaction or not.
pub async fn row(c: &mut AnyConnection, id: &str) -> Result<Option<Row>, sqlx::Error> {
    sqlx::query_as(&format!("{SELECT} WHERE s.id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await
}

/// The open rounds of a company's projects (of `only`, a member's chosen ones) that `person` has
/// not decided, oldest first.
pub async fn rows_waiting_for(
    c: &mut AnyConnection,
    company: &UserId,
    person: &UserId,
    only: Option<&[ProjectId]>,
) -> Result<Vec<Row>, sqlx::Error> {
    let set = only.unwrap_or_default();
    let within = match only {
        None => String::new(),
        Some([]) => " AND 1 = 0".to_owned(),
        Some(s) => format!(" AND s.project_id IN ({})", placeholders(s.len(), 3)),
    };
    let sql = format!(
        "{SELECT} WHERE p.client_id = $1 AND s.state = 'open'{within} AND NOT EXISTS \
         (SELECT 1 FROM signoff_decisions d WHERE d.signoff_id = s.id AND d.person_id = $2) \
         ORDER BY s.created_at, s.id LIMIT {PER_PROJECT_MAX}"
    );
    let mut q = sqlx::query_as::<_, Row>(&sql).bind(company).bind(person);
    for p in set {
        q = q.bind(p);
    }
    q.fetch_all(c).await
}

/// The round `id`, its row locked for the caller's transaction: decisions on it are taken one
/// at a time.
pub async fn lock(c: &mut AnyConnection, id: &str) -> Result<Option<Row>, sqlx::Error> {
    sqlx::query("UPDATE signoffs SET state = state WHERE id = $1")
        .bind(id)
        .execute(&mut *c)
        .await?;
    row(c, id).await
}

/// Whether `person` already decided round `id`.
pub async fn has_decided(
    c: &mut AnyConnection,
    id: &str,
    person: &UserId,
) -> Result<bool, sqlx::Error> {
    let found: Option<i64> = sqlx::query_scalar(
        "SELECT 1 FROM signoff_decisions WHERE signoff_id = $1 AND person_id = $2",
    )
    .bind(id)
    .bind(person)
    .fetch_optional(c)
    .await?;
    Ok(found.is_some())
}

/// A decision on a round of a company's project, as recorded (never rewritten).
pub struct NewDecision<'a> {
    pub signoff: &'a str,
    pub project: &'a ProjectId,
    pub company: &'a UserId,
    pub person: &'a UserId,
    pub person_name: &'a str,
    pub decision: &'a Decision,
    pub at: i64,
}

pub async fn record_decision(c: &mut AnyConnection, d: NewDecision<'_>) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO signoff_decisions (id, signoff_id, project_id, client_id, person_id, person_name, decision, \
         comment, shown_sha256, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .bind(new_id())
    .bind(d.signoff)
    .bind(d.project)
    .bind(d.company)
    .bind(d.person)
    .bind(d.person_name)
    .bind(d.decision.verdict.as_str())
    .bind(&d.decision.comment)
    .bind(&d.decision.shown)
    .bind(d.at)
    .execute(c)
    .await?;
    Ok(())
}

/// Who approved round `id` so far.
pub async fn approved_by(c: &mut AnyConnection, id: &str) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT person_id FROM signoff_decisions WHERE signoff_id = $1 AND decision = 'approve'",
    )
    .bind(id)
    .fetch_all(c)
    .await
}

/// Closes round `id`: `approved` or `changes`.
pub async fn close(
    c: &mut AnyConnection,
    id: &str,
    state: &str,
    at: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE signoffs SET state = $1, closed_at = $2 WHERE id = $3")
        .bind(state)
        .bind(at)
        .bind(id)
        .execute(c)
        .await?;
    Ok(())
}

/// Why a request for sign-off was refused.
#[derive(Debug)]
pub enum AskRefused {
    /// No such goal or milestone.
    NoSubject,
    /// A task that is not the project's.
    NoTask,
    /// A round of this subject is already open.
    AlreadyOpen,
}

/// Opens the next round for the subject, in the caller's transaction: what the approvers will be
/// shown is kept as it is now (title, the amount the goal's milestone releases, task titles).
pub async fn ask(
    c: &mut AnyConnection,
    req: &SignOffRequest,
    staff: (&UserId, &str),
) -> Result<Result<(String, ProjectId), AskRefused>, sqlx::Error> {
    type Subj = (String, String, Option<i64>, Option<String>);
    let (key, goal, payment, found): (String, Option<&str>, Option<&str>, Option<Subj>) =
        match &req.subject {
            Subject::Goal(g) => (
                format!("goal:{g}"),
                Some(g),
                None,
                sqlx::query_as(
                    "SELECT g.project_id, g.title, \
                     (SELECT x.amount_minor FROM payments x WHERE x.goal_id = g.id ORDER BY x.created_at, x.id LIMIT 1), \
                     (SELECT x.currency FROM payments x WHERE x.goal_id = g.id ORDER BY x.created_at, x.id LIMIT 1) \
                     FROM goals g WHERE g.id = $1",
                )
                .bind(g)
                .fetch_optional(&mut *c)
                .await?,
            ),
            Subject::Payment(p) => (
                format!("payment:{p}"),
                None,
                Some(p),
                sqlx::query_as(
                    "SELECT project_id, title, amount_minor, currency FROM payments WHERE id = $1",
                )
                .bind(p)
                .fetch_optional(&mut *c)
                .await?,
            ),
        };
    let Some((project, title, amount, currency)) = found else {
        return Ok(Err(AskRefused::NoSubject));
    };
    let project = ProjectId::from_stored(project);
    // The project's row, locked: two requests at once take their rounds in turn.
    sqlx::query("UPDATE projects SET updated_at = updated_at WHERE id = $1")
        .bind(&project)
        .execute(&mut *c)
        .await?;
    let mut tasks: Vec<TaskRef> = Vec::new();
    if !req.tasks.is_empty() {
        let sql = format!(
            "SELECT t.id, t.title FROM tasks t JOIN sprints s ON s.id = t.sprint_id \
             WHERE s.project_id = $1 AND t.id IN ({})",
            placeholders(req.tasks.len(), 2)
        );
        let mut q = sqlx::query_as::<_, (String, String)>(&sql).bind(&project);
        for t in &req.tasks {
            q = q.bind(t);
        }
        let found = q.fetch_all(&mut *c).await?;
        for id in &req.tasks {
            match found.iter().find(|(f, _)| f == id) {
                Some((id, title)) => tasks.push(TaskRef {
                    minutes: None,
                    id: id.clone(),
                    title: title.clone(),
                }),
                None => return Ok(Err(AskRefused::NoTask)),
            }
        }
    }
    let open: Option<i64> =
        sqlx::query_scalar("SELECT 1 FROM signoffs WHERE subject = $1 AND state = 'open'")
            .bind(&key)
            .fetch_optional(&mut *c)
            .await?;
    if open.is_some() {
        return Ok(Err(AskRefused::AlreadyOpen));
    }
    // Exactly what an approval will release: the goal's milestones still planned now (one tied
    // to it later opens a new round), or the milestone itself; the amount shown is their total.
    let releases = releases_of(c, goal, payment).await?;
    let (amount, currency) = match releases.first() {
        Some(first) => (
            Some(releases.iter().map(|r| r.amount).sum::<i64>()),
            Some(first.currency.clone()),
        ),
        None if goal.is_some() => (None, None),
        None => (amount, currency),
    };
    let round = NewRound {
        project: &project,
        subject: &key,
        goal,
        payment,
        title: &title,
        summary: &req.summary,
        links: &req.links,
        tasks: &tasks,
        rule: req.rule.as_str(),
        amount: amount.zip(currency.as_deref()),
        remind_days: req.remind_days,
        releases: &releases,
    };
    let id = open_round(c, &round, staff).await?;
    Ok(Ok((id, project)))
}

/// A round about to be opened: what its approvers will be shown, kept as it is now.
pub struct NewRound<'a> {
    pub project: &'a ProjectId,
    /// `goal:<id>`, `payment:<id>` or `hours:<project>:<from>:<to>`: what is decided across rounds.
    pub subject: &'a str,
    pub goal: Option<&'a str>,
    pub payment: Option<&'a str>,
    pub title: &'a str,
    pub summary: &'a str,
    pub links: &'a [String],
    pub tasks: &'a [TaskRef],
    pub rule: &'a str,
    pub amount: Option<(i64, &'a str)>,
    pub remind_days: u32,
    pub releases: &'a [Release],
}

/// Opens the subject's next round with the approvers of now fixed in it, in the caller's
/// transaction (the caller checked none is open); records the activity. Returns its id.
pub async fn open_round(
    c: &mut AnyConnection,
    r: &NewRound<'_>,
    staff: (&UserId, &str),
) -> Result<String, sqlx::Error> {
    // Who decides it, fixed now: the `all` rule waits for these.
    let client: String = sqlx::query_scalar("SELECT client_id FROM projects WHERE id = $1")
        .bind(r.project)
        .fetch_one(&mut *c)
        .await?;
    let deciders: Vec<String> = approvers(c, &client, r.project.as_str())
        .await?
        .into_iter()
        .map(|a| a.0)
        .collect();
    let round: i64 = sqlx::query_scalar(
        "SELECT CAST(COALESCE(MAX(round), 0) + 1 AS BIGINT) FROM signoffs WHERE subject = $1",
    )
    .bind(r.subject)
    .fetch_one(&mut *c)
    .await?;
    let id = new_id();
    sqlx::query(
        "INSERT INTO signoffs (id, project_id, subject, goal_id, payment_id, title, round, summary, links, tasks, \
         rule, amount_minor, currency, state, remind_days, reminded_at, requested_by, requester_name, created_at, \
         releases, approvers) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'open', $14, NULL, $15, $16, $17, $18, $19)",
    )
    .bind(&id)
    .bind(r.project)
    .bind(r.subject)
    .bind(r.goal)
    .bind(r.payment)
    .bind(r.title)
    .bind(round)
    .bind(r.summary)
    .bind(serde_json::to_string(r.links).unwrap_or_else(|_| "[]".into()))
    .bind(serde_json::to_string(r.tasks).unwrap_or_else(|_| "[]".into()))
    .bind(r.rule)
    .bind(r.amount.map(|a| a.0))
    .bind(r.amount.map(|a| a.1))
    .bind(i64::from(r.remind_days))
    .bind(staff.0)
    .bind(staff.1)
    .bind(now_ms())
    .bind(serde_json::to_string(r.releases).unwrap_or_else(|_| "[]".into()))
    // None yet (an owner who has not accepted their invitation): whoever approves decides.
    .bind((!deciders.is_empty()).then(|| serde_json::to_string(&deciders).unwrap_or_default()))
    .execute(&mut *c)
    .await?;
    activity::record(c, r.project, Event::staff(Kind::SignOffAsked, r.title, &id)).await?;
    Ok(id)
}

/// What a round of this subject releases if approved: a goal's milestones still planned, or the
/// milestone itself.
async fn releases_of(
    c: &mut AnyConnection,
    goal: Option<&str>,
    payment: Option<&str>,
) -> Result<Vec<Release>, sqlx::Error> {
    let rows: Vec<(String, i64, String)> = match (goal, payment) {
        (Some(g), _) => {
            sqlx::query_as(
                "SELECT id, amount_minor, currency FROM payments WHERE goal_id = $1 \
                 AND status = 'planned' ORDER BY created_at, id LIMIT 100",
            )
            .bind(g)
            .fetch_all(&mut *c)
            .await?
        }
        (None, Some(p)) => {
            sqlx::query_as("SELECT id, amount_minor, currency FROM payments WHERE id = $1")
                .bind(p)
                .fetch_all(&mut *c)
                .await?
        }
        (None, None) => Vec::new(),
    };
    Ok(rows
        .into_iter()
        .map(|(id, amount, currency)| Release {
            id,
            amount,
            currency,
        })
        .collect())
}

/// Locks the waiting round of `goal`, if any, for the caller's transaction.
pub async fn lock_open_of_goal(c: &mut AnyConnection, goal: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE signoffs SET state = state WHERE subject = $1 AND state = 'open'")
        .bind(format!("goal:{goal}"))
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// A milestone was tied to `goal` while a round of it waits: that round no longer says what its
/// approval would release. It is superseded by the next round, asked as it was, which records
/// the milestones now (and the approvers now): what approvers decide is what they are shown.
/// Answers the new round's id, if there was an open one.
pub async fn ask_again_for_goal(
    c: &mut AnyConnection,
    goal: &str,
) -> Result<Option<(String, ProjectId)>, sqlx::Error> {
    type Open = (
        String,
        String,
        String,
        String,
        String,
        i64,
        Option<String>,
        String,
    );
    let open: Option<Open> = sqlx::query_as(
        "SELECT id, summary, links, tasks, rule, CAST(remind_days AS BIGINT), requested_by, \
         requester_name FROM signoffs WHERE subject = $1 AND state = 'open'",
    )
    .bind(format!("goal:{goal}"))
    .fetch_optional(&mut *c)
    .await?;
    // Asked again in the name of who asked it (a round whose requester's account is gone stays:
    // it still releases only what it recorded).
    let Some((id, summary, links, tasks, rule, remind_days, Some(by), by_name)) = open else {
        return Ok(None);
    };
    sqlx::query("UPDATE signoffs SET state = 'superseded', closed_at = $1 WHERE id = $2")
        .bind(now_ms())
        .bind(&id)
        .execute(&mut *c)
        .await?;
    let tasks: Vec<TaskRef> = serde_json::from_str(&tasks).unwrap_or_default();
    let request = SignOffRequest {
        subject: Subject::Goal(goal.to_owned()),
        summary,
        links: serde_json::from_str(&links).unwrap_or_default(),
        tasks: tasks.into_iter().map(|t| t.id).collect(),
        rule: if rule == ApprovalRule::All.as_str() {
            ApprovalRule::All
        } else {
            ApprovalRule::Any
        },
        remind_days: u32::try_from(remind_days).unwrap_or(0),
    };
    let by = UserId::from_stored(by);
    match ask(c, &request, (&by, &by_name)).await? {
        Ok(made) => Ok(Some(made)),
        // A task named then was deleted since: asked again without the task list.
        Err(AskRefused::NoTask) => {
            let request = SignOffRequest {
                tasks: Vec::new(),
                ..request
            };
            match ask(c, &request, (&by, &by_name)).await? {
                Ok(made) => Ok(Some(made)),
                Err(why) => Err(sqlx::Error::Protocol(format!(
                    "a sign-off could not be asked again: {why:?}"
                ))),
            }
        }
        Err(why) => Err(sqlx::Error::Protocol(format!(
            "a sign-off could not be asked again: {why:?}"
        ))),
    }
}

/// The approvers of a company who see a project: its owners, and people with the approver
/// ability who see all its projects or this one; active, with a password.
pub async fn approvers(
    c: &mut AnyConnection,
    company: &str,
    project: &str,
) -> Result<Vec<(String, String, String, String)>, sqlx::Error> {
    super::users::able(c, company, project, super::users::Ability::Approver).await
}

/// Whether a person approves for their company: an owner, or given the approver ability.
pub async fn is_approver(db: &Db, person: &UserId) -> Result<bool, sqlx::Error> {
    let found: Option<i64> = sqlx::query_scalar(
        "SELECT 1 FROM users WHERE id = $1 AND role = 'client' AND active = 1 \
         AND (company_role = 'owner' OR approver = 1)",
    )
    .bind(person)
    .fetch_optional(db)
    .await?;
    Ok(found.is_some())
}

/// A round whose approvers are due a reminder.
pub struct Reminder {
    pub id: String,
    pub project: ProjectId,
    pub client: UserId,
    pub title: String,
    pub project_title: String,
}

/// Open rounds whose approvers are due a reminder (none for `remind_days` since the request or
/// the last reminder), at most `limit`, each claimed in the caller's transaction by a conditional
/// update: of two servers sweeping at once, one reminds.
pub async fn due_reminders(
    c: &mut AnyConnection,
    now: i64,
    limit: i64,
) -> Result<Vec<Reminder>, sqlx::Error> {
    const DAY_MS: i64 = 24 * 60 * 60 * 1000;
    type Due = (String, String, String, String, String, i64);
    let due: Vec<Due> = sqlx::query_as(&format!(
        "SELECT s.id, s.project_id, p.client_id, s.title, p.title, COALESCE(s.reminded_at, 0) FROM signoffs s \
         JOIN projects p ON p.id = s.project_id WHERE s.state = 'open' AND s.remind_days > 0 \
         AND COALESCE(s.reminded_at, s.created_at) + s.remind_days * {DAY_MS} <= $1 \
         ORDER BY s.created_at, s.id LIMIT {limit}"
    ))
    .bind(now)
    .fetch_all(&mut *c)
    .await?;
    let mut won = Vec::with_capacity(due.len());
    for (id, project, client, title, project_title, before) in due {
        let claimed = sqlx::query(
            "UPDATE signoffs SET reminded_at = $1 WHERE id = $2 AND COALESCE(reminded_at, 0) = $3",
        )
        .bind(now)
        .bind(&id)
        .bind(before)
        .execute(&mut *c)
        .await?;
        if claimed.rows_affected() == 1 {
            won.push(Reminder {
                id,
                project: ProjectId::from_stored(project),
                client: UserId::from_stored(client),
                title,
                project_title,
            });
        }
    }
    Ok(won)
}

/// Who has decided a round (the reminder goes to the others).
pub async fn deciders(c: &mut AnyConnection, id: &str) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT person_id FROM signoff_decisions WHERE signoff_id = $1")
        .bind(id)
        .fetch_all(c)
        .await
}
