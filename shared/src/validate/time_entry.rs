//! Time the team logs (ADR 0042): against a task, a ticket, or the project itself; the day the work
//! was done, its minutes as typed (`1:30`, `1.5h`, `90m`), billable or not, a note. A timer is the
//! same without the day and the minutes, which the clock gives.

use serde::Deserialize;

use super::fields::{
    code, money_amount, one_of, optional_text, required_text, NumberOrText, DATE_MESSAGE,
};
use super::{gather, FieldError};
use crate::constants::{ID_MAX, SHORT_TEXT_MAX};
use crate::dates::{parse_ymd, Date};
use crate::hours::{parse_duration, DurationError};
use crate::money::Currency;

/// What staff send to log time (or to change an entry: the same fields).
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct TimeEntryInput {
    /// The project id (required when logging; an entry keeps its project).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub project: Option<String>,
    /// A task of the project, or none.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub task: Option<String>,
    /// A ticket of the project, or none (not with a task).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub ticket: Option<String>,
    /// The day the work was done, `YYYY-MM-DD`.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub date: Option<String>,
    /// The time as typed: `1:30`, `1.5h`, `90m`, `1h 30m`, or a number of hours.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub time: Option<NumberOrText>,
    /// Charged to the client (default yes).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub billable: Option<bool>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub note: Option<String>,
}

/// A valid entry: trimmed, its time in minutes.
#[derive(Clone, Debug, PartialEq)]
pub struct TimeEntry {
    pub project: Option<String>,
    pub target: Target,
    pub date: Date,
    pub minutes: u32,
    pub billable: bool,
    pub note: String,
}

/// What the time was spent on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    Project,
    Task(String),
    Ticket(String),
}

/// The task or the ticket (never both), or the project itself.
fn target(task: &Option<String>, ticket: &Option<String>) -> Result<Target, FieldError> {
    let task = optional_text("task", "Task", task, ID_MAX)?;
    let ticket = optional_text("ticket", "Ticket", ticket, ID_MAX)?;
    match (task, ticket) {
        (Some(_), Some(_)) => Err(FieldError::new(
            "ticket",
            code::INVALID_VALUE,
            "Log time against a task or a ticket, not both",
        )),
        (Some(task), None) => Ok(Target::Task(task)),
        (None, Some(ticket)) => Ok(Target::Ticket(ticket)),
        (None, None) => Ok(Target::Project),
    }
}

/// The minutes of a typed time (`hours::parse_duration`), with its message.
pub fn duration_minutes(field: &str, value: &Option<NumberOrText>) -> Result<u32, FieldError> {
    let text = NumberOrText::to_text(field, "Time", value)
        .map_err(|_| duration_error(field, DurationError::Invalid))?
        .unwrap_or_default();
    parse_duration(&text).map_err(|e| duration_error(field, e))
}

fn duration_error(field: &str, e: DurationError) -> FieldError {
    let c = match e {
        DurationError::Empty => code::REQUIRED,
        DurationError::Invalid => code::INVALID_NUMBER,
        DurationError::Zero => code::TOO_SHORT,
        DurationError::TooLong => code::TOO_LARGE,
    };
    FieldError::new(field, c, e.message())
}

pub(super) fn required_date(field: &str, value: &Option<String>) -> Result<Date, FieldError> {
    let text = value.as_deref().map(str::trim).unwrap_or_default();
    if text.is_empty() {
        return Err(FieldError::new(field, code::REQUIRED, "Date is required"));
    }
    parse_ymd(text).ok_or_else(|| FieldError::new(field, code::INVALID_DATE, DATE_MESSAGE))
}

impl TimeEntryInput {
    pub fn validate(&self) -> Result<TimeEntry, Vec<FieldError>> {
        let project = optional_text("project", "Project", &self.project, ID_MAX);
        let target = target(&self.task, &self.ticket);
        let date = required_date("date", &self.date);
        let minutes = duration_minutes("time", &self.time);
        let note = optional_text("note", "Note", &self.note, SHORT_TEXT_MAX);
        let billable = self.billable.unwrap_or(true);
        gather!(project, target, date, minutes, note => TimeEntry {
            project,
            target,
            date,
            minutes,
            billable,
            note: note.unwrap_or_default(),
        })
    }
}

/// What staff send to start a timer: what it is for (the project, and a task or a ticket).
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct TimerInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub project: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub task: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub ticket: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub billable: Option<bool>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub note: Option<String>,
}

/// A valid timer start.
#[derive(Clone, Debug, PartialEq)]
pub struct Timer {
    pub project: String,
    pub target: Target,
    pub billable: bool,
    pub note: String,
}

