//! The live stream (`GET /api/events`, Server-Sent Events): a write reaches the streams of the
//! people who may see what it changed, on this server and on another, and nobody else's; nothing
//! of another company's ever appears on a client's stream, not even an id; signing out ends the
//! stream.

use std::time::Duration;

use portico_server::db::users::Role;
use portico_tests::mail::MailServer;
use portico_tests::{
    created_id, engine_fns, engine_tests, id_of, spawn_app, spawn_app_env, spawn_pair,
    within_a_second, world, Engine, TestApp, World,
};
use serde_json::{json, Value};

/// Generous bounds for a failing story; the design's bound is a second.
const WAIT: Duration = Duration::from_secs(5);

/// An open stream, read event by event.
struct Stream {
    res: reqwest::Response,
    buf: String,
}

impl Stream {
    async fn open(app: &TestApp, token: &str) -> Self {
        let res = app
            .http
            .get(app.url("/api/events"))
            .bearer_auth(token)
            // As browsers ask: the stream is never compressed all the same.
            .header("accept-encoding", "gzip, deflate, br, zstd")
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
        let headers = res.headers();
        assert_eq!(headers["content-type"], "text/event-stream");
        assert_eq!(headers["x-accel-buffering"], "no");
        assert!(headers.get("content-encoding").is_none());
        Self {
            res,
            buf: String::new(),
        }
    }

    /// The next event's name and data within `within`; None when none came or the stream ended.
    async fn next(&mut self, within: Duration) -> Option<(String, Value)> {
        let until = tokio::time::Instant::now() + within;
        loop {
            if let Some(end) = self.buf.find("\n\n") {
                let block: String = self.buf.drain(..end + 2).collect();
                let (mut name, mut data) = (None, None);
                for line in block.lines() {
                    if let Some(v) = line.strip_prefix("event:") {
                        name = Some(v.trim().to_owned());
                    } else if let Some(v) = line.strip_prefix("data:") {
                        data = Some(serde_json::from_str(v.trim()).unwrap());
                    }
                }
                match (name, data) {
                    (Some(name), Some(data)) => return Some((name, data)),
                    _ => continue, // a keep-alive comment
                }
            }
            let chunk = tokio::time::timeout_at(until, self.res.chunk()).await;
            match chunk {
                Ok(Ok(Some(bytes))) => self.buf.push_str(std::str::from_utf8(&bytes).unwrap()),
                _ => return None,
            }
        }
    }

    /// Every event within `within`.
    async fn all(&mut self, within: Duration) -> Vec<(String, Value)> {
        let until = tokio::time::Instant::now() + within;
        let mut out = Vec::new();
        while let Some(e) = self.next(until - tokio::time::Instant::now()).await {
            out.push(e);
        }
        out
    }

    /// The next `kind` event about `id` within `WAIT`, skipping others (the list's, say).
    async fn about(&mut self, kind: &str, id: &str) -> bool {
        let until = tokio::time::Instant::now() + WAIT;
        while let Some((name, data)) = self.next(until - tokio::time::Instant::now()).await {
            if name == kind && data["_id"] == id {
                return true;
            }
        }
        false
    }

    async fn project(&mut self, project: &str) -> bool {
        self.about("project", project).await
    }

    async fn ticket(&mut self, ticket: &str) -> bool {
        self.about("ticket", ticket).await
    }

    /// Everything heard within 1.5 s names none of `secrets`, and includes a `kind` event about
    /// `id` (the write that follows the ones it must not hear of).
    async fn hears_only(&mut self, kind: &str, id: &str, secrets: &[&String]) {
        let heard = self.all(Duration::from_millis(1500)).await;
        let text = format!("{heard:?}");
        for secret in secrets {
            assert!(!text.contains(secret.as_str()), "heard {secret}: {text}");
        }
        assert!(
            heard.iter().any(|(n, d)| n == kind && d["_id"] == id),
            "{text}"
        );
    }

    /// The last event within `within` is `end`, and the stream ends.
    async fn is_told_end(&mut self, within: Duration) {
        let heard = self.all(within).await;
        assert_eq!(heard.last().map(|e| e.0.as_str()), Some("end"), "{heard:?}");
        assert!(self.ends(WAIT).await, "the stream ends with its session");
    }

