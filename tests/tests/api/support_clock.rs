//! Tickets on the clock (docs/support-clock.md, ADR 0045): a ticket's priority and state, its due
//! times counted by the one rule on the firm's calendar, the 75 % and breach mails queued once
//! however many servers sweep, the "How did we do?" link that works once and expires, and the
//! month's figures per company.

use portico_server::support::{alerts, rating};
use portico_shared::dates::{format_ymd_from_ms, parse_ymd};
use portico_shared::sla::{measure, Calendar, CalendarSpec, History, PolicyTargets, StateChange};
use portico_shared::status::{TicketPriority, TicketState};
use portico_tests::{
    add_person, base64_decode, created as json_of, engine_tests, error_of, id_of, now_ms,
    refused_field, with_id, world, TestApp, World,
};
use serde_json::{json, Value};

const DAY_MS: i64 = 86_400_000;

/// The client opens a ticket proposing `priority`: the ticket as the API answers it.
async fn open_ticket(app: &TestApp, token: &str, title: &str, priority: &str) -> Value {
    let body = json!({"title": title, "description": format!("{title}, since this morning"), "priority": priority});
    let res = app.post("/api/ticket/create", &body, Some(token)).await;
    assert_eq!(res.status(), 201);
    json_of(res).await
}

/// Staff set the ticket's state: the ticket as the API answers it.
async fn set_state(app: &TestApp, admin: &str, id: &str, state: &str) -> Value {
    let path = format!("/api/ticket/{id}/state");
    json_of(
        app.put(&path, &json!({ "state": state }), Some(admin))
            .await,
    )
    .await
}

/// A reply (staff's or the client's, by `token`): the answer, whatever it is.
async fn reply(app: &TestApp, token: &str, id: &str, text: &str) -> reqwest::Response {
    let path = format!("/api/ticket/{id}/reply");
    app.post(&path, &json!({ "text": text }), Some(token)).await
}

/// The ticket as client A sees it in their list.
async fn as_client(app: &TestApp, w: &World, id: &str) -> Value {
    let list = app
        .read(&format!("/api/ticket/{}", w.a), Some(&w.a_token))
        .await;
    with_id(&list, id).clone()
}

/// The ticket as staff see it in the list of every ticket.
async fn as_staff(app: &TestApp, w: &World, id: &str) -> Value {
    let list = app.read("/api/ticket/all", Some(&w.admin_token)).await;
    with_id(&list, id).clone()
}

/// Milliseconds since the epoch of an RFC 3339 UTC time as the API writes them
/// (`2027-01-26T09:30:00.000Z`, the fraction optional).
fn ms_of(v: &Value) -> i64 {
    let s = v.as_str().unwrap_or_else(|| panic!("not a time: {v}"));
    assert!(s.len() >= 20 && s.ends_with('Z'), "not a UTC time: {s}");
    let date = parse_ymd(&s[..10]).unwrap_or_else(|| panic!("no date in {s}"));
    let n = |r: std::ops::Range<usize>| s[r].parse::<i64>().unwrap();
    let seconds = (n(11..13) * 60 + n(14..16)) * 60 + n(17..19);
    let millis = match s[19..s.len() - 1].strip_prefix('.') {
        Some(frac) => format!("{frac:0<3}")[..3].parse::<i64>().unwrap(),
        None => 0,
    };
    date.days_since_epoch() * DAY_MS + seconds * 1000 + millis
}

/// `YYYY-MM` of an instant (UTC).
fn month_of(ms: i64) -> String {
    format_ymd_from_ms(ms)[..7].to_owned()
}

/// The outbox's notification items of `event` (its serde name) about `ticket` (by its title or
/// its id in the item's link), each with the address it goes to.
async fn items(app: &TestApp, event: &str, ticket: &Value) -> Vec<(String, Value)> {
    let (id, title) = (id_of(ticket), ticket["title"].clone());
    let rows: Vec<(String, String)> = sqlx::query_as("SELECT to_addr, payload FROM mail_outbox")
        .fetch_all(&app.db)
        .await
        .unwrap();
    let mut out = Vec::new();
    for (to, payload) in rows {
        let payload: Value = serde_json::from_str(&payload).unwrap_or(Value::Null);
        for item in payload["items"].as_array().into_iter().flatten() {
            let about =
                item["title"] == title || item["path"].as_str().is_some_and(|p| p.contains(&id));
            if item["event"] == event && about {
                out.push((to.clone(), item.clone()));
            }
        }
    }
    out
}

