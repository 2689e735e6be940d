//! The people of a client company (ADR 0030): `users` rows of role 'client' whose `company_id`
//! names the company's own row. Each signs in, and holds sessions, factors, a language and
//! notification settings, as any account does.

use portico_shared::dates::format_rfc3339_from_ms;
use portico_shared::validate::{Access, CompanyRole, Person, Projects};
use serde::Serialize;
use sqlx::{AnyConnection, FromRow};

use super::users::MAX_PEOPLE;
use super::{now_ms, Db};
use crate::ids::{ProjectId, UserId};

#[derive(FromRow)]
struct PersonRow {
    id: String,
    name: String,
    email: String,
    company_role: Option<String>,
    finance: i64,
    approver: i64,
    all_projects: i64,
    active: i64,
    invitation_expires: Option<i64>,
    two_factor: i64,
    last_sign_in: Option<i64>,
    created_at: i64,
}

/// A person of a client company as staff and the company's owners see them.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PersonView {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub email: String,
    /// `owner` or `member`.
    pub company_role: String,
    /// Sees and handles money.
    pub finance: bool,
    /// Signs off delivered work.
    pub approver: bool,
    /// Sees every project of the company (otherwise the ones chosen for them).
    pub all_projects: bool,
    /// The projects chosen for them (their ids; empty when they see all).
    pub projects: Vec<String>,
    pub active: bool,
    /// Invited, and has not chosen a password yet.
    pub invitation_pending: bool,
    /// Signs in with a second factor: told to staff and the company's owners only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub two_factor: Option<bool>,
    /// When they last signed in (never: null), told to staff and the company's owners only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_sign_in: Option<Option<String>>,
    pub created_at: String,
}

impl From<PersonRow> for PersonView {
    fn from(r: PersonRow) -> Self {
        Self {
            id: r.id,
            name: r.name,
            email: r.email,
            company_role: r.company_role.unwrap_or_else(|| "member".into()),
            finance: r.finance != 0,
            approver: r.approver != 0,
            all_projects: r.all_projects != 0,
            projects: Vec::new(),
            active: r.active != 0,
            invitation_pending: r.invitation_expires.is_some(),
            two_factor: Some(r.two_factor != 0),
            last_sign_in: Some(r.last_sign_in.map(format_rfc3339_from_ms)),
            created_at: format_rfc3339_from_ms(r.created_at),
        }
    }
}

const PERSON_COLUMNS: &str = "id, name, email, company_role, CAST(finance AS BIGINT) AS finance, \
     CAST(approver AS BIGINT) AS approver, CAST(all_projects AS BIGINT) AS all_projects, \
     CAST(active AS BIGINT) AS active, invitation_expires, \
     CAST(CASE WHEN totp_secret IS NULL THEN 0 ELSE 1 END AS BIGINT) AS two_factor, \
     (SELECT MAX(s.created_at) FROM sessions s WHERE s.user_id = users.id AND s.parent_id IS NULL \
     AND s.token_name IS NULL) \
     AS last_sign_in, created_at";

/// The company's people, the company's own row first, then in the order they joined.
pub async fn of_company(db: &Db, company: &UserId) -> Result<Vec<PersonView>, sqlx::Error> {
    let rows: Vec<PersonRow> = sqlx::query_as(&format!(
        "SELECT {PERSON_COLUMNS} FROM users WHERE company_id = $1 AND role = 'client' \
         ORDER BY CASE WHEN id = $1 THEN 0 ELSE 1 END, created_at, id LIMIT {MAX_PEOPLE}"
    ))
    .bind(company)
    .fetch_all(db)
    .await?;
    let chosen: Vec<(String, String)> = sqlx::query_as(
        "SELECT pp.user_id, pp.project_id FROM person_projects pp JOIN users u ON u.id = pp.user_id \
         JOIN projects p ON p.id = pp.project_id WHERE u.company_id = $1 AND p.client_id = $1 \
         ORDER BY pp.user_id, p.created_at, p.id",
    )
    .bind(company)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let mut view = PersonView::from(r);
            if !view.all_projects {
                view.projects = chosen
                    .iter()
                    .filter(|(who, _)| *who == view.id)
                    .map(|(_, p)| p.clone())
                    .collect();
            }
            view
        })
        .collect())
}

