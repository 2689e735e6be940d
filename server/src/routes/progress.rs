//! How a project is going: each of a client's projects at a glance (the dashboard's cards), and
//! the burn-up of a project and of each of its sprints, replayed from the task history
//! (`db::history`). Progress, days left and lateness follow the one rule in `shared::progress`.

use axum::extract::State;
use axum::Json;
use portico_shared::dates::{parse_ymd, Date};
use portico_shared::progress::{
    burn_up, is_late, sprint_standing, BurnPoint, Change, Progress, Standing, TaskChange,
};

use crate::auth::ClientUser;
use crate::db::glance;
use crate::db::history::{self, Recorded};
use crate::db::now_ms;
use crate::error::ApiResult;
use crate::routes::registry::{Access, Api};
use crate::scope::VisibleProject;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/project/burnUp/{projectId}",
            Access::Signed,
            "Tasks done against scope at the end of each day, for the project and each sprint",
            burn_up_of,
        )
        .returns::<BurnUpView>()
        .get(
            "/project/glance",
            Access::Client,
            "The caller's projects at a glance: progress, the sprint under way, the next \
             milestone and the tickets waiting for them",
            glance_of,
        )
        .returns::<Vec<ProjectGlance>>()
}

/// One project on the dashboard.
#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectGlance {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    /// Tasks done of all the project's tasks.
    pub tasks: Progress,
    /// Tasks done of the active sprints' tasks.
    pub active_tasks: Progress,
    /// The first active sprint not completed, in the project's order.
    pub active_sprint: Option<SprintGlance>,
    /// The unpaid milestone due soonest (an undated one only when none is dated); null when none
    /// is. Absent for a person who does not handle money (ADR 0030).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next_milestone: Option<Option<MilestoneGlance>>,
    /// Open tickets about this project whose last reply is the team's.
    pub tickets_waiting: i64,
    /// The prepaid block in use today that covers the project, if any: "12.5 h left of 40".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hours_left: Option<BlockGlance>,
}

/// A prepaid block's hours, as a card says them (`shared::hours::short_hours`).
#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BlockGlance {
    /// Hours left, `12.5`.
    pub left: String,
    /// The block's size, `40`.
    pub of: String,
    pub percent: u32,
}

/// The block a card shows: of those that cover the project and are usable today, the oldest with
/// hours left (the one being drawn), else the newest (used up).
fn block_of(blocks: &[glance::BlockRow], project: &str, today: Date) -> Option<BlockGlance> {
    use portico_shared::hours::{short_hours, usage, Block};
    let usable: Vec<&glance::BlockRow> = blocks
        .iter()
        .filter(|b| b.project_id.as_deref().is_none_or(|p| p == project))
        .filter(|b| {
            let (Some(starts), Some(expires)) = (parse_ymd(&b.starts_on), parse_ymd(&b.expires_on))
            else {
                return false;
            };
            let rule = Block {
                minutes: b.minutes,
                starts,
                expires,
                rollover: b.rollover != 0,
            };
            rule.usable_until() >= today.days_since_epoch()
        })
        .collect();
    let b = usable
        .iter()
        .find(|b| b.used_minutes < b.minutes)
        .or(usable.last())?;
    let u = usage(b.used_minutes, b.minutes);
    Some(BlockGlance {
        left: short_hours(u.left),
        of: short_hours(b.minutes),
        percent: u.percent,
    })
}

#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SprintGlance {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub start_date: Option<String>,
    pub end_date: Option<String>,
    /// Where it stands today: its days left, or how late it is.
    pub standing: Standing,
}

#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MilestoneGlance {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub due_date: Option<String>,
    pub amount: portico_shared::money::Amount,
    /// `planned`, `due` or `invoiced` (a paid one is never next).
    pub status: crate::db::payments::Status,
    /// Its due date has passed.
    pub late: bool,
}

fn progress(done: i64, total: i64) -> Progress {
    Progress {
        done: u32::try_from(done).unwrap_or(u32::MAX),
        total: u32::try_from(total).unwrap_or(u32::MAX),
    }
}

