//! What changed in the database, told to every app server, so that what a kept read needs (the
//! caller's session, a project's version) can be held in memory instead of asked for on every
//! request, and never be used after a write changed it.
//!
//! The database says what changed, whichever code path wrote: triggers on `users`, `sessions` and
//! `projects` (installed with the migrations, `db::triggers`) name each row updated or deleted
//! (`u:<id>`, `s:<id>`, `p:<id>`) in a `changes` table, in the write's own transaction. Every app
//! server reads that table: on SQLite (one machine) every 100 ms; on PostgreSQL every 250 ms and
//! whenever another server's `wake:` notification says it wrote (ADR 0031: a `NOTIFY` inside
//! the write would serialise every write's commit on PostgreSQL's notification lock).
//!
//! A value is held with the sequence number of the changes seen before it was read, and used only
//! while no change since then named one of its keys (`fresh`): a change that lands while the
//! value is being read makes it unusable at once. A server that is not sure it hears every change
//! (not listening yet, the connection dropped, a read of `changes` failed) holds nothing and asks
//! the database, until it hears again and has forgotten everything held before.
//!
//! A write answered by this server is heard by this server before its answer leaves (`settle`),
//! so its caller's next read shows it. Another server hears it when it is woken: within
//! milliseconds, and never later than a second (ADR 0019).

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::Notify;

use crate::db::{Db, Engine};
use crate::ids::{ProjectId, UserId};

const CHANNEL: &str = "portico_changes";
/// How often `changes` is read when nothing woke the reader (SQLite has no one to wake it).
const SQLITE_POLL_EVERY: Duration = Duration::from_millis(100);
const POSTGRES_POLL_EVERY: Duration = Duration::from_millis(250);
/// PostgreSQL: the least time between two `wake:` notifications of one server.
const WAKE_GAP: Duration = Duration::from_millis(5);
/// PostgreSQL: how often each server sends itself a notification, and how long a listening
/// connection may stay silent before nothing held is used. The listening connection is how a
/// server learns that the database restarted (and its unlogged `changes` table was emptied): a
/// connection that died without a word would otherwise hide that.
const BEAT_EVERY: Duration = Duration::from_millis(250);
const SILENT_MS: i64 = 1000;
/// Keys remembered as changed; past this, everything held is forgotten at once (a bound on
/// memory whatever the write load).
pub(crate) const MAX_TOUCHED: usize = 100_000;
/// How long a change stays in the table for servers that have not read it yet: far longer than
/// a server reads nothing and still holds anything (`SILENT_MS`, a failed read).
const KEEP_CHANGES: Duration = Duration::from_secs(60);
/// Rows read by one statement; a read pages through more.
const PAGE: i64 = 1000;

pub use crate::live::hub::{TicketKey, RESYNC, UNSURE};

/// The keys a change names.
pub fn user_key(id: &UserId) -> String {
    format!("u:{id}")
}
pub fn session_key(id: &str) -> String {
    format!("s:{id}")
}
/// The keys whose change makes a held session stale: the session's, its person's and, last,
/// their company's (a company's own account, or staff: the person's once). The company's row
/// carries the list's version and whether the company is active.
pub fn session_keys(session: &str, person: &UserId, company: &UserId) -> Vec<String> {
    let mut keys = vec![session_key(session)];
    if company != person {
        keys.push(user_key(person));
    }
    keys.push(user_key(company));
    keys
}
pub fn project_key(id: &ProjectId) -> String {
    format!("p:{id}")
}

