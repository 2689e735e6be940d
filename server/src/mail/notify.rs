//! Who hears of what: the events that send notification mails, queued in the transaction of the
//! write that causes them. Staff replies go to the client; what clients send goes to every staff
//! member who has not turned that topic off. Each item links to the screen that shows it.

use sqlx::AnyConnection;

use super::compose::{Event, Item};
use super::outbox;
use crate::db::activity;
use crate::ids::{ProjectId, TicketId, UserId};

/// Queues `item` for every staff member who receives its topic and, when it is about a client
/// (`about`), follows that client.
pub async fn staff(
    c: &mut AnyConnection,
    digest_ms: i64,
    about: Option<&UserId>,
    item: Item,
) -> Result<usize, sqlx::Error> {
    let to = outbox::staff_for(&mut *c, item.event.topic(), about).await?;
    for r in &to {
        outbox::notify(&mut *c, r, item.clone(), digest_ms).await?;
    }
    Ok(to.len())
}

/// Like `staff`, for a flood: `item` joins the one mail each staff member has waiting for this
/// topic (opened for `window_ms`), and past that mail's 50 events it is not mailed at all (it
/// is kept where it was written and listed in the console).
pub async fn staff_gathered(
    c: &mut AnyConnection,
    window_ms: i64,
    item: Item,
) -> Result<usize, sqlx::Error> {
    let to = outbox::staff_for(&mut *c, item.event.topic(), None).await?;
    for r in &to {
        outbox::gather(&mut *c, r, item.clone(), window_ms).await?;
    }
    Ok(to.len())
}

/// Queues `item` for each person of the client company who receives its topic and sees its
/// project (`project`; a member with chosen projects hears only of theirs).
pub async fn client(
    c: &mut AnyConnection,
    digest_ms: i64,
    (client_id, project): (&UserId, Option<&ProjectId>),
    item: Item,
) -> Result<bool, sqlx::Error> {
    let people = outbox::people_for(&mut *c, (client_id, project), item.event.topic()).await?;
    for person in &people {
        outbox::notify(&mut *c, person, item.clone(), digest_ms).await?;
    }
    Ok(!people.is_empty())
}

/// A ticket's place and title, for its notifications.
pub struct TicketFacts {
    pub id: TicketId,
    pub client_id: UserId,
    pub title: String,
    pub project: Option<String>,
    pub project_id: Option<ProjectId>,
}

pub async fn ticket_facts(
    c: &mut AnyConnection,
    ticket_id: &TicketId,
) -> Result<Option<TicketFacts>, sqlx::Error> {
    type Row = (TicketId, UserId, String, Option<String>, Option<String>);
    let row: Option<Row> = sqlx::query_as(
        "SELECT t.id, t.user_id, t.title, p.title, p.id FROM tickets t \
         LEFT JOIN projects p ON p.id = t.project_id WHERE t.id = $1",
    )
    .bind(ticket_id)
    .fetch_optional(&mut *c)
    .await?;
    Ok(
        row.map(|(id, client_id, title, project, project_id)| TicketFacts {
            id,
            client_id,
            title,
            project,
            project_id: project_id.map(ProjectId::from_stored),
        }),
    )
}

pub async fn project_title(
    c: &mut AnyConnection,
    project_id: &ProjectId,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT title FROM projects WHERE id = $1")
        .bind(project_id)
        .fetch_optional(&mut *c)
        .await
}

/// A path segment or query value, percent-encoded (a project's title is part of its address).
pub fn encode(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes())
        .collect::<String>()
        .replace('+', "%20")
}

/// Where the client reads a ticket: its project's Tickets, or the dashboard for one without.
pub fn client_ticket_path(t: &TicketFacts) -> String {
    match &t.project {
        Some(p) => format!("/clientHome/{}?section=tickets&ticket={}", encode(p), t.id),
        None => "/dashboard".to_owned(),
    }
}

/// Where staff read a ticket.
pub fn staff_ticket_path(t: &TicketFacts) -> String {
    format!("/admin?section=tickets&ticket={}", t.id)
}

/// Where staff read what a client sent (their requirements and statement-of-work updates).
pub fn staff_client_path(client_id: &UserId) -> String {
    format!("/admin?section=clients&client={client_id}")
}

/// Where an approver decides: the project's Goals and sign-off, opened on the request.
pub fn sign_off_path(project_title: &str, id: &str) -> String {
    format!(
        "/clientHome/{}?section=goals&signOff={}",
        encode(project_title),
        encode(id)
    )
}