/// Staff make a default policy of round-the-clock targets (first reply in an hour, resolution in
/// eight), so moving a ticket's past back by so much is exactly that much counted time.
async fn round_the_clock(app: &TestApp, admin: &str) {
    let pair = json!({"firstResponse": {"minutes": 60, "clock": "always"}, "resolution": {"minutes": 480, "clock": "always"}});
    let body = json!({"name": "Around the clock", "isDefault": true,
                      "targets": {"low": pair, "normal": pair, "high": pair, "urgent": pair}});
    let policy = json_of(app.post("/api/sla/policies", &body, Some(admin)).await).await;
    assert_eq!(policy["isDefault"], true, "{policy}");
}

/// Moves the ticket's whole past `ms` earlier (its creation, its states, and the due times the
/// server stored from them), as if that much time had passed since.
async fn backdate(app: &TestApp, id: &str, ms: i64) {
    for sql in [
        "UPDATE tickets SET created_at = created_at - $1, response_warn_at = response_warn_at - $1, \
         response_due_at = response_due_at - $1, resolution_warn_at = resolution_warn_at - $1, \
         resolution_due_at = resolution_due_at - $1 WHERE id = $2",
        "UPDATE ticket_states SET at = at - $1 WHERE ticket_id = $2",
    ] {
        sqlx::query(sql)
            .bind(ms)
            .bind(id)
            .execute(&app.db)
            .await
            .unwrap();
    }
}

/// The sweep as two servers run it at once: how many mails the two queued.
async fn two_sweeps(app: &TestApp) -> usize {
    let (a, b) = tokio::join!(alerts::sweep(&app.db), alerts::sweep(&app.db));
    a.unwrap() + b.unwrap()
}

/// The client proposes a priority, staff decide it and move the state; replies move it as the
/// rules say, and a closed ticket takes no reply.
async fn states_and_who_may_set_them(app: &TestApp) {
    let w = world(app).await;
    let (admin, ann) = (w.admin_token.as_str(), w.a_token.as_str());
    let t = open_ticket(app, ann, "Checkout fails", "high").await;
    let id = id_of(&t);
    assert_eq!(
        (
            &t["state"],
            &t["priority"],
            &t["requestedPriority"],
            &t["status"]
        ),
        (
            &json!("new"),
            &json!("high"),
            &json!("high"),
            &json!("Open")
        ),
        "{t}"
    );
    assert!(t["sla"]["firstResponse"]["dueAt"].is_string(), "{t}");
    assert!(t["sla"]["firstResponse"]["met"].is_null(), "{t}");

    // The state and the priority are staff's (403, as every staff route answers a client).
    let state_path = format!("/api/ticket/{id}/state");
    let priority_path = format!("/api/ticket/{id}/priority");
    let res = app
        .put(&state_path, &json!({"state": "solved"}), Some(ann))
        .await;
    assert_eq!(res.status(), 403);
    let res = app
        .put(&priority_path, &json!({"priority": "low"}), Some(ann))
        .await;
    assert_eq!(res.status(), 403);
    refused_field(
        app.put(&state_path, &json!({"state": "pending"}), Some(admin))
            .await,
        "state",
    )
    .await;

    // Staff's first reply opens it and is the first response.
    let t = json_of(reply(app, admin, &id, "Looking at it now").await).await;
    assert_eq!(t["state"], "open");
    assert!(t["sla"]["firstResponse"]["doneAt"].is_string(), "{t}");

    // Waiting on the client stops the resolution clock; their reply opens it again.
    let t = set_state(app, admin, &id, "waitingOnClient").await;
    assert_eq!(t["sla"]["resolution"]["paused"], true, "{t}");
    assert!(t["sla"]["resolution"]["dueAt"].is_null(), "{t}");
    let t = json_of(reply(app, ann, &id, "Here is the screenshot").await).await;
    assert_eq!(t["state"], "open");
    assert_eq!(t["sla"]["resolution"]["paused"], false, "{t}");

    // Solved reads Closed in the original field; a reply within 7 days reopens it.
    let t = set_state(app, admin, &id, "solved").await;
    assert_eq!(
        (&t["state"], &t["status"]),
        (&json!("solved"), &json!("Closed"))
    );
    assert!(t["solvedAt"].is_string(), "{t}");
    let t = json_of(reply(app, ann, &id, "It fails again").await).await;
    assert_eq!(
        (&t["state"], &t["status"]),
        (&json!("open"), &json!("Open"))
    );

    // Staff decide the priority; what the client proposed is kept.
    let t = json_of(
        app.put(&priority_path, &json!({"priority": "urgent"}), Some(admin))
            .await,
    )
    .await;
    assert_eq!(
        (&t["priority"], &t["requestedPriority"]),
        (&json!("urgent"), &json!("high"))
    );
    refused_field(
        app.put(&priority_path, &json!({"priority": "asap"}), Some(admin))
            .await,
        "priority",
    )
    .await;

    // A closed ticket takes no reply: the client opens a new one.
    set_state(app, admin, &id, "closed").await;
    let (status, err) = error_of(reply(app, ann, &id, "Still there?").await).await;
    assert_eq!(
        (status, err["field"].as_str()),
        (409, Some("text")),
        "{err}"
    );
}

