//! A client approver's decision on a sent quote or change request (ADR 0044): acceptance is a
//! signature, given last; a decline says why.

use serde::Deserialize;

use super::fields::{code, present, required_text_msg};
use super::{gather, FieldError};
use crate::constants::{NAME_MAX, SHORT_TEXT_MAX};

/// A drawn signature, as SVG path data: at most this many characters.
pub const SIGNATURE_MAX: usize = 20_000;

/// A client approver's decision on a sent quote: acceptance is a signature, given last (the
/// terms read to the end, the full name typed); a decline says why.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct QuoteDecisionInput {
    /// `accept` or `decline`.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub decision: Option<String>,
    /// The `shown` digest of the quote as the page showed it.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub shown: Option<String>,
    /// The signer's full name, typed (to accept).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub signed_name: Option<String>,
    /// The terms were shown to their end (to accept).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub terms_read: Option<bool>,
    /// Why it is declined (to decline).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub reason: Option<String>,
    /// A drawn signature, optional: SVG path data (`M 10 20 L 30 40 ...`).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub signature: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QuoteDecision {
    Accept {
        signed_name: String,
        signature: Option<String>,
    },
    Decline {
        reason: String,
    },
}

/// A valid decision with the digest it was made on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuoteDecided {
    pub decision: QuoteDecision,
    pub shown: String,
}

/// SVG path data of straight strokes only: moves, lines, numbers, spaces and commas.
fn signature_path(text: &str) -> bool {
    text.len() <= SIGNATURE_MAX
        && text.starts_with(['M', 'm'])
        && text.bytes().all(|b| {
            matches!(
                b,
                b'M' | b'm' | b'L' | b'l' | b'0'..=b'9' | b' ' | b',' | b'.' | b'-'
            )
        })
}

impl QuoteDecisionInput {
    pub fn validate(&self) -> Result<QuoteDecided, Vec<FieldError>> {
        let shown = present(&self.shown)
            .filter(|s| s.len() == 64 && s.bytes().all(|b| b.is_ascii_hexdigit()))
            .map(str::to_ascii_lowercase)
            .ok_or_else(|| {
                vec![FieldError::new(
                    "shown",
                    code::REQUIRED,
                    "Reload the quote before deciding",
                )]
            })?;
        match present(&self.decision) {
            Some("accept") => {
                let terms_read = if self.terms_read == Some(true) {
                    Ok(())
                } else {
                    Err(FieldError::new(
                        "termsRead",
                        code::NOT_TICKED,
                        "Read the terms to the end before accepting",
                    ))
                };
                let signed_name = required_text_msg(
                    "signedName",
                    "Type your full name to sign",
                    "Full name",
                    &self.signed_name,
                    NAME_MAX,
                );
                let signature = match present(&self.signature) {
                    None => Ok(None),
                    Some(s) if signature_path(s) => Ok(Some(s.to_owned())),
                    Some(_) => Err(FieldError::new(
                        "signature",
                        code::INVALID_VALUE,
                        "The drawn signature could not be read: clear it and draw again",
                    )),
                };
                gather!(terms_read, signed_name, signature => {
                    let ((), signed_name) = (terms_read, signed_name);
                    QuoteDecided {
                        decision: QuoteDecision::Accept { signed_name, signature },
                        shown,
                    }
                })
            }
            Some("decline") => {
                let reason = required_text_msg(
                    "reason",
                    "Say why you decline",
                    "Reason",
                    &self.reason,
                    SHORT_TEXT_MAX,
                )
                .map_err(|e| vec![e])?;
                Ok(QuoteDecided {
                    decision: QuoteDecision::Decline { reason },
                    shown,
                })
            }
            _ => Err(vec![FieldError::new(
                "decision",
                code::INVALID_VALUE,
                "Decision must be accept or decline",
            )]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::triples;

    #[test]
    fn accepting_needs_the_terms_read_and_a_typed_name_declining_a_reason() {
        let shown = Some("a".repeat(64));
        let d = QuoteDecisionInput {
            decision: Some("accept".into()),
            shown: shown.clone(),
            ..Default::default()
        };
        let fields: Vec<String> = triples(d.validate()).into_iter().map(|t| t.0).collect();
        assert_eq!(fields, ["termsRead", "signedName"]);
        let d = QuoteDecisionInput {
            decision: Some("decline".into()),
            shown: shown.clone(),
            reason: Some("  ".into()),
            ..Default::default()
        };
        assert_eq!(triples(d.validate())[0].0, "reason");
        let d = QuoteDecisionInput {
            decision: Some("accept".into()),
            shown,
            terms_read: Some(true),
            signed_name: Some("Asha Verma".into()),
            signature: Some("M 1 2 L 3 4<script>".into()),
            ..Default::default()
        };
        assert_eq!(triples(d.validate())[0].0, "signature");
    }
}
