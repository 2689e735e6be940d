//! Contact and newsletter submissions: reading, status, counts and CSV exports.

use portico_tests::{engine_tests, error_of, id_of, world, TestApp};
use serde_json::json;

use super::{json_of, total};

async fn submissions_are_read_counted_and_exported(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    for (name, message) in [
        ("Eve", "=HYPERLINK(\"http://evil\")"),
        ("Sam", "Call me, please"),
        ("Tia", "@SUM(A1)"),
    ] {
        let res = app.post("/api/contact/submit", &json!({"name": name, "email": format!("{}@example.com", name.to_lowercase()), "phone": "9876501234", "message": message, "permission": true}), None).await;
        assert_eq!(res.status(), 201);
    }
    app.post(
        "/api/contact/mail/submit",
        &json!({"email": "-cmd@example.com"}),
        None,
    )
    .await;
    let counts = json_of(app.get("/api/contact/counts", admin).await).await;
    assert_eq!(counts, json!({"unread": 3, "read": 0, "newsletter": 1}));
    let list = json_of(app.get("/api/contact/submissions?q=sam", admin).await).await;
    let sam = id_of(&list["data"][0]);
    assert_eq!(list["data"][0]["actionStatus"], "new");
    // Opening marks it read.
    let one = json_of(
        app.get(&format!("/api/contact/submission/{sam}"), admin)
            .await,
    )
    .await;
    assert_eq!(
        (one["isRead"].as_bool(), one["actionStatus"].as_str()),
        (Some(true), Some("read"))
    );
    assert_eq!(
        json_of(app.get("/api/contact/counts", admin).await).await["unread"],
        2
    );
    let one = json_of(
        app.put(
            &format!("/api/contact/status/{sam}"),
            &json!({"status": "replied"}),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!(one["actionStatus"], "replied");
    let (status, err) = error_of(
        app.put(
            &format!("/api/contact/status/{sam}"),
            &json!({"status": "done"}),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!((status, err["field"].as_str()), (400, Some("status")));
    let res = app
        .get("/api/contact/submissions?status=replied", admin)
        .await;
    assert_eq!(total(&res), 1);

    // CSV: every row, formula cells neutralised.
    let res = app.get("/api/contact/export.csv", admin).await;
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/csv"));
    assert!(res.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .contains("attachment"));
    let csv = res.text().await.unwrap();
    let lines: Vec<&str> = csv.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), 4, "{csv}");
    assert!(lines[0].starts_with("Name,Email,Phone,Message"));
    assert!(
        csv.contains("\"'=HYPERLINK(\"\"http://evil\"\")\""),
        "{csv}"
    );
    assert!(csv.contains("\"'@SUM(A1)\""), "{csv}");
    assert!(csv.contains("\"Call me, please\""));
    let news = app
        .get("/api/contact/mail/export.csv", admin)
        .await
        .text()
        .await
        .unwrap();
    assert!(news.contains("\"'-cmd@example.com\""), "{news}");
    // A HEAD of an export (the fuzzer found it panicking the stream) answers, and the server
    // keeps serving.
    let res = app
        .http
        .head(app.url("/api/contact/export.csv"))
        .bearer_auth(&w.admin_token)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let res = app
        .http
        .get(app.url("/api/contact/mail/export.csv"))
        .header("accept-encoding", "gzip")
        .bearer_auth(&w.admin_token)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let _ = res.bytes().await.unwrap();
    assert_eq!(app.get("/healthz", None).await.status(), 200);
    // Not for clients.
    assert_eq!(
        app.get("/api/contact/export.csv", Some(&w.a_token))
            .await
            .status(),
        403
    );
}

/// More rows than one export chunk, so the stream's paging is exercised.
async fn exports_stream_every_row(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    let now = portico_tests::now_ms();
    let mut tx = app.db.begin().await.unwrap();
    for i in 0..1203 {
        sqlx::query("INSERT INTO contact_submissions (id, name, email, phone, message, permission, page, created_at) VALUES ($1, $2, 'x@example.com', '9876501234', 'm', 1, 'contact', $3)")
            .bind(uuid::Uuid::new_v4().to_string())
            .bind(format!("Person {i}"))
            // Some share a timestamp, so the keyset must break ties by id.
            .bind(now - (i / 3) as i64)
            .execute(&mut *tx)
            .await
            .unwrap();
    }
    tx.commit().await.unwrap();
    let csv = app
        .get("/api/contact/export.csv", admin)
        .await
        .text()
        .await
        .unwrap();
    let mut names: Vec<&str> = csv
        .split("\r\n")
        .skip(1)
        .filter(|l| !l.is_empty())
        .map(|l| l.split(',').next().unwrap())
        .collect();
    assert_eq!(names.len(), 1203);
    names.sort();
    names.dedup();
    assert_eq!(names.len(), 1203, "no row twice");
    let csv = app
        .get("/api/contact/export.csv?q=person%2012", admin)
        .await
        .text()
        .await
        .unwrap();
    assert_eq!(
        csv.split("\r\n").filter(|l| !l.is_empty()).count(),
        1 + 1 + 10 + 3,
        "the header, Person 12, 120-129 and 1200-1202"
    );
}

engine_tests!(
    submissions_are_read_counted_and_exported,
    exports_stream_every_row,
);
