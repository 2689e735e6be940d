//! The demo projects' plan and its calendar: the shapes of a project, its sprints and their tasks
//! (the projects themselves are `projects::PROJECTS`), and when each thing happened, counted back
//! from the seed's time. The seed writes the tasks, their history and the activity feed from it,
//! and the demo code host (`seed::code`) its commits, issues and pull requests, so the two tell
//! one story.
//!
//! Every project has four two-week sprints: two completed, one under way (started `active_for`
//! days ago), one planned. A task's code link is issue `#(10 × sprint + task + 1)` (both counted
//! from 0) of the project's repository.

pub const DAY: i64 = 86_400_000;
pub const HOUR: i64 = 3_600_000;
const MINUTE: i64 = 60_000;

/// The sprint under way (counted from 0); the ones before it are completed, the one after it is
/// planned.
pub const ACTIVE: usize = 2;
/// Days in a sprint.
const SPRINT_DAYS: i64 = 14;

pub struct Project {
    pub title: &'static str,
    /// One line: what the project is.
    pub summary: &'static str,
    /// The agreed scope, a paragraph.
    pub scope: &'static str,
    pub timeline: &'static str,
    /// The agreed cost, in whole units of `currency`.
    pub cost: i64,
    /// ISO 4217: the project's currency, its milestones'.
    pub currency: &'static str,
    /// Days since the sprint under way started (6 to 12: it has had days to show work done).
    pub active_for: i64,
    /// Days between the project's creation (the contract) and its first sprint.
    pub lead_in: i64,
    pub sprints: [Sprint; 4],
    /// Reached, under way, not started: in that order.
    pub goals: [Goal; 3],
    /// Paid (tied to the first goal, signed off), paid, planned (tied to the last goal): in that
    /// order, with their share of the cost in percent.
    pub milestones: [Milestone; 3],
    /// A pull request closed without merging (an experiment the team dropped).
    pub spike: &'static str,
}

pub struct Sprint {
    pub title: &'static str,
    pub goal: &'static str,
    pub tasks: &'static [Task],
}

pub struct Task {
    pub title: &'static str,
    /// Feature, Bug, Design, Test or Chore.
    pub kind: &'static str,
    /// The team member's role who does it (`seed`'s team).
    pub role: &'static str,
    pub description: &'static str,
}

pub struct Goal {
    pub title: &'static str,
    pub description: &'static str,
}

pub struct Milestone {
    pub title: &'static str,
    pub description: &'static str,
    pub percent: i64,
}

impl Project {
    /// The repository's name, as the seed names it (`Storefront Revamp` -> `storefront-revamp`).
    pub fn repo(&self) -> String {
        self.title.to_lowercase().replace(' ', "-")
    }
}

/// A task's code link's issue number.
pub fn issue_number(sprint: usize, task: usize) -> i64 {
    (10 * sprint + task + 1) as i64
}

/// A task's status today.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Todo,
    InProgress,
    Done,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Todo => "todo",
            Status::InProgress => "inprogress",
            Status::Done => "done",
        }
    }
}

/// What a task went through, as epoch ms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TaskTimes {
    pub created: i64,
    pub started: Option<i64>,
    pub done: Option<i64>,
}

impl TaskTimes {
    pub fn status(&self) -> Status {
        match (self.started, self.done) {
            (_, Some(_)) => Status::Done,
            (Some(_), None) => Status::InProgress,
            (None, None) => Status::Todo,
        }
    }

    /// When it last changed.
    pub fn last(&self) -> i64 {
        self.done.or(self.started).unwrap_or(self.created)
    }
}

/// The calendar of the demo, counted back from `now`: sprints start at midnight (UTC), work
/// happens in office hours, and nothing happens after `now`.
#[derive(Clone, Copy, Debug)]
pub struct Clock {
    pub now: i64,
    /// Midnight (UTC) of today.
    today: i64,
}

impl Clock {
    pub fn new(now: i64) -> Self {
        Self {
            now,
            today: now - now.rem_euclid(DAY),
        }
    }

    /// How much earlier than on the hour project `p`'s events happen (under two hours, so they
    /// stay on their day), so two projects' work does not happen at the same minute.
    pub fn offset(&self, p: &Project) -> i64 {
        (p.lead_in * 37 + p.active_for * 11).rem_euclid(120) * MINUTE
    }

    /// Midnight of the first day of sprint `s`.
    pub fn sprint_start(&self, p: &Project, s: usize) -> i64 {
        self.today - (p.active_for + (ACTIVE as i64 - s as i64) * SPRINT_DAYS) * DAY
    }

    /// Midnight of the last day of sprint `s`.
    pub fn sprint_end(&self, p: &Project, s: usize) -> i64 {
        self.sprint_start(p, s) + (SPRINT_DAYS - 1) * DAY
    }

