//! The closed sets of values a task, goal or ticket status (or a task priority) can take.
//!
//! Validation parses into these enums; storage keeps [`as_str`](TaskStatus::as_str), the canonical spelling.
//! Display goes through [`crate::labels`], which also copes with stored values outside the set.

use serde::{Deserialize, Serialize};

macro_rules! value_enum {
    ($(#[$meta:meta])* $name:ident { $($variant:ident => $text:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
        pub enum $name {
            $(#[serde(rename = $text)] $variant),+
        }

        impl $name {
            /// Every value, in display order.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The canonical spelling, as stored and sent over the API.
            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $text),+
                }
            }

            /// Parses a value, ignoring surrounding whitespace and ASCII case.
            pub fn parse(value: &str) -> Option<Self> {
                let value = value.trim();
                Self::ALL.iter().copied().find(|v| v.as_str().eq_ignore_ascii_case(value))
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

value_enum!(
    /// Where a task stands.
    TaskStatus { Todo => "todo", InProgress => "inprogress", Done => "done" }
);
value_enum!(
    /// How urgent a task is.
    TaskPriority { Low => "low", Medium => "medium", High => "high" }
);
value_enum!(
    /// Where a project goal stands.
    GoalStatus { Todo => "todo", InProgress => "inprogress", Done => "done" }
);
value_enum!(
    /// How urgent a support ticket is (the client proposes, staff decide).
    TicketPriority { Low => "low", Normal => "normal", High => "high", Urgent => "urgent" }
);
value_enum!(
    /// Where a support ticket stands, and so whose turn it is. `waitingOnClient` pauses its clock.
    TicketState {
        New => "new",
        Open => "open",
        WaitingOnClient => "waitingOnClient",
        WaitingOnUs => "waitingOnUs",
        Solved => "solved",
        Closed => "closed",
    }
);

impl TicketState {
    /// Solved or closed: the work is done (the `status` of the original API says `Closed`).
    pub fn is_done(self) -> bool {
        matches!(self, Self::Solved | Self::Closed)
    }
}

value_enum!(
    /// What staff did about a contact-form submission.
    SubmissionStatus { New => "new", Read => "read", Replied => "replied", Spam => "spam" }
);

/// Whether a support ticket still needs attention.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum TicketStatus {
    Open,
    Closed,
}

impl TicketStatus {
    /// Every value, in display order.
    pub const ALL: &'static [TicketStatus] = &[TicketStatus::Open, TicketStatus::Closed];

    /// The canonical spelling, as stored and sent over the API.
    pub fn as_str(self) -> &'static str {
        match self {
            TicketStatus::Open => "Open",
            TicketStatus::Closed => "Closed",
        }
    }

    /// Parses `Open`, `Closed` or the admin selector's `Close` (which means `Closed`), ignoring surrounding
    /// whitespace and ASCII case.
    pub fn parse(value: &str) -> Option<Self> {
        let value = value.trim();
        if value.eq_ignore_ascii_case("open") {
            Some(TicketStatus::Open)
        } else if value.eq_ignore_ascii_case("closed") || value.eq_ignore_ascii_case("close") {
            Some(TicketStatus::Closed)
        } else {
            None
        }
    }
}

impl std::fmt::Display for TicketStatus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_accepts_canonical_values_and_ignores_case_and_spaces() {
        for s in TaskStatus::ALL {
            assert_eq!(TaskStatus::parse(s.as_str()), Some(*s));
        }
        assert_eq!(
            TaskStatus::parse(" InProgress "),
            Some(TaskStatus::InProgress)
        );
        assert_eq!(TaskPriority::parse("HIGH"), Some(TaskPriority::High));
        assert_eq!(GoalStatus::parse("done"), Some(GoalStatus::Done));
        assert_eq!(TaskStatus::parse("in progress"), None);
        assert_eq!(TaskStatus::parse(""), None);
    }

    #[test]
    fn ticket_close_means_closed() {
        assert_eq!(TicketStatus::parse("Open"), Some(TicketStatus::Open));
        assert_eq!(TicketStatus::parse("Closed"), Some(TicketStatus::Closed));
        assert_eq!(TicketStatus::parse("Close"), Some(TicketStatus::Closed));
        assert_eq!(TicketStatus::parse("close "), Some(TicketStatus::Closed));
        assert_eq!(TicketStatus::parse("Pending"), None);
    }

    #[test]
    fn serde_uses_the_canonical_spelling() {
        assert_eq!(
            serde_json::to_string(&TaskStatus::InProgress)
                .ok()
                .as_deref(),
            Some("\"inprogress\"")
        );
        assert_eq!(
            serde_json::to_string(&TicketStatus::Closed).ok().as_deref(),
            Some("\"Closed\"")
        );
        assert_eq!(
            serde_json::from_str::<TaskPriority>("\"medium\"").ok(),
            Some(TaskPriority::Medium)
        );
    }
}
