//! Quotes and change requests in the console (ADR 0044): staff write a draft (lines, taxes,
//! milestones, terms from a template), send it, make a new version of a sent one, and follow
//! each version's state and the month's conversion.

use std::collections::{BTreeMap, HashMap};

use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::{QuoteInput, QuoteReviseInput, QuoteTemplateInput};
use serde::Serialize;

use crate::auth::AdminUser;
use crate::db::audit::Entity;
use crate::db::quotes::{self, templates, templates::TermsTemplate};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::{ProjectId, QuoteId, QuoteTemplateId};
use crate::quoting::{self, QuoteView, Reader};
use crate::routes::registry::{Access, Api};
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/quote/all",
            Access::Admin,
            "Every quote and change request version, newest first (`project` narrows to one)",
            all,
        )
        .returns::<Vec<QuoteView>>()
        .post_json::<QuoteInput, _, _>(
            "/quote/create",
            Access::Admin,
            "Write a draft quote or change request for a project: lines, taxes, milestones, terms",
            create,
        )
        .creates::<QuoteView>()
        .put_json::<QuoteInput, _, _>(
            "/quote/edit/{quoteId}",
            Access::Admin,
            "Rewrite a draft (a sent version never changes)",
            edit,
        )
        .returns::<QuoteView>()
        .delete(
            "/quote/delete/{quoteId}",
            Access::Admin,
            "Delete a draft (a sent version is kept)",
            remove,
        )
        .no_content()
        .post(
            "/quote/send/{quoteId}",
            Access::Admin,
            "Send a draft to the company's approvers: frozen from now on, earlier versions superseded",
            send,
        )
        .returns::<QuoteView>()
        .post_json::<QuoteReviseInput, _, _>(
            "/quote/revise/{quoteId}",
            Access::Admin,
            "A new draft version of a sent one (to change it, or extend an expired one)",
            revise,
        )
        .creates::<QuoteView>()
        .get(
            "/quote/report",
            Access::Admin,
            "Per month of first sending: quotes sent, accepted, declined, expired, and the conversion",
            report,
        )
        .returns::<Vec<QuoteMonth>>()
        .get(
            "/quote/templates",
            Access::Admin,
            "The terms quotes start from",
            list_templates,
        )
        .returns::<Vec<TermsTemplate>>()
        .post_json::<QuoteTemplateInput, _, _>(
            "/quote/templates",
            Access::Admin,
            "Save terms to start later quotes from",
            add_template,
        )
        .creates::<TermsTemplate>()
        .delete(
            "/quote/templates/{quoteTemplateId}",
            Access::Admin,
            "Delete saved terms",
            remove_template,
        )
        .no_content()
}

fn staff_reader(admin: &crate::auth::AuthUser, full: bool) -> Reader<'_> {
    Reader {
        staff: true,
        person: None,
        money: admin.money(),
        full,
    }
}

async fn answer(state: &AppState, admin: &crate::auth::AuthUser, id: &str) -> ApiResult<QuoteView> {
    let mut c = state.db.acquire().await?;
    let row = quotes::row(&mut c, id).await?.ok_or(ApiError::NotFound)?;
    Ok(quoting::one(&mut c, row, staff_reader(admin, true)).await?)
}

async fn all(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Query(q): Query<HashMap<String, String>>,
) -> ApiResult<Json<Vec<QuoteView>>> {
    let project = match q.get("project").map(String::as_str) {
        None | Some("") => None,
        Some(p) => Some(ProjectId::parse(p).ok_or(ApiError::NotFound)?),
    };
    let mut c = state.db.acquire().await?;
    let rows = quotes::list(&mut c, project.as_ref()).await?;
    Ok(Json(
        quoting::views(&mut c, rows, staff_reader(&admin, false)).await?,
    ))
}

async fn create(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ApiJson(mut input): ApiJson<QuoteInput>,
) -> ApiResult<(StatusCode, Json<QuoteView>)> {
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let t = quoting::target(w.conn(), &mut input).await?;
    let q = input.validate()?;
    quoting::check_goals(w.conn(), &q, &t.project).await?;
    let year = portico_shared::Date::from_unix_ms(crate::db::now_ms()).year;
    let number = quotes::next_number(w.conn(), q.kind, year).await?;
    let content = serde_json::to_string(&echo(&input)).unwrap_or_default();
    let until = q.valid_until.to_string();
    let d = quoting::draft(&q, &t, &content, &until);
    let id = quotes::insert_draft(w.conn(), (&number, 1), &d, (&admin.id, &admin.name)).await?;
    w.log_created("quote.create", Entity::Quote, &id).await?;
    w.commit().await?;
    Ok((
        StatusCode::CREATED,
        Json(answer(&state, &admin, &id).await?),
    ))
}

/// The draft as typed, kept to fill the console's form again.
fn echo(input: &QuoteInput) -> serde_json::Value {
    fn num(n: &Option<portico_shared::validate::NumberOrText>) -> serde_json::Value {
        match n {
            Some(portico_shared::validate::NumberOrText::Number(x)) => serde_json::json!(x),
            Some(portico_shared::validate::NumberOrText::Text(t)) => serde_json::json!(t.trim()),
            None => serde_json::Value::Null,
        }
    }
    serde_json::json!({
        "project": input.project,
        "kind": input.kind,
        "title": input.title,
        "currency": input.currency,
        "validUntil": input.valid_until,
        "terms": input.terms,
        "rule": input.rule,
        "lines": input.lines.as_deref().unwrap_or_default().iter().map(|l| serde_json::json!({
            "title": l.title,
            "description": l.description,
            "quantity": num(&l.quantity),
            "unitPrice": num(&l.unit_price),
            "taxName": l.tax_name,
            "taxRate": num(&l.tax_rate),
            "milestone": l.milestone,
        })).collect::<Vec<_>>(),
        "milestones": input.milestones.as_deref().unwrap_or_default().iter().map(|m| serde_json::json!({
            "title": m.title,
            "release": m.release,
            "goal": m.goal,
            "dueDate": m.due_date,
        })).collect::<Vec<_>>(),
    })
}

