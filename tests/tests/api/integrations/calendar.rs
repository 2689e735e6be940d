//! Calendar feeds: each person's private link shows the dates their pages show (a member's
//! chosen projects, money only for those who handle it, never another company's), written as
//! RFC 5545 asks, with UIDs that stay and a SEQUENCE that rises only when a date moves, and an
//! ETag; a new link, a removed person or a company switched off ends the old one at once.

use portico_tests::{
    add_person, created, created_id, engine_tests, id_of, now_ms, world, TestApp, World,
};
use serde_json::{json, Value};

use super::day;
use super::ics::{compact, Calendar};

/// Staff add a sprint to `project` ending on `end`: its id.
async fn add_sprint(app: &TestApp, admin: &str, project: &str, title: &str, end: &str) -> String {
    let body = json!({"title": title, "goal": "Ship", "startDate": day(0), "endDate": end});
    let path = format!("/api/project/addSprint/{project}");
    created_id(app.post(&path, &body, Some(admin)).await).await
}

/// Staff add a goal of `project` due on `due`: its id.
async fn add_goal(app: &TestApp, admin: &str, project: &str, title: &str, due: &str) -> String {
    let body = json!({"project": project, "title": title, "status": "inprogress", "dueDate": due});
    created_id(app.post("/api/goal/create", &body, Some(admin)).await).await
}

/// Staff add a payment milestone of `project` due on `due`: its id.
async fn add_milestone(
    app: &TestApp,
    admin: &str,
    project: &str,
    title: &str,
    due: &str,
) -> String {
    let body = json!({"project": project, "title": title, "amount": "500", "dueDate": due});
    created_id(app.post("/api/payment/create", &body, Some(admin)).await).await
}

/// Moves a sprint's end date. No route edits a sprint's dates, so the test writes the row as an
/// edit would, and waits until the server has heard it.
async fn move_sprint_end(app: &TestApp, sprint: &str, end: &str) {
    sqlx::query("UPDATE sprints SET end_date = $1, updated_at = $2 WHERE id = $3")
        .bind(end)
        .bind(now_ms())
        .bind(sprint)
        .execute(&app.db)
        .await
        .unwrap();
    app.heard().await;
}

/// The person's link as `POST /api/user/calendar` answers it (made, or made anew): an https
/// address and the same as `webcal://`.
async fn make_link(app: &TestApp, token: &str) -> Value {
    let link = created(
        app.send("post", "/api/user/calendar", None, Some(token))
            .await,
    )
    .await;
    let https = link["https"]
        .as_str()
        .unwrap_or_else(|| panic!("no https link: {link}"));
    let webcal = link["webcal"]
        .as_str()
        .unwrap_or_else(|| panic!("no webcal link: {link}"));
    assert!(webcal.starts_with("webcal://"), "{link}");
    assert_eq!(
        webcal.split_once("://").map(|(_, rest)| rest),
        https.split_once("://").map(|(_, rest)| rest),
        "the webcal link is the https one: {link}"
    );
    assert!(link["createdAt"].is_string(), "{link}");
    link
}

/// The path (and query) under which the app serves a link.
fn path_of(link: &Value) -> String {
    let https = link["https"]
        .as_str()
        .unwrap_or_else(|| panic!("no https link: {link}"));
    let url = reqwest::Url::parse(https).unwrap_or_else(|e| panic!("{https}: {e}"));
    let path = url.path();
    assert!(
        path.starts_with("/api/calendar/") && path.ends_with(".ics"),
        "{https}"
    );
    match url.query() {
        Some(q) => format!("{path}?{q}"),
        None => path.to_owned(),
    }
}

/// A feed's path narrowed to one project.
fn narrowed(path: &str, project: &str) -> String {
    let join = if path.contains('?') { '&' } else { '?' };
    format!("{path}{join}project={project}")
}

fn header(res: &reqwest::Response, name: &str) -> String {
    res.headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned()
}

/// A feed as fetched: the calendar (read, and its shape checked, by the tests' reader) and the
/// answer's ETag.
struct Fetched {
    cal: Calendar,
    etag: String,
}

