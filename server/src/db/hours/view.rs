//! The Hours view (ADR 0042): a project's logged time in all and this week, against its budget;
//! by sprint, by task or ticket, and by person; the latest entries. Amounts only with the Money
//! proof.

use portico_shared::dates::Date;
use portico_shared::hours::format_duration;
use portico_shared::money::Amount;
use serde::Serialize;
use sqlx::FromRow;

use super::blocks::{self, BlockView};
use super::rates::{role_rates, RoleRateView};
use super::sprint_budget::{budgeted, Budgeted};
use super::{now_ms, view, whole_sum, Db, EntryRow, TimeEntryView, SELECT};
use crate::ids::ProjectId;
use crate::proofs::Money;

/// Minutes, billable and not, and (for people who handle money) what the billable ones cost.
#[derive(Debug, Default, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HoursSums {
    pub minutes: i64,
    pub billable_minutes: i64,
    pub non_billable_minutes: i64,
    /// The same, as every screen writes them (`12:30`).
    pub time: String,
    pub billable_time: String,
    pub non_billable_time: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub amount: Option<Amount>,
}

/// A group of the Hours view: a sprint, a task or a ticket, a person, a week.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HoursGroup {
    /// The sprint's, task's or ticket's id; none for the project itself or a person.
    pub id: Option<String>,
    /// What it is: `sprint`, `task`, `ticket`, `project`, `person`, `week`.
    pub kind: String,
    pub title: String,
    #[serde(flatten)]
    pub sums: HoursSums,
    /// A sprint's budget in minutes, if it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub budget_minutes: Option<HoursBudget>,
    /// In money, for people who handle money, if it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub budget_money: Option<HoursBudget>,
}

#[derive(Debug, Default, FromRow)]
struct SumRow {
    id: Option<String>,
    kind: String,
    title: Option<String>,
    minutes: i64,
    billable_minutes: i64,
    amount_minor: i64,
}

/// How the Hours view groups entries: the SQL that names a group, its kind and its title.
struct By {
    group: &'static str,
    id: &'static str,
    kind: &'static str,
    title: &'static str,
    joins: &'static str,
}

const WHOLE: By = By {
    group: "e.project_id",
    id: "CAST(NULL AS TEXT)",
    kind: "'project'",
    title: "''",
    joins: "",
};
const BY_SPRINT: By = By {
    group: "s.id",
    id: "s.id",
    kind: "CASE WHEN s.id IS NULL THEN 'project' ELSE 'sprint' END",
    title: "COALESCE(s.title, '')",
    joins: "LEFT JOIN tasks t ON t.id = e.task_id LEFT JOIN sprints s ON s.id = t.sprint_id",
};
// An entry is on a task, a ticket, or the project: never two of them.
const BY_WORK: By = By {
    group: "e.task_id, e.ticket_id",
    id: "COALESCE(e.task_id, e.ticket_id)",
    kind: "CASE WHEN e.task_id IS NOT NULL THEN 'task' WHEN e.ticket_id IS NOT NULL THEN 'ticket' ELSE 'project' END",
    title: "COALESCE(t.title, k.title, '')",
    joins: "LEFT JOIN tasks t ON t.id = e.task_id LEFT JOIN tickets k ON k.id = e.ticket_id",
};
const BY_PERSON: By = By {
    group: "e.staff_name",
    id: "CAST(NULL AS TEXT)",
    kind: "'person'",
    title: "e.staff_name",
    joins: "",
};