/// The due times the API shows are the shared rule's, run here on the calendar and the targets
/// the client is sent (what the browser runs for its preview).
async fn due_time_equals_the_rule(app: &TestApp) {
    let w = world(app).await;
    let setup = app.read("/api/sla/calendar", Some(&w.a_token)).await;
    let spec = CalendarSpec {
        zone: setup["zone"].as_str().unwrap().to_owned(),
        week: serde_json::from_value(setup["week"].clone()).unwrap(),
        holidays: setup["holidays"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| h["date"].as_str().unwrap().to_owned())
            .collect(),
    };
    let tzif = base64_decode(setup["tzif"].as_str().unwrap());
    let calendar = Calendar::new(&spec, &tzif).unwrap();
    let targets: PolicyTargets = serde_json::from_value(setup["targets"].clone()).unwrap();
    for priority in ["normal", "high"] {
        let t = open_ticket(app, &w.a_token, &format!("Report is {priority}"), priority).await;
        let created = ms_of(&t["createdAt"]);
        let history = History {
            created_at: created,
            states: vec![StateChange {
                at: created,
                state: TicketState::New,
            }],
            first_response_at: None,
        };
        let p = TicketPriority::parse(priority).unwrap();
        let expected = measure(&calendar, targets.of(p), &history, now_ms());
        let sla = &t["sla"];
        assert_eq!(
            expected.first_response.due_at,
            Some(ms_of(&sla["firstResponse"]["dueAt"])),
            "{t}"
        );
        assert_eq!(
            expected.first_response.warn_at,
            Some(ms_of(&sla["firstResponse"]["warnAt"])),
            "{t}"
        );
        assert_eq!(
            expected.resolution.due_at,
            Some(ms_of(&sla["resolution"]["dueAt"])),
            "{t}"
        );
        assert_eq!(
            sla["firstResponse"]["targetSeconds"],
            expected.first_response.target_seconds
        );
    }
}

