//! The demo data (`portico seed`) tells a real firm's story: every project its own tasks, each
//! described; weeks of status changes the burn-up draws, with scope added mid-sprint; an activity
//! feed with a past, the last two days new; and code activity that looks real and says it is the
//! demo's while no code-host token is configured.

use std::collections::{BTreeSet, HashSet};

use portico_tests::{engine_tests, now_ms, TestApp};
use serde_json::Value;

const DAY: i64 = 86_400_000;
const PASSWORD: &str = "portico-demo";
const CLIENTS: [&str; 3] = [
    "asha.verma@example.com",
    "luc.martin@example.com",
    "grace.okafor@example.com",
];

async fn read(app: &TestApp, path: &str, token: &str) -> Value {
    let res = app.get(path, Some(token)).await;
    let status = res.status();
    let body: Value = res.json().await.unwrap_or(Value::Null);
    assert_eq!(status, 200, "{path}: {body}");
    body
}

fn text<'a>(v: &'a Value, key: &str) -> &'a str {
    v[key].as_str().unwrap_or_default()
}

/// An event id's time (epoch ms): its first 17 digits are microseconds.
fn ms_of(id: &str) -> i64 {
    id[..17].parse::<i64>().unwrap() / 1000
}

async fn seeded(app: &TestApp) {
    assert!(portico_server::seed::demo(&app.db).await.unwrap());
    app.heard().await;
}

async fn every_demo_project_has_its_own_described_tasks(app: &TestApp) {
    seeded(app).await;
    let mut seen_in: Vec<(String, BTreeSet<String>)> = Vec::new();
    for email in CLIENTS {
        let token = app.login(email, PASSWORD).await;
        let projects = read(app, "/api/project/projectsUser", &token).await;
        for p in projects.as_array().unwrap() {
            let title = text(p, "title").to_owned();
            let mut tasks = BTreeSet::new();
            let mut sprints = HashSet::new();
            for s in p["sprints"].as_array().unwrap() {
                assert!(sprints.insert(text(s, "title").to_owned()), "{title}");
                for t in s["tasks"].as_array().unwrap() {
                    let name = text(t, "title").to_owned();
                    let description = text(t, "description");
                    assert!(
                        description.len() > 40 && description.ends_with('.'),
                        "{title}: {name} has no real description: {description:?}"
                    );
                    assert!(!description.starts_with(&name), "{title}: {name}");
                    assert!(
                        tasks.insert(name.clone()),
                        "{title} repeats the task {name}"
                    );
                }
            }
            assert!(tasks.len() >= 20, "{title}: {} tasks", tasks.len());
            seen_in.push((title, tasks));
        }
    }
    assert_eq!(seen_in.len(), 5);
    // Each project's work is its own: no task title is shared between two projects.
    for (i, (a, ta)) in seen_in.iter().enumerate() {
        for (b, tb) in &seen_in[i + 1..] {
            let shared: Vec<_> = ta.intersection(tb).collect();
            assert!(shared.is_empty(), "{a} and {b} share {shared:?}");
        }
    }
}

async fn the_burn_up_rises_over_weeks_with_scope_added_mid_sprint(app: &TestApp) {
    seeded(app).await;
    let token = app.login(CLIENTS[0], PASSWORD).await;
    let projects = read(app, "/api/project/projectsUser", &token).await;
    for p in projects.as_array().unwrap() {
        let title = text(p, "title");
        let id = text(p, "_id");
        let burn = read(app, &format!("/api/project/burnUp/{id}"), &token).await;
        let points = burn["project"].as_array().unwrap();
        let done: Vec<u64> = points.iter().map(|x| x["done"].as_u64().unwrap()).collect();
        let scope: Vec<u64> = points
            .iter()
            .map(|x| x["scope"].as_u64().unwrap())
            .collect();
        // Roughly six weeks of history, done never falling, rising on at least 14 days.
        assert!(
            (30..=50).contains(&points.len()),
            "{title}: {}",
            points.len()
        );
        assert!(done.windows(2).all(|w| w[0] <= w[1]), "{title}: {done:?}");
        let rising = done.windows(2).filter(|w| w[1] > w[0]).count();
        assert!(rising >= 14, "{title}: done rose on {rising} days");
        assert!(done[0] < *done.last().unwrap());
        assert!(done.last() < scope.last(), "{title}: work is still to do");
        assert_eq!(
            text(&points[points.len() - 1], "date"),
            text(&burn, "today")
        );
        // Scope grew inside a sprint, after its first day: work added mid-sprint.
        let grew_mid_sprint = burn["sprints"].as_array().unwrap().iter().any(|s| {
            let scope: Vec<u64> = s["points"]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x["scope"].as_u64().unwrap())
                .collect();
            scope.len() > 2 && scope[1..].iter().any(|n| *n > scope[1])
        });
        assert!(grew_mid_sprint, "{title}");
    }
}

