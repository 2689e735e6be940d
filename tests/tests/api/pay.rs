//! Paying invoices online (issue 5/8, ADR 0043), against a fake Stripe started by each story:
//! the page is opened for exactly what is due, once however often it is asked; only a verified
//! event books money, once, however often or in parallel it comes; a mismatch is held; a lost
//! webhook is booked by the check; a refund goes back at the provider and by a credit note.

use portico_tests::fake_stripe::{self, event, signature, FakeStripe};
use portico_tests::{
    add_person, created as json_of, error_of, spawn_app_env, world, Engine, TestApp, World,
};
use serde_json::{json, Value};

use crate::invoice::{due_milestones, issue, milestone_status, set_firm};

struct Story {
    fake: FakeStripe,
    app: TestApp,
    w: World,
}

async fn start(engine: Engine) -> Story {
    let fake = FakeStripe::start().await;
    let app = spawn_app_env(
        engine,
        vec![
            ("STRIPE_SECRET_KEY", fake_stripe::SECRET_KEY.into()),
            ("STRIPE_WEBHOOK_SECRET", fake_stripe::WEBHOOK_SECRET.into()),
            ("STRIPE_API_BASE", fake.url.clone()),
        ],
    )
    .await;
    fake.set_webhook(&app.url("/api/payments/stripe/webhook"));
    let w = world(&app).await;
    set_firm(&app, &w.admin_token).await;
    Story { fake, app, w }
}

/// An invoice of client A for due milestones of `amounts` in `currency` (18 % tax): (project,
/// milestones, the invoice).
async fn invoice(
    s: &Story,
    currency: &str,
    amounts: &[&str],
    tax: &str,
) -> (String, Vec<String>, Value) {
    let admin = s.w.admin_token.as_str();
    let (project, ids) = due_milestones(&s.app, admin, &s.w.a, currency, amounts).await;
    let inv = json_of(
        issue(
            &s.app,
            admin,
            &project,
            json!({"payments": ids, "taxRate": tax}),
        )
        .await,
    )
    .await;
    (project, ids, inv)
}

/// The invoice as client A's owner reads it on the project's list.
async fn read(s: &Story, project: &str, id: &str, token: &str) -> Value {
    let all = json_of(
        s.app
            .get(&format!("/api/invoice/invoices/{project}"), Some(token))
            .await,
    )
    .await;
    all.as_array()
        .unwrap()
        .iter()
        .find(|i| i["_id"] == id)
        .cloned()
        .expect("listed")
}

async fn pay(s: &Story, id: &str, token: &str) -> reqwest::Response {
    s.app
        .post(&format!("/api/payments/pay/{id}"), &json!({}), Some(token))
        .await
}

