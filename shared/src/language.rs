//! The languages Portico writes in for people: English, French, Hindi. One enum for every
//! document and amount (invoices, credit notes, mails' amounts, the money formatter), so adding
//! a language is one change the compiler walks through.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    #[default]
    En,
    Fr,
    Hi,
}

impl Language {
    /// Exactly `en`, `fr` or `hi` (what a form or a stored setting holds).
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "en" => Some(Self::En),
            "fr" => Some(Self::Fr),
            "hi" => Some(Self::Hi),
            _ => None,
        }
    }

    /// The language of a locale tag (`fr-FR`, `hi`, `en-IN`); English for any other.
    pub fn of_tag(tag: &str) -> Self {
        tag.get(..2).and_then(Self::parse).unwrap_or_default()
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::Fr => "fr",
            Self::Hi => "hi",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_and_settings_read_as_one_language() {
        assert_eq!(Language::parse("fr"), Some(Language::Fr));
        assert_eq!(Language::parse("fr-FR"), None, "a setting is exact");
        assert_eq!(Language::of_tag("fr-FR"), Language::Fr);
        assert_eq!(Language::of_tag("hi-IN"), Language::Hi);
        assert_eq!(Language::of_tag("de"), Language::En);
        for l in [Language::En, Language::Fr, Language::Hi] {
            assert_eq!(Language::parse(l.as_str()), Some(l));
        }
    }
}