    /// When the project was created (its contract signed).
    pub fn project_created(&self, p: &Project) -> i64 {
        self.sprint_start(p, 0) - p.lead_in * DAY + 10 * HOUR
    }

    /// When sprint `s` was started (none for the planned one).
    pub fn sprint_started(&self, p: &Project, s: usize) -> Option<i64> {
        (s <= ACTIVE).then(|| self.sprint_start(p, s) + 9 * HOUR - self.offset(p))
    }

    /// When sprint `s` was completed (the ones before the active one).
    pub fn sprint_completed(&self, p: &Project, s: usize) -> Option<i64> {
        (s < ACTIVE).then(|| self.sprint_end(p, s) + 17 * HOUR + 30 * MINUTE - self.offset(p))
    }

    /// When the first goal was reached: as the first sprint ended.
    pub fn goal_reached(&self, p: &Project) -> i64 {
        self.sprint_end(p, 0) - DAY + 16 * HOUR - self.offset(p)
    }

    /// When milestone `m` was paid: the first a few days after the contract, the second a few
    /// days after the last completed sprint; the third is still due.
    pub fn milestone_paid(&self, p: &Project, m: usize) -> Option<i64> {
        match m {
            0 => Some(self.project_created(p) + 5 * DAY + HOUR),
            1 => Some(self.sprint_start(p, ACTIVE) + 2 * DAY + 11 * HOUR - self.offset(p)),
            _ => None,
        }
    }

    /// A milestone's due date (midnight).
    pub fn milestone_due(&self, p: &Project, m: usize) -> i64 {
        match m {
            0 => self.project_created(p) - 10 * HOUR + 7 * DAY,
            1 => self.sprint_end(p, ACTIVE - 1) + 7 * DAY,
            _ => self.sprint_end(p, ACTIVE + 1) + 14 * DAY,
        }
    }

    /// A goal's last date (midnight).
    pub fn goal_due(&self, p: &Project, g: usize) -> i64 {
        match g {
            0 => self.sprint_end(p, 0),
            1 => self.sprint_end(p, ACTIVE) + 7 * DAY,
            _ => self.sprint_end(p, ACTIVE + 1) + 14 * DAY,
        }
    }

    /// When task `t` of sprint `s` was created, started and finished.
    ///
    /// Completed sprints: planned on their first morning, the last task added mid-sprint, each
    /// task finished on a day of its own. The sprint under way: its first half done (the last of
    /// them yesterday), then tasks in progress (the last picked up a few hours ago), and a task
    /// added mid-sprint still to do. The planned sprint: its tasks written in the last two days.
    pub fn task(&self, p: &Project, s: usize, t: usize) -> TaskTimes {
        let x = self.task_on_the_hour(p, s, t);
        let shift = |ms: i64| ms - self.offset(p);
        TaskTimes {
            created: shift(x.created),
            started: x.started.map(shift),
            done: x.done.map(shift),
        }
    }

