//! Demo data for `make run` (the `demo` feature: a production build has none). Demo data goes
//! only into a database with no accounts, so it never mixes with real clients.

use sqlx::{Any, Transaction};

use crate::credentials::hash_password;
use crate::db::{self, new_id, now_ms, users, Db};

pub const DEMO_SIGN_INS: &str = "demo sign-ins (password: portico-demo)\n  \
     client  asha.verma@example.com   (Verma Retail)\n  \
     client  luc.martin@example.com   (Martin & Fils)\n  \
     client  grace.okafor@example.com (Okafor Health)\n  \
     admin   admin@example.com        (back office)";

const DEMO_PASSWORD: &str = "portico-demo";

/// Loads the demo data set. Returns false (and changes nothing) when accounts already exist.
pub async fn demo(db: &Db) -> Result<bool, String> {
    let count = users::count(db).await.map_err(|e| e.to_string())?;
    if count > 0 {
        return Ok(false);
    }
    let hash = hash_password(DEMO_PASSWORD.to_owned())
        .await
        .map_err(|e| e.to_string())?;
    let mut tx = db.begin().await.map_err(|e| e.to_string())?;
    match load(&mut tx, &hash).await {
        Ok(()) => {}
        // Another process seeded the same empty database at the same moment: its accounts are
        // there, ours rolled back whole.
        Err(e) if crate::db::is_unique_violation(&e) => return Ok(false),
        Err(e) => return Err(e.to_string()),
    }
    match tx.commit().await {
        Ok(()) => {}
        Err(e) if crate::db::is_unique_violation(&e) => return Ok(false),
        Err(e) => return Err(e.to_string()),
    }
    settle(db).await?;
    Ok(true)
}

/// What every bulk load ends with: every project's figures counted (`db::figures`), fresh
/// statistics for the planner (without them PostgreSQL plans the reads with sequential scans; both
/// engines take ANALYZE, which reads every table once), and every project's read kept before the
/// first request, as a write would have left it.
pub(crate) async fn settle(db: &Db) -> Result<(), String> {
    // Statistics first: counting the figures is a correlated count per project, which PostgreSQL
    // planned as scans of every task until it had them (3 minutes at 2,000 projects).
    sqlx::query("ANALYZE")
        .execute(db)
        .await
        .map_err(|e| e.to_string())?;
    crate::db::figures::refresh_stale(db)
        .await
        .map_err(|e| e.to_string())?;
    let metrics = crate::metrics::Metrics::new().map_err(|e| e.to_string())?;
    let changes = crate::changes::Changes::deaf(db.clone(), metrics.clone());
    crate::reads::ProjectReads::new(db.clone(), crate::reads::Keep::Stored, changes, metrics)
        .keep_all()
        .await
        .map_err(|e| e.to_string())?;
    Ok(())
}

const DAY: i64 = 86_400_000;

fn ymd(ms: i64) -> String {
    portico_shared::dates::format_ymd_from_ms(ms)
}

