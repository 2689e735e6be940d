//! Requests the stories make again and again, as `TestApp` methods: a PUT, a read that must
//! succeed, a password sign-in however it goes, whether a session still works, the audit log.

use portico_server::db::users::Role;
use serde_json::{json, Value};

use crate::{created, error_of, TestApp};

impl TestApp {
    /// An account made straight in the store and signed in with its password (staff at the staff
    /// endpoint, clients at theirs): its id and its session.
    pub async fn signed_in(
        &self,
        role: Role,
        name: &str,
        email: &str,
        password: &str,
    ) -> (String, String) {
        let id = self.create_user(role, name, email, password).await;
        let token = match role {
            Role::Admin => self.admin_login(email, password).await,
            Role::Client => self.login(email, password).await,
        };
        (id, token)
    }

    /// `PUT path` with a JSON body.
    pub async fn put(&self, path: &str, body: &Value, token: Option<&str>) -> reqwest::Response {
        self.send("put", path, Some(body), token).await
    }

    /// `DELETE path`.
    pub async fn delete(&self, path: &str, token: Option<&str>) -> reqwest::Response {
        self.send("delete", path, None, token).await
    }

    /// The JSON `GET path` answers; any status but a success fails the test, showing the body.
    pub async fn read(&self, path: &str, token: Option<&str>) -> Value {
        created(self.get(path, token).await).await
    }

    /// A password sign-in as someone types it (`POST /api/user/login`): the answer, whatever it
    /// is (`login` is the one that must succeed).
    pub async fn try_login(&self, email: &str, password: &str) -> reqwest::Response {
        self.post(
            "/api/user/login",
            &json!({ "email": email, "password": password }),
            None,
        )
        .await
    }

    /// Opens an emailed link (`/api/user/invitation`, `linkSignIn`, …) as nobody signed in: its
    /// token posted to `path`; the answer, whatever it is.
    pub async fn open_link(&self, path: &str, token: &str) -> reqwest::Response {
        self.post(path, &json!({ "token": token }), None).await
    }

    /// Chooses a password through an emailed link (`/api/user/acceptInvitation`,
    /// `resetPassword`): its token and the password posted to `path` as nobody signed in.
    pub async fn choose_password(
        &self,
        path: &str,
        token: &str,
        password: &str,
    ) -> reqwest::Response {
        self.post(path, &json!({ "token": token, "password": password }), None)
            .await
    }

    /// Asserts that `path` refuses an emailed link's `token` by name (400 naming the field
    /// `token`), sent with a password as a page that asks for one sends it. The error.
    pub async fn refuses_token(&self, path: &str, token: &str) -> Value {
        let (status, err) = error_of(
            self.choose_password(path, token, "someone-chose-this")
                .await,
        )
        .await;
        assert_eq!(
            (status, err["field"].as_str()),
            (400, Some("token")),
            "{path}: {err}"
        );
        err
    }

    /// What `GET /api/user/userProfile` answers a session: 200 while it lasts, 401 once it ended.
    pub async fn session_status(&self, token: &str) -> u16 {
        self.get("/api/user/userProfile", Some(token))
            .await
            .status()
            .as_u16()
    }

    /// The audit log's entries staff see at `/api/admin/audit{query}` (`query`: empty, or
    /// `?project=…`, `?client=…`), in the order it lists them.
    pub async fn audit(&self, admin: &str, query: &str) -> Vec<Value> {
        let log = self
            .read(&format!("/api/admin/audit{query}"), Some(admin))
            .await;
        log.as_array()
            .unwrap_or_else(|| panic!("the audit log is a list: {log}"))
            .clone()
    }

    /// The first entry of `action` the audit log at `query` lists; none fails the test.
    pub async fn audit_entry(&self, admin: &str, query: &str, action: &str) -> Value {
        let log = self.audit(admin, query).await;
        log.iter()
            .find(|e| e["action"] == action)
            .unwrap_or_else(|| panic!("no {action} in the audit log: {log:?}"))
            .clone()
    }

    /// The OpenAPI document the server generates from its route table.
    pub async fn openapi(&self) -> Value {
        self.read("/api/openapi.json", None).await
    }
}