/// `GET path` as a calendar app fetches it (no session): it must answer 200, `text/calendar`,
/// with an ETag and a body that is RFC 5545.
async fn fetch(app: &TestApp, path: &str) -> Fetched {
    let res = app.get(path, None).await;
    assert_eq!(res.status(), 200, "{path}");
    let kind = header(&res, "content-type");
    assert!(kind.starts_with("text/calendar"), "{path}: {kind}");
    let etag = header(&res, "etag");
    assert!(!etag.is_empty(), "{path}: no ETag");
    let bytes = res.bytes().await.unwrap();
    Fetched {
        cal: Calendar::parse(&bytes),
        etag,
    }
}

/// `GET path` with `If-None-Match: etag`.
async fn fetch_if_changed(app: &TestApp, path: &str, etag: &str) -> reqwest::Response {
    app.http
        .get(app.url(path))
        .header("if-none-match", etag)
        .send()
        .await
        .unwrap()
}

/// Whether the calendar has any money event (a milestone's or an invoice's due date).
fn has_money(cal: &Calendar) -> bool {
    cal.uids()
        .iter()
        .any(|u| u.starts_with("milestone-") || u.starts_with("invoice-"))
}

/// Dated things of both companies in the weeks to come: client A's storefront and a second
/// project of A's (the warehouse), and client B's project, each with a sprint ending and a payment
/// milestone due, and the warehouse with a goal due.
struct Dated {
    w: World,
    warehouse: String,
    store_sprint: String,
    ware_sprint: String,
    b_sprint: String,
    ware_goal: String,
    store_milestone: String,
    ware_milestone: String,
    b_milestone: String,
}

async fn dated_world(app: &TestApp) -> Dated {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let warehouse = created_id(
        app.post(
            "/api/project/createProject",
            &json!({"title": "Warehouse", "client": w.a, "github": "acme", "repoName": "warehouse",
                    "projectDesc": "Stock", "projectDetailsDesc": "Stock, in detail"}),
            Some(admin),
        )
        .await,
    )
    .await;
    let (pa, pb) = (w.project_a.as_str(), w.project_b.as_str());
    Dated {
        store_sprint: add_sprint(app, admin, pa, "Storefront launch", &day(20)).await,
        ware_sprint: add_sprint(app, admin, &warehouse, "Stock count", &day(25)).await,
        b_sprint: add_sprint(app, admin, pb, "Bookings beta", &day(22)).await,
        ware_goal: add_goal(app, admin, &warehouse, "Scanners live", &day(30)).await,
        store_milestone: add_milestone(app, admin, pa, "Launch payment", &day(21)).await,
        ware_milestone: add_milestone(app, admin, &warehouse, "Stock deposit", &day(26)).await,
        b_milestone: add_milestone(app, admin, pb, "Beta payment", &day(23)).await,
        warehouse,
        w,
    }
}

/// Asserts that `cal` (whose feed `who`) has an event about each of `shown` and none about any
/// of `hidden`.
fn shows(cal: &Calendar, who: &str, shown: &[&str], hidden: &[&str]) {
    for id in shown {
        assert!(
            cal.mentions(id),
            "{who}: no event about {id}: {:?}",
            cal.uids()
        );
    }
    for id in hidden {
        assert!(
            !cal.mentions(id),
            "{who}: an event about {id}: {:?}",
            cal.uids()
        );
    }
}

