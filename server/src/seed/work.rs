//! A demo project's work written as if it had happened over the past weeks (`plan`): its sprints,
//! tasks, goals and milestones with their dates, each task's status history (what the burn-up
//! replays), and the events its client reads in their activity feed.

use sqlx::{Any, Transaction};

use super::plan::{Clock, Project, Status, ACTIVE, DAY, HOUR};
use crate::db::activity::{id_at, record_at, Actor, Event, Kind, With};
use crate::db::new_id;
use crate::ids::{ProjectId, UserId};

fn ymd(ms: i64) -> String {
    portico_shared::dates::format_ymd_from_ms(ms)
}

/// One event of the past, for a client's activity feed.
struct Past {
    at: i64,
    client: String,
    project: Option<String>,
    kind: Kind,
    actor: Actor,
    subject: String,
    status: String,
    previous: &'static str,
    target: String,
}

/// The events of the demo's past, written at the end with ids in the order they happened
/// (`activity::id_at`).
#[derive(Default)]
pub struct Feed(Vec<Past>);

impl Feed {
    /// Something staff did in a client's project (or, for `Actor::CodeHost`, the code host).
    pub fn add(
        &mut self,
        at: i64,
        client: &str,
        project: &str,
        kind: Kind,
        subject: &str,
        target: &str,
    ) {
        self.0.push(Past {
            at,
            client: client.to_owned(),
            project: Some(project.to_owned()),
            kind,
            actor: if kind == Kind::PullMerged {
                Actor::CodeHost
            } else {
                Actor::Staff
            },
            subject: subject.to_owned(),
            status: String::new(),
            previous: "",
            target: target.to_owned(),
        });
    }

    /// An approver's decision closed a sign-off round (`who` decided).
    pub fn decided(
        &mut self,
        at: i64,
        (client, project): (&str, &str),
        kind: Kind,
        subject: &str,
        target: &str,
        who: &str,
    ) {
        self.add(at, client, project, kind, subject, target);
        if let Some(last) = self.0.last_mut() {
            last.actor = Actor::Client;
            last.status = who.to_owned();
        }
    }

    /// A task's change of status: created, moved or done.
    fn task(&mut self, at: i64, client: &str, project: &str, task: (&str, &str), to: Status) {
        let (kind, status, previous) = match to {
            Status::Todo => (Kind::TaskCreated, "todo", ""),
            Status::InProgress => (Kind::TaskMoved, "inprogress", "todo"),
            Status::Done => (Kind::TaskDone, "done", "inprogress"),
        };
        self.add(at, client, project, kind, task.1, task.0);
        if let Some(last) = self.0.last_mut() {
            last.status = status.to_owned();
            last.previous = previous;
        }
    }

    pub async fn write(mut self, tx: &mut Transaction<'static, Any>) -> Result<(), sqlx::Error> {
        self.0.sort_by_key(|e| e.at);
        let mut n = 0;
        for (i, e) in self.0.iter().enumerate() {
            n = match i.checked_sub(1).map(|j| self.0[j].at) {
                Some(before) if before == e.at => n + 1,
                _ => 0,
            };
            let event = Event {
                kind: e.kind,
                actor: e.actor,
                subject: &e.subject,
                status: &e.status,
                previous: e.previous,
                target: &e.target,
            };
            let client = UserId::from_stored(e.client.clone());
            let project = e.project.clone().map(ProjectId::from_stored);
            let (id, with) = (id_at(e.at, n), With::default());
            record_at(tx, &id, e.at, &client, project.as_ref(), event, with).await?;
        }
        Ok(())
    }
}