async fn load(tx: &mut Transaction<'static, Any>, hash: &str) -> Result<(), sqlx::Error> {
    let now = now_ms();
    let admin = insert_user(
        tx,
        "admin",
        "Meera Iyer",
        "Portico",
        "admin@example.com",
        hash,
        "",
    )
    .await?;

    let team = [
        (
            "Rohan Gupta",
            "Tech Lead",
            "Leads architecture and code review; ten years of web and cloud work.",
        ),
        (
            "Camille Durand",
            "Frontend Engineer",
            "Builds accessible React interfaces and design systems.",
        ),
        (
            "Vikram Nair",
            "Backend Engineer",
            "APIs, databases and integrations; keeps services fast and observable.",
        ),
        (
            "Sara Ahmed",
            "UI/UX Designer",
            "Research, wireframes and prototypes that users understand at a glance.",
        ),
        (
            "Tom Becker",
            "QA Engineer",
            "Test plans, automated suites and release checks.",
        ),
    ];
    let mut members = Vec::new();
    for (i, (name, role, about)) in team.iter().enumerate() {
        let id = new_id();
        let email = format!(
            "{}@portico.example",
            name.split(' ').next().unwrap_or("team").to_lowercase()
        );
        sqlx::query(
            "INSERT INTO team_members (id, name, role, email, phone_number, age, address, joining_date, about, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)",
        )
        .bind(&id)
        .bind(*name)
        .bind(*role)
        .bind(email)
        .bind(format!("98765432{i:02}"))
        .bind(28 + i as i32 * 3)
        .bind("Bengaluru, India")
        .bind(ymd(now - (400 + 90 * i as i64) * DAY))
        .bind(*about)
        .bind(now)
        .execute(&mut **tx)
        .await?;
        members.push(id);
    }

    let clients = [
        (
            "Asha Verma",
            "Verma Retail",
            "asha.verma@example.com",
            &["Storefront Revamp", "Inventory Mobile App"][..],
        ),
        (
            "Luc Martin",
            "Martin & Fils",
            "luc.martin@example.com",
            &["Bookings Platform"][..],
        ),
        (
            "Grace Okafor",
            "Okafor Health",
            "grace.okafor@example.com",
            &["Patient Portal", "Analytics Dashboard"][..],
        ),
    ];
    let statuses = ["todo", "inprogress", "done"];
    let priorities = ["low", "medium", "high"];
    for (ci, (name, brand, email, projects)) in clients.iter().enumerate() {
        let client = insert_user(tx, "client", name, brand, email, hash, "Demo client").await?;
        for (pi, title) in projects.iter().enumerate() {
            let project = new_id();
            let created = now - (120 - 20 * (ci + pi) as i64) * DAY;
            sqlx::query(
                "INSERT INTO projects (id, client_id, title, project_desc, project_details_desc, project_timeline, \
                 project_cost, github, repo_name, note_date, created_by, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)",
            )
            .bind(&project)
            .bind(&client)
            .bind(*title)
            .bind(format!("{title} for {brand}: design, build and launch."))
            .bind(format!(
                "{brand} asked for {title}. Scope: discovery workshop, UX design, implementation in two-week \
                 sprints, automated tests, deployment to production and three months of support."
            ))
            .bind("16 weeks")
            .bind(format!("USD {}", 18_000 + 6_000 * (ci + pi)))
            .bind("portico-demo")
            .bind(title.to_lowercase().replace(' ', "-"))
            .bind(ymd(created))
            .bind(&admin)
            .bind(created)
            .execute(&mut **tx)
            .await?;
            // The repository's activity as if fetched now, so Code updates shows something
            // without a token or a network.
            crate::codehost::demo::seed(
                tx,
                "portico-demo",
                &title.to_lowercase().replace(' ', "-"),
                now,
            )
            .await?;
            for (mi, member) in members
                .iter()
                .enumerate()
                .filter(|(mi, _)| (mi + pi) % 2 == 0 || *mi == 0)
            {
                let _ = mi;
                sqlx::query("INSERT INTO project_team (project_id, member_id) VALUES ($1, $2)")
                    .bind(&project)
                    .bind(member)
                    .execute(&mut **tx)
                    .await?;
            }
            let sprints = [
                (
                    "Discovery and design",
                    "Agree scope, wireframes and architecture",
                    false,
                    true,
                ),
                (
                    "Core build",
                    "Ship the main user journeys end to end",
                    true,
                    false,
                ),
                (
                    "Hardening and launch",
                    "Performance, security review and go-live",
                    false,
                    false,
                ),
            ];
            for (si, (stitle, goal, active, completed)) in sprints.iter().enumerate() {
                let sprint = new_id();
                let start = created + (si as i64 * 14) * DAY;
                sqlx::query(
                    "INSERT INTO sprints (id, project_id, position, title, goal, timeline, start_date, end_date, active, \
                     completed, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)",
                )
                .bind(&sprint)
                .bind(&project)
                .bind(si as i32 + 1)
                .bind(*stitle)
                .bind(*goal)
                .bind("2 weeks")
                .bind(ymd(start))
                .bind(ymd(start + 13 * DAY))
                .bind(i16::from(*active))
                .bind(i16::from(*completed))
                .bind(start)
                .execute(&mut **tx)
                .await?;
                let tasks = [
                    ("Set up repository and CI", "Chore", "Backend Engineer"),
                    ("Design the home screen", "Design", "UI/UX Designer"),
                    ("Build the sign-in flow", "Feature", "Frontend Engineer"),
                    ("Write the API for orders", "Feature", "Backend Engineer"),
                    ("Fix layout on small phones", "Bug", "Frontend Engineer"),
                    ("Plan the regression suite", "Test", "QA Engineer"),
                ];
                for (ti, (ttitle, ttype, trole)) in tasks.iter().enumerate() {
                    let task = new_id();
                    let status = if *completed {
                        "done"
                    } else {
                        statuses[(ti + si) % 3]
                    };
                    sqlx::query(
                        "INSERT INTO tasks (id, sprint_id, position, title, status, priority, type, role, github_link, \
                         task_date, description, created_at, updated_at) \
                         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)",
                    )
                    .bind(&task)
                    .bind(&sprint)
                    .bind(ti as i32 + 1)
                    .bind(*ttitle)
                    .bind(status)
                    .bind(priorities[(ti + ci) % 3])
                    .bind(*ttype)
                    .bind(*trole)
                    .bind(format!("https://github.com/portico-demo/{}/issues/{}", title.to_lowercase().replace(' ', "-"), si * 10 + ti + 1))
                    .bind(ymd(start + (2 + ti as i64) * DAY))
                    .bind(format!("{ttitle} for {title}."))
                    .bind(start)
                    .execute(&mut **tx)
                    .await?;
                    sqlx::query("INSERT INTO task_assignees (task_id, member_id) VALUES ($1, $2)")
                        .bind(&task)
                        .bind(&members[(ti + si) % members.len()])
                        .execute(&mut **tx)
                        .await?;
                }
            }
            let goals = [
                ("Launch the public beta", "todo", false),
                ("Reach a Lighthouse score of 95", "inprogress", false),
                ("Sign off the designs", "done", true),
            ];
            for (gi, (gtitle, status, done)) in goals.iter().enumerate() {
                sqlx::query(
                    "INSERT INTO goals (id, project_id, title, description, status, due_date, is_completed, created_at, updated_at) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)",
                )
                .bind(new_id())
                .bind(&project)
                .bind(*gtitle)
                .bind(format!("{gtitle} for {title}."))
                .bind(*status)
                .bind(ymd(created + (30 * (gi as i64 + 1)) * DAY))
                .bind(i16::from(*done))
                .bind(created)
                .execute(&mut **tx)
                .await?;
            }
            let payments = [
                ("Kick-off payment", 500_000, true),
                ("Beta delivery", 750_000, true),
                ("Go-live", 750_000, false),
            ];
            for (mi, (ptitle, cents, paid)) in payments.iter().enumerate() {
                sqlx::query(
                    "INSERT INTO payments (id, project_id, title, description, amount_cents, due_date, is_completed, created_at, updated_at) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)",
                )
                .bind(new_id())
                .bind(&project)
                .bind(*ptitle)
                .bind(format!("{ptitle} milestone for {title}."))
                .bind(*cents as i64)
                .bind(ymd(created + (40 * (mi as i64 + 1)) * DAY))
                .bind(i16::from(*paid))
                .bind(created)
                .execute(&mut **tx)
                .await?;
            }
            let tickets = [
                (
                    "Staging site is slow",
                    "Pages on staging take several seconds to load since yesterday.",
                    "Open",
                ),
                (
                    "Update the logo",
                    "Please use the new logo we sent by email on every page.",
                    "Closed",
                ),
            ];
            for (ki, (ktitle, desc, status)) in tickets.iter().enumerate() {
                let ticket = new_id();
                let at = now - (10 - ki as i64 * 3) * DAY;
                sqlx::query(
                    "INSERT INTO tickets (id, user_id, project_id, title, description, status, created_at, updated_at) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)",
                )
                .bind(&ticket)
                .bind(&client)
                .bind(&project)
                .bind(format!("{ktitle} ({title})"))
                .bind(*desc)
                .bind(*status)
                .bind(at)
                .execute(&mut **tx)
                .await?;
                for (n, (author, text)) in [
                    (&client, "Any update on this?"),
                    (&admin, "We are on it and will report back today."),
                ]
                .iter()
                .enumerate()
                {
                    sqlx::query("INSERT INTO ticket_comments (id, ticket_id, user_id, text, created_at) VALUES ($1, $2, $3, $4, $5)")
                        .bind(new_id())
                        .bind(&ticket)
                        .bind(*author)
                        .bind(*text)
                        .bind(at + (n as i64 + 1) * 3_600_000)
                        .execute(&mut **tx)
                        .await?;
                }
            }
        }
    }
    for (name, email, phone, message) in [
        (
            "Priya Nair",
            "priya.nair@example.com",
            "9876501234",
            "We need a booking website for our clinic chain.",
        ),
        (
            "Jonas Weber",
            "jonas.weber@example.com",
            "4915112345",
            "Can you take over maintenance of our Android app?",
        ),
    ] {
        db::contact::insert_contact(
            &mut **tx,
            db::contact::NewContact {
                created_at: now - DAY,
                name,
                email,
                phone,
                message,
                permission: true,
                page: "contact",
            },
        )
        .await?;
    }
    // A submission staff already answered, and one that was spam.
    for (name, email, message, status) in [
        (
            "Lena Fischer",
            "lena.fischer@example.com",
            "Do you build Shopify themes?",
            "replied",
        ),
        (
            "Cheap SEO",
            "offers@spam.example",
            "Buy 10,000 backlinks today!!!",
            "spam",
        ),
    ] {
        let id = db::contact::insert_contact(
            &mut **tx,
            db::contact::NewContact {
                created_at: now - 5 * DAY,
                name,
                email,
                phone: "9876509999",
                message,
                permission: true,
                page: "contact",
            },
        )
        .await?;
        sqlx::query("UPDATE contact_submissions SET is_read = 1, action_status = $1 WHERE id = $2")
            .bind(status)
            .bind(&id)
            .execute(&mut **tx)
            .await?;
    }
    seed_client_messages(tx, now).await?;
    seed_audit(tx, &crate::ids::UserId::from_stored(admin)).await?;
    // Each demo task's history starts at its creation, with its status now (as the migration
    // that began keeping the history did for tasks made before it).
    sqlx::query(
        "INSERT INTO task_history (id, task_id, sprint_id, project_id, status, at) \
         SELECT t.id, t.id, t.sprint_id, s.project_id, t.status, t.created_at \
         FROM tasks t JOIN sprints s ON s.id = t.sprint_id",
    )
    .execute(&mut **tx)
    .await?;
    for email in ["news.reader@example.com", "cto@example.org"] {
        sqlx::query("INSERT INTO newsletter_submissions (id, email, page, created_at) VALUES ($1, $2, 'footer', $3)")
            .bind(new_id())
            .bind(email)
            .bind(now - 2 * DAY)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// A project request and a statement-of-work update from the first demo client, so the
/// console's client detail shows what clients send.
async fn seed_client_messages(
    tx: &mut Transaction<'static, Any>,
    now: i64,
) -> Result<(), sqlx::Error> {
    let client: Option<(String, String)> = sqlx::query_as(
        "SELECT u.id, p.id FROM users u JOIN projects p ON p.client_id = u.id \
         WHERE u.email = 'asha.verma@example.com' ORDER BY p.created_at LIMIT 1",
    )
    .fetch_optional(&mut **tx)
    .await?;
    let Some((client, project)) = client else {
        return Ok(());
    };
    sqlx::query(
        "INSERT INTO project_requests (id, user_id, title, project_cost, project_timeline, description, created_at) \
         VALUES ($1, $2, 'Loyalty programme', 'USD 8,000', '6 weeks', \
         'Points on every purchase, redeemable in store and online.', $3)",
    )
    .bind(new_id())
    .bind(&client)
    .bind(now - 3 * DAY)
    .execute(&mut **tx)
    .await?;
    sqlx::query(
        "INSERT INTO project_updates (id, project_id, user_id, text, created_at) \
         VALUES ($1, $2, $3, 'Please add gift cards to the checkout scope.', $4)",
    )
    .bind(new_id())
    .bind(&project)
    .bind(&client)
    .bind(now - 2 * DAY)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// The demo clients and projects as the administrator's writes in the audit log.
async fn seed_audit(
    tx: &mut Transaction<'static, Any>,
    admin: &crate::ids::UserId,
) -> Result<(), sqlx::Error> {
    use crate::db::audit::{self, Entity};
    let clients: Vec<String> =
        sqlx::query_scalar("SELECT id FROM users WHERE role = 'client' ORDER BY created_at, email")
            .fetch_all(&mut **tx)
            .await?;
    let projects: Vec<String> =
        sqlx::query_scalar("SELECT id FROM projects ORDER BY created_at, title")
            .fetch_all(&mut **tx)
            .await?;
    let items = clients
        .iter()
        .map(|id| (Entity::Client, "client.create", id))
        .chain(
            projects
                .iter()
                .map(|id| (Entity::Project, "project.create", id)),
        );
    for (entity, action, id) in items {
        let after = audit::snapshot(&mut *tx, entity, id).await?;
        let context = audit::context_of(&mut *tx, entity, id).await?;
        audit::record(
            &mut *tx,
            audit::Entry {
                actor_id: admin,
                actor_name: "Meera Iyer",
                action: action.to_owned(),
                entity,
                entity_id: id,
                context,
                before: None,
                after,
            },
        )
        .await?;
    }
    Ok(())
}

async fn insert_user(
    tx: &mut Transaction<'static, Any>,
    role: &str,
    name: &str,
    brand: &str,
    email: &str,
    hash: &str,
    remarks: &str,
) -> Result<String, sqlx::Error> {
    let id = new_id();
    let now = now_ms();
    sqlx::query(
        "INSERT INTO users (id, role, name, brand_name, email, password_hash, remarks, phone, language, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, '', 'en', $8, $8)",
    )
    .bind(&id)
    .bind(role)
    .bind(name)
    .bind(brand)
    .bind(email)
    .bind(hash)
    .bind(remarks)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(id)
}