/// A member who sees the warehouse only gets its sprint and goal, never the storefront's sprint
/// nor any money; a finance person gets the milestones of their projects; the owner gets every
/// project's dates and milestones; nothing of client B reaches client A's people, nor A's reach
/// B; staff see every company's, narrowed by `?project=`, and a project the person cannot see
/// narrows to nothing. Taking a project from the member takes its dates from the next fetch.
async fn a_feed_shows_what_its_person_may_see(app: &TestApp) {
    let d = dated_world(app).await;
    let (w, admin) = (&d.w, d.w.admin_token.as_str());
    let mo_body = json!({"name": "Mo", "email": "mo@example.com",
                         "allProjects": false, "projects": [d.warehouse]});
    let (mo, mo_token) = add_person(app, admin, &w.a, mo_body).await;
    let pia_body = json!({"name": "Pia", "email": "pia@example.com", "finance": true,
                          "allProjects": false, "projects": [d.warehouse]});
    let (_, pia_token) = add_person(app, admin, &w.a, pia_body).await;

    // Mo: the warehouse's dates, nothing of the storefront, of client B, or of money.
    let mo_path = path_of(&make_link(app, &mo_token).await);
    let mo_feed = fetch(app, &mo_path).await.cal;
    shows(
        &mo_feed,
        "member",
        &[&d.ware_sprint, &d.ware_goal],
        &[
            &d.store_sprint,
            &d.b_sprint,
            &d.store_milestone,
            &d.ware_milestone,
            &d.b_milestone,
        ],
    );
    assert!(!has_money(&mo_feed), "member: {:?}", mo_feed.uids());
    let sprint = mo_feed.event(&d.ware_sprint);
    assert_eq!(sprint.all_day(), compact(&day(25)));
    let summary = sprint.summary();
    assert!(
        summary.contains("Stock count") && summary.contains("Warehouse"),
        "{summary}"
    );
    // A project he cannot see narrows his feed to nothing.
    let elsewhere = fetch(app, &narrowed(&mo_path, &w.project_a)).await.cal;
    assert!(elsewhere.events.is_empty(), "{:?}", elsewhere.uids());

    // Pia handles money: the milestones of her project, not of the others.
    let pia_feed = fetch(app, &path_of(&make_link(app, &pia_token).await))
        .await
        .cal;
    shows(
        &pia_feed,
        "finance",
        &[&d.ware_sprint, &d.ware_milestone],
        &[&d.store_sprint, &d.store_milestone, &d.b_milestone],
    );

    // Ann, the owner: every project of hers and its money, nothing of Bob's.
    let ann_feed = fetch(app, &path_of(&make_link(app, &w.a_token).await))
        .await
        .cal;
    shows(
        &ann_feed,
        "owner",
        &[
            &d.store_sprint,
            &d.ware_sprint,
            &d.ware_goal,
            &d.store_milestone,
            &d.ware_milestone,
        ],
        &[&d.b_sprint, &d.b_milestone],
    );
    // Bob: his own, nothing of Ann's.
    let bob_feed = fetch(app, &path_of(&make_link(app, &w.b_token).await))
        .await
        .cal;
    shows(
        &bob_feed,
        "client B",
        &[&d.b_sprint, &d.b_milestone],
        &[
            &d.store_sprint,
            &d.ware_sprint,
            &d.ware_goal,
            &d.store_milestone,
            &d.ware_milestone,
        ],
    );

    // Staff: every company's; narrowed to client B's project, only its dates.
    let staff_path = path_of(&make_link(app, admin).await);
    let staff_feed = fetch(app, &staff_path).await.cal;
    shows(
        &staff_feed,
        "staff",
        &[&d.store_sprint, &d.ware_sprint, &d.b_sprint, &d.b_milestone],
        &[],
    );
    let only_b = fetch(app, &narrowed(&staff_path, &w.project_b)).await.cal;
    shows(
        &only_b,
        "staff, narrowed",
        &[&d.b_sprint, &d.b_milestone],
        &[&d.store_sprint, &d.ware_sprint, &d.store_milestone],
    );

    // Staff give Mo the storefront instead of the warehouse: the same link's next fetch follows.
    let access = format!("/api/user/people/{}/{}", w.a, id_of(&mo));
    let body = json!({"companyRole": "member", "allProjects": false, "projects": [w.project_a]});
    created(app.put(&access, &body, Some(admin)).await).await;
    let mo_feed = fetch(app, &mo_path).await.cal;
    shows(
        &mo_feed,
        "member, moved",
        &[&d.store_sprint],
        &[
            &d.ware_sprint,
            &d.ware_goal,
            &d.b_sprint,
            &d.store_milestone,
        ],
    );
    assert!(!has_money(&mo_feed), "member: {:?}", mo_feed.uids());
}

