//! Hours: the time the team logs, budgets, and prepaid blocks of hours (ADR 0042). A duration is a
//! whole number of minutes and money is minor units (ADR 0032): nothing here holds a float, so the
//! browser and the server compute the same used, left and over, to the minute and the minor unit.

use crate::dates::Date;

/// One entry holds at most a day's work.
pub const ENTRY_MINUTES_MAX: u32 = 24 * 60;
/// A timer left running stops counting here, and says so.
pub const TIMER_CAP_MINUTES: u32 = 12 * 60;
/// The thresholds of a prepaid block that send a mail, in percent.
pub const BLOCK_THRESHOLDS: [u8; 2] = [80, 100];

/// Why a typed duration was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DurationError {
    /// Nothing typed.
    Empty,
    /// Not `1:30`, `1.5h`, `90m`, `1h 30m` or a number of hours.
    Invalid,
    /// Zero minutes.
    Zero,
    /// More than [`ENTRY_MINUTES_MAX`].
    TooLong,
}

impl DurationError {
    /// The English message shown next to the field.
    pub fn message(self) -> &'static str {
        match self {
            DurationError::Empty => "Time is required",
            DurationError::Invalid => "Type a time like 1:30, 1.5h or 90m",
            DurationError::Zero => "Time must be at least one minute",
            DurationError::TooLong => "One entry holds at most 24 hours",
        }
    }
}

/// Reads a duration as people type one, into minutes: `1:30` (hours and minutes), `1.5h` or
/// `1,5 h` (decimal hours, at most two decimals), `90m` or `90 min`, `1h30m` or `1h 30m`, and a bare
/// number as hours (`2`, `0.25`). Refuses signs, exponents, `1:75`, zero, and more than a day
/// (`25:00`). Decimal hours are rounded to the nearest minute (`0.01h` is one minute).
pub fn parse_duration(text: &str) -> Result<u32, DurationError> {
    let compact: String = text
        .trim()
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_ascii_lowercase();
    if compact.is_empty() {
        return Err(DurationError::Empty);
    }
    let minutes = if let Some((h, m)) = compact.split_once(':') {
        let hours = whole(h)?;
        if m.len() != 2 {
            return Err(DurationError::Invalid);
        }
        let mins = whole(m)?;
        if mins > 59 {
            return Err(DurationError::Invalid);
        }
        hours * 60 + mins
    } else if let Some(rest) = strip_unit(&compact, &["minutes", "minute", "mins", "min", "m"]) {
        // `90m`, or the minutes of `1h30m`.
        match split_hours(rest) {
            Some((h, m)) => whole(h)? * 60 + whole(m)?,
            None => whole(rest)?,
        }
    } else if let Some(rest) = strip_unit(&compact, &["hours", "hour", "hrs", "hr", "h"]) {
        hundredths_to_minutes(decimal_hundredths(rest)?)
    } else {
        hundredths_to_minutes(decimal_hundredths(&compact)?)
    };
    if minutes == 0 {
        Err(DurationError::Zero)
    } else if minutes > u64::from(ENTRY_MINUTES_MAX) {
        Err(DurationError::TooLong)
    } else {
        u32::try_from(minutes).map_err(|_| DurationError::TooLong)
    }
}

/// `text` without the first of `units` it ends with, if the rest is not empty.
fn strip_unit<'a>(text: &'a str, units: &[&str]) -> Option<&'a str> {
    units
        .iter()
        .find_map(|u| text.strip_suffix(u))
        .filter(|rest| !rest.is_empty())
}

/// `1h30` as `("1", "30")`.
fn split_hours(text: &str) -> Option<(&str, &str)> {
    let (h, m) = text.split_once('h')?;
    Some((h, m))
}

/// A whole number of at most five digits (no sign, no exponent).
fn whole(text: &str) -> Result<u64, DurationError> {
    if text.is_empty() || text.len() > 5 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(DurationError::Invalid);
    }
    text.parse().map_err(|_| DurationError::Invalid)
}

