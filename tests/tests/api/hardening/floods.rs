//! Many requests at once, or from many addresses: parallel wrong codes against one two-factor
//! challenge get no more than its five checked, and the contact form cannot flood staff's
//! inboxes (limits per /64 and per /48, and one digest past a ceiling for everyone together).

use portico_server::db::users::Role;
use portico_tests::{engine_fns, error_of, Engine};
use serde_json::{json, Value};

use super::{behind_a_proxy, post_from};
use crate::two_factor::{self, password_step, turn_on, PASSWORD};

/// L1: thirty wrong codes sent at once against one challenge, from thirty addresses (so no
/// per-address throttle holds them back): each try is counted before its code is checked, so at
/// most the challenge's five codes are checked; the rest find it used up (or wait).
async fn parallel_codes_on_one_challenge_get_five_checked(engine: Engine) {
    let app = behind_a_proxy(engine, vec![]).await;
    two_factor::client(&app, "ann@example.com").await;
    let token = app.login("ann@example.com", PASSWORD).await;
    let (phone, _) = turn_on(&app, &token).await;
    let challenge = password_step(&app, "/api/user/login", "ann@example.com").await["challenge"]
        .as_str()
        .unwrap()
        .to_owned();
    let wrong = phone.wrong();
    let guesses: Vec<_> = (0..30)
        .map(|i| {
            let http = app.http.clone();
            let url = app.url("/api/user/twoFactorSignIn");
            let body = json!({"challenge": challenge, "code": wrong});
            tokio::spawn(async move {
                let res = http
                    .post(url)
                    .header("x-forwarded-for", format!("203.0.113.{i}"))
                    .json(&body)
                    .send()
                    .await
                    .unwrap();
                error_of(res).await
            })
        })
        .collect();
    let mut answers = Vec::new();
    for g in guesses {
        let (status, err) = g.await.unwrap();
        answers.push((
            status,
            err["field"].as_str().unwrap_or_default().to_owned(),
            err["fields"][0]["code"]
                .as_str()
                .unwrap_or_default()
                .to_owned(),
        ));
    }
    let checked = answers
        .iter()
        .filter(|(s, f, c)| (*s, f.as_str(), c.as_str()) == (400, "code", "wrong_code"))
        .count();
    assert!((1..=5).contains(&checked), "{checked} checked: {answers:?}");
    for (status, field, code) in &answers {
        assert!(
            *status == 429
                || (*status, field.as_str()) == (400, "code")
                || (*status, field.as_str(), code.as_str()) == (400, "challenge", "expired"),
            "{answers:?}"
        );
    }
    // Used up: the right code comes too late.
    let (status, body) = two_factor::code_step(&app, &challenge, &phone.now()).await;
    assert_eq!(
        (status, body["error"]["field"].as_str()),
        (400, Some("challenge")),
        "{body}"
    );
    app.cleanup().await;
}

/// L4: one IPv6 site (a /48 holds 65,536 /64s) sends at most twenty contact messages and forty
/// newsletter sign-ups in ten minutes; and a crowd of addresses cannot flood staff's inboxes:
/// past thirty messages mailed one by one, the rest are kept and gathered into one mail per
/// staff member.
async fn the_contact_form_cannot_flood_staff(engine: Engine) {
    let app = behind_a_proxy(engine, vec![("MAIL_DIGEST_SECS", "0".to_owned())]).await;
    for (name, email) in [("Boss", "boss@example.com"), ("Meera", "meera@example.com")] {
        app.create_user(Role::Admin, name, email, "admin-pass-1")
            .await;
    }
    let message = |i: usize| {
        json!({"name": "P", "email": "p@example.com", "phone": "9876501234",
            "message": format!("Hello {i}"), "permission": true})
    };
    let mut statuses = Vec::new();
    for i in 0..21 {
        let from = format!("2001:db8:7:{i:x}::1");
        let res = post_from(&app, &from, "/api/contact/submit", &message(i)).await;
        statuses.push(res.status().as_u16());
    }
    assert_eq!(&statuses[..20], &[201; 20]);
    assert_eq!(statuses[20], 429);
    let mut statuses = Vec::new();
    for i in 0..41 {
        let from = format!("2001:db8:8:{i:x}::1");
        let body = json!({ "email": format!("reader{i}@example.com") });
        let res = post_from(&app, &from, "/api/contact/mail/submit", &body).await;
        statuses.push(res.status().as_u16());
    }
    assert!(statuses[..40].iter().all(|s| *s == 200), "{statuses:?}");
    assert_eq!(statuses[40], 429);

    // Forty more messages, each from an IPv4 address of its own: all kept.
    for i in 0..40 {
        let from = format!("198.51.100.{i}");
        let res = post_from(&app, &from, "/api/contact/submit", &message(100 + i)).await;
        assert_eq!(res.status(), 201);
    }
    assert_eq!(app.count("contact_submissions").await, 60);
    let mails: Vec<(String, String)> = sqlx::query_as(
        "SELECT to_addr, payload FROM mail_outbox WHERE kind = 'notify' AND topic = 'contact'",
    )
    .fetch_all(&app.db)
    .await
    .unwrap();
    for staff in ["boss@example.com", "meera@example.com"] {
        let theirs: Vec<&String> = mails
            .iter()
            .filter(|(to, _)| to == staff)
            .map(|(_, p)| p)
            .collect();
        assert!(
            theirs.len() <= 31,
            "{staff}: {} mails about contact messages",
            theirs.len()
        );
        // Every message is in one of them.
        let items: usize = theirs
            .iter()
            .map(|p| {
                serde_json::from_str::<Value>(p).unwrap()["items"]
                    .as_array()
                    .map_or(0, Vec::len)
            })
            .sum();
        assert_eq!(items, 60, "{staff}");
    }
    app.cleanup().await;
}

engine_fns!(
    parallel_codes_on_one_challenge_get_five_checked,
    the_contact_form_cannot_flood_staff,
);
