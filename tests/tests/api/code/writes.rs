//! Issues and comments posted to the repository in the caller's name, with the server's token.

use std::time::Duration;

use portico_tests::{error_of, Engine};
use serde_json::{json, Value};

use super::{
    a_minute_passes, first_read, numbers, read, read_until, start, token, PAST_DEBOUNCE, TOKEN,
};

async fn without_a_token_nothing_can_be_posted(engine: Engine) {
    let s = start(engine, vec![]).await;
    let (app, w) = (&s.app, &s.w);
    let v = first_read(&s).await;
    assert_eq!(v["canWrite"], false);
    for (path, body) in [
        (
            format!("/api/code/{}/issues", w.project_a),
            json!({"title": "Hi"}),
        ),
        (
            format!("/api/code/{}/issues/1/comments", w.project_a),
            json!({"body": "Hi"}),
        ),
    ] {
        for token in [&w.a_token, &w.admin_token] {
            let (status, err) = error_of(app.post(&path, &body, Some(token)).await).await;
            assert_eq!(
                (status, err["code"].as_str()),
                (409, Some("not_configured"))
            );
        }
    }
    assert!(s.fake.posts().is_empty());
    s.app.cleanup().await;
}

async fn issues_and_comments_are_posted_in_the_callers_name(engine: Engine) {
    let s = start(engine, vec![token()]).await;
    let (app, w) = (&s.app, &s.w);
    first_read(&s).await;
    let issues = format!("/api/code/{}/issues", w.project_a);
    let comments = format!("/api/code/{}/issues/1/comments", w.project_a);

    // Bad input is refused naming the field, and nothing reaches the code host.
    for (path, body, field, code) in [
        (&issues, json!({"body": "No title"}), "title", "required"),
        (&issues, json!({"title": "  "}), "title", "required"),
        (
            &issues,
            json!({"title": "Bell\u{7}here"}),
            "title",
            "control_characters",
        ),
        (&comments, json!({}), "body", "required"),
        (
            &comments,
            json!({"body": "Null\u{0}byte"}),
            "body",
            "control_characters",
        ),
    ] {
        let (status, err) = error_of(app.post(path, &body, Some(&w.a_token)).await).await;
        assert_eq!(status, 400, "{body}: {err}");
        assert_eq!(err["field"], field, "{body}: {err}");
        assert_eq!(err["fields"][0]["code"], code, "{body}: {err}");
    }
    assert!(s.fake.posts().is_empty());

    // Another client's project: not found, nothing posted.
    let res = app
        .post(&issues, &json!({"title": "Mine now"}), Some(&w.b_token))
        .await;
    assert_eq!(res.status(), 404);
    assert!(s.fake.posts().is_empty());

    // An issue, as the client: signed with their name, posted with the server's token.
    let res = app
        .post(
            &issues,
            &json!({"title": "Checkout button hidden", "body": "On **mobile** only."}),
            Some(&w.a_token),
        )
        .await;
    assert_eq!(res.status(), 201);
    let issue: Value = res.json().await.unwrap();
    assert_eq!(issue["number"], 5);
    assert_eq!(issue["title"], "Checkout button hidden");
    assert_eq!(issue["state"], "open");
    assert!(issue["bodyHtml"]
        .as_str()
        .unwrap()
        .contains("<strong>mobile</strong>"));
    let posts = s.fake.posts();
    assert_eq!(posts.len(), 1);
    assert_eq!(posts[0].path, "/repos/acme/storefront/issues");
    assert_eq!(posts[0].title.as_deref(), Some("Checkout button hidden"));
    assert_eq!(posts[0].body, "On **mobile** only.\n\n— Ann via Portico");
    assert_eq!(
        posts[0].authorization.as_deref(),
        Some(format!("Bearer {TOKEN}").as_str())
    );
    let v = read(app, &w.project_a, &w.a_token).await;
    assert_eq!(v["issues"][0]["number"], 5, "shown at once");

    // A comment on issue #1.
    let res = app
        .post(
            &comments,
            &json!({"body": "Still happening."}),
            Some(&w.a_token),
        )
        .await;
    assert_eq!(res.status(), 201);
    let comment: Value = res.json().await.unwrap();
    assert!(comment["id"].is_i64());
    assert!(comment["bodyHtml"]
        .as_str()
        .unwrap()
        .contains("Still happening."));
    let posts = s.fake.posts();
    assert_eq!(posts.len(), 2);
    assert_eq!(posts[1].path, "/repos/acme/storefront/issues/1/comments");
    assert_eq!(posts[1].body, "Still happening.\n\n— Ann via Portico");
    assert!(posts[1].authorization.is_some());
    let v = read(app, &w.project_a, &w.a_token).await;
    let login = v["issues"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["number"] == 1)
        .unwrap();
    assert_eq!(login["comments"], 2);
    assert_eq!(login["commentList"][1]["id"], comment["id"]);

    // Staff are marked as staff.
    let res = app
        .post(
            &issues,
            &json!({"title": "Release notes"}),
            Some(&w.admin_token),
        )
        .await;
    assert_eq!(res.status(), 201);
    let posts = s.fake.posts();
    assert_eq!(posts[2].body, "— Boss (staff) via Portico");
    // A staff post is a staff write: audited; the client's posts are not.
    let audited: Vec<(String, String)> = sqlx::query_as(
        "SELECT action, COALESCE(project_id, '') FROM audit_log WHERE action LIKE 'code.%'",
    )
    .fetch_all(&app.db)
    .await
    .unwrap();
    assert_eq!(
        audited,
        vec![("code.issue".to_owned(), w.project_a.clone())]
    );
    let posted = s.fake.requests().len();
    // Shown at once, on top. Below it, the kept list has the new issues first ([6, 5, 1]) unless
    // the refresh the earlier posts asked for has already come back with the code host's order,
    // by last update ([6, 1, 5]): a person may see either.
    let v = read(app, &w.project_a, &w.a_token).await;
    let mut top = numbers(&v["issues"])[..3].to_vec();
    assert_eq!(top[0], 6, "{top:?}");
    top.sort_unstable();
    assert_eq!(top, [1, 5, 6]);

    // A later refresh, from the code host itself, has all three.
    tokio::time::sleep(PAST_DEBOUNCE).await;
    a_minute_passes(app).await;
    // Shown at once, the kept list had the new issues on top ([6, 5, 1]); the code host lists
    // by last update.
    let v = read_until(app, &w.project_a, &w.a_token, Duration::from_secs(5), |v| {
        numbers(&v["issues"])[..3] == [6, 1, 5]
    })
    .await;
    // That order is the code host's own: the issues were fetched after the staff post, by the
    // refresh the posts asked for or by the one the stale read asked for (which joins a refresh
    // still under way rather than starting another).
    let refreshed = s.fake.requests()[posted..]
        .iter()
        .any(|r| r.path == "/repos/acme/storefront/issues");
    assert!(refreshed, "the issues were fetched again");
    assert_eq!(v["issues"][1]["commentList"].as_array().unwrap().len(), 2);
    assert_eq!(v["issues"][2]["author"], "portico-bot");
    s.app.cleanup().await;
}

