//! A small iCalendar (RFC 5545) reader of the tests' own, so the feed is checked against the
//! standard and not against the server's writer: physical lines (CRLF, at most 75 octets, never
//! cutting a UTF-8 character), unfolded into content lines, split into a name, parameters and a
//! value; events are what stands between `BEGIN:VEVENT` and `END:VEVENT`.

/// The most octets a physical line may hold, its CRLF not counted (RFC 5545 §3.1).
const LINE_MAX: usize = 75;

/// One content line: `NAME;PARAM=VALUE;...:value`.
#[derive(Clone, Debug)]
pub struct Prop {
    pub name: String,
    pub params: Vec<(String, String)>,
    pub value: String,
}

impl Prop {
    /// Splits an unfolded content line at its first colon outside a quoted parameter value.
    fn parse(line: &str) -> Self {
        let mut quoted = false;
        let colon = line
            .char_indices()
            .find(|&(_, c)| {
                if c == '"' {
                    quoted = !quoted;
                }
                c == ':' && !quoted
            })
            .map(|(i, _)| i)
            .unwrap_or_else(|| panic!("a content line without a colon: {line:?}"));
        let (head, value) = (&line[..colon], &line[colon + 1..]);
        let mut parts = head.split(';');
        let name = parts.next().unwrap_or_default().to_ascii_uppercase();
        assert!(
            !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'),
            "not a property name: {line:?}"
        );
        let params = parts
            .map(|p| {
                let (k, v) = p
                    .split_once('=')
                    .unwrap_or_else(|| panic!("a parameter without a value: {line:?}"));
                (k.to_ascii_uppercase(), v.trim_matches('"').to_owned())
            })
            .collect();
        Self {
            name,
            params,
            value: value.to_owned(),
        }
    }

    /// The value of parameter `name` (any case).
    pub fn param(&self, name: &str) -> Option<&str> {
        let name = name.to_ascii_uppercase();
        self.params
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v.as_str())
    }

    /// A TEXT value with its escapes undone (`\,` `\;` `\\` `\n`).
    pub fn text(&self) -> String {
        let mut out = String::new();
        let mut chars = self.value.chars();
        while let Some(c) = chars.next() {
            if c != '\\' {
                out.push(c);
                continue;
            }
            match chars.next() {
                Some('n' | 'N') => out.push('\n'),
                Some(other) => out.push(other),
                None => panic!("a TEXT value ends with a backslash: {:?}", self.value),
            }
        }
        out
    }
}

/// One `VEVENT`: its properties in order (nested components, such as alarms, left out).
#[derive(Clone, Debug)]
pub struct Event {
    pub props: Vec<Prop>,
}

impl Event {
    pub fn get(&self, name: &str) -> Option<&Prop> {
        self.props.iter().find(|p| p.name == name)
    }

    /// The property `name`, which the event must have.
    pub fn prop(&self, name: &str) -> &Prop {
        self.get(name)
            .unwrap_or_else(|| panic!("an event without {name}: {self:?}"))
    }

    pub fn uid(&self) -> &str {
        &self.prop("UID").value
    }

    pub fn sequence(&self) -> i64 {
        let v = &self.prop("SEQUENCE").value;
        v.parse()
            .unwrap_or_else(|_| panic!("SEQUENCE is no integer: {v:?}"))
    }

    pub fn summary(&self) -> String {
        self.prop("SUMMARY").text()
    }

    /// `YYYYMMDD` of an all-day event (`DTSTART;VALUE=DATE:YYYYMMDD`); fails for a timed one.
    pub fn all_day(&self) -> &str {
        let start = self.prop("DTSTART");
        assert_eq!(
            start.param("VALUE"),
            Some("DATE"),
            "not an all-day event: {self:?}"
        );
        &start.value
    }
}

/// A calendar as the feed answered it: its events.
#[derive(Clone, Debug)]
pub struct Calendar {
    pub events: Vec<Event>,
}