impl TimerInput {
    pub fn validate(&self) -> Result<Timer, Vec<FieldError>> {
        let project = required_text("project", "Project", &self.project, ID_MAX);
        let target = target(&self.task, &self.ticket);
        let note = optional_text("note", "Note", &self.note, SHORT_TEXT_MAX);
        let billable = self.billable.unwrap_or(true);
        gather!(project, target, note => Timer {
            project,
            target,
            billable,
            note: note.unwrap_or_default(),
        })
    }
}

/// How a project's hours are approved before they are billed.
pub const HOURS_APPROVALS: [&str; 3] = ["weekly", "sprint", "none"];
/// A budget of at most this many hours.
pub const BUDGET_HOURS_MAX: i64 = 1_000_000;

/// What staff set of a project's hours: its hourly rate and budgets (each optional; blank clears
/// it) and how its hours are approved.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct HoursSettingsInput {
    /// Per hour, in the project's currency (`1500`, `1500.50`).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub hourly_rate: Option<NumberOrText>,
    /// Hours, at most two decimals (`120`, `37.5`).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub budget_hours: Option<NumberOrText>,
    /// In the project's currency.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub budget_amount: Option<NumberOrText>,
    /// `weekly` (default), `sprint`, or `none` (billed without approval).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub approval: Option<String>,
}

/// Valid settings: amounts in minor units, the budget in minutes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HoursSettings {
    pub rate_minor: Option<i64>,
    pub budget_minutes: Option<i64>,
    pub budget_minor: Option<i64>,
    pub approval: &'static str,
}

fn blank(value: &Option<NumberOrText>) -> bool {
    match value {
        None => true,
        Some(NumberOrText::Text(t)) => t.trim().is_empty(),
        Some(NumberOrText::Number(_)) => false,
    }
}

pub(super) fn optional_amount(
    field: &str,
    label: &str,
    value: &Option<NumberOrText>,
    currency: Currency,
) -> Result<Option<i64>, FieldError> {
    if blank(value) {
        return Ok(None);
    }
    money_amount(field, label, value, currency).map(Some)
}

/// Hours with at most two decimals (`37.5`), or hours and minutes (`37:30`, as screens write a
/// budget), in minutes (hundredths of an hour rounded to the minute).
pub(super) fn budget_hours(value: &Option<NumberOrText>) -> Result<Option<i64>, FieldError> {
    hours_field("budgetHours", "Budget", value)
}

/// A number of hours as people type it for a budget or a block (`37.5`, `37:30`), in whole
/// minutes; blank is `None`.
pub(super) fn hours_field(
    field: &str,
    label: &str,
    value: &Option<NumberOrText>,
) -> Result<Option<i64>, FieldError> {
    if blank(value) {
        return Ok(None);
    }
    if let Some(NumberOrText::Text(text)) = value {
        if let Some((h, m)) = text.trim().split_once(':') {
            let digits = |t: &str| {
                (t.bytes().all(|b| b.is_ascii_digit()))
                    .then(|| t.parse::<i64>().ok())
                    .flatten()
            };
            let hours = digits(h).filter(|_| !h.is_empty() && h.len() <= 7);
            let minutes = digits(m).filter(|m| *m < 60).filter(|_| m.len() == 2);
            return match (hours, minutes) {
                (Some(h), Some(m)) if h <= BUDGET_HOURS_MAX => Ok(Some(h * 60 + m)),
                (Some(_), Some(_)) => Err(too_many_hours(field, label)),
                _ => Err(not_hours(field, label)),
            };
        }
    }
    let Some(two_decimals) = Currency::parse("USD") else {
        return Err(not_hours(field, label));
    };
    let hundredths = money_amount(field, label, value, two_decimals)?;
    if hundredths > BUDGET_HOURS_MAX * 100 {
        return Err(too_many_hours(field, label));
    }
    Ok(Some((hundredths * 60 + 50) / 100))
}

fn too_many_hours(field: &str, label: &str) -> FieldError {
    FieldError::new(
        field,
        code::TOO_LARGE,
        format!("{label} must be at most 1,000,000 hours"),
    )
}

fn not_hours(field: &str, label: &str) -> FieldError {
    FieldError::new(
        field,
        code::INVALID_NUMBER,
        format!("{label} must be a number of hours, with at most 2 decimals"),
    )
}

