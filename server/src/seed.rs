//! Demo data for `make run` (the `demo` feature: a production build has none). Demo data goes
//! only into a database with no accounts, so it never mixes with real clients.
//!
//! It tells the story of a small firm's last six weeks: five client projects, each with its own
//! sprints and tasks (`projects`), laid out in time from the seed's moment (`plan`), with each
//! task's status history and the clients' activity feeds written as they would have happened
//! (`work`), and the code host's activity in step with them (`seed::code`).

mod code;
mod hours;
mod invoices;
pub mod plan;
pub mod projects;
mod quotes;
mod signoffs;
mod support;
mod work;

use sqlx::{Any, Transaction};

use crate::credentials::hash_password;
use crate::db::activity::Kind;
use crate::db::{self, new_id, now_ms, users, Db};
use plan::{DAY, HOUR};

pub const DEMO_SIGN_INS: &str = "demo sign-ins (password: portico-demo)\n  \
     client  asha.verma@example.com   (Verma Retail: owner)\n  \
     client  nikhil.rao@example.com   (Verma Retail: finance)\n  \
     client  priya.shah@example.com   (Verma Retail: product manager of the inventory app)\n  \
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

fn ymd(ms: i64) -> String {
    portico_shared::dates::format_ymd_from_ms(ms)
}