async fn glance_of(
    State(state): State<AppState>,
    ClientUser(user): ClientUser,
) -> ApiResult<Json<Vec<ProjectGlance>>> {
    let today = Date::from_unix_ms(now_ms());
    let money = user.money();
    let mut g = glance::of_client(
        &state.db,
        &user.company,
        user.projects.as_deref(),
        money.is_some(),
    )
    .await?;
    let cards = g
        .projects
        .drain(..)
        .map(|p| {
            let counts = g.tasks.remove(&p.id).unwrap_or_default();
            let active_sprint = g.active.get(&p.id).and_then(|s| s.first()).map(|s| {
                let start = s.start_date.as_deref().and_then(parse_ymd);
                let end = s.end_date.as_deref().and_then(parse_ymd);
                SprintGlance {
                    id: s.id.clone(),
                    title: s.title.clone(),
                    start_date: s.start_date.clone(),
                    end_date: s.end_date.clone(),
                    standing: sprint_standing(start, end, false, today),
                }
            });
            let next_milestone = money.map(|_| {
                g.unpaid
                    .get(&p.id)
                    .and_then(|m| m.first())
                    .map(|m| MilestoneGlance {
                        id: m.id.clone(),
                        title: m.title.clone(),
                        due_date: m.due_date.clone(),
                        amount: portico_shared::money::Amount::stored(m.amount_minor, &m.currency),
                        status: crate::db::payments::Status::parse(&m.status)
                            .unwrap_or(crate::db::payments::Status::Planned),
                        late: is_late(m.due_date.as_deref().and_then(parse_ymd), false, today),
                    })
            });
            ProjectGlance {
                tasks: progress(counts.done, counts.total),
                active_tasks: progress(counts.active_done, counts.active_total),
                active_sprint,
                next_milestone,
                tickets_waiting: g.waiting.get(&p.id).copied().unwrap_or(0),
                hours_left: block_of(&g.blocks, &p.id, today),
                id: p.id,
                title: p.title,
            }
        })
        .collect();
    Ok(Json(cards))
}

/// One day of a burn-up.
#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
pub struct BurnPointView {
    /// YYYY-MM-DD (UTC)
    pub date: String,
    pub done: u32,
    pub scope: u32,
}

impl From<BurnPoint> for BurnPointView {
    fn from(p: BurnPoint) -> Self {
        Self {
            date: p.date.to_string(),
            done: p.done,
            scope: p.scope,
        }
    }
}

/// A sprint's burn-up: from its start date (or its first task) to its end date or today,
/// whichever comes first; none for a sprint that has not started.
#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SprintBurnUp {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub start_date: Option<String>,
    pub end_date: Option<String>,
    pub points: Vec<BurnPointView>,
}

/// The project's burn-up (from its first task to today) and each sprint's.
#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BurnUpView {
    /// The server's today (UTC), the last day drawn.
    pub today: String,
    pub project: Vec<BurnPointView>,
    pub sprints: Vec<SprintBurnUp>,
}

fn changes_of<'a>(recorded: impl Iterator<Item = &'a Recorded>) -> Vec<TaskChange<'a>> {
    let mut seen = std::collections::HashSet::new();
    recorded
        .map(|r| TaskChange {
            task: r.task_id.as_str(),
            at_ms: r.at,
            change: match &r.status {
                None => Change::Deleted,
                // The first record of a task is its creation.
                Some(s) if seen.insert(r.task_id.as_str()) => Change::Created { done: s == "done" },
                Some(s) => Change::Status { done: s == "done" },
            },
        })
        .collect()
}

fn first_day(changes: &[TaskChange<'_>]) -> Option<Date> {
    changes
        .iter()
        .map(|c| c.at_ms)
        .min()
        .map(Date::from_unix_ms)
}

async fn burn_up_of(
    State(state): State<AppState>,
    VisibleProject { id, .. }: VisibleProject,
) -> ApiResult<Json<BurnUpView>> {
    let today = Date::from_unix_ms(now_ms());
    let recorded = history::of_project(&state.db, &id).await?;
    let all = changes_of(recorded.iter());
    let project = match first_day(&all) {
        Some(from) => burn_up(&all, from, today),
        None => Vec::new(),
    };
    let sprints = history::sprints_of(&state.db, &id)
        .await?
        .into_iter()
        .map(|s| {
            let changes = changes_of(recorded.iter().filter(|r| r.sprint_id == s.id));
            let start = s.start_date.as_deref().and_then(parse_ymd);
            let end = s.end_date.as_deref().and_then(parse_ymd);
            let from = start.or_else(|| first_day(&changes));
            let to = end.map_or(today, |e| e.min(today));
            let points = match from {
                Some(from) if from <= to => burn_up(&changes, from, to),
                _ => Vec::new(),
            };
            SprintBurnUp {
                id: s.id,
                title: s.title,
                start_date: s.start_date,
                end_date: s.end_date,
                points: points.into_iter().map(BurnPointView::from).collect(),
            }
        })
        .collect();
    Ok(Json(BurnUpView {
        today: today.to_string(),
        project: project.into_iter().map(BurnPointView::from).collect(),
        sprints,
    }))
}