impl HoursSettingsInput {
    /// Amounts in `currency`, the project's.
    pub fn validate(&self, currency: Currency) -> Result<HoursSettings, Vec<FieldError>> {
        let rate = optional_amount("hourlyRate", "Hourly rate", &self.hourly_rate, currency);
        let hours = budget_hours(&self.budget_hours);
        let amount = optional_amount("budgetAmount", "Budget", &self.budget_amount, currency);
        let approval = one_of(
            "approval",
            "Approval",
            &self.approval,
            |a| HOURS_APPROVALS.iter().copied().find(|x| *x == a),
            &HOURS_APPROVALS,
            Some("weekly"),
        );
        gather!(rate, hours, amount, approval => HoursSettings {
            rate_minor: rate,
            budget_minutes: hours,
            budget_minor: amount,
            approval,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::{input, t, triples};

    #[test]
    fn an_entry_reads_its_time_and_target() {
        let entry: TimeEntryInput = input(
            r#"{"project":"p1","task":"t1","date":"2026-12-07","time":"1:30","note":" fix "}"#,
        );
        let valid = entry.validate().expect("valid");
        assert_eq!(valid.minutes, 90);
        assert_eq!(valid.target, Target::Task("t1".into()));
        assert_eq!(valid.note, "fix");
        assert!(valid.billable);
        let hours: TimeEntryInput = input(r#"{"date":"2026-12-07","time":1.5,"billable":false}"#);
        let valid = hours.validate().expect("valid");
        assert_eq!((valid.minutes, valid.billable), (90, false));
        assert_eq!(valid.target, Target::Project);
    }

    #[test]
    fn refuses_each_field_with_its_message() {
        let bad: TimeEntryInput =
            input(r#"{"task":"t1","ticket":"k1","date":"2026-13-01","time":"25:00"}"#);
        assert_eq!(
            triples(bad.validate()),
            vec![
                t(
                    "ticket",
                    "invalid_value",
                    "Log time against a task or a ticket, not both"
                ),
                t("date", "invalid_date", "Enter a date as YYYY-MM-DD"),
                t("time", "too_large", "One entry holds at most 24 hours"),
            ]
        );
        for (time, code) in [
            (r#""-1h""#, "invalid_number"),
            (r#""1e9""#, "invalid_number"),
            ("1e9", "invalid_number"),
            ("-2", "invalid_number"),
            (r#""0:00""#, "too_short"),
            (r#""""#, "required"),
        ] {
            let entry: TimeEntryInput = input(&format!(r#"{{"date":"2026-12-07","time":{time}}}"#));
            let errors = triples(entry.validate());
            assert_eq!(errors.len(), 1, "{time}");
            assert_eq!(
                (errors[0].0.as_str(), errors[0].1.as_str()),
                ("time", code),
                "{time}"
            );
        }
        let missing: TimeEntryInput = input("{}");
        assert_eq!(
            triples(missing.validate()),
            vec![
                t("date", "required", "Date is required"),
                t("time", "required", "Time is required"),
            ]
        );
    }

    #[test]
    fn settings_read_amounts_in_the_projects_currency() {
        let inr = Currency::parse("INR").expect("INR");
        let jpy = Currency::parse("JPY").expect("JPY");
        let s: HoursSettingsInput = input(
            r#"{"hourlyRate":"1500.50","budgetHours":"37.5","budgetAmount":60000,"approval":"sprint"}"#,
        );
        assert_eq!(
            s.validate(inr),
            Ok(HoursSettings {
                rate_minor: Some(150_050),
                budget_minutes: Some(2250),
                budget_minor: Some(6_000_000),
                approval: "sprint",
            })
        );
        let yen: HoursSettingsInput = input(r#"{"hourlyRate":"8333.5","budgetHours":""}"#);
        let errors = triples(yen.validate(jpy));
        assert_eq!(errors.len(), 1);
        assert_eq!(
            (errors[0].0.as_str(), errors[0].1.as_str()),
            ("hourlyRate", "invalid_number")
        );
        let bad: HoursSettingsInput = input(r#"{"budgetHours":"-3","approval":"monthly"}"#);
        let fields: Vec<String> = triples(bad.validate(inr))
            .into_iter()
            .map(|e| e.0)
            .collect();
        assert_eq!(fields, vec!["budgetHours", "approval"]);
        let written: HoursSettingsInput = input(r#"{"budgetHours":"37:30"}"#);
        assert_eq!(
            written.validate(inr).map(|v| v.budget_minutes),
            Ok(Some(2250))
        );
        let bad_minutes: HoursSettingsInput = input(r#"{"budgetHours":"3:75"}"#);
        assert!(bad_minutes.validate(inr).is_err());
        let none: HoursSettingsInput = input("{}");
        assert_eq!(none.validate(inr).map(|v| v.approval), Ok("weekly"));
    }

    #[test]
    fn a_timer_needs_its_project() {
        let timer: TimerInput = input(r#"{"ticket":"k1"}"#);
        assert_eq!(
            triples(timer.validate()),
            vec![t("project", "required", "Project is required")]
        );
    }
}