/// The team as the seed made it: (member id, role).
pub type Team<'a> = &'a [(String, &'static str)];

/// Writes project `p` of `client`, made by `admin`: returns its id.
pub async fn project(
    tx: &mut Transaction<'static, Any>,
    feed: &mut Feed,
    c: &Clock,
    p: &Project,
    client: &str,
    admin: &str,
    team: Team<'_>,
) -> Result<String, sqlx::Error> {
    let project = new_id();
    let created = c.project_created(p);
    let repo = p.repo();
    sqlx::query(
        "INSERT INTO projects (id, client_id, title, project_desc, project_details_desc, project_timeline, \
         project_cost, github, repo_name, note_date, created_by, created_at, updated_at, currency) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13)",
    )
    .bind(&project)
    .bind(client)
    .bind(p.title)
    .bind(p.summary)
    .bind(p.scope)
    .bind(p.timeline)
    .bind(format!("{} {}", p.currency, p.cost))
    .bind("portico-demo")
    .bind(&repo)
    .bind(ymd(created))
    .bind(admin)
    .bind(created)
    .bind(p.currency)
    .execute(&mut **tx)
    .await?;
    // The repository's activity as if fetched now, so Code updates shows something without a
    // token or a network; its merged pull requests are in the client's feed.
    super::code::seed(tx, "portico-demo", &repo, c.now).await?;
    for (number, title, at) in super::code::merged(&repo, c.now) {
        let target = number.to_string();
        feed.add(at, client, &project, Kind::PullMerged, &title, &target);
    }
    // Everyone whose role the work needs, and the tech lead.
    for (i, (member, role)) in team.iter().enumerate() {
        let needed = p
            .sprints
            .iter()
            .any(|s| s.tasks.iter().any(|t| t.role == *role));
        if needed || i == 0 {
            sqlx::query("INSERT INTO project_team (project_id, member_id) VALUES ($1, $2)")
                .bind(&project)
                .bind(member)
                .execute(&mut **tx)
                .await?;
        }
    }
    for s in 0..p.sprints.len() {
        sprint(tx, feed, c, p, s, (client, &project), team).await?;
    }
    let statuses = ["done", "inprogress", "todo"];
    let mut goal_ids = Vec::new();
    for (g, goal) in p.goals.iter().enumerate() {
        let id = new_id();
        goal_ids.push(id.clone());
        let reached = (g == 0).then(|| c.goal_reached(p));
        sqlx::query(
            "INSERT INTO goals (id, project_id, title, description, status, due_date, is_completed, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(&id)
        .bind(&project)
        .bind(goal.title)
        .bind(goal.description)
        .bind(statuses[g])
        .bind(ymd(c.goal_due(p, g)))
        .bind(i16::from(reached.is_some()))
        .bind(created)
        .bind(reached.unwrap_or(created))
        .execute(&mut **tx)
        .await?;
        if let Some(at) = reached {
            feed.add(at, client, &project, Kind::GoalReached, goal.title, &id);
        }
    }
    for (m, milestone) in p.milestones.iter().enumerate() {
        let id = new_id();
        let paid = c.milestone_paid(p, m);
        // The first pays for the first goal, the last for the last; the middle one is by date.
        let goal = match m {
            0 => Some(&goal_ids[0]),
            2 => Some(&goal_ids[2]),
            _ => None,
        };
        let amount = p.cost * milestone.percent;
        let status = if paid.is_some() { "paid" } else { "planned" };
        sqlx::query(
            "INSERT INTO payments (id, project_id, title, description, amount_minor, currency, goal_id, status, \
             due_date, is_completed, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
        )
        .bind(&id)
        .bind(&project)
        .bind(milestone.title)
        .bind(milestone.description)
        // The share of the cost in units is the same number of minor units (hundredths) per percent.
        .bind(amount)
        .bind(p.currency)
        .bind(goal)
        .bind(status)
        .bind(ymd(c.milestone_due(p, m)))
        .bind(i16::from(paid.is_some()))
        .bind(created)
        .bind(paid.unwrap_or(created))
        .execute(&mut **tx)
        .await?;
        if let Some(at) = paid {
            sqlx::query(
                "INSERT INTO payment_receipts (id, payment_id, amount_minor, received_on, note, recorded_by, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(new_id())
            .bind(&id)
            .bind(amount)
            .bind(ymd(at))
            .bind("Bank transfer")
            .bind(admin)
            .bind(at)
            .execute(&mut **tx)
            .await?;
            feed.add(
                at,
                client,
                &project,
                Kind::MilestonePaid,
                milestone.title,
                &id,
            );
        }
    }
    for e in super::signoffs::seed(tx, c, p, (client, admin), (&project, &goal_ids)).await? {
        match e.who {
            Some(who) => feed.decided(e.at, (client, &project), e.kind, e.title, &e.round, &who),
            None => feed.add(e.at, client, &project, e.kind, e.title, &e.round),
        }
    }
    Ok(project)
}

/// Sprint `s` of `p` with its tasks, their history and their events.
async fn sprint(
    tx: &mut Transaction<'static, Any>,
    feed: &mut Feed,
    c: &Clock,
    p: &Project,
    s: usize,
    (client, project): (&str, &str),
    team: Team<'_>,
) -> Result<(), sqlx::Error> {
    let plan = &p.sprints[s];
    let id = new_id();
    let start = c.sprint_start(p, s);
    let started = c.sprint_started(p, s);
    let completed = c.sprint_completed(p, s);
    // Planned the week before it starts; the next one in the last two days.
    let created = if s > ACTIVE {
        c.now - 27 * HOUR
    } else {
        start - 3 * DAY + 15 * HOUR
    };
    sqlx::query(
        "INSERT INTO sprints (id, project_id, position, title, goal, timeline, start_date, end_date, active, \
         completed, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
    )
    .bind(&id)
    .bind(project)
    .bind(s as i32 + 1)
    .bind(plan.title)
    .bind(plan.goal)
    .bind("2 weeks")
    .bind(ymd(start))
    .bind(ymd(c.sprint_end(p, s)))
    .bind(i16::from(s == ACTIVE))
    .bind(i16::from(completed.is_some()))
    .bind(created)
    .bind(completed.or(started).unwrap_or(created))
    .execute(&mut **tx)
    .await?;
    if let Some(at) = started {
        feed.add(at, client, project, Kind::SprintStarted, plan.title, &id);
    }
    if let Some(at) = completed {
        feed.add(at, client, project, Kind::SprintCompleted, plan.title, &id);
    }
    for (t, task) in plan.tasks.iter().enumerate() {
        let task_id = new_id();
        let times = c.task(p, s, t);
        let priority = match (task.kind, t % 2) {
            ("Bug", _) | ("Feature", 0) => "high",
            ("Chore", _) => "low",
            _ => "medium",
        };
        sqlx::query(
            "INSERT INTO tasks (id, sprint_id, position, title, status, priority, type, role, github_link, \
             task_date, description, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
        )
        .bind(&task_id)
        .bind(&id)
        .bind(t as i32 + 1)
        .bind(task.title)
        .bind(times.status().as_str())
        .bind(priority)
        .bind(task.kind)
        .bind(task.role)
        .bind(format!(
            "https://github.com/portico-demo/{}/issues/{}",
            p.repo(),
            super::plan::issue_number(s, t)
        ))
        .bind(ymd(start + (2 + 2 * t as i64).min(12) * DAY))
        .bind(task.description)
        .bind(times.created)
        .bind(times.last())
        .execute(&mut **tx)
        .await?;
        // The member in the task's role; the tech lead (first of the team) pairs on each
        // sprint's first feature.
        let member = team
            .iter()
            .find(|(_, role)| *role == task.role)
            .or(team.first());
        let first_feature = plan.tasks.iter().position(|x| x.kind == "Feature") == Some(t);
        let lead = team.first().filter(|_| first_feature);
        let assignees = member
            .into_iter()
            .chain(lead.filter(|l| Some(*l) != member));
        for (member, _) in assignees {
            sqlx::query("INSERT INTO task_assignees (task_id, member_id) VALUES ($1, $2)")
                .bind(&task_id)
                .bind(member)
                .execute(&mut **tx)
                .await?;
        }
        let steps = [
            (Some(times.created), Status::Todo),
            (times.started, Status::InProgress),
            (times.done, Status::Done),
        ];
        for (at, status) in steps {
            let Some(at) = at else { continue };
            sqlx::query(
                "INSERT INTO task_history (id, task_id, sprint_id, project_id, status, at) \
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(new_id())
            .bind(&task_id)
            .bind(&id)
            .bind(project)
            .bind(status.as_str())
            .bind(at)
            .execute(&mut **tx)
            .await?;
            feed.task(at, client, project, (&task_id, task.title), status);
        }
    }
    Ok(())
}