impl Calendar {
    /// Reads `bytes` as RFC 5545 requires them written, failing the test at the first departure:
    /// UTF-8 whole (a fold never cuts a character), CRLF line ends only, no physical line past
    /// 75 octets, one `VCALENDAR` with `VERSION:2.0` and a `PRODID`, components balanced, and every
    /// event with `UID` (unique, `…@portico`), `DTSTAMP` (UTC), `SEQUENCE` and `DTSTART` (a
    /// `VALUE=DATE` date or a UTC date-time).
    pub fn parse(bytes: &[u8]) -> Self {
        let text = std::str::from_utf8(bytes)
            .unwrap_or_else(|e| panic!("the feed is not UTF-8 (a fold cut a character?): {e}"));
        assert!(
            text.ends_with("\r\n"),
            "the last line has no CRLF: {text:?}"
        );
        let physical: Vec<&str> = text[..text.len() - 2].split("\r\n").collect();
        for line in &physical {
            assert!(
                !line.contains('\n') && !line.contains('\r'),
                "a bare LF or CR in {line:?}"
            );
            assert!(
                line.len() <= LINE_MAX,
                "a line of {} octets (at most {LINE_MAX}): {line:?}",
                line.len()
            );
        }
        // Unfold: a line that begins with a space or a tab continues the one before it.
        let mut unfolded: Vec<String> = Vec::new();
        for line in physical {
            match line.strip_prefix(|c: char| c == ' ' || c == '\t') {
                Some(rest) => unfolded
                    .last_mut()
                    .unwrap_or_else(|| panic!("the first line is a continuation: {line:?}"))
                    .push_str(rest),
                None => unfolded.push(line.to_owned()),
            }
        }
        let lines: Vec<Prop> = unfolded.iter().map(|l| Prop::parse(l)).collect();
        let first = lines.first().expect("an empty feed");
        let last = lines.last().expect("an empty feed");
        assert_eq!(
            (first.name.as_str(), first.value.as_str()),
            ("BEGIN", "VCALENDAR")
        );
        assert_eq!(
            (last.name.as_str(), last.value.as_str()),
            ("END", "VCALENDAR")
        );
        let top = |name: &str| {
            lines
                .iter()
                .find(|p| p.name == name)
                .unwrap_or_else(|| panic!("no {name} in the calendar"))
        };
        assert_eq!(top("VERSION").value, "2.0");
        assert!(!top("PRODID").value.is_empty());

        // Components balanced; the events' own properties collected.
        let mut stack: Vec<String> = Vec::new();
        let mut events = Vec::new();
        let mut current: Option<Vec<Prop>> = None;
        for p in &lines {
            match p.name.as_str() {
                "BEGIN" => {
                    if p.value == "VEVENT" {
                        assert!(current.is_none(), "an event inside an event");
                        current = Some(Vec::new());
                    }
                    stack.push(p.value.clone());
                }
                "END" => {
                    assert_eq!(
                        stack.pop().as_deref(),
                        Some(p.value.as_str()),
                        "END:{} closes nothing open",
                        p.value
                    );
                    if p.value == "VEVENT" {
                        events.push(Event {
                            props: current.take().expect("an open event"),
                        });
                    }
                }
                _ => {
                    // Only the event's own properties, not a nested alarm's.
                    if stack.last().map(String::as_str) == Some("VEVENT") {
                        if let Some(props) = current.as_mut() {
                            props.push(p.clone());
                        }
                    }
                }
            }
        }
        assert!(stack.is_empty(), "components left open: {stack:?}");

        let mut uids: Vec<&str> = Vec::new();
        for e in &events {
            let uid = e.uid();
            assert!(uid.ends_with("@portico"), "UID {uid:?}");
            assert!(!uids.contains(&uid), "UID {uid} twice");
            uids.push(uid);
            assert!(utc_date_time(&e.prop("DTSTAMP").value), "{e:?}");
            assert!(e.sequence() >= 0, "{e:?}");
            let start = e.prop("DTSTART");
            match start.param("VALUE") {
                Some("DATE") => assert!(date(&start.value), "{e:?}"),
                None | Some("DATE-TIME") => assert!(utc_date_time(&start.value), "{e:?}"),
                Some(other) => panic!("DTSTART;VALUE={other}: {e:?}"),
            }
            if let Some(end) = e.get("DTEND") {
                // An all-day event's end, when given, is the day after its last (exclusive).
                let all_day = |p: &Prop| p.param("VALUE") == Some("DATE");
                assert_eq!(all_day(end), all_day(start), "{e:?}");
                assert!(end.value > start.value, "it ends before it starts: {e:?}");
            }
        }
        Self { events }
    }

