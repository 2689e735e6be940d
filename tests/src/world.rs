//! The two-client world most stories start from, made through the API.

use portico_server::db::users::Role;
use serde_json::{json, Value};

use crate::{created, created_id, TestApp};

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

impl World {
    /// Staff move `task` to `status` (`todo`, `inprogress`, `done`); the write must succeed.
    pub async fn set_task_status(&self, app: &TestApp, task: &str, status: &str) {
        let path = format!("/api/project/updateTaskStatus/{task}");
        let body = json!({ "status": status });
        let res = app.put(&path, &body, Some(&self.admin_token)).await;
        assert_eq!(res.status(), 200, "{path}");
    }

    /// Staff add a milestone payment (`payment`: its title, amount, …) to client A's project: the
    /// payment as the API shows it.
    pub async fn add_payment(&self, app: &TestApp, mut payment: Value) -> Value {
        payment["project"] = json!(self.project_a);
        let res = app.post("/api/payment/create", &payment, Some(&self.admin_token));
        created(res.await).await
    }

    /// Staff add a task (`task`: its fields) to client A's sprint: the task as the API shows it.
    pub async fn add_task(&self, app: &TestApp, task: Value) -> Value {
        let path = format!("/api/project/addTask/{}", self.sprint_a);
        created(app.post(&path, &task, Some(&self.admin_token)).await).await
    }

    /// The sessions of the route x role table's callers: anonymous, client A, client B, admin.
    pub fn callers(&self) -> [Option<&str>; 4] {
        [
            None,
            Some(self.a_token.as_str()),
            Some(self.b_token.as_str()),
            Some(self.admin_token.as_str()),
        ]
    }
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
        ids.push(created_id(app.post("/api/user/signup", &body, admin).await).await);
    }
    let member_body = |n: &str| json!({"name": n, "role": "Engineer", "email": format!("{}@team.example", n.to_lowercase()), "about": format!("{n} builds things")});
    let member = created_id(
        app.post("/api/team/create", &member_body("Rohan"), admin)
            .await,
    )
    .await;
    let spare_member = created_id(
        app.post("/api/team/create", &member_body("Spare"), admin)
            .await,
    )
    .await;
    let mut projects = Vec::new();
    for (client, title) in [(&ids[0], "Storefront"), (&ids[1], "Bookings")] {
        let body = json!({"title": title, "client": client, "github": "acme", "repoName": title.to_lowercase(),
            "projectTeam": [member], "projectDesc": "Short", "projectDetailsDesc": "Long"});
        projects.push(created_id(app.post("/api/project/createProject", &body, admin).await).await);
    }
    let sprint_a = created_id(app.post(&format!("/api/project/addSprint/{}", projects[0]),
        &json!({"title": "Sprint 1", "goal": "Ship", "startDate": "2026-01-05", "endDate": "2026-01-18"}), admin).await).await;
    let task_a = created_id(app.post(&format!("/api/project/addTask/{sprint_a}"),
        &json!({"title": "Build login", "assignedTo": member, "status": "inprogress", "priority": "high"}), admin).await).await;
    created(app.post("/api/goal/create", &json!({"project": projects[0], "title": "Beta", "status": "inprogress", "dueDate": "2026-03-01"}), admin).await).await;
    created(app.post("/api/payment/create", &json!({"project": projects[0], "title": "Kick-off", "amount": 1500.5, "isCompleted": true}), admin).await).await;
    let a_token = app.login("ann@example.com", "client-pass-1").await;
    let b_token = app.login("bob@example.com", "client-pass-1").await;
    let ticket_a = created_id(
        app.post(
            "/api/ticket/create",
            &json!({"title": "Slow", "description": "Pages are slow"}),
            Some(&a_token),
        )
        .await,
    )
    .await;
    let ticket_b = created_id(
        app.post(
            "/api/ticket/create",
            &json!({"title": "Logo", "description": "New logo"}),
            Some(&b_token),
        )
        .await,
    )
    .await;
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

/// Staff add a person to a client company (`body`: name, email, companyRole, finance, approver);
/// the invitation's link (no mail server in the stories) gives them a password. Returns the
/// person as staff see them and the person's session.
pub async fn add_person(app: &TestApp, admin: &str, company: &str, body: Value) -> (Value, String) {
    let res = app
        .post(&format!("/api/user/people/{company}"), &body, Some(admin))
        .await;
    assert_eq!(res.status(), 201);
    let person: Value = res.json().await.unwrap();
    let link = person["invitationLink"].as_str().unwrap().to_owned();
    let token = link.split_once('#').unwrap().1.to_owned();
    let res = app
        .post(
            "/api/user/acceptInvitation",
            &json!({"token": token, "password": "a-person-chose-this"}),
            None,
        )
        .await;
    assert!(res.status().is_success(), "{}", res.status());
    let signed: Value = res.json().await.unwrap();
    (person, signed["token"].as_str().unwrap().to_owned())
}