    /// The stream ended (the server closed it) within `within`.
    async fn ends(&mut self, within: Duration) -> bool {
        let until = tokio::time::Instant::now() + within;
        loop {
            match tokio::time::timeout_at(until, self.res.chunk()).await {
                Ok(Ok(Some(_))) => continue,
                Ok(Ok(None)) | Ok(Err(_)) => return true,
                Err(_) => return false,
            }
        }
    }
}

async fn a_write_reaches_only_those_who_may_see_it(app: &TestApp) {
    let w = world(app).await;
    let mut a = Stream::open(app, &w.a_token).await;
    let mut b = Stream::open(app, &w.b_token).await;
    let mut staff = Stream::open(app, &w.admin_token).await;
    let (name, hello) = a.next(WAIT).await.unwrap();
    assert_eq!(name, "hello");
    assert!(
        hello["projects"][&w.project_a].as_i64().is_some(),
        "{hello}"
    );
    assert!(hello["projects"].get(&w.project_b).is_none(), "{hello}");
    assert_eq!(b.next(WAIT).await.unwrap().0, "hello");
    assert_eq!(staff.next(WAIT).await.unwrap().0, "hello");

    w.set_task_status(app, &w.task_a, "done").await;
    assert!(a.project(&w.project_a).await, "A hears of its project");
    assert!(
        staff.project(&w.project_a).await,
        "staff hear of every project"
    );

    // Writes to B's project: B hears of them; A's stream never names them.
    let sprint = created_id(
        app.post(
            &format!("/api/project/addSprint/{}", w.project_b),
            &json!({"title": "Canary"}),
            Some(&w.admin_token),
        )
        .await,
    )
    .await;
    let task = app
        .post(
            &format!("/api/project/addTask/{sprint}"),
            &json!({"title": "Canary task"}),
            Some(&w.admin_token),
        )
        .await;
    assert_eq!(task.status(), 201);
    assert!(b.project(&w.project_b).await, "B hears of its project");
    // A's project written again: the next thing A hears is about it, and nothing before it
    // named B's project, B, or B's records.
    w.set_task_status(app, &w.task_a, "todo").await;
    a.hears_only("project", &w.project_a, &[&w.project_b, &w.b, &sprint])
        .await;
    // B heard nothing of A's project.
    let heard = format!("{:?}", b.all(Duration::from_millis(300)).await);
    assert!(!heard.contains(w.project_a.as_str()), "{heard}");
}

async fn signing_out_ends_the_stream(app: &TestApp) {
    let w = world(app).await;
    let mut a = Stream::open(app, &w.a_token).await;
    assert_eq!(a.next(WAIT).await.unwrap().0, "hello");
    let res = app
        .post("/api/user/logout", &json!({}), Some(&w.a_token))
        .await;
    assert!(res.status().is_success(), "{}", res.status());
    // It says so (the page then stops following instead of opening a stream again), and ends.
    a.is_told_end(WAIT).await;
    // And a stream cannot be opened with it again.
    let res = app
        .http
        .get(app.url("/api/events"))
        .bearer_auth(&w.a_token)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
    let res = app.http.get(app.url("/api/events")).send().await.unwrap();
    assert_eq!(res.status(), 401);
}

async fn reply(app: &TestApp, ticket: &str, text: &str, token: &str) {
    let res = app
        .post(
            &format!("/api/ticket/{ticket}/reply"),
            &json!({ "text": text }),
            Some(token),
        )
        .await;
    assert!(res.status().is_success(), "{}", res.status());
}