    /// Every event's UID.
    pub fn uids(&self) -> Vec<&str> {
        self.events.iter().map(Event::uid).collect()
    }

    /// The event whose UID names `id` (`<kind>-<id>@portico`), if there is one.
    pub fn about(&self, id: &str) -> Option<&Event> {
        self.events.iter().find(|e| e.uid().contains(id))
    }

    /// The event whose UID names `id`; none fails the test.
    pub fn event(&self, id: &str) -> &Event {
        self.about(id)
            .unwrap_or_else(|| panic!("no event about {id}: {:?}", self.uids()))
    }

    /// Whether any event's UID names `id`.
    pub fn mentions(&self, id: &str) -> bool {
        self.about(id).is_some()
    }
}

/// `YYYYMMDD`.
fn date(v: &str) -> bool {
    v.len() == 8 && v.bytes().all(|b| b.is_ascii_digit())
}

/// `YYYYMMDDTHHMMSSZ`.
fn utc_date_time(v: &str) -> bool {
    let b = v.as_bytes();
    b.len() == 16
        && b[..8].iter().all(u8::is_ascii_digit)
        && b[8] == b'T'
        && b[9..15].iter().all(u8::is_ascii_digit)
        && b[15] == b'Z'
}

/// `YYYY-MM-DD` as iCalendar writes a date: `YYYYMMDD`.
pub fn compact(ymd: &str) -> String {
    ymd.replace('-', "")
}

#[test]
fn the_reader_unfolds_splits_and_unescapes() {
    let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nBEGIN:VEVENT\r\n\
                UID:sprint-1@portico\r\nDTSTAMP:20270101T000000Z\r\nSEQUENCE:2\r\n\
                DTSTART;VALUE=DATE:20270126\r\nSUMMARY:Launch\\, phase 2\\; caf\r\n \u{e9}\r\n\
                X-NOTE;LANG=\"en:gb\":a:b\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
    let cal = Calendar::parse(text.as_bytes());
    let e = cal.event("sprint-1");
    assert_eq!(e.summary(), "Launch, phase 2; caf\u{e9}");
    assert_eq!(e.sequence(), 2);
    assert_eq!(e.all_day(), "20270126");
    let note = e.prop("X-NOTE");
    assert_eq!(
        (note.param("lang"), note.value.as_str()),
        (Some("en:gb"), "a:b")
    );
}

#[test]
#[should_panic(expected = "octets")]
fn a_line_past_75_octets_is_refused() {
    let long = "X".repeat(80);
    let text = format!("BEGIN:VCALENDAR\r\nX-LONG:{long}\r\nEND:VCALENDAR\r\n");
    Calendar::parse(text.as_bytes());
}

#[test]
#[should_panic(expected = "UTF-8")]
fn a_fold_inside_a_character_is_refused() {
    // "é" is C3 A9: folded between its two octets.
    let mut bytes = b"BEGIN:VCALENDAR\r\nX-A:caf\xc3".to_vec();
    bytes.extend_from_slice(b"\r\n \xa9\r\nEND:VCALENDAR\r\n");
    Calendar::parse(&bytes);
}
