//! Invoices and credit notes (ADR 0033): staff issue an invoice for due milestones, numbered per
//! year without gaps even when issued in parallel, never edited, corrected only by a credit note
//! that refers to it; tax per line, rounded, then summed; the company's finance people list and
//! download it, and nobody else does.

use portico_tests::{add_person, created as json_of, engine_tests, error_of, world, TestApp};
use serde_json::{json, Value};

const FIRM: &str = r#"{"firmName": "Acme IT Services Pvt Ltd", "address": "12 MG Road\nBengaluru 560001",
    "taxId": "29ABCDE1234F1Z5", "bankDetails": "HDFC Bank, A/c 0012345678, IFSC HDFC0000123",
    "taxLabel": "GST", "taxRate": "18", "termsDays": 15}"#;

pub(crate) async fn set_firm(app: &TestApp, admin: &str) {
    let body: Value = serde_json::from_str(FIRM).unwrap();
    let res = app
        .send("put", "/api/invoice/settings", Some(&body), Some(admin))
        .await;
    assert_eq!(res.status(), 200);
}

/// Numbers the projects `due_milestones` makes, so a story can make several in one currency.
static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(1);

/// A project of `client` in `currency` with one due milestone per amount: (project, milestones).
pub(crate) async fn due_milestones(
    app: &TestApp,
    admin: &str,
    client: &str,
    currency: &str,
    amounts: &[&str],
) -> (String, Vec<String>) {
    let project = json_of(
        app.post(
            "/api/project/createProject",
            &json!({"title": format!("Billing in {currency} #{}", NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)), "client": client, "github": "acme",
                    "repoName": "billing", "projectDesc": "s", "projectDetailsDesc": "l", "currency": currency}),
            Some(admin),
        )
        .await,
    )
    .await;
    let project = project["_id"].as_str().unwrap().to_owned();
    let mut ids = Vec::new();
    for (i, amount) in amounts.iter().enumerate() {
        let p = json_of(
            app.post(
                "/api/payment/create",
                &json!({"project": project, "title": format!("Milestone {}", i + 1), "amount": amount}),
                Some(admin),
            )
            .await,
        )
        .await;
        let id = p["_id"].as_str().unwrap().to_owned();
        let res = app
            .send(
                "put",
                &format!("/api/payment/due/{id}"),
                Some(&json!({"isDue": true})),
                Some(admin),
            )
            .await;
        assert_eq!(res.status(), 200);
        ids.push(id);
    }
    (project, ids)
}

pub(crate) async fn issue(
    app: &TestApp,
    admin: &str,
    project: &str,
    body: Value,
) -> reqwest::Response {
    app.post(
        &format!("/api/invoice/create/{project}"),
        &body,
        Some(admin),
    )
    .await
}

pub(crate) async fn milestone_status(
    app: &TestApp,
    admin: &str,
    project: &str,
    id: &str,
) -> String {
    let all: Value = json_of(
        app.get(&format!("/api/payment/payments/{project}"), Some(admin))
            .await,
    )
    .await;
    all.as_array()
        .unwrap()
        .iter()
        .find(|p| p["_id"] == id)
        .unwrap()["status"]
        .as_str()
        .unwrap()
        .to_owned()
}

fn year() -> String {
    portico_shared::dates::format_ymd_from_ms(portico_tests::now_ms())[..4].to_owned()
}

