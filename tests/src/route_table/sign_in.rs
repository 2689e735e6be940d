//! The route x role table's rows for the other ways in: two-factor, the identity provider,
//! passkeys, and what staff do about a colleague's.

use serde_json::json;

use super::{delete, get, post, put, Made, Route, NO_SUCH};

pub(super) fn rows(s: &Made) -> Vec<Route> {
    let invited_staff = &s.invited_staff;
    vec![
        post("/user/twoFactorSignIn")
            .body(json!({"challenge": "a".repeat(43), "code": "123456"}))
            .anyone(400),
        get("/user/twoFactor").signed_in(200),
        post("/user/twoFactor/setup").body(json!({})).signed_in(200),
        post("/user/twoFactor/confirm")
            .body(json!({"code": "000000"}))
            .signed_in(400),
        post("/user/twoFactor/recoveryCodes")
            .body(json!({"code": "000000"}))
            .signed_in(409),
        post("/user/twoFactor/disable")
            .body(json!({"code": "000000"}))
            .signed_in(409),
        // The identity provider's routes, on a server without one: found by nobody, past access.
        get("/auth/providers").anyone(200),
        post("/auth/oidc/start").body(json!({})).anyone(404),
        post("/auth/oidc/callback")
            .body(json!({"code": "c", "state": "s", "binding": "b".repeat(43)}))
            .anyone(404),
        get("/user/identities").signed_in(200),
        post("/user/identities/link").body(json!({})).signed_in(404),
        post("/user/identities/callback")
            .body(json!({"code": "c", "state": "s", "binding": "b".repeat(43)}))
            .signed_in(404),
        delete("/user/identities/{identityId}")
            .ids([NO_SUCH])
            .signed_in(404),
        get("/user/passkeys").signed_in(200),
        // Sessions just signed in are in sudo mode.
        post("/user/passkeys/register")
            .body(json!({}))
            .signed_in(200),
        post("/user/passkeys")
            .body(json!({"ceremony": "made-up", "name": "Phone", "credential": {}}))
            .signed_in(400),
        put("/user/passkeys/{passkeyId}")
            .ids([NO_SUCH])
            .body(json!({"name": "Phone"}))
            .signed_in(404),
        delete("/user/passkeys/{passkeyId}")
            .ids([NO_SUCH])
            .signed_in(404),
        post("/auth/passkey/start").body(json!({})).anyone(200),
        post("/auth/passkey/finish")
            .body(json!({"ceremony": "made-up", "credential": {}}))
            .anyone(400),
        // Nobody here has a passkey to prove it with.
        post("/user/sudo/passkey").body(json!({})).signed_in(409),
        post("/user/sudo/passkey/finish")
            .body(json!({"ceremony": "made-up", "credential": {}}))
            .signed_in(400),
        // A person's passkeys, as staff see and remove them.
        get("/admin/accounts/{accountId}/passkeys")
            .ids([invited_staff])
            .staff_only(200),
        delete("/admin/accounts/{accountId}/passkeys/{passkeyId}")
            .ids([invited_staff, NO_SUCH])
            .staff_only(404),
        delete("/admin/accounts/{accountId}/signInLimits")
            .ids([invited_staff])
            .staff_only(204),
        // Where one is signed in: one's own sessions (another's id, or a made-up one: 404).
        get("/user/sessions").signed_in(200),
        delete("/user/sessions/{sessionId}")
            .ids([NO_SUCH])
            .signed_in(404),
        post("/user/sessions/signOutOthers")
            .body(json!({}))
            .signed_in(204),
        // A client's two-factor, reset by staff: an id that is no client's answers 404.
        delete("/user/twoFactor/{clientId}")
            .ids([NO_SUCH])
            .staff_only(404),
        delete("/admin/staff/{staffId}/twoFactor")
            .ids([invited_staff])
            .staff_only(204),
        get("/admin/staff/{staffId}/sessions")
            .ids([invited_staff])
            .staff_only(200),
        delete("/admin/staff/{staffId}/sessions/{sessionId}")
            .ids([invited_staff, NO_SUCH])
            .staff_only(404),
    ]
}
