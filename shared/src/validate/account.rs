//! The forms of an account's emailed links: asking for a password reset or a sign-in link, choosing a
//! password from a reset or invitation link, and which notification mails a person receives.

use serde::Deserialize;

use super::fields::{email, password, required_bool, required_text};
use super::{gather, Email, FieldError};
use crate::constants::{NAME_MAX, PASSWORD_MIN};

/// An emailed token as it comes back from a link: 256 random bits, URL-safe base64 (43 characters).
/// Anything else cannot be one of ours, so it is refused before the database is asked.
pub const TOKEN_LEN: usize = 43;

fn token(value: &Option<String>) -> Result<String, FieldError> {
    let raw = value.as_deref().unwrap_or_default().trim();
    let shaped = raw.len() == TOKEN_LEN
        && raw
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if shaped {
        Ok(raw.to_owned())
    } else {
        Err(FieldError::new(
            "token",
            "invalid_token",
            "This link is not valid: it has expired or was already used",
        ))
    }
}

/// "Forgot password?" and "Email me a sign-in link": one address.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
pub struct AccountEmailInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub email: Option<String>,
}

impl AccountEmailInput {
    pub fn validate(&self) -> Result<Email, Vec<FieldError>> {
        let email = email(
            "email",
            &self.email,
            "Email is required",
            "Enter a valid email address",
        );
        gather!(email => email)
    }
}

/// An administrator invites a staff member: they choose their password from the emailed link.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
pub struct StaffInviteInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub name: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub email: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct StaffInvite {
    pub name: String,
    pub email: Email,
}

/// A person's name and email, as every form that invites someone checks them.
pub(super) fn name_and_email(
    name: &Option<String>,
    address: &Option<String>,
) -> (Result<String, FieldError>, Result<Email, FieldError>) {
    (
        required_text("name", "Name", name, NAME_MAX),
        email(
            "email",
            address,
            "Email is required",
            "Enter a valid email address",
        ),
    )
}

impl StaffInviteInput {
    pub fn validate(&self) -> Result<StaffInvite, Vec<FieldError>> {
        let (name, email) = name_and_email(&self.name, &self.email);
        gather!(name, email => StaffInvite { name, email })
    }
}

/// A staff member follows a client (hears of what they send) or not.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
pub struct FollowInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub following: Option<bool>,
}

impl FollowInput {
    pub fn validate(&self) -> Result<bool, Vec<FieldError>> {
        let following = required_bool("following", "Following", self.following);
        gather!(following => following)
    }
}

/// A token from an emailed link, alone (a one-time sign-in, an invitation being opened).
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
pub struct TokenInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub token: Option<String>,
}

impl TokenInput {
    pub fn validate(&self) -> Result<String, Vec<FieldError>> {
        let token = token(&self.token);
        gather!(token => token)
    }
}

/// A new password chosen from a reset or invitation link.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
pub struct TokenPasswordInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub token: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub password: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TokenPassword {
    pub token: String,
    pub password: String,
}

impl TokenPasswordInput {
    /// The password follows the same rule as every other new password.
    pub fn validate(&self) -> Result<TokenPassword, Vec<FieldError>> {
        let token = token(&self.token);
        let password = password("password", "Password", &self.password, PASSWORD_MIN);
        gather!(token, password => TokenPassword { token, password })
    }
}

/// Which notification mails a person receives. Absent fields keep their current value.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
pub struct NotificationPrefsInput {
    /// Clients: staff replies on their tickets. Staff: tickets opened or answered by clients.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub tickets: Option<bool>,
    /// Staff: requirements and statement-of-work updates sent by clients.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub requests: Option<bool>,
    /// Staff: contact form submissions.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub contact: Option<bool>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::{input, triples};

    const GOOD: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_x";

    #[test]
    fn tokens_have_the_shape_of_ours_or_are_refused() {
        assert_eq!(GOOD.len(), TOKEN_LEN);
        let ok = TokenInput {
            token: Some(format!(" {GOOD} ")),
        }
        .validate();
        assert_eq!(ok, Ok(GOOD.to_owned()));
        for bad in [
            None,
            Some(String::new()),
            Some(GOOD[1..].to_owned()),
            Some(format!("{GOOD}x")),
            Some(GOOD.replace('a', "\u{0}")),
            Some(GOOD.replace('a', "é")),
        ] {
            let r = TokenInput { token: bad }.validate();
            assert_eq!(triples(r)[0].1, "invalid_token");
        }
    }

    #[test]
    fn a_new_password_from_a_link_follows_the_password_rule() {
        let r = input::<TokenPasswordInput>(&format!(r#"{{"token":"{GOOD}","password":"short"}}"#))
            .validate();
        assert_eq!(triples(r)[0].0, "password");
        let ok = input::<TokenPasswordInput>(&format!(
            r#"{{"token":"{GOOD}","password":"correct horse"}}"#
        ))
        .validate();
        assert_eq!(ok.map(|t| t.password), Ok("correct horse".to_owned()));
    }

    #[test]
    fn a_staff_invitation_needs_a_name_and_an_address() {
        let r = input::<StaffInviteInput>(r#"{"name":" ","email":"x"}"#).validate();
        let fields: Vec<String> = triples(r).into_iter().map(|t| t.0).collect();
        assert_eq!(fields, ["name", "email"]);
        let ok =
            input::<StaffInviteInput>(r#"{"name":" Meera ","email":"m@example.com"}"#).validate();
        assert_eq!(ok.map(|s| s.name), Ok("Meera".to_owned()));
    }

    #[test]
    fn an_email_is_required_and_shaped() {
        assert_eq!(
            triples(AccountEmailInput { email: None }.validate())[0].1,
            "required"
        );
        assert_eq!(
            triples(
                AccountEmailInput {
                    email: Some("nope".into())
                }
                .validate()
            )[0]
            .1,
            "invalid_email"
        );
    }
}
