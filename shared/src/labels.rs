//! How statuses, priorities and flags are shown (product.md §4). Every function accepts any stored value:
//! product.md §4 says what unknown values look like. `key` is a stable translation key, `text` the English
//! text, `color` a colour name the web maps to its palette.

use serde::Serialize;

/// A value as the interface shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify))]
pub struct Label {
    pub key: &'static str,
    pub text: &'static str,
    pub color: &'static str,
}

const fn label(key: &'static str, text: &'static str, color: &'static str) -> Label {
    Label { key, text, color }
}

pub const TASK_STATUSES: [&str; 3] = ["todo", "inprogress", "done"];
pub const TASK_PRIORITIES: [&str; 3] = ["low", "medium", "high"];
pub const GOAL_STATUSES: [&str; 3] = ["todo", "inprogress", "done"];
/// What is stored; the admin selector also sends `Close`, which means `Closed`.
pub const TICKET_STATUSES: [&str; 2] = ["Open", "Closed"];

/// To-Do (red), In Progress (orange), Done (green); anything else shows as To-Do.
pub fn task_status(value: &str) -> Label {
    match value {
        "inprogress" => label("task.status.inprogress", "In Progress", "orange"),
        "done" => label("task.status.done", "Done", "green"),
        _ => label("task.status.todo", "To-Do", "red"),
    }
}

/// Low (green), Medium (yellow), High (red); anything else shows as High.
pub fn task_priority(value: &str) -> Label {
    match value {
        "low" => label("task.priority.low", "Low", "green"),
        "medium" => label("task.priority.medium", "Medium", "yellow"),
        _ => label("task.priority.high", "High", "red"),
    }
}

/// Todo (gray), In-Progress (orange), Done (green); anything else shows as Todo.
pub fn goal_status(value: &str) -> Label {
    match value {
        "inprogress" => label("goal.status.inprogress", "In-Progress", "orange"),
        "done" => label("goal.status.done", "Done", "green"),
        _ => label("goal.status.todo", "Todo", "gray"),
    }
}

/// A completed milestone shows Done (green); an open one shows nothing.
pub fn milestone(is_completed: bool) -> Option<Label> {
    is_completed.then_some(label("milestone.done", "Done", "green"))
}

/// The admin-set `status.active` flag: Active (green) or Inactive (gray).
pub fn sprint_active(active: bool) -> Label {
    if active {
        label("sprint.active", "Active", "green")
    } else {
        label("sprint.inactive", "Inactive", "gray")
    }
}

/// The display-only `status.completed` flag: Yes (green) or No (gray).
pub fn sprint_completed(completed: bool) -> Label {
    if completed {
        label("sprint.completed.yes", "Yes", "green")
    } else {
        label("sprint.completed.no", "No", "gray")
    }
}

/// `Open` shows Open (red); any other value shows Closed (green).
pub fn ticket_status(status: &str) -> Label {
    if ticket_is_open(status) {
        label("ticket.status.open", "Open", "red")
    } else {
        label("ticket.status.closed", "Closed", "green")
    }
}

