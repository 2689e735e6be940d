//! The demo's quotes (ADR 0044): the quote Asha accepted at Storefront Revamp's kick-off, whose
//! lines are the project's milestones; a change request for gift cards at the tills waiting for
//! her acceptance; and a loyalty-points change request she declined, with her reason. Each is
//! priced, snapshotted and hashed by the product's own code; their dates are the story's.

use portico_shared::dates::format_ymd_from_ms;
use portico_shared::validate::QuoteInput;
use serde_json::json;
use sqlx::{Any, Transaction};

use super::plan::DAY;
use crate::db::quotes::{self, Draft, NewDecision};
use crate::db::{now_ms, signoffs};
use crate::ids::{ProjectId, UserId};
use crate::quoting::{self, snapshot};

fn fail(what: &str) -> sqlx::Error {
    sqlx::Error::Protocol(format!("demo quote: {what}"))
}

/// One quote of the story: written as staff would, sent at `sent`, decided at `decided` (the
/// typed name for an acceptance, or the reason of a decline).
struct Told<'a> {
    body: serde_json::Value,
    sent: i64,
    decided: Option<(i64, Result<&'a str, &'a str>)>,
}

pub async fn seed(tx: &mut Transaction<'static, Any>, admin: &str) -> Result<(), sqlx::Error> {
    let found: Option<(String, String, String, i64, String, String)> = sqlx::query_as(
        "SELECT p.id, p.client_id, p.currency, p.created_at, u.name, s.name FROM projects p \
         JOIN users u ON u.id = p.client_id JOIN users s ON s.id = $1 WHERE p.title = 'Storefront Revamp'",
    )
    .bind(admin)
    .fetch_optional(&mut **tx)
    .await?;
    let Some((project, client, currency, started, owner, staff)) = found else {
        return Ok(());
    };
    let milestones: Vec<(String, String, i64)> = sqlx::query_as(
        "SELECT id, title, amount_minor FROM payments WHERE project_id = $1 ORDER BY created_at, id LIMIT 10",
    )
    .bind(&project)
    .fetch_all(&mut **tx)
    .await?;
    // The go-live goal: the gift cards' second half is paid when it is signed off.
    let goal: Option<String> = sqlx::query_scalar(
        "SELECT id FROM goals WHERE project_id = $1 AND title LIKE 'Go live%' ORDER BY id LIMIT 1",
    )
    .bind(&project)
    .fetch_optional(&mut **tx)
    .await?;
    let now = now_ms();
    let units = |minor: i64| format!("{}.{:02}", minor / 100, minor % 100);
    let terms = "Prices are in Indian rupees and exclude travel outside Mumbai.\n\
        Each milestone is invoiced when it becomes due and paid within 15 days.\n\
        Work outside the lines above is quoted as a change request before it starts.\n\
        Either party may end the engagement with 30 days' notice; work done until then is paid.";
    // The kick-off quote: one line per milestone of the plan, each paid on its own.
    let kickoff = json!({
        "project": project, "kind": "quote", "title": "Storefront Revamp", "currency": currency,
        "validUntil": format_ymd_from_ms(started + 30 * DAY), "terms": terms, "rule": "any",
        "lines": milestones.iter().enumerate().map(|(i, (_, title, amount))| json!({
            "title": title, "quantity": "1", "unitPrice": units(*amount), "taxName": "GST", "taxRate": "18", "milestone": i,
        })).collect::<Vec<_>>(),
        "milestones": milestones.iter().map(|(_, title, _)| json!({"title": title, "release": "acceptance"})).collect::<Vec<_>>(),
    });
    let gift_cards = json!({
        "project": project, "kind": "change", "title": "Gift cards at the tills", "currency": currency,
        "validUntil": format_ymd_from_ms(now + 21 * DAY), "terms": terms, "rule": "any",
        "lines": [
            {"title": "Gift card redemption at the tills", "description": "The stores' tills redeem the gift cards sold online, with balances checked live.", "quantity": "6", "unitPrice": "40000", "taxName": "GST", "taxRate": "18", "milestone": 0},
            {"title": "Store staff training", "description": "Two sessions per region, recorded.", "quantity": "1", "unitPrice": "25000", "milestone": 1}
        ],
        "milestones": [
            {"title": "Gift cards: on acceptance", "release": "acceptance"},
            {"title": "Gift cards: on go-live", "release": if goal.is_some() { "goal" } else { "acceptance" }, "goal": goal}
        ],
    });
    let loyalty = json!({
        "project": project, "kind": "change", "title": "Loyalty points", "currency": currency,
        "validUntil": format_ymd_from_ms(now + 10 * DAY), "terms": terms, "rule": "any",
        "lines": [
            {"title": "Points on every order", "quantity": "8", "unitPrice": "40000", "taxName": "GST", "taxRate": "18", "milestone": 0}
        ],
        "milestones": [{"title": "Loyalty points: on acceptance", "release": "acceptance"}],
    });
    let story = [
        Told {
            body: kickoff,
            sent: started - 3 * DAY,
            decided: Some((started - DAY, Ok(owner.as_str()))),
        },
        Told {
            body: loyalty,
            sent: now - 9 * DAY,
            decided: Some((
                now - 6 * DAY,
                Err("Not this quarter: we will look at loyalty again after the festive sale."),
            )),
        },
        Told {
            body: gift_cards,
            sent: now - DAY,
            decided: None,
        },
    ];
    let approvers: Vec<String> = signoffs::approvers(tx, &client, &project)
        .await?
        .into_iter()
        .map(|a| a.0)
        .collect();
    let project_id = ProjectId::from_stored(project.clone());
    for t in story {
        let input: QuoteInput =
            serde_json::from_value(t.body.clone()).map_err(|e| fail(&e.to_string()))?;
        let q = input.validate().map_err(|e| fail(&format!("{e:?}")))?;
        let kind = q.kind;
        let year = portico_shared::Date::from_unix_ms(t.sent).year;
        let number = quotes::next_number(tx, kind, year).await?;
        let target = quoting::Target {
            project: project_id.clone(),
            client: client.clone(),
            currency: currency.clone(),
        };
        let until = q.valid_until.to_string();
        let content = t.body.to_string();
        let d: Draft<'_> = quoting::draft(&q, &target, &content, &until);
        let by = UserId::from_stored(admin.to_owned());
        let id = quotes::insert_draft(tx, (&number, 1), &d, (&by, &staff)).await?;
        let s = snapshot::make(
            tx,
            &q,
            (&number, 1),
            (&client, "Storefront Revamp"),
            &format_ymd_from_ms(t.sent),
        )
        .await?;
        let (text, digest) = snapshot::sealed(&s);
        let state = match t.decided {
            None => "sent",
            Some((_, Ok(_))) => "accepted",
            Some((_, Err(_))) => "declined",
        };
        // Written at once, while still a draft: the story's own dates.
        sqlx::query(
            "UPDATE quotes SET state = $1, snapshot = $2, snapshot_sha256 = $3, approvers = $4, sent_at = $5, \
             viewed_at = $6, decided_at = $7, created_at = $8, updated_at = $8 WHERE id = $9",
        )
        .bind(state)
        .bind(&text)
        .bind(&digest)
        .bind(serde_json::to_string(&approvers).unwrap_or_default())
        .bind(t.sent)
        .bind(t.decided.map(|d| d.0 - 2 * 60 * 60 * 1000))
        .bind(t.decided.map(|d| d.0))
        .bind(t.sent - DAY)
        .bind(&id)
        .execute(&mut **tx)
        .await?;
        let Some((at, how)) = t.decided else { continue };
        let row = quotes::row(tx, &id).await?.ok_or_else(|| fail("written"))?;
        let (decision, comment, signed) = match how {
            Ok(name) => ("approve", "", Some(name)),
            Err(reason) => ("changes", reason, None),
        };
        quotes::record_decision(
            tx,
            NewDecision {
                quote: &row,
                person: &UserId::from_stored(client.clone()),
                person_name: &owner,
                decision,
                comment,
                shown: &digest,
                signed_name: signed,
                network: "203.0.113.24",
                signature: None,
                at,
            },
        )
        .await?;
        if decision == "approve" {
            // The plan's milestones are what it accepted: those its lines were made of.
            for (payment, _, _) in &milestones {
                sqlx::query("UPDATE payments SET quote_id = $1 WHERE id = $2")
                    .bind(&id)
                    .bind(payment)
                    .execute(&mut **tx)
                    .await?;
            }
        }
    }
    Ok(())
}
