//! A ticket's thread is bounded twice: in what it holds (500 replies) and in what one answer
//! carries (a list of tickets brings each one's latest 20 replies; the rest come in pages).

use portico_tests::{engine_tests, error_of, with_id, TestApp};
use serde_json::{json, Value};

/// `n` replies by client A on their ticket, written straight to the database (no write limit
/// counts them), one millisecond apart, numbered in their text.
async fn earlier_replies(app: &TestApp, w: &portico_tests::World, n: usize) {
    for i in 0..n {
        sqlx::query(
            "INSERT INTO ticket_comments (id, ticket_id, user_id, text, created_at) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(format!("00000000-0000-4000-8000-{i:012}"))
        .bind(&w.ticket_a)
        .bind(&w.a)
        .bind(format!("reply {i}"))
        .bind(i as i64)
        .execute(&app.db)
        .await
        .unwrap();
    }
}

/// A ticket's thread is bounded: past 500 replies, a reply (a client's or staff's) is refused on
/// its text and stores nothing; open a new ticket.
async fn a_tickets_thread_is_bounded(app: &TestApp) {
    let w = portico_tests::world(app).await;
    earlier_replies(app, &w, 499).await;
    let existing: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM ticket_comments WHERE ticket_id = $1")
            .bind(&w.ticket_a)
            .fetch_one(&app.db)
            .await
            .unwrap();
    let reply = format!("/api/ticket/{}/reply", w.ticket_a);
    let mut statuses = Vec::new();
    for token in [&w.admin_token, &w.a_token, &w.admin_token] {
        let res = app
            .post(&reply, &json!({"text": "One more"}), Some(token))
            .await;
        let (status, err) = error_of(res).await;
        if status == 400 {
            assert_eq!(err["field"], "text", "{err}");
            assert_eq!(err["fields"][0]["code"], "too_many", "{err}");
        }
        statuses.push(status);
    }
    let expected: Vec<u16> = (0..3)
        .map(|i| if existing + i < 500 { 201 } else { 400 })
        .collect();
    assert_eq!(statuses, expected);
    let count: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM ticket_comments WHERE ticket_id = $1")
            .bind(&w.ticket_a)
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!(count, 500);
}

/// Texts of a JSON array of comments.
fn texts(comments: &Value) -> Vec<String> {
    comments
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["text"].as_str().unwrap().to_owned())
        .collect()
}

/// A list of tickets carries each ticket's latest 20 replies (oldest first) and how many there are;
/// `GET /ticket/{id}/comments` pages through all of them, for the ticket's client and for staff
/// only (another client's ticket, a forged or malformed id: 404).
async fn ticket_lists_carry_the_latest_replies_and_page_the_rest(app: &TestApp) {
    let w = portico_tests::world(app).await;
    earlier_replies(app, &w, 45).await;
    let latest: Vec<String> = (25..45).map(|i| format!("reply {i}")).collect();
    for (path, token) in [
        (format!("/api/ticket/{}", w.a), &w.a_token),
        ("/api/ticket/all".to_owned(), &w.admin_token),
    ] {
        let list: Value = app.get(&path, Some(token)).await.json().await.unwrap();
        let ticket = with_id(&list, &w.ticket_a);
        assert_eq!(ticket["commentCount"], 45, "{path}");
        assert_eq!(texts(&ticket["comments"]), latest, "{path}");
        // A ticket with no reply says so.
        if let Some(other) = list
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["_id"] == w.ticket_b.as_str())
        {
            assert_eq!(other["commentCount"], 0);
            assert_eq!(other["comments"], json!([]));
        }
    }

    // Every reply, in pages, oldest first, for the ticket's client and for staff.
    for token in [&w.a_token, &w.admin_token] {
        let mut all = Vec::new();
        for page in 1..=3 {
            let res = app
                .get(
                    &format!("/api/ticket/{}/comments?page={page}&perPage=20", w.ticket_a),
                    Some(token),
                )
                .await;
            assert_eq!(res.status(), 200);
            assert_eq!(res.headers()["x-total-count"], "45");
            let body: Value = res.json().await.unwrap();
            all.extend(texts(&body));
        }
        let expected: Vec<String> = (0..45).map(|i| format!("reply {i}")).collect();
        assert_eq!(all, expected);
    }
    // Past the largest page: 400 naming the field.
    let (status, err) = error_of(
        app.get(
            &format!("/api/ticket/{}/comments?perPage=5000", w.ticket_a),
            Some(&w.a_token),
        )
        .await,
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(err["field"], "perPage", "{err}");

    // Another client's ticket, a forged id and a malformed one: 404, like a missing ticket.
    for (id, token) in [
        (w.ticket_a.clone(), &w.b_token),
        (
            "00000000-0000-4000-8000-000000000999".to_owned(),
            &w.a_token,
        ),
        ("not-an-id".to_owned(), &w.admin_token),
    ] {
        let res = app
            .get(&format!("/api/ticket/{id}/comments"), Some(token))
            .await;
        assert_eq!(res.status(), 404, "{id}");
    }

    // A reply's answer carries the latest replies too, the new one last.
    let answer: Value = app
        .post(
            &format!("/api/ticket/{}/reply", w.ticket_a),
            &json!({"text": "Newest"}),
            Some(&w.admin_token),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(answer["commentCount"], 46);
    let comments = texts(&answer["comments"]);
    assert_eq!(comments.len(), 20);
    assert_eq!(comments.last().map(String::as_str), Some("Newest"));
}

engine_tests!(
    a_tickets_thread_is_bounded,
    ticket_lists_carry_the_latest_replies_and_page_the_rest
);
