//! Two-factor sign-in: the code from an authenticator app (six digits) or a single-use recovery
//! code (ten letters and digits, shown as `xxxxx-xxxxx`), typed with or without spaces and dashes.

use serde::Deserialize;

use super::{gather, FieldError, TOKEN_LEN};

/// The digits of an authenticator's code (RFC 6238's default, what every app shows).
pub const TOTP_DIGITS: usize = 6;
/// The characters of a recovery code: no 0/o, 1/l/i, which read alike on paper.
pub const RECOVERY_ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
pub const RECOVERY_LEN: usize = 10;

/// A second factor, as typed, normalised.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SecondFactor {
    /// Six digits from the authenticator app.
    Totp(String),
    /// A recovery code, lower case, without its dash.
    Recovery(String),
}

const CODE_REQUIRED: &str = "Enter the 6-digit code from your authenticator app";
const CODE_INVALID: &str =
    "Enter the 6-digit code from your authenticator app, or one of your recovery codes";

fn second_factor(
    value: &Option<String>,
    recovery_allowed: bool,
) -> Result<SecondFactor, FieldError> {
    let raw = value.as_deref().unwrap_or_default();
    if raw.len() > 64 {
        return Err(FieldError::new("code", "invalid", CODE_INVALID));
    }
    let plain: String = raw
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .collect::<String>()
        .to_lowercase();
    if plain.is_empty() {
        return Err(FieldError::new("code", "required", CODE_REQUIRED));
    }
    if plain.len() == TOTP_DIGITS && plain.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(SecondFactor::Totp(plain));
    }
    if recovery_allowed
        && plain.len() == RECOVERY_LEN
        && plain.bytes().all(|b| RECOVERY_ALPHABET.contains(&b))
    {
        return Ok(SecondFactor::Recovery(plain));
    }
    let message = if recovery_allowed {
        CODE_INVALID
    } else {
        CODE_REQUIRED
    };
    Err(FieldError::new("code", "invalid", message))
}

/// A code from the authenticator app only: confirming its setup.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
pub struct TotpCodeInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub code: Option<String>,
}

impl TotpCodeInput {
    pub fn validate(&self) -> Result<String, Vec<FieldError>> {
        let code = second_factor(&self.code, false).map(|f| match f {
            SecondFactor::Totp(c) | SecondFactor::Recovery(c) => c,
        });
        gather!(code => code)
    }
}

/// A code from the app or a recovery code: turning two-factor off proves the second factor.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
pub struct SecondFactorInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub code: Option<String>,
}

impl SecondFactorInput {
    pub fn validate(&self) -> Result<SecondFactor, Vec<FieldError>> {
        let code = second_factor(&self.code, true);
        gather!(code => code)
    }
}

/// The second step of a sign-in: the challenge the password step answered, and a code.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
pub struct TwoFactorSignInInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub challenge: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub code: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TwoFactorSignIn {
    pub challenge: String,
    pub code: SecondFactor,
}

impl TwoFactorSignInInput {
    pub fn validate(&self) -> Result<TwoFactorSignIn, Vec<FieldError>> {
        let raw = self.challenge.as_deref().unwrap_or_default().trim();
        let challenge = if raw.len() == TOKEN_LEN
            && raw
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        {
            Ok(raw.to_owned())
        } else {
            Err(FieldError::new(
                "challenge",
                "expired",
                "This sign-in has expired: enter your password again",
            ))
        };
        let code = second_factor(&self.code, true);
        gather!(challenge, code => TwoFactorSignIn { challenge, code })
    }
}

/// Proving who one is again for a change that could hand the account to someone else (sudo
/// mode): the password, or a code from the app or a recovery code. One of them.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
pub struct SudoInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub password: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub code: Option<String>,
}

/// What a person proved themselves with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proof {
    Password(String),
    Code(SecondFactor),
}

impl SudoInput {
    /// A code when one is given (non-blank), the password otherwise (required then).
    pub fn validate(&self) -> Result<Proof, Vec<FieldError>> {
        if self.code.as_deref().is_some_and(|c| !c.trim().is_empty()) {
            let code = second_factor(&self.code, true);
            return gather!(code => Proof::Code(code));
        }
        let password = super::fields::password("password", "Password", &self.password, 0);
        gather!(password => Proof::Password(password))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn factor(code: &str) -> Result<SecondFactor, Vec<FieldError>> {
        SecondFactorInput {
            code: Some(code.into()),
        }
        .validate()
    }

    #[test]
    fn codes_are_read_as_people_type_them() {
        assert_eq!(factor(" 123 456 "), Ok(SecondFactor::Totp("123456".into())));
        assert_eq!(
            factor("ABCDE-FGH23"),
            Ok(SecondFactor::Recovery("abcdefgh23".into()))
        );
        for bad in [
            "",
            "12345",
            "1234567",
            "abcde-fgh2o",
            "x".repeat(100).as_str(),
            "12345\u{0}6",
        ] {
            assert!(factor(bad).is_err(), "{bad:?}");
        }
        assert_eq!(factor("").unwrap_err()[0].code, "required");
    }

    #[test]
    fn setup_takes_only_the_apps_code() {
        let confirm = |c: &str| {
            TotpCodeInput {
                code: Some(c.into()),
            }
            .validate()
        };
        assert_eq!(confirm("654321"), Ok("654321".into()));
        assert!(confirm("abcde-fgh23").is_err());
    }

    #[test]
    fn a_sign_in_needs_a_challenge_of_our_shape() {
        let input = TwoFactorSignInInput {
            challenge: Some("short".into()),
            code: Some("123456".into()),
        };
        let errors = input.validate().unwrap_err();
        assert_eq!(errors[0].field, "challenge");
        let ok = TwoFactorSignInInput {
            challenge: Some("a".repeat(TOKEN_LEN)),
            code: Some("123456".into()),
        };
        assert!(ok.validate().is_ok());
    }

    #[test]
    fn sudo_takes_a_code_or_else_the_password() {
        let with = |json: &str| serde_json::from_str::<SudoInput>(json).unwrap().validate();
        assert_eq!(
            with(r#"{"password":" pw "}"#),
            Ok(Proof::Password(" pw ".into()))
        );
        assert_eq!(
            with(r#"{"password":"x","code":"123 456"}"#),
            Ok(Proof::Code(SecondFactor::Totp("123456".into())))
        );
        let errors = with(r#"{"code":"  "}"#).unwrap_err();
        assert_eq!(
            (errors[0].field.as_str(), errors[0].code.as_str()),
            ("password", "required")
        );
        let errors = with(r#"{"code":"12"}"#).unwrap_err();
        assert_eq!(
            (errors[0].field.as_str(), errors[0].code.as_str()),
            ("code", "invalid")
        );
    }
}