/// Every event of the client's feed, newest first, page by page.
async fn whole_feed(app: &TestApp, token: &str) -> (Vec<Value>, Option<String>) {
    let mut events = Vec::new();
    let mut before = String::new();
    let mut last_visit = None;
    loop {
        let page = read(app, &format!("/api/activity{before}"), token).await;
        last_visit = last_visit.or(page["lastVisit"].as_str().map(str::to_owned));
        events.extend(page["events"].as_array().unwrap().iter().cloned());
        match page["next"].as_str() {
            Some(next) => before = format!("?before={next}"),
            None => break,
        }
        assert!(events.len() < 2_000, "the feed does not end");
    }
    (events, last_visit)
}

async fn the_demo_feed_has_a_past_with_something_new(app: &TestApp) {
    seeded(app).await;
    let token = app.login(CLIENTS[0], PASSWORD).await;
    let (events, last_visit) = whole_feed(app, &token).await;
    assert!(events.len() > 60, "{}", events.len());
    let ids: Vec<&str> = events.iter().map(|e| text(e, "_id")).collect();
    assert!(ids.windows(2).all(|w| w[0] > w[1]), "newest first");
    let ats: Vec<&str> = events.iter().map(|e| text(e, "at")).collect();
    assert!(ats.windows(2).all(|w| w[0] >= w[1]), "times newest first");
    let now = now_ms();
    for e in &events {
        let at = ms_of(text(e, "_id"));
        assert!(at <= now, "{e}");
        assert_eq!(
            portico_shared::dates::format_rfc3339_from_ms(at),
            text(e, "at")
        );
    }
    // Six weeks or so of the past, and a few events in the last two days.
    let oldest = ms_of(ids[ids.len() - 1]);
    assert!(now - oldest > 35 * DAY, "{}", (now - oldest) / DAY);
    let recent = ids.iter().filter(|id| ms_of(id) > now - 2 * DAY).count();
    assert!(recent >= 3, "{recent} events in the last two days");
    // They last looked two days ago: what came since is new to them.
    let last_visit = last_visit.expect("a last visit");
    assert!(ats.iter().any(|at| *at > last_visit.as_str()));
    assert!(ats.iter().any(|at| *at < last_visit.as_str()));

    let kinds: BTreeSet<&str> = events.iter().map(|e| text(e, "kind")).collect();
    assert!(kinds.len() >= 6, "{kinds:?}");
    for kind in [
        "taskCreated",
        "taskMoved",
        "taskDone",
        "sprintStarted",
        "sprintCompleted",
        "goalReached",
        "milestonePaid",
        "ticketReply",
        "sowReply",
        "pullMerged",
        "signOffAsked",
        "signOffApproved",
    ] {
        assert!(kinds.contains(kind), "no {kind} in {kinds:?}");
    }
    for e in &events {
        let expected = match text(e, "kind") {
            "pullMerged" => "codeHost",
            // The owner signed the first goal off.
            "signOffApproved" => "client",
            _ => "staff",
        };
        assert_eq!(text(e, "actor"), expected, "{e}");
        let (status, previous) = (text(e, "status"), text(e, "previous"));
        match text(e, "kind") {
            "taskCreated" => assert_eq!((status, previous), ("todo", ""), "{e}"),
            "taskMoved" => assert_eq!((status, previous), ("inprogress", "todo"), "{e}"),
            "taskDone" => assert_eq!((status, previous), ("done", "inprogress"), "{e}"),
            "signOffApproved" => assert_eq!((status, previous), ("Asha Verma", ""), "{e}"),
            _ => assert_eq!((status, previous), ("", ""), "{e}"),
        }
    }
    // A done task was created, then moved, then done, in that order (newest first here).
    let done = events
        .iter()
        .find(|e| text(e, "kind") == "taskDone")
        .unwrap();
    let steps: Vec<&str> = events
        .iter()
        .filter(|e| text(e, "target") == text(done, "target"))
        .map(|e| text(e, "kind"))
        .collect();
    assert_eq!(steps, ["taskDone", "taskMoved", "taskCreated"]);

    // The merged pull requests are the ones Code updates shows as merged.
    let project = text(&events[0], "project").to_owned();
    let code = read(app, &format!("/api/code/{project}"), &token).await;
    let merged: BTreeSet<(String, String)> = code["pulls"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| text(p, "state") == "merged")
        .map(|p| (p["number"].to_string(), text(p, "title").to_owned()))
        .collect();
    let told: BTreeSet<(String, String)> = events
        .iter()
        .filter(|e| text(e, "kind") == "pullMerged" && text(e, "project") == project)
        .map(|e| (text(e, "target").to_owned(), text(e, "subject").to_owned()))
        .collect();
    assert_eq!(merged.len(), 2);
    assert_eq!(told, merged);
}