/// The company's active owners, as accounts (the mail that tells them an owner was added).
pub async fn owners(
    c: &mut AnyConnection,
    company: &UserId,
) -> Result<Vec<super::users::UserRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {} FROM users WHERE company_id = $1 AND role = 'client' AND company_role = 'owner' \
         AND active = 1 ORDER BY created_at, id LIMIT {MAX_PEOPLE}",
        super::users::COLUMNS
    ))
    .bind(company)
    .fetch_all(&mut *c)
    .await
}

/// One person of the company (None for anyone else's, or a staff account).
pub async fn one(
    c: &mut AnyConnection,
    company: &UserId,
    id: &UserId,
) -> Result<Option<PersonView>, sqlx::Error> {
    let row: Option<PersonRow> = sqlx::query_as(&format!(
        "SELECT {PERSON_COLUMNS} FROM users WHERE id = $1 AND company_id = $2 AND role = 'client'"
    ))
    .bind(id)
    .bind(company)
    .fetch_optional(&mut *c)
    .await?;
    let Some(mut view) = row.map(PersonView::from) else {
        return Ok(None);
    };
    if !view.all_projects {
        view.projects = sqlx::query_scalar(
            "SELECT p.id FROM person_projects pp JOIN projects p ON p.id = pp.project_id \
             WHERE pp.user_id = $1 AND p.client_id = $2 ORDER BY p.created_at, p.id",
        )
        .bind(id)
        .bind(company)
        .fetch_all(&mut *c)
        .await?;
    }
    Ok(Some(view))
}

/// Why a change of a company's people was refused.
#[derive(Debug, PartialEq, Eq)]
pub enum Refused {
    /// No such active person of this company (or no such company).
    NotFound,
    /// The company has `MAX_PEOPLE` already.
    Full,
    /// The change would leave the company without an active owner.
    LastOwner,
    /// A chosen project is not one of the company's.
    UnknownProject,
}

/// A change of a company's people: done, refused (nothing of it must be committed), or failed.
pub type Change<T> = Result<Result<T, Refused>, sqlx::Error>;

/// Writes the company's row, so that changes of its people take turns (PostgreSQL's row lock;
/// SQLite has one writer): a count or an "another owner remains" read after it holds until
/// the transaction ends. False when there is no such company.
async fn lock_company(c: &mut AnyConnection, company: &UserId) -> Result<bool, sqlx::Error> {
    let locked = sqlx::query(
        "UPDATE users SET updated_at = $1 WHERE id = $2 AND company_id = id AND role = 'client'",
    )
    .bind(now_ms())
    .bind(company)
    .execute(&mut *c)
    .await?
    .rows_affected();
    Ok(locked == 1)
}

/// "Another active owner of the company remains besides $id": part of every statement that
/// demotes or removes an owner, so the last one is kept whatever runs at the same moment.
const ANOTHER_OWNER: &str = "EXISTS (SELECT 1 FROM users o WHERE o.company_id = $company \
     AND o.company_role = 'owner' AND o.active = 1 AND o.id <> $id)";

fn another_owner(company: usize, id: usize) -> String {
    ANOTHER_OWNER
        .replace("$company", &format!("${company}"))
        .replace("$id", &format!("${id}"))
}

/// What would refuse adding a person with `access` to the company, whoever the person is: it is
/// full, or a chosen project is not its own. Asked before the address is looked at, so an owner's
/// invitation answers the same for a taken address and a new one (`routes::company`).
pub async fn refusal_for(
    c: &mut AnyConnection,
    company: &UserId,
    access: &Access,
) -> Result<Option<Refused>, sqlx::Error> {
    let people: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM users WHERE company_id = $1")
        .bind(company)
        .fetch_one(&mut *c)
        .await?;
    if people >= MAX_PEOPLE {
        return Ok(Some(Refused::Full));
    }
    if let Projects::Chosen(ids) = &access.projects {
        // One statement for all of them (the rule keeps each id once).
        let sql = format!(
            "SELECT COUNT(*) FROM projects WHERE client_id = $1 AND id IN ({})",
            super::placeholders(ids.len(), 2)
        );
        let mut q = sqlx::query_scalar::<_, i64>(&sql).bind(company);
        for id in ids {
            q = q.bind(id);
        }
        if usize::try_from(q.fetch_one(&mut *c).await?).unwrap_or(0) != ids.len() {
            return Ok(Some(Refused::UnknownProject));
        }
    }
    Ok(None)
}