/// A decimal number of hours (`.` or `,`, at most two decimals) in hundredths of an hour.
fn decimal_hundredths(text: &str) -> Result<u64, DurationError> {
    let (int, frac) = match text.split_once(['.', ',']) {
        Some((i, f)) => (i, f),
        None => (text, ""),
    };
    if frac.len() > 2 || (int.is_empty() && frac.is_empty()) {
        return Err(DurationError::Invalid);
    }
    let int = if int.is_empty() { 0 } else { whole(int)? };
    let frac = if frac.is_empty() {
        0
    } else {
        let f = whole(frac)?;
        if frac.len() == 1 {
            f * 10
        } else {
            f
        }
    };
    Ok(int * 100 + frac)
}

/// Hundredths of an hour in minutes, rounded half up (0.01 h = 0.6 min is one minute).
fn hundredths_to_minutes(hundredths: u64) -> u64 {
    (hundredths * 60 + 50) / 100
}

/// `90` as `"1:30"`, `5` as `"0:05"`: how every screen writes a duration.
pub fn format_duration(minutes: i64) -> String {
    // Written digit by digit: the browser's small display module carries no formatting machinery.
    let m = minutes.unsigned_abs();
    let mut out = String::new();
    if minutes < 0 {
        out.push('-');
    }
    push_digits(&mut out, m / 60);
    out.push(':');
    let rest = m % 60;
    out.push(char::from(b'0' + (rest / 10) as u8));
    out.push(char::from(b'0' + (rest % 10) as u8));
    out
}

fn push_digits(out: &mut String, n: u64) {
    if n >= 10 {
        push_digits(out, n / 10);
    }
    out.push(char::from(b'0' + (n % 10) as u8));
}

/// Minutes as decimal hours with two decimals, rounded half up (`90` is `"1.50"`, `20` is `"0.33"`):
/// the CSV's hours column, beside the exact minutes.
pub fn decimal_hours(minutes: i64) -> String {
    let sign = if minutes < 0 { "-" } else { "" };
    let hundredths = (u128::from(minutes.unsigned_abs()) * 100 + 30) / 60;
    format!("{sign}{}.{:02}", hundredths / 100, hundredths % 100)
}

/// Minutes as hours the short way a card says them: [`decimal_hours`] without trailing zeros
/// (`750` is `"12.5"`, `2400` is `"40"`, `20` is `"0.33"`).
pub fn short_hours(minutes: i64) -> String {
    let long = decimal_hours(minutes);
    let trimmed = long.trim_end_matches('0').trim_end_matches('.');
    trimmed.to_owned()
}

/// The title an approval of hours is asked with, in English as the round's record keeps it:
/// `Hours 2026-11-30 – 2026-12-06`. Screens and mails word it in the reader's language from
/// [`hours_round_days`].
pub fn hours_round_title(from: &str, to: &str) -> String {
    format!("Hours {from} – {to}")
}

/// The first and last day of an approval of hours' title ([`hours_round_title`]), or `None` for
/// any other title.
pub fn hours_round_days(title: &str) -> Option<(&str, &str)> {
    let (from, to) = title.strip_prefix("Hours ")?.split_once(" – ")?;
    (crate::dates::parse_ymd(from).is_some() && crate::dates::parse_ymd(to).is_some())
        .then_some((from, to))
}

/// The summary an approval of hours is asked with, in English: `12:30 billable (8 entries)`.
pub fn hours_round_summary(minutes: i64, entries: usize) -> String {
    let noun = if entries == 1 { "entry" } else { "entries" };
    format!("{} billable ({entries} {noun})", format_duration(minutes))
}

/// The time and the number of entries of an approval of hours' summary
/// ([`hours_round_summary`]), or `None` for any other text.
pub fn hours_round_figures(summary: &str) -> Option<(&str, usize)> {
    let (time, rest) = summary.split_once(" billable (")?;
    let (n, noun) = rest.strip_suffix(')')?.split_once(' ')?;
    let n: usize = n.parse().ok()?;
    let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
    let is_time = time
        .split_once(':')
        .is_some_and(|(h, m)| digits(h) && m.len() == 2 && digits(m));
    (is_time && (noun == "entry" || noun == "entries")).then_some((time, n))
}

