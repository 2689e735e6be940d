//! The route x role table's rows for Portico where people already look (issue 58): calendar
//! links and feeds, personal API tokens, webhook endpoints.

use serde_json::{json, Value};

use super::{delete, get, post, put, Made, Route};

/// An endpoint at a closed loopback port (the suite's servers allow loopback addresses): every
/// delivery to it fails at once, and nothing leaves the machine.
pub(super) fn endpoint() -> Value {
    json!({"url": "http://127.0.0.1:9/table", "format": "standard", "events": ["ticket.opened"]})
}

pub(super) fn rows(s: &Made) -> Vec<Route> {
    let (hook, delivery) = (s.webhook.as_str(), s.delivery.as_str());
    let feed = format!("{}.ics", s.bogus);
    let mut edit = endpoint();
    edit["active"] = json!(true);
    vec![
        // Everyone signed in has a calendar link; a made-up one is no feed, for anyone.
        get("/user/calendar").signed_in(200),
        post("/user/calendar").signed_in(200),
        get("/calendar/{file}").ids([&feed]).anyone(404),
        get("/user/tokens").signed_in(200),
        post("/user/tokens")
            .body(json!({"name": "Table token", "scope": "read", "expiresInDays": 30}))
            .signed_in(201),
        // Client A's token: A ends it; it is nobody else's.
        delete("/user/tokens/{id}")
            .ids([&s.api_token])
            .expect([401, 204, 404, 404]),
        // Staff have the firm's endpoints, an owner (A and B are) their company's; the firm's
        // endpoint is no company's (404, as for a missing one).
        get("/webhooks").signed_in(200),
        post("/webhooks").body(endpoint()).signed_in(201),
        put("/webhooks/{id}")
            .ids([hook])
            .body(edit)
            .expect([401, 404, 404, 200]),
        post("/webhooks/{id}/secret")
            .ids([hook])
            .expect([401, 404, 404, 200]),
        post("/webhooks/{id}/test")
            .ids([hook])
            .expect([401, 404, 404, 202]),
        get("/webhooks/{id}/deliveries")
            .ids([hook])
            .expect([401, 404, 404, 200]),
        post("/webhooks/{id}/deliveries/{deliveryId}/retry")
            .ids([hook, delivery])
            .expect([401, 404, 404, 202]),
        delete("/webhooks/{id}")
            .ids([hook])
            .expect([401, 404, 404, 204]),
    ]
}