/// Adds a person to the company, with no password (they are invited to choose one).
pub async fn insert(c: &mut AnyConnection, company: &UserId, person: &Person) -> Change<UserId> {
    if !lock_company(c, company).await? {
        return Ok(Err(Refused::NotFound));
    }
    let id = UserId::generate();
    let a = &person.access;
    let added = sqlx::query(&format!(
        "INSERT INTO users (id, role, name, brand_name, email, password_hash, remarks, phone, \
         language, created_at, updated_at, company_id, company_role, finance, approver, all_projects) \
         SELECT $1, 'client', $2, c.brand_name, $3, '', '', '', c.language, $4, $4, c.id, $5, $6, $7, $9 \
         FROM users c WHERE c.id = $8 \
         AND (SELECT COUNT(*) FROM users p WHERE p.company_id = $8) < {MAX_PEOPLE}"
    ))
    .bind(&id)
    .bind(&person.name)
    .bind(person.email.as_str().to_lowercase())
    .bind(now_ms())
    .bind(a.role.as_str())
    .bind(i64::from(a.finance))
    .bind(i64::from(a.approver))
    .bind(company)
    .bind(i64::from(a.projects == Projects::All))
    .execute(&mut *c)
    .await?
    .rows_affected();
    if added == 0 {
        return Ok(Err(Refused::Full));
    }
    Ok(set_projects(c, company, &id, &a.projects)
        .await?
        .map(|()| id))
}

/// Sets a person's role, abilities and projects. An owner is demoted only while another active
/// owner remains (in the same statement, after the company's row is written). Not the caller's
/// business here who may do it: the routes decide (nobody changes their own role).
pub async fn set_access(
    c: &mut AnyConnection,
    company: &UserId,
    id: &UserId,
    access: &Access,
) -> Change<()> {
    if !lock_company(c, company).await? {
        return Ok(Err(Refused::NotFound));
    }
    let owner = access.role == CompanyRole::Owner;
    let changed = sqlx::query(&format!(
        "UPDATE users SET company_role = $1, finance = $2, approver = $3, all_projects = $4, \
         updated_at = $5 WHERE id = $6 AND company_id = $7 AND role = 'client' AND active = 1 \
         AND ($1 = 'owner' OR {})",
        another_owner(7, 6)
    ))
    .bind(access.role.as_str())
    .bind(i64::from(access.finance))
    .bind(i64::from(access.approver))
    .bind(i64::from(owner || access.projects == Projects::All))
    .bind(now_ms())
    .bind(id)
    .bind(company)
    .execute(&mut *c)
    .await?
    .rows_affected();
    if changed == 0 {
        return Ok(Err(refusal(c, company, id).await?));
    }
    set_projects(c, company, id, &access.projects).await
}

/// Why a person's row was not changed: they are not an active person of the company, or they
/// are its last owner.
async fn refusal(
    c: &mut AnyConnection,
    company: &UserId,
    id: &UserId,
) -> Result<Refused, sqlx::Error> {
    let here: Option<i64> = sqlx::query_scalar(
        "SELECT 1 FROM users WHERE id = $1 AND company_id = $2 AND role = 'client' AND active = 1",
    )
    .bind(id)
    .bind(company)
    .fetch_optional(&mut *c)
    .await?;
    Ok(match here {
        Some(_) => Refused::LastOwner,
        None => Refused::NotFound,
    })
}

