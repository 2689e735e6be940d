//! The route x role table's rows for what comes in: the contact form, tickets, code updates;
//! and the last row, which ends the callers' sessions.

use serde_json::json;

use super::{delete, get, post, put, Made, Route};
use crate::world::World;

pub(super) fn rows(w: &World, s: &Made) -> Vec<Route> {
    let (a, pa, contact_id, sub_id) = (&w.a, &w.project_a, &s.contact_id, &s.sub_id);
    vec![
        post("/contact/submit")
            .body(json!({"name": "Q", "email": "q@example.com", "phone": "9876501234", "message": "Hi", "permission": true}))
            .anyone(201),
        post("/contact/mail/submit")
            .body(json!({"email": "reader@example.com"}))
            .anyone(200),
        get("/contact/submissions").staff_only(200),
        get("/contact/submission/{id}")
            .ids([contact_id])
            .staff_only(200),
        put("/contact/status/{id}")
            .ids([contact_id])
            .body(json!({"status": "replied"}))
            .staff_only(200),
        get("/contact/counts").staff_only(200),
        get("/contact/export.csv").staff_only(200),
        get("/contact/mail/export.csv").staff_only(200),
        delete("/contact/delete/{id}")
            .ids([contact_id])
            .staff_only(204),
        get("/contact/mail/submissions").staff_only(200),
        delete("/contact/mail/delete/{id}")
            .ids([sub_id])
            .staff_only(204),
        get("/ticket/all").staff_only(200),
        get("/ticket/{userId}").ids([a]).a_and_staff(200),
        post("/ticket/create")
            .body(json!({"title": "Help", "description": "Please"}))
            .clients_only(201),
        get("/ticket/{ticketId}/comments")
            .ids([&w.ticket_a])
            .a_and_staff(200),
        post("/ticket/{ticketId}/reply")
            .ids([&w.ticket_a])
            .body(json!({"text": "Any news?"}))
            .a_and_staff(201),
        put("/ticket/{id}/status")
            .ids([&w.ticket_a])
            .body(json!({"status": "Close"}))
            .staff_only(200),
        delete("/ticket/{id}/delete")
            .ids([&w.ticket_b])
            .staff_only(204),
        // Tickets on the clock (ADR 0045). Client A's ticket is closed: done, so A may rate it.
        put("/ticket/{id}/state")
            .ids([&w.ticket_a])
            .body(json!({"state": "closed"}))
            .staff_only(200),
        put("/ticket/{id}/priority")
            .ids([&w.ticket_a])
            .body(json!({"priority": "high"}))
            .staff_only(200),
        post("/ticket/{ticketId}/rating")
            .ids([&w.ticket_a])
            .body(json!({"score": "good"}))
            .expect([401, 200, 404, 403]),
        get("/rating/{token}")
            .ids(["not-a-link"])
            .expect([404, 404, 404, 404]),
        post("/rating/{token}")
            .ids(["not-a-link"])
            .body(json!({"score": "good"}))
            .expect([404, 404, 404, 404]),
        get("/ticket/report").staff_only(200),
        get("/ticket/report.csv").staff_only(200),
        get("/company/support-report").clients_only(200),
        get("/sla/calendar").signed_in(200),
        put("/sla/calendar")
            .body(json!({"zone": "Europe/Paris", "week": [[[540, 1080]], [[540, 1080]], [[540, 1080]], [[540, 1080]], [[540, 1080]], [], []]}))
            .staff_only(200),
        post("/sla/holidays")
            .body(json!({"date": "2027-05-01", "name": "May Day"}))
            .staff_only(200),
        delete("/sla/holidays/{date}")
            .ids(["2027-05-01"])
            .staff_only(200),
        post("/sla/holidays/import")
            .body(json!({"ics": "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20270715\r\nSUMMARY:Summer\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"}))
            .staff_only(200),
        get("/sla/policies").staff_only(200),
        post("/sla/policies")
            .body(super::policy_body("Silver"))
            .staff_only(201),
        put("/sla/policies/{id}")
            .ids([&s.policy])
            .body(super::policy_body("Gold, renamed"))
            .staff_only(200),
        get("/client/{id}/sla-policy").ids([a]).staff_only(200),
        put("/client/{id}/sla-policy")
            .ids([a])
            .body(json!({"policy": s.policy}))
            .staff_only(200),
        // Attached files: any signed-in person uploads; a file attached to client A's ticket is
        // A's and staff's; a file not sent yet, its uploader's alone.
        post("/attachments")
            .path("/attachments?name=notes.txt")
            .body(json!("Some notes"))
            .signed_in(201),
        get("/attachments/limits").signed_in(200),
        get("/attachments/{attachmentId}")
            .ids([&s.file])
            .a_and_staff(200),
        get("/attachments/{attachmentId}/thumbnail")
            .ids([&s.file])
            .a_and_staff(200),
        delete("/attachments/{attachmentId}")
            .ids([&s.waiting_file])
            .expect([401, 204, 404, 404]),
        // Code updates. The default code host is a closed port and there is no token: a read
        // answers with what is kept, a write is not configured.
        get("/code/{projectId}").ids([pa]).a_and_staff(200),
        post("/code/{projectId}/issues")
            .ids([pa])
            .body(json!({"title": "Checkout fails"}))
            .a_and_staff(409),
        post("/code/{projectId}/issues/{number}/comments")
            .ids([pa, "1"])
            .body(json!({"body": "Still failing"}))
            .a_and_staff(409),
        post("/code/webhook")
            .body(json!({"repository": {"full_name": "acme/storefront"}}))
            .anyone(401),
        get("/openapi.json").anyone(200),
        // Last: it ends each caller's session.
        post("/user/logout").signed_in(204),
    ]
}
