//! A live stream (Server-Sent Events, served at `GET /api/events` by `routes::events`) telling an
//! open page what changed, so it can fetch again what it shows through the reads it already uses (authorized, with their
//! `ETag`s). An event names what changed and nothing more: `project` with the project's id,
//! `list` when the company's list of projects changed, `ticket` with the ticket's id when it was
//! opened, answered, closed or deleted, `mail` (staff only) with a mail's id when it failed or
//! stopped being failed, `resync` when the page should fetch again
//! whatever it shows (this server may have missed changes, or the stream fell behind). The first
//! event, `hello`, gives the versions of the projects the person sees; no event replays the past.
//!
//! Fed by the changes every server already hears (`crate::changes`: the database's `changes`
//! table, woken by `NOTIFY` on PostgreSQL), so a write on any app server reaches the streams on
//! every other within the second it takes to hear it. Nothing a person may not see goes on their
//! stream, not even an id: a client's stream tells only about their company's projects (the ones
//! chosen for them, for a member who sees a few), and staff about every project and account.
//!
//! The stream ends within a second of its session's end (signed out, revoked, expired, the person
//! removed), with an `end` event, so the page stops following instead of opening the stream again
//! (and meeting a 401). Its session is looked up again when a change names it, its person or their
//! company (the keys that make a held session stale, heard as every other change), and when it
//! expires; every second only while nothing says it would hear of its end (this server not hearing
//! every change, `changes::UNSURE`; a staff view of a client's portal, which ends with the staff
//! session). Looked up every second by each, 19,000 open streams made 19,000 lookups a second, and
//! after a change to their company each of them read the database.
//! It ends at once when the server stops, so a graceful shutdown is not held open.

use std::collections::HashMap;
use std::convert::Infallible;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use axum::response::sse::Event;
use futures_util::Stream;
use serde_json::json;

use super::hub::{Lagged, Listen, Subscription};
use crate::auth::{self, AuthUser};
use crate::changes::{self, TicketKey, RESYNC, UNSURE};
use crate::db::now_ms;
use crate::db::projects::{self, Versions as Projects};
use crate::db::sessions::SessionUser;
use crate::error::ApiError;
use crate::holds::{Full, Hold, Holds};
use crate::ids::{ProjectId, UserId};
use crate::state::AppState;

/// Streams open on this server at most; past it, 503 (each costs a few kilobytes and a task).
pub const MAX_STREAMS: usize = 50_000;
/// How often the stream's session is looked up again while nothing says it would hear of its end.
const CHECK_EVERY: Duration = Duration::from_secs(1);
/// How long a stream goes at most without looking its session up (a bound, should a change ever
/// not be heard: a few lookups a second for 19,000 streams).
const CHECK_AT_LEAST_EVERY: Duration = Duration::from_secs(60);

/// Streams one session may hold on this server: a browser needs one (its tabs share it, through
/// a Web Lock), and a few more cover tabs opening while another closes.
pub const PER_SESSION: usize = 4;
/// Streams one person may hold on this server, across their sessions (several browsers).
pub const PER_PERSON: usize = 16;

/// The streams open on this server, per session and person (`s:` and `u:` keys).
static OPEN: std::sync::LazyLock<Arc<Holds>> = std::sync::LazyLock::new(Holds::new);

/// One open stream, counted while it lives, for the server and for its session and person.
fn open(session: &str, person: &str) -> Result<Hold, ApiError> {
    let keys = [
        (format!("s:{session}"), PER_SESSION),
        (format!("u:{person}"), PER_PERSON),
    ];
    let keys: Vec<(&str, usize)> = keys.iter().map(|(k, n)| (k.as_str(), *n)).collect();
    OPEN.take(MAX_STREAMS, &keys).map_err(|full| match full {
        Full::Server => ApiError::Busy,
        Full::Key => ApiError::TooManyRequests {
            retry_after_secs: 5,
            message: "Too many live pages are open for this account: close a few tabs or \
                      windows, and the others keep updating"
                .into(),
        },
    })
}

/// What a stream may be told about.
#[derive(PartialEq)]
enum Sees {
    /// Staff: every project and account.
    Everything,
    /// A client: their company's list (its row's key, `u:{company}`), and these projects (the
    /// change keys of each); their company's tickets about none of its projects or one of these.
    Company {
        company: String,
        projects: HashMap<String, ProjectId>,
    },
}

impl Sees {
    /// What the stream listens to at the hub: the keys it may hear of, and its session's.
    fn listen(&self, session: &[String]) -> Listen {
        match self {
            Sees::Everything => Listen::Everything,
            Sees::Company { company, projects } => Listen::Company {
                company: company.clone(),
                keys: projects.keys().chain(session).cloned().collect(),
            },
        }
    }

