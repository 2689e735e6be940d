//! Money only for those who handle it (ADR 0030): a company's owner and the people given finance
//! see payments, amounts and the project's cost; for everyone else those fields are absent from
//! every answer (not zero) and the payment routes answer 404. A marker amount, title and cost are
//! looked for in every read of the route table, as a person without finance.

use portico_tests::route_table::table;
use portico_tests::{add_person, created as json_of, engine_tests, error_of, world, TestApp};
use serde_json::json;

const COST: &str = "Marker-Cost-7Q";
const TITLE: &str = "Marker-Milestone-7Q";
const AMOUNT: &str = "987654";

fn carries_money(body: &str) -> bool {
    [COST, TITLE, AMOUNT].iter().any(|m| body.contains(m))
}

async fn money_only_for_those_who_handle_it(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let rows = table(app, &w).await;

    // Project A gets a marked cost, a paid milestone (a feed entry) and one still to pay (the
    // dashboard's next payment).
    json_of(
        app.send(
            "put",
            &format!("/api/project/updateProject/{}", w.project_a),
            Some(&json!({"projectCost": COST})),
            Some(admin),
        )
        .await,
    )
    .await;
    for (title, paid) in [(format!("{TITLE} paid"), true), (TITLE.to_owned(), false)] {
        let created = json_of(
            app.post(
                "/api/payment/create",
                &json!({"project": w.project_a, "title": title, "amount": 987654.25, "dueDate": "2027-01-10"}),
                Some(admin),
            )
            .await,
        )
        .await;
        if paid {
            let id = created["_id"].as_str().unwrap();
            json_of(
                app.send(
                    "put",
                    &format!("/api/payment/paid/{id}"),
                    Some(&json!({"isCompleted": true})),
                    Some(admin),
                )
                .await,
            )
            .await;
        }
    }

    // An hour of billable time at a marked rate (ADR 0042): its amount, the rate and the sums.
    json_of(
        app.send(
            "put",
            &format!("/api/hours/settings/{}", w.project_a),
            Some(&json!({"hourlyRate": AMOUNT, "budgetAmount": AMOUNT})),
            Some(admin),
        )
        .await,
    )
    .await;
    json_of(
        app.post(
            "/api/hours/log",
            &json!({"project": w.project_a, "date": "2026-12-01", "time": "1h"}),
            Some(admin),
        )
        .await,
    )
    .await;

    let (_, mo) = add_person(
        app,
        admin,
        &w.a,
        json!({"name": "Mo", "email": "mo@example.com", "companyRole": "member"}),
    )
    .await;
    let (_, fin) = add_person(
        app,
        admin,
        &w.a,
        json!({"name": "Fin", "email": "fin@example.com", "companyRole": "member", "finance": true}),
    )
    .await;

    // Every read of the route table, as Mo: no marker anywhere, whatever the status.
    let mut read = 0;
    for (method, template, path, _, _) in &rows {
        if *method != "get" {
            continue;
        }
        let res = app.get(&format!("/api{path}"), Some(&mo)).await;
        let status = res.status();
        let text = portico_tests::body_text(res).await;
        assert!(status.as_u16() < 500, "{template}: {status}");
        assert!(!carries_money(&text), "GET {template} as Mo: {text}");
        read += 1;
    }
    assert!(read > 40, "only {read} reads");

    // What is absent for Mo, field by field, and there for Fin and the owner.
    let detail = format!("/api/project/detail/{}", w.project_a);
    let payments = format!("/api/payment/payments/{}", w.project_a);
    let mo_project = json_of(app.get(&detail, Some(&mo)).await).await;
    assert!(mo_project.get("projectCost").is_none(), "{mo_project}");
    assert_eq!(mo_project["title"], "Storefront");
    let mo_list = json_of(app.get("/api/project/projectsUser", Some(&mo)).await).await;
    assert!(mo_list[0].get("projectCost").is_none());
    assert_eq!(app.get(&payments, Some(&mo)).await.status(), 404);
    let glance = json_of(app.get("/api/project/glance", Some(&mo)).await).await;
    assert!(glance[0].get("nextMilestone").is_none(), "{glance}");
    let profile = json_of(app.get("/api/user/userProfile", Some(&mo)).await).await;
    assert_eq!(
        profile["membership"],
        json!({"company": w.a, "role": "member", "finance": false, "approver": false})
    );
    let hours = format!("/api/hours/project/{}", w.project_a);
    let mo_hours = json_of(app.get(&hours, Some(&mo)).await).await;
    // The route table logged 1:30 before the rate was set, then this hour.
    assert_eq!(mo_hours["total"]["billableMinutes"], 150, "{mo_hours}");
    for absent in ["hourlyRate", "budgetMoney"] {
        assert!(mo_hours.get(absent).is_none(), "{absent}: {mo_hours}");
    }
    assert!(mo_hours["total"].get("amount").is_none(), "{mo_hours}");
    assert!(mo_hours["latest"][0].get("amount").is_none(), "{mo_hours}");
    for token in [fin.as_str(), w.a_token.as_str()] {
        let h = json_of(app.get(&hours, Some(token)).await).await;
        assert_eq!(
            h["hourlyRate"],
            json!({"minor": 98_765_400, "currency": "USD"}),
            "{h}"
        );
        assert_eq!(h["total"]["amount"]["minor"], 98_765_400, "{h}");
        assert_eq!(h["budgetMoney"]["percent"], 100, "{h}");
    }
    for token in [fin.as_str(), w.a_token.as_str()] {
        let project = json_of(app.get(&detail, Some(token)).await).await;
        assert_eq!(project["projectCost"], COST);
        let list = json_of(app.get("/api/project/projectsUser", Some(token)).await).await;
        assert_eq!(list[0]["projectCost"], COST);
        let paid = json_of(app.get(&payments, Some(token)).await).await;
        assert!(paid.to_string().contains(TITLE), "{paid}");
        let glance = json_of(app.get("/api/project/glance", Some(token)).await).await;
        assert_eq!(glance[0]["nextMilestone"]["title"], TITLE, "{glance}");
        let feed = json_of(app.get("/api/activity", Some(token)).await).await;
        assert!(
            feed["events"]
                .as_array()
                .unwrap()
                .iter()
                .any(|e| e["kind"] == "milestonePaid"),
            "{feed}"
        );
    }
    // The two forms of the read are told apart by their tags, so a cached copy never crosses.
    let tag = |res: &reqwest::Response| res.headers()["etag"].to_str().unwrap().to_owned();
    let (a, b) = (
        tag(&app.get(&detail, Some(&mo)).await),
        tag(&app.get(&detail, Some(&fin)).await),
    );
    assert_ne!(a, b);

    // Staff viewing the portal as Mo see what Mo sees; a person of another company is not found.
    let mo_id = json_of(app.get("/api/user/userProfile", Some(&mo)).await).await["_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let view = json_of(
        app.post(
            &format!("/api/admin/viewAs/{}?person={mo_id}", w.a),
            &json!({}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(view["user"]["name"], "Mo");
    let as_mo = view["token"].as_str().unwrap();
    let seen = json_of(app.get(&detail, Some(as_mo)).await).await;
    assert!(seen.get("projectCost").is_none(), "{seen}");
    let res = app
        .post(
            &format!("/api/admin/viewAs/{}?person={mo_id}", w.b),
            &json!({}),
            Some(admin),
        )
        .await;
    assert_eq!(res.status(), 404);

    // A budget is money: Mo is not asked for one, and the server refuses one from him.
    let (status, err) = error_of(
        app.post(
            "/api/project/addRequest",
            &json!({"title": "Loyalty app", "projectCost": "USD 9,000"}),
            Some(&mo),
        )
        .await,
    )
    .await;
    assert_eq!((status, err["field"].as_str()), (400, Some("projectCost")));
    for token in [mo.as_str(), fin.as_str()] {
        let res = app
            .post(
                "/api/project/addRequest",
                &json!({"title": format!("Request by {token:.4}")}),
                Some(token),
            )
            .await;
        assert_eq!(res.status(), 201);
    }
    json_of(
        app.post(
            "/api/project/addRequest",
            &json!({"title": "Budgeted", "projectCost": COST}),
            Some(&fin),
        )
        .await,
    )
    .await;
    let mine = json_of(app.get("/api/project/requests", Some(&mo)).await).await;
    assert_eq!(mine.as_array().unwrap().len(), 3);
    assert!(!carries_money(&mine.to_string()), "{mine}");
    let theirs = json_of(app.get("/api/project/requests", Some(&fin)).await).await;
    assert!(theirs.to_string().contains(COST), "{theirs}");

    // Nor in any mail queued for Mo (none carries an amount today; the mails of sign-off and
    // invoices will go to finance people only).
    let mails: Vec<(String, String)> =
        sqlx::query_as("SELECT subject, payload FROM mail_outbox WHERE to_addr = $1")
            .bind("mo@example.com")
            .fetch_all(&app.db)
            .await
            .unwrap();
    assert!(!mails.is_empty(), "Mo's invitation at least");
    for (subject, payload) in &mails {
        assert!(
            !carries_money(subject) && !carries_money(payload),
            "{subject}: {payload}"
        );
    }
}

engine_tests!(money_only_for_those_who_handle_it);
