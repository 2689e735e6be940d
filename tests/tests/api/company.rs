//! A company's owners run its people from the portal (ADR 0030): invite a colleague, choose their
//! role, abilities and projects, send the invitation again, remove them, hand the ownership on.
//! A member sees only the projects chosen for them (and the tickets and feed of those); nobody
//! changes their own role; the company always keeps an owner, also when two owners demote each
//! other at the same moment.

use portico_tests::mail::MailServer;
use portico_tests::{created as json_of, created_id, error_of, id_of, world, TestApp, World};
use serde_json::{json, Value};

use crate::mail::{mails_titled, token_in};
use crate::mail_tests;

/// The token of the `n`th invitation mailed to `to` (an owner never gets the link itself).
async fn invitation(mail: &MailServer, to: &str, n: usize) -> String {
    let mails = mails_titled(mail, to, "You are invited to Portico", n).await;
    token_in(&mails[n - 1], "/invitation")
}

async fn accept(app: &TestApp, token: &str) -> reqwest::Response {
    app.choose_password(
        "/api/user/acceptInvitation",
        token,
        "a-colleague-chose-this",
    )
    .await
}

fn titles(list: &Value) -> Vec<&str> {
    let mut t: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["title"].as_str().unwrap())
        .collect();
    t.sort();
    t
}

/// Ann's company as the stories below start it: the two-client world, a second project of
/// Ann's (the warehouse) and a ticket about each of her projects.
struct Company {
    w: World,
    warehouse: String,
}

async fn ann_with_a_warehouse(app: &TestApp) -> Company {
    let w = world(app).await;
    let (admin, ann) = (w.admin_token.as_str(), w.a_token.as_str());
    let warehouse = created_id(
        app.post(
            "/api/project/createProject",
            &json!({"title": "Warehouse", "client": w.a, "projectDesc": "Stock", "projectDetailsDesc": "Stock, in detail", "github": "acme", "repoName": "warehouse"}),
            Some(admin),
        )
        .await,
    )
    .await;
    for (title, project) in [
        ("About storefront", &w.project_a),
        ("About warehouse", &warehouse),
    ] {
        json_of(
            app.post(
                "/api/ticket/create",
                &json!({"title": title, "description": "x", "project": project}),
                Some(ann),
            )
            .await,
        )
        .await;
    }

    Company { w, warehouse }
}

/// The person of a company's list with the address `email`.
fn person<'a>(people: &'a Value, email: &str) -> &'a Value {
    people
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["email"] == email)
        .unwrap_or_else(|| panic!("no {email} in {people}"))
}

/// Ann invites Mo to the warehouse only: the answer.
async fn invite_mo(app: &TestApp, c: &Company) -> Value {
    let res = app
        .post(
            "/api/company/people",
            &json!({"name": "Mo", "email": "mo@example.com", "allProjects": false, "projects": [c.warehouse]}),
            Some(&c.w.a_token),
        )
        .await;
    assert_eq!(res.status(), 202);
    res.json().await.unwrap()
}

/// Ann's company with Mo in it, a member who sees the warehouse only and chose a password from
/// his invitation: Mo's id and session.
async fn with_mo(app: &TestApp, mail: &MailServer) -> (Company, String, String) {
    let c = ann_with_a_warehouse(app).await;
    invite_mo(app, &c).await;
    let signed = json_of(accept(app, &invitation(mail, "mo@example.com", 1).await).await).await;
    let people = json_of(app.get("/api/company/people", Some(&c.w.a_token)).await).await;
    let mo_id = id_of(person(&people, "mo@example.com"));
    let mo = signed["token"].as_str().unwrap().to_owned();
    (c, mo_id, mo)
}

