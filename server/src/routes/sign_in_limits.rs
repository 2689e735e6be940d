//! Staff's "Clear sign-in limits" on a person: someone locked out of their own account by
//! others' failed tries (or by links others asked for) calls the firm, staff check who is
//! calling, and the account's failure counts and link budgets start again. Audited.

use axum::extract::{Path, State};
use axum::http::StatusCode;

use crate::auth::{AdminUser, Sudo};
use crate::error::ApiResult;
use crate::routes::registry::{Access, Api};
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .delete(
            "/admin/accounts/{accountId}/signInLimits",
            Access::Admin,
            "Clear a person's sign-in limits: the failed attempts counted against their account, \
             and the budgets of links mailed to it",
            clear,
        )
        .no_content()
        .sudo()
        .never_by_token()
}

async fn clear(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    Sudo(admin): Sudo,
    Path(account): Path<String>,
) -> ApiResult<StatusCode> {
    let account = crate::accounts::any(&state, &account).await?;
    crate::throttle::clear_account(&state.db, &account.email, account.id.as_str()).await?;
    let entity = crate::accounts::entity_of(&account);
    let mut w = StaffWrite::begin(&state, &admin).await?;
    w.log_event(
        &format!("{}.sign_in_limits_clear", entity.name()),
        entity,
        account.id.as_str(),
    )
    .await?;
    w.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