pub struct Changes {
    seen: Mutex<Seen>,
    /// Every key heard, told to the open live streams that listen to it (`live::stream`);
    /// `RESYNC` to all when this server may have missed changes and hears them again, `UNSURE`
    /// when it stops hearing them.
    hub: Arc<crate::live::hub::Hub>,
    /// True once the server stops: every live stream ends, so a graceful shutdown is not held
    /// open by them.
    closing: tokio::sync::watch::Sender<bool>,
    /// Every change is heard: held values may be used.
    live: AtomicBool,
    /// The last read of `changes` succeeded.
    reads_ok: AtomicBool,
    db: Db,
    reads: Reads,
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

/// The reads of `changes`: one at a time, each numbered, so that a write waiting to hear itself
/// skips its own read when one begun after it committed has finished meanwhile (under load, one
/// read answers many writes).
struct Reads {
    cursor: tokio::sync::Mutex<Cursor>,
    begun: AtomicU64,
    finished: AtomicU64,
}

/// Where the next read of `changes` starts.
enum Cursor {
    /// SQLite gives ids in commit order with no gaps (one writer at a time; a rolled-back write
    /// takes its id back): the last id read (-1: nothing read yet).
    Sqlite { last: i64 },
    /// PostgreSQL gives ids when rows are inserted, not when they commit: a row with a lower id
    /// can become visible after one with a higher id. Each row carries its transaction's id
    /// (`txid`); every transaction below a read's `horizon` (its snapshot's xmin) had ended when
    /// that read began, so a row below it that the read did not see never will be. The next read
    /// starts at the horizon and skips the rows of `read` (those at or above it already heard).
    Postgres {
        horizon: Option<i64>,
        read: HashSet<(i64, i64)>,
        /// A horizon recorded at least `KEEP_CHANGES` ago: rows below it were read long ago by
        /// every server that holds anything, and are deleted.
        prune: Option<(Instant, i64)>,
    },
}

enum Feed {
    Postgres {
        url: String,
        /// This server's name in its own notifications.
        me: String,
        /// Wakes the sender of this server's `wake:` notifications (after its writes).
        wake_others: Notify,
        /// Wakes this server's reader (another server's `wake:` heard).
        wake_reader: Notify,
        /// A `LISTEN` is in place.
        listening: AtomicBool,
        /// When the listening connection last delivered anything (ms).
        last_heard: AtomicI64,
    },
    Sqlite,
}

impl Reads {
    fn new(engine: Engine) -> Self {
        let cursor = match engine {
            Engine::Sqlite => Cursor::Sqlite { last: -1 },
            Engine::Postgres => Cursor::Postgres {
                horizon: None,
                read: HashSet::new(),
                prune: None,
            },
        };
        Self {
            cursor: tokio::sync::Mutex::new(cursor),
            begun: AtomicU64::new(0),
            finished: AtomicU64::new(0),
        }
    }
}

impl Changes {
    /// `backlog`: keys waiting for the slowest live stream; one that falls further behind is told
    /// `RESYNC` (`Config::live_backlog`).
    pub fn new(
        db: Db,
        url: &str,
        backlog: usize,
        metrics: Arc<crate::metrics::Metrics>,
    ) -> Arc<Self> {
        let engine = Engine::of(url);
        let feed = match engine {
            Engine::Postgres => Feed::Postgres {
                url: url.to_owned(),
                me: crate::db::new_id(),
                wake_others: Notify::new(),
                wake_reader: Notify::new(),
                listening: AtomicBool::new(false),
                last_heard: AtomicI64::new(0),
            },
            Engine::Sqlite => Feed::Sqlite,
        };
        Arc::new(Self {
            seen: Mutex::default(),
            hub: crate::live::hub::Hub::new(backlog),
            closing: tokio::sync::watch::channel(false).0,
            live: AtomicBool::new(false),
            reads_ok: AtomicBool::new(false),
            db,
            reads: Reads::new(engine),
            feed,
            metrics,
        })
    }

