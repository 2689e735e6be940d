//! Values held in memory while the change feed (`crate::changes`) says they are fresh: the
//! caller's session, a company's projects for its live streams, a read's head. Each is held
//! with the keys whose change makes it stale, and used only while no change since its read
//! named one of them.

use std::collections::HashMap;
use std::sync::Mutex;

use crate::changes::Changes;

/// Values held in memory while `Changes` says they are fresh: each with the keys whose change
/// makes it stale. Bounded: past `cap` entries the map starts over.
pub struct Held<V> {
    map: Mutex<HashMap<String, Entry<V>>>,
    cap: usize,
    /// Whose turn it is to read a value again (`turn`), by key's hash: a fixed set, so nothing
    /// grows with the keys.
    turns: Box<[tokio::sync::Mutex<()>]>,
    hasher: std::hash::RandomState,
}

/// Reads of held values under way at once at most (`Held::turn`); keys sharing one take turns.
const TURNS: usize = 64;

struct Entry<V> {
    since: u64,
    keys: Vec<String>,
    value: V,
}

impl<V: Clone> Held<V> {
    pub fn new(cap: usize) -> Self {
        Self {
            map: Mutex::default(),
            cap,
            turns: (0..TURNS).map(|_| tokio::sync::Mutex::new(())).collect(),
            hasher: std::hash::RandomState::new(),
        }
    }

    /// The value held under `key` if `usable`, else the one `read` gives (with the keys whose
    /// change makes it stale; None: not held). One read at a time per key: one change can wake
    /// thousands of live streams of one company at once, each finding its session and its
    /// company's list stale, and each would read them from the database. The caller whose turn
    /// comes first reads and holds; the others, given theirs, take what it held if no change came
    /// since that read began. While nothing is held, every caller reads without waiting.
    pub async fn get_or_read<E, Fut>(
        &self,
        changes: &Changes,
        key: &str,
        usable: impl Fn(&V) -> bool,
        read: impl FnOnce() -> Fut,
    ) -> Result<V, E>
    where
        Fut: std::future::Future<Output = Result<(V, Option<Vec<String>>), E>>,
    {
        let held = || self.get(changes, key).filter(|v| usable(v));
        if let Some(value) = held() {
            return Ok(value);
        }
        let _turn = match changes.since() {
            Some(_) => Some(self.turn(key).await),
            None => None,
        };
        if let Some(value) = held() {
            return Ok(value);
        }
        let since = changes.since();
        let (value, keys) = read().await?;
        if let (Some(since), Some(keys)) = (since, keys) {
            self.put(key, since, keys, value.clone());
        }
        Ok(value)
    }

