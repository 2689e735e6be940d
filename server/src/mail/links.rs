//! Emailed links: the mail that carries a single-use token for an account, queued in the caller's
//! transaction, and the token itself, made only as the mail is sent.

use sqlx::AnyConnection;

use super::compose::{Grant, Payload};
use super::outbox::{self, Kind, NewMail};
use super::Mailer;
use crate::db::tokens::{self, Purpose};
use crate::db::users::{InvitationState, UserRow};
use crate::db::{now_ms, Db};
use crate::ids::UserId;

/// The page an emailed link of this purpose opens (the token follows in the fragment, which
/// browsers never send to a server or in a `Referer`).
pub fn page(purpose: Purpose) -> &'static str {
    match purpose {
        Purpose::Invitation => "/invitation",
        Purpose::Reset => "/resetPassword",
        Purpose::SignIn => "/signInLink",
    }
}

/// Queues the mail of an emailed link for `user`, in the caller's transaction; earlier links of
/// the same purpose stop working now. The mail's token is made by the sender as it sends
/// (`link_for_sending`), so no usable token is ever kept in the outbox. Without a mail server,
/// staff hand the link over themselves: then a token is made now and its link returned.
pub async fn mail_link(
    c: &mut AnyConnection,
    mailer: &Mailer,
    user: &UserRow,
    purpose: Purpose,
) -> Result<Option<String>, sqlx::Error> {
    if purpose == Purpose::Invitation {
        crate::db::users::set_invitation(&mut *c, &user.id, Some(now_ms() + purpose.ttl_ms()))
            .await?;
    }
    queue_link(c, mailer, user, purpose).await
}

/// A waiting invitation mailed again as it stands ("Forgot password?" from someone not signed
/// up yet): its expiry stays, so asking again and again keeps no invitation alive for good.
pub async fn invitation_reminder(
    c: &mut AnyConnection,
    mailer: &Mailer,
    user: &UserRow,
) -> Result<(), sqlx::Error> {
    queue_link(c, mailer, user, Purpose::Invitation)
        .await
        .map(|_| ())
}

async fn queue_link(
    c: &mut AnyConnection,
    mailer: &Mailer,
    user: &UserRow,
    purpose: Purpose,
) -> Result<Option<String>, sqlx::Error> {
    tokens::revoke(&mut *c, &user.id, purpose).await?;
    let kind = match purpose {
        Purpose::Invitation => Kind::Invitation,
        Purpose::Reset => Kind::Reset,
        Purpose::SignIn => Kind::SignInLink,
    };
    outbox::enqueue(
        &mut *c,
        NewMail {
            user_id: Some(&user.id),
            to: &user.email,
            language: &user.language,
            kind,
            payload: Payload {
                name: user.name.clone(),
                ..Payload::default()
            },
        },
    )
    .await?;
    if mailer.configured() {
        return Ok(None);
    }
    let token = tokens::issue(&mut *c, &user.id, purpose).await?;
    Ok(Some(mailer.link(&format!("{}#{token}", page(purpose)))))
}

/// The link a mail carries as it is sent: a new token (earlier ones of its purpose stop
/// working), or `None` when the account should no longer get one: switched off, its address
/// changed since the mail was queued, its invitation revoked, lapsed or accepted, or a reset or
/// sign-in link for an account that has no password.
pub async fn link_for_sending(
    db: &Db,
    mailer: &Mailer,
    user_id: &UserId,
    to: &str,
    purpose: Purpose,
) -> Result<Option<String>, sqlx::Error> {
    let mut tx = crate::db::begin_write(db).await?;
    let Some(user) = crate::db::users::find_in(&mut tx, user_id).await? else {
        return Ok(None);
    };
    let wanted = user.active != 0
        && user.email.eq_ignore_ascii_case(to)
        && match purpose {
            Purpose::Invitation => user.invitation() == Some(InvitationState::Pending),
            Purpose::Reset | Purpose::SignIn => user.has_password(),
        };
    if !wanted {
        return Ok(None);
    }
    let token = tokens::issue(&mut tx, &user.id, purpose).await?;
    tx.commit().await?;
    Ok(Some(mailer.link(&format!("{}#{token}", page(purpose)))))
}