/// Posts `body` to the webhook with `header`: the status and what it said.
async fn post_event(s: &Story, body: &[u8], header: &str) -> (u16, Value) {
    let res = reqwest::Client::new()
        .post(s.app.url("/api/payments/stripe/webhook"))
        .header("content-type", "application/json")
        .header("stripe-signature", header)
        .body(body.to_vec())
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

fn now() -> i64 {
    portico_tests::now_ms() / 1000
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(&app.db).await.unwrap()
}

/// A partial receipt, then paying online for the rest: the page asks exactly the balance, a
/// double click makes one page, a member without finance gets 404, the event books once (again,
/// replayed or in parallel, nothing more), with the milestones paid, the activity, the mail to
/// finance people, the audit entry and the provider's fee.
async fn the_balance_is_paid_online_and_booked_once(engine: Engine) {
    let s = start(engine).await;
    let (admin, ann) = (s.w.admin_token.as_str(), s.w.a_token.as_str());
    // ₹3,750.00 at 18 %: ₹4,425.00.
    let (project, ids, inv) = invoice(&s, "INR", &["3750"], "18").await;
    let id = inv["_id"].as_str().unwrap();
    assert_eq!(inv["total"]["minor"], 442_500);
    assert_eq!(inv["balance"]["minor"], 442_500);
    assert_eq!(inv["payOnline"], "available");
    // Its mail says it can be paid online.
    let issued: String = sqlx::query_scalar(
        "SELECT payload FROM mail_outbox WHERE kind = 'invoice' AND payload LIKE '%invoice_issued%'",
    )
    .fetch_one(&s.app.db)
    .await
    .unwrap();
    assert!(issued.contains("\"pay_online\":true"), "{issued}");
    // ₹1,000.00 received by bank: ₹2,750.00 and its ₹495.00 of tax are left.
    let res = s
        .app
        .post(
            &format!("/api/payment/receipt/{}", ids[0]),
            &json!({"amount": "1000", "receivedOn": "2026-12-01", "note": "NEFT"}),
            Some(admin),
        )
        .await;
    assert_eq!(res.status(), 201);
    let before = read(&s, &project, id, ann).await;
    assert_eq!(before["balance"]["minor"], 324_500);

    // A member without finance: no such route for them.
    let (_, member) = add_person(
        &s.app,
        admin,
        &s.w.a,
        json!({"name": "Mo", "email": "mo@example.com", "companyRole": "member"}),
    )
    .await;
    assert_eq!(pay(&s, id, &member).await.status(), 404);
    assert_eq!(
        s.app.get("/api/invoice/due", Some(&member)).await.status(),
        404
    );
    // The dashboard's invoices to pay: this one, with what is left.
    let due = json_of(s.app.get("/api/invoice/due", Some(ann)).await).await;
    assert_eq!(due.as_array().unwrap().len(), 1, "{due}");
    assert_eq!(
        (due[0]["_id"].as_str(), due[0]["balance"]["minor"].as_i64()),
        (Some(id), Some(324_500))
    );
    let theirs = json_of(s.app.get("/api/invoice/due", Some(&s.w.b_token)).await).await;
    assert_eq!(
        theirs,
        json!([]),
        "another company's invoice is not theirs to pay"
    );
    // Client B: another company's invoice is missing.
    assert_eq!(pay(&s, id, &s.w.b_token).await.status(), 404);

    // Two clicks at once: one page, for exactly the balance.
    let (one, two) = tokio::join!(pay(&s, id, ann), pay(&s, id, ann));
    let one = json_of(one).await;
    let two = json_of(two).await;
    assert_eq!(one["url"], two["url"]);
    let pages = s.fake.sessions();
    assert_eq!(pages.len(), 1, "{pages:?}");
    assert_eq!(pages[0]["amount_total"], 324_500);
    assert_eq!(pages[0]["currency"], "inr");
    assert_eq!(pages[0]["client_reference_id"], id);
    assert_eq!(pages[0]["metadata"]["invoice_id"], id);
    assert!(pages[0]["success_url"]
        .as_str()
        .unwrap()
        .contains("payment=done"));
    // Asked again later: the stored page, no new call.
    let creates = s.fake.creates();
    assert_eq!(json_of(pay(&s, id, ann).await).await["url"], one["url"]);
    assert_eq!(s.fake.creates(), creates);

    // The provider confirms: booked once, whatever comes after.
    let page = pages[0]["id"].as_str().unwrap();
    let done = s.fake.complete(page).unwrap();
    let evt = event("evt_paid_1", "checkout.session.completed", &done);
    // The same event delivered four times at once: booked once.
    let answers = futures_join(&s, &[evt.clone(), evt.clone(), evt.clone(), evt.clone()]).await;
    let booked = answers
        .iter()
        .filter(|(_, said)| said.contains("booked"))
        .count();
    assert_eq!(booked, 1, "{answers:?}");
    assert!(answers.iter().all(|(st, _)| *st == 200), "{answers:?}");
    let (status, said) = s.fake.deliver(&evt).await;
    assert_eq!((status, said.contains("duplicate")), (200, true), "{said}");
    // The same page again under other event ids, in parallel: nothing more.
    let again: Vec<Value> = (2..6)
        .map(|n| {
            event(
                &format!("evt_paid_{n}"),
                "checkout.session.async_payment_succeeded",
                &done,
            )
        })
        .collect();
    let answers = futures_join(&s, &again).await;
    assert!(
        answers
            .iter()
            .all(|(st, said)| *st == 200 && !said.contains("booked")),
        "{answers:?}"
    );
    assert_eq!(
        count(&s.app, "SELECT COUNT(*) FROM online_payments").await,
        1
    );

    let after = read(&s, &project, id, ann).await;
    assert_eq!(after["balance"]["minor"], 0);
    assert_eq!(after["payOnline"], "nothingDue");
    let due = json_of(s.app.get("/api/invoice/due", Some(ann)).await).await;
    assert_eq!(due, json!([]), "paid: nothing left to pay");
    assert_eq!(
        milestone_status(&s.app, admin, &project, &ids[0]).await,
        "paid"
    );
    // Received: ₹1,000.00 by bank and ₹2,750.00 online, nothing more.
    let received: i64 = count(&s.app, &format!(
        "SELECT CAST(SUM(amount_minor) AS BIGINT) FROM payment_receipts WHERE payment_id = '{}'", ids[0])).await;
    assert_eq!(received, 375_000);
    assert_eq!(
        count(
            &s.app,
            "SELECT COUNT(*) FROM activity WHERE kind = 'paidOnline'"
        )
        .await,
        1
    );
    assert_eq!(
        count(
            &s.app,
            "SELECT COUNT(*) FROM audit_log WHERE action = 'payment.online'"
        )
        .await,
        1
    );
    let mailed: Vec<(String, String)> = sqlx::query_as(
        "SELECT to_addr, payload FROM mail_outbox WHERE kind = 'invoice' AND payload LIKE '%paid_online%'")
        .fetch_all(&s.app.db).await.unwrap();
    assert_eq!(mailed.len(), 1, "{mailed:?}");
    assert_eq!(mailed[0].0, "ann@example.com");
    assert!(mailed[0].1.contains("₹3,245.00"), "{}", mailed[0].1);
    // With the receipt: what the payment settled (₹2,750.00 and its ₹495.00 of tax), as a PDF.
    let (payment, pdf): (String, Vec<u8>) =
        sqlx::query_as("SELECT id, receipt_pdf FROM online_payments")
            .fetch_one(&s.app.db)
            .await
            .unwrap();
    assert!(pdf.starts_with(b"%PDF-"), "a PDF");
    assert!(mailed[0].1.contains(&payment), "{}", mailed[0].1);
    // The fee, as the provider's balance transaction says.
    let fee = fake_stripe::fee_of(324_500);
    let mut seen = Value::Null;
    for _ in 0..50 {
        let online = json_of(s.app.get("/api/payments/online", Some(admin)).await).await;
        seen = online["payments"][0].clone();
        if seen["fee"]["minor"] == fee {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(seen["fee"]["minor"], fee, "{seen}");
    assert_eq!(seen["amount"]["minor"], 324_500);
    assert!(seen["paymentRef"].as_str().unwrap().starts_with("pi_"));
    // Nothing is due: no page.
    assert_eq!(pay(&s, id, ann).await.status(), 409);
    s.app.cleanup().await;
}

async fn futures_join(s: &Story, events: &[Value]) -> Vec<(u16, String)> {
    let tasks: Vec<_> = events
        .iter()
        .map(|e| {
            let fake = s.fake.clone();
            let e = e.clone();
            tokio::spawn(async move { fake.deliver(&e).await })
        })
        .collect();
    let mut out = Vec::new();
    for t in tasks {
        out.push(t.await.unwrap());
    }
    out
}

/// A body changed by one byte, a timestamp 301 s old and a wrong secret answer 400 and book
/// nothing; an amount or a currency that differs from what was asked is held for staff.
async fn only_a_verified_matching_event_books(engine: Engine) {
    let s = start(engine).await;
    let ann = s.w.a_token.as_str();
    let (project, _, inv) = invoice(&s, "INR", &["1000"], "18").await;
    let id = inv["_id"].as_str().unwrap();
    json_of(pay(&s, id, ann).await).await;
    let page = s.fake.sessions()[0]["id"].as_str().unwrap().to_owned();
    let done = s.fake.complete(&page).unwrap();
    let body =
        serde_json::to_vec(&event("evt_forged", "checkout.session.completed", &done)).unwrap();
    let secret = fake_stripe::WEBHOOK_SECRET;

    let mut changed = body.clone();
    let at = changed.iter().position(|b| *b == b'1').unwrap();
    changed[at] = b'2';
    let (status, _) = post_event(&s, &changed, &signature(secret, now(), &body)).await;
    assert_eq!(status, 400, "one byte changed");
    let (status, _) = post_event(&s, &body, &signature(secret, now() - 301, &body)).await;
    assert_eq!(status, 400, "301 s old");
    let (status, _) = post_event(&s, &body, &signature("whsec_someone_else", now(), &body)).await;
    assert_eq!(status, 400, "another secret");
    let (status, _) = post_event(&s, &body, "").await;
    assert_eq!(status, 400, "no signature");
    assert_eq!(count(&s.app, "SELECT COUNT(*) FROM pay_events").await, 0);
    assert_eq!(
        count(&s.app, "SELECT COUNT(*) FROM online_payments").await,
        0
    );

    // Signed, but for another amount: held, nothing booked.
    let mut cheaper = done.clone();
    cheaper["amount_total"] = json!(100);
    let (status, said) = s
        .fake
        .deliver(&event(
            "evt_cheaper",
            "checkout.session.completed",
            &cheaper,
        ))
        .await;
    assert_eq!((status, said.contains("held")), (200, true), "{said}");
    // And once held, the right amount books nothing either: staff decide.
    let (_, said) = s
        .fake
        .deliver(&event("evt_right", "checkout.session.completed", &done))
        .await;
    assert!(said.contains("held"), "{said}");
    assert_eq!(
        count(&s.app, "SELECT COUNT(*) FROM online_payments").await,
        0
    );
    assert_eq!(
        read(&s, &project, id, ann).await["balance"]["minor"],
        118_000
    );
    let online = json_of(
        s.app
            .get("/api/payments/online", Some(&s.w.admin_token))
            .await,
    )
    .await;
    assert_eq!(online["pending"][0]["state"], "held", "{online}");
    assert!(
        online["pending"][0]["heldReason"]
            .as_str()
            .unwrap()
            .contains("paid 100"),
        "{online}"
    );
    assert_eq!(online["provider"], "Stripe");

    // Another invoice paid in another currency: held too.
    let (_, _, other) = invoice(&s, "INR", &["500"], "0").await;
    let other_id = other["_id"].as_str().unwrap();
    json_of(pay(&s, other_id, ann).await).await;
    let page = s.fake.sessions().last().unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let mut dollars = s.fake.complete(&page).unwrap();
    dollars["currency"] = json!("usd");
    let (_, said) = s
        .fake
        .deliver(&event("evt_usd", "checkout.session.completed", &dollars))
        .await;
    assert!(said.contains("held"), "{said}");
    s.app.cleanup().await;
}

/// JPY is asked in whole yen; a three-decimal currency whose balance Stripe cannot charge exactly
/// is offered by bank transfer, never rounded; without the provider's keys there is no button.
async fn each_currency_is_asked_exactly(engine: Engine) {
    let s = start(engine).await;
    let ann = s.w.a_token.as_str();
    let (_, _, yen) = invoice(&s, "JPY", &["12500"], "10").await;
    assert_eq!(yen["balance"]["minor"], 13_750);
    json_of(pay(&s, yen["_id"].as_str().unwrap(), ann).await).await;
    let page = s.fake.sessions().last().cloned().unwrap();
    assert_eq!(
        (page["amount_total"].as_i64(), page["currency"].as_str()),
        (Some(13_750), Some("jpy"))
    );

    let (project, _, dinar) = invoice(&s, "BHD", &["12.345"], "0").await;
    let id = dinar["_id"].as_str().unwrap();
    assert_eq!(
        read(&s, &project, id, ann).await["payOnline"],
        "thirdDecimal"
    );
    let (status, error) = error_of(pay(&s, id, ann).await).await;
    assert_eq!(status, 409);
    assert!(
        error["message"].as_str().unwrap().contains("bank transfer"),
        "{error}"
    );
    let (_, _, round) = invoice(&s, "BHD", &["12.340"], "0").await;
    assert_eq!(round["payOnline"], "available");
    s.app.cleanup().await;

    // Without the keys: no button, and the route says so.
    let app = portico_tests::spawn_app(engine).await;
    let w = world(&app).await;
    set_firm(&app, &w.admin_token).await;
    let (project, ids) = due_milestones(&app, &w.admin_token, &w.a, "INR", &["100"]).await;
    let inv = json_of(issue(&app, &w.admin_token, &project, json!({"payments": ids})).await).await;
    assert_eq!(inv["payOnline"], "off");
    assert_eq!(
        app.post(
            &format!("/api/payments/pay/{}", inv["_id"].as_str().unwrap()),
            &json!({}),
            Some(&w.a_token)
        )
        .await
        .status(),
        409
    );
    let online = json_of(app.get("/api/payments/online", Some(&w.admin_token)).await).await;
    assert_eq!(online["provider"], Value::Null);
    app.cleanup().await;
}

/// A payment whose webhook never came is booked by the check (and the webhook, arriving late,
/// books nothing more); coming back from the page books it too. A refund gives the money back at
/// the provider and corrects the invoice by a credit note, once.
async fn a_lost_webhook_is_booked_and_a_payment_refunded(engine: Engine) {
    let s = start(engine).await;
    let (admin, ann) = (s.w.admin_token.as_str(), s.w.a_token.as_str());
    let (project, ids, inv) = invoice(&s, "INR", &["2000"], "18").await;
    let id = inv["_id"].as_str().unwrap();
    json_of(pay(&s, id, ann).await).await;
    let page = s.fake.sessions()[0]["id"].as_str().unwrap().to_owned();
    let done = s.fake.complete(&page).unwrap();
    let checked = json_of(
        s.app
            .post("/api/payments/check", &json!({}), Some(admin))
            .await,
    )
    .await;
    assert_eq!(
        (checked["completed"].as_i64(), checked["booked"].as_i64()),
        (Some(1), Some(1)),
        "{checked}"
    );
    let (_, said) = s
        .fake
        .deliver(&event("evt_late", "checkout.session.completed", &done))
        .await;
    assert!(said.contains("duplicate"), "{said}");
    assert_eq!(
        count(&s.app, "SELECT COUNT(*) FROM online_payments").await,
        1
    );
    assert_eq!(
        milestone_status(&s.app, admin, &project, &ids[0]).await,
        "paid"
    );

    // Coming back from a page completed before its webhook: booked by asking the provider.
    let (project2, _, inv2) = invoice(&s, "INR", &["300"], "0").await;
    let id2 = inv2["_id"].as_str().unwrap();
    json_of(pay(&s, id2, ann).await).await;
    let page2 = s.fake.sessions().last().unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    s.fake.complete(&page2).unwrap();
    let back = json_of(
        s.app
            .post(
                &format!("/api/payments/confirm/{id2}"),
                &json!({}),
                Some(ann),
            )
            .await,
    )
    .await;
    assert_eq!(back["balance"]["minor"], 0, "{back}");
    assert_eq!(
        read(&s, &project2, id2, ann).await["payOnline"],
        "nothingDue"
    );

    // A refund: at the provider and by a credit note.
    let online = json_of(s.app.get("/api/payments/online", Some(admin)).await).await;
    let paid = online["payments"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["invoice"] == id)
        .unwrap()
        .clone();
    let pid = paid["_id"].as_str().unwrap();
    let (status, error) = error_of(
        s.app
            .post(
                &format!("/api/payments/refund/{pid}"),
                &json!({"provider": false, "creditNote": true, "reason": ""}),
                Some(admin),
            )
            .await,
    )
    .await;
    assert_eq!((status, error["field"].as_str()), (400, Some("reason")));
    assert_eq!(
        s.app
            .post(
                &format!("/api/payments/refund/{pid}"),
                &json!({"provider": true, "creditNote": false}),
                Some(ann)
            )
            .await
            .status(),
        403
    );
    let refunded = json_of(
        s.app
            .post(
                &format!("/api/payments/refund/{pid}"),
                &json!({"provider": true, "creditNote": true, "reason": "Paid twice"}),
                Some(admin),
            )
            .await,
    )
    .await;
    assert_eq!(refunded["refunded"]["minor"], 236_000, "{refunded}");
    assert!(refunded["refundRef"].as_str().unwrap().starts_with("re_"));
    assert!(refunded["creditNote"].is_string(), "{refunded}");
    let refunds = s.fake.refunds();
    assert_eq!(refunds.len(), 1);
    assert_eq!(refunds[0]["amount"], 236_000);
    // The milestone is due again (the credit note took it off the invoice), nothing received.
    assert_eq!(
        milestone_status(&s.app, admin, &project, &ids[0]).await,
        "due"
    );
    let again = s
        .app
        .post(
            &format!("/api/payments/refund/{pid}"),
            &json!({"provider": true, "creditNote": false}),
            Some(admin),
        )
        .await;
    assert_eq!(again.status(), 409);

    // A booking that fails (the firm's billing details gone, so no receipt can be made) answers
    // 500, so Stripe retries it; staff see it with its tries until a retry books it.
    let (_, _, inv3) = invoice(&s, "INR", &["700"], "0").await;
    let id3 = inv3["_id"].as_str().unwrap();
    json_of(pay(&s, id3, ann).await).await;
    let page3 = s.fake.sessions().last().unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let done3 = s.fake.complete(&page3).unwrap();
    let evt3 = event("evt_fails_first", "checkout.session.completed", &done3);
    sqlx::query("DELETE FROM billing_settings")
        .execute(&s.app.db)
        .await
        .unwrap();
    for tries in 1..=2 {
        let (status, said) = s.fake.deliver(&evt3).await;
        assert_eq!(status, 500, "{said}");
        let online = json_of(s.app.get("/api/payments/online", Some(admin)).await).await;
        let failed = online["failed"].as_array().unwrap();
        assert_eq!(failed.len(), 1, "{online}");
        assert_eq!(
            (
                failed[0]["sessionRef"].as_str(),
                failed[0]["tries"].as_i64()
            ),
            (Some(page3.as_str()), Some(tries))
        );
        assert_eq!(failed[0]["number"], inv3["number"]);
    }
    assert_eq!(
        count(
            &s.app,
            "SELECT COUNT(*) FROM pay_events WHERE event_id = 'evt_fails_first'"
        )
        .await,
        0
    );
    set_firm(&s.app, admin).await;
    let (status, said) = s.fake.deliver(&evt3).await;
    assert_eq!((status, said.contains("booked")), (200, true), "{said}");
    let online = json_of(s.app.get("/api/payments/online", Some(admin)).await).await;
    assert_eq!(online["failed"], json!([]), "{online}");
    s.app.cleanup().await;
}

macro_rules! pay_tests {
    ($($story:ident),+ $(,)?) => {
        $(
            mod $story {
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn sqlite() {
                    super::$story(portico_tests::Engine::Sqlite).await;
                }
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn postgres() {
                    super::$story(portico_tests::Engine::Postgres).await;
                }
            }
        )+
    };
}

pay_tests!(
    the_balance_is_paid_online_and_booked_once,
    only_a_verified_matching_event_books,
    each_currency_is_asked_exactly,
    a_lost_webhook_is_booked_and_a_payment_refunded,
);
