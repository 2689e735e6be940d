//! A signed quote's acceptance page as strings: its words in the document's language, the
//! moment formatted, every field the person or their browser supplied cleaned like any other.

use super::one_line;
use crate::labels;
use crate::{Document, Error, Signature};

/// What the acceptance page prints.
pub(crate) struct AcceptanceView {
    /// "Acceptance".
    pub(crate) title: &'static str,
    /// What was accepted: "Change request CR-2026-0003 v2".
    pub(crate) about: String,
    /// Label and value pairs: the name typed, the account, the moment, the network.
    pub(crate) rows: Vec<[String; 2]>,
    pub(crate) digest_label: &'static str,
    pub(crate) digest: String,
    /// How to check a printed copy against the digest.
    pub(crate) check: String,
}

pub(super) fn acceptance(
    doc: &Document,
    signature: &Signature,
    about: String,
) -> Result<AcceptanceView, Error> {
    let words = labels::acceptance(doc.language, doc.kind);
    let at = labels::date_time(doc.language, &signature.at).ok_or_else(|| Error::InvalidTime {
        field: "signature.at",
        value: signature.at.chars().take(40).collect(),
    })?;
    Ok(AcceptanceView {
        title: words.title,
        about,
        rows: vec![
            [
                words.accepted_by.to_owned(),
                one_line(&signature.signed_name),
            ],
            [
                words.signed_in_as.to_owned(),
                one_line(&signature.person_name),
            ],
            [words.at.to_owned(), at],
            [words.network.to_owned(), one_line(&signature.network)],
        ],
        digest_label: words.digest,
        // Any space inside would let a reader's copy break it in two.
        digest: one_line(&signature.digest).replace(' ', ""),
        check: if signature.without_amounts {
            format!("{} {}", words.check, labels::without_amounts(doc.language))
        } else {
            words.check
        },
    })
}
