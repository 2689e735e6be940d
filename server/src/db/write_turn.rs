//! A write's transaction. On SQLite, writers take turns in this process in the order they came:
//! SQLite lets one writer in at a time, and the others would wait
//! in its busy handler, which polls with sleeps growing to 100 ms (32 writers: p99 near 800 ms,
//! ADR 0029). A queue hands the lock on the moment it is free. Other processes on the same file
//! (a second server, the CLI) still meet SQLite's own wait.

use std::collections::HashMap;
use std::ops::{Deref, DerefMut};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use sqlx::{Any, AnyConnection, Transaction};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use super::{Db, Engine};

/// Writers let in at once: the one holding SQLite's lock and the next, already waiting in
/// SQLite for it, so the lock passes on without a wake-up in between.
const WRITERS: usize = 2;

/// How long a writer waits for its turn before it goes on without one (SQLite's own wait then
/// applies): a write holding a turn that waited for another's would otherwise wait for ever.
const TURN_WAIT: Duration = Duration::from_secs(5);

/// A write's transaction (and, on SQLite, its turn): used as the connection it runs on.
pub struct WriteTx {
    tx: Transaction<'static, Any>,
    _turn: Option<OwnedSemaphorePermit>,
}

impl WriteTx {
    pub async fn commit(self) -> Result<(), sqlx::Error> {
        self.tx.commit().await
    }

    pub async fn rollback(self) -> Result<(), sqlx::Error> {
        self.tx.rollback().await
    }
}

impl Deref for WriteTx {
    type Target = AnyConnection;
    fn deref(&self) -> &AnyConnection {
        &self.tx
    }
}

impl DerefMut for WriteTx {
    fn deref_mut(&mut self) -> &mut AnyConnection {
        &mut self.tx
    }
}

/// The writers' queue of one SQLite database in this process.
fn turns(url: &str) -> Arc<Semaphore> {
    static TURNS: OnceLock<Mutex<HashMap<String, Arc<Semaphore>>>> = OnceLock::new();
    let mut all = TURNS
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(turns) = all.get(url) {
        return turns.clone();
    }
    let turns = Arc::new(Semaphore::new(WRITERS));
    all.insert(url.to_owned(), turns.clone());
    turns
}

/// A transaction for a write. On SQLite it takes the write lock at once (`BEGIN IMMEDIATE`): a
/// deferred transaction that read first would fail with "database is locked" when another
/// writer committed in between, instead of waiting its turn.
pub async fn begin_write(db: &Db) -> Result<WriteTx, sqlx::Error> {
    let url = db.connect_options().database_url.clone();
    if Engine::of(url.as_str()) == Engine::Sqlite {
        // The connection first: the next writer is ready to begin the moment the turn is free.
        let conn = db.acquire().await?;
        let turn = tokio::time::timeout(TURN_WAIT, turns(url.as_str()).acquire_owned())
            .await
            .ok()
            .and_then(Result::ok);
        let tx = Transaction::begin(conn, Some("BEGIN IMMEDIATE".into())).await?;
        Ok(WriteTx { tx, _turn: turn })
    } else {
        Ok(WriteTx {
            tx: db.begin().await?,
            _turn: None,
        })
    }
}
