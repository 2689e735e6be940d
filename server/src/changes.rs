//! What changed in the database, told to every app server, so that what a kept read needs (the
//! caller's session, a project's version) can be held in memory instead of asked for on every
//! request, and never be used after a write changed it.
//!
//! The database says what changed, whichever code path wrote: triggers on `users`, `sessions` and
//! `projects` (installed with the migrations, `db::triggers`) name each row updated or deleted (`u:<id>`, `s:<id>`,
//! `p:<id>`). On PostgreSQL they `NOTIFY`, which every app server `LISTEN`s for, delivered when
//! the write commits and in commit order. On SQLite (one machine) they append to a `changes` table
//! that the server reads every 100 ms.
//!
//! A value is held with the sequence number of the changes seen before it was read, and used only
//! while no change since then named one of its keys (`fresh`): a change that lands while the
//! value is being read makes it unusable at once. A server that is not sure it hears every change
//! (not listening yet, the connection dropped, a read of `changes` failed) holds nothing and asks
//! the database, until it hears again and has forgotten everything held before.
//!
//! A write answered by this server is heard by this server before its answer leaves (`settle`),
//! so its caller's next read shows it. Another server hears it when the notification arrives:
//! within milliseconds, and never later than a second (ADR 0019).

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::{watch, Notify};

use crate::db::{Db, Engine};
use crate::ids::{ProjectId, UserId};

const CHANNEL: &str = "portico_changes";
/// How often SQLite's `changes` are read when no write of this server asked.
const POLL_EVERY: Duration = Duration::from_millis(100);
/// How long a write waits to hear itself before it forgets everything instead.
const SETTLE_WAIT: Duration = Duration::from_secs(1);
/// PostgreSQL: how often each server sends itself a notification, and how long a listening
/// connection may stay silent before nothing held is used (a connection that died without a word
/// would otherwise hide every change after it).
const BEAT_EVERY: Duration = Duration::from_millis(250);
const SILENT_MS: i64 = 1000;
/// Keys remembered as changed; past this, everything held is forgotten at once (a bound on
/// memory whatever the write load).
const MAX_TOUCHED: usize = 100_000;
/// How long SQLite keeps a change for servers that have not read it yet.
const KEEP_CHANGES_MS: i64 = 10 * 60 * 1000;

/// The keys a change names.
pub fn user_key(id: &UserId) -> String {
    format!("u:{id}")
}
pub fn session_key(id: &str) -> String {
    format!("s:{id}")
}
pub fn project_key(id: &ProjectId) -> String {
    format!("p:{id}")
}

pub struct Changes {
    seen: Mutex<Seen>,
    /// Every change is heard: held values may be used.
    live: AtomicBool,
    db: Db,
    feed: Feed,
    metrics: Arc<crate::metrics::Metrics>,
}

#[derive(Default)]
struct Seen {
    /// Changes heard so far (and forgettings).
    seq: u64,
    /// Values held from before this are not used.
    floor: u64,
    /// The last change that named each key.
    touched: HashMap<String, u64>,
}

impl Seen {
    /// Nothing held before now is used again: a new floor, no keys remembered.
    fn forget(&mut self) {
        self.seq += 1;
        self.floor = self.seq;
        self.touched.clear();
    }
}

/// A write's answer waits for a `sync:` notification sent after it committed; one sync answers
/// every write that committed before it was sent, so under load a sync is sent for several
/// writes, not one each.
#[derive(Default)]
struct Syncs {
    /// The highest sync a write waits for.
    asked: u64,
    /// The highest sync sent (or being sent).
    sent: u64,
}

enum Feed {
    Postgres {
        url: String,
        /// This server's name in its own `sync:` notifications.
        me: String,
        /// The syncs asked for and sent (`settle`), and the last one heard back.
        syncs: Mutex<Syncs>,
        wake_syncer: Notify,
        heard_sync: watch::Sender<u64>,
        /// A `LISTEN` is in place.
        listening: AtomicBool,
        /// When the listening connection last delivered anything (ms).
        last_heard: AtomicI64,
    },
    Sqlite {
        /// The last change read; one reader at a time.
        last: tokio::sync::Mutex<i64>,
        /// Reads of `changes` begun (each takes the next number, holding `last`), and the
        /// highest number of one that finished: a write waiting to be heard skips its own read
        /// when one begun after it committed has finished meanwhile (`settle`).
        begun: AtomicU64,
        finished: AtomicU64,
    },
}

impl Feed {
    fn sqlite() -> Self {
        Feed::Sqlite {
            last: tokio::sync::Mutex::new(-1),
            begun: AtomicU64::new(0),
            finished: AtomicU64::new(0),
        }
    }
}

