//! Holidays from an iCalendar file (RFC 5545), as calendars publish them (a country's public
//! holidays, the firm's own): every VEVENT's days, from `DTSTART` to `DTEND` (exclusive; one day
//! without it). Recurrence rules are not expanded: a holiday calendar lists each year's dates.

use jiff::civil::Date;

/// The most events one file may bring, and the most days one event may cover.
pub const MAX_EVENTS: usize = 1000;
pub const MAX_EVENT_DAYS: i32 = 31;

/// A day off: its date and the event's summary.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Holiday {
    pub date: Date,
    pub name: String,
}

/// Why a file was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IcsError {
    /// Not an iCalendar file (no `BEGIN:VCALENDAR`).
    NotCalendar,
    /// An event without a readable `DTSTART`, or ending before it starts.
    BadEvent,
    TooMany,
}

/// The holidays in `text`, in file order.
pub fn holidays(text: &str) -> Result<Vec<Holiday>, IcsError> {
    let lines = unfold(text);
    if !lines
        .iter()
        .any(|l| l.eq_ignore_ascii_case("BEGIN:VCALENDAR"))
    {
        return Err(IcsError::NotCalendar);
    }
    let mut out = Vec::new();
    let mut events = 0;
    let mut event: Option<(Option<Date>, Option<Date>, String)> = None;
    for line in &lines {
        let (name, value) = split(line);
        match (name.as_str(), event.as_mut()) {
            ("BEGIN", None) if value.eq_ignore_ascii_case("VEVENT") => {
                event = Some((None, None, String::new()))
            }
            ("DTSTART", Some(e)) => e.0 = date_of(value),
            ("DTEND", Some(e)) => e.1 = date_of(value),
            ("SUMMARY", Some(e)) => e.2 = unescape(value),
            ("END", Some(_)) if value.eq_ignore_ascii_case("VEVENT") => {
                let (start, end, name) = event.take().unwrap_or_default();
                events += 1;
                if events > MAX_EVENTS {
                    return Err(IcsError::TooMany);
                }
                let start = start.ok_or(IcsError::BadEvent)?;
                let days = match end {
                    Some(end) if end > start => {
                        let n = (end - start).get_days();
                        if n > MAX_EVENT_DAYS {
                            return Err(IcsError::BadEvent);
                        }
                        n
                    }
                    Some(end) if end < start => return Err(IcsError::BadEvent),
                    _ => 1,
                };
                let mut d = start;
                for _ in 0..days {
                    out.push(Holiday {
                        date: d,
                        name: name.clone(),
                    });
                    d = d.tomorrow().map_err(|_| IcsError::BadEvent)?;
                }
            }
            _ => {}
        }
    }
    Ok(out)
}

/// Content lines: folded lines (CRLF or LF, then a space or tab) joined back.
fn unfold(text: &str) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for raw in text.split('\n') {
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        match (raw.strip_prefix([' ', '\t']), lines.last_mut()) {
            (Some(rest), Some(last)) => last.push_str(rest),
            _ => lines.push(raw.to_owned()),
        }
    }
    lines
}

/// A content line's name (upper case, parameters dropped) and value.
fn split(line: &str) -> (String, &str) {
    let (head, value) = line.split_once(':').unwrap_or((line, ""));
    let name = head
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_uppercase();
    (name, value.trim())
}

/// The date of `20261225` or `20261225T090000[Z]`.
fn date_of(value: &str) -> Option<Date> {
    let digits = value.get(..8)?;
    if !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n = |r: std::ops::Range<usize>| digits[r].parse::<i16>().ok();
    Date::new(n(0..4)?, n(4..6)? as i8, n(6..8)? as i8).ok()
}

fn unescape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some('n' | 'N') => out.push(' '),
                Some(other) => out.push(other),
                None => {}
            }
        } else if !c.is_control() {
            out.push(c);
        }
    }
    out.chars().take(120).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_event_day_and_nothing_else() {
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTART;VALUE=DATE:20261225\r\n\
                    DTEND;VALUE=DATE:20261226\r\nSUMMARY:Christmas\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:2\r\n\
                    DTSTART;VALUE=DATE:20270101\r\nSUMMARY:New Year\\, day\r\n \r\n  one\r\nEND:VEVENT\r\n\
                    BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20270412\r\nDTEND;VALUE=DATE:20270415\r\nSUMMARY:Long\r\n\
                    END:VEVENT\r\nEND:VCALENDAR\r\n";
        let h = holidays(text).unwrap();
        let dates: Vec<String> = h.iter().map(|h| h.date.to_string()).collect();
        assert_eq!(
            dates,
            [
                "2026-12-25",
                "2027-01-01",
                "2027-04-12",
                "2027-04-13",
                "2027-04-14"
            ]
        );
        assert_eq!(h[0].name, "Christmas");
        assert_eq!(h[1].name, "New Year, day one");
    }

    #[test]
    fn refuses_what_is_not_a_calendar_or_an_event_without_a_start() {
        assert_eq!(holidays("hello"), Err(IcsError::NotCalendar));
        let no_start = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:x\nEND:VEVENT\nEND:VCALENDAR\n";
        assert_eq!(holidays(no_start), Err(IcsError::BadEvent));
        let backwards = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20270102\nDTEND:20270101\nEND:VEVENT\nEND:VCALENDAR";
        assert_eq!(holidays(backwards), Err(IcsError::BadEvent));
        let timed =
            "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20270102T090000Z\nEND:VEVENT\nEND:VCALENDAR";
        assert_eq!(holidays(timed).unwrap()[0].date.to_string(), "2027-01-02");
    }
}