/// A sign-off to decide, or its reminder: mailed to each approver who sees the project and has
/// not decided yet (`skip`), in their language.
pub async fn sign_off(
    c: &mut AnyConnection,
    (client_id, project): (&UserId, &ProjectId),
    item: Item,
    skip: &[String],
) -> Result<usize, sqlx::Error> {
    let approvers =
        crate::db::signoffs::approvers(&mut *c, client_id.as_str(), project.as_str()).await?;
    let mut sent = 0;
    for (id, email, language, name) in approvers {
        if skip.contains(&id) {
            continue;
        }
        let id = UserId::from_stored(id);
        outbox::enqueue(
            &mut *c,
            outbox::NewMail {
                user_id: Some(&id),
                to: &email,
                language: &language,
                kind: outbox::Kind::SignOff,
                payload: super::compose::Payload {
                    name,
                    items: vec![item.clone()],
                    ..Default::default()
                },
            },
        )
        .await?;
        sent += 1;
    }
    Ok(sent)
}

/// Reminds the approvers who have not decided an open round, once its days have passed since
/// the request or the last reminder (the sweep runs it on every server; each round is claimed
/// once). Returns how many rounds were reminded.
pub async fn sign_off_reminders(db: &crate::db::Db) -> Result<usize, sqlx::Error> {
    let mut tx = crate::db::begin_write(db).await?;
    let due = crate::db::signoffs::due_reminders(&mut tx, crate::db::now_ms(), 50).await?;
    for r in &due {
        let decided = crate::db::signoffs::deciders(&mut tx, &r.id).await?;
        let item = Item {
            event: Event::SignOffReminder,
            who: String::new(),
            title: r.title.clone(),
            project: r.project_title.clone(),
            body: String::new(),
            path: sign_off_path(&r.project_title, &r.id),
        };
        sign_off(&mut tx, (&r.client, &r.project), item, &decided).await?;
    }
    tx.commit().await?;
    Ok(due.len())
}

/// Staff wrote on a project's statement-of-work updates: the client hears of it in their activity.
pub async fn sow_reply(c: &mut AnyConnection, project_id: &ProjectId) -> Result<(), sqlx::Error> {
    let title = project_title(&mut *c, project_id)
        .await?
        .unwrap_or_default();
    let event = activity::Event::staff(activity::Kind::SowReply, &title, project_id.as_str());
    activity::record(c, project_id, event).await
}

/// Something happened on a ticket: a staff reply tells the client (with the portal's link);
/// anything the client did tells the staff who follow them (with the console's link).
pub async fn ticket(
    c: &mut AnyConnection,
    digest_ms: i64,
    event: Event,
    who: &str,
    ticket_id: &TicketId,
    body: &str,
) -> Result<(), sqlx::Error> {
    let Some(t) = ticket_facts(&mut *c, ticket_id).await? else {
        return Ok(());
    };
    let to_client = event == Event::TicketReply;
    let ticket = crate::db::webhook_events::Ticket {
        id: &t.id,
        title: &t.title,
        company: &t.client_id,
        project: t.project_id.as_ref(),
    };
    // Only what people did: the response targets' warnings are staff's, not an event.
    match event {
        Event::TicketOpened => {
            crate::db::webhook_events::ticket(&mut *c, &ticket, who, None).await?
        }
        Event::TicketReply | Event::ClientReply => {
            let reply = Some((to_client, body));
            crate::db::webhook_events::ticket(&mut *c, &ticket, who, reply).await?
        }
        _ => {}
    }
    let item = Item {
        event,
        who: who.to_owned(),
        title: t.title.clone(),
        project: t.project.clone().unwrap_or_default(),
        body: body.to_owned(),
        path: if to_client {
            client_ticket_path(&t)
        } else {
            staff_ticket_path(&t)
        },
    };
    if to_client {
        // The same event is the client's activity (the feed on their dashboard).
        let event = activity::Event::staff(activity::Kind::TicketReply, &t.title, t.id.as_str());
        activity::record_for_client(&mut *c, &t.client_id, t.project_id.as_ref(), event).await?;
        client(c, digest_ms, (&t.client_id, t.project_id.as_ref()), item).await?;
    } else {
        staff(c, digest_ms, Some(&t.client_id), item).await?;
    }
    Ok(())
}

/// Where a company's finance people find an invoice: the project's Money, opened on it.
pub fn invoice_path(project_title: &str, id: &str) -> String {
    format!(
        "/clientHome/{}?section=money&invoice={}",
        encode(project_title),
        encode(id)
    )
}

