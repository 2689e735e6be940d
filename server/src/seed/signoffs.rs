//! The demo's sign-offs: each project's first goal was signed off by the company's owner as its
//! first sprint ended (its milestone paid since), and the second waits for their approval.

use sqlx::{Any, Transaction};

use super::plan::{Clock, Project, DAY, HOUR};
use crate::db::activity::Kind;
use crate::db::new_id;
use crate::signoff::shown_digest;

/// An event of the rounds for the client's feed: when, what, about which round, and who decided
/// (None: staff asked).
pub struct Told {
    pub at: i64,
    pub kind: Kind,
    pub title: &'static str,
    pub round: String,
    pub who: Option<String>,
}

/// Writes the two rounds of project `p` (`goals`: its goals' ids, in order); returns what the
/// client's feed tells of them (the caller adds it: the feed is `work`'s).
pub async fn seed(
    tx: &mut Transaction<'static, Any>,
    c: &Clock,
    p: &Project,
    (client, admin): (&str, &str),
    (project, goals): (&str, &[String]),
) -> Result<Vec<Told>, sqlx::Error> {
    let (owner,): (String,) = sqlx::query_as("SELECT name FROM users WHERE id = $1")
        .bind(client)
        .fetch_one(&mut **tx)
        .await?;
    let (staff,): (String,) = sqlx::query_as("SELECT name FROM users WHERE id = $1")
        .bind(admin)
        .fetch_one(&mut **tx)
        .await?;
    let approved_at = c.goal_reached(p);
    let amount = p.cost * p.milestones[0].percent;
    let mut told = Vec::new();
    let rounds = [
        (0, approved_at - 2 * DAY, Some(approved_at), Some(amount)),
        (1, c.now - c.offset(p) - DAY - 3 * HOUR, None, None),
    ];
    for (g, asked, decided, amount) in rounds {
        let id = new_id();
        let title = p.goals[g].title;
        // What was delivered, in the goal's own words.
        let summary = p.goals[g].description;
        let links = vec![format!("https://staging.example.com/{}", g + 1)];
        sqlx::query(
            "INSERT INTO signoffs (id, project_id, subject, goal_id, payment_id, title, round, summary, links, tasks, \
             rule, amount_minor, currency, state, remind_days, reminded_at, requested_by, requester_name, created_at, \
             closed_at) VALUES ($1, $2, $3, $4, NULL, $5, 1, $6, $7, '[]', 'any', $8, $9, $10, 3, NULL, $11, $12, $13, $14)",
        )
        .bind(&id)
        .bind(project)
        .bind(format!("goal:{}", goals[g]))
        .bind(&goals[g])
        .bind(title)
        .bind(summary)
        .bind(serde_json::to_string(&links).unwrap_or_default())
        .bind(amount)
        .bind(amount.map(|_| p.currency))
        .bind(if decided.is_some() { "approved" } else { "open" })
        .bind(admin)
        .bind(&staff)
        .bind(asked)
        .bind(decided)
        .execute(&mut **tx)
        .await?;
        told.push(Told {
            at: asked,
            kind: Kind::SignOffAsked,
            title,
            round: id.clone(),
            who: None,
        });
        if let Some(at) = decided {
            let shown = shown_digest(
                (title, 1, summary),
                &links,
                &[],
                amount.map(|a| (a, p.currency)),
            );
            sqlx::query(
                "INSERT INTO signoff_decisions (id, signoff_id, project_id, client_id, person_id, person_name, \
                 decision, comment, shown_sha256, created_at) VALUES ($1, $2, $3, $4, $5, $6, 'approve', $7, $8, $9)",
            )
            .bind(new_id())
            .bind(&id)
            .bind(project)
            .bind(client)
            .bind(client)
            .bind(&owner)
            .bind("Accepted. Thank you!")
            .bind(shown)
            .bind(at)
            .execute(&mut **tx)
            .await?;
            told.push(Told {
                at,
                kind: Kind::SignOffApproved,
                title,
                round: id.clone(),
                who: Some(owner.clone()),
            });
        }
    }
    Ok(told)
}
