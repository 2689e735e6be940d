//! `READ_CACHE`: which levels of the kept project reads (`reads`) a server uses. A setting like the
//! others, so it lives here and `reads` points down at it.

/// What is kept (`READ_CACHE`): `On` all three levels; `Stored` the database's only (what a fresh
/// app server sees); `Off` nothing, every read renders (to measure that path).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keep {
    On,
    Stored,
    Off,
}

impl Keep {
    pub fn parse(value: Option<&str>) -> Result<Self, String> {
        match value {
            None | Some("on") => Ok(Self::On),
            Some("stored") => Ok(Self::Stored),
            Some("off") => Ok(Self::Off),
            Some(other) => Err(format!(
                "READ_CACHE must be on, stored or off, got '{other}'"
            )),
        }
    }
}