/// One mail to each of the company's finance people who sees `project`, its payload made for
/// their language and name: how many were queued.
async fn to_finance_people(
    c: &mut AnyConnection,
    (client_id, project): (&str, &ProjectId),
    payload: impl Fn(&str, &str) -> super::compose::Payload,
) -> Result<usize, sqlx::Error> {
    let people = crate::db::invoices::finance_people(&mut *c, client_id, project.as_str()).await?;
    for (person, email, language, name) in &people {
        let person = UserId::from_stored(person.clone());
        outbox::enqueue(
            &mut *c,
            outbox::NewMail {
                user_id: Some(&person),
                to: email,
                language,
                kind: outbox::Kind::Invoice,
                payload: payload(language, name),
            },
        )
        .await?;
    }
    Ok(people.len())
}

/// An invoice or credit note was issued: each of the company's finance people who sees the
/// project gets it in their language, the PDF attached when the mail is sent.
pub async fn invoice(
    c: &mut AnyConnection,
    to: (&str, &ProjectId),
    (id, number, credit): (&str, &str, bool),
    (project_title, pay_online): (&str, bool),
) -> Result<usize, sqlx::Error> {
    let item = Item {
        event: if credit {
            Event::CreditNoteIssued
        } else {
            Event::InvoiceIssued
        },
        who: String::new(),
        title: number.to_owned(),
        project: project_title.to_owned(),
        body: String::new(),
        path: invoice_path(project_title, id),
    };
    to_finance_people(c, to, |_, name| super::compose::Payload {
        name: name.to_owned(),
        items: vec![item.clone()],
        invoice: Some(id.to_owned()),
        pay_online,
        ..Default::default()
    })
    .await
}

/// An invoice was paid online: each of the company's finance people who sees its project gets
/// one mail in their language, the amount as their language writes it, the receipt attached.
pub async fn paid_online(
    c: &mut AnyConnection,
    to: (&str, &ProjectId),
    (id, number, project_title): (&str, &str, &str),
    (amount_minor, currency): (i64, &str),
    payment: &str,
) -> Result<usize, sqlx::Error> {
    to_finance_people(c, to, |language, name| super::compose::Payload {
        name: name.to_owned(),
        items: vec![Item {
            event: Event::PaidOnline,
            who: portico_shared::money::format_code(
                amount_minor,
                currency,
                portico_shared::Language::of_tag(language),
            ),
            title: number.to_owned(),
            project: project_title.to_owned(),
            body: String::new(),
            path: invoice_path(project_title, id),
        }],
        receipt: Some(payment.to_owned()),
        ..Default::default()
    })
    .await
}

/// A prepaid block of `size` (as written: `40 h`) reached `percent`: each of the company's owners
/// and finance people who sees the block's project (every one, for a block of every project) gets
/// one mail in their language. `path`: where its hours are seen.
pub async fn block_used(
    c: &mut AnyConnection,
    (client_id, project): (&str, Option<&str>),
    (size, percent): (&str, u8),
    path: &str,
) -> Result<usize, sqlx::Error> {
    let people =
        crate::db::invoices::finance_people(&mut *c, client_id, project.unwrap_or_default())
            .await?;
    let item = Item {
        event: Event::BlockUsed,
        who: format!("{percent} %"),
        title: size.to_owned(),
        project: String::new(),
        body: String::new(),
        path: path.to_owned(),
    };
    for (person, email, language, name) in &people {
        let person = UserId::from_stored(person.clone());
        outbox::enqueue(
            &mut *c,
            outbox::NewMail {
                user_id: Some(&person),
                to: email,
                language,
                kind: outbox::Kind::Invoice,
                payload: super::compose::Payload {
                    name: name.clone(),
                    items: vec![item.clone()],
                    ..Default::default()
                },
            },
        )
        .await?;
    }
    Ok(people.len())
}

/// Where a project's hours are seen in the portal.
pub fn hours_path(project_title: &str) -> String {
    format!("/clientHome/{}?section=hours", encode(project_title))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_project_title_is_encoded_in_the_link() {
        let t = TicketFacts {
            id: TicketId::from_stored("t1".into()),
            client_id: UserId::from_stored("c".into()),
            title: "x".into(),
            project: Some("Web & App/2 ü".into()),
            project_id: None,
        };
        assert_eq!(
            client_ticket_path(&t),
            "/clientHome/Web%20%26%20App%2F2%20%C3%BC?section=tickets&ticket=t1"
        );
    }
}
