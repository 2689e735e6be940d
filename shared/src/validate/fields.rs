//! Field rules shared by every form, and the typed values they produce.
//!
//! Every rule takes the field's JSON name (for the [`FieldError`]) and returns the parsed value or the
//! field's single error. Text is trimmed first; "required" means non-empty after trimming. Lengths count
//! characters (Unicode scalar values) of the trimmed text.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::FieldError;
use crate::constants::{
    EMAIL_MAX, PASSWORD_MAX, PHONE_DIGITS, SHORT_TEXT_MAX, TLD_MAX, TLD_MIN, URL_MAX,
};
use crate::dates::{parse_ymd, Date};
use crate::money::{number_to_minor, parse_minor, AmountError, Currency};

/// Stable error codes.
pub mod code {
    pub const REQUIRED: &str = "required";
    pub const INVALID_EMAIL: &str = "invalid_email";
    pub const INVALID_PHONE: &str = "invalid_phone";
    pub const TOO_LONG: &str = "too_long";
    pub const TOO_SHORT: &str = "too_short";
    pub const NOT_TICKED: &str = "not_ticked";
    pub const INVALID_DATE: &str = "invalid_date";
    pub const NEGATIVE: &str = "negative";
    pub const TOO_LARGE: &str = "too_large";
    pub const INVALID_VALUE: &str = "invalid_value";
    pub const INVALID_NUMBER: &str = "invalid_number";
    pub const CONTROL_CHARACTERS: &str = "control_characters";
}

/// Message for a date that is not `YYYY-MM-DD`.
pub const DATE_MESSAGE: &str = "Enter a date as YYYY-MM-DD";

/// An email address of the classic shape `^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,7}$`, trimmed,
/// at most 254 characters. Case is kept as typed.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(transparent)]
pub struct Email(String);