/// Sums of a project's entries grouped `by`; within days `from..` when given.
async fn sums_by(
    db: &Db,
    project: &ProjectId,
    by: &By,
    from: Option<Date>,
) -> Result<Vec<SumRow>, sqlx::Error> {
    let since = if from.is_some() {
        " AND e.work_date >= $2"
    } else {
        ""
    };
    let minutes = whole_sum("e.minutes");
    let billable = whole_sum("CASE WHEN e.billable = 1 THEN e.minutes ELSE 0 END");
    // Each entry's cost rounded on its own as `hours::charge` does (half up, in whole numbers:
    // minutes and rates are never negative), then summed: what the invoice lines add up to.
    let amount = whole_sum(
        "CASE WHEN e.billable = 1 AND e.rate_minor IS NOT NULL THEN \
         (e.minutes * e.rate_minor + 30) / 60 ELSE 0 END",
    );
    let By {
        group,
        id,
        kind,
        title,
        joins,
    } = by;
    let sql = format!(
        "SELECT {id} AS id, MAX({kind}) AS kind, MAX({title}) AS title, {minutes} AS minutes, \
         {billable} AS billable_minutes, {amount} AS amount_minor FROM time_entries e {joins} \
         WHERE e.project_id = $1{since} GROUP BY {group} ORDER BY minutes DESC LIMIT 200"
    );
    let mut q = sqlx::query_as::<_, SumRow>(&sql).bind(project);
    if let Some(d) = from {
        q = q.bind(d.to_string());
    }
    q.fetch_all(db).await
}

fn sums(r: &SumRow, money: Option<Money>, currency: &str) -> HoursSums {
    HoursSums {
        minutes: r.minutes,
        billable_minutes: r.billable_minutes,
        non_billable_minutes: r.minutes - r.billable_minutes,
        time: format_duration(r.minutes),
        billable_time: format_duration(r.billable_minutes),
        non_billable_time: format_duration(r.minutes - r.billable_minutes),
        amount: money.map(|_| Amount::stored(r.amount_minor, currency)),
    }
}

/// Used, left and over of a budget ([`portico_shared::hours::usage`]).
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HoursBudget {
    pub used: i64,
    pub budget: i64,
    pub left: i64,
    pub over: i64,
    pub percent: u32,
    /// A budget of minutes, as screens write them: `{used, budget, left, over}` (`12:30`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub time: Option<BudgetTime>,
}

/// A budget of minutes, written as durations.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct BudgetTime {
    pub used: String,
    pub budget: String,
    pub left: String,
    pub over: String,
}

fn budget(used: i64, of: i64, minutes: bool) -> HoursBudget {
    let u = portico_shared::hours::usage(used, of);
    HoursBudget {
        used: u.used,
        budget: u.budget,
        left: u.left,
        over: u.over,
        percent: u.percent,
        time: minutes.then(|| BudgetTime {
            used: format_duration(u.used),
            budget: format_duration(u.budget),
            left: format_duration(u.left),
            over: format_duration(u.over),
        }),
    }
}

/// A project's hours, as its people and staff read them.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HoursView {
    pub project: String,
    pub currency: String,
    /// How the project's hours are approved: `weekly`, `sprint` or `none`.
    pub approval: String,
    /// The project's hourly rate, for people who handle money, if it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hourly_rate: Option<Amount>,
    /// Where roles are charged differently, each role's rate (for people who handle money).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub role_rates: Option<Vec<RoleRateView>>,
    pub total: HoursSums,
    /// Since Monday of this week (UTC).
    pub this_week: HoursSums,
    pub week_starts: String,
    /// The project's budget in minutes, if it has one.
    pub budget_minutes: Option<HoursBudget>,
    /// In money (minor units), for people who handle money, if it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub budget_money: Option<HoursBudget>,
    pub by_sprint: Vec<HoursGroup>,
    pub by_task: Vec<HoursGroup>,
    pub by_person: Vec<HoursGroup>,
    /// The latest entries (at most 50).
    pub latest: Vec<TimeEntryView>,
    /// The prepaid blocks that cover the project, newest first.
    pub blocks: Vec<BlockView>,
}

/// Each budgeted sprint's used, left and over, in minutes and (for people who handle money) in
/// money; a budgeted sprint without logged time is listed with nothing used.
fn against_budgets(
    groups: &mut Vec<HoursGroup>,
    sprints: Vec<Budgeted>,
    money: Option<Money>,
    c: &str,
) {
    for s in sprints {
        let at = match groups
            .iter()
            .position(|g| g.id.as_deref() == Some(s.id.as_str()))
        {
            Some(at) => at,
            None => {
                groups.push(HoursGroup {
                    id: Some(s.id.clone()),
                    kind: "sprint".into(),
                    title: s.title.clone(),
                    sums: sums(&SumRow::default(), money, c),
                    budget_minutes: None,
                    budget_money: None,
                });
                groups.len() - 1
            }
        };
        let g = &mut groups[at];
        g.budget_minutes = s.budget_minutes.map(|b| budget(g.sums.minutes, b, true));
        g.budget_money = match (money, s.budget_minor, &g.sums.amount) {
            (Some(_), Some(b), Some(used)) => Some(budget(used.minor, b, false)),
            _ => None,
        };
    }
}