/// What `minutes` at `rate_minor` per hour cost, in minor units: `round(minutes × rate / 60)`, half
/// away from zero. One rule for every line of an invoice from hours and every amount the Hours view
/// shows; the currency's exponent is already in the rate (JPY whole yen, BHD fils).
pub fn charge(minutes: i64, rate_minor: i64) -> i64 {
    let exact = i128::from(minutes) * i128::from(rate_minor);
    let rounded = if exact >= 0 {
        (exact + 30) / 60
    } else {
        (exact - 30) / 60
    };
    i64::try_from(rounded).unwrap_or(if rounded > 0 { i64::MAX } else { i64::MIN })
}

/// Used against a budget: what is left (never below zero), what is over (never below zero), and the
/// share used in whole percent (rounded down, so 79.9 % is not yet 80 %). A budget of zero is fully
/// used by anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Usage {
    pub used: i64,
    pub budget: i64,
    pub left: i64,
    pub over: i64,
    pub percent: u32,
}

/// [`Usage`] of `used` against `budget` (minutes or minor units alike).
pub fn usage(used: i64, budget: i64) -> Usage {
    let used = used.max(0);
    let budget = budget.max(0);
    let percent = if budget == 0 {
        if used > 0 {
            100
        } else {
            0
        }
    } else {
        u32::try_from(i128::from(used) * 100 / i128::from(budget)).unwrap_or(u32::MAX)
    };
    Usage {
        used,
        budget,
        left: (budget - used).max(0),
        over: (used - budget).max(0),
        percent,
    }
}

/// The thresholds ([`BLOCK_THRESHOLDS`]) a block crossed when its use went from `before` to `after`
/// minutes of `size`: each is told once, by the write that crosses it.
pub fn crossed(before: i64, after: i64, size: i64) -> Vec<u8> {
    BLOCK_THRESHOLDS
        .iter()
        .copied()
        .filter(|t| {
            let at = i128::from(size) * i128::from(*t);
            i128::from(before) * 100 < at && i128::from(after) * 100 >= at
        })
        .collect()
}

/// A prepaid block of hours, as the draw-down reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    /// The block's size in minutes.
    pub minutes: i64,
    /// Its first day.
    pub starts: Date,
    /// Its last day.
    pub expires: Date,
    /// Unused minutes stay usable once more: for one more period as long as the block's own.
    pub rollover: bool,
}

impl Block {
    /// The last day its minutes can be drawn on: its expiry, or one period later with rollover.
    pub fn usable_until(&self) -> i64 {
        let end = self.expires.days_since_epoch();
        if self.rollover {
            end + (end - self.starts.days_since_epoch() + 1)
        } else {
            end
        }
    }

    fn covers(&self, day: Date) -> bool {
        let d = day.days_since_epoch();
        d >= self.starts.days_since_epoch() && d <= self.usable_until()
    }
}

/// A billable entry, as the draw-down reads it: the day the work was done and its minutes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Work {
    pub day: Date,
    pub minutes: i64,
}

/// Where one entry's minutes went: `(block index, minutes)` pairs, then what no block had left.
/// `overage_of` is the last block that covered the entry's day (its overage rate applies);
/// `None` when no block covers the day at all (the minutes are ordinary hours, not overage).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Drawn {
    pub from_blocks: Vec<(usize, i64)>,
    pub overage: i64,
    pub overage_of: Option<usize>,
}