impl Email {
    /// Trims, then checks the shape.
    pub fn parse(text: &str) -> Option<Email> {
        let text = text.trim();
        (text.len() <= EMAIL_MAX && is_email(text)).then(|| Email(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

impl AsRef<str> for Email {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Email {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A phone number of exactly ten ASCII digits (nothing else), trimmed.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(transparent)]
pub struct Phone(String);

impl Phone {
    /// Trims, then checks for exactly ten ASCII digits.
    pub fn parse(text: &str) -> Option<Phone> {
        let text = text.trim();
        is_phone(text).then(|| Phone(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

impl AsRef<str> for Phone {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Phone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A number as a form may send it: a JSON number or its text (`"1200.50"`).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify))]
#[serde(untagged)]
pub enum NumberOrText {
    Number(f64),
    Text(String),
}

impl NumberOrText {
    /// The value as text: a number is written the way a person would (`12000`, `1200.5`); a
    /// negative one is an error (a cost or amount is never below zero).
    pub fn to_text(
        field: &str,
        label: &str,
        value: &Option<Self>,
    ) -> Result<Option<String>, FieldError> {
        match value {
            None => Ok(None),
            Some(Self::Text(t)) => Ok(Some(t.clone())),
            Some(Self::Number(n)) if *n < 0.0 => Err(FieldError::new(
                field,
                code::NEGATIVE,
                format!("{label} cannot be negative"),
            )),
            Some(Self::Number(n)) => Ok(Some(format!("{n}"))),
        }
    }
}

/// The email shape, exactly as `^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,7}$` (ASCII only): a
/// non-empty local part, one `@`, a domain whose last dot-separated label is 2 to 7 ASCII letters and
/// whose part before that last dot is not empty. No trimming here.
pub fn is_email(text: &str) -> bool {
    let Some((local, domain)) = text.split_once('@') else {
        return false;
    };
    let local_ok = !local.is_empty()
        && local
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'.' | b'_' | b'%' | b'+' | b'-'));
    let domain_chars_ok = domain
        .bytes()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'.' | b'-'));
    let Some((host, tld)) = domain.rsplit_once('.') else {
        return false;
    };
    local_ok
        && domain_chars_ok
        && !host.is_empty()
        && (TLD_MIN..=TLD_MAX).contains(&tld.len())
        && tld.bytes().all(|c| c.is_ascii_alphabetic())
}

/// Exactly ten ASCII digits, nothing else. No trimming here.
pub fn is_phone(text: &str) -> bool {
    text.len() == PHONE_DIGITS && text.bytes().all(|c| c.is_ascii_digit())
}

/// An absolute `http://` or `https://` URL with a host and no whitespace or control characters.
pub fn is_http_url(text: &str) -> bool {
    let lower_scheme = |n: usize| text.get(..n).map(str::to_ascii_lowercase);
    let rest = if lower_scheme(7).as_deref() == Some("http://") {
        &text[7..]
    } else if lower_scheme(8).as_deref() == Some("https://") {
        &text[8..]
    } else {
        return false;
    };
    let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
    !host.is_empty() && !text.chars().any(|c| c.is_whitespace() || c.is_control())
}

/// The trimmed text, or `None` when absent or blank.
pub fn present(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|s| !s.is_empty())
}

fn longer_than(text: &str, max: usize) -> bool {
    text.chars().nth(max).is_some()
}

fn too_long(field: &str, label: &str, max: usize) -> FieldError {
    FieldError::new(
        field,
        code::TOO_LONG,
        format!("{label} must be at most {max} characters"),
    )
}

/// Whether a field of this length limit is multi-line text (a description, a message): there line
/// breaks and tabs are fine; in a name, title or address they are not.
pub fn is_multi_line(max: usize) -> bool {
    max >= SHORT_TEXT_MAX
}

/// A control character that no text field takes: NUL and the other C0/C1 controls, except line
/// breaks and tabs in multi-line text. (PostgreSQL cannot even store NUL in text.)
pub fn check_controls(
    field: &str,
    label: &str,
    text: &str,
    multi_line: bool,
) -> Result<(), FieldError> {
    let bad = text
        .chars()
        .any(|c| c.is_control() && !(multi_line && matches!(c, '\n' | '\r' | '\t')));
    if !bad {
        return Ok(());
    }
    let message = if multi_line {
        format!("{label} cannot contain control characters other than line breaks")
    } else {
        format!("{label} cannot contain line breaks or control characters")
    };
    Err(FieldError::new(field, code::CONTROL_CHARACTERS, message))
}

/// A "too long" error when `text` has more than `max` characters, and a control-character error
/// when it holds one it should not (see [`check_controls`]).
pub fn check_max(field: &str, label: &str, text: &str, max: usize) -> Result<(), FieldError> {
    if longer_than(text, max) {
        return Err(too_long(field, label, max));
    }
    check_controls(field, label, text, is_multi_line(max))
}

/// Required text: trimmed, non-empty ("{label} is required"), at most `max` characters.
pub fn required_text(
    field: &str,
    label: &str,
    value: &Option<String>,
    max: usize,
) -> Result<String, FieldError> {
    required_text_msg(field, &format!("{label} is required"), label, value, max)
}

/// Required text with a message of its own for the missing case.
pub fn required_text_msg(
    field: &str,
    required_message: &str,
    label: &str,
    value: &Option<String>,
    max: usize,
) -> Result<String, FieldError> {
    let text =
        present(value).ok_or_else(|| FieldError::new(field, code::REQUIRED, required_message))?;
    check_max(field, label, text, max)?;
    Ok(text.to_owned())
}

/// Optional text: `None` when absent or blank, else trimmed and at most `max` characters.
pub fn optional_text(
    field: &str,
    label: &str,
    value: &Option<String>,
    max: usize,
) -> Result<Option<String>, FieldError> {
    match present(value) {
        None => Ok(None),
        Some(text) => check_max(field, label, text, max).map(|()| Some(text.to_owned())),
    }
}

/// Required email address.
pub fn email(
    field: &str,
    value: &Option<String>,
    required_message: &str,
    invalid_message: &str,
) -> Result<Email, FieldError> {
    let text =
        present(value).ok_or_else(|| FieldError::new(field, code::REQUIRED, required_message))?;
    check_max(field, "Email", text, EMAIL_MAX)?;
    Email::parse(text).ok_or_else(|| FieldError::new(field, code::INVALID_EMAIL, invalid_message))
}

/// Required phone number.
pub fn phone(
    field: &str,
    value: &Option<String>,
    required_message: &str,
    invalid_message: &str,
) -> Result<Phone, FieldError> {
    let text =
        present(value).ok_or_else(|| FieldError::new(field, code::REQUIRED, required_message))?;
    Phone::parse(text).ok_or_else(|| FieldError::new(field, code::INVALID_PHONE, invalid_message))
}

/// Optional phone number: `None` when absent or blank.
pub fn optional_phone(
    field: &str,
    value: &Option<String>,
    invalid_message: &str,
) -> Result<Option<Phone>, FieldError> {
    match present(value) {
        None => Ok(None),
        Some(text) => Phone::parse(text)
            .map(Some)
            .ok_or_else(|| FieldError::new(field, code::INVALID_PHONE, invalid_message)),
    }
}

/// Optional `YYYY-MM-DD` date: `None` when absent or blank.
pub fn optional_date(field: &str, value: &Option<String>) -> Result<Option<Date>, FieldError> {
    match present(value) {
        None => Ok(None),
        Some(text) => parse_ymd(text)
            .map(Some)
            .ok_or_else(|| FieldError::new(field, code::INVALID_DATE, DATE_MESSAGE)),
    }
}

/// A password: required (non-blank), `min..=128` characters, kept exactly as typed (not trimmed).
pub fn password(
    field: &str,
    label: &str,
    value: &Option<String>,
    min: usize,
) -> Result<String, FieldError> {
    let raw = value.as_deref().unwrap_or_default();
    if raw.trim().is_empty() {
        return Err(FieldError::new(
            field,
            code::REQUIRED,
            format!("{label} is required"),
        ));
    }
    check_max(field, label, raw, PASSWORD_MAX)?;
    if !longer_than(raw, min.saturating_sub(1)) {
        return Err(FieldError::new(
            field,
            code::TOO_SHORT,
            format!("{label} must be at least {min} characters"),
        ));
    }
    Ok(raw.to_owned())
}

/// One value of a closed set, parsed by `parse`. Absent or blank gives `default`, or a "required" error
/// when there is none.
pub fn one_of<T>(
    field: &str,
    label: &str,
    value: &Option<String>,
    parse: impl Fn(&str) -> Option<T>,
    allowed: &[&str],
    default: Option<T>,
) -> Result<T, FieldError> {
    let Some(text) = present(value) else {
        return default
            .ok_or_else(|| FieldError::new(field, code::REQUIRED, format!("{label} is required")));
    };
    parse(text).ok_or_else(|| {
        FieldError::new(
            field,
            code::INVALID_VALUE,
            format!("{label} must be one of: {}", allowed.join(", ")),
        )
    })
}

/// Optional `http(s)` URL of at most 500 characters.
pub fn optional_url(
    field: &str,
    label: &str,
    value: &Option<String>,
) -> Result<Option<String>, FieldError> {
    let Some(text) = optional_text(field, label, value, URL_MAX)? else {
        return Ok(None);
    };
    if is_http_url(&text) {
        Ok(Some(text))
    } else {
        Err(FieldError::new(
            field,
            code::INVALID_VALUE,
            format!("{label} must start with http:// or https://"),
        ))
    }
}

/// A finite number, from a JSON number or its text; `None` when absent or blank text.
fn number(
    field: &str,
    label: &str,
    value: &Option<NumberOrText>,
) -> Result<Option<f64>, FieldError> {
    let not_a_number = || {
        FieldError::new(
            field,
            code::INVALID_NUMBER,
            format!("{label} must be a number"),
        )
    };
    let n = match value {
        None => return Ok(None),
        Some(NumberOrText::Number(n)) => *n,
        Some(NumberOrText::Text(text)) => match text.trim() {
            "" => return Ok(None),
            text => parse_decimal(text).ok_or_else(not_a_number)?,
        },
    };
    if n.is_finite() {
        // Adding 0.0 turns -0.0 into 0.0.
        Ok(Some(n + 0.0))
    } else {
        Err(not_a_number())
    }
}

/// A plain decimal as people type it: `-?[0-9]+(\.[0-9]+)?`, at most 15 significant digits' worth (the
/// digits, read as one integer, stay below 2^53). No exponent, sign `+`, grouping or spaces.
///
/// Exact: the digits and the power of ten are both exact in `f64`, so one division rounds correctly (and
/// the browser build avoids the standard float parser's weight).
pub fn parse_decimal(text: &str) -> Option<f64> {
    let (negative, unsigned) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, fraction) = unsigned.split_once('.').unwrap_or((unsigned, ""));
    if whole.is_empty() || (unsigned.contains('.') && fraction.is_empty()) || fraction.len() > 22 {
        return None;
    }
    let mut digits: u64 = 0;
    for c in whole.bytes().chain(fraction.bytes()) {
        if !c.is_ascii_digit() {
            return None;
        }
        digits = digits.checked_mul(10)?.checked_add(u64::from(c - b'0'))?;
        if digits > 1 << 53 {
            return None;
        }
    }
    let scale = (0..fraction.len()).fold(1.0_f64, |acc, _| acc * 10.0);
    // Both exact: digits < 2^53, scale <= 1e22.
    let value = digits as f64 / scale;
    Some(if negative { -value } else { value })
}

/// A currency by its ISO 4217 code (`money::Currency`).
pub fn currency(field: &str, value: &Option<String>) -> Result<Currency, FieldError> {
    let text = present(value)
        .ok_or_else(|| FieldError::new(field, code::REQUIRED, "Currency is required"))?;
    Currency::parse(text).ok_or_else(|| {
        FieldError::new(
            field,
            code::INVALID_VALUE,
            "Currency must be an ISO 4217 code such as INR, EUR or USD",
        )
    })
}

/// A required amount of `currency`, in its minor units: a number or its text, not negative, at
/// most a trillion, with at most the currency's own decimals (`money::parse_minor`).
pub fn money_amount(
    field: &str,
    label: &str,
    value: &Option<NumberOrText>,
    currency: Currency,
) -> Result<i64, FieldError> {
    let parsed = match value {
        None => None,
        Some(NumberOrText::Number(n)) => Some(number_to_minor(*n, currency)),
        Some(NumberOrText::Text(text)) if text.trim().is_empty() => None,
        Some(NumberOrText::Text(text)) => Some(parse_minor(text, currency)),
    };
    let error = |c: &str, message: String| FieldError::new(field, c, message);
    match parsed {
        None => Err(error(code::REQUIRED, format!("{label} is required"))),
        Some(Ok(minor)) => Ok(minor),
        Some(Err(AmountError::NotANumber)) => Err(error(
            code::INVALID_NUMBER,
            format!("{label} must be a number"),
        )),
        Some(Err(AmountError::Negative)) => {
            Err(error(code::NEGATIVE, format!("{label} cannot be negative")))
        }
        Some(Err(AmountError::TooLarge)) => Err(error(
            code::TOO_LARGE,
            format!("{label} must be at most 1,000,000,000,000"),
        )),
        Some(Err(AmountError::TooPrecise(0))) => Err(error(
            code::INVALID_NUMBER,
            format!("{label} must be a whole number in {}", currency.code()),
        )),
        Some(Err(AmountError::TooPrecise(digits))) => Err(error(
            code::INVALID_NUMBER,
            format!(
                "{label} has at most {digits} decimals in {}",
                currency.code()
            ),
        )),
    }
}

/// An optional whole number in `0..=max`.
pub fn optional_whole(
    field: &str,
    label: &str,
    value: &Option<NumberOrText>,
    max: u32,
) -> Result<Option<u32>, FieldError> {
    let Some(n) = number(field, label, value)? else {
        return Ok(None);
    };
    if n < 0.0 {
        return Err(FieldError::new(
            field,
            code::NEGATIVE,
            format!("{label} cannot be negative"),
        ));
    }
    if n.fract() != 0.0 || n > f64::from(max) {
        return Err(FieldError::new(
            field,
            code::INVALID_NUMBER,
            format!("{label} must be a whole number from 0 to {max}"),
        ));
    }
    // In range and whole, so the cast is exact.
    Ok(Some(n as u32))
}

/// A required yes/no.
pub fn required_bool(field: &str, label: &str, value: Option<bool>) -> Result<bool, FieldError> {
    value.ok_or_else(|| FieldError::new(field, code::REQUIRED, format!("{label} is required")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn s(text: &str) -> Option<String> {
        Some(text.to_owned())
    }

    #[test]
    fn control_characters_are_refused_line_breaks_only_in_multi_line_text() {
        for bad in ["a\u{0}b", "a\u{7}b", "a\u{1b}[31mb", "a\u{85}b"] {
            let err = check_max("name", "Name", bad, 100).unwrap_err();
            assert_eq!(err.code, code::CONTROL_CHARACTERS, "{bad:?}");
            let err = check_max("message", "Message", bad, 5000).unwrap_err();
            assert_eq!(
                err.message,
                "Message cannot contain control characters other than line breaks"
            );
        }
        assert_eq!(
            check_max("title", "Title", "two\nlines", 200)
                .unwrap_err()
                .message,
            "Title cannot contain line breaks or control characters"
        );
        assert!(check_max("message", "Message", "two\r\nlines\tand a tab", 5000).is_ok());
        assert!(check_max("name", "Name", "Zoë Łukasz 山田 🙂", 100).is_ok());
        assert_eq!(
            required_text("name", "Name", &s("Asha\u{0}"), 100)
                .unwrap_err()
                .code,
            code::CONTROL_CHARACTERS
        );
    }

    #[test]
    fn email_shape_table() {
        let good = [
            "a@b.co",
            "john.doe@example.com",
            "x_y%z+tag-1@sub.domain.org",
            "UPPER@EXAMPLE.COM",
            "a@b.abcdefg",
            "a@1.io",
            "a@-.io",
            "a@..io",
            "a.@b.io",
            ".a@b.io",
            "a@b-c.d.info",
        ];
        for text in good {
            assert!(is_email(text), "{text} should pass");
        }
        let bad = [
            "",
            "plain",
            "@b.co",
            "a@.co",
            "a@b",
            "a@b.c",
            "a@b.abcdefgh",
            "a@b.c0",
            "a@b.co.",
            "a@@b.co",
            "a@b@c.co",
            "a b@c.co",
            "a@b c.co",
            " a@b.co",
            "a@b.co ",
            "é@b.co",
            "a@bé.co",
            "a@b.cö",
            "a!@b.co",
            "a@b_c.co",
            "a@b.c-o",
            "a@b.co\n",
        ];
        for text in bad {
            assert!(!is_email(text), "{text:?} should fail");
        }
    }

    #[test]
    fn email_rule_trims_and_checks_length_first() {
        assert_eq!(
            email("email", &s("  a@b.co "), "req", "bad").map(Email::into_string),
            Ok("a@b.co".to_owned())
        );
        assert_eq!(
            email("email", &None, "req", "bad"),
            Err(FieldError::new("email", "required", "req"))
        );
        assert_eq!(
            email("email", &s("  "), "req", "bad"),
            Err(FieldError::new("email", "required", "req"))
        );
        assert_eq!(
            email("email", &s("nope"), "req", "bad"),
            Err(FieldError::new("email", "invalid_email", "bad"))
        );
        let long = format!("{}@example.com", "a".repeat(250));
        assert_eq!(
            email("email", &Some(long), "req", "bad"),
            Err(FieldError::new(
                "email",
                "too_long",
                "Email must be at most 254 characters"
            ))
        );
    }

    #[test]
    fn phone_table() {
        for text in ["0123456789", "9999999999"] {
            assert!(is_phone(text));
        }
        for text in [
            "",
            "012345678",
            "01234567890",
            "012345678a",
            "012-345-678",
            "+123456789",
            "０１２３４５６７８９",
            "٠١٢٣٤٥٦٧٨٩",
        ] {
            assert!(!is_phone(text), "{text}");
        }
        assert_eq!(
            phone("phone", &s(" 0123456789\n"), "r", "i").map(Phone::into_string),
            Ok("0123456789".into())
        );
        assert_eq!(
            phone("phone", &s("12"), "r", "i"),
            Err(FieldError::new("phone", "invalid_phone", "i"))
        );
        assert_eq!(
            phone("phone", &None, "r", "i"),
            Err(FieldError::new("phone", "required", "r"))
        );
        assert_eq!(optional_phone("phone", &s(""), "i"), Ok(None));
        assert_eq!(
            optional_phone("phone", &s("x"), "i"),
            Err(FieldError::new("phone", "invalid_phone", "i"))
        );
    }

    #[test]
    fn text_rules() {
        assert_eq!(
            required_text("name", "Name", &s("  Ann "), 3),
            Ok("Ann".to_owned())
        );
        assert_eq!(
            required_text("name", "Name", &s(" \t"), 3),
            Err(FieldError::new("name", "required", "Name is required"))
        );
        assert_eq!(
            required_text("name", "Name", &s("Anna"), 3),
            Err(FieldError::new(
                "name",
                "too_long",
                "Name must be at most 3 characters"
            ))
        );
        // Characters, not bytes.
        assert_eq!(
            required_text("name", "Name", &s("éèà"), 3),
            Ok("éèà".to_owned())
        );
        assert_eq!(optional_text("about", "About", &None, 3), Ok(None));
        assert_eq!(optional_text("about", "About", &s("   "), 3), Ok(None));
        assert_eq!(
            optional_text("about", "About", &s(" ab "), 3),
            Ok(Some("ab".to_owned()))
        );
        assert!(optional_text("about", "About", &s("abcd"), 3).is_err());
    }

    #[test]
    fn password_rule() {
        assert_eq!(
            password("p", "Password", &s(" secret12 "), 8),
            Ok(" secret12 ".to_owned())
        );
        assert_eq!(password("p", "Password", &s("x"), 0), Ok("x".to_owned()));
        assert_eq!(
            password("p", "Password", &s("        "), 8),
            Err(FieldError::new("p", "required", "Password is required"))
        );
        assert_eq!(
            password("p", "Password", &s("1234567"), 8),
            Err(FieldError::new(
                "p",
                "too_short",
                "Password must be at least 8 characters"
            ))
        );
        assert_eq!(
            password("p", "Password", &Some("x".repeat(129)), 8),
            Err(FieldError::new(
                "p",
                "too_long",
                "Password must be at most 128 characters"
            ))
        );
        assert!(password("p", "Password", &Some("x".repeat(128)), 8).is_ok());
    }

    #[test]
    fn date_rule() {
        assert_eq!(optional_date("d", &None), Ok(None));
        assert_eq!(optional_date("d", &s(" ")), Ok(None));
        assert_eq!(
            optional_date("d", &s(" 2024-02-29 ")).map(|d| d.map(|d| d.to_string())),
            Ok(Some("2024-02-29".into()))
        );
        assert_eq!(
            optional_date("d", &s("2023-02-29")),
            Err(FieldError::new("d", "invalid_date", DATE_MESSAGE))
        );
    }

    #[test]
    fn money_rules() {
        let n = |x: f64| Some(NumberOrText::Number(x));
        let t = |x: &str| Some(NumberOrText::Text(x.to_owned()));
        let usd = Currency::parse("USD").unwrap();
        let jpy = Currency::parse("JPY").unwrap();
        let bhd = Currency::parse("BHD").unwrap();
        let m = |v: &Option<NumberOrText>, c: Currency| money_amount("amount", "Amount", v, c);
        let err = |c: &str, msg: &str| Err(FieldError::new("amount", c, msg));
        assert_eq!(m(&n(12.5), usd), Ok(1250));
        assert_eq!(m(&n(-0.0), usd), Ok(0));
        assert_eq!(m(&t(" 1200.50 "), usd), Ok(120_050));
        assert_eq!(m(&t("4500"), jpy), Ok(4500));
        assert_eq!(m(&t("1.250"), bhd), Ok(1250));
        assert_eq!(m(&None, usd), err("required", "Amount is required"));
        assert_eq!(m(&t(" "), usd), err("required", "Amount is required"));
        assert_eq!(
            m(&n(-1.0), usd),
            err("negative", "Amount cannot be negative")
        );
        assert_eq!(
            m(&t("-3"), usd),
            err("negative", "Amount cannot be negative")
        );
        for bad in [t("abc"), t("1,000"), t("1e3"), n(f64::NAN)] {
            assert_eq!(
                m(&bad, usd),
                err("invalid_number", "Amount must be a number")
            );
        }
        for huge in [n(1e12 + 0.01), n(1e300), t("1000000000001")] {
            assert_eq!(
                m(&huge, usd),
                err("too_large", "Amount must be at most 1,000,000,000,000")
            );
        }
        assert_eq!(
            m(&t("1.5"), jpy),
            err("invalid_number", "Amount must be a whole number in JPY")
        );
        assert_eq!(
            m(&t("1.2345"), bhd),
            err("invalid_number", "Amount has at most 3 decimals in BHD")
        );
        assert_eq!(
            currency("currency", &Some(" inr ".into())).map(|c| c.code().to_owned()),
            Ok("INR".into())
        );
        assert_eq!(
            currency("currency", &None),
            Err(FieldError::new(
                "currency",
                "required",
                "Currency is required"
            ))
        );
        assert!(currency("currency", &Some("Rupees".into())).is_err());
    }

    #[test]
    fn whole_number_rules() {
        let n = |x: f64| Some(NumberOrText::Number(x));
        let t = |x: &str| Some(NumberOrText::Text(x.to_owned()));
        assert_eq!(optional_whole("age", "Age", &None, 150), Ok(None));
        assert_eq!(optional_whole("age", "Age", &n(0.0), 150), Ok(Some(0)));
        assert_eq!(optional_whole("age", "Age", &t("150"), 150), Ok(Some(150)));
        let range = FieldError::new(
            "age",
            "invalid_number",
            "Age must be a whole number from 0 to 150",
        );
        assert_eq!(
            optional_whole("age", "Age", &n(151.0), 150),
            Err(range.clone())
        );
        assert_eq!(optional_whole("age", "Age", &n(30.5), 150), Err(range));
        assert_eq!(
            optional_whole("age", "Age", &n(-1.0), 150),
            Err(FieldError::new("age", "negative", "Age cannot be negative"))
        );
    }

    #[test]
    fn decimal_table() {
        let cases = [
            ("0", Some(0.0)),
            ("12", Some(12.0)),
            ("1200.50", Some(1200.5)),
            ("0.1", Some(0.1)),
            ("-3", Some(-3.0)),
            ("007.25", Some(7.25)),
            ("9007199254740992", Some(9_007_199_254_740_992.0)),
            ("9007199254740993", None),
            ("0.0000000000000000000001", Some(1e-22)),
            ("0.00000000000000000000001", None),
            ("", None),
            ("-", None),
            (".5", None),
            ("5.", None),
            ("1.2.3", None),
            ("+1", None),
            ("1e3", None),
            ("1,000", None),
            ("1 000", None),
            ("inf", None),
            ("NaN", None),
            ("١٢", None),
        ];
        for (text, want) in cases {
            assert_eq!(parse_decimal(text), want, "{text:?}");
        }
    }

    #[test]
    fn number_or_text_from_json() {
        let parse = |json: &str| serde_json::from_str::<NumberOrText>(json).ok();
        assert_eq!(parse("12"), Some(NumberOrText::Number(12.0)));
        assert_eq!(parse("-1.5"), Some(NumberOrText::Number(-1.5)));
        assert_eq!(parse("\"12\""), Some(NumberOrText::Text("12".into())));
        assert_eq!(parse("true"), None);
    }

    #[test]
    fn one_of_rule() {
        use crate::status::TaskStatus;
        let allowed = ["todo", "inprogress", "done"];
        let rule = |v: &Option<String>, default| {
            one_of("status", "Status", v, TaskStatus::parse, &allowed, default)
        };
        assert_eq!(rule(&None, Some(TaskStatus::Todo)), Ok(TaskStatus::Todo));
        assert_eq!(
            rule(&s("done"), Some(TaskStatus::Todo)),
            Ok(TaskStatus::Done)
        );
        assert_eq!(
            rule(&None, None),
            Err(FieldError::new("status", "required", "Status is required"))
        );
        assert_eq!(
            rule(&s("later"), Some(TaskStatus::Todo)),
            Err(FieldError::new(
                "status",
                "invalid_value",
                "Status must be one of: todo, inprogress, done"
            ))
        );
    }

    #[test]
    fn url_rule() {
        for good in [
            "http://a",
            "https://github.com/x/y/pull/1",
            "HTTPS://Example.com?q=1#f",
        ] {
            assert!(is_http_url(good), "{good}");
        }
        for bad in [
            "",
            "github.com/x",
            "ftp://x",
            "https://",
            "https:///path",
            "https://a b",
            "javascript:alert(1)",
            "http:/a",
        ] {
            assert!(!is_http_url(bad), "{bad}");
        }
        assert_eq!(optional_url("githubLink", "GitHub link", &s(" ")), Ok(None));
        assert_eq!(
            optional_url("githubLink", "GitHub link", &s("github.com")),
            Err(FieldError::new(
                "githubLink",
                "invalid_value",
                "GitHub link must start with http:// or https://"
            ))
        );
    }

    proptest! {
        #[test]
        fn ten_ascii_digits_pass_the_phone_rule(digits in "[0-9]{10}") {
            prop_assert!(is_phone(&digits));
            let padded = format!(" {digits}\t");
            prop_assert_eq!(Phone::parse(&padded).map(Phone::into_string), Some(digits));
        }

        #[test]
        fn other_digit_counts_fail(digits in "[0-9]{0,30}") {
            prop_assume!(digits.len() != 10);
            prop_assert!(!is_phone(&digits));
        }

        #[test]
        fn any_non_digit_fails(digits in "[0-9]{10}", at in 0usize..10, c in any::<char>()) {
            prop_assume!(!c.is_ascii_digit());
            let mut chars: Vec<char> = digits.chars().collect();
            chars[at] = c;
            let text: String = chars.into_iter().collect();
            prop_assert!(!is_phone(&text));
            if !c.is_whitespace() {
                prop_assert!(Phone::parse(&text).is_none());
            }
        }

        #[test]
        fn unicode_digits_fail(text in "\\p{Nd}{10}") {
            prop_assume!(!text.bytes().all(|b| b.is_ascii_digit()));
            prop_assert!(!is_phone(&text));
        }

        #[test]
        fn letters_only_tld_of_2_to_7_passes(local in "[A-Za-z0-9._%+-]{1,20}", host in "[A-Za-z0-9.-]{1,20}", tld in "[A-Za-z]{2,7}") {
            let address = format!("{local}@{host}.{tld}");
            prop_assert!(is_email(&address), "{}", address);
        }

        #[test]
        fn tld_of_1_or_8_plus_letters_fails(local in "[A-Za-z0-9._%+-]{1,20}", host in "[A-Za-z0-9-]{1,20}", tld in "[A-Za-z]{1}|[A-Za-z]{8,20}") {
            let address = format!("{local}@{host}.{tld}");
            prop_assert!(!is_email(&address), "{}", address);
        }

        #[test]
        fn tld_with_a_non_letter_fails(host in "[a-z]{1,10}", tld in "[a-z]{0,3}[0-9_-][a-z]{0,3}") {
            let address = format!("a@{host}.{tld}");
            prop_assert!(!is_email(&address), "{}", address);
        }

        #[test]
        fn decimals_match_the_standard_parser(whole in 0u64..10_000_000, cents in 0u32..100, negative in any::<bool>()) {
            let text = format!("{}{whole}.{cents:02}", if negative { "-" } else { "" });
            prop_assert_eq!(parse_decimal(&text), text.parse::<f64>().ok());
        }

        #[test]
        fn email_matcher_never_panics(text in any::<String>()) {
            let _ = is_email(&text);
            let _ = is_http_url(&text);
        }
    }
}
