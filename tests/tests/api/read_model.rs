//! The read model's declared map (`server/src/reads/writes.rs`) against what each write does: every
//! declared write is sent once, by a caller it succeeds for, and the versions that key the kept
//! reads (each project's `data_version` and each client's list's version) must change exactly as the map says. A
//! write that changes a read without saying so (a stale read), or that says so and bumps nothing
//! (a needless render), fails here.
//!
//! The route x role table (`portico_tests::route_table`) sends each write once; the writes it
//! sends only as failures (a made-up token, a passkey nobody has, no identity provider) are sent
//! here as they succeed (`succeeding`), on a server with a mail server, an identity provider and
//! a code host. In the end every declared write was sent, or `NOT_SENT` says why not.

mod succeeding;

use std::collections::{BTreeMap, BTreeSet};
use std::future::Future;

use portico_server::reads::writes::{self, Changes, WRITES};
use portico_tests::mail::MailServer;
use portico_tests::oidc::IdProvider;
use portico_tests::route_table::{routes, Route};
use portico_tests::{created, engine_fns, Engine, TestApp, World};
use serde_json::{json, Value};

use crate::code::{start, token, Story};
use crate::mail::mail_env;
use crate::passkeys::ORIGIN;

/// The declared writes this story does not send: (method, path, why not). Every other declared
/// write is sent, by the table or by `succeeding`. A write that cannot be sent here goes on this
/// list with its reason, or the story fails.
const NOT_SENT: &[(&str, &str, &str)] = &[
    ("post", "/payments/pay/{invoiceId}", PAID_ONLINE),
    ("post", "/payments/stripe/webhook", PAID_ONLINE),
    ("post", "/payments/check", PAID_ONLINE),
    ("post", "/payments/refund/{onlinePaymentId}", PAID_ONLINE),
    ("post", "/rating/{token}", RATING_LINK),
];

const RATING_LINK: &str = "succeeds only with the token of a solved ticket's mail: \
     tests/api/support_clock.rs rates with it, which no project read shows";

const PAID_ONLINE: &str = "succeeds only with a payment provider: tests/api/pay.rs sends it to a \
     fake Stripe, and checks the receipts and statuses it writes, which no project read shows";

/// The code host's webhook secret on the story's server.
const WEBHOOK_SECRET: &str = "read-model-secret";

/// Every project's and client's version, and each project's client.
struct Versions {
    projects: BTreeMap<String, (i64, String)>,
    clients: BTreeMap<String, i64>,
}

async fn versions(app: &TestApp) -> Versions {
    let projects: Vec<(String, i64, String)> =
        sqlx::query_as("SELECT id, data_version, client_id FROM projects")
            .fetch_all(&app.db)
            .await
            .unwrap();
    // A client's list's version as the server derives it: its own and its projects' summed.
    let clients: Vec<(String, i64)> = sqlx::query_as(
        "SELECT c.id, CAST(c.data_version + COALESCE((SELECT CAST(SUM(p.data_version) AS BIGINT) \
         FROM projects p WHERE p.client_id = c.id), 0) AS BIGINT) FROM users c \
         WHERE c.role = 'client'",
    )
    .fetch_all(&app.db)
    .await
    .unwrap();
    Versions {
        projects: projects
            .into_iter()
            .map(|(id, v, client)| (id, (v, client)))
            .collect(),
        clients: clients.into_iter().collect(),
    }
}

/// The projects whose read shows team member `member`: in their team or as a task's assignee.
async fn projects_showing(app: &TestApp, member: &str) -> BTreeSet<String> {
    let ids: Vec<String> = sqlx::query_scalar(
        "SELECT project_id FROM project_team WHERE member_id = $1 \
         UNION SELECT s.project_id FROM task_assignees a \
         JOIN tasks t ON t.id = a.task_id JOIN sprints s ON s.id = t.sprint_id \
         WHERE a.member_id = $1",
    )
    .bind(member)
    .fetch_all(&app.db)
    .await
    .unwrap();
    ids.into_iter().collect()
}

