//! `portico`: one binary for the server and its chores.
//!
//!   portico [serve]                          serve the API and the web app
//!   portico migrate                          apply database migrations and exit
//!   portico create-admin --email E [--name N]   create a staff account; the password comes
//!                                            from ADMIN_PASSWORD or the first line of stdin
//!   portico seed                             load demo data into an empty database (`demo` feature)
//!   portico seed --bench [CLIENTS]           load the benchmark data set (200 clients) instead
//!   portico backup FILE                      a consistent copy of a live SQLite database, and
//!                                            its attached files (local store) in FILE.files/
//!   portico openapi                          print the API's OpenAPI document (no database)

use std::process::ExitCode;

use portico_server::config::Config;
use portico_server::{db, telemetry, Application};

const USAGE: &str = "usage: portico [serve | migrate | create-admin --email EMAIL [--name NAME] | seed | backup FILE | openapi]";

fn main() -> ExitCode {
    tune_allocator();
    run()
}

/// glibc keeps the memory a thread frees in that thread's own heap, and after the first large
/// block is freed it stops mapping blocks of that size separately: each password hash (Argon2's
/// several MiB) then stays resident once for every thread that ever hashed one. Two heaps and a fixed
/// 1 MiB mapping threshold keep the resident memory near what is in use (in the benchmark, peak
/// memory fell from about 200 to 85 MiB). A fixed mapping threshold also fixes the trim threshold
/// at 128 KiB: every answer of a few hundred kilobytes then grew the heap and gave it back, and
/// the page faults cost a kept list read about a sixth of its rate, so up to 16 MiB of free heap
/// is kept for the next answer (peak memory unchanged). glibc reads these settings only at start,
/// so the process starts itself once more with them set; an operator's own values are kept.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn tune_allocator() {
    use std::os::unix::process::CommandExt;
    const SETTINGS: [(&str, &str); 3] = [
        ("MALLOC_ARENA_MAX", "2"),
        ("MALLOC_MMAP_THRESHOLD_", "1048576"),
        ("MALLOC_TRIM_THRESHOLD_", "16777216"),
    ];
    const MARK: &str = "PORTICO_ALLOCATOR_TUNED";
    let missing: Vec<_> = SETTINGS
        .iter()
        .filter(|(name, _)| std::env::var_os(name).is_none())
        .collect();
    if missing.is_empty() || std::env::var_os(MARK).is_some() {
        return;
    }
    let Ok(exe) = std::env::current_exe() else {
        return;
    };
    let mut again = std::process::Command::new(exe);
    again.args(std::env::args_os().skip(1)).env(MARK, "1");
    for (name, value) in missing {
        again.env(name, value);
    }
    // Replaces this process (same pid); it only returns if that failed.
    let err = again.exec();
    eprintln!("portico: could not restart with the allocator settings ({err}); going on without");
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn tune_allocator() {}

#[tokio::main]
async fn run() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let config = match Config::from_env() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("portico: configuration error: {e}");
            return ExitCode::from(2);
        }
    };
    telemetry::init(&config.log);
    let result = match args.first().map(String::as_str) {
        None | Some("serve") => serve(config).await,
        Some("migrate") => migrate(&config).await,
        Some("create-admin") => create_admin(&config, &args[1..]).await,
        #[cfg(feature = "demo")]
        Some("seed") => match args.get(1).map(String::as_str) {
            Some("--bench") => seed_bench(&config, args.get(2)).await,
            None => seed_demo(&config).await,
            Some(other) => Err(format!("unexpected argument '{other}'\n{USAGE}")),
        },
        #[cfg(not(feature = "demo"))]
        Some("seed") => Err("this build has no demo data: build with `--features demo`".into()),
        Some("backup") => match args.get(1) {
            Some(file) if args.len() == 2 => backup(&config, file).await,
            _ => Err(format!(
                "backup takes one argument, the file to write\n{USAGE}"
            )),
        },
        Some("openapi") => {
            let doc = portico_server::routes::openapi_document();
            serde_json::to_string_pretty(&doc)
                .map(|text| println!("{text}"))
                .map_err(|e| e.to_string())
        }
        Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            Ok(())
        }
        Some(other) => Err(format!("unknown command '{other}'\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("portico: {e}");
            ExitCode::FAILURE
        }
    }
}

async fn serve(config: Config) -> Result<(), String> {
    let app = Application::build(config.clone())
        .await
        .map_err(|e| e.to_string())?;
    app.run_until_stopped().await.map_err(|e| e.to_string())
}

/// A consistent copy of the live SQLite database (readers and writers may keep going: SQLite's
/// `VACUUM INTO` reads one snapshot). Restoring is stopping the servers and putting the copy in
/// place of the file. PostgreSQL has its own tools.
async fn backup(config: &Config, file: &str) -> Result<(), String> {
    let url = config.database_url.expose();
    if db::Engine::of(url) != db::Engine::Sqlite {
        return Err(
            "backup copies the embedded SQLite database; for PostgreSQL use pg_dump \
                    (pg_dump -Fc DATABASE_URL > portico.dump; restore with pg_restore)"
                .into(),
        );
    }
    let target = std::path::Path::new(file);
    if target.exists() {
        return Err(format!("{file} already exists; choose a new file"));
    }
    let pool = open(config).await?;
    sqlx::query("VACUUM INTO $1")
        .bind(file)
        .execute(&pool)
        .await
        .map_err(|e| format!("backup failed: {e}"))?;
    pool.close().await;
    println!("backed up to {file}");
    backup_files(config, file).await
}

