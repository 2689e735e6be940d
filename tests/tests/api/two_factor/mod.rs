//! Two-factor sign-in with an authenticator app: setup, the code step after the password, codes
//! that work once, recovery codes, the throttle, `STAFF_2FA=required`, and what administrators
//! do about a colleague's sessions and lost phone.
//!
//! Codes are those of the current 30-second step and the next one, which the server takes
//! whichever step its clock is in when the request lands, so a step ending mid-test changes
//! nothing.

use portico_server::db::users::Role;
use portico_server::two_factor::{code_at, key_from_base32, now_secs, STEP_SECS};
use portico_tests::TestApp;
use serde_json::{json, Value};

mod admin;
mod sign_in;

pub const PASSWORD: &str = "password-1";

/// The authenticator app of one account: the key it scanned, and the code setup was confirmed
/// with (kept, since `now()` a moment later may be the next step's code).
pub struct Phone(Vec<u8>, String);

impl Phone {
    /// The app that scanned the key `setup` shows (`POST /user/twoFactor/setup`'s answer).
    pub fn scanning(setup: &Value) -> Self {
        Phone(
            key_from_base32(setup["secret"].as_str().unwrap()).unwrap(),
            String::new(),
        )
    }
    /// The code `turn_on` confirmed the setup with.
    pub fn confirmed_with(&self) -> &str {
        &self.1
    }
    /// The code it shows now, and the next one.
    pub fn now(&self) -> String {
        code_at(&self.0, now_secs())
    }
    pub fn next(&self) -> String {
        code_at(&self.0, now_secs() + STEP_SECS)
    }
    /// A code the server takes at no step near now (it takes one step either side).
    pub fn wrong(&self) -> String {
        let now = now_secs();
        let near: Vec<String> = (0..4u64)
            .map(|i| code_at(&self.0, now + i * STEP_SECS - STEP_SECS))
            .collect();
        (0..)
            .map(|n| format!("{n:06}"))
            .find(|c| !near.contains(c))
            .unwrap()
    }
}

pub async fn staff(app: &TestApp, email: &str) -> String {
    app.create_user(Role::Admin, "Sam Staff", email, PASSWORD)
        .await
}

pub async fn client(app: &TestApp, email: &str) -> String {
    app.create_user(Role::Client, "Ann Client", email, PASSWORD)
        .await
}

/// The sign-in answer of a password (client or staff endpoint).
pub async fn password_step(app: &TestApp, endpoint: &str, email: &str) -> Value {
    let res = app
        .post(
            endpoint,
            &json!({"email": email, "password": PASSWORD}),
            None,
        )
        .await;
    assert_eq!(res.status(), 200, "password step of {email}");
    res.json().await.unwrap()
}

/// Sets two-factor up for the signed-in `token`: the phone that scanned it and the recovery codes.
pub async fn turn_on(app: &TestApp, token: &str) -> (Phone, Vec<String>) {
    let res = app
        .post("/api/user/twoFactor/setup", &json!({}), Some(token))
        .await;
    assert_eq!(res.status(), 200);
    let setup: Value = res.json().await.unwrap();
    let mut phone = Phone::scanning(&setup);
    phone.1 = phone.now();
    let res = app
        .post(
            "/api/user/twoFactor/confirm",
            &json!({"code": phone.1}),
            Some(token),
        )
        .await;
    assert_eq!(res.status(), 200);
    let codes: Value = res.json().await.unwrap();
    let codes = codes["recoveryCodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_owned())
        .collect();
    (phone, codes)
}

/// The second step: `(status, body)`.
pub async fn code_step(app: &TestApp, challenge: &str, code: &str) -> (u16, Value) {
    let res = app
        .post(
            "/api/user/twoFactorSignIn",
            &json!({"challenge": challenge, "code": code}),
            None,
        )
        .await;
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

pub async fn status_of(app: &TestApp, token: &str) -> Value {
    let res = app.get("/api/user/twoFactor", Some(token)).await;
    assert_eq!(res.status(), 200);
    res.json().await.unwrap()
}
