//! Client accounts: edit, password, deactivation, and the read-only view as client.

use portico_tests::{engine_tests, error_of, id_of, world, TestApp};
use serde_json::{json, Value};

use super::{json_of, total};

async fn deactivating_a_client_ends_their_sessions_and_sign_in(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    let path = format!("/api/user/active/{}", w.a);
    let body = json_of(app.put(&path, &json!({"active": false}), admin).await).await;
    assert_eq!(body["active"], false);
    // The live session is gone at once; signing in says why, only to someone with the password.
    assert_eq!(app.session_status(&w.a_token).await, 401);
    let (status, err) = error_of(app.try_login("ann@example.com", "client-pass-1").await).await;
    assert_eq!(
        (status, err["code"].as_str()),
        (403, Some("account_disabled"))
    );
    assert_eq!(
        app.try_login("ann@example.com", "wrong-pass")
            .await
            .status(),
        401
    );
    // Filterable, and back on.
    let res = app.get("/api/user/allUsers?active=false", admin).await;
    assert_eq!(total(&res), 1);
    json_of(app.put(&path, &json!({"active": true}), admin).await).await;
    app.login("ann@example.com", "client-pass-1").await;
    let (status, err) = error_of(app.put(&path, &json!({}), admin).await).await;
    assert_eq!((status, err["field"].as_str()), (400, Some("active")));
    // Staff accounts are not clients.
    let staff: Value = json_of(app.get("/api/user/userProfile", admin).await).await;
    assert_eq!(
        app.put(
            &format!("/api/user/active/{}", id_of(&staff)),
            &json!({"active": false}),
            admin,
        )
        .await
        .status(),
        404
    );
}

async fn staff_edit_a_client_and_set_their_password(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    let edited = json_of(app.put(&format!("/api/user/edit/{}", w.a), &json!({"name": "Ann Lee", "brandName": "Lee & Co", "email": "ann.lee@example.com", "remarks": "VIP"}), admin).await).await;
    assert_eq!(
        (edited["name"].as_str(), edited["remarks"].as_str()),
        (Some("Ann Lee"), Some("VIP"))
    );
    // A new address ends the client's sessions (whoever reads the old inbox gets in no more);
    // signed in again, their own project read shows the new name at once.
    assert_eq!(app.session_status(&w.a_token).await, 401);
    let session = app.login("ann.lee@example.com", "client-pass-1").await;
    let mine: Value = json_of(app.get("/api/project/projectsUser", Some(&session)).await).await;
    assert_eq!(mine[0]["client"]["name"], "Ann Lee");
    // Another account's email is taken; a bad one is a field error; nothing changes.
    let (status, err) = error_of(
        app.put(
            &format!("/api/user/edit/{}", w.a),
            &json!({"name": "X", "email": "bob@example.com"}),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!((status, err["field"].as_str()), (409, Some("email")));
    let (status, err) = error_of(
        app.put(
            &format!("/api/user/edit/{}", w.a),
            &json!({"name": "", "email": "nope"}),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!((status, err["fields"].as_array().unwrap().len()), (400, 2));
    let detail = json_of(app.get(&format!("/api/user/detail/{}", w.a), admin).await).await;
    assert_eq!(detail["email"], "ann.lee@example.com");

    // A new password: the old one and every session end.
    let res = app
        .put(
            &format!("/api/user/setPassword/{}", w.a),
            &json!({"password": "brand-new-pass"}),
            admin,
        )
        .await;
    assert_eq!(res.status(), 204);
    assert_eq!(app.session_status(&session).await, 401);
    app.login("ann.lee@example.com", "brand-new-pass").await;
    let (status, err) = error_of(
        app.put(
            &format!("/api/user/setPassword/{}", w.a),
            &json!({"password": "short"}),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!(
        (status, err["code"].as_str(), err["field"].as_str()),
        (400, Some("validation_failed"), Some("password"))
    );
    // Another client's record is not found for a client; unknown ids are 404 for staff.
    assert_eq!(
        app.get(&format!("/api/user/detail/{}", w.b), Some(&w.b_token))
            .await
            .status(),
        403
    );
    assert_eq!(
        app.get(
            "/api/user/detail/00000000-0000-4000-8000-000000000000",
            admin
        )
        .await
        .status(),
        404
    );
}

async fn view_as_client_reads_but_never_writes(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    let opened = json_of(
        app.post(&format!("/api/admin/viewAs/{}", w.a), &json!({}), admin)
            .await,
    )
    .await;
    let token = opened["token"].as_str().unwrap().to_owned();
    let view = Some(token.as_str());
    assert_eq!(opened["user"]["name"], "Ann");
    // The client's own reads work.
    let projects: Value = json_of(app.get("/api/project/projectsUser", view).await).await;
    assert_eq!(projects[0]["title"], "Storefront");
    let profile: Value = json_of(app.get("/api/user/userProfile", view).await).await;
    assert_eq!(id_of(&profile), w.a.as_str());
    // Every write is refused and stores nothing.
    let tickets_before = app.count("tickets").await;
    for (method, path, body) in [
        (
            "post",
            "/api/ticket/create".to_owned(),
            json!({"title": "x", "description": "y"}),
        ),
        (
            "put",
            "/api/user/profile".to_owned(),
            json!({"name": "Hacked"}),
        ),
        (
            "put",
            "/api/user/password".to_owned(),
            json!({"currentPassword": "client-pass-1", "newPassword": "whatever-1"}),
        ),
        (
            "post",
            format!("/api/ticket/{}/reply", w.ticket_a),
            json!({"text": "hi"}),
        ),
        (
            "post",
            "/api/project/addRequest".to_owned(),
            json!({"title": "More"}),
        ),
        (
            "put",
            "/api/user/language".to_owned(),
            json!({"language": "fr"}),
        ),
    ] {
        let (status, err) = error_of(app.send(method, &path, Some(&body), view).await).await;
        assert_eq!(
            (status, err["code"].as_str()),
            (403, Some("read_only")),
            "{method} {path}"
        );
    }
    assert_eq!(app.count("tickets").await, tickets_before);
    let profile: Value = json_of(app.get("/api/user/userProfile", view).await).await;
    assert_eq!(profile["name"], "Ann");
    // Recorded in the audit log, against the client.
    let log: Value = json_of(
        app.get(&format!("/api/admin/audit?client={}", w.a), admin)
            .await,
    )
    .await;
    assert!(log
        .as_array()
        .unwrap()
        .iter()
        .any(|e| e["action"] == "client.viewAs" && e["actor"]["name"] == "Boss"));
    // Signing out of the view works.
    assert_eq!(
        app.send("post", "/api/user/logout", None, view)
            .await
            .status(),
        204
    );
    assert_eq!(
        app.get("/api/project/projectsUser", view).await.status(),
        401
    );
    // It does not count as the client's activity.
    let data: Value = json_of(app.get("/api/admin/clientsData?q=ann", admin).await).await;
    let before_view = data[0]["lastActivity"].clone();
    assert!(before_view.is_string());
}

engine_tests!(
    deactivating_a_client_ends_their_sessions_and_sign_in,
    staff_edit_a_client_and_set_their_password,
    view_as_client_reads_but_never_writes,
);