async fn load(tx: &mut Transaction<'static, Any>, hash: &str) -> Result<(), sqlx::Error> {
    let now = now_ms();
    let admin = insert_user(
        tx,
        users::Role::Admin,
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
    let mut crew = Vec::new();
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
        crew.push((id, *role));
    }

    let clients = [
        ("Asha Verma", "Verma Retail", "asha.verma@example.com", 0..2),
        (
            "Luc Martin",
            "Martin & Fils",
            "luc.martin@example.com",
            2..3,
        ),
        (
            "Grace Okafor",
            "Okafor Health",
            "grace.okafor@example.com",
            3..5,
        ),
    ];
    let clock = plan::Clock::new(now);
    let mut feed = work::Feed::default();
    // Verma Retail's account and projects, for its other people.
    let mut verma: Option<(String, Vec<String>)> = None;
    for (name, brand, email, owned) in clients {
        let client = insert_user(
            tx,
            users::Role::Client,
            name,
            brand,
            email,
            hash,
            "Demo client",
        )
        .await?;
        let mut owned_ids = Vec::new();
        for p in &projects::PROJECTS[owned] {
            let project = work::project(tx, &mut feed, &clock, p, &client, &admin, &crew).await?;
            let asked = now - clock.offset(p);
            tickets(tx, &mut feed, asked, (&client, &admin), (&project, p.title)).await?;
            owned_ids.push(project.clone());
        }
        if verma.is_none() {
            verma = Some((client.clone(), owned_ids));
        }
        // They last read their feed two days ago: what happened since is new to them.
        sqlx::query("INSERT INTO activity_seen (user_id, seen_at) VALUES ($1, $2)")
            .bind(&client)
            .bind(now - 2 * DAY)
            .execute(&mut **tx)
            .await?;
    }
    if let Some((company, projects)) = &verma {
        people(tx, company, projects, hash).await?;
    }
    invoices::seed(tx, &admin).await?;
    hours::seed(tx, &admin).await?;
    quotes::seed(tx, &admin).await?;
    support::seed(tx, &admin).await?;
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
    seed_client_messages(tx, &mut feed, now, &admin).await?;
    feed.write(tx).await?;
    seed_audit(tx, &crate::ids::UserId::from_stored(admin)).await?;
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

/// Two tickets about a project, each answered by staff: one still open (asked yesterday), one
/// closed (the week before last), counted back from `now`.
async fn tickets(
    tx: &mut Transaction<'static, Any>,
    feed: &mut work::Feed,
    now: i64,
    (client, admin): (&str, &str),
    (project, title): (&str, &str),
) -> Result<(), sqlx::Error> {
    let tickets = [
        (
            "Staging site is slow",
            "Pages on staging take several seconds to load since yesterday.",
            "Open",
            now - 30 * HOUR,
        ),
        (
            "Update the logo",
            "Please use the new logo we sent by email on every page.",
            "Closed",
            now - 9 * DAY,
        ),
    ];
    for (ktitle, desc, status, at) in tickets {
        let ticket = new_id();
        let ktitle = format!("{ktitle} ({title})");
        // Answered two hours in; the closed one was closed the next day.
        let state = if status == "Open" { "open" } else { "closed" };
        sqlx::query(
            "INSERT INTO tickets (id, user_id, project_id, title, description, status, state, first_response_at, \
             created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $8, $9, $7, $7)",
        )
        .bind(&ticket)
        .bind(client)
        .bind(project)
        .bind(&ktitle)
        .bind(desc)
        .bind(status)
        .bind(at)
        .bind(state)
        .bind(at + 2 * HOUR)
        .execute(&mut **tx)
        .await?;
        support::history(tx, &ticket, &[(at, "new"), (at + 2 * HOUR, "open")]).await?;
        if state == "closed" {
            support::history(tx, &ticket, &[(at + DAY, "closed")]).await?;
            sqlx::query("UPDATE tickets SET solved_at = $1 WHERE id = $2")
                .bind(at + DAY)
                .bind(&ticket)
                .execute(&mut **tx)
                .await?;
        }
        for (n, (author, text)) in [
            (client, "Any update on this?"),
            (admin, "We are on it and will report back today."),
        ]
        .into_iter()
        .enumerate()
        {
            let written = at + (n as i64 + 1) * HOUR;
            sqlx::query("INSERT INTO ticket_comments (id, ticket_id, user_id, text, created_at) VALUES ($1, $2, $3, $4, $5)")
                .bind(new_id())
                .bind(&ticket)
                .bind(author)
                .bind(text)
                .bind(written)
                .execute(&mut **tx)
                .await?;
            if author == admin {
                feed.add(
                    written,
                    client,
                    project,
                    Kind::TicketReply,
                    &ktitle,
                    &ticket,
                );
            }
        }
    }
    Ok(())
}

/// A project request and a statement-of-work update from the first demo client, with staff's
/// answer to the update, so the console's client detail shows what clients send.
async fn seed_client_messages(
    tx: &mut Transaction<'static, Any>,
    feed: &mut work::Feed,
    now: i64,
    admin: &str,
) -> Result<(), sqlx::Error> {
    let client: Option<(String, String, String)> = sqlx::query_as(
        "SELECT u.id, p.id, p.title FROM users u JOIN projects p ON p.client_id = u.id \
         WHERE u.email = 'asha.verma@example.com' ORDER BY p.created_at LIMIT 1",
    )
    .fetch_optional(&mut **tx)
    .await?;
    let Some((client, project, title)) = client else {
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
    for (author, text, at) in [
        (
            client.as_str(),
            "Please add gift cards to the checkout scope.",
            now - 2 * DAY,
        ),
        (
            admin,
            "Gift cards are planned in the Launch readiness sprint; we will confirm access to the \
             gift-card provider's API this week.",
            now - 2 * DAY + 3 * HOUR,
        ),
    ] {
        sqlx::query(
            "INSERT INTO project_updates (id, project_id, user_id, text, created_at) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(new_id())
        .bind(&project)
        .bind(author)
        .bind(text)
        .bind(at)
        .execute(&mut **tx)
        .await?;
        if author == admin {
            feed.add(at, &client, &project, Kind::SowReply, &title, &project);
        }
    }
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

/// Verma Retail is a company of three (ADR 0030): Asha owns it; Nikhil in finance sees its
/// payments; Priya, the product manager of the inventory app, sees that project only, and no money.
async fn people(
    tx: &mut Transaction<'static, Any>,
    company: &str,
    projects: &[String],
    hash: &str,
) -> Result<(), sqlx::Error> {
    let now = now_ms();
    let inventory_app = projects.get(1).or(projects.first());
    for (name, email, finance, only) in [
        ("Nikhil Rao", "nikhil.rao@example.com", 1, None),
        ("Priya Shah", "priya.shah@example.com", 0, inventory_app),
    ] {
        let id = new_id();
        sqlx::query(
            "INSERT INTO users (id, role, name, brand_name, email, password_hash, remarks, phone, language, \
             created_at, updated_at, company_id, company_role, finance, approver, all_projects) \
             SELECT $1, 'client', $2, c.brand_name, $3, $4, '', '', 'en', $5, $5, c.id, 'member', $6, 0, $7 \
             FROM users c WHERE c.id = $8",
        )
        .bind(&id)
        .bind(name)
        .bind(email)
        .bind(hash)
        .bind(now - 20 * DAY)
        .bind(finance)
        .bind(i64::from(only.is_none()))
        .bind(company)
        .execute(&mut **tx)
        .await?;
        if let Some(project) = only {
            sqlx::query("INSERT INTO person_projects (user_id, project_id) VALUES ($1, $2)")
                .bind(&id)
                .bind(project)
                .execute(&mut **tx)
                .await?;
        }
    }
    Ok(())
}

async fn insert_user(
    tx: &mut Transaction<'static, Any>,
    role: users::Role,
    name: &str,
    brand: &str,
    email: &str,
    hash: &str,
    remarks: &str,
) -> Result<String, sqlx::Error> {
    let user = users::NewUser {
        role,
        name,
        brand_name: brand,
        email,
        password_hash: hash,
        remarks,
        phone: "",
    };
    Ok(users::insert(&mut **tx, user).await?.to_string())
}
