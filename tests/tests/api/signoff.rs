//! Sign-off of delivered work and payments in their currency (ADR 0032): staff ask, the company's
//! approvers decide in rounds, an approval completes the goal and makes its milestone due in the
//! same transaction, decisions cannot be rewritten, and amounts keep their currency's decimals.

use portico_tests::{add_person, created as json_of, engine_tests, error_of, world, TestApp};
use serde_json::{json, Value};

/// A new project of `client` in `currency`, a goal and a milestone of `amount` tied to it:
/// (project, goal, payment).
async fn goal_with_milestone(
    app: &TestApp,
    admin: &str,
    client: &str,
    currency: &str,
    amount: &str,
) -> (String, String, String) {
    let project = json_of(
        app.post(
            "/api/project/createProject",
            &json!({"title": format!("Work in {currency}"), "client": client, "github": "acme", "repoName": "work",
                    "projectDesc": "s", "projectDetailsDesc": "l", "currency": currency}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(project["currency"], currency);
    let project = project["_id"].as_str().unwrap().to_owned();
    let goal = json_of(
        app.post(
            "/api/goal/create",
            &json!({"project": project, "title": "Storefront go-live", "status": "inprogress"}),
            Some(admin),
        )
        .await,
    )
    .await;
    let goal = goal["_id"].as_str().unwrap().to_owned();
    let payment = json_of(
        app.post(
            "/api/payment/create",
            &json!({"project": project, "title": "Go-live payment", "amount": amount, "goal": goal}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(payment["status"], "planned");
    assert_eq!(payment["currency"], currency);
    (project, goal, payment["_id"].as_str().unwrap().to_owned())
}

async fn ask(app: &TestApp, admin: &str, body: Value) -> Value {
    json_of(app.post("/api/signoff/request", &body, Some(admin)).await).await
}

async fn decide(
    app: &TestApp,
    token: &str,
    round: &Value,
    decision: &str,
    comment: &str,
) -> reqwest::Response {
    app.post(
        &format!("/api/signoff/decide/{}", round["_id"].as_str().unwrap()),
        &json!({"decision": decision, "comment": comment, "shown": round["shown"]}),
        Some(token),
    )
    .await
}

/// The round as `token` reads it (its `shown` is that reader's).
async fn round_as(app: &TestApp, token: &str, project: &str, id: &Value) -> Value {
    let rounds: Value = json_of(
        app.get(&format!("/api/signoff/project/{project}"), Some(token))
            .await,
    )
    .await;
    rounds
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["_id"] == *id)
        .cloned()
        .unwrap_or(Value::Null)
}

async fn goal_status(app: &TestApp, admin: &str, project: &str, goal: &str) -> String {
    let goals: Value = json_of(
        app.get(&format!("/api/goal/project/{project}"), Some(admin))
            .await,
    )
    .await;
    goals
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["_id"] == goal)
        .unwrap()["status"]
        .as_str()
        .unwrap()
        .to_owned()
}

async fn payment(app: &TestApp, token: &str, project: &str, id: &str) -> Value {
    let all: Value = json_of(
        app.get(&format!("/api/payment/payments/{project}"), Some(token))
            .await,
    )
    .await;
    all.as_array()
        .unwrap()
        .iter()
        .find(|p| p["_id"] == id)
        .cloned()
        .unwrap()
}

/// Changes requested close a round; asking again opens the next; an approval completes the goal
/// and makes its milestone due. Nobody else decides: another company's request is 404, a person
/// who does not approve is refused, and a decision on what was not shown is refused.
async fn rounds_end_in_an_approval_that_releases_the_milestone(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let (pa, goal, pay) = goal_with_milestone(app, admin, &w.a, "INR", "6300.50").await;
    let pa = pa.as_str();

    // Nothing is waiting before staff ask.
    let waiting: Value = json_of(app.get("/api/signoff/waiting", Some(&w.a_token)).await).await;
    assert_eq!(waiting, json!([]));

    let first = ask(
        app,
        admin,
        json!({"goal": goal, "summary": "Live on staging.", "links": ["https://git.example/pr/7"]}),
    )
    .await;
    assert_eq!(
        (first["round"].as_i64(), first["state"].as_str()),
        (Some(1), Some("open"))
    );
    assert_eq!(
        first["amount"],
        json!({"minor": 630_050, "currency": "INR"})
    );
    // One round open at a time.
    let (status, _) = error_of(
        app.post(
            "/api/signoff/request",
            &json!({"goal": goal, "summary": "Again"}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(status, 409);

    // Ann (the owner) is waiting to decide; Bob's company sees nothing of it.
    let waiting: Value = json_of(app.get("/api/signoff/waiting", Some(&w.a_token)).await).await;
    assert_eq!(waiting.as_array().unwrap().len(), 1);
    assert_eq!(waiting[0]["waitingForYou"], true);
    let mine = round_as(app, &w.a_token, pa, &first["_id"]).await;
    assert_eq!(
        app.get(&format!("/api/signoff/project/{pa}"), Some(&w.b_token))
            .await
            .status(),
        404
    );
    let waiting_b: Value = json_of(app.get("/api/signoff/waiting", Some(&w.b_token)).await).await;
    assert_eq!(waiting_b, json!([]));
    assert_eq!(
        decide(app, &w.b_token, &mine, "approve", "").await.status(),
        404
    );

    // A colleague who does not approve is refused; one who does not see the project gets 404.
    let (_, mo) = add_person(
        app,
        admin,
        &w.a,
        json!({"name": "Mo", "email": "mo@example.com", "companyRole": "member"}),
    )
    .await;
    assert_eq!(decide(app, &mo, &mine, "approve", "").await.status(), 403);
    let side = json_of(
        app.post(
            "/api/project/createProject",
            &json!({"title": "Side", "client": w.a, "github": "acme", "repoName": "side", "projectDesc": "s", "projectDetailsDesc": "l"}),
            Some(admin),
        )
        .await,
    )
    .await;
    let (_, elsewhere) = add_person(
        app,
        admin,
        &w.a,
        json!({"name": "Eli", "email": "eli@example.com", "companyRole": "member", "approver": true,
               "allProjects": false, "projects": [side["_id"]]}),
    )
    .await;
    assert_eq!(
        decide(app, &elsewhere, &mine, "approve", "").await.status(),
        404
    );

    // Changes need a comment; a decision on something other than what was shown is refused.
    let (status, error) = error_of(decide(app, &w.a_token, &mine, "changes", "  ").await).await;
    assert_eq!((status, error["field"].as_str()), (400, Some("comment")));
    let mut stale = mine.clone();
    stale["shown"] = json!("0".repeat(64));
    let (status, error) = error_of(decide(app, &w.a_token, &stale, "approve", "").await).await;
    assert_eq!((status, error["field"].as_str()), (400, Some("shown")));
    assert_eq!(app.count("signoff_decisions").await, 0);

    let changed = json_of(
        decide(
            app,
            &w.a_token,
            &mine,
            "changes",
            "The search is slow on phones.",
        )
        .await,
    )
    .await;
    assert_eq!(changed["state"], "changes");
    assert_eq!(
        changed["decisions"][0]["comment"],
        "The search is slow on phones."
    );
    assert_eq!(changed["decisions"][0]["shown"], mine["shown"]);
    let (status, _) = error_of(decide(app, &w.a_token, &mine, "approve", "").await).await;
    assert_eq!(status, 409, "a closed round takes no more decisions");
    assert_eq!(goal_status(app, admin, pa, &goal).await, "inprogress");
    assert_eq!(payment(app, admin, pa, &pay).await["status"], "planned");

    // Round 2: approved. The goal is done and its milestone due, in that one write.
    let second = ask(
        app,
        admin,
        json!({"goal": goal, "summary": "Search fixed."}),
    )
    .await;
    assert_eq!(second["round"], 2);
    let mine = round_as(app, &w.a_token, pa, &second["_id"]).await;
    let approved = json_of(decide(app, &w.a_token, &mine, "approve", "").await).await;
    assert_eq!(approved["state"], "approved");
    assert_eq!(goal_status(app, admin, pa, &goal).await, "done");
    let due = payment(app, &w.a_token, pa, &pay).await;
    assert_eq!(
        (
            due["status"].as_str(),
            due["amount"].as_f64(),
            due["total"]["minor"].as_i64()
        ),
        (Some("due"), Some(6300.5), Some(630_050))
    );

    // Staff see both rounds, newest first, with who decided what.
    let rounds: Value = json_of(
        app.get(&format!("/api/signoff/project/{pa}"), Some(admin))
            .await,
    )
    .await;
    let states: Vec<&str> = rounds
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["state"].as_str().unwrap())
        .collect();
    assert_eq!(states, ["approved", "changes"]);
    assert_eq!(rounds[0]["decisions"][0]["personName"], "Ann");
    // The client's feed says it.
    let feed: Value = json_of(app.get("/api/activity", Some(&w.a_token)).await).await;
    let kinds: Vec<&str> = feed["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["kind"].as_str().unwrap())
        .collect();
    for kind in [
        "signOffAsked",
        "signOffChanges",
        "signOffApproved",
        "goalReached",
    ] {
        assert!(kinds.contains(&kind), "{kind} in {kinds:?}");
    }
}

/// "All approvers": the round stays open until every approver who sees the project approved.
async fn all_approvers_must_approve_when_the_rule_says_so(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let (pa, goal, pay) = goal_with_milestone(app, admin, &w.a, "EUR", "1200").await;
    let pa = pa.as_str();
    let (_, pat) = add_person(
        app,
        admin,
        &w.a,
        json!({"name": "Pat", "email": "pat@example.com", "companyRole": "member", "approver": true}),
    )
    .await;
    let round = ask(
        app,
        admin,
        json!({"goal": goal, "summary": "Done.", "rule": "all"}),
    )
    .await;
    let ann = round_as(app, &w.a_token, pa, &round["_id"]).await;
    let after = json_of(decide(app, &w.a_token, &ann, "approve", "Fine by me").await).await;
    assert_eq!(
        (after["state"].as_str(), after["waitingForYou"].as_bool()),
        (Some("open"), Some(false))
    );
    assert_eq!(payment(app, admin, pa, &pay).await["status"], "planned");
    let (status, _) = error_of(decide(app, &w.a_token, &ann, "approve", "").await).await;
    assert_eq!(status, 409, "one decision per person");
    // Pat, who handles no money, is shown no amount: their digest differs from Ann's.
    let pats = round_as(app, &pat, pa, &round["_id"]).await;
    assert!(pats.get("amount").is_none());
    assert_ne!(pats["shown"], ann["shown"]);
    let done = json_of(decide(app, &pat, &pats, "approve", "").await).await;
    assert_eq!(done["state"], "approved");
    assert_eq!(payment(app, admin, pa, &pay).await["status"], "due");
}

/// Decisions are insert-only in the database itself: no update or delete gets through.
async fn decisions_cannot_be_rewritten(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let (pa, goal, _) = goal_with_milestone(app, admin, &w.a, "USD", "10").await;
    let pa = pa.as_str();
    let round = ask(app, admin, json!({"goal": goal, "summary": "Done."})).await;
    let ann = round_as(app, &w.a_token, pa, &round["_id"]).await;
    json_of(decide(app, &w.a_token, &ann, "approve", "Yes").await).await;
    for sql in [
        "UPDATE signoff_decisions SET decision = 'changes'",
        "UPDATE signoff_decisions SET comment = 'No'",
        "DELETE FROM signoff_decisions",
    ] {
        assert!(sqlx::query(sql).execute(&app.db).await.is_err(), "{sql}");
    }
    let kept: (String, String) = sqlx::query_as("SELECT decision, comment FROM signoff_decisions")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(kept, ("approve".into(), "Yes".into()));
}

/// Amounts keep their currency's own decimals (JPY 0, EUR 2, BHD 3) both ways; payments received
/// are rows that leave the amount as it was; totals are per currency.
async fn currencies_keep_their_decimals_and_totals_stay_apart(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let mut jpy = String::new();
    for (client, currency, amount, minor, number) in [
        (&w.a, "JPY", "4500", 4500, 4500.0),
        (&w.b, "BHD", "1.125", 1125, 1.125),
    ] {
        let (project, _, id) = goal_with_milestone(app, admin, client, currency, amount).await;
        let p = payment(app, admin, &project, &id).await;
        assert_eq!(
            (p["total"]["minor"].as_i64(), p["amount"].as_f64()),
            (Some(minor), Some(number)),
            "{currency}"
        );
        if currency == "JPY" {
            jpy = project;
        }
    }
    let (status, error) = error_of(
        app.post(
            "/api/payment/create",
            &json!({"project": jpy, "title": "x", "amount": "4500.5"}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(
        (status, error["message"].as_str()),
        (400, Some("Amount must be a whole number in JPY"))
    );
    // A project with milestones keeps its currency.
    let (status, error) = error_of(
        app.send(
            "put",
            &format!("/api/project/updateProject/{jpy}"),
            Some(&json!({"currency": "EUR"})),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!((status, error["field"].as_str()), (400, Some("currency")));

    // A second milestone in EUR on a new project of client A: partly paid, then refused past what is left.
    let new_project = json_of(
        app.post(
            "/api/project/createProject",
            &json!({"title": "Euro work", "client": w.a, "github": "acme", "repoName": "euro", "projectDesc": "s", "projectDetailsDesc": "l", "currency": "EUR"}),
            Some(admin),
        )
        .await,
    )
    .await;
    let pe = new_project["_id"].as_str().unwrap();
    let eur = json_of(
        app.post(
            "/api/payment/create",
            &json!({"project": pe, "title": "Deposit", "amount": 6300}),
            Some(admin),
        )
        .await,
    )
    .await;
    let id = eur["_id"].as_str().unwrap();
    let part = json_of(
        app.post(
            &format!("/api/payment/receipt/{id}"),
            &json!({"amount": "2000.25", "receivedOn": "2026-11-02", "note": "SEPA 1"}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(
        (
            part["status"].as_str(),
            part["received"]["minor"].as_i64(),
            part["total"]["minor"].as_i64(),
            part["left"]["minor"].as_i64()
        ),
        (Some("planned"), Some(200_025), Some(630_000), Some(429_975))
    );
    let (status, error) = error_of(
        app.post(
            &format!("/api/payment/receipt/{id}"),
            &json!({"amount": "4300", "receivedOn": "2026-11-03"}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(
        (status, error["message"].as_str()),
        (400, Some("Only 4299.75 EUR is left to pay"))
    );

    // Client A owes in two currencies: two totals, never one.
    let clients: Value = json_of(app.get("/api/admin/clientsData?q=Ann", Some(admin)).await).await;
    let unpaid = clients[0]["unpaid"].as_array().unwrap().clone();
    let codes: Vec<&str> = unpaid
        .iter()
        .map(|u| u["currency"].as_str().unwrap())
        .collect();
    assert_eq!(
        codes.iter().filter(|c| **c == "EUR").count(),
        1,
        "{unpaid:?}"
    );
    assert!(
        unpaid.contains(&json!({"currency": "EUR", "minor": 429_975})),
        "{unpaid:?}"
    );
    assert!(
        unpaid.contains(&json!({"currency": "JPY", "minor": 4500})),
        "{unpaid:?}"
    );
    let paid = json_of(
        app.post(
            &format!("/api/payment/receipt/{id}"),
            &json!({"amount": "4299.75", "receivedOn": "2026-11-03"}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(
        (paid["status"].as_str(), paid["isCompleted"].as_bool()),
        (Some("paid"), Some(true))
    );
    let receipts: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM payment_receipts WHERE payment_id = $1")
            .bind(id)
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!(receipts, 2);
    // Receivables per currency: a late JPY milestone set due by hand is due and overdue.
    let late = json_of(
        app.post(
            "/api/payment/create",
            &json!({"project": jpy, "title": "Late", "amount": 1000, "dueDate": "2020-01-01"}),
            Some(admin),
        )
        .await,
    )
    .await;
    let late = late["_id"].as_str().unwrap();
    let set = json_of(
        app.send(
            "put",
            &format!("/api/payment/due/{late}"),
            Some(&json!({"isDue": true})),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(set["status"], "due");
    let receivables: Value = json_of(app.get("/api/payment/receivables", Some(admin)).await).await;
    let of = |code: &str| {
        receivables
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["currency"] == code)
            .cloned()
            .unwrap()
    };
    assert_eq!(
        of("JPY"),
        json!({"currency": "JPY", "due": {"minor": 1000, "currency": "JPY"},
            "overdue": {"minor": 1000, "currency": "JPY"}, "paid": {"minor": 0, "currency": "JPY"},
            "dueCount": 1, "overdueCount": 1})
    );
    assert_eq!(
        (
            of("EUR")["paid"]["minor"].as_i64(),
            of("EUR")["due"]["minor"].as_i64()
        ),
        (Some(630_000), Some(0))
    );
    assert_eq!(
        app.get("/api/payment/receivables", Some(&w.a_token))
            .await
            .status(),
        403
    );
    let projects: Value =
        json_of(app.get("/api/admin/projectsData?q=Euro", Some(admin)).await).await;
    let row = &projects[0];
    assert_eq!(
        (
            row["currency"].as_str(),
            row["paid"]["minor"].as_i64(),
            row["outstanding"]["minor"].as_i64()
        ),
        (Some("EUR"), Some(630_000), Some(0))
    );
}

/// An approval releases exactly what its round recorded and showed: every milestone of the goal
/// when it was asked, their total shown; a milestone tied to the goal while the round waits asks
/// it again (the first is superseded, and a decision on it refused), so the approvers see and
/// release the new total. The `all` rule waits for the approvers of when it was asked: someone
/// made an approver since neither decides nor holds it up.
async fn an_approval_releases_exactly_what_its_round_recorded(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let (pa, goal, first_pay) = goal_with_milestone(app, admin, &w.a, "EUR", "1000").await;
    let pa = pa.as_str();
    let first = ask(
        app,
        admin,
        json!({"goal": goal, "summary": "Done.", "rule": "all"}),
    )
    .await;
    assert_eq!(first["amount"]["minor"].as_i64(), Some(100_000));
    let ann_first = round_as(app, &w.a_token, pa, &first["_id"]).await;

    // A second milestone tied to the goal while the round waits: the round is asked again.
    let second_pay = json_of(
        app.post(
            "/api/payment/create",
            &json!({"project": pa, "title": "Second payment", "amount": "250", "goal": goal}),
            Some(admin),
        )
        .await,
    )
    .await;
    let rounds: Value = json_of(
        app.get(&format!("/api/signoff/project/{pa}"), Some(admin))
            .await,
    )
    .await;
    let rounds = rounds.as_array().unwrap();
    let superseded = rounds.iter().find(|r| r["_id"] == first["_id"]).unwrap();
    assert_eq!(superseded["state"], "superseded");
    let second = rounds
        .iter()
        .find(|r| r["round"] == 2)
        .expect("the round asked again")
        .clone();
    assert_eq!(
        (second["state"].as_str(), second["amount"]["minor"].as_i64()),
        (Some("open"), Some(125_000)),
        "{second}"
    );
    // What Ann was shown of the first round decides nothing now.
    let (status, _) = error_of(decide(app, &w.a_token, &ann_first, "approve", "").await).await;
    assert_eq!(status, 409);

    // Pat is made an approver after the round was asked: not one of its deciders.
    let (_, pat) = add_person(
        app,
        admin,
        &w.a,
        json!({"name": "Pat", "email": "pat@example.com", "companyRole": "member", "approver": true}),
    )
    .await;
    let pats = round_as(app, &pat, pa, &second["_id"]).await;
    let (status, _) = error_of(decide(app, &pat, &pats, "approve", "").await).await;
    assert_eq!(status, 403, "not an approver of this round");
    // A milestone tied to the goal behind the routes' back (no new round): not what the round
    // recorded, so not released by it.
    sqlx::query(
        "INSERT INTO payments (id, project_id, title, description, amount_minor, currency, goal_id, \
         status, due_date, is_completed, created_at, updated_at) \
         SELECT '00000000-0000-4000-8000-0000000000aa', project_id, 'Unrecorded', '', 99900, currency, \
         goal_id, 'planned', NULL, 0, created_at, updated_at FROM payments WHERE id = $1",
    )
    .bind(&first_pay)
    .execute(&app.db)
    .await
    .unwrap();
    // Ann alone is every approver the round was asked of: her approval releases both milestones.
    let ann = round_as(app, &w.a_token, pa, &second["_id"]).await;
    let done = json_of(decide(app, &w.a_token, &ann, "approve", "").await).await;
    assert_eq!(done["state"], "approved");
    for id in [first_pay.as_str(), second_pay["_id"].as_str().unwrap()] {
        assert_eq!(payment(app, admin, pa, id).await["status"], "due", "{id}");
    }
    assert_eq!(
        payment(app, admin, pa, "00000000-0000-4000-8000-0000000000aa").await["status"],
        "planned"
    );
}

engine_tests!(
    rounds_end_in_an_approval_that_releases_the_milestone,
    all_approvers_must_approve_when_the_rule_says_so,
    decisions_cannot_be_rewritten,
    currencies_keep_their_decimals_and_totals_stay_apart,
    an_approval_releases_exactly_what_its_round_recorded,
);
