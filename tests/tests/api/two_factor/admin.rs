//! `STAFF_2FA=required`, and administrators managing a colleague's account: sessions seen and
//! ended, two-factor reset after a lost phone; a view-as session ends with its staff session.

use portico_tests::{engine_fns, error_of, id_of, spawn_app, spawn_app_env, Engine};
use serde_json::{json, Value};

use super::{client, password_step, staff, status_of, turn_on, PASSWORD};

/// A client who lost their phone and their recovery codes asks the firm: staff turn two-factor off
/// (only a client's, by this route), the client's sessions end, the client is told by mail, and the
/// reset is in the audit log.
async fn staff_reset_a_clients_two_factor_after_a_lost_phone(engine: Engine) {
    let app = spawn_app(engine).await;
    staff(&app, "boss@example.com").await;
    let sam = staff(&app, "sam@example.com").await;
    let ann = client(&app, "ann@example.com").await;
    let boss = app.admin_login("boss@example.com", PASSWORD).await;
    let laptop = app.login("ann@example.com", PASSWORD).await;
    turn_on(&app, &laptop).await;
    let detail = |id: String| {
        let app = &app;
        let boss = boss.clone();
        async move {
            let res = app
                .get(&format!("/api/user/detail/{id}"), Some(&boss))
                .await;
            assert_eq!(res.status(), 200);
            res.json::<Value>().await.unwrap()
        }
    };
    assert_eq!(detail(ann.clone()).await["twoFactor"], true);

    // Only staff, and only a client's: a staff id answers 404 like a missing one.
    let path = format!("/api/user/twoFactor/{ann}");
    assert_eq!(app.delete(&path, Some(&laptop)).await.status(), 403);
    let res = app
        .delete(&format!("/api/user/twoFactor/{sam}"), Some(&boss))
        .await;
    assert_eq!(res.status(), 404);
    assert_eq!(app.delete(&path, Some(&boss)).await.status(), 204);

    assert_eq!(
        app.get("/api/user/twoFactor", Some(&laptop)).await.status(),
        401
    );
    let answer = password_step(&app, "/api/user/login", "ann@example.com").await;
    assert!(
        answer["token"].is_string(),
        "the password alone signs in: {answer}"
    );
    assert_eq!(detail(ann.clone()).await["twoFactor"], false);
    let kinds: Vec<String> = sqlx::query_scalar("SELECT kind FROM mail_outbox WHERE to_addr = $1")
        .bind("ann@example.com")
        .fetch_all(&app.db)
        .await
        .unwrap();
    assert_eq!(kinds, ["two_factor_reset"]);
    app.audit_entry(&boss, "", "client.resetTwoFactor").await;
    // Already off: nothing more to tell.
    assert_eq!(app.delete(&path, Some(&boss)).await.status(), 204);
    let mails: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM mail_outbox WHERE to_addr = $1")
        .bind("ann@example.com")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(mails, 1);
    app.cleanup().await;
}

engine_fns!(
    staff_reset_a_clients_two_factor_after_a_lost_phone,
    required_for_staff_means_setup_before_anything_else,
    administrators_see_and_end_a_colleagues_sessions_and_reset_their_two_factor,
    a_view_as_session_ends_with_the_staff_session_that_opened_it,
);

async fn required_for_staff_means_setup_before_anything_else(engine: Engine) {
    let app = spawn_app_env(engine, vec![("STAFF_2FA", "required".into())]).await;
    staff(&app, "sam@example.com").await;
    client(&app, "ann@example.com").await;

    let answer = password_step(&app, "/api/admin/login", "sam@example.com").await;
    assert_eq!(answer["setupRequired"], true, "{answer}");
    let token = answer["token"].as_str().unwrap().to_owned();
    // Nothing but the setup (and who am I, and sign out) until it is done.
    let (status, err) = error_of(app.get("/api/admin/staff", Some(&token)).await).await;
    assert_eq!(
        (status, err["code"].as_str()),
        (403, Some("two_factor_setup_required"))
    );
    assert_eq!(app.session_status(&token).await, 200);
    let status = status_of(&app, &token).await;
    assert_eq!(
        (status["required"].as_bool(), status["enabled"].as_bool()),
        (Some(true), Some(false))
    );

    let (phone, _) = turn_on(&app, &token).await;
    // The same session now opens the console.
    assert_eq!(
        app.get("/api/admin/staff", Some(&token)).await.status(),
        200
    );
    // And it cannot be turned off.
    let (status, err) = error_of(
        app.post(
            "/api/user/twoFactor/disable",
            &json!({"code": phone.next()}),
            Some(&token),
        )
        .await,
    )
    .await;
    assert_eq!((status, err["field"].as_str()), (409, Some("twoFactor")));
    // Clients are not asked.
    let answer = password_step(&app, "/api/user/login", "ann@example.com").await;
    assert!(
        answer["token"].is_string() && answer.get("setupRequired").is_none(),
        "{answer}"
    );
    app.cleanup().await;
}