/// Queues a notice about the account's security to `to` (the account's address unless said),
/// in the owner's language, greeting them by name; `payload` adds what the notice names.
async fn security_notice(
    c: &mut AnyConnection,
    user: &UserRow,
    to: Option<&str>,
    kind: Kind,
    payload: Payload,
) -> Result<(), sqlx::Error> {
    outbox::enqueue(
        c,
        NewMail {
            user_id: Some(&user.id),
            to: to.unwrap_or(&user.email),
            language: &user.language,
            kind,
            payload: Payload {
                name: user.name.clone(),
                ..payload
            },
        },
    )
    .await?;
    Ok(())
}

/// A notice about an account's security, and what it names.
pub enum Notice<'a> {
    /// "Two-factor sign-in was turned off for your account" (staff reset it), saying how many
    /// passkeys went with it.
    TwoFactorReset { passkeys: u64 },
    /// "The email address of your account was changed", to the old address.
    EmailChanged { old_address: &'a str, passkeys: u64 },
    /// "Your password was changed", saying how many passkeys went with the old password (a
    /// reset, or staff setting it).
    PasswordChanged { passkeys: u64 },
    /// "A passkey was added to your account".
    PasskeyAdded { name: &'a str },
    /// "{by} tried to add this address to {company}", to the holder of an address that already
    /// has an account (the owner who asked is answered as for a new address).
    AlreadyHasAccount { by: &'a str, company: &'a str },
    /// "{by} gave {person} this access", to a company's other owner or a staff member.
    AccessGranted {
        grant: Grant,
        person: &'a str,
        by: &'a str,
    },
}

/// Queues `notice` to `user`, in the caller's transaction.
pub async fn notify(
    c: &mut AnyConnection,
    user: &UserRow,
    notice: Notice<'_>,
) -> Result<(), sqlx::Error> {
    let mut payload = Payload::default();
    let mut to = None;
    let kind = match notice {
        Notice::TwoFactorReset { passkeys } => {
            payload.passkeys = passkeys;
            Kind::TwoFactorReset
        }
        Notice::EmailChanged {
            old_address,
            passkeys,
        } => {
            (to, payload.email, payload.passkeys) =
                (Some(old_address), user.email.clone(), passkeys);
            Kind::EmailChanged
        }
        Notice::PasswordChanged { passkeys } => {
            payload.passkeys = passkeys;
            Kind::PasswordChanged
        }
        Notice::PasskeyAdded { name } => {
            payload.passkey = name.to_owned();
            Kind::PasskeyAdded
        }
        Notice::AlreadyHasAccount { by, company } => {
            (payload.by, payload.person) = (by.to_owned(), company.to_owned());
            Kind::AlreadyHasAccount
        }
        Notice::AccessGranted { grant, person, by } => {
            payload.grant = Some(grant);
            (payload.person, payload.by) = (person.to_owned(), by.to_owned());
            Kind::AccessGranted
        }
    };
    security_notice(c, user, to, kind, payload).await
}

/// Queues "a new sign-in to your account" from a device it never used, unless one went in the
/// last hour (someone signing in again and again from new browsers gets one mail an hour, not
/// a flood). Whether it was queued.
pub async fn new_sign_in(
    c: &mut AnyConnection,
    user: &UserRow,
    device: &str,
    network: &str,
    method: crate::origin::Method,
) -> Result<bool, sqlx::Error> {
    let recent: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM mail_outbox WHERE user_id = $1 AND kind = $2 AND created_at > $3",
    )
    .bind(&user.id)
    .bind(Kind::NewSignIn.as_str())
    .bind(now_ms() - 3_600_000)
    .fetch_one(&mut *c)
    .await?;
    if recent > 0 {
        return Ok(false);
    }
    let payload = Payload {
        device: device.to_owned(),
        network: network.to_owned(),
        method: method.as_str().to_owned(),
        ..Payload::default()
    };
    security_notice(c, user, None, Kind::NewSignIn, payload).await?;
    Ok(true)
}

/// Queues "a sign-in method was added" to the account's owner (an identity was linked to it by
/// its verified address).
pub async fn sign_in_method_added(
    c: &mut AnyConnection,
    user: &UserRow,
    provider: &str,
) -> Result<(), sqlx::Error> {
    let payload = Payload {
        provider: provider.to_owned(),
        ..Payload::default()
    };
    security_notice(c, user, None, Kind::SignInMethodAdded, payload).await
}