/// The attached files the copy names, from a local store into `FILE.files/` (kept as in the store,
/// `sha256/<hash>`), after the database copy: every file a row of the copy names was stored before
/// its row was written. An S3 store keeps its own copies: the backup says so instead.
async fn backup_files(config: &Config, file: &str) -> Result<(), String> {
    use portico_server::config::attachments::StoreUrl;
    let root = match &config.attachments.store {
        StoreUrl::Local(root) => root.clone(),
        StoreUrl::S3 { bucket, .. } => {
            println!(
                "attached files stay in the S3 bucket {bucket}: back it up with the store's own \
                 tools (versioning, or a copy to another bucket)"
            );
            return Ok(());
        }
    };
    let copy = db::connect(&format!("sqlite://{file}?mode=rw"), Some(1))
        .await
        .map_err(|e| format!("cannot read the copy: {e}"))?;
    let hashes: Vec<String> = sqlx::query_scalar("SELECT DISTINCT sha256 FROM attachments")
        .fetch_all(&copy)
        .await
        .map_err(|e| format!("cannot list the attached files: {e}"))?;
    copy.close().await;
    let target = std::path::PathBuf::from(format!("{file}.files")).join("sha256");
    std::fs::create_dir_all(&target)
        .map_err(|e| format!("cannot create {}: {e}", target.display()))?;
    let mut missing = 0;
    for hash in &hashes {
        // A hash is 64 hex digits as the server wrote it; anything else names no file of ours.
        if hash.len() != 64 || !hash.bytes().all(|b| b.is_ascii_hexdigit()) {
            missing += 1;
            continue;
        }
        let from = root.join("sha256").join(hash);
        match std::fs::copy(&from, target.join(hash)) {
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => missing += 1,
            Err(e) => return Err(format!("cannot copy {}: {e}", from.display())),
        }
    }
    println!(
        "copied {} attached file(s) to {file}.files{}",
        hashes.len() - missing,
        if missing > 0 {
            format!(" ({missing} named by the copy were no longer stored)")
        } else {
            String::new()
        }
    );
    Ok(())
}

async fn open(config: &Config) -> Result<db::Db, String> {
    let pool = db::connect(config.database_url.expose(), config.pool_size)
        .await
        .map_err(|e| format!("cannot open the database: {e}"))?;
    db::migrate(&pool, config.database_url.expose())
        .await
        .map_err(|e| format!("cannot migrate the database: {e}"))?;
    Ok(pool)
}

async fn migrate(config: &Config) -> Result<(), String> {
    open(config).await?;
    println!("migrations applied");
    Ok(())
}

async fn create_admin(config: &Config, args: &[String]) -> Result<(), String> {
    let mut email = None;
    let mut name = "Administrator".to_owned();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--email" => email = it.next().cloned(),
            "--name" => name = it.next().cloned().unwrap_or(name),
            other => return Err(format!("unexpected argument '{other}'\n{USAGE}")),
        }
    }
    let email = email.ok_or_else(|| format!("create-admin needs --email\n{USAGE}"))?;
    let password = match config.admin_password.as_ref() {
        Some(p) => p.expose().to_owned(),
        None => {
            let mut line = String::new();
            std::io::stdin()
                .read_line(&mut line)
                .map_err(|e| format!("cannot read the password from stdin: {e}"))?;
            line.trim_end_matches(['\r', '\n']).to_owned()
        }
    };
    let pool = open(config).await?;
    portico_server::accounts::create_admin(&pool, &email, &name, &password).await?;
    println!("administrator {email} created");
    Ok(())
}

#[cfg(feature = "demo")]
async fn seed_demo(config: &Config) -> Result<(), String> {
    let pool = open(config).await?;
    match portico_server::seed::demo(&pool).await? {
        true => println!("demo data loaded"),
        false => println!("the database already has accounts; demo data left as it is"),
    }
    println!("{}", portico_server::seed::DEMO_SIGN_INS);
    Ok(())
}

#[cfg(feature = "demo")]
async fn seed_bench(config: &Config, clients: Option<&String>) -> Result<(), String> {
    let clients = match clients {
        None => 200,
        Some(n) => n
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=10_000).contains(n))
            .ok_or_else(|| format!("CLIENTS must be a number from 1 to 10000, got '{n}'"))?,
    };
    let pool = open(config).await?;
    let started = std::time::Instant::now();
    if !portico_server::bench_seed::load(&pool, clients).await? {
        return Err("the database already has accounts; use an empty one for the benchmark".into());
    }
    println!(
        "benchmark data loaded in {:.1} s: {clients} clients; sign in as {} / {}",
        started.elapsed().as_secs_f64(),
        portico_server::bench_seed::BENCH_CLIENT,
        portico_server::bench_seed::BENCH_PASSWORD
    );
    Ok(())
}
