//! The benchmark data set: 200 clients, 2,000 projects and about 200,000 tasks, with one client
//! whose single project has 10 sprints of 30 tasks (the read the benchmark measures); for the
//! console, a staff account, 10,000 contact submissions, 10,000 newsletter subscriptions, tickets,
//! goals, payments and 10,000 audit entries. Written in multi-row batches so it loads in seconds
//! on either engine.

use sqlx::{Any, Transaction};

use crate::credentials::hash_password;
use crate::db::{new_id, now_ms, users, Db};

pub const BENCH_CLIENT: &str = "bench.client@example.com";
pub const BENCH_PASSWORD: &str = "portico-bench";
/// The staff account of the benchmark set (same password).
pub const BENCH_ADMIN: &str = "bench.admin@example.com";
/// Rows of each console log the benchmark set holds.
const CONSOLE_ROWS: usize = 10_000;

#[derive(Clone)]
enum V {
    T(String),
    I(i64),
}

/// Inserts rows in batches that stay under both engines' bind-parameter limits.
async fn insert_rows(
    tx: &mut Transaction<'static, Any>,
    table: &str,
    columns: &[&str],
    rows: &[Vec<V>],
) -> Result<(), sqlx::Error> {
    // Small statements: SQLite binds get slow on very wide ones.
    let per_batch = (900 / columns.len()).max(1);
    for chunk in rows.chunks(per_batch) {
        let mut sql = format!("INSERT INTO {table} ({}) VALUES ", columns.join(", "));
        let mut n = 0;
        for (i, _) in chunk.iter().enumerate() {
            if i > 0 {
                sql.push_str(", ");
            }
            sql.push('(');
            for c in 0..columns.len() {
                if c > 0 {
                    sql.push_str(", ");
                }
                n += 1;
                sql.push_str(&format!("${n}"));
            }
            sql.push(')');
        }
        let mut q = sqlx::query(&sql);
        for row in chunk {
            for v in row {
                q = match v {
                    V::T(s) => q.bind(s.clone()),
                    V::I(i) => q.bind(*i),
                };
            }
        }
        q.execute(&mut **tx).await?;
    }
    Ok(())
}

/// Loads the set into an empty database. Returns false (changing nothing) if accounts exist.
pub async fn load(db: &Db, clients: usize) -> Result<bool, String> {
    if users::count(db).await.map_err(|e| e.to_string())? > 0 {
        return Ok(false);
    }
    let hash = hash_password(BENCH_PASSWORD.to_owned())
        .await
        .map_err(|e| e.to_string())?;
    let mut tx = db.begin().await.map_err(|e| e.to_string())?;
    fill(&mut tx, &hash, clients)
        .await
        .map_err(|e| e.to_string())?;
    fill_console(&mut tx, &hash)
        .await
        .map_err(|e| e.to_string())?;
    tx.commit().await.map_err(|e| e.to_string())?;
    crate::seed::settle(db).await?;
    Ok(true)
}