/// The feed is RFC 5545 (the reader checks CRLF, 75-octet folds that keep characters whole, the
/// calendar's and each event's required properties); a sprint's end is an all-day
/// `DTSTART;VALUE=DATE`, its title escaped and whole. Fetched again unchanged, it keeps its
/// SEQUENCE and its ETag, and `If-None-Match` answers 304 with no body; once the sprint's end
/// moves, the event keeps its UID, its SEQUENCE rises, and the ETag changes.
async fn the_feed_is_rfc_5545_with_stable_uids_and_etags(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    // Long (folded), with a comma and a semicolon (escaped) and characters of several octets.
    let title =
        "Checkout, payments; and the café’s new menu — phase two of the storefront relaunch";
    let sprint = add_sprint(app, admin, &w.project_a, title, &day(20)).await;
    let goal = add_goal(app, admin, &w.project_a, "Beta sign-up", &day(30)).await;
    let path = path_of(&make_link(app, &w.a_token).await);

    let first = fetch(app, &path).await;
    let event = first.cal.event(&sprint);
    assert_eq!(event.all_day(), compact(&day(20)));
    assert!(event.summary().contains(title), "{}", event.summary());
    assert_eq!(first.cal.event(&goal).all_day(), compact(&day(30)));
    let (uid, sequence) = (event.uid().to_owned(), event.sequence());

    // Unchanged: 304 to the ETag, and the same SEQUENCE and ETag when fetched whole.
    let res = fetch_if_changed(app, &path, &first.etag).await;
    assert_eq!(res.status(), 304);
    assert!(res.bytes().await.unwrap().is_empty(), "a 304 has no body");
    let again = fetch(app, &path).await;
    assert_eq!(again.cal.event(&sprint).sequence(), sequence);
    assert_eq!(again.etag, first.etag);

    // The sprint's end moves a week: the same event, a higher SEQUENCE, another ETag.
    move_sprint_end(app, &sprint, &day(27)).await;
    let moved = fetch(app, &path).await;
    let event = moved.cal.event(&sprint);
    assert_eq!(event.uid(), uid);
    assert_eq!(event.all_day(), compact(&day(27)));
    assert!(
        event.sequence() > sequence,
        "SEQUENCE {} after {sequence}",
        event.sequence()
    );
    assert_ne!(moved.etag, first.etag);
    // What did not move keeps its SEQUENCE.
    assert_eq!(
        moved.cal.event(&goal).sequence(),
        first.cal.event(&goal).sequence()
    );
    assert_eq!(
        fetch_if_changed(app, &path, &first.etag).await.status(),
        200
    );
    assert_eq!(
        fetch_if_changed(app, &path, &moved.etag).await.status(),
        304
    );
    // Fetched again, nothing moved since: the SEQUENCE stays.
    let after = fetch(app, &path).await;
    assert_eq!(after.cal.event(&sprint).sequence(), event.sequence());
}

/// No link until the person makes one; making it again ends the old one at once; a made-up
/// token is no link; removing the person, or switching their company off, ends theirs.
async fn a_new_link_or_a_removal_ends_the_old_one(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let (pia, pia_token) = add_person(
        app,
        admin,
        &w.a,
        json!({"name": "Pia", "email": "pia@example.com"}),
    )
    .await;
    let none = app.read("/api/user/calendar", Some(&pia_token)).await;
    assert!(
        none["https"].is_null() && none["webcal"].is_null() && none["createdAt"].is_null(),
        "{none}"
    );

    let first = make_link(app, &pia_token).await;
    let old = path_of(&first);
    fetch(app, &old).await;
    let shown = app.read("/api/user/calendar", Some(&pia_token)).await;
    assert_eq!(shown["https"], first["https"], "the link is shown again");

    // Made again: the old link is gone, the new one works.
    let second = make_link(app, &pia_token).await;
    let new = path_of(&second);
    assert_ne!(new, old);
    assert_eq!(app.get(&old, None).await.status(), 404);
    fetch(app, &new).await;
    let shown = app.read("/api/user/calendar", Some(&pia_token)).await;
    assert_eq!(shown["https"], second["https"]);
    for made_up in [
        "/api/calendar/nope.ics".to_owned(),
        format!("/api/calendar/{}.ics", "A".repeat(43)),
        new.replace(".ics", "x.ics"),
    ] {
        assert_eq!(app.get(&made_up, None).await.status(), 404, "{made_up}");
    }

    // Staff remove Pia: her link ends with her sessions.
    let ann = path_of(&make_link(app, &w.a_token).await);
    let bob = path_of(&make_link(app, &w.b_token).await);
    let remove = format!("/api/user/people/{}/{}", w.a, id_of(&pia));
    assert_eq!(app.delete(&remove, Some(admin)).await.status(), 204);
    assert_eq!(app.get(&new, None).await.status(), 404);
    fetch(app, &ann).await;

    // Staff switch client A off: Ann's link ends; Bob's goes on.
    let off = format!("/api/user/active/{}", w.a);
    created(app.put(&off, &json!({"active": false}), Some(admin)).await).await;
    assert_eq!(app.get(&ann, None).await.status(), 404);
    fetch(app, &bob).await;
}

engine_tests!(
    a_feed_shows_what_its_person_may_see,
    the_feed_is_rfc_5545_with_stable_uids_and_etags,
    a_new_link_or_a_removal_ends_the_old_one,
);
