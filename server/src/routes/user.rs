//! Accounts: client sign-in and sign-out, profile, password and language; staff create clients.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::{
    AppearanceInput, ClientInput, LanguageInput, LoginInput, PasswordChangeInput, ProfileInput,
};

use crate::accounts::{email_taken, unique_email};
use crate::auth::{AdminUser, AuthUser, ClientUser, Sudo};
use crate::db::audit::Entity;
use crate::db::tokens::Purpose;
use crate::db::{self, sessions, users};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::limits;
use crate::limits::ClientAddress;
use crate::origin::{Method, Origin};
use crate::paging::Filter;
use crate::paging::{Data, DataPage, ListQuery};
use crate::routes::registry::{Access, Api};
use crate::routes::{field_error, SignInAnswer};
use crate::signin::{check_credentials, sign_in};
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .post_json::<LoginInput, _, _>(
            "/user/login",
            Access::Public,
            "Client sign-in: {token, user}, or {challenge} when the account asks for a second factor",
            login,
        )
        .returns::<SignInAnswer>()
        .post(
            "/user/logout",
            Access::Signed,
            "Revoke the caller's session",
            logout,
        )
        .no_content()
        .get(
            "/user/userProfile",
            Access::Signed,
            "The caller's profile",
            profile,
        )
        .returns::<users::UserView>()
        .put_json::<ProfileInput, _, _>(
            "/user/profile",
            Access::Client,
            "Change name, brand name, phone",
            update_profile,
        )
        .returns::<users::UserView>()
        .put_json::<PasswordChangeInput, _, _>(
            "/user/password",
            Access::Signed,
            "Change the caller's password",
            change_password,
        )
        .no_content()
        .never_by_token()
        .put_json::<LanguageInput, _, _>(
            "/user/language",
            Access::Signed,
            "Remember the interface language",
            set_language,
        )
        .returns::<LanguageAnswer>()
        .put_json::<AppearanceInput, _, _>(
            "/user/appearance",
            Access::Signed,
            "Remember how the portal or the console is drawn (light, dark, or as the device is set)",
            set_appearance,
        )
        .returns::<AppearanceAnswer>()
        .post_json::<ClientInput, _, _>(
            "/user/signup",
            Access::Admin,
            "Create a client account",
            signup,
        )
        .creates::<users::ClientView>()
        .sudo()
        .get(
            "/user/allUsers",
            Access::Admin,
            "Every client account",
            all_users,
        )
        .paged()
        .returns::<Data<users::ClientView>>()
        .sorted_by(&crate::db::users::SORTS)
        .filtered_by("active", Filter::Bool)
}

async fn login(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    origin: Origin,
    ApiJson(input): ApiJson<LoginInput>,
) -> ApiResult<Json<SignInAnswer>> {
    let user = check_credentials(&state, &address, &input, users::Role::Client).await?;
    Ok(Json(
        sign_in(&state, &user, &origin, Method::Password).await?,
    ))
}

