//! Every API route x {anonymous, client A, client B, admin}: the status each gets, one row a
//! route, on the two-client world (`crate::world`). The role story checks every status; the
//! read-model story sends every write once. The rows stand in four files by resource, in the
//! order they are sent.

mod accounts;
mod integrations;
mod messages;
mod projects;
mod sign_in;

use serde_json::{json, Value};

use crate::world::World;
use crate::{created, created_id, id_of, TestApp};

/// A route of the table: what is sent to it (the method, the concrete path, a body) and the status
/// each caller gets. `template` names the route as the server's OpenAPI document does.
#[derive(Clone, Debug)]
pub struct Route {
    pub method: &'static str,
    pub template: &'static str,
    pub path: String,
    /// The JSON body sent; `Null` sends none.
    pub body: Value,
    pub expect: Expect,
}

/// The status each caller of the table gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Expect {
    pub anon: u16,
    pub a: u16,
    pub b: u16,
    pub admin: u16,
}

impl Expect {
    /// The statuses in the order of `World::callers`: anonymous, client A, client B, admin.
    pub fn by_caller(self) -> [u16; 4] {
        [self.anon, self.a, self.b, self.admin]
    }
}

impl Route {
    /// The body to send, if the route takes one.
    pub fn body(&self) -> Option<&Value> {
        (!self.body.is_null()).then_some(&self.body)
    }

    /// Sends the route's request with `token` (None: anonymously).
    pub async fn send(&self, app: &TestApp, token: Option<&str>) -> reqwest::Response {
        app.send(self.method, &self.url(), self.body(), token).await
    }

    /// Where the request goes: the concrete path under `/api`.
    pub fn url(&self) -> String {
        format!("/api{}", self.path)
    }

    /// `(method, template)`, as the OpenAPI document lists the route.
    pub fn key(&self) -> (String, String) {
        (self.method.to_owned(), self.template.to_owned())
    }

    /// Whether the route writes (any method but GET).
    pub fn writes(&self) -> bool {
        self.method != "get"
    }
}

/// A row as the stories that read the table as tuples take it: method, path template, concrete
/// path, body, and the statuses by caller (`Expect::by_caller`).
pub type Row = (&'static str, &'static str, String, Value, [u16; 4]);

impl From<Route> for Row {
    fn from(r: Route) -> Self {
        (r.method, r.template, r.path, r.body, r.expect.by_caller())
    }
}

/// A request of the table being written down: `get("/x/{id}").ids([id]).body(json!(..))`, made
/// a `Route` by the statuses the callers get (`staff_only(200)`, `expect([..])`, ...).
struct Call {
    method: &'static str,
    template: &'static str,
    path: String,
    body: Value,
}

fn call(method: &'static str, template: &'static str) -> Call {
    Call {
        method,
        template,
        path: template.to_owned(),
        body: Value::Null,
    }
}

fn get(template: &'static str) -> Call {
    call("get", template)
}

fn post(template: &'static str) -> Call {
    call("post", template)
}

fn put(template: &'static str) -> Call {
    call("put", template)
}

fn delete(template: &'static str) -> Call {
    call("delete", template)
}

/// An id that is nobody's: the route answers as for a record that does not exist.
const NO_SUCH: &str = "00000000-0000-4000-8000-000000000000";

impl Call {
    /// Sent to the template with its `{placeholders}` filled by `ids`, in order.
    fn ids<const N: usize>(mut self, ids: [&str; N]) -> Self {
        let mut path = String::new();
        let mut rest = self.template;
        for id in ids {
            let (before, after) = rest
                .split_once('{')
                .and_then(|(before, p)| Some((before, p.split_once('}')?.1)))
                .unwrap_or_else(|| panic!("{}: more ids than placeholders", self.template));
            path.push_str(before);
            path.push_str(id);
            rest = after;
        }
        assert!(
            !rest.contains('{'),
            "{}: an unfilled placeholder",
            self.template
        );
        path.push_str(rest);
        self.path = path;
        self
    }

    /// Sent to `path` (a query the template does not show).
    fn path(mut self, path: &str) -> Self {
        self.path = path.to_owned();
        self
    }

    fn body(mut self, body: Value) -> Self {
        self.body = body;
        self
    }

    /// The statuses anonymous, client A, client B and admin get.
    fn expect(self, [anon, a, b, admin]: [u16; 4]) -> Route {
        Route {
            method: self.method,
            template: self.template,
            path: self.path,
            body: self.body,
            expect: Expect { anon, a, b, admin },
        }
    }

    /// Staff's alone: clients are refused (403), anonymous callers asked to sign in.
    fn staff_only(self, status: u16) -> Route {
        self.expect([401, 403, 403, status])
    }

    /// The clients' alone: staff are refused (403).
    fn clients_only(self, status: u16) -> Route {
        self.expect([401, status, status, 403])
    }

    /// Client A's record, seen by staff as by A; client B is told there is no such thing (404).
    fn a_and_staff(self, status: u16) -> Route {
        self.expect([401, status, 404, status])
    }

    /// Anyone signed in, alike.
    fn signed_in(self, status: u16) -> Route {
        self.expect([401, status, status, status])
    }

    /// Anyone, signed in or not, alike.
    fn anyone(self, status: u16) -> Route {
        self.expect([status; 4])
    }
}

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
    /// Time staff logged on project A's task.
    time_entry: String,
    /// Quotes of project A (ADR 0044): one sent (and what client A is shown of it), a draft to
    /// edit and send, a draft to delete, and saved terms.
    quote: String,
    quote_shown: String,
    quote_draft: String,
    quote_spare: String,
    terms: String,
    /// A response-target policy (ADR 0045).
    policy: String,
    /// The firm's webhook endpoint (at a closed loopback port: every attempt fails at once), a
    /// delivery of its test message, and an API token of client A's (issue 58).
    webhook: String,
    delivery: String,
    api_token: String,
}