/// Only `Open` tickets are active; every other value counts as closed.
pub fn ticket_is_open(status: &str) -> bool {
    status == "Open"
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(l: Label) -> (&'static str, &'static str, &'static str) {
        (l.key, l.text, l.color)
    }

    #[test]
    fn task_status_table() {
        let cases = [
            ("todo", ("task.status.todo", "To-Do", "red")),
            (
                "inprogress",
                ("task.status.inprogress", "In Progress", "orange"),
            ),
            ("done", ("task.status.done", "Done", "green")),
            ("", ("task.status.todo", "To-Do", "red")),
            ("Done", ("task.status.todo", "To-Do", "red")),
            ("blocked", ("task.status.todo", "To-Do", "red")),
        ];
        for (value, want) in cases {
            assert_eq!(shown(task_status(value)), want, "{value}");
        }
    }

    #[test]
    fn task_priority_table() {
        let cases = [
            ("low", ("task.priority.low", "Low", "green")),
            ("medium", ("task.priority.medium", "Medium", "yellow")),
            ("high", ("task.priority.high", "High", "red")),
            ("", ("task.priority.high", "High", "red")),
            ("urgent", ("task.priority.high", "High", "red")),
        ];
        for (value, want) in cases {
            assert_eq!(shown(task_priority(value)), want, "{value}");
        }
    }

    #[test]
    fn goal_status_table() {
        let cases = [
            ("todo", ("goal.status.todo", "Todo", "gray")),
            (
                "inprogress",
                ("goal.status.inprogress", "In-Progress", "orange"),
            ),
            ("done", ("goal.status.done", "Done", "green")),
            ("other", ("goal.status.todo", "Todo", "gray")),
        ];
        for (value, want) in cases {
            assert_eq!(shown(goal_status(value)), want, "{value}");
        }
    }

    #[test]
    fn flags() {
        assert_eq!(
            milestone(true).map(shown),
            Some(("milestone.done", "Done", "green"))
        );
        assert_eq!(milestone(false), None);
        assert_eq!(
            shown(sprint_active(true)),
            ("sprint.active", "Active", "green")
        );
        assert_eq!(
            shown(sprint_active(false)),
            ("sprint.inactive", "Inactive", "gray")
        );
        assert_eq!(
            shown(sprint_completed(true)),
            ("sprint.completed.yes", "Yes", "green")
        );
        assert_eq!(
            shown(sprint_completed(false)),
            ("sprint.completed.no", "No", "gray")
        );
    }

    #[test]
    fn ticket_table() {
        let cases = [
            ("Open", ("ticket.status.open", "Open", "red"), true),
            ("Closed", ("ticket.status.closed", "Closed", "green"), false),
            ("Close", ("ticket.status.closed", "Closed", "green"), false),
            ("open", ("ticket.status.closed", "Closed", "green"), false),
            ("", ("ticket.status.closed", "Closed", "green"), false),
        ];
        for (value, want, open) in cases {
            assert_eq!(shown(ticket_status(value)), want, "{value}");
            assert_eq!(ticket_is_open(value), open, "{value}");
        }
    }

    /// The value a label key stands for: the canonical value whose lower-case spelling is the key's last part.
    fn value_of<'a>(key: &str, values: &[&'a str]) -> Option<&'a str> {
        let last = key.rsplit('.').next()?;
        values
            .iter()
            .copied()
            .find(|v| v.eq_ignore_ascii_case(last))
    }

    #[test]
    fn label_keys_round_trip_to_canonical_values() {
        type ValuesAndLabel = (&'static [&'static str], fn(&str) -> Label);
        let sets: [ValuesAndLabel; 4] = [
            (&TASK_STATUSES, task_status),
            (&TASK_PRIORITIES, task_priority),
            (&GOAL_STATUSES, goal_status),
            (&TICKET_STATUSES, ticket_status),
        ];
        for (values, to_label) in sets {
            for &value in values {
                assert_eq!(
                    value_of(to_label(value).key, values),
                    Some(value),
                    "{value}"
                );
            }
        }
    }

    #[test]
    fn canonical_lists_match_the_status_enums() {
        use crate::status::{GoalStatus, TaskPriority, TaskStatus, TicketStatus};
        assert_eq!(
            TaskStatus::ALL
                .iter()
                .map(|v| v.as_str())
                .collect::<Vec<_>>(),
            TASK_STATUSES
        );
        assert_eq!(
            TaskPriority::ALL
                .iter()
                .map(|v| v.as_str())
                .collect::<Vec<_>>(),
            TASK_PRIORITIES
        );
        assert_eq!(
            GoalStatus::ALL
                .iter()
                .map(|v| v.as_str())
                .collect::<Vec<_>>(),
            GOAL_STATUSES
        );
        assert_eq!(
            TicketStatus::ALL
                .iter()
                .map(|v| v.as_str())
                .collect::<Vec<_>>(),
            TICKET_STATUSES
        );
    }

    proptest::proptest! {
        #[test]
        fn every_value_gets_a_known_label(value in ".*") {
            let keys = |values: &[&str], prefix: &str| values.iter().map(|v| format!("{prefix}{}", v.to_ascii_lowercase())).collect::<Vec<_>>();
            proptest::prop_assert!(keys(&TASK_STATUSES, "task.status.").contains(&task_status(&value).key.to_owned()));
            proptest::prop_assert!(keys(&TASK_PRIORITIES, "task.priority.").contains(&task_priority(&value).key.to_owned()));
            proptest::prop_assert!(keys(&GOAL_STATUSES, "goal.status.").contains(&goal_status(&value).key.to_owned()));
            proptest::prop_assert!(keys(&TICKET_STATUSES, "ticket.status.").contains(&ticket_status(&value).key.to_owned()));
        }
    }
}