async fn logout(State(state): State<AppState>, user: AuthUser) -> ApiResult<StatusCode> {
    sessions::revoke(&state.db, &user.session_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn profile(
    State(state): State<AppState>,
    user: AuthUser,
) -> ApiResult<Json<users::UserView>> {
    let row = users::find(&state.db, &user.id)
        .await?
        .ok_or(ApiError::Unauthorized)?;
    Ok(Json(users::UserView::from(&row)))
}

async fn update_profile(
    State(state): State<AppState>,
    ClientUser(user): ClientUser,
    ApiJson(input): ApiJson<ProfileInput>,
) -> ApiResult<Json<users::UserView>> {
    let mut valid = input.validate()?;
    limits::hit(&state.db, &limits::PROFILE_WRITES, &user.id).await?;
    // The company's brand is its invoices' "Bill to": only an owner changes it, whoever holds
    // the company's first account (a person's own name stays theirs to change).
    if !user.owner {
        let row = users::find(&state.db, &user.id)
            .await?
            .ok_or(ApiError::Unauthorized)?;
        // A company without a brand is billed by its first account's name: that name, as it
        // stands, becomes the brand before the person renames themselves.
        let company_name = if row.brand_name.is_empty() && row.company_id.as_ref() == Some(&row.id)
        {
            row.name
        } else {
            row.brand_name
        };
        valid.brand_name = Some(company_name).filter(|b| !b.is_empty());
    }
    users::update_profile(&state.db, &user.id, &valid).await?;
    profile(State(state), user).await
}

/// Checks the current password; on success stores the new hash and signs out every other session.
async fn change_password(
    State(state): State<AppState>,
    user: AuthUser,
    ApiJson(input): ApiJson<PasswordChangeInput>,
) -> ApiResult<StatusCode> {
    let valid = input.validate()?;
    if !crate::signin::own_password(&state, &user.id, valid.current.clone(), false).await? {
        return Err(field_error(
            "currentPassword",
            "wrong_password",
            "The current password is not right",
        ));
    }
    let hash = crate::credentials::hash_password(valid.new.clone()).await?;
    // The new password and the end of every other session commit together.
    let mut tx = db::begin_write(&state.db).await?;
    users::set_password(&mut *tx, &user.id, &hash).await?;
    sessions::revoke_others(&mut *tx, &user.id, &user.session_id).await?;
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The interface language the account now has.
#[derive(serde::Serialize, schemars::JsonSchema)]
struct LanguageAnswer {
    language: &'static str,
}

async fn set_language(
    State(state): State<AppState>,
    user: AuthUser,
    ApiJson(input): ApiJson<LanguageInput>,
) -> ApiResult<Json<LanguageAnswer>> {
    let language = input.validate()?;
    users::set_language(&state.db, &user.id, language.as_str()).await?;
    Ok(Json(LanguageAnswer {
        language: language.as_str(),
    }))
}

/// The appearance the account now has.
#[derive(serde::Serialize, schemars::JsonSchema)]
struct AppearanceAnswer {
    appearance: &'static str,
}

async fn set_appearance(
    State(state): State<AppState>,
    user: AuthUser,
    ApiJson(input): ApiJson<AppearanceInput>,
) -> ApiResult<Json<AppearanceAnswer>> {
    let appearance = input.validate()?;
    users::set_appearance(&state.db, &user.id, appearance.as_str()).await?;
    Ok(Json(AppearanceAnswer {
        appearance: appearance.as_str(),
    }))
}

async fn signup(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    Sudo(admin): Sudo,
    ApiJson(input): ApiJson<ClientInput>,
) -> ApiResult<(StatusCode, Json<users::ClientView>)> {
    let valid = input.validate()?;
    if users::find_by_email(&state.db, valid.email.as_str())
        .await?
        .is_some()
    {
        return Err(email_taken());
    }
    // Without a password the client is invited: they choose their own from an emailed link.
    let hash = match &valid.password {
        Some(p) => crate::credentials::hash_password(p.clone()).await?,
        None => String::new(),
    };
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let id = users::insert(
        w.conn(),
        users::NewUser {
            role: users::Role::Client,
            name: &valid.name,
            brand_name: valid.brand_name.as_deref().unwrap_or(""),
            email: valid.email.as_str(),
            password_hash: &hash,
            remarks: valid.remarks.as_deref().unwrap_or(""),
            phone: "",
        },
    )
    .await
    .map_err(unique_email)?;
    w.log_created("client.create", Entity::Client, &id).await?;
    let mut link = None;
    if valid.password.is_none() {
        let row = users::find_in(w.conn(), &id)
            .await?
            .ok_or(ApiError::NotFound)?;
        link =
            crate::mail::links::mail_link(w.conn(), &state.mail, &row, Purpose::Invitation).await?;
    }
    w.commit().await?;
    state.mail.wake();
    let row = users::find(&state.db, &id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let mut view = users::ClientView::from(&row);
    // Staff send the link themselves when no mail server would (`link` is only made then).
    view.invitation_link = link;
    Ok((StatusCode::CREATED, Json(view)))
}

async fn all_users(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    q: ListQuery,
) -> ApiResult<DataPage<users::ClientView>> {
    Ok(DataPage(users::clients(&state.db, &q).await?))
}
