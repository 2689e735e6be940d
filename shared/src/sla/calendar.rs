//! The firm's business calendar: weekly opening hours in an IANA time zone, and holidays. It turns
//! into the stretches of absolute time during which a business-time target counts
//! ([`Calendar::windows`]); daylight saving time is the zone's business (jiff), so 09:00 on the
//! day the clocks change is 09:00 on the wall, and a day is as long as the wall says.

use std::collections::BTreeSet;

use jiff::civil::{Date, DateTime};
use jiff::tz::TimeZone;
use jiff::Timestamp;
use serde::{Deserialize, Serialize};

/// How far ahead a calendar is searched for open hours (a calendar open one day in two years is
/// a mistake, not a promise): bounds every loop here.
pub const HORIZON_DAYS: i32 = 731;

/// The most opening intervals a day may have, and holidays a calendar may hold.
pub const MAX_INTERVALS: usize = 4;
pub const MAX_HOLIDAYS: usize = 1000;

/// A calendar as stored and sent: the zone's name, the hours of each weekday (Monday first) as
/// `[start, end)` minutes after local midnight, and the holidays' dates (`YYYY-MM-DD`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "ts",
    derive(tsify_next::Tsify),
    tsify(from_wasm_abi, into_wasm_abi)
)]
#[serde(rename_all = "camelCase")]
pub struct CalendarSpec {
    pub zone: String,
    pub week: Vec<Vec<[u16; 2]>>,
    #[serde(default)]
    pub holidays: Vec<String>,
}

/// A week's hours (Monday first, `[start, end)` minutes) and the holidays, checked.
pub type Checked = (Vec<Vec<(u16, u16)>>, BTreeSet<Date>);

/// Why a calendar cannot be used; `field` names what to fix.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CalendarError {
    pub field: &'static str,
    pub code: &'static str,
}

impl CalendarSpec {
    /// The firm's hours until staff set their own: Monday to Friday, 09:00 to 18:00.
    pub fn office(zone: &str) -> Self {
        let day = vec![[9 * 60, 18 * 60]];
        let mut week = vec![day; 5];
        week.extend([Vec::new(), Vec::new()]);
        Self {
            zone: zone.to_owned(),
            week,
            holidays: Vec::new(),
        }
    }

    /// Checks the hours and holidays (the zone is checked by whoever has its rules).
    pub fn check(&self) -> Result<Checked, CalendarError> {
        let bad = |field, code| CalendarError { field, code };
        if self.week.len() != 7 {
            return Err(bad("week", "seven_days"));
        }
        let mut open = false;
        let mut week = Vec::with_capacity(7);
        for day in &self.week {
            if day.len() > MAX_INTERVALS {
                return Err(bad("week", "too_many_intervals"));
            }
            let mut hours: Vec<(u16, u16)> = day.iter().map(|[s, e]| (*s, *e)).collect();
            hours.sort_unstable();
            let mut last_end = 0;
            for &(s, e) in &hours {
                if e > 24 * 60 || s >= e {
                    return Err(bad("week", "bad_interval"));
                }
                if s < last_end {
                    return Err(bad("week", "overlap"));
                }
                last_end = e;
            }
            open |= !hours.is_empty();
            week.push(hours);
        }
        if !open {
            return Err(bad("week", "never_open"));
        }
        if self.holidays.len() > MAX_HOLIDAYS {
            return Err(bad("holidays", "too_many"));
        }
        let mut holidays = BTreeSet::new();
        for h in &self.holidays {
            let d: Date = h.parse().map_err(|_| bad("holidays", "bad_date"))?;
            holidays.insert(d);
        }
        Ok((week, holidays))
    }
}

/// A calendar ready to count with.
#[derive(Clone, Debug)]
pub struct Calendar {
    zone: TimeZone,
    week: Vec<Vec<(u16, u16)>>,
    holidays: BTreeSet<Date>,
}

impl Calendar {
    /// `tzif`: the zone's rules as a TZif file (the server's copy of the tz database; the browser
    /// gets the same bytes from the API).
    pub fn new(spec: &CalendarSpec, tzif: &[u8]) -> Result<Self, CalendarError> {
        let (week, holidays) = spec.check()?;
        let zone = TimeZone::tzif(&spec.zone, tzif).map_err(|_| CalendarError {
            field: "zone",
            code: "unknown_zone",
        })?;
        Ok(Self {
            zone,
            week,
            holidays,
        })
    }

    /// A calendar in UTC (tests, and a firm that wants one).
    pub fn utc(spec: &CalendarSpec) -> Result<Self, CalendarError> {
        let (week, holidays) = spec.check()?;
        Ok(Self {
            zone: TimeZone::UTC,
            week,
            holidays,
        })
    }

    pub fn zone(&self) -> &TimeZone {
        &self.zone
    }

    /// The open stretches `[start, end)` (in seconds since the epoch) from the one that holds or
    /// follows `from`, in order, clipped to start at `from`; none past the horizon.
    pub fn windows(&self, from: i64) -> impl Iterator<Item = (i64, i64)> + '_ {
        let first =
            Timestamp::from_second(from).map_or(Date::ZERO, |t| self.zone.to_datetime(t).date());
        // A day's hours may start on the day before in absolute time, never earlier: start a day back.
        let start = first.yesterday().unwrap_or(first);
        (0..HORIZON_DAYS)
            .map_while(move |n| start.checked_add(jiff::Span::new().days(n)).ok())
            .flat_map(move |day| self.day(day))
            .filter_map(move |(s, e)| (e > from).then_some((s.max(from), e)))
    }

    /// One day's open stretches in absolute time (none on a holiday).
    fn day(&self, day: Date) -> Vec<(i64, i64)> {
        if self.holidays.contains(&day) {
            return Vec::new();
        }
        let weekday = day.weekday().to_monday_zero_offset() as usize;
        self.week[weekday]
            .iter()
            .filter_map(|&(s, e)| Some((self.instant(day, s)?, self.instant(day, e)?)))
            .filter(|(s, e)| s < e)
            .collect()
    }

    /// `minutes` after local midnight of `day`, on the wall (a time the clocks skip is read as
    /// the moment after the change; a repeated one as its first occurrence).
    fn instant(&self, day: Date, minutes: u16) -> Option<i64> {
        let dt: DateTime = if minutes >= 24 * 60 {
            day.tomorrow().ok()?.at(0, 0, 0, 0)
        } else {
            day.at((minutes / 60) as i8, (minutes % 60) as i8, 0, 0)
        };
        let ts = self.zone.to_ambiguous_timestamp(dt).compatible().ok()?;
        Some(ts.as_second())
    }
}
