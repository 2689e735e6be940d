//! Setup and the sign-in code step.

use portico_tests::{engine_fns, refused_field, spawn_app, Engine};
use serde_json::json;

use super::{client, code_step, password_step, staff, status_of, turn_on, PASSWORD};

engine_fns!(
    staff_set_it_up_and_sign_in_with_a_code_that_works_once,
    recovery_codes_work_once_and_are_stored_hashed,
    wrong_codes_count_like_wrong_passwords,
    a_client_turns_it_on_and_off_in_their_profile,
);

async fn staff_set_it_up_and_sign_in_with_a_code_that_works_once(engine: Engine) {
    let app = spawn_app(engine).await;
    staff(&app, "sam@example.com").await;
    let token = app.admin_login("sam@example.com", PASSWORD).await;
    let status = status_of(&app, &token).await;
    assert_eq!(status["enabled"], false);
    assert_eq!(status["available"], true);

    // The key to scan, as text and as the QR code's URI.
    let res = app
        .post("/api/user/twoFactor/setup", &json!({}), Some(&token))
        .await;
    let setup: serde_json::Value = res.json().await.unwrap();
    let url = setup["otpauthUrl"].as_str().unwrap();
    assert!(
        url.starts_with("otpauth://totp/Portico:sam%40example.com?"),
        "{url}"
    );
    assert!(url.contains(&format!("secret={}", setup["secret"].as_str().unwrap())));
    assert!(url.contains("issuer=Portico"));
    // Not on until a first code confirms it: a wrong one is refused next to the field.
    let wrong = json!({"code": "000000"});
    let res = app
        .post("/api/user/twoFactor/confirm", &wrong, Some(&token))
        .await;
    let err = refused_field(res, "code").await;
    assert_eq!(err["fields"][0]["code"], "wrong_code");
    assert!(
        password_step(&app, "/api/admin/login", "sam@example.com").await["token"].is_string(),
        "off until confirmed"
    );

    let (phone, codes) = turn_on(&app, &token).await;
    assert_eq!(codes.len(), 10);
    let status = status_of(&app, &token).await;
    assert_eq!(
        (
            status["enabled"].as_bool(),
            status["recoveryCodesLeft"].as_i64()
        ),
        (Some(true), Some(10))
    );

    // The password alone no longer signs in: it answers a challenge, and no session.
    let answer = password_step(&app, "/api/admin/login", "sam@example.com").await;
    assert!(answer.get("token").is_none(), "{answer}");
    let challenge = answer["challenge"].as_str().unwrap().to_owned();
    // The code the setup was confirmed with was used then.
    let (status, body) = code_step(&app, &challenge, phone.confirmed_with()).await;
    assert_eq!(
        (status, body["error"]["fields"][0]["code"].as_str()),
        (400, Some("wrong_code"))
    );
    // Kept: the same code is tried again below, and `next()` later may be a step further on.
    let used = phone.next();
    let (status, body) = code_step(&app, &challenge, &used).await;
    assert_eq!(status, 200, "{body}");
    let signed_in = body["token"].as_str().unwrap();
    assert_eq!(
        app.get("/api/admin/staff", Some(signed_in)).await.status(),
        200
    );
    // A challenge works once.
    let (status, body) = code_step(&app, &challenge, &phone.next()).await;
    assert_eq!(
        (status, body["error"]["field"].as_str()),
        (400, Some("challenge"))
    );
    // The same code, on a new challenge, is refused: a code works once.
    let again = password_step(&app, "/api/admin/login", "sam@example.com").await;
    let (status, _) = code_step(&app, again["challenge"].as_str().unwrap(), &used).await;
    assert_eq!(status, 400);
    // Setting up again while it is on is refused.
    let res = app
        .post("/api/user/twoFactor/setup", &json!({}), Some(&token))
        .await;
    assert_eq!(res.status(), 409);
    app.cleanup().await;
}