/// Staff set the hours in a zone and import holidays from an .ics file (every event's days, the
/// end exclusive; twice adds nothing); what is not a zone, a week or a calendar names its field.
async fn staff_set_calendar_and_holidays(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let day = json!([[570, 1110]]);
    let week = json!([day, day, day, day, day, [], []]);
    let setup = json_of(
        app.put(
            "/api/sla/calendar",
            &json!({"zone": "Asia/Kolkata", "week": week}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(setup["zone"], "Asia/Kolkata");
    assert_eq!(setup["week"], week);
    assert!(!base64_decode(setup["tzif"].as_str().unwrap()).is_empty());
    // The client reads the same calendar; setting it is staff's.
    let seen = app.read("/api/sla/calendar", Some(&w.a_token)).await;
    assert_eq!(seen["zone"], "Asia/Kolkata");
    let res = app
        .put(
            "/api/sla/calendar",
            &json!({"zone": "Europe/Paris", "week": week}),
            Some(&w.a_token),
        )
        .await;
    assert_eq!(res.status(), 403);

    let res = app
        .put(
            "/api/sla/calendar",
            &json!({"zone": "Mars/Olympus", "week": week}),
            Some(admin),
        )
        .await;
    refused_field(res, "zone").await;
    let six_days = json!([day, day, day, day, day, []]);
    let res = app
        .put(
            "/api/sla/calendar",
            &json!({"zone": "Asia/Kolkata", "week": six_days}),
            Some(admin),
        )
        .await;
    refused_field(res, "week").await;

    let dates = |setup: &Value| -> Vec<String> {
        let mut d: Vec<String> = setup["holidays"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| h["date"].as_str().unwrap().to_owned())
            .collect();
        d.sort();
        d
    };
    let before = dates(&setup);
    let ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Portico tests//EN\r\n\
               BEGIN:VEVENT\r\nUID:republic-2027@example.com\r\nDTSTART;VALUE=DATE:20270126\r\n\
               DTEND;VALUE=DATE:20270127\r\nSUMMARY:Republic Day\r\nEND:VEVENT\r\n\
               BEGIN:VEVENT\r\nUID:offsite-2027@example.com\r\nDTSTART;VALUE=DATE:20270313\r\n\
               DTEND;VALUE=DATE:20270316\r\nSUMMARY:Team offsite\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
    let first = json_of(import(app, admin, ics).await).await;
    assert_eq!(first["added"], 4, "{first}");
    let mut expected = before.clone();
    expected.extend(["2027-01-26", "2027-03-13", "2027-03-14", "2027-03-15"].map(String::from));
    expected.sort();
    assert_eq!(dates(&first["setup"]), expected);
    let republic = first["setup"]["holidays"]
        .as_array()
        .unwrap()
        .iter()
        .find(|h| h["date"] == "2027-01-26")
        .unwrap();
    assert_eq!(republic["name"], "Republic Day");
    // The same file again adds nothing.
    let again = json_of(import(app, admin, ics).await).await;
    assert_eq!(again["added"], 0, "{again}");
    assert_eq!(dates(&again["setup"]), expected);
    refused_field(import(app, admin, "Republic Day, 26 January").await, "ics").await;
    // Importing is staff's too.
    assert_eq!(import(app, &w.a_token, ics).await.status(), 403);
}

/// `POST /api/sla/holidays/import` of an .ics file's text, by `token`: the answer.
async fn import(app: &TestApp, token: &str, ics: &str) -> reqwest::Response {
    let body = json!({ "ics": ics });
    app.post("/api/sla/holidays/import", &body, Some(token))
        .await
}

/// Past 75 % of the first-response target staff are warned, and at its breach told, one mail each
/// however many servers sweep at once.
async fn warnings_and_breaches_mail_once_with_two_servers(app: &TestApp) {
    let w = world(app).await;
    round_the_clock(app, &w.admin_token).await;
    let t = open_ticket(app, &w.a_token, "Site is down", "urgent").await;
    let id = id_of(&t);
    let first = &t["sla"]["firstResponse"];
    assert_eq!(
        first["targetSeconds"], 3600,
        "the default policy applies: {t}"
    );
    assert_eq!(two_sweeps(app).await, 0, "nothing is due yet");

    // Five minutes past the 75 % point, ten before the due time.
    let shift = ms_of(&first["warnAt"]) - now_ms() + 5 * 60_000;
    backdate(app, &id, shift).await;
    // The server's own loop may sweep too: what counts is one mail in the outbox.
    assert!(two_sweeps(app).await <= 1);
    let soon = items(app, "ticket_response_due_soon", &t).await;
    assert_eq!(soon.len(), 1, "{soon:?}");
    assert_eq!(soon[0].0, "boss@example.com");
    assert_eq!(two_sweeps(app).await, 0, "warned once");
    assert!(items(app, "ticket_response_breached", &t).await.is_empty());

    // A minute past the due time.
    let due = ms_of(&first["dueAt"]) - shift;
    backdate(app, &id, due - now_ms() + 60_000).await;
    assert!(two_sweeps(app).await <= 1);
    assert_eq!(two_sweeps(app).await, 0, "told once");
    let breached = items(app, "ticket_response_breached", &t).await;
    assert_eq!(breached.len(), 1, "{breached:?}");
    assert_eq!(items(app, "ticket_response_due_soon", &t).await.len(), 1);
    let seen = as_staff(app, &w, &id).await;
    assert_eq!(seen["sla"]["firstResponse"]["met"], false, "{seen}");
    assert_eq!(
        as_client(app, &w, &id).await["sla"]["firstResponse"]["met"],
        false
    );
}

/// Solving mails the client a rating link: it rates once, takes one comment after, expires after
/// 14 days; the client can also rate from the portal, once.
async fn rating_link_works_once_and_expires(app: &TestApp) {
    let w = world(app).await;
    let (admin, ann) = (w.admin_token.as_str(), w.a_token.as_str());
    let t = open_ticket(app, ann, "Password mail never came", "normal").await;
    let id = id_of(&t);
    set_state(app, admin, &id, "solved").await;
    let mailed = items(app, "ticket_solved", &t).await;
    assert_eq!(mailed.len(), 1, "{mailed:?}");
    assert_eq!(mailed[0].0, "ann@example.com");
    assert!(
        mailed[0].1["path"].as_str().unwrap().contains("/rate"),
        "{mailed:?}"
    );

    let token = rating::current_token(&app.db, &id)
        .await
        .unwrap()
        .expect("a solved ticket's link");
    let link_path = format!("/api/rating/{token}");
    let link = app.read(&link_path, None).await;
    assert_eq!(
        (&link["title"], &link["used"], &link["expired"]),
        (&t["title"], &json!(false), &json!(false)),
        "{link}"
    );
    let rated = json_of(app.post(&link_path, &json!({"score": "good"}), None).await).await;
    assert_eq!(rated["score"], "good");
    assert_eq!(as_client(app, &w, &id).await["rating"]["score"], "good");
    // Used: no second score, one comment after the first.
    let res = app.post(&link_path, &json!({"score": "bad"}), None).await;
    assert_eq!(res.status(), 409);
    let body = json!({"score": "good", "comment": "Quick and clear"});
    let commented = json_of(app.post(&link_path, &body, None).await).await;
    assert_eq!(
        (&commented["score"], &commented["comment"]),
        (&json!("good"), &json!("Quick and clear"))
    );
    let body = json!({"score": "good", "comment": "And polite"});
    assert_eq!(app.post(&link_path, &body, None).await.status(), 409);
    let seen = as_client(app, &w, &id).await;
    assert_eq!(seen["rating"]["comment"], "Quick and clear", "{seen}");
    assert_eq!(app.read(&link_path, None).await["used"], true);
    // A made-up link is no link.
    assert_eq!(
        app.get("/api/rating/not-a-rating-token", None)
            .await
            .status(),
        404
    );
    let res = app
        .post(
            "/api/rating/not-a-rating-token",
            &json!({"score": "good"}),
            None,
        )
        .await;
    assert_eq!(res.status(), 404);

    // Reopened and solved again: the new solve's link, 15 days on, has expired.
    let t2 = json_of(reply(app, ann, &id, "It happened again").await).await;
    assert_eq!(t2["state"], "open");
    set_state(app, admin, &id, "solved").await;
    sqlx::query("UPDATE tickets SET solved_at = solved_at - $1 WHERE id = $2")
        .bind(15 * DAY_MS)
        .bind(&id)
        .execute(&app.db)
        .await
        .unwrap();
    let old = rating::current_token(&app.db, &id)
        .await
        .unwrap()
        .expect("still solved");
    let old_path = format!("/api/rating/{old}");
    assert_eq!(app.read(&old_path, None).await["expired"], true);
    let (status, err) = error_of(app.post(&old_path, &json!({"score": "bad"}), None).await).await;
    assert_eq!(
        (status, err["field"].as_str()),
        (409, Some("token")),
        "{err}"
    );
    assert!(
        err["message"].as_str().unwrap().contains("expired"),
        "{err}"
    );

    // From the portal: not before it is solved, then once.
    let t3 = open_ticket(app, ann, "Export is empty", "low").await;
    let id3 = id_of(&t3);
    let portal = format!("/api/ticket/{id3}/rating");
    let body = json!({"score": "bad", "comment": "Took two days"});
    assert_eq!(
        app.post(&portal, &body, Some(ann)).await.status(),
        409,
        "not solved yet"
    );
    set_state(app, admin, &id3, "solved").await;
    let rated = json_of(app.post(&portal, &body, Some(ann)).await).await;
    assert_eq!(rated["score"], "bad");
    assert_eq!(
        app.post(&portal, &body, Some(ann)).await.status(),
        409,
        "rated already"
    );
    assert_eq!(
        as_client(app, &w, &id3).await["rating"]["comment"],
        "Took two days"
    );
}

/// Another company's ticket is not found: neither its replies nor its rating.
async fn another_company_gets_404(app: &TestApp) {
    let w = world(app).await;
    set_state(app, &w.admin_token, &w.ticket_a, "solved").await;
    let comments = format!("/api/ticket/{}/comments", w.ticket_a);
    assert_eq!(app.get(&comments, Some(&w.b_token)).await.status(), 404);
    let rate = format!("/api/ticket/{}/rating", w.ticket_a);
    let body = json!({"score": "bad"});
    assert_eq!(app.post(&rate, &body, Some(&w.b_token)).await.status(), 404);
    // Its own client may: the 404 was about the company.
    json_of(
        app.post(&rate, &json!({"score": "good"}), Some(&w.a_token))
            .await,
    )
    .await;
    assert_eq!(
        as_client(app, &w, &w.ticket_a).await["rating"]["score"],
        "good"
    );
}

/// The month per company: tickets, first responses kept and breached, ratings; for staff as JSON
/// and CSV, for the company's owners and not its members.
async fn monthly_figures(app: &TestApp) {
    let w = world(app).await;
    let (admin, ann) = (w.admin_token.as_str(), w.a_token.as_str());
    // Only this story's two tickets are client A's.
    let res = app
        .delete(&format!("/api/ticket/{}/delete", w.ticket_a), Some(admin))
        .await;
    assert_eq!(res.status(), 204);
    round_the_clock(app, admin).await;
    let kept = open_ticket(app, ann, "Invoice total is wrong", "normal").await;
    let late = open_ticket(app, ann, "Export times out", "normal").await;
    // One answered at once (kept) and rated good; one left past due and swept (breached).
    json_of(reply(app, admin, &id_of(&kept), "Fixed, sorry").await).await;
    set_state(app, admin, &id_of(&kept), "solved").await;
    let rate = format!("/api/ticket/{}/rating", id_of(&kept));
    json_of(app.post(&rate, &json!({"score": "good"}), Some(ann)).await).await;
    let shift = ms_of(&late["sla"]["firstResponse"]["dueAt"]) - now_ms() + 60_000;
    backdate(app, &id_of(&late), shift).await;
    two_sweeps(app).await;

    // The months around now (the late ticket was moved back an hour; a month is the firm's, in
    // its zone), summed.
    let now = now_ms();
    let range = format!(
        "from={}&to={}",
        month_of(now - DAY_MS),
        month_of(now + DAY_MS)
    );
    let figures = |rows: &Value| -> [i64; 4] {
        let mut f = [0; 4];
        for row in rows
            .as_array()
            .unwrap()
            .iter()
            .filter(|r| r["client"] == w.a.as_str())
        {
            for (n, key) in ["tickets", "responseMet", "responseBreached", "good"]
                .iter()
                .enumerate()
            {
                f[n] += row[*key].as_i64().unwrap_or(0);
            }
        }
        f
    };
    let staff = app
        .read(&format!("/api/ticket/report?{range}"), Some(admin))
        .await;
    assert_eq!(figures(&staff), [2, 1, 1, 1], "{staff}");
    let name = staff
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["client"] == w.a.as_str())
        .and_then(|r| r["clientName"].as_str())
        .unwrap()
        .to_owned();

    let res = app
        .get(&format!("/api/ticket/report.csv?{range}"), Some(admin))
        .await;
    assert_eq!(res.status(), 200);
    let kind = res.headers()["content-type"].to_str().unwrap().to_owned();
    assert!(kind.starts_with("text/csv"), "{kind}");
    let csv = res.text().await.unwrap();
    let mut lines = csv.lines();
    assert!(
        lines.next().unwrap().to_lowercase().contains("month"),
        "{csv}"
    );
    assert!(lines.any(|l| l.contains(&name)), "{csv}");

    // The company's owner reads the same; a member is refused, as on other owners' routes.
    let path = format!("/api/company/support-report?{range}");
    assert_eq!(figures(&app.read(&path, Some(ann)).await), [2, 1, 1, 1]);
    let (_, mo) = add_person(
        app,
        admin,
        &w.a,
        json!({"name": "Mo", "email": "mo@example.com", "companyRole": "member"}),
    )
    .await;
    assert_eq!(app.get(&path, Some(&mo)).await.status(), 403);
    assert_eq!(
        app.get(&format!("/api/ticket/report?{range}"), Some(ann))
            .await
            .status(),
        403
    );
}

engine_tests!(
    states_and_who_may_set_them,
    due_time_equals_the_rule,
    staff_set_calendar_and_holidays,
    warnings_and_breaches_mail_once_with_two_servers,
    rating_link_works_once_and_expires,
    another_company_gets_404,
    monthly_figures,
);
