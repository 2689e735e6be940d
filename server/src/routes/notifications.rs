//! Each person's notification mails: which kinds they receive (their settings), and one-click
//! unsubscribe from a mail, used without signing in.

use axum::extract::{Path, State};
use axum::Json;
use portico_shared::validate::NotificationPrefsInput;

use crate::auth::AuthUser;
use crate::db::users;
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::UserId;
use crate::mail::Topic;
use crate::routes::field_error;
use crate::routes::registry::{Access, Api};
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .post(
            "/mail/unsubscribe/{token}",
            Access::Public,
            "One-click unsubscribe from a kind of notification (RFC 8058)",
            unsubscribe,
        )
        .returns::<Unsubscribed>()
        .get(
            "/user/notifications",
            Access::Signed,
            "Which notification mails the caller receives",
            notifications,
        )
        .returns::<NotificationPrefs>()
        .put_json::<NotificationPrefsInput, _, _>(
            "/user/notifications",
            Access::Signed,
            "Choose which notification mails the caller receives",
            set_notifications,
        )
        .returns::<NotificationPrefs>()
}

#[derive(serde::Serialize, schemars::JsonSchema)]
pub struct Unsubscribed {
    pub topic: Topic,
}

#[derive(serde::Serialize, schemars::JsonSchema)]
pub struct NotificationPrefs {
    pub tickets: bool,
    pub requests: bool,
    pub contact: bool,
}

fn invalid_token() -> ApiError {
    field_error(
        "token",
        "invalid_token",
        "This link is not valid: it has expired or was already used",
    )
}

/// RFC 8058: mail providers POST here (`List-Unsubscribe=One-Click`) without a session; the
/// token's MAC under the account's own key is the proof. The body is not read.
async fn unsubscribe(
    State(state): State<AppState>,
    Path(token): Path<String>,
) -> ApiResult<Json<Unsubscribed>> {
    let (user, topic, mac) = crate::mail::parse_unsubscribe(&token).ok_or_else(invalid_token)?;
    let user = UserId::parse_canonical(user).ok_or_else(invalid_token)?;
    let key = users::mail_key(&state.db, &user)
        .await?
        .ok_or_else(invalid_token)?;
    if !crate::mail::verify_unsubscribe(&key, &user, topic, &mac) {
        return Err(invalid_token());
    }
    let off = users::notify_off(&state.db, &user).await?;
    users::set_notify_off(&state.db, &user, &with_topic(&off, topic, false)).await?;
    Ok(Json(Unsubscribed { topic }))
}

/// The `notify_off` list with `topic` switched on or off; always in the same order.
fn with_topic(off: &str, topic: Topic, on: bool) -> String {
    Topic::ALL
        .into_iter()
        .filter(|t| {
            if *t == topic {
                !on
            } else {
                off.split(',').any(|o| o == t.as_str())
            }
        })
        .map(Topic::as_str)
        .collect::<Vec<_>>()
        .join(",")
}

fn prefs(off: &str) -> NotificationPrefs {
    let on = |t: Topic| !off.split(',').any(|o| o == t.as_str());
    NotificationPrefs {
        tickets: on(Topic::Tickets),
        requests: on(Topic::Requests),
        contact: on(Topic::Contact),
    }
}

async fn notifications(
    State(state): State<AppState>,
    user: AuthUser,
) -> ApiResult<Json<NotificationPrefs>> {
    Ok(Json(prefs(&users::notify_off(&state.db, &user.id).await?)))
}

async fn set_notifications(
    State(state): State<AppState>,
    user: AuthUser,
    ApiJson(input): ApiJson<NotificationPrefsInput>,
) -> ApiResult<Json<NotificationPrefs>> {
    let mut off = users::notify_off(&state.db, &user.id).await?;
    for (topic, on) in [
        (Topic::Tickets, input.tickets),
        (Topic::Requests, input.requests),
        (Topic::Contact, input.contact),
    ] {
        if let Some(on) = on {
            off = with_topic(&off, topic, on);
        }
    }
    users::set_notify_off(&state.db, &user.id, &off).await?;
    Ok(Json(prefs(&off)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn topics_switch_one_at_a_time() {
        assert_eq!(with_topic("", Topic::Tickets, false), "tickets");
        assert_eq!(
            with_topic("tickets", Topic::Contact, false),
            "tickets,contact"
        );
        assert_eq!(
            with_topic("tickets,contact", Topic::Tickets, true),
            "contact"
        );
        assert_eq!(with_topic("contact,junk", Topic::Requests, true), "contact");
        let p = prefs("requests");
        assert!(p.tickets && !p.requests && p.contact);
    }
}
