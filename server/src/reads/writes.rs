//! Which writes change which kept reads: one declared table, checked against what every write
//! route really does by `tests/tests/api/read_model.rs` (a route missing here fails it, like the
//! route x role table).
//!
//! How a change reaches the reads, in one line each:
//! - the write bumps the versions (`db::versions`) in its own transaction, so a read sees the
//!   write and the new version together or neither;
//! - after it commits, the projects whose kept read is now behind are rendered again
//!   (`ProjectReads::refresh`, asked by `staff::StaffWrite`); a write that bumped nothing renders
//!   nothing;
//! - writes that touch many projects (a rename) only bump: the keeper renders those within
//!   seconds, and a read in between renders for itself (never stale, only slower).
//!
//! When a read can be stale, and for how long: `docs/reads.md`.

/// What a write changes of the project reads (`GET /project/detail/{projectId}`, a client's
/// `GET /project/projectsUser`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Changes {
    /// No project read shows what it writes (goals, payments, tickets, accounts, submissions).
    Nothing,
    /// One project's read, and so its client's list.
    Project,
    /// A client's list only: a project added to it (the project's own read is new).
    ClientList,
    /// Every project of one client, and their list: the client's name shows in each.
    ClientProjects,
    /// Every project that shows one team member (in its team or as an assignee): renamed or
    /// removed.
    MemberProjects,
}

