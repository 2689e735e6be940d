//! Sign-in, sessions and the first owner-scoped reads.

use portico_server::db::users::Role;
use portico_tests::{engine_tests, error_of, id_of, TestApp};
use serde_json::{json, Value};

async fn login_profile_logout(app: &TestApp) {
    let id = app
        .create_user(Role::Client, "Ann Lee", "ann@example.com", "password-1")
        .await;
    let res = app.try_login("ANN@example.com", "password-1").await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    let token = body["token"].as_str().unwrap().to_owned();
    assert!(token.len() >= 43);
    assert_eq!(id_of(&body["user"]), id.as_str());
    assert!(body["user"].get("password").is_none() && body["user"].get("passwordHash").is_none());

    let profile: Value = app
        .get("/api/user/userProfile", Some(&token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(profile["name"], "Ann Lee");
    assert_eq!(profile["email"], "ann@example.com");

    // The server keeps only a hash of the token.
    let stored: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM sessions WHERE token_hash = $1")
        .bind(&token)
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(stored, 0);

    assert_eq!(
        app.post("/api/user/logout", &json!({}), Some(&token))
            .await
            .status(),
        204
    );
    let (status, err) = error_of(app.get("/api/user/userProfile", Some(&token)).await).await;
    assert_eq!(status, 401);
    assert_eq!(err["code"], "unauthorized");
}

async fn wrong_password_and_unknown_email_look_the_same(app: &TestApp) {
    app.create_user(Role::Client, "Ann", "ann@example.com", "password-1")
        .await;
    let a = error_of(app.try_login("ann@example.com", "nope").await).await;
    let b = error_of(app.try_login("who@example.com", "nope").await).await;
    assert_eq!(a.0, 401);
    assert_eq!(a, b);
    let (status, err) = error_of(app.try_login("", "").await).await;
    assert_eq!(status, 400);
    assert_eq!(err["fields"][0]["message"], "Email is required");
    assert_eq!(err["fields"][1]["message"], "Password is required");
    assert_eq!(
        app.get("/api/user/userProfile", Some("made-up-token"))
            .await
            .status(),
        401
    );
    assert_eq!(app.get("/api/user/userProfile", None).await.status(), 401);
}

async fn admins_are_real_accounts(app: &TestApp) {
    app.create_user(Role::Admin, "Boss", "boss@example.com", "password-9")
        .await;
    app.create_user(Role::Client, "Ann", "ann@example.com", "password-1")
        .await;
    let res = app
        .post(
            "/api/admin/login",
            &json!({"email": "boss@example.com", "password": "password-9"}),
            None,
        )
        .await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    assert!(body["token"].as_str().is_some_and(|t| t.len() >= 43));
    // A client's credentials do not open the back office, and an admin's do not sign in as a client.
    assert_eq!(
        app.post(
            "/api/admin/login",
            &json!({"email": "ann@example.com", "password": "password-1"}),
            None,
        )
        .await
        .status(),
        401
    );
    assert_eq!(
        app.try_login("boss@example.com", "password-9")
            .await
            .status(),
        401
    );
}

async fn another_clients_projects_are_not_found(app: &TestApp) {
    let a = app
        .create_user(Role::Client, "Ann", "ann@example.com", "password-1")
        .await;
    let b = app
        .create_user(Role::Client, "Bob", "bob@example.com", "password-2")
        .await;
    app.create_user(Role::Admin, "Boss", "boss@example.com", "password-9")
        .await;
    let token_a = app.login("ann@example.com", "password-1").await;
    let own = app
        .get(&format!("/api/project/projectsByUser/{a}"), Some(&token_a))
        .await;
    assert_eq!(own.status(), 200);
    let (status, _) = error_of(
        app.get(&format!("/api/project/projectsByUser/{b}"), Some(&token_a))
            .await,
    )
    .await;
    assert_eq!(
        status, 404,
        "another client's id answers like a missing one"
    );
    let admin: Value = app
        .post(
            "/api/admin/login",
            &json!({"email": "boss@example.com", "password": "password-9"}),
            None,
        )
        .await
        .json()
        .await
        .unwrap();
    let admin_token = admin["token"].as_str().unwrap();
    assert_eq!(
        app.get(
            &format!("/api/project/projectsByUser/{b}"),
            Some(admin_token)
        )
        .await
        .status(),
        200
    );
}

engine_tests!(
    login_profile_logout,
    wrong_password_and_unknown_email_look_the_same,
    admins_are_real_accounts,
    another_clients_projects_are_not_found
);

async fn failed_sign_ins_are_throttled_and_success_resets(app: &TestApp) {
    app.create_user(Role::Client, "Ann", "ann@example.com", "password-1")
        .await;
    let wrong = json!({"email": "ann@example.com", "password": "wrong"});
    let right = json!({"email": "ann@example.com", "password": "password-1"});
    for _ in 0..4 {
        assert_eq!(
            app.post("/api/user/login", &wrong, None).await.status(),
            401
        );
    }
    // A success before the limit clears the count.
    assert_eq!(
        app.post("/api/user/login", &right, None).await.status(),
        200
    );
    for _ in 0..5 {
        assert_eq!(
            app.post("/api/user/login", &wrong, None).await.status(),
            401
        );
    }
    let res = app.post("/api/user/login", &right, None).await;
    assert_eq!(
        res.status(),
        429,
        "even the right password waits once the account is throttled"
    );
    let retry: u64 = res.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(retry > 0 && retry <= 15 * 60);
}

engine_tests!(failed_sign_ins_are_throttled_and_success_resets);

/// A password hashed with earlier settings (Argon2id's crate default: 19 MiB, 2 passes) still signs
/// in, and that sign-in replaces the hash with one made with today's settings; a wrong password
/// changes nothing.
async fn an_older_password_hash_is_replaced_at_sign_in(app: &TestApp) {
    use argon2::password_hash::{PasswordHasher, SaltString};
    let id = app
        .create_user(Role::Client, "Ann", "ann@example.com", "password-1")
        .await;
    let salt = SaltString::encode_b64(b"sixteen byte sal").unwrap();
    let old = argon2::Argon2::default()
        .hash_password(b"password-1", &salt)
        .unwrap()
        .to_string();
    let stored = |app: &TestApp| {
        let db = app.db.clone();
        let id = id.clone();
        async move {
            sqlx::query_scalar::<_, String>("SELECT password_hash FROM users WHERE id = $1")
                .bind(id)
                .fetch_one(&db)
                .await
                .unwrap()
        }
    };
    sqlx::query("UPDATE users SET password_hash = $1 WHERE id = $2")
        .bind(&old)
        .bind(&id)
        .execute(&app.db)
        .await
        .unwrap();
    let wrong = json!({"email": "ann@example.com", "password": "password-2"});
    assert_eq!(
        app.post("/api/user/login", &wrong, None).await.status(),
        401
    );
    assert_eq!(stored(app).await, old, "a wrong password changes nothing");

    let right = json!({"email": "ann@example.com", "password": "password-1"});
    assert_eq!(
        app.post("/api/user/login", &right, None).await.status(),
        200
    );
    let now = stored(app).await;
    assert!(now.starts_with("$argon2id$v=19$m=7168,t=5,p=1$"), "{now}");
    assert_eq!(
        app.post("/api/user/login", &right, None).await.status(),
        200
    );
    assert_eq!(stored(app).await, now, "hashed again only once");
}

engine_tests!(an_older_password_hash_is_replaced_at_sign_in);

/// Staff sessions end after their absolute lifetime however busy they are; client sessions last
/// longer; the housekeeping sweep deletes sessions nobody can use.
async fn sessions_have_an_absolute_lifetime_and_are_swept(app: &TestApp) {
    use portico_server::db::users::Role;
    app.create_user(Role::Admin, "Boss", "boss@example.com", "admin-pass-1")
        .await;
    app.create_user(Role::Client, "Ann", "ann@example.com", "client-pass-1")
        .await;
    let staff = app.admin_login("boss@example.com", "admin-pass-1").await;
    let client = app.login("ann@example.com", "client-pass-1").await;
    let hours_ago = |h: i64| portico_tests::now_ms() - h * 3_600_000;
    // Both sessions began 13 hours ago and were used a moment ago.
    sqlx::query("UPDATE sessions SET created_at = $1, last_used_at = $2")
        .bind(hours_ago(13))
        .bind(portico_tests::now_ms())
        .execute(&app.db)
        .await
        .unwrap();
    app.heard().await;
    assert_eq!(app.session_status(&staff).await, 401);
    assert_eq!(app.session_status(&client).await, 200);
    // A client's ends after 30 days.
    sqlx::query("UPDATE sessions SET created_at = $1")
        .bind(hours_ago(31 * 24))
        .execute(&app.db)
        .await
        .unwrap();
    app.heard().await;
    assert_eq!(app.session_status(&client).await, 401);
    // The sweep removes both (past every lifetime by more than a day), and nothing else.
    let fresh = app.login("ann@example.com", "client-pass-1").await;
    let gone = portico_server::maintenance::sweep(&app.db, 30 * 24 * 3_600_000)
        .await
        .unwrap();
    assert_eq!(gone, 2);
    assert_eq!(app.count("sessions").await, 1);
    assert_eq!(app.session_status(&fresh).await, 200);
}

engine_tests!(sessions_have_an_absolute_lifetime_and_are_swept);
