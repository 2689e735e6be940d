//! Calendar dates without a clock: parsing and showing `YYYY-MM-DD`, and turning Unix milliseconds (which
//! the caller reads from its own clock) into UTC dates and RFC 3339 timestamps.
//!
//! Proleptic Gregorian calendar, computed with Howard Hinnant's `civil_from_days` / `days_from_civil`.

use std::fmt;

use serde::{de, Deserialize, Deserializer, Serialize, Serializer};

const MS_PER_DAY: i64 = 86_400_000;

/// A calendar date. Ordering is chronological. Serialises as the string `YYYY-MM-DD`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    pub year: i32,
    /// 1..=12
    pub month: u8,
    /// 1..=days in that month
    pub day: u8,
}

impl Date {
    /// The date, if it exists in the calendar.
    pub fn new(year: i32, month: u8, day: u8) -> Option<Date> {
        let exists = (1..=12).contains(&month) && day >= 1 && day <= days_in_month(year, month);
        exists.then_some(Date { year, month, day })
    }

    /// The UTC date of an instant given in milliseconds since 1970-01-01T00:00:00Z.
    pub fn from_unix_ms(ms: i64) -> Date {
        civil_from_days(ms.div_euclid(MS_PER_DAY))
    }

    /// Days since 1970-01-01 (negative before it).
    pub fn days_since_epoch(self) -> i64 {
        days_from_civil(self.year, self.month, self.day)
    }
}

/// Years 0 to 9999 print with four digits (`0042-01-05`); others, which no form accepts, print as they are.
impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if (0..=9999).contains(&self.year) {
            write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
        } else {
            write!(f, "{}-{:02}-{:02}", self.year, self.month, self.day)
        }
    }
}

impl Serialize for Date {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Date {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        parse_ymd(&text).ok_or_else(|| de::Error::custom("expected a date as YYYY-MM-DD"))
    }
}

pub fn is_leap_year(year: i32) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

pub fn days_in_month(year: i32, month: u8) -> u8 {
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if is_leap_year(year) => 29,
        2 => 28,
        _ => 0,
    }
}

/// Parses exactly `YYYY-MM-DD` (ASCII digits, four-digit year) naming a real calendar date.
/// No surrounding whitespace, no time part.
pub fn parse_ymd(text: &str) -> Option<Date> {
    let b = text.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return None;
    }
    let year = digits(&b[0..4])?;
    let month = digits(&b[5..7])?;
    let day = digits(&b[8..10])?;
    Date::new(
        i32::try_from(year).ok()?,
        u8::try_from(month).ok()?,
        u8::try_from(day).ok()?,
    )
}

/// `YYYY-MM-DD` of the UTC date of an instant in Unix milliseconds.
pub fn format_ymd_from_ms(ms: i64) -> String {
    Date::from_unix_ms(ms).to_string()
}