/// A member's chosen projects replace the ones before (none for a person who sees all); each
/// must be the company's.
async fn set_projects(
    c: &mut AnyConnection,
    company: &UserId,
    id: &UserId,
    projects: &Projects,
) -> Change<()> {
    sqlx::query("DELETE FROM person_projects WHERE user_id = $1")
        .bind(id)
        .execute(&mut *c)
        .await?;
    if let Projects::Chosen(ids) = projects {
        for project in ids {
            let added = sqlx::query(
                "INSERT INTO person_projects (user_id, project_id) \
                 SELECT $1, p.id FROM projects p WHERE p.id = $2 AND p.client_id = $3",
            )
            .bind(id)
            .bind(project)
            .bind(company)
            .execute(&mut *c)
            .await?
            .rows_affected();
            if added == 0 {
                return Ok(Err(Refused::UnknownProject));
            }
        }
    }
    Ok(Ok(()))
}

/// Hands the company's ownership from one owner to another person: `to` becomes an owner, `from`
/// a member who keeps both abilities and every project.
pub async fn transfer(
    c: &mut AnyConnection,
    company: &UserId,
    from: &UserId,
    to: &UserId,
) -> Change<()> {
    let owner = Access {
        role: CompanyRole::Owner,
        finance: true,
        approver: true,
        projects: Projects::All,
    };
    if from == to {
        return Ok(Err(Refused::NotFound));
    }
    if let Err(refused) = set_access(c, company, to, &owner).await? {
        return Ok(Err(refused));
    }
    let member = Access {
        role: CompanyRole::Member,
        ..owner
    };
    set_access(c, company, from, &member).await
}

/// Switches a person of the company off: they sign in no more and lose their abilities; their
/// row stays, so what they wrote is still shown under their name. Not the company's own row
/// (that is the client itself, switched off as a whole), nor its last active owner.
pub async fn remove(c: &mut AnyConnection, company: &UserId, id: &UserId) -> Change<()> {
    if !lock_company(c, company).await? {
        return Ok(Err(Refused::NotFound));
    }
    let done = sqlx::query(&format!(
        "UPDATE users SET active = 0, company_role = 'member', finance = 0, approver = 0, \
         updated_at = $1 WHERE id = $2 AND company_id = $3 AND id <> $3 AND role = 'client' \
         AND active = 1 AND (company_role <> 'owner' OR {})",
        another_owner(3, 2)
    ))
    .bind(now_ms())
    .bind(id)
    .bind(company)
    .execute(&mut *c)
    .await?;
    if done.rows_affected() == 1 {
        sqlx::query("DELETE FROM person_projects WHERE user_id = $1")
            .bind(id)
            .execute(&mut *c)
            .await?;
        // Someone who never accepted their invitation (no password, no identity, no passkey)
        // wrote nothing: their address is freed (kept under a name no mail reaches), so it can
        // be invited again, here or elsewhere.
        sqlx::query(
            "UPDATE users SET email = 'removed.' || id || '@invalid' WHERE id = $1 \
             AND password_hash = '' \
             AND NOT EXISTS (SELECT 1 FROM identities i WHERE i.user_id = users.id) \
             AND NOT EXISTS (SELECT 1 FROM passkeys k WHERE k.user_id = users.id)",
        )
        .bind(id)
        .execute(&mut *c)
        .await?;
        return Ok(Ok(()));
    }
    // The company's own row is not a person to remove: "not found", as before.
    if id == company {
        return Ok(Err(Refused::NotFound));
    }
    Ok(Err(refusal(c, company, id).await?))
}

/// The projects chosen for a member who does not see all of the company's (ADR 0030), of their
/// own company only (a project moved to another client leaves the set by itself).
pub async fn chosen_projects(db: &Db, person: &UserId) -> Result<Vec<ProjectId>, sqlx::Error> {
    let rows: Vec<String> = sqlx::query_scalar(
        "SELECT pp.project_id FROM person_projects pp JOIN users u ON u.id = pp.user_id \
         JOIN projects p ON p.id = pp.project_id AND p.client_id = u.company_id \
         WHERE pp.user_id = $1 ORDER BY pp.project_id LIMIT 1000",
    )
    .bind(person)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(ProjectId::from_stored).collect())
}