fn lowercase_hex(s: &str) -> bool {
    s.bytes()
        .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

async fn demo_code_activity_looks_real_and_says_it_is_the_demo(app: &TestApp) {
    seeded(app).await;
    let token = app.login(CLIENTS[2], PASSWORD).await;
    let projects = read(app, "/api/project/projectsUser", &token).await;
    let project = projects.as_array().unwrap()[0].clone();
    let path = format!("/api/code/{}", text(&project, "_id"));
    let code = read(app, &path, &token).await;
    assert_eq!(code["demo"], true, "{code}");
    assert_eq!(code["sync"]["state"], "ok");
    assert_eq!(code["canWrite"], false);
    let commits = code["commits"].as_array().unwrap();
    assert!(commits.len() >= 5);
    let mut shas = HashSet::new();
    for c in commits {
        let sha = text(c, "sha");
        assert!(sha.len() == 40 && lowercase_hex(sha), "{sha}");
        assert!(sha.matches('0').count() < 10, "mostly zeros: {sha}");
        assert!(shas.insert(sha.to_owned()));
        assert!(text(c, "url").ends_with(sha));
    }
    // The issues are the project's own tasks, linked from them.
    let tasks: HashSet<&str> = project["sprints"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["tasks"].as_array().unwrap())
        .map(|t| text(t, "title"))
        .collect();
    for issue in code["issues"].as_array().unwrap() {
        assert!(tasks.contains(text(issue, "title")), "{issue}");
    }
    let linked = code["tasks"].as_array().unwrap();
    assert!(linked
        .iter()
        .any(|t| t["link"]["state"] == "open" && !t["commits"].as_array().unwrap().is_empty()));

    // Stale with no token configured: the refresh keeps the demo's activity instead of trying a
    // code host that has no such repository (here, a closed port: it would say unreachable).
    let repo = format!(
        "portico-demo/{}",
        text(&project, "title").to_lowercase().replace(' ', "-")
    );
    sqlx::query("UPDATE code_repos SET tried_at = tried_at - $1 WHERE repo = $2")
        .bind(7 * DAY)
        .bind(&repo)
        .execute(&app.db)
        .await
        .unwrap();
    let (repo, db) = (&repo, &app.db);
    let tried = move || async move {
        sqlx::query_scalar::<_, i64>("SELECT tried_at FROM code_repos WHERE repo = $1")
            .bind(repo)
            .fetch_one(db)
            .await
            .unwrap()
    };
    let before = tried().await;
    read(app, &path, &token).await;
    portico_tests::within_a_second("the stale demo activity is tried again", || async move {
        tried().await > before
    })
    .await;
    let again = read(app, &path, &token).await;
    assert_eq!(again["sync"]["state"], "ok", "{}", again["sync"]);
    assert_eq!(again["demo"], true);
    assert_eq!(again["commits"], code["commits"]);
    assert_eq!(again["sync"]["fetchedAt"], code["sync"]["fetchedAt"]);
}

/// Verma Retail is a company of three: Asha, its owner, sees both projects and their money;
/// Nikhil in finance sees the money; Priya, the inventory app's product manager, sees that
/// project only and no amounts.
async fn the_demo_company_has_three_people(app: &TestApp) {
    seeded(app).await;
    let mut seen = Vec::new();
    for email in [
        "asha.verma@example.com",
        "nikhil.rao@example.com",
        "priya.shah@example.com",
    ] {
        let token = app.login(email, PASSWORD).await;
        let projects = read(app, "/api/project/projectsUser", &token).await;
        let titles: Vec<String> = projects
            .as_array()
            .unwrap()
            .iter()
            .map(|p| text(p, "title").to_owned())
            .collect();
        let money = projects[0].get("projectCost").is_some();
        let profile = read(app, "/api/user/userProfile", &token).await;
        seen.push((titles, money, profile["membership"]["role"].clone()));
    }
    let both = vec![
        "Storefront Revamp".to_owned(),
        "Inventory Mobile App".to_owned(),
    ];
    assert_eq!(seen[0], (both.clone(), true, "owner".into()));
    assert_eq!(seen[1], (both, true, "member".into()));
    assert_eq!(
        seen[2],
        (
            vec!["Inventory Mobile App".to_owned()],
            false,
            "member".into()
        )
    );
}

/// Each demo project's first goal was signed off by its owner and its milestone paid; the second
/// waits for the owner's approval; Verma Retail's money is in rupees (ADR 0032).
async fn the_demo_signs_off_goals_and_pays_in_its_currency(app: &TestApp) {
    seeded(app).await;
    let asha = app.login(CLIENTS[0], PASSWORD).await;
    let waiting = read(app, "/api/signoff/waiting", &asha).await;
    let titles: Vec<&str> = waiting
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["hours"] != true)
        .map(|r| text(r, "title"))
        .collect();
    // One per project of the company (and last week's hours, in their story).
    assert_eq!(titles.len(), 2, "{titles:?}");
    assert!(
        titles.contains(&"Checkout in under two minutes on a phone"),
        "{titles:?}"
    );
    let projects = read(app, "/api/project/projectsUser", &asha).await;
    for p in projects.as_array().unwrap() {
        assert_eq!(text(p, "currency"), "INR", "{}", text(p, "title"));
        let id = text(p, "_id");
        let rounds = read(app, &format!("/api/signoff/project/{id}"), &asha).await;
        // The goals' rounds (hours asked for approval are the hours story's).
        let rounds: Vec<&Value> = rounds
            .as_array()
            .unwrap()
            .iter()
            .filter(|r| r["hours"] != true)
            .collect();
        let states: Vec<&str> = rounds.iter().map(|r| text(r, "state")).collect();
        assert_eq!(states, ["open", "approved"], "{}", text(p, "title"));
        let approved = rounds[1];
        assert_eq!(approved["decisions"][0]["personName"], "Asha Verma");
        assert_eq!(approved["amount"]["currency"], "INR");
        let payments = read(app, &format!("/api/payment/payments/{id}"), &asha).await;
        // The planned milestones (a block's and logged hours' are billed as they come: the hours
        // story's).
        let payments: Vec<&Value> = payments
            .as_array()
            .unwrap()
            .iter()
            .filter(|m| {
                !text(m, "title").starts_with("Prepaid block") && !text(m, "title").ends_with(" h")
            })
            .collect();
        let statuses: Vec<&str> = payments.iter().map(|m| text(m, "status")).collect();
        assert_eq!(
            statuses,
            ["paid", "paid", "planned"],
            "{}",
            text(p, "title")
        );
        // The first milestone pays for the signed-off goal, received in full.
        assert_eq!(payments[0]["goal"], approved["goal"]);
        assert_eq!(payments[0]["received"], payments[0]["total"]);
        assert_eq!(payments[0]["left"]["minor"], 0);
        // It was invoiced (ADR 0033) in rupees, with GST, the invoice's PDF ready to download.
        let invoices = read(app, &format!("/api/invoice/invoices/{id}"), &asha).await;
        let invoice = invoices
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["lines"][0]["_id"] == payments[0]["_id"])
            .expect("the first milestone's invoice");
        assert_eq!(
            (text(invoice, "currency"), text(invoice, "taxLabel")),
            ("INR", "GST")
        );
        assert_eq!(invoice["lines"][0]["_id"], payments[0]["_id"]);
        assert_eq!(invoice["lines"][0]["amount"], payments[0]["total"]);
        let pdf = app
            .get(
                &format!("/api/invoice/pdf/{}", text(invoice, "_id")),
                Some(&asha),
            )
            .await;
        assert_eq!(pdf.status(), 200);
    }
    // Numbered in date order without gaps, across the demo's companies.
    let admin = app.admin_login("admin@example.com", PASSWORD).await;
    let all = read(app, "/api/invoice/all", &admin).await;
    let mut by_date: Vec<(String, String)> = all
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (text(i, "number").to_owned(), text(i, "issuedOn").to_owned()))
        .collect();
    by_date.sort();
    // Five of milestones, Storefront Revamp's block of hours and its invoice of hours.
    assert_eq!(by_date.len(), 7, "{by_date:?}");
    assert!(by_date.windows(2).all(|w| w[0].1 <= w[1].1), "{by_date:?}");
}

