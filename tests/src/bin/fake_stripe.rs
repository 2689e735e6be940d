//! The fake Stripe on its own, for the browser journeys: serves on `127.0.0.1:$PORT` (0 picks a
//! free port) and prints `listening on http://127.0.0.1:NNNN`. Events go to `$WEBHOOK_URL`, or
//! where `POST /_fake/webhook` `{url}` says; `GET /_fake/sessions` lists the sessions and
//! `POST /_fake/complete/{id}` completes one without telling the app.

use std::io::Write;

use portico_tests::fake_stripe::FakeStripe;

#[tokio::main(flavor = "current_thread")]
async fn main() -> std::process::ExitCode {
    let port = std::env::var("PORT").unwrap_or_else(|_| "0".into());
    let Ok(port) = port.trim().parse::<u16>() else {
        eprintln!("PORT must be a port number, got '{port}'");
        return std::process::ExitCode::FAILURE;
    };
    let listener = match tokio::net::TcpListener::bind(("127.0.0.1", port)).await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("cannot listen on 127.0.0.1:{port}: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    let fake = FakeStripe::serve(listener);
    if let Ok(hook) = std::env::var("WEBHOOK_URL") {
        fake.set_webhook(&hook);
    }
    println!("listening on {}", fake.url);
    let _ = std::io::stdout().flush();
    // Stopped by Ctrl-C or by a script's `kill` (SIGTERM): either is a normal end.
    let mut term = match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("cannot watch SIGTERM: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        _ = term.recv() => {}
    }
    std::process::ExitCode::SUCCESS
}