impl Changes {
    pub fn new(db: Db, url: &str, metrics: Arc<crate::metrics::Metrics>) -> Arc<Self> {
        let feed = match Engine::of(url) {
            Engine::Postgres => Feed::Postgres {
                url: url.to_owned(),
                me: crate::db::new_id(),
                syncs: Mutex::default(),
                wake_syncer: Notify::new(),
                heard_sync: watch::Sender::new(0),
                listening: AtomicBool::new(false),
                last_heard: AtomicI64::new(0),
            },
            Engine::Sqlite => Feed::sqlite(),
        };
        Arc::new(Self {
            seen: Mutex::default(),
            live: AtomicBool::new(false),
            db,
            feed,
            metrics,
        })
    }

    /// Hears nothing, so holds nothing: for a command that runs without serving (a seed).
    pub fn deaf(db: Db, metrics: Arc<crate::metrics::Metrics>) -> Arc<Self> {
        Arc::new(Self {
            seen: Mutex::default(),
            live: AtomicBool::new(false),
            db,
            feed: Feed::sqlite(),
            metrics,
        })
    }

    /// Where a value read from now on stands, if values may be held at all.
    pub fn since(&self) -> Option<u64> {
        if !self.live.load(Ordering::Acquire) {
            return None;
        }
        self.seen.lock().ok().map(|seen| seen.seq)
    }

    /// A value read at `since` may still be used: every change is heard, nothing was forgotten
    /// since, and no change since named one of its keys.
    pub fn fresh(&self, since: u64, keys: &[String]) -> bool {
        if !self.live.load(Ordering::Acquire) {
            return false;
        }
        let Ok(seen) = self.seen.lock() else {
            return false;
        };
        since >= seen.floor
            && keys
                .iter()
                .all(|k| seen.touched.get(k).is_none_or(|&at| at <= since))
    }

    fn changed(&self, key: &str) {
        self.metrics.changes_heard.inc();
        if let Ok(mut seen) = self.seen.lock() {
            if seen.touched.len() >= MAX_TOUCHED {
                seen.forget();
            }
            seen.seq += 1;
            let seq = seen.seq;
            seen.touched.insert(key.to_owned(), seq);
        }
    }

    /// Nothing held so far is used again.
    fn forget_all(&self) {
        if let Ok(mut seen) = self.seen.lock() {
            seen.forget();
        }
    }

    /// Nothing held is used, and nothing held so far ever again. Under the lock of what was seen,
    /// so it never interleaves with `hold_again`.
    fn stop_holding(&self) {
        if let Ok(mut seen) = self.seen.lock() {
            if self.live.swap(false, Ordering::AcqRel) {
                self.metrics.listen_restarts.inc();
            }
            seen.forget();
        }
    }

    /// Every change is heard again (from now on): values read from now on may be held.
    fn hold_again(&self, still: impl Fn() -> bool) {
        if let Ok(mut seen) = self.seen.lock() {
            if still() {
                seen.forget();
                self.live.store(true, Ordering::Release);
            }
        }
    }

    /// After a write this server answers: returns once this server has heard every change
    /// committed before, so the next read here shows the write.
    pub async fn settle(&self) {
        if !self.live.load(Ordering::Acquire) {
            return; // nothing held is used
        }
        match &self.feed {
            Feed::Sqlite { begun, .. } => {
                // Any read that begins from now on began after the write committed.
                let after = begun.load(Ordering::Acquire) + 1;
                self.read_changes_since(Some(after)).await
            }
            Feed::Postgres {
                syncs,
                wake_syncer,
                heard_sync,
                ..
            } => {
                // Notifications arrive in commit order: once a sync sent after the write
                // committed is heard, so are the write's. The next sync to be sent is one.
                let Ok(target) = syncs.lock().map(|mut s| {
                    let target = s.sent + 1;
                    s.asked = s.asked.max(target);
                    target
                }) else {
                    self.forget_all();
                    return;
                };
                let mut heard = heard_sync.subscribe();
                wake_syncer.notify_one();
                let waited = tokio::time::timeout(SETTLE_WAIT, heard.wait_for(|&h| h >= target));
                if !matches!(waited.await, Ok(Ok(_))) {
                    tracing::warn!("a write was not heard back in time; forgetting what is held");
                    self.forget_all();
                }
            }
        }
    }