/// An invoice for two due milestones: numbered, taxed per line, its milestones invoiced, listed
/// and downloadable by the company's finance people only. A credit note refers to it, leaves it
/// exactly as it was, and sets its milestones due again.
async fn an_invoice_is_issued_then_credited(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let (project, ids) = due_milestones(app, admin, &w.a, "INR", &["6300.50", "0.05"]).await;
    let p = project.as_str();

    // Nothing is issued before the firm's details are set.
    let (status, _) = error_of(issue(app, admin, p, json!({"payments": ids})).await).await;
    assert_eq!(status, 409);
    set_firm(app, admin).await;

    // A planned milestone is refused, with the field named.
    let (planned_project, planned) = {
        let project = json_of(
            app.post(
                "/api/project/createProject",
                &json!({"title": "Planned", "client": w.a, "github": "acme", "repoName": "p",
                        "projectDesc": "s", "projectDetailsDesc": "l", "currency": "INR"}),
                Some(admin),
            )
            .await,
        )
        .await;
        let id = project["_id"].as_str().unwrap().to_owned();
        let m = json_of(
            app.post(
                "/api/payment/create",
                &json!({"project": id, "title": "Later", "amount": "10"}),
                Some(admin),
            )
            .await,
        )
        .await;
        (id, m["_id"].as_str().unwrap().to_owned())
    };
    let (status, error) =
        error_of(issue(app, admin, &planned_project, json!({"payments": [planned]})).await).await;
    assert_eq!(
        (status, error["field"].as_str()),
        (400, Some("payments")),
        "{error}"
    );
    // A milestone of another project is not this project's.
    let (status, _) =
        error_of(issue(app, admin, &planned_project, json!({"payments": [ids[0]]})).await).await;
    assert_eq!(status, 400);

    let invoice =
        json_of(issue(app, admin, p, json!({"payments": ids, "note": "Thank you"})).await).await;
    let number = format!("{}-0001", year());
    assert_eq!(invoice["number"], number.as_str());
    assert_eq!(invoice["kind"], "invoice");
    assert_eq!(invoice["currency"], "INR");
    // 18 % of 6300.50 is 1134.09 (1134.09 exactly), of 0.05 is 0.009 -> 0.01: per line, then summed.
    assert_eq!(invoice["lines"][0]["tax"]["minor"], 113_409);
    assert_eq!(invoice["lines"][1]["tax"]["minor"], 1);
    // Amounts travel as minor units with their currency.
    assert_eq!(
        invoice["subtotal"],
        json!({"minor": 630_055, "currency": "INR"})
    );
    assert_eq!(invoice["tax"], json!({"minor": 113_410, "currency": "INR"}));
    assert_eq!(
        invoice["total"],
        json!({"minor": 743_465, "currency": "INR"})
    );
    assert_eq!(invoice["taxLabel"], "GST");
    for id in &ids {
        assert_eq!(milestone_status(app, admin, p, id).await, "invoiced");
    }
    // Invoiced milestones are not invoiced twice.
    let (status, _) = error_of(issue(app, admin, p, json!({"payments": [ids[0]]})).await).await;
    assert_eq!(status, 400);

    // The owner lists and downloads it; another company gets 404 for both.
    let id = invoice["_id"].as_str().unwrap();
    let listed: Value = json_of(
        app.get(&format!("/api/invoice/invoices/{p}"), Some(&w.a_token))
            .await,
    )
    .await;
    assert_eq!(listed[0]["number"], number.as_str());
    let pdf = app
        .get(&format!("/api/invoice/pdf/{id}"), Some(&w.a_token))
        .await;
    assert_eq!(pdf.status(), 200);
    assert_eq!(pdf.headers()["content-type"], "application/pdf");
    assert!(pdf.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .contains(&format!("invoice-{number}.pdf")));
    let bytes = pdf.bytes().await.unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
    assert_eq!(
        app.get(&format!("/api/invoice/invoices/{p}"), Some(&w.b_token))
            .await
            .status(),
        404
    );
    assert_eq!(
        app.get(&format!("/api/invoice/pdf/{id}"), Some(&w.b_token))
            .await
            .status(),
        404
    );

    // Issued means never edited, whoever holds a connection.
    for sql in [
        "UPDATE invoices SET total_minor = 1",
        "UPDATE invoices SET note = 'changed'",
        "DELETE FROM invoices",
    ] {
        assert!(sqlx::query(sql).execute(&app.db).await.is_err(), "{sql}");
    }

    // A credit note needs its reason; it refers to the invoice and negates it.
    let (status, error) = error_of(
        app.post(
            &format!("/api/invoice/credit/{id}"),
            &json!({}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!((status, error["field"].as_str()), (400, Some("reason")));
    let credit = json_of(
        app.post(
            &format!("/api/invoice/credit/{id}"),
            &json!({"reason": "Billed before the go-live"}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(credit["kind"], "credit");
    assert_eq!(credit["number"], format!("{}-0002", year()).as_str());
    assert_eq!(credit["credits"], number.as_str());
    assert_eq!(credit["total"]["minor"], -743_465);
    // Once only, and a credit note is not credited.
    let credit_id = credit["_id"].as_str().unwrap();
    for target in [id, credit_id] {
        let (status, _) = error_of(
            app.post(
                &format!("/api/invoice/credit/{target}"),
                &json!({"reason": "Again"}),
                Some(admin),
            )
            .await,
        )
        .await;
        assert_eq!(status, 409);
    }
    // The invoice reads as before, with the credit note beside it; its PDF is the same bytes.
    let listed: Value = json_of(
        app.get(&format!("/api/invoice/invoices/{p}"), Some(admin))
            .await,
    )
    .await;
    let original = listed
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["_id"] == id)
        .unwrap();
    assert_eq!(original["total"]["minor"], 743_465);
    assert_eq!(original["pdfSha256"], invoice["pdfSha256"]);
    assert_eq!(original["creditedBy"], credit["number"]);
    let again = app
        .get(&format!("/api/invoice/pdf/{id}"), Some(admin))
        .await
        .bytes()
        .await
        .unwrap();
    assert_eq!(again, bytes);
    // The milestones are due again, and a new invoice takes the next number.
    for m in &ids {
        assert_eq!(milestone_status(app, admin, p, m).await, "due");
    }
    let next =
        json_of(issue(app, admin, p, json!({"payments": [ids[0]], "taxRate": 0})).await).await;
    assert_eq!(next["number"], format!("{}-0003", year()).as_str());
    assert_eq!(next["tax"]["minor"], 0);

    // The CSV: one row per document, amounts as decimals of their currency, named beside them.
    let csv = app.get("/api/invoice/export.csv", Some(admin)).await;
    assert_eq!(csv.status(), 200);
    let csv = csv.text().await.unwrap();
    assert!(
        csv.starts_with("Number,Kind,Credits,Issued,Due,Client,Project,Currency,Subtotal,Tax,"),
        "{csv}"
    );
    assert!(
        csv.contains(&format!("{number},Invoice,,"))
            && csv.contains(",INR,6300.55,1134.10,18,7434.65,"),
        "{csv}"
    );
    assert!(csv.contains(",INR,-6300.55,-1134.10,18,-7434.65,"), "{csv}");
    assert_eq!(csv.lines().count(), 4, "{csv}");
}

/// Invoices issued at once get consecutive numbers: none given twice, none skipped, also when
/// some of the requests are refused in the middle.
async fn numbers_have_no_gaps_under_parallel_issue(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    set_firm(app, admin).await;
    let amounts = ["100"; 8];
    let (project, ids) = due_milestones(app, admin, &w.a, "EUR", &amounts).await;
    let mut bodies = Vec::new();
    for (i, id) in ids.iter().enumerate() {
        bodies.push(json!({"payments": [id]}));
        // A refused one between them (an unknown milestone), whose number must not be lost.
        if i % 3 == 0 {
            bodies.push(json!({"payments": ["00000000-0000-4000-8000-000000000000"]}));
        }
    }
    let mut calls = tokio::task::JoinSet::new();
    for body in bodies {
        let (http, url, token) = (
            reqwest::Client::new(),
            app.url(&format!("/api/invoice/create/{project}")),
            admin.to_owned(),
        );
        calls.spawn(async move {
            http.post(url)
                .bearer_auth(token)
                .json(&body)
                .send()
                .await
                .unwrap()
                .status()
        });
    }
    let answers = calls.join_all().await;
    let ok = answers.iter().filter(|s| s.as_u16() == 201).count();
    assert_eq!(ok, ids.len());
    let listed: Value = json_of(app.get("/api/invoice/all", Some(admin)).await).await;
    let mut numbers: Vec<String> = listed
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["number"].as_str().unwrap().to_owned())
        .collect();
    numbers.sort();
    let expected: Vec<String> = (1..=ids.len())
        .map(|n| format!("{}-{n:04}", year()))
        .collect();
    assert_eq!(numbers, expected);
}

/// The company's owner chooses the language its invoices are written in; a member cannot, and a
/// member without finance sees no invoice. The finance people are mailed each invoice.
async fn the_owner_chooses_the_billing_language(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    set_firm(app, admin).await;
    let (_, member) = add_person(
        app,
        admin,
        &w.a,
        json!({"name": "Mo", "email": "mo@example.com", "companyRole": "member"}),
    )
    .await;
    let (status, _) = error_of(
        app.send(
            "put",
            "/api/company/billing",
            Some(&json!({"language": "fr"})),
            Some(&member),
        )
        .await,
    )
    .await;
    assert_eq!(status, 403);
    let (status, error) = error_of(
        app.send(
            "put",
            "/api/company/billing",
            Some(&json!({"language": "de"})),
            Some(&w.a_token),
        )
        .await,
    )
    .await;
    assert_eq!((status, error["field"].as_str()), (400, Some("language")));
    let set: Value = json_of(
        app.send(
            "put",
            "/api/company/billing",
            Some(&json!({"language": "hi", "address": "Connaught Place\nNew Delhi", "taxId": "07AAACV1234A1Z9"})),
            Some(&w.a_token),
        )
        .await,
    )
    .await;
    assert_eq!(
        (set["language"].as_str(), set["name"].as_str()),
        (Some("hi"), Some("Ann Ltd"))
    );

    let (project, ids) = due_milestones(app, admin, &w.a, "INR", &["1000"]).await;
    let invoice = json_of(issue(app, admin, &project, json!({"payments": ids})).await).await;
    assert_eq!(invoice["language"], "hi");
    let id = invoice["_id"].as_str().unwrap();
    assert_eq!(
        app.get(&format!("/api/invoice/invoices/{project}"), Some(&member))
            .await
            .status(),
        404
    );
    assert_eq!(
        app.get(&format!("/api/invoice/pdf/{id}"), Some(&member))
            .await
            .status(),
        404
    );
    // One mail per finance person of the company (Ann, the owner), none to Mo.
    let mailed: Vec<(String, String)> = sqlx::query_as(
        "SELECT to_addr, payload FROM mail_outbox WHERE kind = 'invoice' ORDER BY to_addr",
    )
    .fetch_all(&app.db)
    .await
    .unwrap();
    assert_eq!(mailed.len(), 1, "{mailed:?}");
    assert_eq!(mailed[0].0, "ann@example.com");
    assert!(mailed[0].1.contains(id));
}

engine_tests!(
    an_invoice_is_issued_then_credited,
    numbers_have_no_gaps_under_parallel_issue,
    the_owner_chooses_the_billing_language,
);