/// A reply, a new ticket and a closed one reach the streams of the ticket's company and staff,
/// and no other company's, not even as an id.
async fn a_ticket_is_heard_by_its_company_and_staff_only(app: &TestApp) {
    let w = world(app).await;
    let mut a = Stream::open(app, &w.a_token).await;
    let mut b = Stream::open(app, &w.b_token).await;
    let mut staff = Stream::open(app, &w.admin_token).await;
    for s in [&mut a, &mut b, &mut staff] {
        assert_eq!(s.next(WAIT).await.unwrap().0, "hello");
    }

    reply(app, &w.ticket_a, "We are on it.", &w.admin_token).await;
    assert!(a.ticket(&w.ticket_a).await, "A hears of staff's reply");
    assert!(
        staff.ticket(&w.ticket_a).await,
        "staff hear of every ticket"
    );

    // B's ticket answered, and a new one opened by B: B and staff hear; A never does.
    reply(app, &w.ticket_b, "Secret reply", &w.admin_token).await;
    let opened = created_id(
        app.post(
            "/api/ticket/create",
            &json!({"title": "Canary", "description": "B's", "project": w.project_b}),
            Some(&w.b_token),
        )
        .await,
    )
    .await;
    assert!(b.ticket(&w.ticket_b).await);
    assert!(b.ticket(&opened).await, "B hears of its new ticket");
    assert!(staff.ticket(&opened).await);
    // A's own ticket again: the next thing A hears is about it, and nothing before it named B's.
    reply(app, &w.ticket_a, "Thanks!", &w.a_token).await;
    a.hears_only(
        "ticket",
        &w.ticket_a,
        &[&w.ticket_b, &opened, &w.project_b, &w.b],
    )
    .await;
}

/// The canary over every write: every route of the role table is sent as client A and as staff
/// while client B's stream is open; B's stream never names A, A's project, sprint, task or
/// ticket, and still hears of B's own project at the end (it was open throughout).
async fn no_write_of_another_company_reaches_a_stream(app: &TestApp) {
    let w = world(app).await;
    let rows = portico_tests::route_table::routes(app, &w).await;
    let mut b = Stream::open(app, &w.b_token).await;
    assert_eq!(b.next(WAIT).await.unwrap().0, "hello");
    for route in &rows {
        for token in [&w.a_token, &w.admin_token] {
            let res = route.send(app, Some(token)).await;
            assert!(
                res.status().as_u16() < 500,
                "{} {}",
                route.method,
                route.path
            );
        }
    }
    // A write to B's own project, answered by a staff session still open (the table's last rows
    // end sessions): B hears of it, after whatever the table's writes told it.
    let staff = app.admin_login("boss@example.com", "admin-pass-1").await;
    let res = app
        .post(
            &format!("/api/project/addSprint/{}", w.project_b),
            &json!({"title": "Still listening"}),
            Some(&staff),
        )
        .await;
    assert_eq!(res.status(), 201);
    let mut heard = Vec::new();
    let until = tokio::time::Instant::now() + WAIT;
    while let Some(event) = b.next(until - tokio::time::Instant::now()).await {
        let done = event.0 == "project" && event.1["_id"] == w.project_b.as_str();
        heard.push(event);
        if done {
            break;
        }
    }
    let text = format!("{heard:?}");
    assert!(
        text.contains(w.project_b.as_str()),
        "B's stream was open: {text}"
    );
    for secret in [&w.a, &w.project_a, &w.sprint_a, &w.task_a, &w.ticket_a] {
        assert!(!text.contains(secret.as_str()), "B heard {secret}: {text}");
    }
}

/// A stream looks its session up when a change names it, and when it expires: a session that
/// runs out with nothing written ends its stream then, not before and not a second later.
async fn a_session_ends_its_stream_when_it_expires(app: &TestApp) {
    let w = world(app).await;
    let mut a = Stream::open(app, &w.a_token).await;
    assert_eq!(a.next(WAIT).await.unwrap().0, "hello");
    // Its expiry brought forward (a write to the session, which the stream hears of).
    let expires = portico_tests::now_ms() + 2500;
    sqlx::query("UPDATE sessions SET expires_at = $1 WHERE user_id = $2")
        .bind(expires)
        .bind(&w.a)
        .execute(&app.db)
        .await
        .unwrap();
    let early = a.all(Duration::from_millis(1500)).await;
    assert!(
        early.iter().all(|(n, _)| n != "end"),
        "still live: {early:?}"
    );
    let heard = a.all(WAIT).await;
    let ended = portico_tests::now_ms();
    assert_eq!(heard.last().map(|e| e.0.as_str()), Some("end"), "{heard:?}");
    assert!(
        ended >= expires && ended < expires + 1500,
        "ended {} ms after the expiry",
        ended - expires
    );
}

