//! Every API route x {anonymous, client A, client B, admin}: the status each gets. The table is
//! checked against the OpenAPI document the server generates from its route table, so a route
//! nobody put here fails the test.

use std::collections::BTreeSet;

use portico_server::db::users::Role;
use portico_tests::{engine_tests, TestApp};
use serde_json::{json, Value};

pub struct World {
    pub a: String,
    pub b: String,
    pub a_token: String,
    pub b_token: String,
    pub admin_token: String,
    pub project_a: String,
    pub project_b: String,
    pub sprint_a: String,
    pub task_a: String,
    pub member: String,
    pub spare_member: String,
    pub ticket_a: String,
    pub ticket_b: String,
}

async fn created(res: reqwest::Response) -> Value {
    let status = res.status();
    let body: Value = res.json().await.unwrap();
    assert!(status.is_success(), "{status}: {body}");
    body
}

/// Two clients with a project each (sprint, task, goal, payment, ticket), staff and team members,
/// all made through the API.
pub async fn world(app: &TestApp) -> World {
    app.create_user(Role::Admin, "Boss", "boss@example.com", "admin-pass-1")
        .await;
    let admin_token = app.admin_login("boss@example.com", "admin-pass-1").await;
    let admin = Some(admin_token.as_str());
    let mut ids = Vec::new();
    for (name, email) in [("Ann", "ann@example.com"), ("Bob", "bob@example.com")] {
        let body = json!({"name": name, "brandName": format!("{name} Ltd"), "email": email, "password": "client-pass-1", "remarks": ""});
        let user = created(app.post("/api/user/signup", &body, admin).await).await;
        ids.push(user["_id"].as_str().unwrap().to_owned());
    }
    let member_body = |n: &str| json!({"name": n, "role": "Engineer", "email": format!("{}@team.example", n.to_lowercase()), "about": format!("{n} builds things")});
    let member = created(
        app.post("/api/team/create", &member_body("Rohan"), admin)
            .await,
    )
    .await["_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let spare_member = created(
        app.post("/api/team/create", &member_body("Spare"), admin)
            .await,
    )
    .await["_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let mut projects = Vec::new();
    for (client, title) in [(&ids[0], "Storefront"), (&ids[1], "Bookings")] {
        let body = json!({"title": title, "client": client, "github": "acme", "repoName": title.to_lowercase(),
            "projectTeam": [member], "projectDesc": "Short", "projectDetailsDesc": "Long"});
        projects.push(
            created(app.post("/api/project/createProject", &body, admin).await).await["_id"]
                .as_str()
                .unwrap()
                .to_owned(),
        );
    }
    let sprint_a = created(app.post(&format!("/api/project/addSprint/{}", projects[0]),
        &json!({"title": "Sprint 1", "goal": "Ship", "startDate": "2026-01-05", "endDate": "2026-01-18"}), admin).await).await["_id"].as_str().unwrap().to_owned();
    let task_a = created(app.post(&format!("/api/project/addTask/{sprint_a}"),
        &json!({"title": "Build login", "assignedTo": member, "status": "inprogress", "priority": "high"}), admin).await).await["_id"].as_str().unwrap().to_owned();
    created(app.post("/api/goal/create", &json!({"project": projects[0], "title": "Beta", "status": "inprogress", "dueDate": "2026-03-01"}), admin).await).await;
    created(app.post("/api/payment/create", &json!({"project": projects[0], "title": "Kick-off", "amount": 1500.5, "isCompleted": true}), admin).await).await;
    let a_token = app.login("ann@example.com", "client-pass-1").await;
    let b_token = app.login("bob@example.com", "client-pass-1").await;
    let ticket_a = created(
        app.post(
            "/api/ticket/create",
            &json!({"title": "Slow", "description": "Pages are slow"}),
            Some(&a_token),
        )
        .await,
    )
    .await["_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let ticket_b = created(
        app.post(
            "/api/ticket/create",
            &json!({"title": "Logo", "description": "New logo"}),
            Some(&b_token),
        )
        .await,
    )
    .await["_id"]
        .as_str()
        .unwrap()
        .to_owned();
    World {
        a: ids[0].clone(),
        b: ids[1].clone(),
        a_token,
        b_token,
        admin_token,
        project_a: projects[0].clone(),
        project_b: projects[1].clone(),
        sprint_a,
        task_a,
        member,
        spare_member,
        ticket_a,
        ticket_b,
    }
}

/// A row: method, path template, concrete path, body, and the status each caller gets
/// (anonymous, client A, client B, admin).
pub type Row = (&'static str, &'static str, String, Value, [u16; 4]);

/// Every route once, in an order that works on one world: what each row needs exists by then,
/// and the rows that end sessions or delete come last.
pub async fn table(app: &TestApp, w: &World) -> Vec<Row> {
    // Submissions to delete.
    app.post("/api/contact/submit", &json!({"name": "P", "email": "p@example.com", "phone": "9876501234", "message": "Hi", "permission": true}), None).await;
    app.post(
        "/api/contact/mail/submit",
        &json!({"email": "first@example.com"}),
        None,
    )
    .await;
    let admin = Some(w.admin_token.as_str());
    let contacts: Value = app
        .get("/api/contact/submissions", admin)
        .await
        .json()
        .await
        .unwrap();
    let contact_id = contacts["data"][0]["_id"].as_str().unwrap().to_owned();
    let subs: Value = app
        .get("/api/contact/mail/submissions", admin)
        .await
        .json()
        .await
        .unwrap();
    let sub_id = subs["data"][0]["_id"].as_str().unwrap().to_owned();

    // A third client for the rows that end a client's sessions, a task to delete, the goal and
    // payment the world made.
    let c = created(
        app.post(
            "/api/user/signup",
            &json!({"name": "Cy", "email": "cy@example.com", "password": "client-pass-3"}),
            admin,
        )
        .await,
    )
    .await["_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let spare_task = created(
        app.post(
            &format!("/api/project/addTask/{}", w.sprint_a),
            &json!({"title": "Spare"}),
            admin,
        )
        .await,
    )
    .await["_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let goals: Value = app
        .get(&format!("/api/goal/project/{}", w.project_a), admin)
        .await
        .json()
        .await
        .unwrap();
    let goal = goals[0]["_id"].as_str().unwrap().to_owned();
    let payments: Value = app
        .get(&format!("/api/payment/payments/{}", w.project_a), admin)
        .await
        .json()
        .await
        .unwrap();
    let payment = payments[0]["_id"].as_str().unwrap().to_owned();

    // An invited client (no password: an invitation mail is queued) and that mail.
    let invited = created(
        app.post(
            "/api/user/signup",
            &json!({"name": "In", "email": "in@example.com"}),
            admin,
        )
        .await,
    )
    .await["_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let mails: Value = app
        .get("/api/admin/mail", admin)
        .await
        .json()
        .await
        .unwrap();
    let mail = mails["data"][0]["_id"].as_str().unwrap().to_owned();
    let invited_staff = created(
        app.post(
            "/api/admin/staff/invite",
            &json!({"name": "Sam", "email": "sam@example.com"}),
            admin,
        )
        .await,
    )
    .await["_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let bogus = "A".repeat(43);
    let bogus_unsubscribe = format!("{a}.tickets.{}", "0".repeat(32), a = w.a);

    let (a, pa, sa, ta, m) = (&w.a, &w.project_a, &w.sprint_a, &w.task_a, &w.member);
    // (method, template, concrete path, body, [anonymous, client A, client B, admin])
    vec![
        (
            "post",
            "/user/login",
            "/user/login".into(),
            json!({"email": "ann@example.com", "password": "client-pass-1"}),
            [200, 200, 200, 200],
        ),
        (
            "get",
            "/user/userProfile",
            "/user/userProfile".into(),
            Value::Null,
            [401, 200, 200, 200],
        ),
        (
            "put",
            "/user/profile",
            "/user/profile".into(),
            json!({"name": "Ann A", "brandName": "Ann Ltd"}),
            [401, 200, 200, 403],
        ),
        (
            "put",
            "/user/password",
            "/user/password".into(),
            json!({"currentPassword": "wrong-one", "newPassword": "new-pass-123"}),
            [401, 400, 400, 400],
        ),
        (
            "put",
            "/user/language",
            "/user/language".into(),
            json!({"language": "fr"}),
            [401, 200, 200, 200],
        ),
        (
            "post",
            "/user/signup",
            "/user/signup".into(),
            json!({"name": "Di", "email": "di@example.com", "password": "client-pass-4"}),
            [401, 403, 403, 201],
        ),
        (
            "get",
            "/user/allUsers",
            "/user/allUsers".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "get",
            "/user/detail/{clientId}",
            format!("/user/detail/{a}"),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "put",
            "/user/edit/{clientId}",
            format!("/user/edit/{a}"),
            json!({"name": "Ann", "brandName": "Ann Ltd", "email": "ann@example.com"}),
            [401, 403, 403, 200],
        ),
        (
            "post",
            "/admin/viewAs/{clientId}",
            format!("/admin/viewAs/{c}"),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "put",
            "/user/setPassword/{clientId}",
            format!("/user/setPassword/{c}"),
            json!({"password": "client-pass-5"}),
            [401, 403, 403, 204],
        ),
        (
            "put",
            "/user/active/{clientId}",
            format!("/user/active/{c}"),
            json!({"active": false}),
            [401, 403, 403, 200],
        ),
        (
            "get",
            "/admin/audit",
            "/admin/audit".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "get",
            "/admin/clientsData",
            "/admin/clientsData".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "get",
            "/admin/projectsData",
            "/admin/projectsData".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "post",
            "/admin/login",
            "/admin/login".into(),
            json!({"email": "boss@example.com", "password": "admin-pass-1"}),
            [200, 200, 200, 200],
        ),
        (
            "post",
            "/user/forgotPassword",
            "/user/forgotPassword".into(),
            json!({"email": "ann@example.com"}),
            [202, 202, 202, 202],
        ),
        (
            "post",
            "/user/resetPassword",
            "/user/resetPassword".into(),
            json!({"token": bogus, "password": "new-pass-123"}),
            [400, 400, 400, 400],
        ),
        (
            "post",
            "/user/signInLink",
            "/user/signInLink".into(),
            json!({"email": "nobody@example.com"}),
            [202, 202, 202, 202],
        ),
        (
            "post",
            "/user/linkSignIn",
            "/user/linkSignIn".into(),
            json!({"token": bogus}),
            [400, 400, 400, 400],
        ),
        (
            "post",
            "/user/signInLinkAccount",
            "/user/signInLinkAccount".into(),
            json!({"token": bogus}),
            [400, 400, 400, 400],
        ),
        (
            "get",
            "/user/sudo",
            "/user/sudo".into(),
            Value::Null,
            [401, 200, 200, 200],
        ),
        // The clients' password: theirs proves it, staff's is another.
        (
            "post",
            "/user/sudo",
            "/user/sudo".into(),
            json!({"password": "client-pass-1"}),
            [401, 200, 200, 400],
        ),
        (
            "post",
            "/user/invitation",
            "/user/invitation".into(),
            json!({"token": bogus}),
            [400, 400, 400, 400],
        ),
        (
            "post",
            "/user/acceptInvitation",
            "/user/acceptInvitation".into(),
            json!({"token": bogus, "password": "new-pass-123"}),
            [400, 400, 400, 400],
        ),
        (
            "post",
            "/mail/unsubscribe/{token}",
            format!("/mail/unsubscribe/{bogus_unsubscribe}"),
            Value::Null,
            [400, 400, 400, 400],
        ),
        (
            "get",
            "/user/notifications",
            "/user/notifications".into(),
            Value::Null,
            [401, 200, 200, 200],
        ),
        (
            "put",
            "/user/notifications",
            "/user/notifications".into(),
            json!({"tickets": true}),
            [401, 200, 200, 200],
        ),
        (
            "get",
            "/admin/mail",
            "/admin/mail".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "post",
            "/admin/mail/{mailId}/resend",
            format!("/admin/mail/{mail}/resend"),
            Value::Null,
            [401, 403, 403, 409],
        ),
        (
            "post",
            "/admin/mail/test",
            "/admin/mail/test".into(),
            json!({"email": "test@example.com"}),
            [401, 403, 403, 202],
        ),
        (
            "get",
            "/admin/mail/settings",
            "/admin/mail/settings".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "post",
            "/user/invitation/{clientId}/resend",
            format!("/user/invitation/{invited}/resend"),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "delete",
            "/user/invitation/{clientId}",
            format!("/user/invitation/{invited}"),
            Value::Null,
            [401, 403, 403, 204],
        ),
        (
            "get",
            "/user/follow/{clientId}",
            format!("/user/follow/{a}"),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "put",
            "/user/follow/{clientId}",
            format!("/user/follow/{a}"),
            json!({"following": true}),
            [401, 403, 403, 200],
        ),
        (
            "get",
            "/admin/staff",
            "/admin/staff".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "post",
            "/admin/staff/invite",
            "/admin/staff/invite".into(),
            json!({"name": "Tess", "email": "tess@example.com"}),
            [401, 403, 403, 201],
        ),
        (
            "post",
            "/admin/staff/{staffId}/invitation",
            format!("/admin/staff/{invited_staff}/invitation"),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "delete",
            "/admin/staff/{staffId}/invitation",
            format!("/admin/staff/{invited_staff}/invitation"),
            Value::Null,
            [401, 403, 403, 204],
        ),
        (
            "put",
            "/admin/staff/{staffId}/active",
            format!("/admin/staff/{invited_staff}/active"),
            json!({"active": false}),
            [401, 403, 403, 200],
        ),
        (
            "post",
            "/user/twoFactorSignIn",
            "/user/twoFactorSignIn".into(),
            json!({"challenge": "a".repeat(43), "code": "123456"}),
            [400, 400, 400, 400],
        ),
        (
            "get",
            "/user/twoFactor",
            "/user/twoFactor".into(),
            Value::Null,
            [401, 200, 200, 200],
        ),
        (
            "post",
            "/user/twoFactor/setup",
            "/user/twoFactor/setup".into(),
            json!({}),
            [401, 200, 200, 200],
        ),
        (
            "post",
            "/user/twoFactor/confirm",
            "/user/twoFactor/confirm".into(),
            json!({"code": "000000"}),
            [401, 400, 400, 400],
        ),
        (
            "post",
            "/user/twoFactor/recoveryCodes",
            "/user/twoFactor/recoveryCodes".into(),
            json!({"code": "000000"}),
            [401, 409, 409, 409],
        ),
        (
            "post",
            "/user/twoFactor/disable",
            "/user/twoFactor/disable".into(),
            json!({"code": "000000"}),
            [401, 409, 409, 409],
        ),
        // The identity provider's routes, on a server without one: found by nobody, past access.
        (
            "get",
            "/auth/providers",
            "/auth/providers".into(),
            Value::Null,
            [200, 200, 200, 200],
        ),
        (
            "post",
            "/auth/oidc/start",
            "/auth/oidc/start".into(),
            json!({}),
            [404, 404, 404, 404],
        ),
        (
            "post",
            "/auth/oidc/callback",
            "/auth/oidc/callback".into(),
            json!({"code": "c", "state": "s", "binding": "b".repeat(43)}),
            [404, 404, 404, 404],
        ),
        (
            "get",
            "/user/identities",
            "/user/identities".into(),
            Value::Null,
            [401, 200, 200, 200],
        ),
        (
            "post",
            "/user/identities/link",
            "/user/identities/link".into(),
            json!({}),
            [401, 404, 404, 404],
        ),
        (
            "post",
            "/user/identities/callback",
            "/user/identities/callback".into(),
            json!({"code": "c", "state": "s", "binding": "b".repeat(43)}),
            [401, 404, 404, 404],
        ),
        (
            "delete",
            "/user/identities/{identityId}",
            "/user/identities/00000000-0000-4000-8000-000000000000".into(),
            Value::Null,
            [401, 404, 404, 404],
        ),
        (
            "get",
            "/user/passkeys",
            "/user/passkeys".into(),
            Value::Null,
            [401, 200, 200, 200],
        ),
        // Sessions just signed in are in sudo mode.
        (
            "post",
            "/user/passkeys/register",
            "/user/passkeys/register".into(),
            json!({}),
            [401, 200, 200, 200],
        ),
        (
            "post",
            "/user/passkeys",
            "/user/passkeys".into(),
            json!({"ceremony": "made-up", "name": "Phone", "credential": {}}),
            [401, 400, 400, 400],
        ),
        (
            "put",
            "/user/passkeys/{passkeyId}",
            "/user/passkeys/00000000-0000-4000-8000-000000000000".into(),
            json!({"name": "Phone"}),
            [401, 404, 404, 404],
        ),
        (
            "delete",
            "/user/passkeys/{passkeyId}",
            "/user/passkeys/00000000-0000-4000-8000-000000000000".into(),
            Value::Null,
            [401, 404, 404, 404],
        ),
        (
            "post",
            "/auth/passkey/start",
            "/auth/passkey/start".into(),
            json!({}),
            [200, 200, 200, 200],
        ),
        (
            "post",
            "/auth/passkey/finish",
            "/auth/passkey/finish".into(),
            json!({"ceremony": "made-up", "credential": {}}),
            [400, 400, 400, 400],
        ),
        // Nobody here has a passkey to prove it with.
        (
            "post",
            "/user/sudo/passkey",
            "/user/sudo/passkey".into(),
            json!({}),
            [401, 409, 409, 409],
        ),
        (
            "post",
            "/user/sudo/passkey/finish",
            "/user/sudo/passkey/finish".into(),
            json!({"ceremony": "made-up", "credential": {}}),
            [401, 400, 400, 400],
        ),
        // A client's two-factor, reset by staff: an id that is no client's answers 404.
        (
            "delete",
            "/user/twoFactor/{clientId}",
            "/user/twoFactor/00000000-0000-4000-8000-000000000000".into(),
            Value::Null,
            [401, 403, 403, 404],
        ),
        (
            "delete",
            "/admin/staff/{staffId}/twoFactor",
            format!("/admin/staff/{invited_staff}/twoFactor"),
            Value::Null,
            [401, 403, 403, 204],
        ),
        (
            "get",
            "/admin/staff/{staffId}/sessions",
            format!("/admin/staff/{invited_staff}/sessions"),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "delete",
            "/admin/staff/{staffId}/sessions/{sessionId}",
            format!("/admin/staff/{invited_staff}/sessions/00000000-0000-4000-8000-000000000000"),
            Value::Null,
            [401, 403, 403, 404],
        ),
        (
            "get",
            "/project/projectsUser",
            "/project/projectsUser".into(),
            Value::Null,
            [401, 200, 200, 403],
        ),
        (
            "get",
            "/project/projectsByUser/{userId}",
            format!("/project/projectsByUser/{a}"),
            Value::Null,
            [401, 200, 404, 200],
        ),
        (
            "get",
            "/project/detail/{projectId}",
            format!("/project/detail/{pa}"),
            Value::Null,
            [401, 200, 404, 200],
        ),
        (
            "get",
            "/project/glance",
            "/project/glance".into(),
            Value::Null,
            [401, 200, 200, 403],
        ),
        (
            "get",
            "/activity",
            "/activity".into(),
            Value::Null,
            [401, 200, 200, 403],
        ),
        (
            "post",
            "/activity/seen",
            "/activity/seen".into(),
            Value::Null,
            [401, 204, 204, 403],
        ),
        (
            "get",
            "/project/burnUp/{projectId}",
            format!("/project/burnUp/{pa}"),
            Value::Null,
            [401, 200, 404, 200],
        ),
        (
            "get",
            "/project/projects",
            "/project/projects".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "post",
            "/project/createProject",
            "/project/createProject".into(),
            json!({"title": "Third", "client": a, "github": "g", "repoName": "r", "projectDesc": "d", "projectDetailsDesc": "dd"}),
            [401, 403, 403, 201],
        ),
        (
            "put",
            "/project/updateProject/{projectId}",
            format!("/project/updateProject/{pa}"),
            json!({"projectCost": "USD 9,000"}),
            [401, 403, 403, 200],
        ),
        (
            "post",
            "/project/addSprint/{projectId}",
            format!("/project/addSprint/{pa}"),
            json!({"title": "Sprint 2"}),
            [401, 403, 403, 201],
        ),
        (
            "put",
            "/project/updateSprintStatus/{sprintId}",
            format!("/project/updateSprintStatus/{sa}"),
            json!({"active": true}),
            [401, 403, 403, 200],
        ),
        (
            "post",
            "/project/addTask/{sprintId}",
            format!("/project/addTask/{sa}"),
            json!({"title": "Another"}),
            [401, 403, 403, 201],
        ),
        (
            "put",
            "/project/updateSprintCompleted/{sprintId}",
            format!("/project/updateSprintCompleted/{sa}"),
            json!({"completed": true}),
            [401, 403, 403, 200],
        ),
        (
            "put",
            "/project/moveSprint/{sprintId}",
            format!("/project/moveSprint/{sa}"),
            json!({"order": 1}),
            [401, 403, 403, 200],
        ),
        (
            "put",
            "/project/updateTask/{taskId}",
            format!("/project/updateTask/{ta}"),
            json!({"title": "Build login", "assignedTo": [m]}),
            [401, 403, 403, 200],
        ),
        (
            "delete",
            "/project/deleteTask/{taskId}",
            format!("/project/deleteTask/{spare_task}"),
            Value::Null,
            [401, 403, 403, 204],
        ),
        (
            "put",
            "/project/updateTaskStatus/{taskId}",
            format!("/project/updateTaskStatus/{ta}"),
            json!({"status": "done"}),
            [401, 403, 403, 200],
        ),
        (
            "put",
            "/project/updateTaskPriority/{taskId}",
            format!("/project/updateTaskPriority/{ta}"),
            json!({"priority": "low"}),
            [401, 403, 403, 200],
        ),
        (
            "post",
            "/project/addRequest",
            "/project/addRequest".into(),
            json!({"title": "Mobile app"}),
            [401, 201, 201, 403],
        ),
        (
            "get",
            "/project/requests",
            "/project/requests".into(),
            Value::Null,
            [401, 200, 200, 200],
        ),
        (
            "post",
            "/project/addUpdate/{projectId}",
            format!("/project/addUpdate/{pa}"),
            json!({"text": "Scope change"}),
            [401, 201, 404, 201],
        ),
        (
            "get",
            "/project/updates/{projectId}",
            format!("/project/updates/{pa}"),
            Value::Null,
            [401, 200, 404, 200],
        ),
        (
            "get",
            "/project/allUpdates",
            "/project/allUpdates".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "put",
            "/goal/status/{goalId}",
            format!("/goal/status/{goal}"),
            json!({"status": "done"}),
            [401, 403, 403, 200],
        ),
        (
            "put",
            "/payment/paid/{paymentId}",
            format!("/payment/paid/{payment}"),
            json!({"isCompleted": false}),
            [401, 403, 403, 200],
        ),
        (
            "get",
            "/goal/project/{projectId}",
            format!("/goal/project/{pa}"),
            Value::Null,
            [401, 200, 404, 200],
        ),
        (
            "get",
            "/goal/project/{projectId}/inprogress",
            format!("/goal/project/{pa}/inprogress"),
            Value::Null,
            [401, 200, 404, 200],
        ),
        (
            "post",
            "/goal/create",
            "/goal/create".into(),
            json!({"project": pa, "title": "Launch"}),
            [401, 403, 403, 201],
        ),
        (
            "get",
            "/payment/payments/{projectId}",
            format!("/payment/payments/{pa}"),
            Value::Null,
            [401, 200, 404, 200],
        ),
        (
            "post",
            "/payment/create",
            "/payment/create".into(),
            json!({"project": pa, "title": "Final", "amount": 10}),
            [401, 403, 403, 201],
        ),
        (
            "get",
            "/team/all",
            "/team/all".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "post",
            "/team/create",
            "/team/create".into(),
            json!({"name": "Nia", "role": "QA", "email": "nia@team.example"}),
            [401, 403, 403, 201],
        ),
        (
            "put",
            "/team/edit/{id}",
            format!("/team/edit/{m}"),
            json!({"name": "Rohan G", "role": "Lead", "email": "rohan@team.example"}),
            [401, 403, 403, 200],
        ),
        (
            "delete",
            "/team/delete/{id}",
            format!("/team/delete/{}", w.spare_member),
            Value::Null,
            [401, 403, 403, 204],
        ),
        (
            "post",
            "/contact/submit",
            "/contact/submit".into(),
            json!({"name": "Q", "email": "q@example.com", "phone": "9876501234", "message": "Hi", "permission": true}),
            [201, 201, 201, 201],
        ),
        (
            "post",
            "/contact/mail/submit",
            "/contact/mail/submit".into(),
            json!({"email": "reader@example.com"}),
            [200, 200, 200, 200],
        ),
        (
            "get",
            "/contact/submissions",
            "/contact/submissions".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "get",
            "/contact/submission/{id}",
            format!("/contact/submission/{contact_id}"),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "put",
            "/contact/status/{id}",
            format!("/contact/status/{contact_id}"),
            json!({"status": "replied"}),
            [401, 403, 403, 200],
        ),
        (
            "get",
            "/contact/counts",
            "/contact/counts".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "get",
            "/contact/export.csv",
            "/contact/export.csv".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "get",
            "/contact/mail/export.csv",
            "/contact/mail/export.csv".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "delete",
            "/contact/delete/{id}",
            format!("/contact/delete/{contact_id}"),
            Value::Null,
            [401, 403, 403, 204],
        ),
        (
            "get",
            "/contact/mail/submissions",
            "/contact/mail/submissions".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "delete",
            "/contact/mail/delete/{id}",
            format!("/contact/mail/delete/{sub_id}"),
            Value::Null,
            [401, 403, 403, 204],
        ),
        (
            "get",
            "/ticket/all",
            "/ticket/all".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "get",
            "/ticket/{userId}",
            format!("/ticket/{a}"),
            Value::Null,
            [401, 200, 404, 200],
        ),
        (
            "post",
            "/ticket/create",
            "/ticket/create".into(),
            json!({"title": "Help", "description": "Please"}),
            [401, 201, 201, 403],
        ),
        (
            "get",
            "/ticket/{ticketId}/comments",
            format!("/ticket/{}/comments", w.ticket_a),
            Value::Null,
            [401, 200, 404, 200],
        ),
        (
            "post",
            "/ticket/{ticketId}/reply",
            format!("/ticket/{}/reply", w.ticket_a),
            json!({"text": "Any news?"}),
            [401, 201, 404, 201],
        ),
        (
            "put",
            "/ticket/{id}/status",
            format!("/ticket/{}/status", w.ticket_a),
            json!({"status": "Close"}),
            [401, 403, 403, 200],
        ),
        (
            "delete",
            "/ticket/{id}/delete",
            format!("/ticket/{}/delete", w.ticket_b),
            Value::Null,
            [401, 403, 403, 204],
        ),
        // Code updates. The default code host is a closed port and there is no token: a read
        // answers with what is kept, a write is not configured.
        (
            "get",
            "/code/{projectId}",
            format!("/code/{pa}"),
            Value::Null,
            [401, 200, 404, 200],
        ),
        (
            "post",
            "/code/{projectId}/issues",
            format!("/code/{pa}/issues"),
            json!({"title": "Checkout fails"}),
            [401, 409, 404, 409],
        ),
        (
            "post",
            "/code/{projectId}/issues/{number}/comments",
            format!("/code/{pa}/issues/1/comments"),
            json!({"body": "Still failing"}),
            [401, 409, 404, 409],
        ),
        (
            "post",
            "/code/webhook",
            "/code/webhook".into(),
            json!({"repository": {"full_name": "acme/storefront"}}),
            [401, 401, 401, 401],
        ),
        (
            "get",
            "/openapi.json",
            "/openapi.json".into(),
            Value::Null,
            [200, 200, 200, 200],
        ),
        // Last: it ends each caller's session.
        (
            "post",
            "/user/logout",
            "/user/logout".into(),
            Value::Null,
            [401, 204, 204, 204],
        ),
    ]
}

async fn route_by_role_table(app: &TestApp) {
    let w = world(app).await;
    let table = table(app, &w).await;

    // The table covers exactly the routes the server has.
    let doc: Value = app
        .get("/api/openapi.json", None)
        .await
        .json()
        .await
        .unwrap();
    let served: BTreeSet<(String, String)> = doc["paths"]
        .as_object()
        .unwrap()
        .iter()
        .flat_map(|(path, methods)| {
            methods
                .as_object()
                .unwrap()
                .keys()
                .map(move |m| (m.clone(), path.clone()))
        })
        .collect();
    let tabled: BTreeSet<(String, String)> = table
        .iter()
        .map(|(m, p, ..)| (m.to_string(), p.to_string()))
        .collect();
    let missing: Vec<_> = served.difference(&tabled).collect();
    let stale: Vec<_> = tabled.difference(&served).collect();
    assert!(
        missing.is_empty(),
        "routes missing from the role table: {missing:?}"
    );
    assert!(
        stale.is_empty(),
        "table rows for routes the server does not have: {stale:?}"
    );

    let tokens = [
        None,
        Some(w.a_token.as_str()),
        Some(w.b_token.as_str()),
        Some(w.admin_token.as_str()),
    ];
    let who = ["anonymous", "client A", "client B", "admin"];
    for (method, template, path, body, expected) in &table {
        for (i, token) in tokens.iter().enumerate() {
            let body = (!body.is_null()).then_some(body);
            let res = app.send(method, &format!("/api{path}"), body, *token).await;
            let status = res.status().as_u16();
            let text = res.text().await.unwrap_or_default();
            assert_eq!(
                status, expected[i],
                "{method} {template} as {}: {text}",
                who[i]
            );
            assert!(status < 500);
        }
    }
    let _ = (&w.b, &w.project_b);
}

engine_tests!(route_by_role_table);