    /// Hears nothing, so holds nothing: for a command that runs without serving (a seed).
    pub fn deaf(db: Db, metrics: Arc<crate::metrics::Metrics>) -> Arc<Self> {
        Arc::new(Self {
            seen: Mutex::default(),
            hub: crate::live::hub::Hub::new(1),
            closing: tokio::sync::watch::channel(false).0,
            live: AtomicBool::new(false),
            reads_ok: AtomicBool::new(false),
            db,
            reads: Reads::new(Engine::Sqlite),
            feed: Feed::Sqlite,
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

    /// The keys `listen` names heard from now on, and `RESYNC` (a live stream's feed).
    pub fn subscribe(&self, listen: &crate::live::hub::Listen) -> crate::live::hub::Subscription {
        self.hub.subscribe(listen)
    }

    /// Turns true when the server stops.
    pub fn closing(&self) -> tokio::sync::watch::Receiver<bool> {
        self.closing.subscribe()
    }

    /// Ends every live stream (the server is stopping).
    pub fn close_streams(&self) {
        self.closing.send_replace(true);
    }

    pub(crate) fn changed(&self, key: &str) {
        self.metrics.changes_heard.inc();
        if let Ok(mut seen) = self.seen.lock() {
            if seen.touched.len() >= MAX_TOUCHED {
                seen.forget();
            }
            seen.seq += 1;
            let seq = seen.seq;
            seen.touched.insert(key.to_owned(), seq);
        }
        // Told once what was held under the key is stale: a stream that looks its session up
        // again because of it reads it anew, never the copy the change made stale.
        self.hub.tell(key);
    }

    /// Nothing held so far is used again.
    fn forget_all(&self) {
        if let Ok(mut seen) = self.seen.lock() {
            seen.forget();
        }
    }

    /// Nothing held is used, and nothing held so far ever again. Under the lock of what was seen,
    /// so it never interleaves with `hold_again`.
    pub(crate) fn stop_holding(&self) {
        if let Ok(mut seen) = self.seen.lock() {
            if self.live.swap(false, Ordering::AcqRel) {
                self.metrics.listen_restarts.inc();
                self.hub.tell(UNSURE);
            }
            seen.forget();
        }
    }

    /// Every change is heard again (from now on): values read from now on may be held.
    fn hold_again(&self) {
        if let Ok(mut seen) = self.seen.lock() {
            if self.hears_everything() {
                seen.forget();
                self.live.store(true, Ordering::Release);
                self.hub.tell(RESYNC);
            }
        }
    }

    /// The last read of `changes` succeeded and, on PostgreSQL, a connection listens (it is how
    /// a restart of the database is noticed).
    fn hears_everything(&self) -> bool {
        let listening = match &self.feed {
            Feed::Postgres { listening, .. } => listening.load(Ordering::Acquire),
            Feed::Sqlite => true,
        };
        listening && self.reads_ok.load(Ordering::Acquire)
    }

    /// After a write this server answers: returns once this server has heard every change
    /// committed before, so the next read here shows the write; and wakes the other servers.
    pub async fn settle(&self) {
        if let Feed::Postgres { wake_others, .. } = &self.feed {
            wake_others.notify_one();
        }
        if !self.live.load(Ordering::Acquire) {
            return; // nothing held is used
        }
        // Any read that begins from now on began after the write committed.
        let after = self.reads.begun.load(Ordering::Acquire) + 1;
        self.read_changes_since(Some(after)).await
    }

    /// Sends a `wake:` notification after this server's writes, one at a time: one sent answers
    /// every write that asked before it was sent. Outside any write's transaction, so no write's
    /// commit waits for PostgreSQL's notification lock.
    async fn wake_others(&self) {
        let Feed::Postgres {
            me, wake_others, ..
        } = &self.feed
        else {
            return;
        };
        let payload = format!("wake:{me}");
        loop {
            wake_others.notified().await;
            let sent = sqlx::query("SELECT pg_notify($1, $2)")
                .bind(CHANNEL)
                .bind(&payload)
                .execute(&self.db)
                .await;
            if let Err(e) = sent {
                // The others still read every `POSTGRES_POLL_EVERY`.
                tracing::debug!(error = %e, "could not wake the other servers");
            }
            // Each notification is a commit that waits for a flush of the log under a lock of
            // its own: under load, one wake for the writes of a few milliseconds.
            tokio::time::sleep(WAKE_GAP).await;
        }
    }

    fn heard(&self, payload: &str) {
        let Feed::Postgres {
            me,
            last_heard,
            wake_reader,
            ..
        } = &self.feed
        else {
            return;
        };
        last_heard.store(crate::db::now_ms(), Ordering::Release);
        if let Some(server) = payload.strip_prefix("wake:") {
            if server != me {
                wake_reader.notify_one();
            }
        }
    }

    /// Reads the changes since the last read. A failed read, or changes pruned before this server
    /// read them, and nothing held is trusted until a read succeeds again.
    async fn read_changes(&self) {
        self.read_changes_since(None).await
    }

    /// Reads the changes not read yet; with `after`, not when a read numbered `after` or later has
    /// finished while this one waited for its turn.
    async fn read_changes_since(&self, after: Option<u64>) {
        let Reads {
            cursor,
            begun,
            finished,
        } = &self.reads;
        let mut cursor = cursor.lock().await;
        if after.is_some_and(|after| finished.load(Ordering::Acquire) >= after) {
            return;
        }
        let number = begun.fetch_add(1, Ordering::AcqRel) + 1;
        let read = match &mut *cursor {
            Cursor::Sqlite { last } => self.read_sqlite(last).await,
            Cursor::Postgres { horizon, read, .. } => self.read_postgres(horizon, read).await,
        };
        match read {
            Ok(()) => {
                finished.fetch_max(number, Ordering::AcqRel);
                self.reads_ok.store(true, Ordering::Release);
                if !self.live.load(Ordering::Acquire) {
                    self.hold_again();
                }
            }
            Err(e) => {
                if self.live.load(Ordering::Acquire) {
                    tracing::warn!(error = %e, "cannot read changes; asking the database");
                }
                self.reads_ok.store(false, Ordering::Release);
                self.stop_holding();
            }
        }
    }

    async fn read_sqlite(&self, last: &mut i64) -> Result<(), sqlx::Error> {
        if *last < 0 {
            // The first read: what happened before is in what will be read from now on.
            *last = sqlx::query_scalar("SELECT COALESCE(MAX(id), 0) FROM changes")
                .fetch_one(&self.db)
                .await?;
            return Ok(());
        }
        loop {
            let rows: Vec<(i64, String)> = sqlx::query_as(&format!(
                "SELECT id, key FROM changes WHERE id > $1 ORDER BY id LIMIT {PAGE}"
            ))
            .bind(*last)
            .fetch_all(&self.db)
            .await?;
            if rows.first().is_some_and(|(id, _)| *id > *last + 1) {
                // A gap is changes pruned before this server read them.
                self.forget_all();
            }
            let full = rows.len() as i64 == PAGE;
            for (id, key) in rows {
                self.changed(&key);
                *last = id;
            }
            if !full {
                return Ok(());
            }
        }
    }

    /// PostgreSQL: the rows at or above the last horizon not read yet, by pages in `(txid, id)`
    /// order; the first page's snapshot gives the next horizon, in the same statement.
    async fn read_postgres(
        &self,
        horizon: &mut Option<i64>,
        read: &mut HashSet<(i64, i64)>,
    ) -> Result<(), sqlx::Error> {
        let Some(from) = *horizon else {
            // The first read: what happened before is in what will be read from now on.
            *horizon = Some(sqlx::query_scalar(HORIZON).fetch_one(&self.db).await?);
            return Ok(());
        };
        let mut after = (from - 1, i64::MAX);
        let mut now = None;
        loop {
            let rows: Vec<HorizonRow> = sqlx::query_as(&format!(
                "SELECT h.x, c.txid, c.id, c.key FROM ({HORIZON}) h (x) \
                     LEFT JOIN LATERAL (SELECT txid, id, key FROM changes \
                     WHERE (txid, id) > ($1, $2) ORDER BY txid, id LIMIT {PAGE}) c ON TRUE"
            ))
            .bind(after.0)
            .bind(after.1)
            .fetch_all(&self.db)
            .await?;
            let full = rows.len() as i64 == PAGE;
            for (x, txid, id, key) in rows {
                now.get_or_insert(x);
                let (Some(txid), Some(id), Some(key)) = (txid, id, key) else {
                    continue;
                };
                if read.insert((txid, id)) {
                    self.changed(&key);
                }
                after = (txid, id);
            }
            if !full {
                break;
            }
        }
        let now = now.unwrap_or(from).max(from);
        // Rows below the new horizon will not be read again.
        read.retain(|&(txid, _)| txid >= now);
        if read.len() > MAX_TOUCHED {
            // A transaction open for long holds the horizon back: reading the same rows again
            // is only extra work (each names its keys again), remembering them is memory.
            tracing::warn!("a long transaction holds back the changes' horizon");
            read.clear();
        }
        *horizon = Some(now);
        Ok(())
    }

    /// Deletes the changes every server has long read: SQLite's older than `KEEP_CHANGES`,
    /// PostgreSQL's below a horizon recorded at least that long ago.
    async fn prune(&self) {
        let mut cursor = self.reads.cursor.lock().await;
        let pruned = match &mut *cursor {
            Cursor::Sqlite { .. } => sqlx::query("DELETE FROM changes WHERE at < $1")
                .bind(crate::db::now_ms() - KEEP_CHANGES.as_millis() as i64)
                .execute(&self.db)
                .await
                .map(|_| ()),
            Cursor::Postgres { horizon, prune, .. } => {
                let Some(now) = *horizon else { return };
                match *prune {
                    Some((at, below)) if at.elapsed() >= KEEP_CHANGES => {
                        *prune = Some((Instant::now(), now));
                        sqlx::query("DELETE FROM changes WHERE txid < $1")
                            .bind(below)
                            .execute(&self.db)
                            .await
                            .map(|_| ())
                    }
                    Some(_) => Ok(()),
                    None => {
                        *prune = Some((Instant::now(), now));
                        Ok(())
                    }
                }
            }
        };
        if let Err(e) = pruned {
            tracing::debug!(error = %e, "could not prune the changes");
        }
    }

    /// Hears changes until the server stops: reads `changes` (on PostgreSQL also when woken),
    /// and on PostgreSQL listens (connecting again when the connection drops).
    pub fn spawn(self: Arc<Self>) -> tokio::task::JoinHandle<()> {
        tokio::spawn(async move {
            match &self.feed {
                Feed::Postgres { url, .. } => {
                    tokio::join!(
                        self.listen(url),
                        self.beat(),
                        self.wake_others(),
                        self.poll()
                    );
                }
                Feed::Sqlite => self.poll().await,
            }
        })
    }

    async fn poll(&self) {
        let every = match &self.feed {
            Feed::Postgres { .. } => POSTGRES_POLL_EVERY,
            Feed::Sqlite => SQLITE_POLL_EVERY,
        };
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut pruned = Instant::now();
        loop {
            match &self.feed {
                Feed::Postgres { wake_reader, .. } => {
                    tokio::select! {
                        _ = tick.tick() => {}
                        _ = wake_reader.notified() => {}
                    }
                }
                Feed::Sqlite => {
                    tick.tick().await;
                }
            }
            self.read_changes().await;
            if pruned.elapsed() >= Duration::from_secs(10) {
                pruned = Instant::now();
                self.prune().await;
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
        // Listening: what was held before may have missed changes (the database may have
        // restarted and emptied `changes`).
        self.hold_again();
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
    /// for `SILENT_MS`, nothing held is used (until it delivers again).
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
                self.hold_again();
            }
        }
    }
}

/// A row of a read of PostgreSQL's `changes`: the statement's horizon, and a change (none when
/// there is nothing past the last one read).
type HorizonRow = (i64, Option<i64>, Option<i64>, Option<String>);

/// The horizon of a read: every transaction below it had ended when the statement began.
const HORIZON: &str =
    "SELECT CAST(CAST(pg_snapshot_xmin(pg_current_snapshot()) AS TEXT) AS BIGINT)";

/// A `Changes` on an in-memory database that says it hears every change, for the unit tests of
/// what holds values by it.
#[cfg(test)]
pub(crate) fn hearing_for_tests(backlog: usize) -> Arc<Changes> {
    sqlx::any::install_default_drivers();
    let db = sqlx::any::AnyPoolOptions::new()
        .connect_lazy("sqlite::memory:")
        .expect("a lazy pool");
    let changes = Changes::new(
        db,
        "sqlite::memory:",
        backlog,
        crate::metrics::Metrics::new().unwrap(),
    );
    changes.live.store(true, Ordering::Release);
    changes
}

#[cfg(test)]
impl Changes {
    /// Hears every change again (the listener's state, set by hand).
    pub(crate) fn hear_again_for_tests(&self) {
        self.live.store(true, Ordering::Release);
    }

    /// How many keys are remembered as touched.
    pub(crate) fn touched_for_tests(&self) -> usize {
        self.seen.lock().map(|s| s.touched.len()).unwrap_or(0)
    }
}
