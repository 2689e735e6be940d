//! Rendered project reads kept in an app server's memory (the first level of `crate::reads`),
//! packed as the database keeps them (`db::renders::pack`): a client's whole list keyed by the
//! client's `data_version`, and each project keyed by its own.
//!
//! The client's version comes from the session lookup every authenticated request already makes,
//! so a hit on the list costs no query at all; a project's version costs one indexed row. Each app
//! server keeps its own copy and the database decides when it is stale, which keeps several
//! servers behind a load balancer correct.

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

/// How many renders one cache keeps, and how many bytes in all. Past either, the reads least worth
/// keeping go first (`quick_cache`'s S3-FIFO: a read asked for once makes way before one asked
/// for again and again), so a data set far larger than the bound keeps its busy reads. 8 MiB
/// packed is about 50 MiB of JSON: some 1,000 projects of 100 tasks.
const MAX_ENTRIES: usize = 2048;
const MAX_BYTES: usize = 8 * 1024 * 1024;

pub struct ReadCache<V = Bytes> {
    /// `None`: keeps nothing (`READ_CACHE=stored` or `off`).
    entries: Option<quick_cache::sync::Cache<String, (i64, V), ByWeight>>,
    lookups: Option<Lookups>,
}

/// Hits and misses, counted in `/metrics` under the cache's name.
struct Lookups {
    hits: prometheus::IntCounter,
    misses: prometheus::IntCounter,
}

#[derive(Clone)]
pub struct ByWeight;

/// About what an entry costs beside its body (its key, the map's slot): counted, so that many
/// small entries are bounded too.
const ENTRY_OVERHEAD: usize = 128;

impl<V: Weight> quick_cache::Weighter<String, (i64, V)> for ByWeight {
    fn weight(&self, key: &String, value: &(i64, V)) -> u64 {
        (value.1.weight() + key.len() + ENTRY_OVERHEAD) as u64
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
            entries: enabled.then(|| {
                quick_cache::sync::Cache::with_weighter(MAX_ENTRIES, MAX_BYTES as u64, ByWeight)
            }),
            lookups: None,
        }
    }

    /// Counts this cache's hits and misses in `/metrics` as `name`.
    pub fn counted(mut self, metrics: &crate::metrics::Metrics, name: &str) -> Self {
        self.lookups = Some(Lookups {
            hits: metrics.cache_lookups(name, "hit"),
            misses: metrics.cache_lookups(name, "miss"),
        });
        self
    }

    pub fn get(&self, key: &str, version: i64) -> Option<V> {
        self.entries
            .as_ref()?
            .get(key)
            .filter(|(v, _)| *v == version)
            .map(|(_, body)| body)
    }

    /// Counts one read's outcome: served from memory (this cache, or for a list its projects') or not.
    pub fn note(&self, hit: bool) {
        if let (Some(l), Some(_)) = (&self.lookups, &self.entries) {
            if hit { &l.hits } else { &l.misses }.inc();
        }
    }

    /// The version kept for this key, with its body.
    pub fn peek(&self, key: &str) -> Option<(i64, V)> {
        self.entries.as_ref()?.get(key)
    }

    pub fn put(&self, key: &str, version: i64, body: V) {
        let Some(entries) = &self.entries else {
            return;
        };
        if body.weight() > MAX_BYTES / 8 {
            return;
        }
        entries.insert(key.to_owned(), (version, body));
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
        for i in 0..(MAX_BYTES / ENTRY_OVERHEAD * 2) {
            cache.put(&format!("c{i}"), 1, Bytes::from_static(b"[]"));
        }
        let entries = cache.entries.as_ref().unwrap();
        assert!(
            entries.len() <= MAX_BYTES / ENTRY_OVERHEAD,
            "{}",
            entries.len()
        );
        let big = Bytes::from(vec![b' '; MAX_BYTES / 10]);
        for i in 0..30 {
            cache.put(&format!("b{i}"), 1, big.clone());
        }
        assert!(entries.weight() <= MAX_BYTES as u64);
    }

    #[test]
    fn a_full_cache_keeps_what_is_read_often() {
        let cache = ReadCache::<Bytes>::default();
        let busy = Bytes::from(vec![b'x'; 1000]);
        cache.put("busy", 1, busy.clone());
        for i in 0..20_000 {
            cache.put(&format!("once{i}"), 1, Bytes::from(vec![b'y'; 1000]));
            if i % 50 == 0 {
                assert_eq!(cache.get("busy", 1), Some(busy.clone()), "after {i} others");
            }
        }
    }

    #[test]
    fn a_disabled_cache_keeps_nothing() {
        let cache = ReadCache::<Bytes>::new(false);
        cache.put("c1", 1, Bytes::from_static(b"[1]"));
        assert_eq!(cache.get("c1", 1), None);
    }
}