/// Draws billable work down the blocks: entries in the order the work was done (`work` as given for
/// equal days), each from the oldest block (by first day, then as given) that covers its day and
/// has minutes left, spilling into the next; what no block covers is overage. Returns each entry's
/// share and each block's minutes used.
pub fn draw_down(blocks: &[Block], work: &[Work]) -> (Vec<Drawn>, Vec<i64>) {
    let mut order: Vec<usize> = (0..blocks.len()).collect();
    order.sort_by_key(|i| (blocks[*i].starts.days_since_epoch(), *i));
    let mut entries: Vec<usize> = (0..work.len()).collect();
    entries.sort_by_key(|i| (work[*i].day.days_since_epoch(), *i));
    let mut used = vec![0_i64; blocks.len()];
    let mut drawn = vec![Drawn::default(); work.len()];
    for e in entries {
        let mut left = work[e].minutes.max(0);
        for &b in &order {
            if left == 0 {
                break;
            }
            let block = &blocks[b];
            if !block.covers(work[e].day) {
                continue;
            }
            drawn[e].overage_of = Some(b);
            let room = (block.minutes - used[b]).max(0);
            let take = room.min(left);
            if take > 0 {
                used[b] += take;
                left -= take;
                drawn[e].from_blocks.push((b, take));
            }
        }
        drawn[e].overage = left;
    }
    (drawn, used)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(y: i32, m: u8, d: u8) -> Date {
        Date::new(y, m, d).expect("a real day")
    }

    #[test]
    fn reads_durations_as_people_type_them() {
        for (text, minutes) in [
            ("1:30", 90),
            ("0:05", 5),
            ("24:00", 1440),
            ("1.5h", 90),
            ("1,5 h", 90),
            ("1.25 H", 75),
            (".5h", 30),
            ("0.01h", 1),
            ("1.33h", 80),
            ("90m", 90),
            ("90 min", 90),
            ("45 minutes", 45),
            ("1h30m", 90),
            ("1h 30m", 90),
            ("2", 120),
            ("0.25", 15),
            ("3 hours", 180),
        ] {
            assert_eq!(parse_duration(text), Ok(minutes), "{text}");
        }
    }

    #[test]
    fn refuses_what_is_not_a_day_of_work() {
        use DurationError::*;
        for (text, error) in [
            ("", Empty),
            ("   ", Empty),
            ("25:00", TooLong),
            ("24:01", TooLong),
            ("1441m", TooLong),
            ("-1h", Invalid),
            ("+1h", Invalid),
            ("1e9", Invalid),
            ("1e9h", Invalid),
            ("1:75", Invalid),
            ("1:5", Invalid),
            ("1.333h", Invalid),
            ("h", Invalid),
            ("1.5m", Invalid),
            ("abc", Invalid),
            ("0", Zero),
            ("0:00", Zero),
            ("0.001", Invalid),
            ("99999999999999999999h", Invalid),
            ("1:30:00", Invalid),
        ] {
            assert_eq!(parse_duration(text), Err(error), "{text}");
        }
    }

    #[test]
    fn writes_durations_and_decimal_hours() {
        assert_eq!(format_duration(90), "1:30");
        assert_eq!(format_duration(5), "0:05");
        assert_eq!(format_duration(-75), "-1:15");
        assert_eq!(decimal_hours(90), "1.50");
        assert_eq!(decimal_hours(20), "0.33");
        assert_eq!(decimal_hours(50), "0.83");
        assert_eq!(decimal_hours(1), "0.02");
    }

    #[test]
    fn an_approval_of_hours_is_titled_and_summed_up_once() {
        let title = hours_round_title("2026-11-30", "2026-12-06");
        assert_eq!(title, "Hours 2026-11-30 – 2026-12-06");
        assert_eq!(hours_round_days(&title), Some(("2026-11-30", "2026-12-06")));
        assert_eq!(hours_round_days("Hours of design – review"), None);
        assert_eq!(hours_round_days("Launch"), None);
        let summary = hours_round_summary(750, 8);
        assert_eq!(summary, "12:30 billable (8 entries)");
        assert_eq!(hours_round_figures(&summary), Some(("12:30", 8)));
        assert_eq!(
            hours_round_figures(&hours_round_summary(90, 1)),
            Some(("1:30", 1))
        );
        assert_eq!(
            hours_round_figures(&hours_round_summary(2_250, 30)),
            Some(("37:30", 30))
        );
        assert_eq!(hours_round_figures("Everything billable (as agreed)"), None);
    }

    #[test]
    fn charges_to_the_minor_unit_in_every_currency() {
        // JPY (no decimals): 90 minutes at ¥8,333 an hour is ¥12,499.5, rounded half up.
        assert_eq!(charge(90, 8_333), 12_500);
        // INR in paise: 20 minutes at ₹1,500.00 an hour.
        assert_eq!(charge(20, 150_000), 50_000);
        // BHD in fils (3 decimals): 7 minutes at 25.125 BHD an hour is 2.93125, so 2.931.
        assert_eq!(charge(7, 25_125), 2_931);
        // A credit: half away from zero.
        assert_eq!(charge(-90, 8_333), -12_500);
        assert_eq!(charge(0, 99_999), 0);
    }

    #[test]
    fn usage_left_over_and_percent() {
        assert_eq!(
            usage(28 * 60, 40 * 60),
            Usage {
                used: 1680,
                budget: 2400,
                left: 720,
                over: 0,
                percent: 70
            }
        );
        let over = usage(45, 30);
        assert_eq!((over.left, over.over, over.percent), (0, 15, 150));
        assert_eq!(usage(0, 0).percent, 0);
        assert_eq!(usage(1, 0).percent, 100);
        assert_eq!(usage(2399, 3000).percent, 79);
    }

    #[test]
    fn thresholds_are_crossed_once() {
        assert_eq!(crossed(0, 1919, 2400), Vec::<u8>::new());
        assert_eq!(crossed(1919, 1920, 2400), vec![80]);
        assert_eq!(crossed(1920, 2000, 2400), Vec::<u8>::new());
        assert_eq!(crossed(1000, 2400, 2400), vec![80, 100]);
        assert_eq!(crossed(2400, 3000, 2400), Vec::<u8>::new());
    }

    #[test]
    fn short_hours_drop_trailing_zeros() {
        assert_eq!(short_hours(750), "12.5");
        assert_eq!(short_hours(2400), "40");
        assert_eq!(short_hours(20), "0.33");
        assert_eq!(short_hours(0), "0");
        assert_eq!(short_hours(606), "10.1");
    }

    #[test]
    fn draws_the_oldest_block_first_and_spills_into_overage() {
        let blocks = vec![
            Block {
                minutes: 600,
                starts: day(2026, 2, 1),
                expires: day(2026, 2, 28),
                rollover: false,
            },
            Block {
                minutes: 120,
                starts: day(2026, 1, 1),
                expires: day(2026, 12, 31),
                rollover: false,
            },
        ];
        let work = [
            Work {
                day: day(2026, 2, 10),
                minutes: 300,
            },
            Work {
                day: day(2026, 1, 20),
                minutes: 60,
            },
            Work {
                day: day(2026, 2, 11),
                minutes: 500,
            },
            Work {
                day: day(2026, 3, 2),
                minutes: 90,
            },
        ];
        let (drawn, used) = draw_down(&blocks, &work);
        // January's work: only the year's block covers it.
        assert_eq!(drawn[1].from_blocks, vec![(1, 60)]);
        // Then Feb 10 takes the oldest block (the year's) first: its 60 left, then February's.
        assert_eq!(drawn[0].from_blocks, vec![(1, 60), (0, 240)]);
        // Feb 11: February's 360 left, 140 over.
        assert_eq!(drawn[2].from_blocks, vec![(0, 360)]);
        assert_eq!(drawn[2].overage, 140);
        // Its overage is billed at the rate of the last block that covered the day.
        assert_eq!(drawn[2].overage_of, Some(0));
        // March: February's block has expired and the year's is used up.
        assert_eq!(drawn[3].from_blocks, Vec::<(usize, i64)>::new());
        assert_eq!(drawn[3].overage, 90);
        assert_eq!(drawn[3].overage_of, Some(1));
        assert_eq!(used, vec![600, 120]);
    }

    #[test]
    fn rollover_keeps_unused_minutes_one_more_period() {
        let block = Block {
            minutes: 600,
            starts: day(2026, 1, 1),
            expires: day(2026, 1, 31),
            rollover: true,
        };
        let no_rollover = Block {
            rollover: false,
            ..block.clone()
        };
        let feb = [Work {
            day: day(2026, 2, 15),
            minutes: 60,
        }];
        let march = [Work {
            day: day(2026, 3, 5),
            minutes: 60,
        }];
        assert_eq!(draw_down(std::slice::from_ref(&block), &feb).1, vec![60]);
        assert_eq!(draw_down(&[no_rollover], &feb).1, vec![0]);
        // Once: 31 more days after January ends on Jan 31 is Mar 3.
        let (after, _) = draw_down(&[block], &march);
        assert_eq!(after[0].overage, 60);
        // No block covers the day: ordinary hours, not overage of any block.
        assert_eq!(after[0].overage_of, None);
    }
}