/// Storefront Revamp's hours (ADR 0042): a rate and a 120-hour budget, three weeks of the team's
/// time with some not billable, this week already begun; the week before last invoiced, last week
/// waiting for Asha's approval, and Verma Retail's block of hours about 70 % used.
async fn the_demo_logs_hours_against_a_budget(app: &TestApp) {
    seeded(app).await;
    let asha = app.login(CLIENTS[0], PASSWORD).await;
    let projects = read(app, "/api/project/projectsUser", &asha).await;
    let store = projects
        .as_array()
        .unwrap()
        .iter()
        .find(|p| text(p, "title") == "Storefront Revamp")
        .expect("Storefront Revamp");
    let hours = read(
        app,
        &format!("/api/hours/project/{}", text(store, "_id")),
        &asha,
    )
    .await;
    assert_eq!(hours["hourlyRate"]["minor"], 250_000, "{hours}");
    assert_eq!(hours["budgetMinutes"]["budget"], 7200, "{hours}");
    let total = hours["total"]["minutes"].as_i64().unwrap();
    assert!((11 * 270..=13 * 270).contains(&total), "{hours}");
    assert!(hours["total"]["nonBillableMinutes"].as_i64().unwrap() > 0);
    assert!(
        hours["thisWeek"]["minutes"].as_i64().unwrap() >= 270,
        "{hours}"
    );
    assert!(hours["byTask"].as_array().unwrap().len() >= 2, "{hours}");
    assert_eq!(hours["byPerson"].as_array().unwrap().len(), 1, "{hours}");
    let block = &hours["blocks"][0];
    let percent = block["percent"].as_u64().unwrap();
    assert!((65..=72).contains(&percent), "{block}");
    assert_eq!(block["overageRate"]["minor"], 275_000, "{block}");
    // Last week waits for Asha's approval, its lines as they were logged.
    let waiting = read(app, "/api/signoff/waiting", &asha).await;
    let week = waiting
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["hours"] == true)
        .expect("a week of hours waiting");
    assert_eq!(week["tasks"].as_array().unwrap().len(), 10, "{week}");
    // The week before last was invoiced: its entries can no longer change.
    let invoiced = hours["latest"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["invoiced"] == true)
        .count();
    // The week before last: five days of two billable entries each.
    assert_eq!(invoiced, 10, "{hours}");
    let glance = read(app, "/api/project/glance", &asha).await;
    let card = glance
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["title"] == "Storefront Revamp")
        .unwrap();
    assert!(card["hoursLeft"]["left"].is_string(), "{card}");
}

