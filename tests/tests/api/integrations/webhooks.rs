//! Webhooks: staff register the firm's endpoints (every company's events), a company's owner
//! their company's; each message is signed as Standard Webhooks asks, retried with backoff under
//! one webhook-id until a 2xx, and logged; a test message and a retry by hand go out on demand.
//! Private and loopback addresses are refused unless the server allows them (these stories'
//! receiver is on 127.0.0.1, so their server sets `WEBHOOK_ALLOW_PRIVATE=1`).

use portico_tests::webhook_receiver::WebhookReceiver;
use portico_tests::{
    add_person, created, engine_fns, error_of, id_of, now_ms, refused_field, spawn_app_env,
    with_id, world, Engine, TestApp,
};
use serde_json::{json, Value};

use crate::invoice::{due_milestones, issue, set_firm};

/// A server that delivers to the tests' receiver on 127.0.0.1 and retries after 100 ms, 200 ms, …
fn private_allowed() -> Vec<(&'static str, String)> {
    vec![
        ("WEBHOOK_ALLOW_PRIVATE", "1".to_owned()),
        ("WEBHOOK_RETRY_BASE_MS", "100".to_owned()),
    ]
}

/// `token` registers an endpoint at `url` for `events`: its id and its secret (shown this once).
async fn register(
    app: &TestApp,
    token: &str,
    url: &str,
    format: &str,
    events: &[&str],
) -> (String, String) {
    let body = json!({"url": url, "format": format, "events": events});
    let res = app.post("/api/webhooks", &body, Some(token)).await;
    assert_eq!(res.status(), 201, "POST /api/webhooks {body}");
    let made = created(res).await;
    let hook = &made["webhook"];
    assert_eq!(
        (&hook["url"], &hook["format"], &hook["active"]),
        (&json!(url), &json!(format), &json!(true)),
        "{made}"
    );
    // The events heard, in whatever order the server lists them.
    let mut heard: Vec<&str> = hook["events"]
        .as_array()
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let mut asked = events.to_vec();
    heard.sort_unstable();
    asked.sort_unstable();
    assert_eq!(heard, asked, "{made}");
    assert!(hook["createdAt"].is_string(), "{made}");
    let secret = made["secret"].as_str().unwrap_or_default().to_owned();
    assert!(secret.starts_with("whsec_"), "{made}");
    (id_of(hook), secret)
}

/// The endpoint's delivery log as `token` reads it, newest first.
async fn deliveries(app: &TestApp, token: &str, hook: &str) -> Vec<Value> {
    let log = app
        .read(&format!("/api/webhooks/{hook}/deliveries"), Some(token))
        .await;
    log.as_array()
        .unwrap_or_else(|| panic!("not a list: {log}"))
        .clone()
}

