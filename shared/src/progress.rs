//! How a project is going, computed once for the server (dashboard figures), the browser (cards,
//! timeline, burn-up) and the tests: progress, days left, lateness, and the burn-up drawn from the
//! history of task status changes.

use std::collections::HashMap;

use serde::Serialize;

use crate::dates::Date;

const MS_PER_DAY: i64 = 86_400_000;

/// Tasks done of all tasks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Progress {
    pub done: u32,
    pub total: u32,
}

impl Progress {
    /// Whole percent, rounded down: a project with one task left is not shown as 100%.
    pub fn percent(self) -> u8 {
        if self.total == 0 {
            return 0;
        }
        (u64::from(self.done.min(self.total)) * 100 / u64::from(self.total)) as u8
    }
}

impl std::ops::Add for Progress {
    type Output = Progress;

    fn add(self, other: Progress) -> Progress {
        Progress {
            done: self.done + other.done,
            total: self.total + other.total,
        }
    }
}

/// Days from `today` to `end`: 0 on the last day, negative once it has passed.
pub fn days_left(today: Date, end: Date) -> i64 {
    end.days_since_epoch() - today.days_since_epoch()
}

/// Whether work due on `due` and not done is late on `today` (due today is not late yet).
pub fn is_late(due: Option<Date>, done: bool, today: Date) -> bool {
    !done && due.is_some_and(|d| d < today)
}

/// Where a sprint stands on a day: told apart by a word, not only by a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify))]
#[serde(
    tag = "kind",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Standing {
    /// Completed, whatever its dates.
    Completed,
    /// Not started: its start date is still ahead.
    Upcoming { days_to_start: i64 },
    /// Under way, `days_left` to its end date (0 on the last day).
    Active { days_left: i64 },
    /// Its end date has passed and it is not completed.
    Late { days_over: i64 },
    /// No dates to tell.
    Undated,
}

impl Standing {
    /// Its name, as it is serialized (`kind`).
    pub fn kind(&self) -> &'static str {
        match self {
            Standing::Completed => "completed",
            Standing::Upcoming { .. } => "upcoming",
            Standing::Active { .. } => "active",
            Standing::Late { .. } => "late",
            Standing::Undated => "undated",
        }
    }
}

/// A sprint's standing on `today`, from its dates and its completed mark.
pub fn sprint_standing(
    start: Option<Date>,
    end: Option<Date>,
    completed: bool,
    today: Date,
) -> Standing {
    if completed {
        return Standing::Completed;
    }
    if let Some(start) = start {
        if start > today {
            return Standing::Upcoming {
                days_to_start: days_left(today, start),
            };
        }
    }
    match end {
        Some(end) if end < today => Standing::Late {
            days_over: -days_left(today, end),
        },
        Some(end) => Standing::Active {
            days_left: days_left(today, end),
        },
        None if start.is_some() => Standing::Active { days_left: 0 },
        None => Standing::Undated,
    }
}

/// One recorded change of a task: created (done or not), its status moved (done or not after
/// it), or deleted. `at_ms` is when, in Unix milliseconds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TaskChange<'a> {
    pub task: &'a str,
    pub at_ms: i64,
    pub change: Change,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Created { done: bool },
    Status { done: bool },
    Deleted,
}

/// A day of a burn-up: tasks done by the end of that day, and the scope (tasks that existed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BurnPoint {
    pub date: Date,
    pub done: u32,
    pub scope: u32,
}

/// The most days a burn-up draws: past it, the first days are left out (a line of years of daily
/// points says nothing more than its last months).
pub const MAX_BURN_DAYS: i64 = 366;

