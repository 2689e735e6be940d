//! The route x role table's rows for what comes in: the contact form, tickets, code updates;
//! and the last row, which ends the callers' sessions.

use serde_json::{json, Value};

use super::{Made, Row};
use crate::world::World;

pub(super) fn rows(w: &World, s: &Made) -> Vec<Row> {
    let (a, pa, contact_id, sub_id) = (&w.a, &w.project_a, &s.contact_id, &s.sub_id);
    vec![
        (
            "post",
            "/contact/submit",
            "/contact/submit".into(),
            json!({"name": "Q", "email": "q@example.com", "phone": "9876501234", "message": "Hi", "permission": true}),
            [201, 201, 201, 201],
        ),
        (
            "post",
            "/contact/mail/submit",
            "/contact/mail/submit".into(),
            json!({"email": "reader@example.com"}),
            [200, 200, 200, 200],
        ),
        (
            "get",
            "/contact/submissions",
            "/contact/submissions".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "get",
            "/contact/submission/{id}",
            format!("/contact/submission/{contact_id}"),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "put",
            "/contact/status/{id}",
            format!("/contact/status/{contact_id}"),
            json!({"status": "replied"}),
            [401, 403, 403, 200],
        ),
        (
            "get",
            "/contact/counts",
            "/contact/counts".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "get",
            "/contact/export.csv",
            "/contact/export.csv".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "get",
            "/contact/mail/export.csv",
            "/contact/mail/export.csv".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "delete",
            "/contact/delete/{id}",
            format!("/contact/delete/{contact_id}"),
            Value::Null,
            [401, 403, 403, 204],
        ),
        (
            "get",
            "/contact/mail/submissions",
            "/contact/mail/submissions".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "delete",
            "/contact/mail/delete/{id}",
            format!("/contact/mail/delete/{sub_id}"),
            Value::Null,
            [401, 403, 403, 204],
        ),
        (
            "get",
            "/ticket/all",
            "/ticket/all".into(),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "get",
            "/ticket/{userId}",
            format!("/ticket/{a}"),
            Value::Null,
            [401, 200, 404, 200],
        ),
        (
            "post",
            "/ticket/create",
            "/ticket/create".into(),
            json!({"title": "Help", "description": "Please"}),
            [401, 201, 201, 403],
        ),
        (
            "get",
            "/ticket/{ticketId}/comments",
            format!("/ticket/{}/comments", w.ticket_a),
            Value::Null,
            [401, 200, 404, 200],
        ),
        (
            "post",
            "/ticket/{ticketId}/reply",
            format!("/ticket/{}/reply", w.ticket_a),
            json!({"text": "Any news?"}),
            [401, 201, 404, 201],
        ),
        (
            "put",
            "/ticket/{id}/status",
            format!("/ticket/{}/status", w.ticket_a),
            json!({"status": "Close"}),
            [401, 403, 403, 200],
        ),
        (
            "delete",
            "/ticket/{id}/delete",
            format!("/ticket/{}/delete", w.ticket_b),
            Value::Null,
            [401, 403, 403, 204],
        ),
        // Attached files: any signed-in person uploads; a file attached to client A's ticket is
        // A's and staff's; a file not sent yet, its uploader's alone.
        (
            "post",
            "/attachments",
            "/attachments?name=notes.txt".into(),
            json!("Some notes"),
            [401, 201, 201, 201],
        ),
        (
            "get",
            "/attachments/limits",
            "/attachments/limits".into(),
            Value::Null,
            [401, 200, 200, 200],
        ),
        (
            "get",
            "/attachments/{attachmentId}",
            format!("/attachments/{}", s.file),
            Value::Null,
            [401, 200, 404, 200],
        ),
        (
            "get",
            "/attachments/{attachmentId}/thumbnail",
            format!("/attachments/{}/thumbnail", s.file),
            Value::Null,
            [401, 200, 404, 200],
        ),
        (
            "delete",
            "/attachments/{attachmentId}",
            format!("/attachments/{}", s.waiting_file),
            Value::Null,
            [401, 204, 404, 404],
        ),
        // Code updates. The default code host is a closed port and there is no token: a read
        // answers with what is kept, a write is not configured.
        (
            "get",
            "/code/{projectId}",
            format!("/code/{pa}"),
            Value::Null,
            [401, 200, 404, 200],
        ),
        (
            "post",
            "/code/{projectId}/issues",
            format!("/code/{pa}/issues"),
            json!({"title": "Checkout fails"}),
            [401, 409, 404, 409],
        ),
        (
            "post",
            "/code/{projectId}/issues/{number}/comments",
            format!("/code/{pa}/issues/1/comments"),
            json!({"body": "Still failing"}),
            [401, 409, 404, 409],
        ),
        (
            "post",
            "/code/webhook",
            "/code/webhook".into(),
            json!({"repository": {"full_name": "acme/storefront"}}),
            [401, 401, 401, 401],
        ),
        (
            "get",
            "/openapi.json",
            "/openapi.json".into(),
            Value::Null,
            [200, 200, 200, 200],
        ),
        // Last: it ends each caller's session.
        (
            "post",
            "/user/logout",
            "/user/logout".into(),
            Value::Null,
            [401, 204, 204, 204],
        ),
    ]
}