/// A staff member's view of a client's portal lives while the staff session does: signing the
/// staff session out ends the view's stream within a second.
async fn a_staff_view_ends_its_stream_with_the_staff_session(app: &TestApp) {
    let w = world(app).await;
    let staff = app.admin_login("boss@example.com", "admin-pass-1").await;
    let opened = app
        .post(
            &format!("/api/admin/viewAs/{}", w.a),
            &json!({}),
            Some(&staff),
        )
        .await;
    assert!(opened.status().is_success(), "{}", opened.status());
    let opened: Value = opened.json().await.unwrap();
    let view = opened["token"].as_str().unwrap().to_owned();
    let mut viewing = Stream::open(app, &view).await;
    assert_eq!(viewing.next(WAIT).await.unwrap().0, "hello");
    let mut own = Stream::open(app, &w.a_token).await;
    assert_eq!(own.next(WAIT).await.unwrap().0, "hello");
    let res = app.post("/api/user/logout", &json!({}), Some(&staff)).await;
    assert!(res.status().is_success(), "{}", res.status());
    viewing.is_told_end(Duration::from_millis(2000)).await;
    // The client's own stream goes on.
    w.set_task_status(app, &w.task_a, "done").await;
    assert!(own.project(&w.project_a).await);
}

/// Staff deactivate a client account.
async fn deactivate(app: &TestApp, w: &World, id: &str) {
    let res = app
        .put(
            &format!("/api/user/active/{id}"),
            &json!({"active": false}),
            Some(&w.admin_token),
        )
        .await;
    assert!(res.status().is_success(), "{}", res.status());
}

/// A person of a client company has no session of their own ended when staff deactivate the
/// company: their stream hears of the company's change, looks their session up within the
/// second, and ends.
async fn deactivating_a_company_ends_its_peoples_streams(app: &TestApp) {
    let w = world(app).await;
    let body = json!({"name": "Mira", "email": "mira@a.example", "allProjects": true});
    let (_, member) = portico_tests::add_person(app, &w.admin_token, &w.a, body).await;
    let mut stream = Stream::open(app, &member).await;
    assert_eq!(stream.next(WAIT).await.unwrap().0, "hello");
    deactivate(app, &w, &w.a).await;
    stream.is_told_end(Duration::from_millis(2500)).await;
}

engine_tests!(
    deactivating_a_company_ends_its_peoples_streams,
    a_write_reaches_only_those_who_may_see_it,
    no_write_of_another_company_reaches_a_stream,
    a_ticket_is_heard_by_its_company_and_staff_only,
    signing_out_ends_the_stream,
    a_session_ends_its_stream_when_it_expires,
    a_staff_view_ends_its_stream_with_the_staff_session
);

/// A write answered by one server reaches a stream open on another (on SQLite, two servers on
/// one file).
async fn a_write_on_one_server_reaches_a_stream_on_another(engine: Engine) {
    let (one, two) = spawn_pair(engine, vec![]).await;
    let w = world(&one).await;
    let mut a = Stream::open(&two, &w.a_token).await;
    assert_eq!(a.next(WAIT).await.unwrap().0, "hello");
    w.set_task_status(&one, &w.task_a, "inprogress").await;
    assert!(a.project(&w.project_a).await);
}

/// Staff deactivate a client on one server: the client's stream on another server is told `end`
/// and ends (the session was revoked, not signed out by its owner).
async fn a_revoked_session_ends_its_stream_on_another_server(engine: Engine) {
    let (one, two) = spawn_pair(engine, vec![]).await;
    let w = world(&one).await;
    let mut b = Stream::open(&two, &w.b_token).await;
    assert_eq!(b.next(WAIT).await.unwrap().0, "hello");
    deactivate(&one, &w, &w.b).await;
    b.is_told_end(WAIT).await;
}

