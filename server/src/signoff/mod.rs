//! Sign-off of delivered work (ADR 0032), beside `invoicing.rs`: what a reader is shown of a round
//! and its digest (`view`), a decision and what an approval releases (`decide`), and telling a
//! round's approvers, whether staff asked it or it was asked again because a milestone was tied
//! to its goal. `db::signoffs` keeps the SQL; `routes::signoff` the HTTP.

mod decide;
mod view;

pub use decide::{decide, DecideRefused, Decided};
pub use view::{of_project, one, shown_digest, waiting_for, DecisionView, Reader, SignOffView};

use crate::error::{ApiError, ApiResult};
use crate::mail::compose::{Event, Item};
use crate::mail::notify;

/// Who decides a round (or a quote): the approvers fixed when it was asked (`fixed`; None for
/// one asked before they were kept) who still approve now (`now`): someone made an approver since
/// does not decide it, someone who left no longer does. If every approver of then has left (or
/// there was none yet), today's decide, rather than something nobody may ever close.
pub fn who_decides(fixed: Option<&[String]>, now: Vec<String>) -> Vec<String> {
    let still: Vec<String> = now
        .iter()
        .filter(|a| fixed.is_none_or(|f| f.contains(a)))
        .cloned()
        .collect();
    if still.is_empty() {
        now
    } else {
        still
    }
}

/// The round `id` as staff see it, once its approvers have been told (by mail, in the caller's
/// transaction): asked by staff, or asked again because a milestone was tied to its goal.
pub async fn tell_approvers(
    c: &mut sqlx::AnyConnection,
    admin: &crate::auth::AuthUser,
    id: &str,
    project: &crate::ids::ProjectId,
) -> ApiResult<SignOffView> {
    let reader = Reader {
        person: None,
        approver: false,
        money: admin.money(),
    };
    let (view, client) = one(&mut *c, id, reader).await?.ok_or(ApiError::NotFound)?;
    let project_title = crate::mail::notify::project_title(&mut *c, project)
        .await?
        .unwrap_or_default();
    let item = Item {
        event: Event::SignOffAsked,
        who: admin.name.clone(),
        title: view.title.clone(),
        project: project_title.clone(),
        body: view.summary.clone(),
        path: notify::sign_off_path(&project_title, id),
    };
    let client = crate::ids::UserId::from_stored(client);
    notify::sign_off(&mut *c, (&client, project), item, &[]).await?;
    Ok(view)
}