/// Every write route (method, path as in the API's OpenAPI document) and what it changes.
pub const WRITES: &[(&str, &str, Changes)] = &[
    // Attached files: no project read shows them.
    ("post", "/attachments", Changes::Nothing),
    ("delete", "/attachments/{attachmentId}", Changes::Nothing),
    // Projects, sprints and tasks: the project's read itself.
    ("post", "/project/createProject", Changes::ClientList),
    (
        "put",
        "/project/updateProject/{projectId}",
        Changes::Project,
    ),
    ("post", "/project/addSprint/{projectId}", Changes::Project),
    ("put", "/project/moveSprint/{sprintId}", Changes::Project),
    (
        "put",
        "/project/updateSprintCompleted/{sprintId}",
        Changes::Project,
    ),
    (
        "put",
        "/project/updateSprintStatus/{sprintId}",
        Changes::Project,
    ),
    ("post", "/project/addTask/{sprintId}", Changes::Project),
    ("put", "/project/updateTask/{taskId}", Changes::Project),
    (
        "put",
        "/project/updateTaskPriority/{taskId}",
        Changes::Project,
    ),
    (
        "put",
        "/project/updateTaskStatus/{taskId}",
        Changes::Project,
    ),
    ("delete", "/project/deleteTask/{taskId}", Changes::Project),
    // Names shown in many reads.
    ("put", "/user/edit/{clientId}", Changes::ClientProjects),
    ("put", "/user/profile", Changes::ClientProjects),
    ("put", "/team/edit/{id}", Changes::MemberProjects),
    ("delete", "/team/delete/{id}", Changes::MemberProjects),
    // Shown elsewhere: their own reads are asked of the tables each time.
    ("post", "/team/create", Changes::Nothing),
    ("post", "/project/addRequest", Changes::Nothing),
    ("post", "/activity/seen", Changes::Nothing),
    ("post", "/project/addUpdate/{projectId}", Changes::Nothing),
    ("post", "/goal/create", Changes::Nothing),
    // Logged time: the Hours view reads it, no kept project read shows it.
    ("post", "/hours/log", Changes::Nothing),
    // A project's rate and budgets: not in its kept read.
    ("put", "/hours/settings/{projectId}", Changes::Nothing),
    ("put", "/hours/rates/{projectId}", Changes::Nothing),
    ("put", "/hours/sprint/{sprintId}/budget", Changes::Nothing),
    ("put", "/hours/entry/{entryId}", Changes::Nothing),
    ("delete", "/hours/entry/{entryId}", Changes::Nothing),
    ("post", "/hours/timer/start", Changes::Nothing),
    ("post", "/hours/timer/stop", Changes::Nothing),
    // Prepaid blocks, approval of hours and their invoices: the Hours view and the money reads.
    ("post", "/hours/blocks", Changes::Nothing),
    ("post", "/hours/ask/{projectId}", Changes::Nothing),
    ("post", "/hours/invoice/{projectId}", Changes::Nothing),
    ("put", "/goal/status/{goalId}", Changes::Nothing),
    ("post", "/payment/create", Changes::Nothing),
    ("put", "/payment/paid/{paymentId}", Changes::Nothing),
    ("put", "/payment/due/{paymentId}", Changes::Nothing),
    ("post", "/payment/receipt/{paymentId}", Changes::Nothing),
    ("post", "/signoff/request", Changes::Nothing),
    // An approval completes a goal and makes milestones due: neither is in a project read.
    ("post", "/signoff/decide/{signOffId}", Changes::Nothing),
    // Invoices and billing details: no project read shows them, nor a milestone's status.
    ("put", "/invoice/settings", Changes::Nothing),
    ("post", "/invoice/create/{projectId}", Changes::Nothing),
    ("post", "/invoice/credit/{invoiceId}", Changes::Nothing),
    ("put", "/company/billing", Changes::Nothing),
    // Paying online: a booking writes receipts and statuses, which no project read shows.
    ("post", "/payments/pay/{invoiceId}", Changes::Nothing),
    ("post", "/payments/confirm/{invoiceId}", Changes::Nothing),
    ("post", "/payments/stripe/webhook", Changes::Nothing),
    ("post", "/payments/check", Changes::Nothing),
    (
        "post",
        "/payments/refund/{onlinePaymentId}",
        Changes::Nothing,
    ),
    // Quotes: no project read shows them; an acceptance's milestones and budget neither (the
    // project's row is touched so its open pages read them again).
    ("post", "/quote/create", Changes::Nothing),
    ("put", "/quote/edit/{quoteId}", Changes::Nothing),
    ("delete", "/quote/delete/{quoteId}", Changes::Nothing),
    ("post", "/quote/send/{quoteId}", Changes::Nothing),
    ("post", "/quote/revise/{quoteId}", Changes::Nothing),
    ("post", "/quote/decide/{quoteId}", Changes::Nothing),
    ("post", "/quote/templates", Changes::Nothing),
    (
        "delete",
        "/quote/templates/{quoteTemplateId}",
        Changes::Nothing,
    ),
    ("post", "/ticket/create", Changes::Nothing),
    ("put", "/ticket/{id}/status", Changes::Nothing),
    ("delete", "/ticket/{id}/delete", Changes::Nothing),
    ("post", "/ticket/{ticketId}/reply", Changes::Nothing),
    ("put", "/ticket/{id}/state", Changes::Nothing),
    ("put", "/ticket/{id}/priority", Changes::Nothing),
    ("post", "/ticket/{ticketId}/rating", Changes::Nothing),
    ("post", "/rating/{token}", Changes::Nothing),
    ("post", "/user/calendar", Changes::Nothing),
    ("post", "/user/tokens", Changes::Nothing),
    ("delete", "/user/tokens/{id}", Changes::Nothing),
    ("post", "/webhooks", Changes::Nothing),
    ("put", "/webhooks/{id}", Changes::Nothing),
    ("delete", "/webhooks/{id}", Changes::Nothing),
    ("post", "/webhooks/{id}/secret", Changes::Nothing),
    ("post", "/webhooks/{id}/test", Changes::Nothing),
    (
        "post",
        "/webhooks/{id}/deliveries/{deliveryId}/retry",
        Changes::Nothing,
    ),
    ("put", "/sla/calendar", Changes::Nothing),
    ("post", "/sla/holidays", Changes::Nothing),
    ("delete", "/sla/holidays/{date}", Changes::Nothing),
    ("post", "/sla/holidays/import", Changes::Nothing),
    ("post", "/sla/policies", Changes::Nothing),
    ("put", "/sla/policies/{id}", Changes::Nothing),
    ("put", "/client/{id}/sla-policy", Changes::Nothing),
    ("post", "/code/webhook", Changes::Nothing),
    ("post", "/code/{projectId}/issues", Changes::Nothing),
    (
        "post",
        "/code/{projectId}/issues/{number}/comments",
        Changes::Nothing,
    ),
    ("post", "/contact/submit", Changes::Nothing),
    ("post", "/contact/mail/submit", Changes::Nothing),
    ("put", "/contact/status/{id}", Changes::Nothing),
    ("delete", "/contact/delete/{id}", Changes::Nothing),
    ("delete", "/contact/mail/delete/{id}", Changes::Nothing),
    // Accounts, sessions and sign-in: no project read shows them.
    ("post", "/user/signup", Changes::Nothing),
    // A company's people: who sees which project is the caller's scope, not the reads.
    ("post", "/user/people/{clientId}", Changes::Nothing),
    (
        "put",
        "/user/people/{clientId}/{personId}",
        Changes::Nothing,
    ),
    (
        "post",
        "/user/people/{clientId}/{personId}/invitation",
        Changes::Nothing,
    ),
    (
        "delete",
        "/user/people/{clientId}/{personId}",
        Changes::Nothing,
    ),
    ("post", "/company/people", Changes::Nothing),
    ("put", "/company/people/{personId}", Changes::Nothing),
    (
        "post",
        "/company/people/{personId}/invitation",
        Changes::Nothing,
    ),
    ("delete", "/company/people/{personId}", Changes::Nothing),
    ("post", "/company/transfer/{personId}", Changes::Nothing),
    ("post", "/user/login", Changes::Nothing),
    ("post", "/user/logout", Changes::Nothing),
    ("put", "/user/password", Changes::Nothing),
    ("put", "/user/language", Changes::Nothing),
    ("put", "/user/appearance", Changes::Nothing),
    ("put", "/user/notifications", Changes::Nothing),
    ("put", "/user/active/{clientId}", Changes::Nothing),
    ("put", "/user/setPassword/{clientId}", Changes::Nothing),
    ("put", "/user/follow/{clientId}", Changes::Nothing),
    ("post", "/user/forgotPassword", Changes::Nothing),
    ("post", "/user/resetPassword", Changes::Nothing),
    ("post", "/user/signInLink", Changes::Nothing),
    ("post", "/user/linkSignIn", Changes::Nothing),
    ("post", "/user/signInLinkAccount", Changes::Nothing),
    ("post", "/user/sudo", Changes::Nothing),
    ("post", "/user/sudo/passkey", Changes::Nothing),
    ("post", "/user/sudo/passkey/finish", Changes::Nothing),
    ("post", "/user/passkeys/register", Changes::Nothing),
    ("post", "/user/passkeys", Changes::Nothing),
    ("put", "/user/passkeys/{passkeyId}", Changes::Nothing),
    ("delete", "/user/passkeys/{passkeyId}", Changes::Nothing),
    ("post", "/auth/passkey/start", Changes::Nothing),
    ("post", "/auth/passkey/finish", Changes::Nothing),
    ("post", "/user/invitation", Changes::Nothing),
    ("post", "/user/acceptInvitation", Changes::Nothing),
    ("delete", "/user/invitation/{clientId}", Changes::Nothing),
    (
        "post",
        "/user/invitation/{clientId}/resend",
        Changes::Nothing,
    ),
    ("post", "/user/twoFactor/setup", Changes::Nothing),
    ("post", "/user/twoFactor/confirm", Changes::Nothing),
    ("post", "/user/twoFactor/disable", Changes::Nothing),
    ("post", "/user/twoFactor/recoveryCodes", Changes::Nothing),
    ("post", "/user/twoFactorSignIn", Changes::Nothing),
    ("post", "/user/identities/link", Changes::Nothing),
    ("post", "/user/identities/callback", Changes::Nothing),
    ("delete", "/user/identities/{identityId}", Changes::Nothing),
    ("post", "/auth/oidc/start", Changes::Nothing),
    ("post", "/auth/oidc/callback", Changes::Nothing),
    ("post", "/mail/unsubscribe/{token}", Changes::Nothing),
    ("post", "/admin/login", Changes::Nothing),
    ("post", "/admin/viewAs/{clientId}", Changes::Nothing),
    ("post", "/admin/mail/test", Changes::Nothing),
    ("post", "/admin/mail/{mailId}/resend", Changes::Nothing),
    ("post", "/admin/staff/invite", Changes::Nothing),
    ("put", "/admin/staff/{staffId}/active", Changes::Nothing),
    // The role and name new entries are logged with: no read changes until one is logged.
    ("put", "/admin/staff/{staffId}/hours", Changes::Nothing),
    (
        "post",
        "/admin/staff/{staffId}/invitation",
        Changes::Nothing,
    ),
    (
        "delete",
        "/admin/staff/{staffId}/invitation",
        Changes::Nothing,
    ),
    (
        "delete",
        "/admin/staff/{staffId}/sessions/{sessionId}",
        Changes::Nothing,
    ),
    (
        "delete",
        "/admin/staff/{staffId}/twoFactor",
        Changes::Nothing,
    ),
    ("delete", "/user/twoFactor/{clientId}", Changes::Nothing),
    (
        "delete",
        "/admin/accounts/{accountId}/passkeys/{passkeyId}",
        Changes::Nothing,
    ),
    (
        "delete",
        "/admin/accounts/{accountId}/signInLimits",
        Changes::Nothing,
    ),
    ("delete", "/user/sessions/{sessionId}", Changes::Nothing),
    ("post", "/user/sessions/signOutOthers", Changes::Nothing),
];