/// Ann invites Mo: the answer says it was sent and nothing more (the same for an address that
/// already has an account, whose holder is told instead); the link goes by mail only, and sent
/// again, only the newest works, once.
async fn an_owner_invites_a_colleague_by_mail_only(app: &TestApp, mail: &MailServer) {
    let c = ann_with_a_warehouse(app).await;
    let (warehouse, ann) = (&c.warehouse, c.w.a_token.as_str());
    // Ann invites Mo to the warehouse only. The answer says it was sent, and nothing more (the
    // same for an address that already has an account): Mo is in the company's list.
    let sent = invite_mo(app, &c).await;
    assert_eq!(sent, json!({"name": "Mo", "email": "mo@example.com"}));
    let people = json_of(app.get("/api/company/people", Some(ann)).await).await;
    let invited = person(&people, "mo@example.com");
    let mo_id = id_of(invited);
    // An address that already has an account (Bob's, of another company) gets the same answer;
    // nobody is added, and its holder is told by mail instead.
    let count = people.as_array().unwrap().len();
    let taken = app
        .post(
            "/api/company/people",
            &json!({"name": "Bob", "email": "bob@example.com"}),
            Some(ann),
        )
        .await;
    assert_eq!(taken.status(), 202);
    let taken: Value = taken.json().await.unwrap();
    assert_eq!(taken, json!({"name": "Bob", "email": "bob@example.com"}));
    let people = json_of(app.get("/api/company/people", Some(ann)).await).await;
    assert_eq!(people.as_array().unwrap().len(), count);
    mails_titled(
        mail,
        "bob@example.com",
        "Someone tried to add you to their company on Portico",
        1,
    )
    .await;
    assert_eq!(invited["projects"], json!([warehouse]));
    assert_eq!(invited["allProjects"], false);

    // Sent again: the first link stops working; the new one works once. The links go by mail
    // only: the owner could otherwise accept one as the colleague.
    assert!(sent.get("invitationLink").is_none(), "{sent}");
    let first = invitation(mail, "mo@example.com", 1).await;
    let again = json_of(
        app.post(
            &format!("/api/company/people/{mo_id}/invitation"),
            &json!({}),
            Some(ann),
        )
        .await,
    )
    .await;
    assert!(again["link"].is_null(), "{again}");
    let second = invitation(mail, "mo@example.com", 2).await;
    assert!(!accept(app, &first).await.status().is_success());
    json_of(accept(app, &second).await).await;
    assert!(
        !accept(app, &second).await.status().is_success(),
        "single use"
    );
    assert_eq!(
        app.post(
            &format!("/api/company/people/{mo_id}/invitation"),
            &json!({}),
            Some(ann)
        )
        .await
        .status(),
        409,
        "Mo has a password now"
    );
}

/// A member sees only the projects chosen for him, and the tickets and feed of those.
async fn a_member_sees_only_the_projects_chosen_for_him(app: &TestApp, mail: &MailServer) {
    let (c, _, mo) = with_mo(app, mail).await;
    let (w, warehouse, ann) = (&c.w, &c.warehouse, c.w.a_token.as_str());
    // Mo sees the warehouse and what is about it, nothing of the storefront.
    let list = json_of(app.get("/api/project/projectsUser", Some(&mo)).await).await;
    assert_eq!(titles(&list), vec!["Warehouse"]);
    for (path, status) in [
        (format!("/api/project/detail/{warehouse}"), 200),
        (format!("/api/project/detail/{}", w.project_a), 404),
        (format!("/api/goal/project/{}", w.project_a), 404),
        (format!("/api/project/updates/{}", w.project_a), 404),
        (format!("/api/project/burnUp/{}", w.project_a), 404),
        (format!("/api/activity?project={}", w.project_a), 404),
    ] {
        assert_eq!(app.get(&path, Some(&mo)).await.status(), status, "{path}");
    }
    let tickets = json_of(app.get(&format!("/api/ticket/{}", w.a), Some(&mo)).await).await;
    let seen = titles(&tickets);
    assert!(
        seen.contains(&"About warehouse") && seen.contains(&"Slow"),
        "{seen:?}"
    );
    assert!(!seen.contains(&"About storefront"), "{seen:?}");
    let storefront_ticket = json_of(app.get(&format!("/api/ticket/{}", w.a), Some(ann)).await)
        .await
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["title"] == "About storefront")
        .map(id_of)
        .unwrap();
    assert_eq!(
        app.get(
            &format!("/api/ticket/{storefront_ticket}/comments"),
            Some(&mo)
        )
        .await
        .status(),
        404
    );
    let glance = json_of(app.get("/api/project/glance", Some(&mo)).await).await;
    assert_eq!(titles(&glance), vec!["Warehouse"]);
    assert_eq!(
        app.post(
            "/api/ticket/create",
            &json!({"title": "Sneaky", "description": "x", "project": w.project_a}),
            Some(&mo),
        )
        .await
        .status(),
        404
    );
}

