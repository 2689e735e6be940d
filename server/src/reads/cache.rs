//! Rendered project reads kept in an app server's memory (the first level of `crate::reads`),
//! packed as the database keeps them (`db::renders::pack`): a client's whole list keyed by the
//! client's `data_version`, and each project keyed by its own.
//!
//! The client's version comes from the session lookup every authenticated request already makes,
//! so a hit on the list costs no query at all; a project's version costs one indexed row. Each app
//! server keeps its own copy and the database decides when it is stale, which keeps several
//! servers behind a load balancer correct.

use std::collections::HashMap;
use std::sync::Mutex;

use axum::body::Bytes;

/// What an entry counts against the cache's bound.
pub trait Weight {
    fn weight(&self) -> usize;
}

impl Weight for Bytes {
    fn weight(&self) -> usize {
        self.len()
    }
}

/// How many project reads render at once: one per core (at least two). Rendering keeps the
/// database and a core busy and allocates the rows and the JSON of a whole project; more at once
/// only adds memory and waiting (on 2 cores, four at once rendered no more lists a second than two,
/// and peaked 9 MiB higher).
pub fn renders() -> usize {
    crate::cores().clamp(2, 8)
}

/// How many renders one cache keeps, and how many bytes in all; past either the map starts over
/// (renders are cheap to redo, and a bound keeps memory flat whatever the data). 8 MiB packed is
/// about 50 MiB of JSON: some 1,000 projects of 100 tasks.
const MAX_ENTRIES: usize = 2048;
const MAX_BYTES: usize = 8 * 1024 * 1024;

pub struct ReadCache<V = Bytes> {
    entries: Mutex<Entries<V>>,
    enabled: bool,
}

struct Entries<V> {
    map: HashMap<String, (i64, V)>,
    bytes: usize,
}

impl<V> Default for Entries<V> {
    fn default() -> Self {
        Self {
            map: HashMap::new(),
            bytes: 0,
        }
    }
}

impl<V: Clone + Weight> Default for ReadCache<V> {
    fn default() -> Self {
        Self::new(true)
    }
}

impl<V: Clone + Weight> ReadCache<V> {
    /// `enabled: false` keeps nothing (`READ_CACHE=stored` or `off`).
    pub fn new(enabled: bool) -> Self {
        Self {
            entries: Mutex::default(),
            enabled,
        }
    }

    pub fn get(&self, key: &str, version: i64) -> Option<V> {
        let entries = self.entries.lock().ok()?;
        match entries.map.get(key) {
            Some((v, body)) if *v == version => Some(body.clone()),
            _ => None,
        }
    }

    /// The version kept for this key, with its body.
    pub fn peek(&self, key: &str) -> Option<(i64, V)> {
        let entries = self.entries.lock().ok()?;
        entries.map.get(key).cloned()
    }

    pub fn put(&self, key: &str, version: i64, body: V) {
        let weight = body.weight();
        if !self.enabled || weight > MAX_BYTES / 8 {
            return;
        }
        if let Ok(mut entries) = self.entries.lock() {
            let full = entries.map.len() >= MAX_ENTRIES || entries.bytes + weight > MAX_BYTES;
            if full && !entries.map.contains_key(key) {
                entries.map.clear();
                entries.bytes = 0;
            }
            entries.bytes += weight;
            if let Some((_, old)) = entries.map.insert(key.to_owned(), (version, body)) {
                entries.bytes -= old.weight();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_render_is_served_only_for_its_version() {
        let cache = ReadCache::<Bytes>::default();
        cache.put("c1", 3, Bytes::from_static(b"[1]"));
        assert_eq!(cache.get("c1", 3), Some(Bytes::from_static(b"[1]")));
        assert_eq!(cache.get("c1", 4), None);
        assert_eq!(cache.get("c2", 3), None);
        cache.put("c1", 4, Bytes::from_static(b"[2]"));
        assert_eq!(cache.get("c1", 3), None);
    }

    #[test]
    fn memory_stays_bounded() {
        let cache = ReadCache::<Bytes>::default();
        for i in 0..(MAX_ENTRIES + 10) {
            cache.put(&format!("c{i}"), 1, Bytes::from_static(b"[]"));
        }
        assert!(cache.entries.lock().unwrap().map.len() <= MAX_ENTRIES);
        let big = Bytes::from(vec![b' '; MAX_BYTES / 10]);
        for i in 0..30 {
            cache.put(&format!("b{i}"), 1, big.clone());
        }
        assert!(cache.entries.lock().unwrap().bytes <= MAX_BYTES);
    }

    #[test]
    fn a_disabled_cache_keeps_nothing() {
        let cache = ReadCache::<Bytes>::new(false);
        cache.put("c1", 1, Bytes::from_static(b"[1]"));
        assert_eq!(cache.get("c1", 1), None);
    }
}