/// A response-target policy named `name`: every priority answered in an hour, solved in a day.
pub fn policy_body(name: &str) -> Value {
    let pair = json!({"firstResponse": {"minutes": 60, "clock": "business"}, "resolution": {"minutes": 1440, "clock": "always"}});
    json!({"name": name, "isDefault": false, "targets": {"low": pair, "normal": pair, "high": pair, "urgent": pair}})
}

/// A change request of project A, as the table's rows need it.
pub fn quote_body(project: &str, title: &str) -> Value {
    json!({
        "project": project,
        "kind": "change",
        "title": title,
        "lines": [
            {"title": "Gift card API", "quantity": "2", "unitPrice": "50", "taxName": "GST", "taxRate": "18", "milestone": 0},
            {"title": "Training", "quantity": 1, "unitPrice": "20", "milestone": 0}
        ],
        "milestones": [{"title": "On acceptance", "release": "acceptance"}],
        "validUntil": "2099-12-31",
        "terms": "Paid on acceptance."
    })
}

/// A sent quote of project A and client A's digest of it, two drafts and saved terms.
async fn quotes(app: &TestApp, w: &World) -> (String, String, String, String, String) {
    let admin = Some(w.admin_token.as_str());
    let mut ids = Vec::new();
    for title in ["Sent", "Draft", "Spare"] {
        let res = app
            .post("/api/quote/create", &quote_body(&w.project_a, title), admin)
            .await;
        ids.push(created_id(res).await);
    }
    let res = app
        .post(&format!("/api/quote/send/{}", ids[0]), &json!({}), admin)
        .await;
    assert_eq!(
        res.status(),
        200,
        "{}",
        res.text().await.unwrap_or_default()
    );
    let seen: Value = app
        .get(
            &format!("/api/quote/one/{}", ids[0]),
            Some(w.a_token.as_str()),
        )
        .await
        .json()
        .await
        .unwrap();
    let shown = seen["shown"].as_str().unwrap_or_default().to_owned();
    let terms = created_id(
        app.post(
            "/api/quote/templates",
            &json!({"name": "Standard", "terms": "Net 30."}),
            admin,
        )
        .await,
    )
    .await;
    let spare = ids.pop().unwrap_or_default();
    let draft = ids.pop().unwrap_or_default();
    let sent = ids.pop().unwrap_or_default();
    (sent, shown, draft, spare, terms)
}

/// The firm's webhook endpoint, a delivery of its test message, and an API token of client A's.
async fn integration_records(app: &TestApp, w: &World) -> (String, String, String) {
    let admin = Some(w.admin_token.as_str());
    let made = created(
        app.post("/api/webhooks", &integrations::endpoint(), admin)
            .await,
    )
    .await;
    let webhook = id_of(&made["webhook"]);
    let delivery = created_id(
        app.send(
            "post",
            &format!("/api/webhooks/{webhook}/test"),
            None,
            admin,
        )
        .await,
    )
    .await;
    let token = created(
        app.post(
            "/api/user/tokens",
            &json!({"name": "Spare", "scope": "read", "expiresInDays": 30}),
            Some(w.a_token.as_str()),
        )
        .await,
    )
    .await;
    (webhook, delivery, id_of(&token["token"]))
}

/// The table as tuples (`Row`), for the stories that read it so.
pub async fn table(app: &TestApp, w: &World) -> Vec<Row> {
    routes(app, w).await.into_iter().map(Row::from).collect()
}

/// Every route once, in an order that works on one world: what each row needs exists by then,
/// and the rows that end sessions or delete come last.
pub async fn routes(app: &TestApp, w: &World) -> Vec<Route> {
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
    app.put(
        "/api/invoice/settings",
        &json!({"firmName": "Acme", "address": "1 Road", "bankDetails": "Bank 1", "taxRate": "18"}),
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
        app.put(
            &format!("/api/payment/due/{id}"),
            &json!({"isDue": true}),
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
    let person = created_id(
        app.post(
            &format!("/api/user/people/{c}"),
            &json!({"name": "Cyd", "email": "cyd@example.com"}),
            admin,
        )
        .await,
    )
    .await;
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
    let time_entry = created_id(
        app.post(
            "/api/hours/log",
            &json!({"project": w.project_a, "task": w.task_a, "date": "2026-12-01", "time": "1:30"}),
            admin,
        )
        .await,
    )
    .await;
    // Project B bills its hours without approval, at a rate: its logged time can be invoiced.
    app.put(
        &format!("/api/hours/settings/{}", w.project_b),
        &json!({"hourlyRate": "40", "approval": "none"}),
        admin,
    )
    .await;
    app.post(
        "/api/hours/log",
        &json!({"project": w.project_b, "date": "2026-12-01", "time": "3h"}),
        admin,
    )
    .await;
    let (quote, quote_shown, quote_draft, quote_spare, terms) = quotes(app, w).await;
    let policy = created_id(
        app.post("/api/sla/policies", &policy_body("Gold"), admin)
            .await,
    )
    .await;
    let (webhook, delivery, api_token) = integration_records(app, w).await;
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
        time_entry,
        quote,
        quote_shown,
        quote_draft,
        quote_spare,
        terms,
        policy,
        webhook,
        delivery,
        api_token,
    };

    [
        accounts::rows(w, &made),
        sign_in::rows(&made),
        projects::rows(w, &made),
        integrations::rows(&made),
        messages::rows(w, &made),
    ]
    .concat()
}
