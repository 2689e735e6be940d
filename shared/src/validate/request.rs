//! What a client sends staff from the portal: requirements for a new project (the profile's New
//! form), an update on a project's statement of work, and the interface language they chose.

use serde::Deserialize;

use super::fields::{one_of, optional_text, required_text};
use super::{gather, FieldError, NumberOrText};
use crate::constants::{APPEARANCES, LANGUAGES, LONG_TEXT_MAX, SHORT_TEXT_MAX, TITLE_MAX};

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct ProjectRequestInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub title: Option<String>,
    /// Text ("USD 8,000") or a number.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub project_cost: Option<NumberOrText>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub project_timeline: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub description: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ProjectRequest {
    pub title: String,
    pub project_cost: Option<String>,
    pub project_timeline: Option<String>,
    pub description: Option<String>,
}

impl ProjectRequestInput {
    /// A title is required; cost, timeline and description are free text.
    pub fn validate(&self) -> Result<ProjectRequest, Vec<FieldError>> {
        let title = required_text("title", "Title", &self.title, TITLE_MAX);
        let project_cost = NumberOrText::to_text("projectCost", "Project cost", &self.project_cost)
            .and_then(|cost| optional_text("projectCost", "Project cost", &cost, SHORT_TEXT_MAX));
        let project_timeline = optional_text(
            "projectTimeline",
            "Timeline",
            &self.project_timeline,
            SHORT_TEXT_MAX,
        );
        let description = optional_text(
            "description",
            "Description",
            &self.description,
            LONG_TEXT_MAX,
        );
        gather!(title, project_cost, project_timeline, description => ProjectRequest {
            title, project_cost, project_timeline, description
        })
    }
}

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct SowUpdateInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub text: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct SowUpdate {
    pub text: String,
}

impl SowUpdateInput {
    pub fn validate(&self) -> Result<SowUpdate, Vec<FieldError>> {
        let text = required_text("text", "Update", &self.text, LONG_TEXT_MAX);
        gather!(text => SowUpdate { text })
    }
}

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct LanguageInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub language: Option<String>,
}

/// One of the interface languages (`en`, `fr`, `hi`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Language(&'static str);

impl Language {
    pub fn as_str(&self) -> &'static str {
        self.0
    }
}

impl LanguageInput {
    pub fn validate(&self) -> Result<Language, Vec<FieldError>> {
        let language = one_of(
            "language",
            "Language",
            &self.language,
            |v| {
                LANGUAGES
                    .iter()
                    .find(|l| l.eq_ignore_ascii_case(v))
                    .map(|l| Language(l))
            },
            &LANGUAGES,
            None,
        );
        gather!(language => language)
    }
}

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct AppearanceInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub appearance: Option<String>,
}

/// One of the appearances (`light`, `dark`, `system`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Appearance(&'static str);

impl Appearance {
    pub fn as_str(&self) -> &'static str {
        self.0
    }
}

impl AppearanceInput {
    pub fn validate(&self) -> Result<Appearance, Vec<FieldError>> {
        let appearance = one_of(
            "appearance",
            "Appearance",
            &self.appearance,
            |v| {
                APPEARANCES
                    .iter()
                    .find(|a| a.eq_ignore_ascii_case(v))
                    .map(|a| Appearance(a))
            },
            &APPEARANCES,
            None,
        );
        gather!(appearance => appearance)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::{input, long, t, triples};

    #[test]
    fn project_request_needs_a_title_and_caps_lengths() {
        assert_eq!(
            triples(input::<ProjectRequestInput>("{}").validate()),
            vec![t("title", "required", "Title is required")]
        );
        let ok =
            input::<ProjectRequestInput>(r#"{"title":" Shop ","projectCost":"5k"}"#).validate();
        assert_eq!(
            ok.map(|r| (r.title, r.project_cost)),
            Ok(("Shop".into(), Some("5k".into())))
        );
        let json = format!(
            r#"{{"title":"x","description":"{}"}}"#,
            long(LONG_TEXT_MAX + 1)
        );
        assert_eq!(
            triples(input::<ProjectRequestInput>(&json).validate())[0].1,
            "too_long"
        );
    }

    #[test]
    fn sow_update_is_required_text() {
        assert_eq!(
            triples(input::<SowUpdateInput>(r#"{"text":"  "}"#).validate()),
            vec![t("text", "required", "Update is required")]
        );
    }

    #[test]
    fn language_is_one_of_the_three() {
        for l in LANGUAGES {
            let got = input::<LanguageInput>(&format!(r#"{{"language":"{}"}}"#, l.to_uppercase()))
                .validate();
            assert_eq!(got.map(|l| l.as_str()), Ok(l));
        }
        assert_eq!(
            triples(input::<LanguageInput>(r#"{"language":"de"}"#).validate())[0].1,
            "invalid_value"
        );
    }
}