    /// The turn to read `key`'s value, shared with the keys of the same hash.
    async fn turn(&self, key: &str) -> tokio::sync::MutexGuard<'_, ()> {
        let at =
            usize::try_from(std::hash::BuildHasher::hash_one(&self.hasher, key) % TURNS as u64)
                .unwrap_or(0);
        self.turns[at].lock().await
    }

    pub fn get(&self, changes: &Changes, key: &str) -> Option<V> {
        let mut map = self.map.lock().ok()?;
        let entry = map.get(key)?;
        if changes.fresh(entry.since, &entry.keys) {
            return Some(entry.value.clone());
        }
        map.remove(key);
        None
    }

    /// Holds `value`, read after `since` (from `Changes::since`), stale once `keys` change.
    pub fn put(&self, key: &str, since: u64, keys: Vec<String>, value: V) {
        if let Ok(mut map) = self.map.lock() {
            if map.len() >= self.cap && !map.contains_key(key) {
                map.clear();
            }
            map.insert(key.to_owned(), Entry { since, keys, value });
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::Arc;
    use std::time::Duration;

    use super::*;

    fn changes() -> Arc<Changes> {
        crate::changes::hearing_for_tests(16)
    }

    #[tokio::test]
    async fn a_value_is_stale_once_a_key_changes_even_while_it_was_read() {
        let c = changes();
        let held = Held::new(10);
        let since = c.since().unwrap();
        // A change lands while the value is being read: the value is never used.
        c.changed("u:1");
        held.put("t1", since, vec!["u:1".into(), "s:1".into()], 1);
        assert_eq!(held.get(&c, "t1"), None);
        // Read after that change: used until its own keys change, not another's.
        let since = c.since().unwrap();
        held.put("t1", since, vec!["u:1".into(), "s:1".into()], 2);
        c.changed("u:2");
        assert_eq!(held.get(&c, "t1"), Some(2));
        c.changed("s:1");
        assert_eq!(held.get(&c, "t1"), None);
    }

    #[tokio::test]
    async fn nothing_held_is_used_while_changes_may_be_missed() {
        let c = changes();
        let held = Held::new(10);
        held.put("t1", c.since().unwrap(), vec!["u:1".into()], 1);
        c.stop_holding();
        assert_eq!(c.since(), None, "nothing is held meanwhile");
        assert_eq!(held.get(&c, "t1"), None);
        held.put("t2", 0, vec![], 2);
        c.hear_again_for_tests();
        assert_eq!(held.get(&c, "t2"), None, "held before the drop: forgotten");
    }

    #[tokio::test]
    async fn memory_stays_bounded() {
        let c = changes();
        let held = Held::new(100);
        let since = c.since().unwrap();
        held.put("kept", since, vec!["u:kept".into()], 0);
        for i in 0..(crate::changes::MAX_TOUCHED + 5) {
            c.changed(&format!("u:{i}"));
        }
        assert!(c.touched_for_tests() <= crate::changes::MAX_TOUCHED);
        assert_eq!(held.get(&c, "kept"), None, "forgotten with the keys");
        for i in 0..250 {
            held.put(&format!("t{i}"), c.since().unwrap(), vec![], i);
        }
        assert!(held.map.lock().unwrap().len() <= 100);
    }

    /// A read that takes the database's time, counted.
    async fn get_or_read(c: &Changes, held: &Held<u32>, reads: &AtomicU64, value: u32) -> u32 {
        let read = || async {
            reads.fetch_add(1, Ordering::AcqRel);
            tokio::time::sleep(Duration::from_millis(20)).await; // the database
            Ok::<_, ()>((value, Some(vec!["u:1".into()])))
        };
        held.get_or_read(c, "t1", |_| true, read).await.unwrap()
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn many_callers_finding_a_value_stale_read_it_once_unless_it_changed_since() {
        let c = changes();
        let held = Arc::new(Held::new(10));
        let reads = Arc::new(AtomicU64::new(0));
        let ask = |value| {
            let (c, held, reads) = (c.clone(), held.clone(), reads.clone());
            tokio::spawn(async move { get_or_read(&c, &held, &reads, value).await })
        };
        let callers: Vec<_> = (0..200).map(|_| ask(1)).collect();
        for caller in callers {
            assert_eq!(caller.await.unwrap(), 1);
        }
        assert_eq!(reads.load(Ordering::Acquire), 1, "read once for all");

        // A change while the first reads: a caller who heard it reads again, never the stale value.
        c.changed("u:1");
        let first = ask(2);
        tokio::time::sleep(Duration::from_millis(5)).await;
        c.changed("u:1");
        let second = ask(3);
        assert_eq!(first.await.unwrap(), 2);
        assert_eq!(second.await.unwrap(), 3, "read after the change it heard");
        assert_eq!(reads.load(Ordering::Acquire), 3);

        // While nothing is held, nobody waits for a turn: every caller reads.
        c.stop_holding();
        let _turn = held.turn("t1").await;
        assert_eq!(get_or_read(&c, &held, &reads, 4).await, 4);
        assert_eq!(reads.load(Ordering::Acquire), 4);
    }
}