async fn administrators_see_and_end_a_colleagues_sessions_and_reset_their_two_factor(
    engine: Engine,
) {
    let app = spawn_app(engine).await;
    staff(&app, "boss@example.com").await;
    let sam = staff(&app, "sam@example.com").await;
    let boss = app.admin_login("boss@example.com", PASSWORD).await;
    let laptop = app.admin_login("sam@example.com", PASSWORD).await;
    let (_lost_phone, _) = turn_on(&app, &laptop).await;
    let answer = password_step(&app, "/api/admin/login", "sam@example.com").await;
    assert!(answer["challenge"].is_string());

    let res = app
        .get(&format!("/api/admin/staff/{sam}/sessions"), Some(&boss))
        .await;
    assert_eq!(res.status(), 200);
    let sessions: serde_json::Value = res.json().await.unwrap();
    let list = sessions.as_array().unwrap();
    assert_eq!(list.len(), 1, "{sessions}");
    assert_eq!(list[0]["current"], false);
    let id = id_of(&list[0]);

    // Ending it signs that browser out at once.
    let res = app
        .delete(
            &format!("/api/admin/staff/{sam}/sessions/{id}"),
            Some(&boss),
        )
        .await;
    assert_eq!(res.status(), 204);
    assert_eq!(
        app.get("/api/user/twoFactor", Some(&laptop)).await.status(),
        401
    );
    let res = app
        .delete(
            &format!("/api/admin/staff/{sam}/sessions/{id}"),
            Some(&boss),
        )
        .await;
    assert_eq!(res.status(), 404, "already ended");
    // Another account's session, or a client, through this path: not found.
    let res = app
        .get(
            &format!("/api/admin/staff/{}/sessions", uuid_like()),
            Some(&boss),
        )
        .await;
    assert_eq!(res.status(), 404);

    // The phone is lost: an administrator resets two-factor; the password signs in again.
    let res = app
        .delete(&format!("/api/admin/staff/{sam}/twoFactor"), Some(&boss))
        .await;
    assert_eq!(res.status(), 204);
    let answer = password_step(&app, "/api/admin/login", "sam@example.com").await;
    assert!(answer["token"].is_string(), "{answer}");
    let fresh = answer["token"].as_str().unwrap();
    assert_eq!(status_of(&app, fresh).await["enabled"], false);
    app.audit_entry(&boss, "", "staff.resetTwoFactor").await;
    app.cleanup().await;
}

fn uuid_like() -> &'static str {
    "00000000-0000-4000-8000-000000000000"
}

async fn a_view_as_session_ends_with_the_staff_session_that_opened_it(engine: Engine) {
    let app = spawn_app(engine).await;
    staff(&app, "boss@example.com").await;
    let ann = client(&app, "ann@example.com").await;
    let boss = app.admin_login("boss@example.com", PASSWORD).await;
    let res = app
        .post(&format!("/api/admin/viewAs/{ann}"), &json!({}), Some(&boss))
        .await;
    assert_eq!(res.status(), 200);
    let view: serde_json::Value = res.json().await.unwrap();
    let view = view["token"].as_str().unwrap();
    assert_eq!(app.session_status(view).await, 200);
    // The staff member signs out: the view of the client's portal closes with it.
    assert_eq!(
        app.post("/api/user/logout", &json!({}), Some(&boss))
            .await
            .status(),
        204
    );
    assert_eq!(app.session_status(view).await, 401);
    app.cleanup().await;
}