    /// The event for a change key, if this stream may hear of it.
    fn event_for(&self, key: &str) -> Option<Event> {
        if key == RESYNC {
            return Some(named("resync", json!({})));
        }
        if key == UNSURE {
            return None;
        }
        match self {
            Sees::Everything => {
                if let Some(id) = key.strip_prefix("p:") {
                    return Some(named("project", json!({ "_id": id })));
                }
                if let Some(ticket) = TicketKey::parse(key) {
                    return Some(named("ticket", json!({ "_id": ticket.id })));
                }
                if let Some(id) = key.strip_prefix("m:") {
                    return Some(named("mail", json!({ "_id": id })));
                }
                let id = key.strip_prefix("u:")?;
                Some(named("account", json!({ "_id": id })))
            }
            Sees::Company { company, projects } => {
                if key.strip_prefix("u:") == Some(company.as_str()) {
                    return Some(named("list", json!({})));
                }
                if let Some(ticket) = TicketKey::parse(key) {
                    let sees_project = |p: &str| projects.values().any(|id| id.as_str() == p);
                    let sees = ticket.company == company && ticket.project.is_none_or(sees_project);
                    return sees.then(|| named("ticket", json!({ "_id": ticket.id })));
                }
                let id = projects.get(key)?;
                Some(named("project", json!({ "_id": id })))
            }
        }
    }
}

fn named(name: &str, data: serde_json::Value) -> Event {
    Event::default().event(name).data(data.to_string())
}

/// The company's projects: held while no change to its list was heard, so that its streams,
/// however many, read them once per change.
async fn company_projects(state: &AppState, company: &UserId) -> Result<Projects, ApiError> {
    let read = || async {
        let read: Projects = projects::versions_for_client(&state.db, company)
            .await?
            .into();
        Ok((read, Some(vec![changes::user_key(company)])))
    };
    let key = company.to_string();
    state
        .live_lists
        .get_or_read(&state.changes, &key, |_| true, read)
        .await
}

/// Who a stream is for, as their session says now.
struct Viewer<'a> {
    staff: bool,
    company: &'a UserId,
    /// A member's chosen projects (None: all of the company's).
    chosen: Option<&'a [ProjectId]>,
}

impl<'a> Viewer<'a> {
    fn of_session(s: &'a SessionUser) -> Self {
        Self {
            staff: s.role == "admin",
            company: &s.company_id,
            chosen: s.projects.as_deref(),
        }
    }

    fn of_user(u: &'a AuthUser) -> Self {
        Self {
            staff: u.is_admin(),
            company: &u.company,
            chosen: u.projects.as_deref(),
        }
    }
}

/// What the person sees now, from their company's projects (`list`; none for staff, who see
/// everything), and the `hello` that says where each of them stands.
fn sees(viewer: &Viewer<'_>, list: Option<&Projects>) -> (Sees, Event) {
    let Some(list) = list.filter(|_| !viewer.staff) else {
        return (Sees::Everything, named("hello", json!({})));
    };
    let chosen = |id: &ProjectId| viewer.chosen.is_none_or(|set| set.contains(id));
    let visible = list.iter().filter(|(id, _)| chosen(id));
    let at: serde_json::Map<String, serde_json::Value> = visible
        .clone()
        .map(|(id, v)| (id.to_string(), json!(v)))
        .collect();
    let projects = visible
        .map(|(id, _)| (changes::project_key(id), id.clone()))
        .collect();
    let sees = Sees::Company {
        company: viewer.company.to_string(),
        projects,
    };
    (sees, named("hello", json!({ "projects": at })))
}

/// The person's company's projects (none for staff, who see everything).
async fn list_of(state: &AppState, viewer: &Viewer<'_>) -> Result<Option<Projects>, ApiError> {
    if viewer.staff {
        return Ok(None);
    }
    company_projects(state, viewer.company).await.map(Some)
}

/// When the stream looks its session up again unasked: within a second while it would not hear
/// of its end, otherwise when it expires (slid since, it is looked up and waited for again).
fn next_check(state: &AppState, session: &SessionUser) -> tokio::time::Instant {
    let now = tokio::time::Instant::now();
    if session.has_parent != 0 || state.changes.since().is_none() {
        return now + CHECK_EVERY;
    }
    let max = if session.role == "admin" {
        state.config.staff_session_ms
    } else {
        state.config.session_max_ms
    };
    let ends = session
        .expires_at
        .min(session.created_at.saturating_add(max));
    // Just past it: at its last millisecond the session is still live.
    let left = u64::try_from(ends.saturating_sub(now_ms()).saturating_add(1)).unwrap_or(0);
    now + Duration::from_millis(left).min(CHECK_AT_LEAST_EVERY)
}

/// A moment within the next second, different for each stream that asks.
fn spread() -> Duration {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default()
        .subsec_nanos();
    Duration::from_nanos(u64::from(nanos))
}

/// What looking the session up again found.
enum Checked {
    Live,
    /// Signed out, revoked, expired, the person removed: `end` is said.
    Ended,
    /// The database did not answer: the stream ends and the page opens it again.
    Unknown,
}

/// A stream between two events.
struct Follow {
    state: AppState,
    hash: String,
    sees: Sees,
    /// The change keys of its session (`changes::session_keys`, the company's last): hearing one,
    /// it looks the session up.
    session: Box<[String]>,
    /// What `sees` was made from: the person's chosen projects and their company's (a change of
    /// either makes it again).
    chosen: Option<Arc<[ProjectId]>>,
    list: Option<Projects>,
    hello: Option<Event>,
    heard: Subscription,
    closing: tokio::sync::watch::Receiver<bool>,
    /// When to look the session up again unasked (`next_check`). Boxed: a `Sleep` is large, and
    /// the stream's future is what each open stream holds all its life.
    check: Pin<Box<tokio::time::Sleep>>,
    /// The session ended and `end` was said: nothing more.
    ended: bool,
    _open: Hold,
}