    /// Sends the syncs writes wait for (`settle`), one at a time: a sync sent answers every write
    /// that asked before it was sent.
    async fn sync(&self) {
        let Feed::Postgres {
            me,
            syncs,
            wake_syncer,
            heard_sync,
            ..
        } = &self.feed
        else {
            return;
        };
        loop {
            wake_syncer.notified().await;
            loop {
                let Ok(n) = syncs.lock().map(|mut s| {
                    (s.asked > s.sent).then(|| {
                        s.sent += 1;
                        s.sent
                    })
                }) else {
                    return;
                };
                let Some(n) = n else { break };
                let sent = sqlx::query("SELECT pg_notify($1, $2)")
                    .bind(CHANNEL)
                    .bind(format!("sync:{me}:{n}"))
                    .execute(&self.db)
                    .await;
                if let Err(e) = sent {
                    // Unheard writes may be held: hold nothing, and let their answers go.
                    tracing::warn!(error = %e, "could not send a sync; forgetting what is held");
                    self.forget_all();
                    heard_sync.send_if_modified(|h| std::mem::replace(h, (*h).max(n)) < n);
                }
            }
        }
    }

    fn heard(&self, payload: &str) {
        if let Feed::Postgres { last_heard, .. } = &self.feed {
            last_heard.store(crate::db::now_ms(), Ordering::Release);
        }
        if payload.starts_with("beat:") {
            return;
        }
        if let Some(sync) = payload.strip_prefix("sync:") {
            if let Feed::Postgres { me, heard_sync, .. } = &self.feed {
                let mine = sync
                    .split_once(':')
                    .filter(|(server, _)| server == me)
                    .and_then(|(_, n)| n.parse::<u64>().ok());
                if let Some(n) = mine {
                    heard_sync.send_if_modified(|h| std::mem::replace(h, (*h).max(n)) < n);
                }
            }
            return;
        }
        self.changed(payload);
    }

    /// SQLite: reads the changes since the last read. A failed read, or changes pruned before
    /// this server read them, and nothing held is trusted until a read succeeds again.
    async fn read_changes(&self) {
        self.read_changes_since(None).await
    }

    /// Reads the changes not read yet; with `after`, not when a read numbered `after` or later has
    /// finished while this one waited for its turn (under load, one read answers many writes).
    async fn read_changes_since(&self, after: Option<u64>) {
        let Feed::Sqlite {
            last,
            begun,
            finished,
        } = &self.feed
        else {
            return;
        };
        let mut last = last.lock().await;
        if after.is_some_and(|after| finished.load(Ordering::Acquire) >= after) {
            return;
        }
        let number = begun.fetch_add(1, Ordering::AcqRel) + 1;
        match self.read_changes_after(&mut last).await {
            Ok(()) if !self.live.load(Ordering::Acquire) => {
                finished.fetch_max(number, Ordering::AcqRel);
                self.hold_again(|| true)
            }
            Ok(()) => {
                finished.fetch_max(number, Ordering::AcqRel);
            }
            Err(e) => {
                if self.live.load(Ordering::Acquire) {
                    tracing::warn!(error = %e, "cannot read changes; asking the database");
                }
                self.stop_holding();
            }
        }
    }

    async fn read_changes_after(&self, last: &mut i64) -> Result<(), sqlx::Error> {
        if *last < 0 {
            // The first read: what happened before is in what will be read from now on.
            *last = sqlx::query_scalar("SELECT COALESCE(MAX(id), 0) FROM changes")
                .fetch_one(&self.db)
                .await?;
            return Ok(());
        }
        loop {
            let rows: Vec<(i64, String)> =
                sqlx::query_as("SELECT id, key FROM changes WHERE id > $1 ORDER BY id LIMIT 1000")
                    .bind(*last)
                    .fetch_all(&self.db)
                    .await?;
            if rows.first().is_some_and(|(id, _)| *id > *last + 1) {
                // Ids are given in commit order with no gaps (one writer at a time; a rolled-back
                // write takes its id back): a gap is changes pruned before this server read them.
                self.forget_all();
            }
            let full = rows.len() == 1000;
            for (id, key) in rows {
                self.changed(&key);
                *last = id;
            }
            if !full {
                return Ok(());
            }
        }
    }

    /// Hears changes until the server stops: listens on PostgreSQL (connecting again when the
    /// connection drops), reads `changes` on SQLite.
    pub fn spawn(self: Arc<Self>) -> tokio::task::JoinHandle<()> {
        tokio::spawn(async move {
            match &self.feed {
                Feed::Postgres { url, .. } => {
                    tokio::join!(self.listen(url), self.beat(), self.sync());
                }
                Feed::Sqlite { .. } => self.poll().await,
            }
        })
    }