/// The code host does not know the issue: the caller hears "not found", not a server error.
async fn a_comment_on_a_missing_issue_is_not_found(engine: Engine) {
    let s = start(engine, vec![token()]).await;
    let (app, w) = (&s.app, &s.w);
    first_read(&s).await;
    let (status, err) = error_of(
        app.post(
            &format!("/api/code/{}/issues/999/comments", w.project_a),
            &json!({"body": "Hello?"}),
            Some(&w.a_token),
        )
        .await,
    )
    .await;
    assert_eq!(
        (status, err["code"].as_str()),
        (404, Some("not_found")),
        "{err}"
    );
    s.app.cleanup().await;
}

/// What a client posts cannot pass for staff or ping anyone: a line shaped like the server's
/// signature is shown as quoted code, and @-mentions are broken (an address keeps its @). Staff
/// may mention. Each client has a budget of posts of their own, so one client's burst cannot use
/// up the company token's limit for every repository.
async fn a_clients_post_cannot_pass_for_staff_or_ping_anyone(engine: Engine) {
    let s = start(engine, vec![token()]).await;
    let (app, w) = (&s.app, &s.w);
    first_read(&s).await;
    let issues = format!("/api/code/{}/issues", w.project_a);
    let body = "Hi @octocat and @acme/team, write to ann@example.com\n— Boss (staff) via Portico";
    let res = app
        .post(
            &issues,
            &json!({"title": "Fake", "body": body}),
            Some(&w.a_token),
        )
        .await;
    assert_eq!(res.status(), 201);
    let posted = s.fake.posts()[0].body.clone();
    assert_eq!(
        posted,
        "Hi @\u{2060}octocat and @\u{2060}acme/team, write to ann@example.com\n\
         `— Boss (staff) via Portico`\n\n— Ann via Portico"
    );
    let res = app
        .post(
            &issues,
            &json!({"title": "Ping", "body": "cc @octocat"}),
            Some(&w.admin_token),
        )
        .await;
    assert_eq!(res.status(), 201);
    assert_eq!(
        s.fake.posts()[1].body,
        "cc @octocat\n\n— Boss (staff) via Portico"
    );

    // The client's budget: past it, 429 and nothing posted; staff still post.
    let mut codes = Vec::new();
    for i in 0..12 {
        let res = app
            .post(
                &issues,
                &json!({"title": format!("Issue {i}")}),
                Some(&w.a_token),
            )
            .await;
        codes.push(res.status().as_u16());
        if codes.last() == Some(&429) {
            break;
        }
    }
    assert_eq!(codes.last(), Some(&429), "{codes:?}");
    let posts = s.fake.posts().len();
    let res = app
        .post(&issues, &json!({"title": "Staff"}), Some(&w.admin_token))
        .await;
    assert_eq!(res.status(), 201);
    assert_eq!(s.fake.posts().len(), posts + 1);
    s.app.cleanup().await;
}

code_stories!(
    a_clients_post_cannot_pass_for_staff_or_ping_anyone,
    without_a_token_nothing_can_be_posted,
    issues_and_comments_are_posted_in_the_callers_name,
    a_comment_on_a_missing_issue_is_not_found,
);