async fn edit(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: QuoteId,
    ApiJson(mut input): ApiJson<QuoteInput>,
) -> ApiResult<Json<QuoteView>> {
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let row = quotes::lock(w.conn(), id.as_str())
        .await?
        .ok_or(ApiError::NotFound)?;
    if row.state != "draft" {
        return Err(ApiError::Conflict {
            field: "quote",
            message: "A sent version never changes: make a new version".into(),
        });
    }
    // A draft stays on its project.
    input.project = Some(row.project_id.clone());
    let t = quoting::target(w.conn(), &mut input).await?;
    let q = input.validate()?;
    quoting::check_goals(w.conn(), &q, &t.project).await?;
    let content = serde_json::to_string(&echo(&input)).unwrap_or_default();
    let until = q.valid_until.to_string();
    let before = w.track(Entity::Quote, id.as_str()).await?;
    if !quotes::update_draft(
        w.conn(),
        id.as_str(),
        &quoting::draft(&q, &t, &content, &until),
    )
    .await?
    {
        return Err(ApiError::NotFound);
    }
    w.log("quote.edit", before).await?;
    w.commit().await?;
    Ok(Json(answer(&state, &admin, id.as_str()).await?))
}

async fn remove(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: QuoteId,
) -> ApiResult<StatusCode> {
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Quote, id.as_str()).await?;
    if !quotes::delete_draft(w.conn(), id.as_str()).await? {
        return match quotes::row(w.conn(), id.as_str()).await? {
            Some(_) => Err(ApiError::Conflict {
                field: "quote",
                message: "A sent version is kept".into(),
            }),
            None => Err(ApiError::NotFound),
        };
    }
    w.log("quote.delete", before).await?;
    w.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn send(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: QuoteId,
) -> ApiResult<Json<QuoteView>> {
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Quote, id.as_str()).await?;
    quoting::send(w.conn(), id.as_str(), (&admin.id, &admin.name)).await?;
    w.log("quote.send", before).await?;
    w.commit().await?;
    state.mail.wake();
    Ok(Json(answer(&state, &admin, id.as_str()).await?))
}

async fn revise(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: QuoteId,
    ApiJson(input): ApiJson<QuoteReviseInput>,
) -> ApiResult<(StatusCode, Json<QuoteView>)> {
    let until = input.validate()?.map(|d| d.to_string());
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let new = quoting::revise(
        w.conn(),
        id.as_str(),
        until.as_deref(),
        (&admin.id, &admin.name),
    )
    .await?;
    w.log_created("quote.revise", Entity::Quote, &new).await?;
    w.commit().await?;
    Ok((
        StatusCode::CREATED,
        Json(answer(&state, &admin, &new).await?),
    ))
}

/// One month of quotes, by the month each number was first sent.
#[derive(Debug, Default, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteMonth {
    /// `YYYY-MM`.
    pub month: String,
    pub sent: i64,
    pub accepted: i64,
    pub declined: i64,
    /// Sent, not decided, past their last day.
    pub expired: i64,
    /// Sent, waiting for a decision.
    pub open: i64,
    /// Accepted out of sent, in percent (one decimal).
    pub conversion: f64,
}

async fn report(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
) -> ApiResult<Json<Vec<QuoteMonth>>> {
    let mut c = state.db.acquire().await?;
    let rows = quotes::report_rows(&mut c).await?;
    let today = crate::db::figures::today();
    let mut months: BTreeMap<String, QuoteMonth> = BTreeMap::new();
    for r in rows {
        let month = portico_shared::dates::format_ymd_from_ms(r.first_sent)[..7].to_owned();
        let m = months.entry(month.clone()).or_insert_with(|| QuoteMonth {
            month,
            ..QuoteMonth::default()
        });
        m.sent += 1;
        if r.accepted > 0 {
            m.accepted += 1;
        } else if r.open > 0 {
            if r.open_until.as_deref().is_some_and(|u| u < today.as_str()) {
                m.expired += 1;
            } else {
                m.open += 1;
            }
        } else if r.declined > 0 {
            m.declined += 1;
        }
    }
    let mut out: Vec<QuoteMonth> = months.into_values().rev().collect();
    for m in &mut out {
        m.conversion = if m.sent == 0 {
            0.0
        } else {
            (m.accepted as f64 * 1000.0 / m.sent as f64).round() / 10.0
        };
    }
    Ok(Json(out))
}

async fn list_templates(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
) -> ApiResult<Json<Vec<TermsTemplate>>> {
    let mut c = state.db.acquire().await?;
    Ok(Json(templates::all(&mut c).await?))
}

async fn add_template(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ApiJson(input): ApiJson<QuoteTemplateInput>,
) -> ApiResult<(StatusCode, Json<TermsTemplate>)> {
    let (name, terms) = input.validate()?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let Some(t) = templates::add(w.conn(), &name, &terms, &admin.id).await? else {
        return Err(ApiError::Conflict {
            field: "name",
            message: format!("At most {} saved terms: delete one first", templates::MAX),
        });
    };
    w.commit().await?;
    Ok((StatusCode::CREATED, Json(t)))
}

async fn remove_template(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: QuoteTemplateId,
) -> ApiResult<StatusCode> {
    let mut w = StaffWrite::begin(&state, &admin).await?;
    if !templates::remove(w.conn(), id.as_str()).await? {
        return Err(ApiError::NotFound);
    }
    w.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