/// RFC 3339 UTC timestamp with milliseconds, e.g. `2024-05-03T10:20:30.123Z`.
pub fn format_rfc3339_from_ms(ms: i64) -> String {
    let date = Date::from_unix_ms(ms);
    let in_day = ms.rem_euclid(MS_PER_DAY);
    let (secs, millis) = (in_day / 1000, in_day % 1000);
    format!(
        "{date}T{:02}:{:02}:{:02}.{millis:03}Z",
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

/// What the interface shows for a stored date: `YYYY-MM-DD` for a `YYYY-MM-DD` value or an RFC 3339
/// timestamp (its date part, as written), and an empty string for anything else.
pub fn display_date(value: &str) -> String {
    let value = value.trim();
    match parse_ymd(value.get(..10).unwrap_or(value)) {
        Some(date) if value.len() == 10 || is_rfc3339_time(&value.as_bytes()[10..]) => {
            date.to_string()
        }
        _ => String::new(),
    }
}

/// Checks the part of an RFC 3339 timestamp after the date: `THH:MM:SS[.fraction](Z|±HH:MM)`.
fn is_rfc3339_time(b: &[u8]) -> bool {
    let Some((&sep, rest)) = b.split_first() else {
        return false;
    };
    if !matches!(sep, b'T' | b't' | b' ') || rest.len() < 9 {
        return false;
    }
    let (time, mut rest) = rest.split_at(8);
    if !is_clock(time, 23, 60) {
        return false;
    }
    if let Some(fraction) = rest.strip_prefix(b".") {
        let n = fraction.iter().take_while(|c| c.is_ascii_digit()).count();
        if n == 0 {
            return false;
        }
        rest = &fraction[n..];
    }
    match rest {
        [b'Z' | b'z'] => true,
        [b'+' | b'-', offset @ ..] => offset.len() == 5 && is_hours_minutes(offset, 23),
        _ => false,
    }
}

/// `HH:MM:SS` with bounded hours and seconds (60 allows a leap second).
fn is_clock(b: &[u8], max_hours: u32, max_seconds: u32) -> bool {
    b.len() == 8
        && is_hours_minutes(&b[..5], max_hours)
        && b[5] == b':'
        && digits(&b[6..8]).is_some_and(|s| s <= max_seconds)
}

/// `HH:MM`.
fn is_hours_minutes(b: &[u8], max_hours: u32) -> bool {
    b.len() == 5
        && b[2] == b':'
        && digits(&b[..2]).is_some_and(|h| h <= max_hours)
        && digits(&b[3..5]).is_some_and(|m| m <= 59)
}

/// The value of a short run of ASCII digits (no sign, nothing else).
fn digits(b: &[u8]) -> Option<u32> {
    if b.is_empty() || b.len() > 9 {
        return None;
    }
    b.iter().try_fold(0u32, |acc, &c| {
        c.is_ascii_digit().then(|| acc * 10 + u32::from(c - b'0'))
    })
}

/// The date `days` days after 1970-01-01.
fn civil_from_days(days: i64) -> Date {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097); // [0, 146096]
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365; // [0, 399]
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100); // [0, 365]
    let mp = (5 * doy + 2) / 153; // [0, 11], March-based
    let day = doy - (153 * mp + 2) / 5 + 1; // [1, 31]
    let month = if mp < 10 { mp + 3 } else { mp - 9 }; // [1, 12]
    let year = yoe + era * 400 + i64::from(month <= 2);
    Date {
        // i64 milliseconds span about ±292 million years, well inside i32.
        year: i32::try_from(year).unwrap_or(if year < 0 { i32::MIN } else { i32::MAX }),
        month: u8::try_from(month).unwrap_or(1),
        day: u8::try_from(day).unwrap_or(1),
    }
}