async fn recovery_codes_work_once_and_are_stored_hashed(engine: Engine) {
    let app = spawn_app(engine).await;
    let id = staff(&app, "sam@example.com").await;
    let token = app.admin_login("sam@example.com", PASSWORD).await;
    let (phone, codes) = turn_on(&app, &token).await;

    // Nothing readable is kept: the key is sealed, the codes are hashes.
    let secret: Option<String> = sqlx::query_scalar("SELECT totp_secret FROM users WHERE id = $1")
        .bind(&id)
        .fetch_one(&app.db)
        .await
        .unwrap();
    let res = app.get("/api/user/twoFactor", Some(&token)).await;
    assert_eq!(res.status(), 200);
    let sealed = secret.unwrap();
    assert!(!sealed.is_empty());
    let stored: Vec<String> =
        sqlx::query_scalar("SELECT code_hash FROM recovery_codes WHERE user_id = $1")
            .bind(&id)
            .fetch_all(&app.db)
            .await
            .unwrap();
    assert_eq!(stored.len(), 10);
    for code in &codes {
        let plain = code.replace('-', "");
        assert!(stored.iter().all(|h| !h.contains(&plain)));
        assert!(!sealed.contains(&plain));
    }

    // A recovery code signs in, typed in capitals with a space; once.
    let first = codes[0].to_uppercase().replace('-', " ");
    let answer = password_step(&app, "/api/admin/login", "sam@example.com").await;
    let (status, body) = code_step(&app, answer["challenge"].as_str().unwrap(), &first).await;
    assert_eq!(status, 200, "{body}");
    let answer = password_step(&app, "/api/admin/login", "sam@example.com").await;
    let (status, _) = code_step(&app, answer["challenge"].as_str().unwrap(), &codes[0]).await;
    assert_eq!(status, 400);
    let fresh = body["token"].as_str().unwrap().to_owned();
    assert_eq!(status_of(&app, &fresh).await["recoveryCodesLeft"], 9);

    // New codes replace the old ones (a code proves it).
    let res = app
        .post(
            "/api/user/twoFactor/recoveryCodes",
            &json!({"code": phone.next()}),
            Some(&fresh),
        )
        .await;
    assert_eq!(res.status(), 200);
    let renewed: serde_json::Value = res.json().await.unwrap();
    assert_eq!(renewed["recoveryCodes"].as_array().unwrap().len(), 10);
    let answer = password_step(&app, "/api/admin/login", "sam@example.com").await;
    let (status, _) = code_step(&app, answer["challenge"].as_str().unwrap(), &codes[1]).await;
    assert_eq!(status, 400, "the earlier codes stopped working");
    app.cleanup().await;
}

async fn wrong_codes_count_like_wrong_passwords(engine: Engine) {
    let app = spawn_app(engine).await;
    client(&app, "ann@example.com").await;
    let token = app.login("ann@example.com", PASSWORD).await;
    let (phone, _) = turn_on(&app, &token).await;

    // The password step counts as an attempt and, with two-factor, forgets nothing yet...
    let answer = password_step(&app, "/api/user/login", "ann@example.com").await;
    let challenge = answer["challenge"].as_str().unwrap().to_owned();
    // ...then four wrong codes: five attempts, the free ones.
    for _ in 0..4 {
        let (status, body) = code_step(&app, &challenge, "111111").await;
        assert_eq!(status, 400, "{body}");
    }
    // The sixth waits, like after five wrong passwords: the right code...
    let (status, body) = code_step(&app, &challenge, &phone.next()).await;
    assert_eq!(status, 429, "{body}");
    // ...and a right password, which buys no new tries.
    let res = app.try_login("ann@example.com", PASSWORD).await;
    assert_eq!(res.status(), 429);
    app.cleanup().await;
}

async fn a_client_turns_it_on_and_off_in_their_profile(engine: Engine) {
    let app = spawn_app(engine).await;
    client(&app, "ann@example.com").await;
    let token = app.login("ann@example.com", PASSWORD).await;
    assert_eq!(status_of(&app, &token).await["required"], false);
    let (phone, _) = turn_on(&app, &token).await;
    let answer = password_step(&app, "/api/user/login", "ann@example.com").await;
    assert!(answer["challenge"].is_string());

    // Off needs the second factor, not just the session.
    let res = app
        .post(
            "/api/user/twoFactor/disable",
            &json!({"code": "123456"}),
            Some(&token),
        )
        .await;
    assert_eq!(res.status(), 400);
    let res = app
        .post(
            "/api/user/twoFactor/disable",
            &json!({"code": phone.next()}),
            Some(&token),
        )
        .await;
    assert_eq!(res.status(), 204);
    let answer = password_step(&app, "/api/user/login", "ann@example.com").await;
    assert!(answer["token"].is_string(), "{answer}");
    assert_eq!(status_of(&app, &token).await["enabled"], false);
    app.cleanup().await;
}
