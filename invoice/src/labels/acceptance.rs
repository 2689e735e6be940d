//! The words of a signed quote's acceptance page, and the way each language writes the moment it
//! was accepted. Apart from `labels.rs` because only a signed quote prints them, and because the
//! sentence explaining the digest needs the kind's noun inside it (with French agreement), which a
//! table of fixed words cannot hold.

use portico_shared::dates::parse_ymd;

use crate::{Kind, Language};

/// Every word of the acceptance page, for one language and one kind of document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Acceptance {
    /// The page's title: "Acceptance".
    pub title: &'static str,
    /// Beside the name the person typed to accept.
    pub accepted_by: &'static str,
    /// Beside the name of the account they were signed in with.
    pub signed_in_as: &'static str,
    pub at: &'static str,
    pub network: &'static str,
    /// Above the digest: "SHA-256 of the quote as shown".
    pub digest: &'static str,
    /// How anyone can check a printed copy against the digest.
    pub check: String,
}

/// The acceptance page's words for `kind` in `language`. A signed document that is not a quote
/// (the server signs only quotes) speaks of "the document".
pub(crate) fn acceptance(language: Language, kind: Kind) -> Acceptance {
    match language {
        Language::En => {
            let (digest, this) = match kind {
                Kind::Quote => ("SHA-256 of the quote as shown", "this quote"),
                Kind::ChangeRequest => (
                    "SHA-256 of the change request as shown",
                    "this change request",
                ),
                _ => ("SHA-256 of the document as shown", "this document"),
            };
            Acceptance {
                title: "Acceptance",
                accepted_by: "Accepted by (name typed)",
                signed_in_as: "Signed in as",
                at: "Date and time",
                network: "From network",
                digest,
                check: format!(
                    "Anyone can check a printed copy: these 64 characters are the SHA-256 of the \
                     snapshot of {this} kept in Portico, exactly as it was shown when it was \
                     accepted. The same snapshot always gives the same 64 characters; a snapshot \
                     changed in any way gives others."
                ),
            }
        }
        Language::Fr => {
            let (digest, this) = match kind {
                Kind::Quote => (
                    "SHA-256 du devis tel qu’affiché",
                    "ce devis tel qu’il a été affiché",
                ),
                Kind::ChangeRequest => (
                    "SHA-256 de la demande de modification telle qu’affichée",
                    "cette demande de modification telle qu’elle a été affichée",
                ),
                _ => (
                    "SHA-256 du document tel qu’affiché",
                    "ce document tel qu’il a été affiché",
                ),
            };
            Acceptance {
                title: "Acceptation",
                accepted_by: "Accepté par (nom saisi)",
                signed_in_as: "Connecté en tant que",
                at: "Date et heure",
                network: "Depuis le réseau",
                digest,
                check: format!(
                    "Chacun peut vérifier une copie imprimée\u{a0}: ces 64 caractères sont le \
                     SHA-256 de l’instantané, conservé dans Portico, de {this} lors de \
                     l’acceptation. Le même instantané donne toujours les mêmes 64 \
                     caractères\u{a0}; un instantané modifié, même légèrement, en donne d’autres."
                ),
            }
        }
        Language::Hi => {
            let (digest, this) = match kind {
                Kind::Quote => ("दिखाए गए कोटेशन का SHA-256", "इस कोटेशन"),
                Kind::ChangeRequest => ("दिखाए गए परिवर्तन अनुरोध का SHA-256", "इस परिवर्तन अनुरोध"),
                _ => ("दिखाए गए दस्तावेज़ का SHA-256", "इस दस्तावेज़"),
            };
            Acceptance {
                title: "स्वीकृति",
                accepted_by: "स्वीकारकर्ता (टाइप किया गया नाम)",
                signed_in_as: "साइन इन किए हुए व्यक्ति",
                at: "दिनांक और समय",
                network: "नेटवर्क पता",
                digest,
                check: format!(
                    "कोई भी व्यक्ति मुद्रित प्रति की जाँच कर सकता है: ये 64 अक्षर Portico में रखे \
                     गए {this} के स्नैपशॉट का SHA-256 हैं, ठीक वैसा जैसा वह स्वीकृति के समय \
                     दिखाया गया था। एक ही स्नैपशॉट से हमेशा यही 64 अक्षर बनते हैं; स्नैपशॉट में \
                     ज़रा भी बदलाव हो तो अक्षर बदल जाते हैं।"
                ),
            }
        }
    }
}