async fn fill(
    tx: &mut Transaction<'static, Any>,
    hash: &str,
    clients: usize,
) -> Result<(), sqlx::Error> {
    let now = now_ms();
    let t = |s: &str| V::T(s.to_owned());
    let mut members = Vec::new();
    let mut member_rows = Vec::new();
    for i in 0..20 {
        let id = new_id();
        member_rows.push(vec![
            V::T(id.clone()),
            V::T(format!("Member {i:02}")),
            t("Engineer"),
            V::T(format!("member{i}@team.example")),
            t("Builds and ships features."),
            V::I(now),
            V::I(now),
        ]);
        members.push(id);
    }
    insert_rows(
        tx,
        "team_members",
        &[
            "id",
            "name",
            "role",
            "email",
            "about",
            "created_at",
            "updated_at",
        ],
        &member_rows,
    )
    .await?;

    let mut user_rows = Vec::new();
    let mut project_rows = Vec::new();
    let mut team_rows = Vec::new();
    let mut sprint_rows = Vec::new();
    let mut task_rows = Vec::new();
    let mut assignee_rows = Vec::new();
    let statuses = ["todo", "inprogress", "done"];
    let priorities = ["low", "medium", "high"];
    for c in 0..clients {
        let user = new_id();
        let email = if c == 0 {
            BENCH_CLIENT.to_owned()
        } else {
            format!("client{c:03}@example.com")
        };
        user_rows.push(vec![
            V::T(user.clone()),
            t("client"),
            V::T(format!("Client {c:03}")),
            V::T(format!("Brand {c:03}")),
            V::T(email),
            t(hash),
            V::I(now),
            V::I(now),
            // Each client is a company of one: its owner, with both abilities.
            V::T(user.clone()),
            t("owner"),
            V::I(1),
            V::I(1),
        ]);
        // The benchmark client has one project of 10 sprints x 30 tasks; the others 10 projects
        // of 4 sprints x 25 tasks.
        let (projects, sprints, tasks) = if c == 0 { (1, 10, 30) } else { (10, 4, 25) };
        for p in 0..projects {
            let project = new_id();
            project_rows.push(vec![
                V::T(project.clone()),
                V::T(user.clone()),
                V::T(format!("Project {c:03}-{p:02}")),
                t("A web platform with a mobile companion app, built in two-week sprints."),
                t("Discovery, UX design, implementation, automated tests, deployment and support."),
                t("20 weeks"),
                t("USD 40,000"),
                t("acme"),
                V::T(format!("project-{c}-{p}")),
                V::I(now),
                V::I(now),
            ]);
            for m in 0..3 {
                team_rows.push(vec![
                    V::T(project.clone()),
                    V::T(members[(c + p + m * 7) % members.len()].clone()),
                ]);
            }
            for s in 0..sprints {
                let sprint = new_id();
                sprint_rows.push(vec![
                    V::T(sprint.clone()),
                    V::T(project.clone()),
                    V::I(s as i64 + 1),
                    V::T(format!("Sprint {}", s + 1)),
                    t("Ship the next set of user journeys"),
                    t("2 weeks"),
                    t("2026-01-05"),
                    t("2026-01-18"),
                    V::I(i64::from(s % 3 == 0)),
                    V::I(i64::from(s < sprints / 2)),
                    V::I(now),
                    V::I(now),
                ]);
                for k in 0..tasks {
                    let task = new_id();
                    task_rows.push(vec![
                        V::T(task.clone()),
                        V::T(sprint.clone()),
                        V::I(k as i64 + 1),
                        V::T(format!("Task {} of sprint {}", k + 1, s + 1)),
                        t(statuses[(k + s) % 3]),
                        t(priorities[k % 3]),
                        t("Feature"),
                        t("Frontend Engineer"),
                        V::T(format!("https://github.com/acme/project-{c}-{p}/issues/{}", s * 100 + k)),
                        t("2026-01-12"),
                        t("Implement the screen, its API call and its tests; review and deploy to staging."),
                        V::I(now),
                        V::I(now),
                    ]);
                    assignee_rows.push(vec![
                        V::T(task),
                        V::T(members[(k + s + c) % members.len()].clone()),
                    ]);
                }
            }
        }
    }
    let person_columns = ["company_id", "company_role", "finance", "approver"];
    let columns = [&USER_COLUMNS[..], &person_columns].concat();
    insert_rows(tx, "users", &columns, &user_rows).await?;
    insert_rows(
        tx,
        "projects",
        &[
            "id",
            "client_id",
            "title",
            "project_desc",
            "project_details_desc",
            "project_timeline",
            "project_cost",
            "github",
            "repo_name",
            "created_at",
            "updated_at",
        ],
        &project_rows,
    )
    .await?;
    insert_rows(tx, "project_team", &["project_id", "member_id"], &team_rows).await?;
    insert_rows(
        tx,
        "sprints",
        &[
            "id",
            "project_id",
            "position",
            "title",
            "goal",
            "timeline",
            "start_date",
            "end_date",
            "active",
            "completed",
            "created_at",
            "updated_at",
        ],
        &sprint_rows,
    )
    .await?;
    insert_rows(
        tx,
        "tasks",
        &[
            "id",
            "sprint_id",
            "position",
            "title",
            "status",
            "priority",
            "type",
            "role",
            "github_link",
            "task_date",
            "description",
            "created_at",
            "updated_at",
        ],
        &task_rows,
    )
    .await?;
    insert_rows(
        tx,
        "task_assignees",
        &["task_id", "member_id"],
        &assignee_rows,
    )
    .await?;
    // Every task made through the product has its creation in the task history (the migration
    // that began the history gave one to every task before it): so do these.
    sqlx::query(
        "INSERT INTO task_history (id, task_id, sprint_id, project_id, status, at) \
         SELECT t.id, t.id, t.sprint_id, s.project_id, t.status, t.created_at \
         FROM tasks t JOIN sprints s ON s.id = t.sprint_id",
    )
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// The columns of every account's `users` row (a client company's person adds its company's).
const USER_COLUMNS: [&str; 8] = [
    "id",
    "role",
    "name",
    "brand_name",
    "email",
    "password_hash",
    "created_at",
    "updated_at",
];

/// What the console's tables read: staff, submissions, tickets, goals, payments, the audit log.
async fn fill_console(tx: &mut Transaction<'static, Any>, hash: &str) -> Result<(), sqlx::Error> {
    let now = now_ms();
    let t = |s: &str| V::T(s.to_owned());
    let admin = new_id();
    insert_rows(
        tx,
        "users",
        &USER_COLUMNS,
        &[vec![
            V::T(admin.clone()),
            t("admin"),
            t("Bench Admin"),
            t("Portico"),
            t(BENCH_ADMIN),
            t(hash),
            V::I(now),
            V::I(now),
        ]],
    )
    .await?;
    let mut contacts = Vec::new();
    let mut subscribers = Vec::new();
    for i in 0..CONSOLE_ROWS {
        let at = V::I(now - (i as i64) * 60_000);
        contacts.push(vec![
            V::T(new_id()),
            V::T(format!("Visitor {i:05}")),
            V::T(format!("visitor{i}@example.com")),
            t("9876501234"),
            t("We would like a quote for a new website and a mobile app."),
            V::I(1),
            t("contact"),
            V::I(i64::from(i % 3 == 0)),
            at.clone(),
        ]);
        subscribers.push(vec![
            V::T(new_id()),
            V::T(format!("reader{i}@example.com")),
            t("footer"),
            at,
        ]);
    }
    insert_rows(
        tx,
        "contact_submissions",
        &[
            "id",
            "name",
            "email",
            "phone",
            "message",
            "permission",
            "page",
            "is_read",
            "created_at",
        ],
        &contacts,
    )
    .await?;
    insert_rows(
        tx,
        "newsletter_submissions",
        &["id", "email", "page", "created_at"],
        &subscribers,
    )
    .await?;

    let projects: Vec<(String, String)> = sqlx::query_as("SELECT id, client_id FROM projects")
        .fetch_all(&mut **tx)
        .await?;
    let mut tickets = Vec::new();
    let mut goals = Vec::new();
    let mut payments = Vec::new();
    let mut audit = Vec::new();
    for (i, (project, client)) in projects.iter().enumerate() {
        let at = now - (i as i64) * 3_600_000;
        tickets.push(vec![
            V::T(new_id()),
            V::T(client.clone()),
            V::T(project.clone()),
            V::T(format!("Question {i}")),
            t("Could you look at the staging build?"),
            t(if i % 2 == 0 { "Open" } else { "Closed" }),
            V::I(at),
            V::I(at),
        ]);
        for g in 0..2 {
            goals.push(vec![
                V::T(new_id()),
                V::T(project.clone()),
                V::T(format!("Goal {g}")),
                t(["todo", "done"][g]),
                t("2026-06-30"),
                V::I(g as i64),
                V::I(at),
                V::I(at),
            ]);
            payments.push(vec![
                V::T(new_id()),
                V::T(project.clone()),
                V::T(format!("Milestone {g}")),
                V::I(500_000),
                V::I(g as i64),
                V::I(at),
                V::I(at),
            ]);
        }
        for k in 0..(CONSOLE_ROWS / projects.len().max(1)).max(1) {
            audit.push(vec![
                V::T(new_id()),
                V::I(at - k as i64),
                V::T(admin.clone()),
                t("Bench Admin"),
                t("task.status"),
                t("task"),
                V::T(new_id()),
                V::T(client.clone()),
                V::T(project.clone()),
                t(r#"{"status":"todo"}"#),
                t(r#"{"status":"done"}"#),
            ]);
        }
    }
    insert_rows(
        tx,
        "tickets",
        &[
            "id",
            "user_id",
            "project_id",
            "title",
            "description",
            "status",
            "created_at",
            "updated_at",
        ],
        &tickets,
    )
    .await?;
    insert_rows(
        tx,
        "goals",
        &[
            "id",
            "project_id",
            "title",
            "status",
            "due_date",
            "is_completed",
            "created_at",
            "updated_at",
        ],
        &goals,
    )
    .await?;
    insert_rows(
        tx,
        "payments",
        &[
            "id",
            "project_id",
            "title",
            "amount_minor",
            "is_completed",
            "created_at",
            "updated_at",
        ],
        &payments,
    )
    .await?;
    insert_rows(
        tx,
        "audit_log",
        &[
            "id",
            "created_at",
            "actor_id",
            "actor_name",
            "action",
            "entity",
            "entity_id",
            "client_id",
            "project_id",
            "before_json",
            "after_json",
        ],
        &audit,
    )
    .await?;
    Ok(())
}
