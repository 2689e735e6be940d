//! The demo's support on the clock (ADR 0045): the firm's hours in Asia/Kolkata with India's
//! public holidays, a standard policy and Verma Retail's priority one, and Verma Retail's tickets
//! as a help desk has them: one due soon, one breached, one waiting on the client (paused), one
//! answered in time, and a month of solved tickets with their ratings. Every clock is counted by
//! the product's own rule (`support::recount`), from the story's history of states.

use portico_shared::sla::{Clock, PolicyTargets, Target, Targets};
use sqlx::{Any, Transaction};

use super::plan::{DAY, HOUR};
use crate::db::{new_id, now_ms, sla};
use crate::ids::TicketId;

const MINUTE: i64 = 60_000;

/// India's public holidays of the demo's two years, as staff would import them.
const HOLIDAYS: [(&str, &str); 8] = [
    ("2026-01-26", "Republic Day"),
    ("2026-08-15", "Independence Day"),
    ("2026-10-02", "Gandhi Jayanti"),
    ("2026-11-08", "Diwali"),
    ("2026-12-25", "Christmas"),
    ("2027-01-26", "Republic Day"),
    ("2027-03-22", "Holi"),
    ("2027-08-15", "Independence Day"),
];

/// Rows of a ticket's history of states.
pub async fn history(
    tx: &mut Transaction<'static, Any>,
    ticket: &str,
    states: &[(i64, &str)],
) -> Result<(), sqlx::Error> {
    for (at, state) in states {
        sqlx::query("INSERT INTO ticket_states (id, ticket_id, at, state) VALUES ($1, $2, $3, $4)")
            .bind(new_id())
            .bind(ticket)
            .bind(at)
            .bind(state)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// One ticket of the story: its title, priority, when it was opened (before now), when staff first
/// answered, its later states, and its rating.
struct Told {
    title: &'static str,
    priority: &'static str,
    opened: i64,
    answered: Option<i64>,
    states: &'static [(i64, &'static str)],
    rating: Option<(&'static str, &'static str)>,
}

