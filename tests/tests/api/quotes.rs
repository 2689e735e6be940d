//! Quotes and change requests (ADR 0044): a sent version is frozen in the database, a new
//! version supersedes it, an acceptance is a signature recorded with the SHA-256 of exactly the
//! snapshot shown, and it makes the snapshot's milestones real in one transaction.

use portico_tests::{
    add_person, created as json_of, engine_tests, error_of, world, Engine, TestApp,
};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

/// RFC 8785's form for the values a snapshot holds (strings, integers, booleans, arrays,
/// objects): keys sorted, no spaces. Written here again, apart from the server's, so the test
/// checks the digest rather than repeating the code that made it.
fn canonical(v: &Value) -> String {
    match v {
        Value::Object(map) => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            let items: Vec<String> = keys
                .iter()
                .map(|k| format!("{}:{}", Value::String((*k).clone()), canonical(&map[*k])))
                .collect();
            format!("{{{}}}", items.join(","))
        }
        Value::Array(items) => format!(
            "[{}]",
            items.iter().map(canonical).collect::<Vec<_>>().join(",")
        ),
        other => other.to_string(),
    }
}

fn sha256(text: &str) -> String {
    Sha256::digest(text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A new project of `client` in `currency` with a goal: (project, goal).
async fn project_with_goal(
    app: &TestApp,
    admin: &str,
    client: &str,
    currency: &str,
) -> (String, String) {
    let project = json_of(
        app.post(
            "/api/project/createProject",
            &json!({"title": format!("Storefront {currency}"), "client": client, "github": "acme", "repoName": "shop",
                    "projectDesc": "s", "projectDetailsDesc": "l", "currency": currency}),
            Some(admin),
        )
        .await,
    )
    .await;
    let project = project["_id"].as_str().unwrap().to_owned();
    let goal = json_of(
        app.post(
            "/api/goal/create",
            &json!({"project": project, "title": "Gift cards live", "status": "inprogress"}),
            Some(admin),
        )
        .await,
    )
    .await;
    (project, goal["_id"].as_str().unwrap().to_owned())
}

/// A change request: two lines under two GST rates and one without tax, paid by a milestone due
/// on acceptance and one due on the goal's sign-off.
fn change_request(project: &str, goal: &str, rule: &str) -> Value {
    json!({
        "project": project,
        "kind": "change",
        "title": "Gift cards",
        "rule": rule,
        "lines": [
            {"title": "Gift card API", "description": "Issue, redeem, refund", "quantity": "2.5", "unitPrice": "40000", "taxName": "GST", "taxRate": "18", "milestone": 0},
            {"title": "Printed cards", "quantity": 100, "unitPrice": "12.34", "taxName": "GST", "taxRate": "5", "milestone": 1},
            {"title": "Training", "quantity": "1", "unitPrice": "20000", "milestone": 1}
        ],
        "milestones": [
            {"title": "On acceptance", "release": "acceptance"},
            {"title": "On go-live", "release": "goal", "goal": goal, "dueDate": "2027-03-31"}
        ],
        "validUntil": "2099-12-31",
        "terms": "50% on acceptance, the rest on go-live.\nPrices exclude travel."
    })
}

async fn create(app: &TestApp, admin: &str, body: &Value) -> Value {
    json_of(app.post("/api/quote/create", body, Some(admin)).await).await
}

async fn send(app: &TestApp, admin: &str, id: &Value) -> Value {
    let id = id.as_str().unwrap();
    json_of(
        app.post(&format!("/api/quote/send/{id}"), &json!({}), Some(admin))
            .await,
    )
    .await
}

async fn read(app: &TestApp, token: &str, id: &Value) -> reqwest::Response {
    app.get(
        &format!("/api/quote/one/{}", id.as_str().unwrap()),
        Some(token),
    )
    .await
}

async fn accept(app: &TestApp, token: &str, q: &Value, name: &str) -> reqwest::Response {
    app.post(
        &format!("/api/quote/decide/{}", q["_id"].as_str().unwrap()),
        &json!({"decision": "accept", "shown": q["shown"], "signedName": name, "termsRead": true}),
        Some(token),
    )
    .await
}

async fn milestones_of(app: &TestApp, admin: &str, project: &str) -> Vec<Value> {
    let all: Value = json_of(
        app.get(&format!("/api/payment/payments/{project}"), Some(admin))
            .await,
    )
    .await;
    all.as_array().unwrap().clone()
}

/// Lines priced by the shared rule, frozen once sent (the database refuses any change), the
/// digest the SHA-256 of the snapshot served; a new version supersedes the first, whose
/// acceptance then answers 409.
async fn a_sent_quote_is_frozen_and_a_new_version_supersedes_it(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let (project, goal) = project_with_goal(app, admin, &w.a, "INR").await;
    let draft = create(app, admin, &change_request(&project, &goal, "any")).await;
    assert_eq!(draft["state"], "draft");
    assert!(
        draft["number"].as_str().unwrap().starts_with("CR-"),
        "{draft}"
    );
    // 2.5 × 40,000 = 100,000 + 18 % = 118,000; 100 × 12.34 = 1,234 + 5 % = 1,295.70; 20,000.
    assert_eq!(
        draft["total"],
        json!({"minor": 13_929_570, "currency": "INR"})
    );
    // A draft changes; a refused line names its field.
    let mut bad = change_request(&project, &goal, "any");
    bad["lines"][1]["unitPrice"] = json!("1.005");
    let res = app
        .put(
            &format!("/api/quote/edit/{}", draft["_id"].as_str().unwrap()),
            &bad,
            Some(admin),
        )
        .await;
    let (status, body) = error_of(res).await;
    assert_eq!(
        (status, body["field"].as_str()),
        (400, Some("lines.1.unitPrice")),
        "{body}"
    );

    let sent = send(app, admin, &draft["_id"]).await;
    assert_eq!(sent["state"], "sent");
    let id = sent["_id"].as_str().unwrap();
    // What was sent does not change, by the API or by any statement.
    let res = app
        .put(
            &format!("/api/quote/edit/{id}"),
            &change_request(&project, &goal, "any"),
            Some(admin),
        )
        .await;
    assert_eq!(res.status(), 409);
    for sql in [
        "UPDATE quotes SET title = 'Cheaper' WHERE id = $1",
        "UPDATE quotes SET snapshot = '{}' WHERE id = $1",
        "UPDATE quotes SET total_minor = 1 WHERE id = $1",
        "UPDATE quotes SET valid_until = '2100-01-01' WHERE id = $1",
        // Sent moves only to a decision (or superseded), and is decided only by that move.
        "UPDATE quotes SET state = 'draft' WHERE id = $1",
        "UPDATE quotes SET decided_at = 1 WHERE id = $1",
        "DELETE FROM quotes WHERE id = $1",
    ] {
        assert!(
            sqlx::query(sql).bind(id).execute(&app.db).await.is_err(),
            "{sql}"
        );
    }
    let res = app
        .delete(&format!("/api/quote/delete/{id}"), Some(admin))
        .await;
    assert_eq!(res.status(), 409);

    // The owner reads it: the digest is the SHA-256 of the snapshot as served, canonical.
    let ann: Value = json_of(read(app, &w.a_token, &sent["_id"]).await).await;
    assert_eq!(ann["state"], "viewed");
    assert!(ann["waitingForYou"].as_bool().unwrap());
    assert_eq!(
        ann["shown"].as_str().unwrap(),
        sha256(&canonical(&ann["snapshot"]))
    );
    assert_eq!(ann["snapshot"]["lines"][0]["taxMinor"], 1_800_000);
    assert_eq!(ann["snapshot"]["taxes"].as_array().unwrap().len(), 2);
    let waiting: Value = json_of(app.get("/api/quote/waiting", Some(&w.a_token)).await).await;
    assert_eq!(waiting.as_array().unwrap().len(), 1);

    // Version 2: a new draft of the same number, sent, supersedes version 1.
    let v2 = json_of(
        app.post(
            &format!("/api/quote/revise/{id}"),
            &json!({"validUntil": "2099-06-30"}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(
        (v2["number"].clone(), v2["version"].as_i64()),
        (sent["number"].clone(), Some(2))
    );
    let again = app
        .post(&format!("/api/quote/revise/{id}"), &json!({}), Some(admin))
        .await;
    assert_eq!(again.status(), 409, "one draft at a time");
    send(app, admin, &v2["_id"]).await;
    let (status, _) = error_of(accept(app, &w.a_token, &ann, "Ann Client").await).await;
    assert_eq!(status, 409, "version 1 was superseded");
    let v1: Value = json_of(read(app, admin, &sent["_id"]).await).await;
    assert_eq!(v1["state"], "superseded");
    let waiting: Value = json_of(app.get("/api/quote/waiting", Some(&w.a_token)).await).await;
    assert_eq!(waiting[0]["_id"], v2["_id"]);
    assert_eq!(waiting.as_array().unwrap().len(), 1);
}

/// Accepting needs the terms read and a typed name; declining a reason. The acceptance records
/// who, the name typed, the network and the digest, and makes exactly the snapshot's milestones
/// (one due now, one planned until its goal's sign-off) and grows the budget by the amount before
/// tax, once.
async fn an_acceptance_makes_exactly_the_snapshots_milestones(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let (project, goal) = project_with_goal(app, admin, &w.a, "INR").await;
    let q = create(app, admin, &change_request(&project, &goal, "any")).await;
    send(app, admin, &q["_id"]).await;
    let ann: Value = json_of(read(app, &w.a_token, &q["_id"]).await).await;
    let path = format!("/api/quote/decide/{}", q["_id"].as_str().unwrap());
    for (body, field) in [
        (
            json!({"decision": "accept", "shown": ann["shown"], "signedName": "Ann"}),
            "termsRead",
        ),
        (
            json!({"decision": "accept", "shown": ann["shown"], "termsRead": true}),
            "signedName",
        ),
        (
            json!({"decision": "decline", "shown": ann["shown"], "reason": " "}),
            "reason",
        ),
        (
            json!({"decision": "accept", "shown": "0".repeat(64), "signedName": "Ann", "termsRead": true}),
            "shown",
        ),
    ] {
        let (status, err) = error_of(app.post(&path, &body, Some(&w.a_token)).await).await;
        assert_eq!((status, err["field"].as_str()), (400, Some(field)), "{err}");
    }
    assert!(
        milestones_of(app, admin, &project).await.is_empty(),
        "nothing made by a refusal"
    );

    let done = json_of(accept(app, &w.a_token, &ann, "Ann Client").await).await;
    assert_eq!(done["state"], "accepted");
    let d = &done["decisions"][0];
    assert_eq!(
        (d["decision"].as_str(), d["signedName"].as_str()),
        (Some("accepted"), Some("Ann Client"))
    );
    assert_eq!(d["shown"], ann["shown"]);
    let (network, shown): (Option<String>, String) = sqlx::query_as(
        "SELECT network, shown_sha256 FROM signoff_decisions WHERE signoff_id = $1 AND subject_kind = 'quote'",
    )
    .bind(q["_id"].as_str().unwrap())
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!(network.as_deref(), Some("127.0.0.1"));
    assert_eq!(shown, ann["shown"].as_str().unwrap());

    let made = milestones_of(app, admin, &project).await;
    let mut got: Vec<(String, i64, String)> = made
        .iter()
        .map(|m| {
            (
                m["title"].as_str().unwrap().to_owned(),
                m["total"]["minor"].as_i64().unwrap(),
                m["status"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    got.sort();
    let snap = &ann["snapshot"]["milestones"];
    assert_eq!(
        got,
        vec![
            (
                "On acceptance".into(),
                snap[0]["amountMinor"].as_i64().unwrap(),
                "due".into()
            ),
            (
                "On go-live".into(),
                snap[1]["amountMinor"].as_i64().unwrap(),
                "planned".into()
            ),
        ]
    );
    let budget: Option<i64> = sqlx::query_scalar("SELECT budget_minor FROM projects WHERE id = $1")
        .bind(&project)
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(budget, ann["snapshot"]["subtotalMinor"].as_i64());
    let (status, _) = error_of(accept(app, &w.a_token, &ann, "Ann Client").await).await;
    assert_eq!(status, 409);
    assert_eq!(
        milestones_of(app, admin, &project).await.len(),
        2,
        "accepted once"
    );
    let activity: Value = json_of(app.get("/api/activity", Some(&w.a_token)).await).await;
    assert!(activity.to_string().contains("quoteAccepted"), "{activity}");

    // The milestone due on acceptance is invoiced like any other.
    let due = made.iter().find(|m| m["status"] == "due").unwrap();
    app.put(
        "/api/invoice/settings",
        &json!({"firmName": "Acme IT", "address": "1 Road", "bankDetails": "Bank 1", "taxRate": "18", "taxLabel": "GST"}),
        Some(admin),
    )
    .await;
    let invoice = json_of(
        app.post(
            &format!("/api/invoice/create/{project}"),
            &json!({"payments": [due["_id"]]}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(
        invoice["subtotal"]["minor"].as_i64(),
        due["total"]["minor"].as_i64(),
        "{invoice}"
    );

    // The decision record is insert-only for quotes too.
    assert!(
        sqlx::query("UPDATE signoff_decisions SET signed_name = 'Someone else'")
            .execute(&app.db)
            .await
            .is_err()
    );
}

/// Only the company's approvers decide: a member without the ability, and another company, get
/// 404; an approver without finance reads no amounts (and their own digest of that); under the
/// `all` rule the quote waits for every approver.
async fn only_approvers_decide_and_the_all_rule_waits_for_each(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let (project, goal) = project_with_goal(app, admin, &w.a, "EUR").await;
    let (_, pat) = add_person(
        app,
        admin,
        &w.a,
        json!({"name": "Pat", "email": "pat@example.com", "companyRole": "member", "approver": true}),
    )
    .await;
    let (_, max) = add_person(
        app,
        admin,
        &w.a,
        json!({"name": "Max", "email": "max@example.com", "companyRole": "member"}),
    )
    .await;
    let q = create(app, admin, &change_request(&project, &goal, "all")).await;
    send(app, admin, &q["_id"]).await;
    let qid = q["_id"].as_str().unwrap();
    for token in [&max, &w.b_token] {
        assert_eq!(read(app, token, &q["_id"]).await.status(), 404);
        let res = app
            .post(
                &format!("/api/quote/decide/{qid}"),
                &json!({"decision": "decline", "shown": "a".repeat(64), "reason": "No"}),
                Some(token),
            )
            .await;
        assert_eq!(res.status(), 404);
        assert_eq!(
            app.get(&format!("/api/quote/pdf/{qid}"), Some(token))
                .await
                .status(),
            404
        );
    }
    let none: Value = json_of(app.get("/api/quote/waiting", Some(&max)).await).await;
    assert_eq!(none, json!([]));
    // Made an approver after it was sent: Lee does not decide it (Ann and Pat, asked then, still
    // approve), so neither the dashboard nor the page asks Lee to.
    let (_, lee) = add_person(
        app,
        admin,
        &w.a,
        json!({"name": "Lee", "email": "lee@example.com", "companyRole": "member", "approver": true}),
    )
    .await;
    let for_lee: Value = json_of(app.get("/api/quote/waiting", Some(&lee)).await).await;
    assert_eq!(for_lee, json!([]));
    let as_lee: Value = json_of(read(app, &lee, &q["_id"]).await).await;
    assert_eq!(as_lee["waitingForYou"], false);

    let ann: Value = json_of(read(app, &w.a_token, &q["_id"]).await).await;
    let pats: Value = json_of(read(app, &pat, &q["_id"]).await).await;
    assert!(pats.get("total").is_none());
    assert!(
        pats["snapshot"]["lines"][0].get("netMinor").is_none(),
        "{pats}"
    );
    assert!(pats["snapshot"].get("totalMinor").is_none());
    assert_ne!(pats["shown"], ann["shown"]);
    assert_eq!(
        pats["shown"].as_str().unwrap(),
        sha256(&canonical(&pats["snapshot"]))
    );
    assert_eq!(
        app.get(&format!("/api/quote/pdf/{qid}"), Some(&pat))
            .await
            .status(),
        404
    );

    let after = json_of(accept(app, &w.a_token, &ann, "Ann Client").await).await;
    assert_eq!(
        (after["state"].as_str(), after["waitingForYou"].as_bool()),
        (Some("viewed"), Some(false))
    );
    assert!(
        milestones_of(app, admin, &project).await.is_empty(),
        "the all rule waits for Pat"
    );
    // Pat handles no money: Ann's digest (of the priced snapshot, beside every other byte of it)
    // is not given to Pat, who could find the prices by trying them; Pat's own is.
    let pats: Value = json_of(read(app, &pat, &q["_id"]).await).await;
    assert!(pats["decisions"][0].get("shown").is_none(), "{pats}");
    let done = json_of(accept(app, &pat, &pats, "Pat Approver").await).await;
    assert_eq!(done["state"], "accepted");
    assert_eq!(done["decisions"].as_array().unwrap().len(), 2);
    let shown: Vec<Option<&str>> = done["decisions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["shown"].as_str())
        .collect();
    assert_eq!(shown, [None, pats["shown"].as_str()]);
    let as_ann: Value = json_of(read(app, &w.a_token, &q["_id"]).await).await;
    assert_eq!(as_ann["decisions"][0]["shown"], ann["shown"]);
    assert_eq!(milestones_of(app, admin, &project).await.len(), 2);
    // The PDF is printed with its amounts; the acceptance that completed it was Pat's, on the
    // snapshot without them, and its page says so beside Pat's digest.
    let res = app
        .get(&format!("/api/quote/pdf/{qid}"), Some(&w.a_token))
        .await;
    assert_eq!(res.status(), 200);
    let text = pdf_text(&res.bytes().await.unwrap());
    let last = text
        .split('\u{c}')
        .rfind(|p| !p.trim().is_empty())
        .unwrap_or_default();
    assert!(last.contains(pats["shown"].as_str().unwrap()), "{last}");
    let words = last.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("SHA-256 of the snapshot without its amounts"),
        "{words}"
    );
}

/// A quote past its last day cannot be accepted; staff extend it with a new version.
async fn an_expired_quote_is_refused_and_extended_by_a_new_version(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let (project, goal) = project_with_goal(app, admin, &w.a, "USD").await;
    let q = create(app, admin, &change_request(&project, &goal, "any")).await;
    // A draft cannot be sent to end in the past.
    let mut past = change_request(&project, &goal, "any");
    past["validUntil"] = json!("2020-01-01");
    let old = create(app, admin, &past).await;
    let (status, err) = error_of(
        app.post(
            &format!("/api/quote/send/{}", old["_id"].as_str().unwrap()),
            &json!({}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!((status, err["field"].as_str()), (400, Some("validUntil")));
    send(app, admin, &q["_id"]).await;
    // The days pass: a copy of the sent version whose last day is behind it (inserting is what
    // the database allows; the sent row itself never changes).
    let expired = "0f8fad5b-d9cb-469f-a165-70867728950e";
    sqlx::query(
        "INSERT INTO quotes (id, number, version, kind, client_id, project_id, title, currency, valid_until, rule, \
         content, subtotal_minor, total_minor, state, snapshot, snapshot_sha256, approvers, sent_at, created_by, \
         creator_name, created_at, updated_at) SELECT $1, number || '-E', version, kind, client_id, project_id, title, \
         currency, '2020-01-01', rule, content, subtotal_minor, total_minor, 'sent', snapshot, snapshot_sha256, \
         approvers, sent_at, created_by, creator_name, created_at, updated_at FROM quotes WHERE id = $2",
    )
    .bind(expired)
    .bind(q["_id"].as_str().unwrap())
    .execute(&app.db)
    .await
    .unwrap();
    let ann: Value = json_of(read(app, &w.a_token, &json!(expired)).await).await;
    assert_eq!(
        (ann["state"].as_str(), ann["waitingForYou"].as_bool()),
        (Some("expired"), Some(false))
    );
    let (status, _) = error_of(accept(app, &w.a_token, &ann, "Ann").await).await;
    assert_eq!(status, 409);
    let waiting: Value = json_of(app.get("/api/quote/waiting", Some(&w.a_token)).await).await;
    assert!(waiting
        .as_array()
        .unwrap()
        .iter()
        .all(|x| x["_id"] != expired));
    let v2 = json_of(
        app.post(
            &format!("/api/quote/revise/{expired}"),
            &json!({"validUntil": "2099-01-31"}),
            Some(admin),
        )
        .await,
    )
    .await;
    let v2 = send(app, admin, &v2["_id"]).await;
    assert_eq!(v2["validUntil"], "2099-01-31");
    let old: Value = json_of(read(app, admin, &json!(expired)).await).await;
    assert_eq!(old["state"], "superseded");
}

/// An acceptance is one transaction: when a statement of it fails, nothing of it is left (no
/// decision, no milestone, no budget) and the quote still waits; once it can, it goes through.
async fn an_acceptance_that_fails_leaves_nothing(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let (project, goal) = project_with_goal(app, admin, &w.a, "INR").await;
    let q = create(app, admin, &change_request(&project, &goal, "any")).await;
    send(app, admin, &q["_id"]).await;
    let ann: Value = json_of(read(app, &w.a_token, &q["_id"]).await).await;
    // The second milestone's insert fails, after the decision and the first milestone.
    let (make, drop): (&[&str], &[&str]) = match app.engine {
        Engine::Sqlite => (
            &["CREATE TRIGGER fail_go_live BEFORE INSERT ON payments WHEN NEW.title = 'On go-live' \
               BEGIN SELECT RAISE(ABORT, 'injected'); END"],
            &["DROP TRIGGER fail_go_live"],
        ),
        Engine::Postgres => (
            &[
                "CREATE FUNCTION fail_go_live() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
                 IF NEW.title = 'On go-live' THEN RAISE EXCEPTION 'injected'; END IF; RETURN NEW; END $$",
                "CREATE TRIGGER fail_go_live BEFORE INSERT ON payments FOR EACH ROW EXECUTE FUNCTION fail_go_live()",
            ],
            &["DROP TRIGGER fail_go_live ON payments", "DROP FUNCTION fail_go_live()"],
        ),
    };
    for sql in make {
        sqlx::query(sql).execute(&app.db).await.unwrap();
    }
    let res = accept(app, &w.a_token, &ann, "Ann Client").await;
    assert_eq!(res.status(), 500);
    assert!(milestones_of(app, admin, &project).await.is_empty());
    let decisions: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM signoff_decisions WHERE signoff_id = $1")
            .bind(q["_id"].as_str().unwrap())
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!(decisions, 0);
    let still: Value = json_of(read(app, &w.a_token, &q["_id"]).await).await;
    assert!(still["waitingForYou"].as_bool().unwrap());
    for sql in drop {
        sqlx::query(sql).execute(&app.db).await.unwrap();
    }
    let done = json_of(accept(app, &w.a_token, &ann, "Ann Client").await).await;
    assert_eq!(done["state"], "accepted");
    assert_eq!(milestones_of(app, admin, &project).await.len(), 2);
}

/// Accepting version 1 while staff send version 2, at once, several times: one of them wins and
/// the other is refused, never a quote accepted with a newer version waiting.
async fn accepting_one_version_while_another_is_sent_leaves_one_outcome(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let (project, goal) = project_with_goal(app, admin, &w.a, "INR").await;
    for _ in 0..4 {
        let v1 = create(app, admin, &change_request(&project, &goal, "any")).await;
        send(app, admin, &v1["_id"]).await;
        let ann: Value = json_of(read(app, &w.a_token, &v1["_id"]).await).await;
        let id = v1["_id"].as_str().unwrap();
        let v2 = json_of(
            app.post(&format!("/api/quote/revise/{id}"), &json!({}), Some(admin))
                .await,
        )
        .await;
        let v2_id = v2["_id"].as_str().unwrap();
        let send_path = format!("/api/quote/send/{v2_id}");
        let body = json!({});
        let (accepted, sent) = tokio::join!(
            accept(app, &w.a_token, &ann, "Ann Client"),
            app.post(&send_path, &body, Some(admin)),
        );
        let (a, s) = (accepted.status().as_u16(), sent.status().as_u16());
        assert!(
            matches!((a, s), (200, 409) | (409, 200)),
            "accept {a}, send {s}"
        );
        let states: Vec<(i64, String)> = sqlx::query_as(
            "SELECT CAST(version AS BIGINT), state FROM quotes WHERE number = $1 ORDER BY version",
        )
        .bind(v1["number"].as_str().unwrap())
        .fetch_all(&app.db)
        .await
        .unwrap();
        let expected = if a == 200 {
            vec![(1, "accepted".to_owned()), (2, "draft".to_owned())]
        } else {
            vec![(1, "superseded".to_owned()), (2, "sent".to_owned())]
        };
        assert_eq!(states, expected);
    }
}

fn pdf_text(pdf: &[u8]) -> String {
    let path = std::env::temp_dir().join(format!(
        "portico-quote-{}-{}.pdf",
        std::process::id(),
        pdf.len()
    ));
    std::fs::write(&path, pdf).unwrap();
    let out = std::process::Command::new("pdftotext")
        .arg("-layout")
        .arg(&path)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils) is installed by the project's scripts");
    let _ = std::fs::remove_file(&path);
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The PDF reads back its number, its lines in their currency and, once accepted, the signature
/// page with the digest of what the signer was shown; in Hindi the Devanagari is exact.
async fn the_pdf_reads_back_its_lines_and_signature(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let res = app
        .put(
            "/api/company/billing",
            &json!({"language": "hi", "address": "12 MG Road", "taxId": "29ABCDE1234F1Z5"}),
            Some(&w.a_token),
        )
        .await;
    assert!(res.status().is_success(), "{}", res.status());
    let (project, goal) = project_with_goal(app, admin, &w.a, "INR").await;
    let mut body = change_request(&project, &goal, "any");
    body["lines"][2]["title"] = json!("प्रशिक्षण");
    let q = create(app, admin, &body).await;
    let sent = send(app, admin, &q["_id"]).await;
    let ann: Value = json_of(read(app, &w.a_token, &q["_id"]).await).await;
    json_of(accept(app, &w.a_token, &ann, "Ann Client").await).await;
    let res = app
        .get(
            &format!("/api/quote/pdf/{}", q["_id"].as_str().unwrap()),
            Some(&w.a_token),
        )
        .await;
    assert_eq!(res.status(), 200);
    let bytes = res.bytes().await.unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
    let text = pdf_text(&bytes);
    assert!(text.contains(sent["number"].as_str().unwrap()), "{text}");
    assert!(text.contains("परिवर्तन अनुरोध"), "{text}");
    assert!(text.contains("प्रशिक्षण"), "{text}");
    assert!(text.contains("₹1,00,000.00"), "{text}");
    let last = text
        .split('\u{c}')
        .rfind(|p| !p.trim().is_empty())
        .unwrap_or_default();
    assert!(last.contains(ann["shown"].as_str().unwrap()), "{last}");
    assert!(last.contains("Ann Client"));
    assert!(!last.contains("बिना राशियों"), "Ann handles money: {last}");
}

engine_tests!(
    a_sent_quote_is_frozen_and_a_new_version_supersedes_it,
    an_acceptance_makes_exactly_the_snapshots_milestones,
    only_approvers_decide_and_the_all_rule_waits_for_each,
    an_expired_quote_is_refused_and_extended_by_a_new_version,
    an_acceptance_that_fails_leaves_nothing,
    accepting_one_version_while_another_is_sent_leaves_one_outcome,
    the_pdf_reads_back_its_lines_and_signature,
);