/// Everyone sees their colleagues; only owners see their two-factor state.
async fn colleagues_are_seen_and_only_owners_see_their_ways_in(app: &TestApp, mail: &MailServer) {
    let (c, _, mo) = with_mo(app, mail).await;
    let ann = c.w.a_token.as_str();
    let colleagues = json_of(app.get("/api/company/people", Some(&mo)).await).await;
    assert_eq!(colleagues.as_array().unwrap().len(), 2);
    assert!(colleagues[0].get("twoFactor").is_none());
    assert!(colleagues[0].get("lastSignIn").is_none());
    let by_owner = json_of(app.get("/api/company/people", Some(ann)).await).await;
    assert_eq!(by_owner[1]["twoFactor"], false);
    assert!(by_owner[1]["lastSignIn"].is_string(), "{by_owner}");
}

/// A member runs nobody, himself included; nobody changes their own role; another company's
/// person is not found, and a chosen project must be the company's.
async fn a_member_runs_nobody_and_nobody_changes_their_own_role(app: &TestApp, mail: &MailServer) {
    let (c, mo_id, mo) = with_mo(app, mail).await;
    let (w, admin, ann) = (&c.w, c.w.admin_token.as_str(), c.w.a_token.as_str());
    for (method, path, body) in [
        (
            "post",
            "/api/company/people".to_owned(),
            json!({"name": "Z", "email": "z@example.com"}),
        ),
        (
            "put",
            format!("/api/company/people/{mo_id}"),
            json!({"companyRole": "owner"}),
        ),
        (
            "put",
            format!("/api/company/people/{}", w.a),
            json!({"companyRole": "member"}),
        ),
        (
            "delete",
            format!("/api/company/people/{}", w.a),
            Value::Null,
        ),
        (
            "post",
            format!("/api/company/transfer/{mo_id}"),
            Value::Null,
        ),
    ] {
        let body = (!body.is_null()).then_some(&body);
        assert_eq!(
            app.send(method, &path, body, Some(&mo)).await.status(),
            403,
            "{method} {path}"
        );
    }
    // Nobody changes their own role; the last owner is kept.
    let (status, err) = error_of(
        app.put(
            &format!("/api/company/people/{}", w.a),
            &json!({"companyRole": "member"}),
            Some(ann),
        )
        .await,
    )
    .await;
    assert_eq!((status, err["field"].as_str()), (409, Some("companyRole")));
    let (status, err) = error_of(
        app.put(
            &format!("/api/user/people/{}/{}", w.a, w.a),
            &json!({"companyRole": "member"}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(
        (status, err["field"].as_str()),
        (409, Some("companyRole")),
        "{err}"
    );
    // Another company's person is not found.
    let bob_person = format!("/api/company/people/{}", w.b);
    assert_eq!(
        app.put(&bob_person, &json!({"companyRole": "member"}), Some(ann))
            .await
            .status(),
        404
    );
    assert_eq!(app.delete(&bob_person, Some(ann)).await.status(), 404);
    // A chosen project must be the company's.
    let (status, err) = error_of(
        app.put(
            &format!("/api/company/people/{mo_id}"),
            &json!({"allProjects": false, "projects": [w.project_b]}),
            Some(ann),
        )
        .await,
    )
    .await;
    assert_eq!(
        (
            status,
            err["fields"][0]["field"].as_str().or(err["field"].as_str())
        ),
        (400, Some("projects")),
        "{err}"
    );
}

/// Ann gives Mo every project and hands him the ownership; the company always keeps an owner,
/// also when two owners demote each other at the same moment; a removed colleague's session ends.
async fn the_ownership_is_handed_on_and_an_owner_always_stays(app: &TestApp, mail: &MailServer) {
    let (c, mo_id, mo) = with_mo(app, mail).await;
    let (w, admin, ann) = (&c.w, c.w.admin_token.as_str(), c.w.a_token.as_str());
    // Ann gives Mo every project: his next read has them.
    json_of(
        app.put(
            &format!("/api/company/people/{mo_id}"),
            &json!({"companyRole": "member", "finance": true}),
            Some(ann),
        )
        .await,
    )
    .await;
    let list = json_of(app.get("/api/project/projectsUser", Some(&mo)).await).await;
    assert_eq!(titles(&list), vec!["Storefront", "Warehouse"]);
    assert_eq!(
        json_of(app.get("/api/user/userProfile", Some(&mo)).await).await["membership"]["finance"],
        true
    );

    // Ann hands the ownership to Mo: he runs the people now, she does not.
    let mo_now = json_of(
        app.post(
            &format!("/api/company/transfer/{mo_id}"),
            &json!({}),
            Some(ann),
        )
        .await,
    )
    .await;
    assert_eq!(mo_now["companyRole"], "owner");
    assert_eq!(
        app.post(
            "/api/company/people",
            &json!({"name": "Z", "email": "z@example.com"}),
            Some(ann)
        )
        .await
        .status(),
        403
    );
    // The last owner cannot leave.
    let (status, err) = error_of(
        app.delete(&format!("/api/company/people/{mo_id}"), Some(&mo))
            .await,
    )
    .await;
    assert_eq!((status, err["field"].as_str()), (409, Some("companyRole")));

    // Two owners demote each other at the same moment: one of them stays an owner.
    json_of(
        app.put(
            &format!("/api/user/people/{}/{}", w.a, w.a),
            &json!({"companyRole": "owner"}),
            Some(admin),
        )
        .await,
    )
    .await;
    let (demote_mo, demote_ann) = (
        format!("/api/company/people/{mo_id}"),
        format!("/api/company/people/{}", w.a),
    );
    let member = json!({"companyRole": "member"});
    let (one, two) = tokio::join!(
        app.put(&demote_mo, &member, Some(ann)),
        app.put(&demote_ann, &member, Some(&mo)),
    );
    // The other is refused: as the last owner (409), or, when its session is read after the first
    // demotion committed, as no longer an owner (403).
    let statuses = [one.status().as_u16(), two.status().as_u16()];
    let mut sorted = statuses;
    sorted.sort_unstable();
    assert!(sorted == [200, 409] || sorted == [200, 403], "{statuses:?}");
    let people = json_of(
        app.get(&format!("/api/user/people/{}", w.a), Some(admin))
            .await,
    )
    .await;
    let owners = people
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["companyRole"] == "owner")
        .count();
    assert_eq!(owners, 1, "{people}");

    // An owner removes a colleague: his session ends at once; what he wrote stays.
    let (owner_token, other_id) = if statuses[0] == 200 {
        (ann, mo_id.clone())
    } else {
        (mo.as_str(), w.a.clone())
    };
    if other_id == mo_id {
        assert_eq!(
            app.delete(&format!("/api/company/people/{mo_id}"), Some(owner_token))
                .await
                .status(),
            204
        );
        assert_eq!(app.session_status(&mo).await, 401);
    } else {
        // Ann's is the company's first account: staff switch the whole company off instead.
        let (status, err) = error_of(
            app.delete(
                &format!("/api/company/people/{other_id}"),
                Some(owner_token),
            )
            .await,
        )
        .await;
        assert_eq!((status, err["field"].as_str()), (409, Some("person")));
    }
}

mail_tests!(
    an_owner_invites_a_colleague_by_mail_only,
    a_member_sees_only_the_projects_chosen_for_him,
    colleagues_are_seen_and_only_owners_see_their_ways_in,
    a_member_runs_nobody_and_nobody_changes_their_own_role,
    the_ownership_is_handed_on_and_an_owner_always_stays,
);