    async fn poll(&self) {
        let mut tick = tokio::time::interval(POLL_EVERY);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut reads = 0u64;
        loop {
            tick.tick().await;
            self.read_changes().await;
            reads += 1;
            // About once a minute: changes every server has long read.
            if reads % 600 == 1 {
                let _ = sqlx::query("DELETE FROM changes WHERE at < $1")
                    .bind(crate::db::now_ms() - KEEP_CHANGES_MS)
                    .execute(&self.db)
                    .await;
            }
        }
    }

    async fn listen(&self, url: &str) {
        let Feed::Postgres { listening, .. } = &self.feed else {
            return;
        };
        let mut delay = Duration::from_millis(100);
        loop {
            match self.listen_once(url).await {
                Ok(()) => delay = Duration::from_millis(100),
                Err(e) => {
                    tracing::warn!(error = %e, "cannot listen for changes; asking the database");
                    delay = (delay * 2).min(Duration::from_secs(5));
                }
            }
            listening.store(false, Ordering::Release);
            self.stop_holding();
            tokio::time::sleep(delay).await;
        }
    }

    /// One listening connection, until it drops.
    async fn listen_once(&self, url: &str) -> Result<(), sqlx::Error> {
        let Feed::Postgres {
            listening,
            last_heard,
            ..
        } = &self.feed
        else {
            return Ok(());
        };
        let mut listener = sqlx::postgres::PgListener::connect(url).await?;
        listener.listen(CHANNEL).await?;
        last_heard.store(crate::db::now_ms(), Ordering::Release);
        listening.store(true, Ordering::Release);
        // Listening: what was held before may have missed changes.
        self.hold_again(|| listening.load(Ordering::Acquire));
        loop {
            match listener.try_recv().await? {
                Some(n) => self.heard(n.payload()),
                None => {
                    tracing::warn!(
                        "the connection that listens for changes dropped; listening again"
                    );
                    return Ok(());
                }
            }
        }
    }

    /// Sends a notification every `BEAT_EVERY`; while the listening connection delivers nothing
    /// for `SILENT_MS`, nothing held is used (until it delivers again: notifications come in
    /// order, so none was missed if it does).
    async fn beat(&self) {
        let Feed::Postgres {
            me,
            listening,
            last_heard,
            ..
        } = &self.feed
        else {
            return;
        };
        let mut tick = tokio::time::interval(BEAT_EVERY);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            if !listening.load(Ordering::Acquire) {
                continue;
            }
            let send = sqlx::query("SELECT pg_notify($1, $2)")
                .bind(CHANNEL)
                .bind(format!("beat:{me}"))
                .execute(&self.db);
            let _ = tokio::time::timeout(BEAT_EVERY, send).await;
            let silent = crate::db::now_ms() - last_heard.load(Ordering::Acquire) > SILENT_MS;
            let live = self.live.load(Ordering::Acquire);
            if silent && live {
                tracing::warn!(
                    "the connection that listens for changes went silent; asking the database"
                );
                self.stop_holding();
            } else if !silent && !live {
                self.hold_again(|| listening.load(Ordering::Acquire));
            }
        }
    }
}

/// Values held in memory while `Changes` says they are fresh: each with the keys whose change
/// makes it stale. Bounded: past `cap` entries the map starts over.
pub struct Held<V> {
    map: Mutex<HashMap<String, Entry<V>>>,
    cap: usize,
}

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
        }
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
    use super::*;

    fn changes() -> Arc<Changes> {
        sqlx::any::install_default_drivers();
        let db = sqlx::any::AnyPoolOptions::new()
            .connect_lazy("sqlite::memory:")
            .expect("a lazy pool");
        let changes = Changes::new(
            db,
            "sqlite::memory:",
            crate::metrics::Metrics::new().unwrap(),
        );
        changes.live.store(true, Ordering::Release);
        changes
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
        c.live.store(true, Ordering::Release);
        assert_eq!(held.get(&c, "t2"), None, "held before the drop: forgotten");
    }

    #[tokio::test]
    async fn memory_stays_bounded() {
        let c = changes();
        let held = Held::new(100);
        let since = c.since().unwrap();
        held.put("kept", since, vec!["u:kept".into()], 0);
        for i in 0..(MAX_TOUCHED + 5) {
            c.changed(&format!("u:{i}"));
        }
        assert!(c.seen.lock().unwrap().touched.len() <= MAX_TOUCHED);
        assert_eq!(held.get(&c, "kept"), None, "forgotten with the keys");
        for i in 0..250 {
            held.put(&format!("t{i}"), c.since().unwrap(), vec![], i);
        }
        assert!(held.map.lock().unwrap().len() <= 100);
    }
}