/// Said after `check` when the person who accepted handles no money for the company: the page
/// they accepted on showed no amounts, so the digest is of the snapshot without them (as Portico
/// serves it to such a person), not of the priced copy this page is printed with.
pub(crate) fn without_amounts(language: Language) -> &'static str {
    match language {
        Language::En => {
            "The person who accepted does not handle the company's money: they were shown it \
             without its amounts, so these 64 characters are the SHA-256 of the snapshot without \
             its amounts, as Portico shows it to them."
        }
        Language::Fr => {
            "La personne qui a accepté ne gère pas l’argent de l’entreprise\u{a0}: le document lui \
             a été affiché sans ses montants, et ces 64 caractères sont le SHA-256 de l’instantané \
             sans ses montants, tel que Portico le lui affiche."
        }
        Language::Hi => {
            "स्वीकार करने वाला व्यक्ति कंपनी के पैसों का काम नहीं देखता: उसे यह बिना राशियों के \
             दिखाया गया था, इसलिए ये 64 अक्षर बिना राशियों वाले स्नैपशॉट का SHA-256 हैं, जैसा \
             Portico उसे दिखाता है।"
        }
    }
}

/// An RFC 3339 time in UTC ("2026-12-07T10:15:30Z", a fraction of a second or "+00:00"
/// allowed) as the language writes it: "7 December 2026, 10:15:30 UTC", "7 décembre 2026 à
/// 10:15:30 UTC", "7 दिसंबर 2026, 10:15:30 UTC". None for anything else, a time at another
/// offset included: the page says UTC, so it is never shifted silently.
pub(crate) fn date_time(language: Language, rfc3339: &str) -> Option<String> {
    let text = rfc3339.trim();
    let (day, rest) = text.split_once(['T', 't'])?;
    let date = parse_ymd(day)?;
    let clock = rest.get(..8)?;
    let mut zone = rest.get(8..)?;
    let parts: Vec<u8> = clock
        .split(':')
        .map(|p| {
            if p.len() == 2 && p.bytes().all(|b| b.is_ascii_digit()) {
                p.parse().ok()
            } else {
                None
            }
        })
        .collect::<Option<_>>()?;
    let [hour, minute, second] = parts[..] else {
        return None;
    };
    // 60 is a leap second.
    if hour > 23 || minute > 59 || second > 60 {
        return None;
    }
    if let Some(fraction) = zone.strip_prefix('.') {
        let digits = fraction.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return None;
        }
        zone = &fraction[digits..];
    }
    if !matches!(zone, "Z" | "z" | "+00:00" | "-00:00") {
        return None;
    }
    let date = super::date(language, date);
    let clock = format!("{hour:02}:{minute:02}:{second:02}");
    Some(match language {
        Language::Fr => format!("{date} à {clock} UTC"),
        _ => format!("{date}, {clock} UTC"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_moment_of_acceptance_reads_in_utc() {
        let at = "2026-12-07T10:15:30Z";
        assert_eq!(
            date_time(Language::En, at).as_deref(),
            Some("7 December 2026, 10:15:30 UTC")
        );
        assert_eq!(
            date_time(Language::Fr, "2026-08-01T09:05:00.123+00:00").as_deref(),
            Some("1er août 2026 à 09:05:00 UTC")
        );
        assert_eq!(
            date_time(Language::Hi, at).as_deref(),
            Some("7 दिसंबर 2026, 10:15:30 UTC")
        );
        for wrong in [
            "",
            "2026-12-07",
            "2026-12-07T10:15:30",
            "2026-12-07T10:15:30+05:30",
            "2026-12-07T24:00:00Z",
            "2026-02-30T10:15:30Z",
            "2026-12-07T10:15:30.Z",
            "2026-12-07T1:15:30Z",
            "2026-12-07T10:15:3Z",
            "2026-12-07T10:15:30Zjunk",
        ] {
            assert_eq!(date_time(Language::En, wrong), None, "{wrong:?}");
        }
    }

    #[test]
    fn the_digest_is_named_after_the_kind() {
        let en = acceptance(Language::En, Kind::ChangeRequest);
        assert_eq!(en.digest, "SHA-256 of the change request as shown");
        assert!(en
            .check
            .contains("snapshot of this change request kept in Portico"));
        let fr = acceptance(Language::Fr, Kind::ChangeRequest);
        assert!(fr
            .check
            .contains("cette demande de modification telle qu’elle"));
        assert_eq!(acceptance(Language::Hi, Kind::Quote).title, "स्वीकृति");
    }
}