/// Days from 1970-01-01 to the given date.
fn days_from_civil(year: i32, month: u8, day: u8) -> i64 {
    let (month, day) = (i64::from(month), i64::from(day));
    let year = i64::from(year) - i64::from(month <= 2);
    let era = year.div_euclid(400);
    let yoe = year.rem_euclid(400); // [0, 399]
    let mp = if month > 2 { month - 3 } else { month + 9 }; // [0, 11]
    let doy = (153 * mp + 2) / 5 + day - 1; // [0, 365]
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy; // [0, 146096]
    era * 146_097 + doe - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn d(year: i32, month: u8, day: u8) -> Date {
        Date { year, month, day }
    }

    #[test]
    fn parse_ymd_accepts_real_dates() {
        let cases = [
            ("2024-05-03", d(2024, 5, 3)),
            ("2024-02-29", d(2024, 2, 29)),
            ("2000-02-29", d(2000, 2, 29)),
            ("1999-12-31", d(1999, 12, 31)),
            ("0001-01-01", d(1, 1, 1)),
            ("9999-12-31", d(9999, 12, 31)),
        ];
        for (text, want) in cases {
            assert_eq!(parse_ymd(text), Some(want), "{text}");
        }
    }

    #[test]
    fn parse_ymd_rejects_everything_else() {
        let cases = [
            "",
            "2024-5-3",
            "2024-05-3",
            "24-05-03",
            "2024/05/03",
            "2024-13-01",
            "2024-00-10",
            "2024-01-00",
            "2024-01-32",
            "2023-02-29",
            "1900-02-29",
            "2024-04-31",
            " 2024-05-03",
            "2024-05-03 ",
            "2024-05-03T00:00:00Z",
            "+024-05-03",
            "2024-+5-03",
            "２０２４-05-03",
            "abcd-ef-gh",
            "20240503",
        ];
        for text in cases {
            assert_eq!(parse_ymd(text), None, "{text:?}");
        }
    }

    #[test]
    fn leap_years() {
        assert!(is_leap_year(2024));
        assert!(is_leap_year(2000));
        assert!(!is_leap_year(1900));
        assert!(!is_leap_year(2023));
        assert_eq!(days_in_month(2024, 2), 29);
        assert_eq!(days_in_month(2100, 2), 28);
        assert_eq!(days_in_month(2024, 13), 0);
    }

    #[test]
    fn formats_instants_in_utc() {
        assert_eq!(format_ymd_from_ms(0), "1970-01-01");
        assert_eq!(format_rfc3339_from_ms(0), "1970-01-01T00:00:00.000Z");
        assert_eq!(format_ymd_from_ms(-1), "1969-12-31");
        assert_eq!(format_rfc3339_from_ms(-1), "1969-12-31T23:59:59.999Z");
        // 2024-05-03T10:20:30.123Z
        assert_eq!(
            format_rfc3339_from_ms(1_714_731_630_123),
            "2024-05-03T10:20:30.123Z"
        );
        assert_eq!(format_ymd_from_ms(1_714_731_630_123), "2024-05-03");
        // 2000-02-29T23:59:59.999Z
        assert_eq!(
            format_rfc3339_from_ms(951_868_799_999),
            "2000-02-29T23:59:59.999Z"
        );
        assert_eq!(format_ymd_from_ms(951_868_800_000), "2000-03-01");
        // Extremes do not panic.
        let _ = format_rfc3339_from_ms(i64::MIN);
        let _ = format_rfc3339_from_ms(i64::MAX);
    }

    #[test]
    fn display_date_table() {
        let cases = [
            ("2024-05-03", "2024-05-03"),
            (" 2024-05-03 ", "2024-05-03"),
            ("2024-05-03T10:20:30.123Z", "2024-05-03"),
            ("2024-05-03T10:20:30Z", "2024-05-03"),
            ("2024-05-03t10:20:30z", "2024-05-03"),
            ("2024-05-03 10:20:30+05:30", "2024-05-03"),
            ("2024-05-03T23:59:60-12:00", "2024-05-03"),
            ("2024-05-03T10:20:30.123456789+00:00", "2024-05-03"),
            ("", ""),
            ("garbage", ""),
            ("2024-02-30", ""),
            ("2024-05-03T", ""),
            ("2024-05-03T10:20:30", ""),
            ("2024-05-03T24:00:00Z", ""),
            ("2024-05-03T10:60:00Z", ""),
            ("2024-05-03T10:20:30.Z", ""),
            ("2024-05-03T10:20:30+5:30", ""),
            ("2024-05-03T10:20:30+05:30x", ""),
            ("2024-05-03X10:20:30Z", ""),
            ("2024-05-0é", ""),
            ("1714731630123", ""),
        ];
        for (input, want) in cases {
            assert_eq!(display_date(input), want, "{input:?}");
        }
    }

    #[test]
    fn serde_as_string() {
        let date = d(2024, 1, 9);
        assert_eq!(
            serde_json::to_string(&date).ok().as_deref(),
            Some("\"2024-01-09\"")
        );
        assert_eq!(
            serde_json::from_str::<Date>("\"2024-01-09\"").ok(),
            Some(date)
        );
        assert!(serde_json::from_str::<Date>("\"2024-1-9\"").is_err());
    }

    #[test]
    fn ordering_is_chronological() {
        assert!(d(2024, 1, 31) < d(2024, 2, 1));
        assert!(d(2023, 12, 31) < d(2024, 1, 1));
    }

    proptest! {
        #[test]
        fn format_then_parse_round_trips(days in -719_162i64..2_932_897) {
            // 0001-01-01 ..= 9999-12-31
            let date = civil_from_days(days);
            let text = date.to_string();
            prop_assert_eq!(parse_ymd(&text), Some(date));
            prop_assert_eq!(date.days_since_epoch(), days);
            prop_assert_eq!(display_date(&text), text.clone());
            prop_assert_eq!(display_date(&format_rfc3339_from_ms(days * MS_PER_DAY + 12_345)), text);
        }

        #[test]
        fn parse_then_format_round_trips(year in 0i32..=9999, month in 1u8..=12, day in 1u8..=31) {
            let text = format!("{year:04}-{month:02}-{day:02}");
            match parse_ymd(&text) {
                Some(date) => {
                    prop_assert!(day <= days_in_month(year, month));
                    prop_assert_eq!(date.to_string(), text);
                }
                None => prop_assert!(day > days_in_month(year, month)),
            }
        }

        #[test]
        fn instants_never_panic(ms in any::<i64>()) {
            let text = format_rfc3339_from_ms(ms);
            prop_assert!(text.ends_with('Z'));
        }

        #[test]
        fn display_date_never_panics(s in any::<String>()) {
            let shown = display_date(&s);
            prop_assert!(shown.is_empty() || parse_ymd(&shown).is_some());
        }
    }
}
