//! Rendered project reads, kept per client and keyed by the client's `data_version`.
//!
//! The version comes from the session lookup every authenticated request already makes, so a hit
//! costs no query at all; each app server keeps its own copy and the database decides when it is
//! stale, which keeps several servers behind a load balancer correct. Writers bump the version
//! after writing (`db::versions`), so a render stored under version N never predates a write
//! that produced N.

use std::collections::HashMap;
use std::sync::Mutex;

use axum::body::Bytes;

/// How many clients' renders one server keeps; past that the map starts over (renders are cheap
/// to redo, and a bound keeps memory flat whatever the number of clients).
const MAX_ENTRIES: usize = 2048;

#[derive(Default)]
pub struct ReadCache {
    entries: Mutex<HashMap<String, (i64, Bytes)>>,
}

impl ReadCache {
    pub fn get(&self, key: &str, version: i64) -> Option<Bytes> {
        let entries = self.entries.lock().ok()?;
        match entries.get(key) {
            Some((v, body)) if *v == version => Some(body.clone()),
            _ => None,
        }
    }

    pub fn put(&self, key: &str, version: i64, body: Bytes) {
        if let Ok(mut entries) = self.entries.lock() {
            if entries.len() >= MAX_ENTRIES && !entries.contains_key(key) {
                entries.clear();
            }
            entries.insert(key.to_owned(), (version, body));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_render_is_served_only_for_its_version() {
        let cache = ReadCache::default();
        cache.put("c1", 3, Bytes::from_static(b"[1]"));
        assert_eq!(cache.get("c1", 3), Some(Bytes::from_static(b"[1]")));
        assert_eq!(cache.get("c1", 4), None);
        assert_eq!(cache.get("c2", 3), None);
        cache.put("c1", 4, Bytes::from_static(b"[2]"));
        assert_eq!(cache.get("c1", 3), None);
    }

    #[test]
    fn memory_stays_bounded() {
        let cache = ReadCache::default();
        for i in 0..(MAX_ENTRIES + 10) {
            cache.put(&format!("c{i}"), 1, Bytes::from_static(b"[]"));
        }
        assert!(cache.entries.lock().unwrap().len() <= MAX_ENTRIES);
    }
}