/// One invoice was paid online through Stripe (its payment, fee and receipt), and Verma Retail's
/// invoices of hours wait to be paid: on Asha's dashboard, with what is left.
async fn the_demo_has_an_invoice_paid_online_and_one_to_pay(app: &TestApp) {
    seeded(app).await;
    let (refs, fee, pdf): (String, Option<i64>, Option<Vec<u8>>) =
        sqlx::query_as("SELECT payment_ref, fee_minor, receipt_pdf FROM online_payments")
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert!(refs.starts_with("pi_"), "{refs}");
    assert!(fee.is_some_and(|f| f > 0));
    assert!(
        pdf.is_some_and(|p| p.starts_with(b"%PDF-")),
        "the receipt is there"
    );
    let token = app.login("asha.verma@example.com", PASSWORD).await;
    let res = app.get("/api/invoice/due", Some(&token)).await;
    assert_eq!(res.status(), 200);
    let due: serde_json::Value = res.json().await.unwrap();
    let due = due.as_array().unwrap();
    assert!(!due.is_empty(), "{due:?}");
    assert!(due
        .iter()
        .all(|i| i["balance"]["minor"].as_i64().unwrap() > 0));
    // No provider is connected in this server: it says so instead of offering a button.
    assert_eq!(due[0]["payOnline"], "off");
}

