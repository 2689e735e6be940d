//! A real clamd for tests (Debian's `clamav-daemon`), one per test, killed when dropped: no
//! signature download, one signature of our own that matches `MARKER`, on a free loopback port.

use std::process::Stdio;
use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::process::{Child, Command};

use crate::TempDir;

/// Bytes that clamd, started here, reports as infected (`Portico.Test.Marker`).
pub const MARKER: &[u8] = b"PORTICO-TEST-VIRUS-MARKER-7f3a";

pub struct Clamd {
    /// `tcp://127.0.0.1:<port>`: what `CLAMD_URL` is set to.
    pub url: String,
    _child: Child,
    _dir: TempDir,
}

impl Clamd {
    /// Starts clamd with the one signature and waits (up to 60 s) until it answers PING.
    pub async fn start() -> Self {
        let dir = TempDir::new();
        let db = dir.0.join("db");
        std::fs::create_dir_all(&db).unwrap();
        let hex: String = MARKER.iter().map(|b| format!("{b:02x}")).collect();
        std::fs::write(
            db.join("portico.ndb"),
            format!("Portico.Test.Marker:0:*:{hex}\n"),
        )
        .unwrap();
        let port = crate::free_port();
        let conf = dir.0.join("clamd.conf");
        std::fs::write(
            &conf,
            format!(
                "DatabaseDirectory {db}\nTCPSocket {port}\nTCPAddr 127.0.0.1\nForeground yes\n\
                 LogFile {log}\nPidFile {pid}\nStreamMaxLength 30M\n{user}",
                db = db.display(),
                log = dir.0.join("clamd.log").display(),
                pid = dir.0.join("clamd.pid").display(),
                // clamd drops to its own user when started as root; the temp files are root's.
                user = if is_root() { "User root\n" } else { "" },
            ),
        )
        .unwrap();
        let child = crate::start_process(
            Command::new("clamd")
                .arg("-c")
                .arg(&conf)
                .stdout(Stdio::null())
                .stderr(Stdio::null()),
            "Debian's clamav-daemon (scripts/lib.sh ensure_clamd installs it)",
        );
        let address = format!("127.0.0.1:{port}");
        let deadline = Instant::now() + Duration::from_secs(60);
        while !pong(&address).await {
            assert!(
                Instant::now() < deadline,
                "clamd did not answer on {address} within 60 s (log: {})",
                std::fs::read_to_string(dir.0.join("clamd.log")).unwrap_or_default()
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        Self {
            url: format!("tcp://{address}"),
            _child: child,
            _dir: dir,
        }
    }
}

fn is_root() -> bool {
    std::env::var("USER").is_ok_and(|u| u == "root")
        || std::process::Command::new("id")
            .arg("-u")
            .output()
            .is_ok_and(|o| o.stdout.starts_with(b"0"))
}

async fn pong(address: &str) -> bool {
    let Ok(mut conn) = tokio::net::TcpStream::connect(address).await else {
        return false;
    };
    if conn.write_all(b"zPING\0").await.is_err() {
        return false;
    }
    let mut reply = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(2), conn.read_to_end(&mut reply)).await;
    reply.starts_with(b"PONG")
}
