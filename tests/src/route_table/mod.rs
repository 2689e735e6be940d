//! Every API route x {anonymous, client A, client B, admin}: the status each gets, one row a
//! route, on the two-client world (`crate::world`). The role story checks every status; the
//! read-model story sends every write once. The rows stand in four files by resource, in the
//! order they are sent.

mod accounts;
mod messages;
mod projects;
mod sign_in;

use serde_json::{json, Value};

use crate::world::World;
use crate::{created_id, id_of, TestApp};

/// A row: method, path template, concrete path, body, and the status each caller gets
/// (anonymous, client A, client B, admin).
pub type Row = (&'static str, &'static str, String, Value, [u16; 4]);

/// What the rows act on besides the world: made by `table` before the rows are built.
struct Made {
    contact_id: String,
    sub_id: String,
    c: String,
    spare_task: String,
    goal: String,
    payment: String,
    /// A sign-off of the payment's deliverables, open, and what client A is shown of it.
    sign_off: String,
    shown: String,
    /// A due milestone of project A to invoice, and an issued invoice of project A.
    due_payment: String,
    invoice: String,
    invited: String,
    mail: String,
    invited_staff: String,
    /// A person of the third client's company, to remove.
    person: String,
    bogus: String,
    bogus_unsubscribe: String,
    /// A file staff attached to a reply on client A's ticket, and a file client A uploaded and
    /// has not sent yet.
    file: String,
    waiting_file: String,
}

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
    let contact_id = id_of(&contacts["data"][0]);
    let subs: Value = app
        .get("/api/contact/mail/submissions", admin)
        .await
        .json()
        .await
        .unwrap();
    let sub_id = id_of(&subs["data"][0]);

    // A third client for the rows that end a client's sessions, a task to delete, the goal and
    // payment the world made.
    let c = created_id(
        app.post(
            "/api/user/signup",
            &json!({"name": "Cy", "email": "cy@example.com", "password": "client-pass-3"}),
            admin,
        )
        .await,
    )
    .await;
    let spare_task = created_id(
        app.post(
            &format!("/api/project/addTask/{}", w.sprint_a),
            &json!({"title": "Spare"}),
            admin,
        )
        .await,
    )
    .await;
    let goals: Value = app
        .get(&format!("/api/goal/project/{}", w.project_a), admin)
        .await
        .json()
        .await
        .unwrap();
    let goal = id_of(&goals[0]);
    let payments: Value = app
        .get(&format!("/api/payment/payments/{}", w.project_a), admin)
        .await
        .json()
        .await
        .unwrap();
    let payment = id_of(&payments[0]);
    let sign_off = created_id(
        app.post(
            "/api/signoff/request",
            &json!({"payment": payment, "summary": "Delivered on staging"}),
            admin,
        )
        .await,
    )
    .await;
    let rounds: Value = app
        .get(
            &format!("/api/signoff/project/{}", w.project_a),
            Some(w.a_token.as_str()),
        )
        .await
        .json()
        .await
        .unwrap();
    let shown = rounds[0]["shown"].as_str().unwrap().to_owned();

    // The firm's billing details, a due milestone to invoice and an invoice (ADR 0033).
    app.send(
        "put",
        "/api/invoice/settings",
        Some(&json!({"firmName": "Acme", "address": "1 Road", "bankDetails": "Bank 1", "taxRate": "18"})),
        admin,
    )
    .await;
    let mut due = Vec::new();
    for title in ["Invoiced", "To invoice"] {
        let id = created_id(
            app.post(
                "/api/payment/create",
                &json!({"project": w.project_a, "title": title, "amount": "100"}),
                admin,
            )
            .await,
        )
        .await;
        app.send(
            "put",
            &format!("/api/payment/due/{id}"),
            Some(&json!({"isDue": true})),
            admin,
        )
        .await;
        due.push(id);
    }
    let invoice = created_id(
        app.post(
            &format!("/api/invoice/create/{}", w.project_a),
            &json!({"payments": [due[0]]}),
            admin,
        )
        .await,
    )
    .await;
    let due_payment = due.pop().unwrap_or_default();

    // An invited client (no password: an invitation mail is queued) and that mail.
    let invited = created_id(
        app.post(
            "/api/user/signup",
            &json!({"name": "In", "email": "in@example.com"}),
            admin,
        )
        .await,
    )
    .await;
    let mails: Value = app
        .get("/api/admin/mail", admin)
        .await
        .json()
        .await
        .unwrap();
    let mail = id_of(&mails["data"][0]);
    let invited_staff = created_id(
        app.post(
            "/api/admin/staff/invite",
            &json!({"name": "Sam", "email": "sam@example.com"}),
            admin,
        )
        .await,
    )
    .await;
    let person = id_of(
        &app.post(
            &format!("/api/user/people/{c}"),
            &json!({"name": "Cyd", "email": "cyd@example.com"}),
            admin,
        )
        .await
        .json::<Value>()
        .await
        .unwrap(),
    );
    let file = created_id(
        app.upload("staff-shot.png", crate::PIXEL_PNG.to_vec(), admin)
            .await,
    )
    .await;
    let res = app
        .post(
            &format!("/api/ticket/{}/reply", w.ticket_a),
            &json!({"text": "See the note", "attachments": [file]}),
            admin,
        )
        .await;
    assert_eq!(res.status(), 201);
    let waiting_file = created_id(
        app.upload("draft.txt", b"Not sent".to_vec(), Some(&w.a_token))
            .await,
    )
    .await;
    let bogus = "A".repeat(43);
    let bogus_unsubscribe = format!("{a}.tickets.{}", "0".repeat(32), a = w.a);
    let made = Made {
        contact_id,
        sub_id,
        c,
        spare_task,
        goal,
        payment,
        sign_off,
        shown,
        due_payment,
        invoice,
        invited,
        mail,
        invited_staff,
        person,
        bogus,
        bogus_unsubscribe,
        file,
        waiting_file,
    };

    // (method, template, concrete path, body, [anonymous, client A, client B, admin])
    [
        accounts::rows(w, &made),
        sign_in::rows(&made),
        projects::rows(w, &made),
        messages::rows(w, &made),
    ]
    .concat()
}
