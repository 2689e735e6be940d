//! "How did we do?": the one-click links of the mail sent when a ticket is solved. A token names
//! the ticket, the person and the solve, with a MAC under that person's mail key (as unsubscribe
//! links are made), so it needs no sign-in and cannot be made for another ticket or person. It
//! works for `VALID_MS` after the solve, while that solve is the ticket's latest, for one score
//! (and one comment after it): the rating row is the use.

use hmac::{Hmac, Mac};
use sha2::Sha256;
use sqlx::AnyConnection;

use crate::db::{now_ms, Db};
use crate::ids::{TicketId, UserId};
use crate::mail::compose::{Event, Item, Topic};
use crate::mail::{notify, outbox};

/// How long a rating link works after the solve.
pub const VALID_MS: i64 = 14 * 24 * 3_600_000;

fn mac(key: &str, ticket: &str, user: &str, solved_at: i64) -> Option<Hmac<Sha256>> {
    let mut mac = Hmac::<Sha256>::new_from_slice(key.as_bytes()).ok()?;
    mac.update(format!("rate|{ticket}|{user}|{solved_at}").as_bytes());
    Some(mac)
}

pub fn token(key: &str, ticket: &str, user: &str, solved_at: i64) -> Option<String> {
    if key.is_empty() {
        return None;
    }
    let bytes = mac(key, ticket, user, solved_at)?.finalize().into_bytes();
    let hex: String = bytes[..16].iter().map(|b| format!("{b:02x}")).collect();
    Some(format!("{ticket}.{user}.{solved_at}.{hex}"))
}

/// What a token says, once its MAC was checked.
#[derive(Debug, PartialEq, Eq)]
pub enum Check {
    /// Good for the solve at `solved_at` of `ticket`, by `user`.
    Valid {
        ticket: TicketId,
        user: UserId,
        solved_at: i64,
    },
    /// A real link, too old, or of a solve the ticket was reopened since.
    Expired { ticket: TicketId, solved_at: i64 },
    /// Not a link we made.
    Unknown,
}

pub async fn check(c: &mut AnyConnection, token: &str) -> Result<Check, sqlx::Error> {
    let parts: Vec<&str> = token.split('.').collect();
    let [ticket, user, solved_at, hex] = parts.as_slice() else {
        return Ok(Check::Unknown);
    };
    let (Some(ticket_id), Some(user_id), Ok(solved_at)) = (
        TicketId::parse_canonical(ticket),
        UserId::parse_canonical(user),
        solved_at.parse::<i64>(),
    ) else {
        return Ok(Check::Unknown);
    };
    let Some(given) = (hex.len() == 32 && hex.bytes().all(|b| b.is_ascii_hexdigit()))
        .then(|| {
            (0..16)
                .map(|i| u8::from_str_radix(&hex[i * 2..i * 2 + 2], 16).ok())
                .collect::<Option<Vec<u8>>>()
        })
        .flatten()
    else {
        return Ok(Check::Unknown);
    };
    let key: Option<String> = sqlx::query_scalar("SELECT mail_key FROM users WHERE id = $1")
        .bind(&user_id)
        .fetch_optional(&mut *c)
        .await?;
    let vouched = key
        .filter(|k| !k.is_empty())
        .and_then(|k| mac(&k, ticket, user, solved_at))
        .is_some_and(|m| m.verify_truncated_left(&given).is_ok());
    if !vouched {
        return Ok(Check::Unknown);
    }
    let current: Option<Option<i64>> =
        sqlx::query_scalar("SELECT solved_at FROM tickets WHERE id = $1")
            .bind(&ticket_id)
            .fetch_optional(&mut *c)
            .await?;
    let Some(current) = current else {
        return Ok(Check::Unknown);
    };
    if current != Some(solved_at) || now_ms() > solved_at + VALID_MS {
        return Ok(Check::Expired {
            ticket: ticket_id,
            solved_at,
        });
    }
    Ok(Check::Valid {
        ticket: ticket_id,
        user: user_id,
        solved_at,
    })
}

/// The token the mail of the ticket's current solve carries to its author (for tests and
/// support: the link a client says they lost).
pub async fn current_token(db: &Db, ticket: &str) -> Result<Option<String>, sqlx::Error> {
    let mut c = db.acquire().await?;
    let row: Option<(Option<i64>, String)> = sqlx::query_as(
        "SELECT t.solved_at, u.id FROM tickets t JOIN users u ON u.id = COALESCE(t.author_id, t.user_id) WHERE t.id = $1",
    )
    .bind(ticket)
    .fetch_optional(&mut *c)
    .await?;
    let Some((Some(solved), user)) = row else {
        return Ok(None);
    };
    let key = mail_key(&mut c, &user).await?;
    Ok(token(&key, ticket, &user, solved))
}

/// The person's mail key, made on first use (as the mail worker does for unsubscribe links).
async fn mail_key(c: &mut AnyConnection, user: &str) -> Result<String, sqlx::Error> {
    sqlx::query("UPDATE users SET mail_key = $1 WHERE id = $2 AND mail_key = ''")
        .bind(crate::credentials::new_token())
        .bind(user)
        .execute(&mut *c)
        .await?;
    sqlx::query_scalar("SELECT mail_key FROM users WHERE id = $1")
        .bind(user)
        .fetch_one(&mut *c)
        .await
}

/// Asks the company's people who follow tickets (and see its project) how it went: each gets
/// their own links, on the solve's transaction.
pub async fn ask(
    c: &mut AnyConnection,
    digest_ms: i64,
    id: &TicketId,
) -> Result<usize, sqlx::Error> {
    let Some(t) = notify::ticket_facts(c, id).await? else {
        return Ok(0);
    };
    let solved_at: Option<i64> = sqlx::query_scalar("SELECT solved_at FROM tickets WHERE id = $1")
        .bind(id)
        .fetch_one(&mut *c)
        .await?;
    let Some(solved_at) = solved_at else {
        return Ok(0);
    };
    let people =
        outbox::people_for(c, (&t.client_id, t.project_id.as_ref()), Topic::Tickets).await?;
    let mut asked = 0;
    for person in &people {
        let key = mail_key(c, person.id.as_str()).await?;
        let Some(token) = token(&key, id.as_str(), person.id.as_str(), solved_at) else {
            continue;
        };
        let item = Item {
            event: Event::TicketSolved,
            who: String::new(),
            title: t.title.clone(),
            project: t.project.clone().unwrap_or_default(),
            body: String::new(),
            path: format!("/rate#{token}"),
        };
        outbox::notify(c, person, item, digest_ms).await?;
        asked += 1;
    }
    Ok(asked)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_token_names_its_ticket_person_and_solve() {
        let t = super::token("key", "t1", "u1", 42).unwrap();
        assert!(t.starts_with("t1.u1.42."));
        assert_ne!(t, super::token("key", "t1", "u1", 43).unwrap());
        assert_ne!(t, super::token("other", "t1", "u1", 42).unwrap());
        assert_eq!(super::token("", "t1", "u1", 42), None);
    }
}