/// Tasks done against scope at the end of each day from `from` to `to` (UTC days), replayed from
/// the changes in time order. A task created done counts as done from its creation; a deleted
/// task leaves the scope (and the done count) from that day. Scope that grows shows as a rising
/// scope line, which a burn-down hides.
pub fn burn_up(changes: &[TaskChange<'_>], from: Date, to: Date) -> Vec<BurnPoint> {
    if to < from {
        return Vec::new();
    }
    let from = if days_left(from, to) >= MAX_BURN_DAYS {
        Date::from_unix_ms((to.days_since_epoch() - (MAX_BURN_DAYS - 1)) * MS_PER_DAY)
    } else {
        from
    };
    let mut ordered: Vec<&TaskChange<'_>> = changes.iter().collect();
    ordered.sort_by_key(|c| c.at_ms);
    let mut state: HashMap<&str, bool> = HashMap::new();
    let mut next = ordered.into_iter().peekable();
    let mut points = Vec::new();
    let mut day = from.days_since_epoch();
    while day <= to.days_since_epoch() {
        let end_of_day = (day + 1) * MS_PER_DAY;
        while let Some(c) = next.next_if(|c| c.at_ms < end_of_day) {
            match c.change {
                Change::Created { done } | Change::Status { done } => {
                    state.insert(c.task, done);
                }
                Change::Deleted => {
                    state.remove(c.task);
                }
            }
        }
        points.push(BurnPoint {
            date: Date::from_unix_ms(day * MS_PER_DAY),
            done: state.values().filter(|d| **d).count() as u32,
            scope: state.len() as u32,
        });
        day += 1;
    }
    points
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_standings_kind_is_its_serialized_tag() {
        for s in [
            Standing::Completed,
            Standing::Upcoming { days_to_start: 2 },
            Standing::Active { days_left: 1 },
            Standing::Late { days_over: 3 },
            Standing::Undated,
        ] {
            let json = serde_json::to_value(s).unwrap();
            assert_eq!(json["kind"], s.kind());
        }
    }

    use super::*;
    use crate::dates::parse_ymd;

    fn d(s: &str) -> Date {
        parse_ymd(s).unwrap()
    }

    fn ms(s: &str, hour: i64) -> i64 {
        d(s).days_since_epoch() * MS_PER_DAY + hour * 3_600_000
    }

    #[test]
    fn percent_rounds_down_and_copes_with_nothing() {
        assert_eq!(Progress { done: 0, total: 0 }.percent(), 0);
        assert_eq!(Progress { done: 1, total: 3 }.percent(), 33);
        assert_eq!(
            Progress {
                done: 999,
                total: 1000
            }
            .percent(),
            99
        );
        assert_eq!(Progress { done: 4, total: 4 }.percent(), 100);
        assert_eq!(
            Progress { done: 1, total: 2 } + Progress { done: 1, total: 2 },
            Progress { done: 2, total: 4 }
        );
    }

    #[test]
    fn days_left_and_lateness() {
        assert_eq!(days_left(d("2026-11-26"), d("2026-11-30")), 4);
        assert_eq!(days_left(d("2026-11-30"), d("2026-11-30")), 0);
        assert_eq!(days_left(d("2026-12-02"), d("2026-11-30")), -2);
        assert!(!is_late(Some(d("2026-11-26")), false, d("2026-11-26")));
        assert!(is_late(Some(d("2026-11-25")), false, d("2026-11-26")));
        assert!(!is_late(Some(d("2026-11-25")), true, d("2026-11-26")));
        assert!(!is_late(None, false, d("2026-11-26")));
    }

    #[test]
    fn a_sprint_stands_by_its_dates_and_its_completed_mark() {
        let today = d("2026-11-26");
        let (s, e) = (Some(d("2026-11-20")), Some(d("2026-12-01")));
        assert_eq!(
            sprint_standing(s, e, false, today),
            Standing::Active { days_left: 5 }
        );
        assert_eq!(sprint_standing(s, e, true, today), Standing::Completed);
        assert_eq!(
            sprint_standing(Some(d("2026-12-01")), None, false, today),
            Standing::Upcoming { days_to_start: 5 }
        );
        assert_eq!(
            sprint_standing(s, Some(d("2026-11-24")), false, today),
            Standing::Late { days_over: 2 }
        );
        assert_eq!(sprint_standing(None, None, false, today), Standing::Undated);
    }

    #[test]
    fn burn_up_replays_changes_and_shows_scope_growing() {
        let changes = [
            TaskChange {
                task: "a",
                at_ms: ms("2026-11-01", 9),
                change: Change::Created { done: false },
            },
            TaskChange {
                task: "b",
                at_ms: ms("2026-11-01", 10),
                change: Change::Created { done: false },
            },
            // Finished on the 2nd.
            TaskChange {
                task: "a",
                at_ms: ms("2026-11-02", 15),
                change: Change::Status { done: true },
            },
            // Scope grows on the 3rd: one task added, one created done.
            TaskChange {
                task: "c",
                at_ms: ms("2026-11-03", 8),
                change: Change::Created { done: false },
            },
            TaskChange {
                task: "d",
                at_ms: ms("2026-11-03", 8),
                change: Change::Created { done: true },
            },
            // Reopened, then deleted.
            TaskChange {
                task: "a",
                at_ms: ms("2026-11-04", 8),
                change: Change::Status { done: false },
            },
            TaskChange {
                task: "b",
                at_ms: ms("2026-11-04", 23),
                change: Change::Deleted,
            },
        ];
        let points = burn_up(&changes, d("2026-10-31"), d("2026-11-05"));
        let got: Vec<(String, u32, u32)> = points
            .iter()
            .map(|p| (p.date.to_string(), p.done, p.scope))
            .collect();
        assert_eq!(
            got,
            vec![
                ("2026-10-31".into(), 0, 0),
                ("2026-11-01".into(), 0, 2),
                ("2026-11-02".into(), 1, 2),
                ("2026-11-03".into(), 2, 4),
                ("2026-11-04".into(), 1, 3),
                ("2026-11-05".into(), 1, 3),
            ]
        );
    }

    #[test]
    fn burn_up_is_bounded_and_empty_when_backwards() {
        assert!(burn_up(&[], d("2026-11-05"), d("2026-11-01")).is_empty());
        let points = burn_up(&[], d("2000-01-01"), d("2026-11-26"));
        assert_eq!(points.len() as i64, MAX_BURN_DAYS);
        assert_eq!(points.last().map(|p| p.date), Some(d("2026-11-26")));
    }
}