/// Storefront Revamp began with a quote Asha accepted; a change request waits for her
/// acceptance, and one she declined says why. Each digest is of its snapshot as she reads it.
async fn the_demo_has_quotes_accepted_waiting_and_declined(app: &TestApp) {
    seeded(app).await;
    let token = app.login("asha.verma@example.com", PASSWORD).await;
    let waiting = read(app, "/api/quote/waiting", &token).await;
    let waiting = waiting.as_array().unwrap();
    assert_eq!(waiting.len(), 1, "{waiting:?}");
    assert_eq!(
        (text(&waiting[0], "kind"), text(&waiting[0], "projectTitle")),
        ("change", "Storefront Revamp")
    );
    let project = text(&waiting[0], "project").to_owned();
    let all = read(app, &format!("/api/quote/project/{project}"), &token).await;
    let states: BTreeSet<&str> = all
        .as_array()
        .unwrap()
        .iter()
        .map(|q| text(q, "state"))
        .collect();
    assert_eq!(states, BTreeSet::from(["accepted", "declined", "sent"]));
    for q in all.as_array().unwrap() {
        let one = read(app, &format!("/api/quote/one/{}", text(q, "_id")), &token).await;
        assert_eq!(one["shown"].as_str().unwrap().len(), 64);
        match text(q, "state") {
            "accepted" => {
                assert_eq!(one["kind"], "quote");
                assert_eq!(one["decisions"][0]["signedName"], "Asha Verma");
                assert_eq!(one["decisions"][0]["shown"], one["shown"]);
            }
            "declined" => assert!(text(&one["decisions"][0], "reason").contains("festive")),
            _ => assert!(one["waitingForYou"].as_bool().unwrap()),
        }
    }
}

engine_tests!(
    the_demo_has_quotes_accepted_waiting_and_declined,
    the_demo_has_an_invoice_paid_online_and_one_to_pay,
    the_demo_logs_hours_against_a_budget,
    the_demo_signs_off_goals_and_pays_in_its_currency,
    the_demo_company_has_three_people,
    every_demo_project_has_its_own_described_tasks,
    the_burn_up_rises_over_weeks_with_scope_added_mid_sprint,
    the_demo_feed_has_a_past_with_something_new,
    demo_code_activity_looks_real_and_says_it_is_the_demo
);
