//! The binary's commands and its refusal to start on a bad setting.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::Command;

fn portico(dir: &std::path::Path) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_portico"));
    cmd.current_dir(dir)
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("LOG", "warn");
    cmd
}

fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn temp_dir() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("portico-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn a_bad_setting_stops_start_up_with_one_line() {
    let dir = temp_dir();
    let out = portico(&dir)
        .env("PORT", "eighty")
        .arg("serve")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("PORT"), "{err}");

    let out = portico(&dir)
        .env("DATABASE_URL", "mysql://root:hunter2@db/x")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("hunter2"));
}

#[test]
fn migrate_seed_and_create_admin_on_the_default_sqlite_file() {
    let dir = temp_dir().join("chores");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let out = portico(&dir).arg("migrate").output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        dir.join("data/portico.db").exists(),
        "default DATABASE_URL is a file under ./data/"
    );

    let out = portico(&dir).arg("seed").output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    assert!(
        text.contains("demo data loaded") && text.contains("asha.verma@example.com"),
        "{text}"
    );
    let again = portico(&dir).arg("seed").output().unwrap();
    assert!(String::from_utf8_lossy(&again.stdout).contains("left as it is"));

    let out = portico(&dir)
        .args(["create-admin", "--email", "ops@example.com"])
        .env("ADMIN_PASSWORD", "long-enough-1")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let dup = portico(&dir)
        .args(["create-admin", "--email", "ops@example.com"])
        .env("ADMIN_PASSWORD", "long-enough-1")
        .output()
        .unwrap();
    assert!(!dup.status.success());
    let bad = portico(&dir).args(["create-admin"]).output().unwrap();
    assert!(!bad.status.success());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn sigterm_stops_the_server_cleanly() {
    let dir = temp_dir().join("sigterm");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut child = portico(&dir)
        .env("PORT", "0")
        .env("LOG", "info")
        .stderr(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Read its log in a thread; once it says it serves, its signal handlers are in place.
    let stdout = child.stdout.take().unwrap();
    let (said, heard) = std::sync::mpsc::channel::<String>();
    let reader = std::thread::spawn(move || {
        use std::io::BufRead;
        let mut log = String::new();
        for line in std::io::BufReader::new(stdout)
            .lines()
            .map_while(Result::ok)
        {
            if line.contains("portico is serving") {
                let _ = said.send(line.clone());
            }
            log.push_str(&line);
            log.push('\n');
        }
        log
    });
    heard
        .recv_timeout(std::time::Duration::from_secs(60))
        .expect("the server said it serves");
    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let status = child.wait().unwrap();
    let log = reader.join().unwrap();
    assert!(status.success(), "exit {status:?}\n{log}");
    assert!(log.contains("shutting down"), "{log}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn backup_copies_a_live_sqlite_database_and_the_copy_opens() {
    let dir = temp_dir().join("backup");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    assert!(portico(&dir).arg("seed").output().unwrap().status.success());
    // An attached file, as the server keeps one: a row naming its hash, the bytes in the folder
    // beside the database.
    let bytes = b"the signed change request";
    let hash = sha256_hex(bytes);
    let store = dir.join("data/attachments/sha256");
    std::fs::create_dir_all(&store).unwrap();
    std::fs::write(store.join(&hash), bytes).unwrap();
    let database = format!("sqlite://{}", dir.join("data/portico.db").display());
    tokio::runtime::Runtime::new().unwrap().block_on(async {
        let db = portico_server::db::connect(&database, Some(1))
            .await
            .unwrap();
        sqlx::query(
            "INSERT INTO attachments (id, uploaded_by, name, ext, content_type, size, sha256, \
             created_at) SELECT 'f1', id, 'change.txt', 'txt', 'text/plain', $1, $2, 0 \
             FROM users LIMIT 1",
        )
        .bind(bytes.len() as i64)
        .bind(&hash)
        .execute(&db)
        .await
        .unwrap();
        db.close().await;
    });
    let out = portico(&dir).args(["backup", "copy.db"]).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The files the copy names go with it.
    assert_eq!(
        std::fs::read(dir.join(format!("copy.db.files/sha256/{hash}"))).unwrap(),
        bytes
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("copied 1 attached file"));
    // The copy is a whole database: seeding it finds the demo accounts already there.
    let out = portico(&dir)
        .env("DATABASE_URL", "sqlite://copy.db?mode=rw")
        .arg("seed")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("already"),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    // Never over an existing file; PostgreSQL points at pg_dump.
    let out = portico(&dir).args(["backup", "copy.db"]).output().unwrap();
    assert!(!out.status.success());
    let out = portico(&dir)
        .env("DATABASE_URL", "postgres://nobody@127.0.0.1:1/none")
        .args(["backup", "x.db"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stderr).contains("pg_dump"));
}