pub async fn seed(tx: &mut Transaction<'static, Any>, admin: &str) -> Result<(), sqlx::Error> {
    let found: Option<(String, String)> = sqlx::query_as(
        "SELECT u.id, p.id FROM users u JOIN projects p ON p.client_id = u.id \
         WHERE u.role = 'client' AND u.company_id = u.id AND u.brand_name = 'Verma Retail' ORDER BY p.created_at LIMIT 1",
    )
    .fetch_optional(&mut **tx)
    .await?;
    let Some((client, project)) = found else {
        return Ok(());
    };
    let week: Vec<Vec<[u16; 2]>> = (0..7)
        .map(|d| if d < 5 { vec![[570, 1110]] } else { Vec::new() })
        .collect();
    sla::set_calendar(tx, "Asia/Kolkata", &week).await?;
    let holidays: Vec<(String, String)> = HOLIDAYS
        .iter()
        .map(|(d, n)| ((*d).to_owned(), (*n).to_owned()))
        .collect();
    sla::add_holidays(tx, &holidays).await?;
    sla::save_policy(tx, None, "Standard", &PolicyTargets::standard(), true).await?;
    let b = |minutes| Target {
        minutes,
        clock: Clock::Business,
    };
    let a = |minutes| Target {
        minutes,
        clock: Clock::Always,
    };
    let priority = PolicyTargets {
        low: Targets {
            first_response: b(8 * 60),
            resolution: b(40 * 60),
        },
        normal: Targets {
            first_response: b(4 * 60),
            resolution: b(24 * 60),
        },
        high: Targets {
            first_response: b(60),
            resolution: b(8 * 60),
        },
        urgent: Targets {
            first_response: a(30),
            resolution: a(4 * 60),
        },
    };
    if let Some(p) = sla::save_policy(tx, None, "Priority support", &priority, false).await? {
        sla::set_company_policy(tx, &client, Some(&p.id)).await?;
    }
    let now = now_ms();
    let told = [
        Told {
            title: "Checkout button does nothing on iPhone",
            priority: "high",
            opened: 25 * MINUTE,
            answered: None,
            states: &[],
            rating: None,
        },
        Told {
            title: "Invoice PDF shows our old address",
            priority: "normal",
            opened: 4 * DAY,
            answered: None,
            states: &[],
            rating: None,
        },
        Told {
            title: "Export last month's orders as CSV",
            priority: "normal",
            opened: 2 * DAY,
            answered: Some(2 * DAY - 50 * MINUTE),
            states: &[(2 * DAY - 50 * MINUTE, "waitingOnClient")],
            rating: None,
        },
        Told {
            title: "Password reset mail lands in spam",
            priority: "low",
            opened: 3 * HOUR,
            answered: Some(3 * HOUR - 72 * MINUTE),
            states: &[],
            rating: None,
        },
        Told {
            title: "Add the new store to the locator",
            priority: "normal",
            opened: 27 * DAY,
            answered: Some(27 * DAY - 2 * HOUR),
            states: &[(26 * DAY, "solved")],
            rating: Some(("good", "Done the same day, thank you.")),
        },
        Told {
            title: "Coupon codes are case sensitive",
            priority: "high",
            opened: 21 * DAY,
            answered: Some(21 * DAY - 40 * MINUTE),
            states: &[(20 * DAY, "solved")],
            rating: Some(("good", "")),
        },
        Told {
            title: "Slow search on the catalogue",
            priority: "normal",
            opened: 16 * DAY,
            answered: Some(13 * DAY),
            states: &[(10 * DAY, "solved")],
            rating: Some(("bad", "It took a week to get a first answer.")),
        },
        Told {
            title: "Change the footer's phone number",
            priority: "low",
            opened: 12 * DAY,
            answered: Some(12 * DAY - 3 * HOUR),
            states: &[(11 * DAY, "solved")],
            rating: Some(("good", "")),
        },
        Told {
            title: "Gift card balance page errors",
            priority: "urgent",
            opened: 6 * DAY,
            answered: Some(6 * DAY - 20 * MINUTE),
            states: &[(6 * DAY - 3 * HOUR, "solved")],
            rating: Some(("good", "Fixed within the morning.")),
        },
    ];
    for t in told {
        let id = TicketId::generate();
        let opened = now - t.opened;
        let mut states = vec![(opened, "new")];
        if let Some(a) = t.answered {
            states.push((now - a, "open"));
        }
        states.extend(t.states.iter().map(|(ago, s)| (now - ago, *s)));
        let (last_at, last) = *states.last().unwrap_or(&(opened, "new"));
        let solved_at = (last == "solved").then_some(last_at);
        sqlx::query(
            "INSERT INTO tickets (id, user_id, author_id, project_id, title, description, status, priority, requested_priority, \
             state, first_response_at, solved_at, created_at, updated_at) \
             VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $7, $8, $9, $10, $11, $12)",
        )
        .bind(&id)
        .bind(&client)
        .bind(&project)
        .bind(t.title)
        .bind("Reported from the shop floor; details in the thread.")
        .bind(if solved_at.is_some() { "Closed" } else { "Open" })
        .bind(t.priority)
        .bind(last)
        .bind(t.answered.map(|a| now - a))
        .bind(solved_at)
        .bind(opened)
        .bind(last_at)
        .execute(&mut **tx)
        .await?;
        history(tx, id.as_str(), &states).await?;
        if let Some(a) = t.answered {
            sqlx::query("INSERT INTO ticket_comments (id, ticket_id, user_id, text, created_at) VALUES ($1, $2, $3, $4, $5)")
                .bind(new_id())
                .bind(&id)
                .bind(admin)
                .bind("Thanks for reporting this. We are looking into it now.")
                .bind(now - a)
                .execute(&mut **tx)
                .await?;
        }
        if let (Some((score, comment)), Some(solved)) = (t.rating, solved_at) {
            sqlx::query(
                "INSERT INTO ticket_ratings (ticket_id, solved_at, score, comment, commented, rated_by, created_at) \
                 VALUES ($1, $2, $3, $4, 1, $5, $6)",
            )
            .bind(&id)
            .bind(solved)
            .bind(score)
            .bind(comment)
            .bind(&client)
            .bind(solved + HOUR)
            .execute(&mut **tx)
            .await?;
        }
    }
    // Every ticket's clock, by the rule; what fell due before now counts as mailed (the demo
    // starts with the story told, not with a flood of warnings).
    let ids: Vec<TicketId> = sqlx::query_scalar("SELECT id FROM tickets")
        .fetch_all(&mut **tx)
        .await?;
    for id in &ids {
        crate::support::recount(tx, id).await?;
    }
    sqlx::query(
        "UPDATE tickets SET response_warned_at = CASE WHEN response_warn_at <= $1 THEN $1 END, \
         resolution_warned_at = CASE WHEN resolution_warn_at <= $1 THEN $1 END, \
         response_breached_at = CASE WHEN response_due_at <= $1 AND first_response_at IS NULL THEN $1 END, \
         resolution_breached_at = CASE WHEN resolution_due_at <= $1 AND state NOT IN ('solved', 'closed') THEN $1 END",
    )
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