/// What changed between two snapshots: projects bumped (or added, or gone), clients bumped.
fn changed(before: &Versions, after: &Versions) -> (BTreeSet<String>, BTreeSet<String>) {
    let ids: BTreeSet<&String> = before
        .projects
        .keys()
        .chain(after.projects.keys())
        .collect();
    let projects = ids
        .into_iter()
        .filter(|id| before.projects.get(*id).map(|p| p.0) != after.projects.get(*id).map(|p| p.0))
        .cloned()
        .collect();
    let clients = after
        .clients
        .iter()
        .filter(|(id, v)| before.clients.get(*id).is_some_and(|b| b != *v))
        .map(|(id, _)| id.clone())
        .collect();
    (projects, clients)
}

fn client_of(v: &Versions, project: &str) -> String {
    v.projects
        .get(project)
        .map(|p| p.1.clone())
        .unwrap_or_default()
}

/// Sends writes and checks each against the map; keeps which routes were sent and which kinds
/// of change were seen.
struct Check<'a> {
    app: &'a TestApp,
    sent: BTreeSet<(String, String)>,
    kinds: BTreeSet<Changes>,
}

impl<'a> Check<'a> {
    fn new(app: &'a TestApp) -> Self {
        Self {
            app,
            sent: BTreeSet::new(),
            kinds: BTreeSet::new(),
        }
    }

    /// `method /api{path}` (route `template`) with `body`, as `token`.
    async fn write(
        &mut self,
        (method, template): (&str, &str),
        path: &str,
        body: Option<&Value>,
        token: Option<&str>,
    ) -> Value {
        let app = self.app;
        let url = format!("/api{path}");
        self.sending(
            (method, template),
            path,
            app.send(method, &url, body, token),
        )
        .await
    }

    /// Sends a write (`send`, not sent yet) to route `template` at `path`: it must succeed, and
    /// the versions must change as the map says. The answer's JSON (`Null` when it has none).
    async fn sending(
        &mut self,
        (method, template): (&str, &str),
        path: &str,
        send: impl Future<Output = reqwest::Response>,
    ) -> Value {
        let app = self.app;
        let declared = writes::changes(method, template)
            .unwrap_or_else(|| panic!("{method} {template} is missing from reads::writes::WRITES"));
        // The member's projects, before the write renames or removes the member.
        let member = path.rsplit('/').next().unwrap_or_default();
        let showing = match declared {
            Changes::MemberProjects => projects_showing(app, member).await,
            _ => BTreeSet::new(),
        };
        let before = versions(app).await;
        let res = send.await;
        let status = res.status().as_u16();
        let text = res.text().await.unwrap_or_default();
        assert!(
            (200..300).contains(&status),
            "{method} {template}: {status} {text}"
        );
        let after = versions(app).await;
        let (projects, clients) = changed(&before, &after);
        let owners: BTreeSet<String> = projects
            .iter()
            .map(|p| client_of(&after, p))
            .chain(projects.iter().map(|p| client_of(&before, p)))
            .filter(|c| !c.is_empty())
            .collect();
        let what = format!("{method} {template} (declared {declared:?}): projects {projects:?}, clients {clients:?}");
        match declared {
            Changes::Nothing => {
                assert!(projects.is_empty() && clients.is_empty(), "{what}")
            }
            Changes::Project => {
                assert_eq!(projects.len(), 1, "{what}");
                assert!(clients.is_subset(&owners) && !clients.is_empty(), "{what}");
            }
            Changes::ClientList => {
                // The project added is new; no project that was there changed.
                assert!(
                    projects.iter().all(|p| !before.projects.contains_key(p)),
                    "{what}"
                );
                assert_eq!(clients.len(), 1, "{what}");
            }
            Changes::ClientProjects => {
                assert_eq!(clients.len(), 1, "{what}");
                let client = clients.iter().next().unwrap();
                let theirs: BTreeSet<String> = after
                    .projects
                    .iter()
                    .filter(|(_, (_, c))| c == client)
                    .map(|(id, _)| id.clone())
                    .collect();
                assert!(!theirs.is_empty(), "{what}: the client has no project");
                assert_eq!(projects, theirs, "{what}");
            }
            Changes::MemberProjects => {
                // The member shows somewhere, or the write could bump nothing and pass.
                assert!(!showing.is_empty(), "{what}: {member} is on no project");
                assert_eq!(projects, showing, "{what}");
                assert_eq!(clients, owners, "{what}");
            }
        }
        self.sent.insert((method.to_owned(), template.to_owned()));
        self.kinds.insert(declared);
        serde_json::from_str(&text).unwrap_or(Value::Null)
    }

