//! Virus scanning with clamd (ADR 0039). With `CLAMD_URL` set, every new file is `pending` until
//! clamd has read it (its INSTREAM command: the bytes go from the store to clamd in chunks, never
//! whole in memory): then `clean`, or `infected` and kept from download, with staff told. A scan
//! that could not run (clamd down, too slow) leaves the file pending; the maintenance loop tries
//! again. Without clamd, files are `unscanned`.

use std::time::Duration;

use futures_util::StreamExt;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};

use crate::config::attachments::Clamd;
use crate::db::attachments as rows;
use crate::file_store::FileStore;
use crate::mail::{notify, Event, Item};
use crate::state::AppState;

/// What clamd said of a file.
#[derive(Debug, PartialEq, Eq)]
pub enum Verdict {
    Clean,
    /// The signature's name.
    Infected(String),
}

/// The most a scan may take, from connecting to the verdict (25 MiB reads in well under a second).
const TIMEOUT: Duration = Duration::from_secs(60);
/// The bytes sent per INSTREAM chunk.
const CHUNK: usize = 64 * 1024;
/// The longest reply clamd gives ("stream: <signature> FOUND").
const REPLY_MAX: u64 = 4096;

/// Streams `content` to clamd over `conn` and reads its verdict.
async fn instream<C, S, E>(mut conn: C, mut content: S) -> std::io::Result<Verdict>
where
    C: AsyncRead + AsyncWrite + Unpin,
    S: futures_util::Stream<Item = Result<axum::body::Bytes, E>> + Unpin,
    E: std::fmt::Display,
{
    conn.write_all(b"zINSTREAM\0").await?;
    while let Some(chunk) = content.next().await {
        let chunk = chunk.map_err(|e| std::io::Error::other(e.to_string()))?;
        for part in chunk.chunks(CHUNK) {
            let len = u32::try_from(part.len()).map_err(std::io::Error::other)?;
            conn.write_all(&len.to_be_bytes()).await?;
            conn.write_all(part).await?;
        }
    }
    conn.write_all(&[0, 0, 0, 0]).await?;
    conn.flush().await?;
    let mut reply = Vec::new();
    (&mut conn).take(REPLY_MAX).read_to_end(&mut reply).await?;
    verdict(&String::from_utf8_lossy(&reply))
}

/// `stream: OK`, or `stream: Eicar-Signature FOUND`; anything else (`... ERROR`) is no verdict.
fn verdict(reply: &str) -> std::io::Result<Verdict> {
    let reply = reply.trim_end_matches(['\0', '\n']).trim();
    let said = reply
        .strip_prefix("stream:")
        .map(str::trim)
        .unwrap_or(reply);
    if said == "OK" {
        return Ok(Verdict::Clean);
    }
    if let Some(name) = said.strip_suffix(" FOUND") {
        return Ok(Verdict::Infected(name.trim().to_owned()));
    }
    Err(std::io::Error::other(format!("clamd answered {reply:?}")))
}

/// Scans the stored content `sha256` with `clamd`.
pub async fn scan(clamd: &Clamd, files: &FileStore, sha256: &str) -> std::io::Result<Verdict> {
    let content = files.read(sha256).await.map_err(std::io::Error::other)?;
    let scanned = async {
        match clamd {
            Clamd::Tcp(addr) => {
                instream(tokio::net::TcpStream::connect(addr).await?, content).await
            }
            #[cfg(unix)]
            Clamd::Unix(path) => {
                instream(tokio::net::UnixStream::connect(path).await?, content).await
            }
            #[cfg(not(unix))]
            Clamd::Unix(_) => Err(std::io::Error::other("unix sockets need a unix system")),
        }
    };
    tokio::time::timeout(TIMEOUT, scanned)
        .await
        .map_err(|_| std::io::Error::other("clamd took too long"))?
}

/// Scans a pending content and records the verdict on every file that names it; tells staff of
/// each infected one. Nothing to do without clamd. A scan that fails leaves the files pending.
pub async fn settle(state: &AppState, sha256: &str) -> Result<(), sqlx::Error> {
    let Some(clamd) = &state.config.attachments.clamd else {
        return Ok(());
    };
    let found = match scan(clamd, &state.files, sha256).await {
        Ok(found) => found,
        Err(e) => {
            tracing::warn!(error = %e, "a file could not be scanned: it stays pending");
            return Ok(());
        }
    };
    let mut tx = crate::db::begin_write(&state.db).await?;
    let state_name = match &found {
        Verdict::Clean => "clean",
        Verdict::Infected(_) => "infected",
    };
    let files = rows::set_scan(&mut tx, sha256, state_name).await?;
    if let Verdict::Infected(signature) = &found {
        tracing::warn!(%signature, files = files.len(), "a file was found infected and kept from download");
        let digest = state.mail.settings.digest_ms;
        for f in &files {
            let company = f.company_id.clone().map(crate::ids::UserId::from_stored);
            let item = Item {
                event: Event::FileInfected,
                who: f.uploader_name.clone(),
                title: f.name.clone(),
                project: String::new(),
                body: signature.clone(),
                path: company
                    .as_ref()
                    .map_or_else(|| "/admin".to_owned(), notify::staff_client_path),
            };
            notify::staff(&mut tx, digest, company.as_ref(), item).await?;
        }
    }
    tx.commit().await?;
    state.mail.wake();
    Ok(())
}

/// Tries again the files still pending (clamd was down, or the server stopped mid-scan).
pub async fn retry_pending(state: &AppState) -> Result<usize, sqlx::Error> {
    if state.config.attachments.clamd.is_none() {
        return Ok(0);
    }
    let pending = rows::pending_contents(&state.db, 20).await?;
    for sha256 in &pending {
        settle(state, sha256).await?;
    }
    Ok(pending.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clamd_replies_read_as_verdicts() {
        assert_eq!(verdict("stream: OK\0").unwrap(), Verdict::Clean);
        assert_eq!(
            verdict("stream: Eicar-Test-Signature FOUND\0").unwrap(),
            Verdict::Infected("Eicar-Test-Signature".into())
        );
        assert!(verdict("INSTREAM size limit exceeded. ERROR\0").is_err());
        assert!(verdict("").is_err());
    }
}