/// Monday of the week `today` is in.
pub fn monday_of(today: Date) -> Date {
    let days = today.days_since_epoch();
    // 1970-01-01 was a Thursday: three days after a Monday.
    let monday = days - (days + 3).rem_euclid(7);
    Date::from_unix_ms(monday * 86_400_000)
}

pub async fn hours(
    db: &Db,
    project: &ProjectId,
    money: Option<Money>,
    staff: bool,
) -> Result<Option<HoursView>, sqlx::Error> {
    #[derive(FromRow)]
    struct P {
        currency: String,
        budget_minutes: Option<i64>,
        budget_minor: Option<i64>,
        hourly_rate_minor: Option<i64>,
        hours_approval: String,
    }
    let p: Option<P> = sqlx::query_as(
        "SELECT currency, budget_minutes, budget_minor, hourly_rate_minor, hours_approval \
         FROM projects WHERE id = $1",
    )
    .bind(project)
    .fetch_optional(db)
    .await?;
    let Some(p) = p else { return Ok(None) };
    let c = p.currency.as_str();
    let week_starts = monday_of(Date::from_unix_ms(now_ms()));
    let total = sums_by(db, project, &WHOLE, None).await?;
    let week = sums_by(db, project, &WHOLE, Some(week_starts)).await?;
    let total = total.first().map(|r| sums(r, money, c)).unwrap_or_default();
    let this_week = week.first().map(|r| sums(r, money, c)).unwrap_or_default();
    let group = |rows: Vec<SumRow>| -> Vec<HoursGroup> {
        rows.into_iter()
            .map(|r| HoursGroup {
                sums: sums(&r, money, c),
                id: r.id,
                kind: r.kind,
                title: r.title.unwrap_or_default(),
                budget_minutes: None,
                budget_money: None,
            })
            .collect()
    };
    let mut by_sprint = group(sums_by(db, project, &BY_SPRINT, None).await?);
    against_budgets(&mut by_sprint, budgeted(db, project).await?, money, c);
    let by_task = group(sums_by(db, project, &BY_WORK, None).await?);
    let by_person = group(sums_by(db, project, &BY_PERSON, None).await?);
    let latest: Vec<EntryRow> = sqlx::query_as(&format!(
        "{SELECT} WHERE e.project_id = $1 ORDER BY e.work_date DESC, e.created_at DESC, e.id LIMIT 50"
    ))
    .bind(project)
    .fetch_all(db)
    .await?;
    let blocks = blocks::of_project(db, project, money).await?;
    let role_rates = match money {
        Some(_) => Some(role_rates(db, project, c).await?),
        None => None,
    };
    Ok(Some(HoursView {
        project: project.to_string(),
        currency: p.currency.clone(),
        approval: p.hours_approval.clone(),
        hourly_rate: match (money, p.hourly_rate_minor) {
            (Some(_), Some(rate)) => Some(Amount::stored(rate, c)),
            _ => None,
        },
        role_rates,
        budget_minutes: p.budget_minutes.map(|b| budget(total.minutes, b, true)),
        budget_money: match (money, p.budget_minor, total.amount) {
            (Some(_), Some(b), Some(used)) => Some(budget(used.minor, b, false)),
            _ => None,
        },
        total,
        this_week,
        week_starts: week_starts.to_string(),
        by_sprint,
        by_task,
        by_person,
        latest: latest.into_iter().map(|r| view(r, money, staff)).collect(),
        blocks,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_week_starts_on_monday() {
        let d = |y, m, day| Date::new(y, m, day).expect("a day");
        assert_eq!(monday_of(d(2026, 12, 6)), d(2026, 11, 30));
        assert_eq!(monday_of(d(2026, 12, 7)), d(2026, 12, 7));
        assert_eq!(monday_of(d(1970, 1, 1)), d(1969, 12, 29));
    }
}
