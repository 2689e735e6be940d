//! Passkeys: the name a person gives one ("Work laptop", "Phone") so they can tell them apart.

use serde::Deserialize;

use super::fields::required_text;
use super::{gather, FieldError};

/// The longest passkey name.
pub const PASSKEY_NAME_MAX: usize = 60;

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
pub struct PasskeyNameInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub name: Option<String>,
}

impl PasskeyNameInput {
    /// Required, trimmed, one line of at most 60 characters.
    pub fn validate(&self) -> Result<String, Vec<FieldError>> {
        let name = required_text("name", "Name", &self.name, PASSKEY_NAME_MAX);
        gather!(name => name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_passkey_name_is_one_short_line() {
        let with = |name: &str| {
            PasskeyNameInput {
                name: Some(name.into()),
            }
            .validate()
        };
        assert_eq!(with("  Work laptop "), Ok("Work laptop".into()));
        assert_eq!(with(" ").unwrap_err()[0].code, "required");
        assert_eq!(with(&"x".repeat(61)).unwrap_err()[0].code, "too_long");
        assert_eq!(with("a\nb").unwrap_err()[0].code, "control_characters");
        assert!(with(&"é".repeat(60)).is_ok());
    }
}
