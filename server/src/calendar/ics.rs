//! An iCalendar document (RFC 5545) as calendar apps read it: CRLF line ends, lines folded at 75
//! octets (never inside a character), text escaped, times in UTC, all-day dates as `VALUE=DATE`.

use portico_shared::dates::{format_ymd_from_ms, parse_ymd};

const DAY_MS: i64 = 86_400_000;

/// When an event happens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum When {
    /// A whole day (`YYYY-MM-DD`).
    Day(String),
    /// An instant (ms since the epoch), shown as half an hour.
    At(i64),
}

impl When {
    /// What a calendar shows of the dates: what SEQUENCE follows.
    pub fn fingerprint(&self) -> String {
        match self {
            When::Day(d) => d.clone(),
            When::At(ms) => ms.to_string(),
        }
    }
}

pub struct Event {
    pub uid: String,
    pub sequence: i64,
    /// DTSTAMP: when the event last changed, so an unchanged feed is byte for byte the same.
    pub stamp_ms: i64,
    pub when: When,
    pub summary: String,
    pub description: String,
    pub url: String,
}

/// Text as a property value: backslash, semicolon, comma and line breaks escaped.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            ';' => out.push_str("\\;"),
            ',' => out.push_str("\\,"),
            '\n' => out.push_str("\\n"),
            '\r' => {}
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// One content line, folded: at most 75 octets a line, continuation lines starting with a space.
fn line(out: &mut String, content: &str) {
    let mut width = 0;
    for c in content.chars() {
        let n = c.len_utf8();
        if width + n > 75 {
            out.push_str("\r\n ");
            width = 1;
        }
        out.push(c);
        width += n;
    }
    out.push_str("\r\n");
}

fn utc(ms: i64) -> String {
    let day = format_ymd_from_ms(ms).replace('-', "");
    let secs = ms.rem_euclid(DAY_MS) / 1000;
    format!(
        "{day}T{:02}{:02}{:02}Z",
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

fn next_day(day: &str) -> Option<String> {
    let d = parse_ymd(day)?;
    Some(format_ymd_from_ms((d.days_since_epoch() + 1) * DAY_MS).replace('-', ""))
}

/// The whole calendar.
pub fn calendar(name: &str, events: &[Event]) -> String {
    let mut out = String::with_capacity(256 + events.len() * 300);
    for l in [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Portico//Portico calendar//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
    ] {
        line(&mut out, l);
    }
    line(&mut out, &format!("X-WR-CALNAME:{}", escape(name)));
    // Calendar apps that honour it poll no more often than hourly.
    line(&mut out, "REFRESH-INTERVAL;VALUE=DURATION:PT1H");
    line(&mut out, "X-PUBLISHED-TTL:PT1H");
    for e in events {
        line(&mut out, "BEGIN:VEVENT");
        line(&mut out, &format!("UID:{}", e.uid));
        line(&mut out, &format!("SEQUENCE:{}", e.sequence));
        line(&mut out, &format!("DTSTAMP:{}", utc(e.stamp_ms)));
        match &e.when {
            When::Day(day) => {
                line(
                    &mut out,
                    &format!("DTSTART;VALUE=DATE:{}", day.replace('-', "")),
                );
                if let Some(end) = next_day(day) {
                    line(&mut out, &format!("DTEND;VALUE=DATE:{end}"));
                }
                line(&mut out, "TRANSP:TRANSPARENT");
            }
            When::At(ms) => {
                line(&mut out, &format!("DTSTART:{}", utc(*ms)));
                line(&mut out, &format!("DTEND:{}", utc(ms + 30 * 60_000)));
                line(&mut out, "TRANSP:TRANSPARENT");
            }
        }
        line(&mut out, &format!("SUMMARY:{}", escape(&e.summary)));
        if !e.description.is_empty() {
            line(&mut out, &format!("DESCRIPTION:{}", escape(&e.description)));
        }
        line(&mut out, &format!("URL:{}", e.url));
        line(&mut out, "END:VEVENT");
    }
    line(&mut out, "END:VCALENDAR");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_at_75_octets_without_splitting_characters() {
        let summary = "स्प्रिंट समाप्त: ".repeat(10);
        let text = calendar(
            "Asha; Verma, Retail",
            &[Event {
                uid: "sprint-1@portico".into(),
                sequence: 2,
                stamp_ms: 1_796_000_000_000,
                when: When::Day("2026-12-31".into()),
                summary,
                description: "a\nb".into(),
                url: "https://portico.example/dashboard".into(),
            }],
        );
        assert!(text.ends_with("END:VCALENDAR\r\n"));
        for l in text.split("\r\n") {
            assert!(l.len() <= 75, "{l:?} is {} octets", l.len());
        }
        assert!(!text.replace("\r\n", "").contains('\n'));
        assert!(text.contains("X-WR-CALNAME:Asha\\; Verma\\, Retail\r\n"));
        assert!(text.contains("DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n"));
        assert!(text.contains("DESCRIPTION:a\\nb\r\n"));
        let unfolded = text.replace("\r\n ", "");
        assert!(unfolded.contains(&format!("SUMMARY:{}", "स्प्रिंट समाप्त: ".repeat(10))));
    }

    #[test]
    fn times_are_utc() {
        assert_eq!(utc(0), "19700101T000000Z");
        assert_eq!(utc(1_796_000_000_000), "20261130T005320Z");
    }
}