impl Follow {
    /// Looks the session up again and, if what the person sees changed, listens to that.
    async fn check(&mut self) -> Checked {
        // The lookups are boxed: a stream waits in `next` nearly all its life, and unboxed, their
        // database futures would make every waiting stream as large as the largest of them.
        let session = match Box::pin(auth::session_now(&self.state, &self.hash)).await {
            Ok(session) => session,
            Err(ApiError::Unauthorized) => return Checked::Ended,
            Err(_) => return Checked::Unknown,
        };
        let viewer = Viewer::of_session(&session);
        let Ok(list) = Box::pin(list_of(&self.state, &viewer)).await else {
            return Checked::Unknown;
        };
        let same_list = match (&list, &self.list) {
            (Some(now), Some(was)) => Arc::ptr_eq(now, was),
            (now, was) => now.is_none() && was.is_none(),
        };
        if !same_list || session.projects != self.chosen {
            // The list or the person's projects changed: what they see, again. A project added
            // shows from here on; the `list` event already told the page to read the list again.
            // Listened to again only if it changed (a project's version moves the list, not
            // what the person sees): every stream of the company takes the hub's lock for it.
            let now = sees(&viewer, list.as_ref()).0;
            if now != self.sees {
                self.sees = now;
                self.heard.listen(&self.sees.listen(&self.session));
            }
            self.chosen = session.projects.clone();
            self.list = list;
        }
        self.check.as_mut().reset(next_check(&self.state, &session));
        Checked::Live
    }

    /// The next event, or None when the stream ends.
    async fn next(mut self) -> Option<(Result<Event, Infallible>, Self)> {
        if let Some(hello) = self.hello.take() {
            return Some((Ok(hello), self));
        }
        loop {
            if self.ended || *self.closing.borrow() {
                return None;
            }
            let heard = tokio::select! {
                _ = self.closing.changed() => return None,
                _ = self.check.as_mut() => None,
                heard = self.heard.recv() => Some(heard),
            };
            // What may have ended or changed the session: the time to look, a change naming it
            // or its person, a change this server may have missed. A change naming their company
            // (every write to one of its projects does; signing a company's account out or
            // deactivating it names its sessions too) within the second, at a moment of this
            // stream's own: the company's streams, thousands maybe, do not all look at once.
            let now = match &heard {
                None | Some(Err(Lagged)) => true,
                Some(Ok(key)) if **key == *RESYNC || **key == *UNSURE => true,
                Some(Ok(key)) => match self.session.iter().position(|k| **k == **key) {
                    Some(at) if at + 1 < self.session.len() => true,
                    Some(_) => {
                        let soon = tokio::time::Instant::now() + spread();
                        if soon < self.check.deadline() {
                            self.check.as_mut().reset(soon);
                        }
                        false
                    }
                    None => false,
                },
            };
            if now {
                match self.check().await {
                    Checked::Live => {}
                    Checked::Ended => {
                        self.ended = true;
                        return Some((Ok(named("end", json!({}))), self));
                    }
                    Checked::Unknown => return None,
                }
            }
            match heard {
                None => {}
                Some(Ok(key)) => {
                    if let Some(event) = self.sees.event_for(&key) {
                        return Some((Ok(event), self));
                    }
                }
                // Fell behind: what it missed is unknown, so everything may have changed.
                Some(Err(Lagged)) => return Some((Ok(named("resync", json!({}))), self)),
            }
        }
    }
}

/// The stream of `user`'s session (`hash`: its token's hash), from its `hello` on: 503 past the
/// server's streams, 429 past the session's or the person's.
pub async fn follow(
    state: AppState,
    user: &AuthUser,
    hash: String,
) -> Result<impl Stream<Item = Result<Event, Infallible>>, ApiError> {
    let open = open(&user.session_id, user.id.as_str())?;
    // Subscribed to everything before the hello is read: a change in between is told after it,
    // never lost. From the hello on, only what the person may hear of.
    let heard = state.changes.subscribe(&Listen::Everything);
    let viewer = Viewer::of_user(user);
    let list = list_of(&state, &viewer).await?;
    let (sees, hello) = sees(&viewer, list.as_ref());
    let session: Box<[String]> =
        changes::session_keys(&user.session_id, &user.id, &user.company).into();
    heard.listen(&sees.listen(&session));
    let follow = Follow {
        closing: state.changes.closing(),
        state,
        hash,
        sees,
        session,
        chosen: user.projects.clone(),
        list,
        hello: Some(hello),
        heard,
        // Looked up once after the hello, which says when next (`next_check`).
        check: Box::pin(tokio::time::sleep(Duration::ZERO)),
        ended: false,
        _open: open,
    };
    Ok(futures_util::stream::unfold(follow, Follow::next))
}