/// Waits (polling every 50 ms, at most 10 s) until the endpoint's log has a delivery for which
/// `check` holds, and answers it; fails the test with `what` and the log otherwise.
async fn wait_delivery(
    app: &TestApp,
    token: &str,
    hook: &str,
    what: &str,
    check: impl Fn(&Value) -> bool,
) -> Value {
    let start = std::time::Instant::now();
    loop {
        let log = deliveries(app, token, hook).await;
        if let Some(found) = log.iter().find(|&d| check(d)) {
            return found.clone();
        }
        assert!(
            start.elapsed() < portico_tests::webhook_receiver::WAIT,
            "{what}: not in the log within the wait: {log:#?}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

/// A client opens a ticket: its id.
async fn open_ticket(app: &TestApp, token: &str, title: &str) -> String {
    let body = json!({"title": title, "description": format!("{title}, since this morning")});
    let res = app.post("/api/ticket/create", &body, Some(token)).await;
    assert_eq!(res.status(), 201);
    id_of(&created(res).await)
}

/// Whether any object in `v`, at any depth, has a key containing one of `words` (any case).
fn has_key(v: &Value, words: &[&str]) -> bool {
    match v {
        Value::Object(map) => map.iter().any(|(k, v)| {
            let k = k.to_ascii_lowercase();
            words.iter().any(|w| k.contains(*w)) || has_key(v, words)
        }),
        Value::Array(items) => items.iter().any(|v| has_key(v, words)),
        _ => false,
    }
}

/// Staff's endpoint answers 500, 500, then 200: a ticket client A opens reaches it in exactly
/// three requests of one webhook-id, each a JSON POST signed with the endpoint's secret (checked
/// by the tests' own HMAC-SHA256 of `id.timestamp.body`), the body naming the event and the
/// ticket; the log shows one delivery, delivered on its third attempt with status 200. A rotated
/// secret signs the test message and the old one no longer does; a retry of the delivered
/// message goes out again under its webhook-id; staff's endpoint hears client B too.
async fn a_delivery_is_retried_signed_and_logged(engine: Engine) {
    let receiver = WebhookReceiver::start(&[500, 500, 200]).await;
    let app = spawn_app_env(engine, private_allowed()).await;
    let w = world(&app).await;
    let admin = w.admin_token.as_str();
    let (hook, secret) = register(
        &app,
        admin,
        &receiver.url("/portico"),
        "standard",
        &["ticket.opened"],
    )
    .await;
    let list = app.read("/api/webhooks", Some(admin)).await;
    assert!(with_id(&list, &hook)["lastDelivery"].is_null(), "{list}");
    assert!(
        !list.to_string().contains(&secret),
        "the secret is shown once: {list}"
    );

    let ticket = open_ticket(&app, &w.a_token, "Checkout is down").await;
    let delivery = wait_delivery(&app, admin, &hook, "the ticket delivered", |d| {
        d["state"] == "delivered"
    })
    .await;
    let id = id_of(&delivery);
    assert!(id.starts_with("msg_"), "{delivery}");
    assert_eq!(
        (
            &delivery["eventType"],
            &delivery["attempts"],
            &delivery["status"]
        ),
        (&json!("ticket.opened"), &json!(3), &json!(200)),
        "{delivery}"
    );
    assert!(
        delivery["answer"]
            .as_str()
            .is_some_and(|a| a.contains("answer 200")),
        "{delivery}"
    );
    assert!(
        delivery["deliveredAt"].is_string() && delivery["lastAttemptAt"].is_string(),
        "{delivery}"
    );
    assert_eq!(deliveries(&app, admin, &hook).await.len(), 1);

    // Exactly three requests, all of the one message, each signed.
    let got = receiver.received();
    let answered: Vec<u16> = got.iter().map(|r| r.answered).collect();
    assert_eq!(answered, [500, 500, 200], "{got:#?}");
    let now = now_ms() / 1000;
    for r in &got {
        assert_eq!((r.method.as_str(), r.path.as_str()), ("POST", "/portico"));
        assert_eq!(r.webhook_id(), id);
        assert!(
            r.header("content-type")
                .is_some_and(|t| t.starts_with("application/json")),
            "{r:?}"
        );
        let sent: i64 = r
            .header("webhook-timestamp")
            .and_then(|t| t.parse().ok())
            .unwrap_or_else(|| panic!("no unix timestamp: {r:?}"));
        assert!((now - sent).abs() < 300, "{sent} is not now ({now})");
        assert!(r.signed_with(&secret), "not signed with the secret: {r:?}");
    }
    let last = &got[2];
    let mut forged = last.clone();
    forged.body.extend_from_slice(b" ");
    assert!(!forged.signed_with(&secret), "the check checks the body");
    let body = last.json();
    assert_eq!(body["type"], "ticket.opened", "{body}");
    assert!(body["timestamp"].is_string(), "{body}");
    assert!(body["data"].to_string().contains(&ticket), "{body}");
    let list = app.read("/api/webhooks", Some(admin)).await;
    assert_eq!(with_id(&list, &hook)["lastDelivery"]["_id"], id.as_str());

    // A rotated secret signs the test message; the old one does not.
    let path = format!("/api/webhooks/{hook}/secret");
    let rotated = created(app.send("post", &path, None, Some(admin)).await).await;
    let new_secret = rotated["secret"].as_str().unwrap_or_default().to_owned();
    assert!(
        new_secret.starts_with("whsec_") && new_secret != secret,
        "{rotated}"
    );
    let path = format!("/api/webhooks/{hook}/test");
    let res = app.send("post", &path, None, Some(admin)).await;
    assert_eq!(res.status(), 202);
    let test = created(res).await;
    assert_eq!(test["eventType"], "webhook.test", "{test}");
    let test_id = id_of(&test);
    receiver
        .wait_for("the test message", |r| {
            r.iter().any(|r| r.webhook_id() == test_id)
        })
        .await;
    let sent = receiver.with_id(&test_id);
    let message = &sent[0];
    assert_eq!(message.event_type(), "webhook.test");
    assert!(message.signed_with(&new_secret), "{message:?}");
    assert!(!message.signed_with(&secret), "the old secret still signs");

    // Retried by hand, the delivered message goes out again under the same webhook-id.
    let path = format!("/api/webhooks/{hook}/deliveries/{id}/retry");
    let res = app.send("post", &path, None, Some(admin)).await;
    assert_eq!(res.status(), 202);
    assert_eq!(id_of(&created(res).await), id);
    receiver
        .wait_for("the retried message", |r| {
            r.iter().filter(|r| r.webhook_id() == id).count() == 4
        })
        .await;
    assert_eq!(receiver.with_id(&id)[3].event_type(), "ticket.opened");

    // The firm's endpoint hears every company: client B's ticket too.
    let bobs = open_ticket(&app, &w.b_token, "Logo is blurry").await;
    receiver.wait_for_mention(&bobs).await;
    app.cleanup().await;
}

/// Client A's owner registers an endpoint: A's ticket reaches it and B's never does. Client B
/// gets 404 for everything about it (as for a missing one); A's people who are not owners (a
/// member, a finance person) get 404 from every webhook route. The owner makes it a Slack
/// endpoint (its test message is Slack's shape), switches it off, deletes it; a company has at
/// most 10 endpoints (409 on `url`), and staff's endpoints are not counted among them.
async fn an_owner_runs_their_companys_endpoints_only(engine: Engine) {
    let receiver = WebhookReceiver::start(&[]).await;
    let app = spawn_app_env(engine, private_allowed()).await;
    let w = world(&app).await;
    let (admin, ann, bob) = (
        w.admin_token.as_str(),
        w.a_token.as_str(),
        w.b_token.as_str(),
    );
    let (hook, _) = register(
        &app,
        ann,
        &receiver.url("/ann"),
        "standard",
        &["ticket.opened"],
    )
    .await;
    with_id(&app.read("/api/webhooks", Some(ann)).await, &hook);
    let bobs_list = app.read("/api/webhooks", Some(bob)).await;
    assert_eq!(bobs_list, json!([]), "{bobs_list}");

    // Bob's ticket first, then Ann's: Ann's arrives, and Bob's has not (they leave in order).
    let bobs = open_ticket(&app, bob, "Bookings are slow").await;
    let anns = open_ticket(&app, ann, "Checkout is slow").await;
    receiver.wait_for_mention(&anns).await;
    assert!(
        !receiver.received().iter().any(|r| r.mentions(&bobs)),
        "client B's ticket reached client A's endpoint"
    );
    let delivered = deliveries(&app, ann, &hook).await;
    let delivery = id_of(&delivered[0]);

    // Another company's endpoint is not found, whatever is asked of it.
    let edit = json!({"url": receiver.url("/bob"), "format": "standard",
                      "events": ["ticket.opened"], "active": true});
    let refused = [
        ("put", format!("/api/webhooks/{hook}"), Some(&edit)),
        ("post", format!("/api/webhooks/{hook}/secret"), None),
        ("post", format!("/api/webhooks/{hook}/test"), None),
        ("get", format!("/api/webhooks/{hook}/deliveries"), None),
        (
            "post",
            format!("/api/webhooks/{hook}/deliveries/{delivery}/retry"),
            None,
        ),
        ("delete", format!("/api/webhooks/{hook}"), None),
    ];
    for (method, path, body) in &refused {
        let res = app.send(method, path, *body, Some(bob)).await;
        assert_eq!(res.status(), 404, "{method} {path} as client B");
    }

    // Ann's people who are not owners: no webhooks at all.
    let (_, mo) = add_person(
        &app,
        admin,
        &w.a,
        json!({"name": "Mo", "email": "mo@example.com"}),
    )
    .await;
    let (_, pia) = add_person(
        &app,
        admin,
        &w.a,
        json!({"name": "Pia", "email": "pia@example.com", "finance": true}),
    )
    .await;
    let new =
        json!({"url": receiver.url("/mo"), "format": "standard", "events": ["ticket.opened"]});
    for (who, token) in [("member", &mo), ("finance", &pia)] {
        let token = token.as_str();
        let list = app.get("/api/webhooks", Some(token)).await;
        assert_eq!(list.status(), 404, "GET /api/webhooks as {who}");
        let res = app.post("/api/webhooks", &new, Some(token)).await;
        assert_eq!(res.status(), 404, "POST /api/webhooks as {who}");
        for (method, path, body) in &refused {
            let res = app.send(method, path, *body, Some(token)).await;
            assert_eq!(res.status(), 404, "{method} {path} as {who}");
        }
    }
    assert_eq!(
        deliveries(&app, ann, &hook).await.len(),
        1,
        "nothing retried"
    );

    // Ann makes it a Slack endpoint: its test message is Slack's shape.
    let slack = json!({"url": receiver.url("/ann/slack"), "format": "slack",
                       "events": ["ticket.opened", "ticket.replied"], "active": true});
    let path = format!("/api/webhooks/{hook}");
    let edited = created(app.put(&path, &slack, Some(ann)).await).await;
    assert_eq!(
        (&edited["url"], &edited["format"], &edited["events"]),
        (&slack["url"], &slack["format"], &slack["events"]),
        "{edited}"
    );
    let res = app
        .send("post", &format!("{path}/test"), None, Some(ann))
        .await;
    assert_eq!(res.status(), 202);
    let got = receiver
        .wait_for("the Slack test message", |r| {
            r.iter().any(|r| r.path == "/ann/slack")
        })
        .await;
    let message = got.iter().find(|r| r.path == "/ann/slack").unwrap().json();
    assert!(
        message["text"].is_string() && message["blocks"].is_array(),
        "{message}"
    );

    // Switched off, then deleted: gone from the list, its log not found.
    let off =
        json!({"url": slack["url"], "format": "slack", "events": slack["events"], "active": false});
    let edited = created(app.put(&path, &off, Some(ann)).await).await;
    assert_eq!(edited["active"], false, "{edited}");
    assert_eq!(app.delete(&path, Some(ann)).await.status(), 204);
    assert_eq!(app.read("/api/webhooks", Some(ann)).await, json!([]));
    let log = format!("{path}/deliveries");
    assert_eq!(app.get(&log, Some(ann)).await.status(), 404);

    // Ten endpoints a company; the firm's are not the company's.
    for n in 0..10 {
        let url = receiver.url(&format!("/ann/{n}"));
        register(&app, ann, &url, "standard", &["task.done"]).await;
    }
    let eleventh =
        json!({"url": receiver.url("/ann/10"), "format": "standard", "events": ["task.done"]});
    let (status, err) = error_of(app.post("/api/webhooks", &eleventh, Some(ann)).await).await;
    assert_eq!((status, err["field"].as_str()), (409, Some("url")), "{err}");
    register(&app, bob, &receiver.url("/bob"), "standard", &["task.done"]).await;
    register(&app, admin, &receiver.url("/firm"), "teams", &["task.done"]).await;
    app.cleanup().await;
}

/// Money stays with those who handle it: the firm's endpoint hears an issued invoice with its
/// amounts, and a ticket's message carries no amount at all.
async fn money_events_carry_amounts_and_tickets_none(engine: Engine) {
    let receiver = WebhookReceiver::start(&[]).await;
    let app = spawn_app_env(engine, private_allowed()).await;
    let w = world(&app).await;
    let admin = w.admin_token.as_str();
    register(
        &app,
        admin,
        &receiver.url("/money"),
        "standard",
        &["invoice.issued", "ticket.opened"],
    )
    .await;
    set_firm(&app, admin).await;
    let (project, milestones) = due_milestones(&app, admin, &w.a, "INR", &["100"]).await;
    let invoice =
        created(issue(&app, admin, &project, json!({ "payments": milestones })).await).await;
    let got = receiver
        .wait_for("the invoice's message", |r| {
            r.iter().any(|r| r.event_type() == "invoice.issued")
        })
        .await;
    let issued = got
        .iter()
        .find(|r| r.event_type() == "invoice.issued")
        .unwrap();
    let number = invoice["number"].as_str().unwrap_or_default();
    assert!(
        issued.mentions(&id_of(&invoice)) || (!number.is_empty() && issued.mentions(number)),
        "the message names the invoice: {}",
        String::from_utf8_lossy(&issued.body)
    );
    let message = issued.json();
    let data = &message["data"];
    assert!(has_key(data, &["total", "amount"]), "no amount: {data}");

    let ticket = open_ticket(&app, &w.a_token, "The invoice PDF is blank").await;
    let opened = receiver.wait_for_mention(&ticket).await.json();
    assert_eq!(opened["type"], "ticket.opened");
    assert!(
        !has_key(&opened["data"], &["amount", "total", "price"]),
        "a ticket's message carries no money: {opened}"
    );
    app.cleanup().await;
}

engine_fns!(
    a_delivery_is_retried_signed_and_logged,
    an_owner_runs_their_companys_endpoints_only,
    money_events_carry_amounts_and_tickets_none,
);

/// Addresses a server without `WEBHOOK_ALLOW_PRIVATE` must never call: loopback, private,
/// link-local (the cloud metadata address), unspecified, and the same written other ways.
const PRIVATE: &[&str] = &[
    "http://127.0.0.1:9/x",
    "https://127.0.0.1/x",
    "https://10.0.0.1/x",
    "https://172.16.0.1/x",
    "https://192.168.1.10/x",
    "https://169.254.169.254/latest",
    "https://0.0.0.0/x",
    "https://[::1]/x",
    "https://[::ffff:127.0.0.1]/x",
    "https://[fd00::1]/x",
    "https://[fe80::1]/x",
    "https://localhost/x",
    "https://2130706433/x",
];

/// On a server that does not allow private addresses (`WEBHOOK_ALLOW_PRIVATE=0`, as production
/// leaves it; the suite's default allows them), neither staff nor an owner can register one
/// (400 on `url`), nor plain http, nor what is not an absolute URL; an unknown or missing event
/// answers 400 on `events`, an unknown format 400 on `format`; nothing is stored.
async fn private_addresses_and_unknown_events_are_refused(engine: Engine) {
    let app = spawn_app_env(engine, vec![("WEBHOOK_ALLOW_PRIVATE", "0".to_owned())]).await;
    refuses_what_is_not_a_public_https_address(&app).await;
    app.cleanup().await;
}

/// A new endpoint's body.
fn endpoint(url: &str, format: &str, events: Value) -> Value {
    json!({"url": url, "format": format, "events": events})
}

async fn refuses_what_is_not_a_public_https_address(app: &TestApp) {
    let w = world(app).await;
    // A public address written as one (no name to resolve): the other fields are what is wrong.
    let public = "https://93.184.215.14/hook";
    for token in [w.admin_token.as_str(), w.a_token.as_str()] {
        let not_https = [
            "http://93.184.215.14/hook",
            "ftp://93.184.215.14/hook",
            "/hook",
            "not a url",
            "",
        ];
        for &url in PRIVATE.iter().chain(&not_https) {
            let res = app
                .post(
                    "/api/webhooks",
                    &endpoint(url, "standard", json!(["ticket.opened"])),
                    Some(token),
                )
                .await;
            let err = error_of(res).await;
            assert_eq!(
                (err.0, err.1["field"].as_str()),
                (400, Some("url")),
                "{url}: {}",
                err.1
            );
        }
        for events in [
            json!(["ticket.closed"]),
            json!([]),
            json!(["ticket.opened", "nope"]),
        ] {
            let res = app
                .post(
                    "/api/webhooks",
                    &endpoint(public, "standard", events),
                    Some(token),
                )
                .await;
            refused_field(res, "events").await;
        }
        let res = app
            .post(
                "/api/webhooks",
                &endpoint(public, "discord", json!(["ticket.opened"])),
                Some(token),
            )
            .await;
        refused_field(res, "format").await;
        assert_eq!(app.read("/api/webhooks", Some(token)).await, json!([]));
    }
}

engine_fns!(private_addresses_and_unknown_events_are_refused);