/// Stopping a server (SIGTERM) ends its open streams at once, so they do not hold the stop up,
/// and the server takes no new connection.
async fn stopping_the_server_ends_its_streams(engine: Engine) {
    let mut app = spawn_app(engine).await;
    let w = world(&app).await;
    let mut a = Stream::open(&app, &w.a_token).await;
    assert_eq!(a.next(WAIT).await.unwrap().0, "hello");
    app.stop_serving();
    assert!(
        a.ends(Duration::from_secs(2)).await,
        "the stream ends when its server stops"
    );
    let until = tokio::time::Instant::now() + WAIT;
    while tokio::net::TcpStream::connect(("127.0.0.1", app.port))
        .await
        .is_ok()
    {
        assert!(
            tokio::time::Instant::now() < until,
            "still taking connections"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

engine_fns!(
    a_write_on_one_server_reaches_a_stream_on_another,
    a_revoked_session_ends_its_stream_on_another_server,
    stopping_the_server_ends_its_streams
);

/// A stream that falls behind (more changes at once than it may lag by: one, here) is told
/// `resync`, so its page reads everything again, rather than missing what it did not hear.
async fn a_stream_that_falls_behind_is_told_to_resync(engine: Engine) {
    let app = spawn_app_env(engine, vec![("LIVE_BACKLOG", "1".into())]).await;
    let w = world(&app).await;
    let mut staff = Stream::open(&app, &w.admin_token).await;
    assert_eq!(staff.next(WAIT).await.unwrap().0, "hello");
    // Each write names its project and its client at once; three at once name more.
    for _ in 0..3 {
        tokio::join!(
            w.set_task_status(&app, &w.task_a, "done"),
            w.set_task_status(&app, &w.task_a, "todo"),
            w.set_task_status(&app, &w.task_a, "inprogress"),
        );
    }
    let heard = staff.all(Duration::from_millis(1500)).await;
    assert!(heard.iter().any(|(n, _)| n == "resync"), "{heard:?}");
    app.cleanup().await;
}

engine_fns!(a_stream_that_falls_behind_is_told_to_resync);

/// A mail that fails is told to staff's streams (the staff home counts failed mails), and so is
/// its being queued again; a client's stream hears nothing of it.
async fn a_failed_mail_is_told_to_staff_only(app: &TestApp, mail: &MailServer) {
    let admin = crate::mail::staff(app).await;
    app.create_user(Role::Client, "Ann", "ann@example.com", "client-pass-1")
        .await;
    let client = app.login("ann@example.com", "client-pass-1").await;
    let mut staff = Stream::open(app, &admin).await;
    let mut ann = Stream::open(app, &client).await;
    assert_eq!(staff.next(WAIT).await.unwrap().0, "hello");
    assert_eq!(ann.next(WAIT).await.unwrap().0, "hello");

    mail.refuse_next(1, 550).await;
    let queued = app
        .post(
            "/api/admin/mail/test",
            &json!({"email": "gone@example.com"}),
            Some(&admin),
        )
        .await;
    assert_eq!(queued.status(), 202);
    let id = id_of(&queued.json().await.unwrap());
    assert!(
        staff.about("mail", &id).await,
        "staff hear of the failed mail"
    );
    let path = format!("/api/admin/mail/{id}/resend");
    let again = app.post(&path, &Value::Null, Some(&admin)).await;
    assert_eq!(again.status(), 200);
    assert!(
        staff.about("mail", &id).await,
        "and of its being queued again"
    );
    let heard = format!("{:?}", ann.all(Duration::from_millis(500)).await);
    assert!(!heard.contains(&id) && !heard.contains("mail"), "{heard}");
}

crate::mail_tests!(a_failed_mail_is_told_to_staff_only);

/// The connections that listen for changes (both servers') are killed: once the servers listen
/// again, a stream on B is told `resync` (it may have missed changes meanwhile), and a write on A
/// reaches it again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stream_on_b_follows_on_after_its_listener_is_killed_postgres() {
    let (a, b) = spawn_pair(Engine::Postgres, vec![]).await;
    let w = world(&a).await;
    within_a_second("both servers listen", || async { a.listeners().await == 2 }).await;
    let mut stream = Stream::open(&b, &w.a_token).await;
    assert_eq!(stream.next(WAIT).await.unwrap().0, "hello");

    assert_eq!(a.end_listeners().await, vec![true, true]);
    let mut told = false;
    while let Some((name, _)) = stream.next(WAIT).await {
        if name == "resync" {
            told = true;
            break;
        }
    }
    assert!(told, "B's stream is told to read everything again");
    w.set_task_status(&a, &w.task_a, "done").await;
    assert!(
        stream.project(&w.project_a).await,
        "a write on A reaches B again"
    );
    drop(stream);
    b.cleanup().await;
    a.cleanup().await;
}