    fn task_on_the_hour(&self, p: &Project, s: usize, t: usize) -> TaskTimes {
        let tasks = p.sprints[s].tasks.len();
        let start = self.sprint_start(p, s);
        let last = t + 1 == tasks;
        if s > ACTIVE {
            return TaskTimes {
                created: self.now - 26 * HOUR + t as i64 * 15 * MINUTE,
                started: None,
                done: None,
            };
        }
        let planned = start + 9 * HOUR + 30 * MINUTE + t as i64 * 10 * MINUTE;
        if s < ACTIVE {
            // Done on days 2, 4, ... 12 of a six-task sprint; the added task on day 5.
            let created = if last {
                start + 5 * DAY + 14 * HOUR
            } else {
                planned
            };
            let day = ((t + 1) as i64 * 12) / tasks as i64;
            let started = (start + (day - 1) * DAY + 10 * HOUR + t as i64 * 20 * MINUTE).max(
                created + HOUR, // the added task is picked up the day it came
            );
            return TaskTimes {
                created,
                started: Some(started),
                done: Some(start + day * DAY + 15 * HOUR + t as i64 * 25 * MINUTE),
            };
        }
        let elapsed = p.active_for;
        let done = tasks / 2;
        if last {
            return TaskTimes {
                created: start + (elapsed / 2) * DAY + 14 * HOUR,
                started: None,
                done: None,
            };
        }
        if t < done {
            // Spread over the days so far; the last one yesterday.
            let day = 1 + ((t + 1) as i64 * (elapsed - 2)) / done as i64;
            return TaskTimes {
                created: planned,
                started: Some(start + (day - 1) * DAY + 10 * HOUR + t as i64 * 20 * MINUTE),
                done: Some(start + day * DAY + 15 * HOUR + t as i64 * 25 * MINUTE),
            };
        }
        // In progress: picked up on the second day, the last a few hours ago.
        let started = if t + 2 == tasks {
            self.now - 3 * HOUR
        } else {
            start + (1 + (t - done) as i64) * DAY + 11 * HOUR
        };
        TaskTimes {
            created: planned,
            started: Some(started),
            done: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::projects::PROJECTS;
    use super::*;
    use std::collections::{BTreeSet, HashSet};

    const NOW: i64 = 1_795_000_000_000 + 5 * HOUR;

    #[test]
    fn every_project_has_its_own_tasks_each_described() {
        let mut everywhere = HashSet::new();
        for p in &PROJECTS {
            let mut titles = HashSet::new();
            for s in &p.sprints {
                assert!(!s.title.is_empty() && !s.goal.is_empty());
                for t in s.tasks {
                    assert!(titles.insert(t.title), "{} repeats {}", p.title, t.title);
                    everywhere.insert(t.title);
                    assert!(t.description.len() > 40, "{}", t.title);
                    assert!(t.description.ends_with('.'), "{}", t.title);
                    assert!(t.description.matches(". ").count() <= 1, "{}", t.title);
                }
            }
            assert_eq!(p.milestones.iter().map(|m| m.percent).sum::<i64>(), 100);
            assert!((6..=12).contains(&p.active_for), "{}", p.title);
            assert!(p.sprints[..=ACTIVE].iter().all(|s| s.tasks.len() == 6));
            assert!(!p.sprints[ACTIVE + 1].tasks.is_empty());
            assert_eq!(super::super::projects::of_repo(&p.repo()).title, p.title);
        }
        let sprint_titles: HashSet<_> = PROJECTS
            .iter()
            .flat_map(|p| p.sprints.iter().map(|s| s.title))
            .collect();
        assert_eq!(sprint_titles.len(), PROJECTS.len() * 4);
        assert!(everywhere.len() > 100);
    }

    #[test]
    fn the_calendar_runs_in_order_and_never_past_now() {
        for now in [NOW, NOW - 5 * HOUR + 10 * MINUTE, NOW + 18 * HOUR] {
            let c = Clock::new(now);
            for p in &PROJECTS {
                assert!(c.project_created(p) < c.sprint_start(p, 0));
                assert!(c.sprint_start(p, ACTIVE) <= now && now < c.sprint_end(p, ACTIVE) + DAY);
                for (s, sprint) in p.sprints.iter().enumerate() {
                    let start = c.sprint_start(p, s);
                    for t in 0..sprint.tasks.len() {
                        let x = c.task(p, s, t);
                        assert!(x.last() < now, "{} {s} {t}", p.title);
                        let steps = [Some(x.created), x.started, x.done];
                        let steps: Vec<i64> = steps.into_iter().flatten().collect();
                        assert!(steps.windows(2).all(|w| w[0] < w[1]), "{} {s} {t}", p.title);
                        if s <= ACTIVE {
                            assert!(x.created >= start && x.last() < start + 14 * DAY);
                        }
                        let expected = match s {
                            0 | 1 => Status::Done,
                            ACTIVE if t + 1 == sprint.tasks.len() => Status::Todo,
                            ACTIVE if t < sprint.tasks.len() / 2 => Status::Done,
                            ACTIVE => Status::InProgress,
                            _ => Status::Todo,
                        };
                        assert_eq!(x.status(), expected, "{} {s} {t}", p.title);
                    }
                }
                for m in 0..3 {
                    assert!(c.milestone_paid(p, m).is_none_or(|t| t < now));
                }
                assert!(c.goal_reached(p) < c.sprint_completed(p, 0).unwrap_or(0));
            }
        }
    }

    #[test]
    fn work_is_finished_on_at_least_fourteen_days_of_six_weeks() {
        let c = Clock::new(NOW);
        // Each project's day runs at its own minutes.
        let offsets: HashSet<i64> = PROJECTS.iter().map(|p| c.offset(p)).collect();
        assert_eq!(offsets.len(), PROJECTS.len());
        for p in &PROJECTS {
            let done: BTreeSet<i64> = (0..p.sprints.len())
                .flat_map(|s| (0..p.sprints[s].tasks.len()).map(move |t| (s, t)))
                .filter_map(|(s, t)| c.task(p, s, t).done)
                .map(|ms| ms.div_euclid(DAY))
                .collect();
            assert!(done.len() >= 14, "{}: {}", p.title, done.len());
            let first = c.task(p, 0, 0).created;
            assert!(
                (30 * DAY..=45 * DAY).contains(&(NOW - first)),
                "{}",
                p.title
            );
            // Something finished yesterday, something picked up today.
            let yesterday = NOW.div_euclid(DAY) - 1;
            assert!(done.contains(&yesterday), "{}", p.title);
        }
    }
}
