//! The route x role table's rows for the other ways in: two-factor, the identity provider,
//! passkeys, and what staff do about a colleague's.

use serde_json::{json, Value};

use super::{Made, Row};

pub(super) fn rows(s: &Made) -> Vec<Row> {
    let invited_staff = &s.invited_staff;
    vec![
        (
            "post",
            "/user/twoFactorSignIn",
            "/user/twoFactorSignIn".into(),
            json!({"challenge": "a".repeat(43), "code": "123456"}),
            [400, 400, 400, 400],
        ),
        (
            "get",
            "/user/twoFactor",
            "/user/twoFactor".into(),
            Value::Null,
            [401, 200, 200, 200],
        ),
        (
            "post",
            "/user/twoFactor/setup",
            "/user/twoFactor/setup".into(),
            json!({}),
            [401, 200, 200, 200],
        ),
        (
            "post",
            "/user/twoFactor/confirm",
            "/user/twoFactor/confirm".into(),
            json!({"code": "000000"}),
            [401, 400, 400, 400],
        ),
        (
            "post",
            "/user/twoFactor/recoveryCodes",
            "/user/twoFactor/recoveryCodes".into(),
            json!({"code": "000000"}),
            [401, 409, 409, 409],
        ),
        (
            "post",
            "/user/twoFactor/disable",
            "/user/twoFactor/disable".into(),
            json!({"code": "000000"}),
            [401, 409, 409, 409],
        ),
        // The identity provider's routes, on a server without one: found by nobody, past access.
        (
            "get",
            "/auth/providers",
            "/auth/providers".into(),
            Value::Null,
            [200, 200, 200, 200],
        ),
        (
            "post",
            "/auth/oidc/start",
            "/auth/oidc/start".into(),
            json!({}),
            [404, 404, 404, 404],
        ),
        (
            "post",
            "/auth/oidc/callback",
            "/auth/oidc/callback".into(),
            json!({"code": "c", "state": "s", "binding": "b".repeat(43)}),
            [404, 404, 404, 404],
        ),
        (
            "get",
            "/user/identities",
            "/user/identities".into(),
            Value::Null,
            [401, 200, 200, 200],
        ),
        (
            "post",
            "/user/identities/link",
            "/user/identities/link".into(),
            json!({}),
            [401, 404, 404, 404],
        ),
        (
            "post",
            "/user/identities/callback",
            "/user/identities/callback".into(),
            json!({"code": "c", "state": "s", "binding": "b".repeat(43)}),
            [401, 404, 404, 404],
        ),
        (
            "delete",
            "/user/identities/{identityId}",
            "/user/identities/00000000-0000-4000-8000-000000000000".into(),
            Value::Null,
            [401, 404, 404, 404],
        ),
        (
            "get",
            "/user/passkeys",
            "/user/passkeys".into(),
            Value::Null,
            [401, 200, 200, 200],
        ),
        // Sessions just signed in are in sudo mode.
        (
            "post",
            "/user/passkeys/register",
            "/user/passkeys/register".into(),
            json!({}),
            [401, 200, 200, 200],
        ),
        (
            "post",
            "/user/passkeys",
            "/user/passkeys".into(),
            json!({"ceremony": "made-up", "name": "Phone", "credential": {}}),
            [401, 400, 400, 400],
        ),
        (
            "put",
            "/user/passkeys/{passkeyId}",
            "/user/passkeys/00000000-0000-4000-8000-000000000000".into(),
            json!({"name": "Phone"}),
            [401, 404, 404, 404],
        ),
        (
            "delete",
            "/user/passkeys/{passkeyId}",
            "/user/passkeys/00000000-0000-4000-8000-000000000000".into(),
            Value::Null,
            [401, 404, 404, 404],
        ),
        (
            "post",
            "/auth/passkey/start",
            "/auth/passkey/start".into(),
            json!({}),
            [200, 200, 200, 200],
        ),
        (
            "post",
            "/auth/passkey/finish",
            "/auth/passkey/finish".into(),
            json!({"ceremony": "made-up", "credential": {}}),
            [400, 400, 400, 400],
        ),
        // Nobody here has a passkey to prove it with.
        (
            "post",
            "/user/sudo/passkey",
            "/user/sudo/passkey".into(),
            json!({}),
            [401, 409, 409, 409],
        ),
        (
            "post",
            "/user/sudo/passkey/finish",
            "/user/sudo/passkey/finish".into(),
            json!({"ceremony": "made-up", "credential": {}}),
            [401, 400, 400, 400],
        ),
        // A person's passkeys, as staff see and remove them.
        (
            "get",
            "/admin/accounts/{accountId}/passkeys",
            format!("/admin/accounts/{invited_staff}/passkeys"),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "delete",
            "/admin/accounts/{accountId}/passkeys/{passkeyId}",
            format!(
                "/admin/accounts/{invited_staff}/passkeys/00000000-0000-4000-8000-000000000000"
            ),
            Value::Null,
            [401, 403, 403, 404],
        ),
        (
            "delete",
            "/admin/accounts/{accountId}/signInLimits",
            format!("/admin/accounts/{invited_staff}/signInLimits"),
            Value::Null,
            [401, 403, 403, 204],
        ),
        // Where one is signed in: one's own sessions (another's id, or a made-up one: 404).
        (
            "get",
            "/user/sessions",
            "/user/sessions".into(),
            Value::Null,
            [401, 200, 200, 200],
        ),
        (
            "delete",
            "/user/sessions/{sessionId}",
            "/user/sessions/00000000-0000-4000-8000-000000000000".into(),
            Value::Null,
            [401, 404, 404, 404],
        ),
        (
            "post",
            "/user/sessions/signOutOthers",
            "/user/sessions/signOutOthers".into(),
            json!({}),
            [401, 204, 204, 204],
        ),
        // A client's two-factor, reset by staff: an id that is no client's answers 404.
        (
            "delete",
            "/user/twoFactor/{clientId}",
            "/user/twoFactor/00000000-0000-4000-8000-000000000000".into(),
            Value::Null,
            [401, 403, 403, 404],
        ),
        (
            "delete",
            "/admin/staff/{staffId}/twoFactor",
            format!("/admin/staff/{invited_staff}/twoFactor"),
            Value::Null,
            [401, 403, 403, 204],
        ),
        (
            "get",
            "/admin/staff/{staffId}/sessions",
            format!("/admin/staff/{invited_staff}/sessions"),
            Value::Null,
            [401, 403, 403, 200],
        ),
        (
            "delete",
            "/admin/staff/{staffId}/sessions/{sessionId}",
            format!("/admin/staff/{invited_staff}/sessions/00000000-0000-4000-8000-000000000000"),
            Value::Null,
            [401, 403, 403, 404],
        ),
    ]
}