    /// Every declared write was sent (or `NOT_SENT` says why not), every one is a route of the
    /// table and every write of the table is declared, and every kind of change was seen.
    fn covers(&self, table: &[Route]) {
        let declared: BTreeSet<(String, String)> = WRITES
            .iter()
            .map(|(m, p, _)| (m.to_string(), p.to_string()))
            .collect();
        let tabled: BTreeSet<(String, String)> = table
            .iter()
            .filter(|r| r.writes())
            .map(Route::key)
            .collect();
        let untabled: Vec<_> = declared.difference(&tabled).collect();
        assert!(
            untabled.is_empty(),
            "WRITES rows that are no route of the table: {untabled:?}"
        );
        let undeclared: Vec<_> = tabled.difference(&declared).collect();
        assert!(
            undeclared.is_empty(),
            "writes of the table missing from WRITES: {undeclared:?}"
        );
        let excused: BTreeSet<(String, String)> = NOT_SENT
            .iter()
            .map(|(m, p, _)| (m.to_string(), p.to_string()))
            .collect();
        let sent_anyway: Vec<_> = self.sent.intersection(&excused).collect();
        assert!(
            sent_anyway.is_empty(),
            "sent after all, off NOT_SENT with them: {sent_anyway:?}"
        );
        let unsent: Vec<_> = declared
            .iter()
            .filter(|r| !self.sent.contains(*r) && !excused.contains(*r))
            .collect();
        assert!(
            unsent.is_empty(),
            "declared writes never sent (send them, or say in NOT_SENT why not): {unsent:?}"
        );
        for kind in [
            Changes::Nothing,
            Changes::Project,
            Changes::ClientList,
            Changes::ClientProjects,
            Changes::MemberProjects,
        ] {
            assert!(self.kinds.contains(&kind), "no write changes {kind:?}");
        }
    }
}

/// What the story's writes need besides the server: its mail server and identity provider (the
/// code host is the story's own), and the two-client world.
struct Rig {
    mail: MailServer,
    idp: IdProvider,
    story: Story,
}

impl Rig {
    fn app(&self) -> &TestApp {
        &self.story.app
    }

    fn world(&self) -> &World {
        &self.story.w
    }
}

/// Team member `spare_member`, whom the table deletes, shows in two projects of two clients: as an
/// assignee in client A's, and in the team of a second project of client B's.
async fn show_the_spare_member(app: &TestApp, w: &World) {
    let admin = Some(w.admin_token.as_str());
    created(
        app.post(
            "/api/project/createProject",
            &json!({"title": "Kiosk", "client": w.b, "github": "acme", "repoName": "kiosk",
                "projectTeam": [w.spare_member], "projectDesc": "Short", "projectDetailsDesc": "Long"}),
            admin,
        )
        .await,
    )
    .await;
    created(
        app.post(
            &format!("/api/project/addTask/{}", w.sprint_a),
            &json!({"title": "Review", "assignedTo": w.spare_member}),
            admin,
        )
        .await,
    )
    .await;
}

async fn every_write_changes_what_the_map_says(engine: Engine) {
    let mail = MailServer::start().await;
    let idp = IdProvider::start_for(ORIGIN).await;
    let mut env = mail_env(&mail);
    env.extend(idp.env());
    env.extend([token(), ("GITHUB_WEBHOOK_SECRET", WEBHOOK_SECRET.into())]);
    let rig = Rig {
        story: start(engine, env).await,
        mail,
        idp,
    };
    let (app, w) = (rig.app(), rig.world());
    let table = routes(app, w).await;
    show_the_spare_member(app, w).await;
    let mut check = Check::new(app);
    let callers = w.callers();
    for route in table.iter().filter(|r| r.writes()) {
        let expected = route.expect.by_caller();
        // Staff first (most writes are theirs), then a client, then anyone. A write nobody in
        // the table succeeds with is sent by `succeeding`.
        let Some(who) = [3, 1, 0, 2]
            .into_iter()
            .find(|&i| (200..300).contains(&expected[i]))
        else {
            continue;
        };
        check
            .write(
                (route.method, route.template),
                &route.path,
                route.body(),
                callers[who],
            )
            .await;
    }
    succeeding::writes(&rig, &mut check).await;
    check.covers(&table);
    rig.story.app.cleanup().await;
}

engine_fns!(every_write_changes_what_the_map_says);