/// What the write route `method path` changes; `None` for a route not declared (a read, or a
/// write someone forgot to put here).
pub fn changes(method: &str, path: &str) -> Option<Changes> {
    WRITES
        .iter()
        .find(|(m, p, _)| m.eq_ignore_ascii_case(method) && *p == path)
        .map(|&(_, _, c)| c)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    /// Every write route of the API is declared, once, and nothing else is.
    #[test]
    fn the_table_declares_every_write_route_once() {
        let doc = crate::routes::openapi_document();
        let writes: BTreeSet<(String, String)> = doc["paths"]
            .as_object()
            .into_iter()
            .flatten()
            .flat_map(|(path, methods)| {
                methods
                    .as_object()
                    .into_iter()
                    .flatten()
                    .filter(|(m, _)| *m != "get")
                    .map(move |(m, _)| (m.clone(), path.clone()))
            })
            .collect();
        let declared: Vec<(String, String)> = WRITES
            .iter()
            .map(|(m, p, _)| (m.to_string(), p.to_string()))
            .collect();
        let unique: BTreeSet<_> = declared.iter().cloned().collect();
        assert_eq!(unique.len(), declared.len(), "a route declared twice");
        let missing: Vec<_> = writes.difference(&unique).collect();
        let stale: Vec<_> = unique.difference(&writes).collect();
        assert!(
            missing.is_empty(),
            "writes missing from WRITES: {missing:?}"
        );
        assert!(stale.is_empty(), "WRITES rows for no route: {stale:?}");
    }
}
