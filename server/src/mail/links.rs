//! Emailed links: a single-use token for an account, and the mail that carries it, written
//! together in the caller's transaction.

use sqlx::AnyConnection;

use super::compose::Payload;
use super::outbox::{self, Kind, NewMail};
use super::Mailer;
use crate::db::tokens::{self, Purpose};
use crate::db::{now_ms, users::UserRow};

/// Issues a token for `user` (earlier links of the same purpose stop working) and queues the
/// mail with its link. Returns the link. The token is in the URL's fragment, which browsers
/// never send to a server or in a `Referer`.
pub async fn mail_link(
    c: &mut AnyConnection,
    mailer: &Mailer,
    user: &UserRow,
    purpose: Purpose,
) -> Result<String, sqlx::Error> {
    let token = tokens::issue(&mut *c, &user.id, purpose).await?;
    let (page, kind) = match purpose {
        Purpose::Invitation => ("/invitation", Kind::Invitation),
        Purpose::Reset => ("/resetPassword", Kind::Reset),
        Purpose::SignIn => ("/signInLink", Kind::SignInLink),
    };
    let link = mailer.link(&format!("{page}#{token}"));
    if purpose == Purpose::Invitation {
        crate::db::users::set_invitation(&mut *c, &user.id, Some(now_ms() + purpose.ttl_ms()))
            .await?;
    }
    outbox::enqueue(
        &mut *c,
        NewMail {
            user_id: Some(&user.id),
            to: &user.email,
            language: &user.language,
            kind,
            payload: Payload {
                link: Some(link.clone()),
                name: user.name.clone(),
                ..Payload::default()
            },
        },
    )
    .await?;
    Ok(link)
}

/// Queues "your password was changed" to the account's owner.
pub async fn password_changed(c: &mut AnyConnection, user: &UserRow) -> Result<(), sqlx::Error> {
    outbox::enqueue(
        c,
        NewMail {
            user_id: Some(&user.id),
            to: &user.email,
            language: &user.language,
            kind: Kind::PasswordChanged,
            payload: Payload {
                name: user.name.clone(),
                ..Payload::default()
            },
        },
    )
    .await?;
    Ok(())
}

/// Queues "a sign-in method was added" to the account's owner (an identity was linked to it by
/// its verified address).
pub async fn sign_in_method_added(
    c: &mut AnyConnection,
    user: &UserRow,
    provider: &str,
) -> Result<(), sqlx::Error> {
    outbox::enqueue(
        c,
        NewMail {
            user_id: Some(&user.id),
            to: &user.email,
            language: &user.language,
            kind: Kind::SignInMethodAdded,
            payload: Payload {
                name: user.name.clone(),
                provider: provider.to_owned(),
                ..Payload::default()
            },
        },
    )
    .await?;
    Ok(())
}
