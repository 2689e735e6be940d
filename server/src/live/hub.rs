//! Who hears which change: each live stream (`live::stream`) says which change keys it may hear
//! of, and a change is put in the inboxes of those streams only. A broadcast of every key to every
//! stream woke every stream for every change: with 19,000 streams of one company open, staff
//! writes to other companies' projects fell to a tenth of their rate, the two cores busy waking
//! streams that had nothing to hear.
//!
//! A staff stream hears everything; a client's stream its company's row (`u:{company}`), the
//! projects it sees (`p:{project}` each) and its company's tickets. The stream still decides what
//! it tells (`Sees::event_for`): the hub only spares it the keys it could never tell.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError, Weak};

use tokio::sync::Notify;

/// What the live streams are told when this server may have missed changes (it stopped hearing
/// them and hears them again): everything may have changed.
pub const RESYNC: &str = "*";
/// What the live streams are told when this server stops hearing every change: until it hears
/// again (and says `RESYNC`), a stream cannot count on hearing that its session ended, so it looks
/// the session up itself (`live::stream`). Never a change's key (those begin `p:`, `u:`, `s:`,
/// `t:`, `m:`); streams tell pages nothing of it.
pub const UNSURE: &str = "?";

/// A ticket's key (written by its triggers, `db::triggers`) names the ticket's company and
/// project as well as the ticket, `t:{company}:{project}:{ticket}` (the project empty for none):
/// a live stream tells from the key alone whether its person may hear of it.
pub struct TicketKey<'a> {
    pub company: &'a str,
    pub project: Option<&'a str>,
    pub id: &'a str,
}

impl<'a> TicketKey<'a> {
    pub fn parse(key: &'a str) -> Option<Self> {
        // Ids are UUIDs: no colon in any of the three.
        let mut parts = key.strip_prefix("t:")?.splitn(3, ':');
        let company = parts.next()?;
        let project = parts.next()?;
        let id = parts.next()?;
        Some(Self {
            company,
            project: (!project.is_empty()).then_some(project),
            id,
        })
    }
}

/// What a stream listens to.
pub enum Listen {
    /// Every change (staff; and a stream until it knows what it sees).
    Everything,
    /// A client's: their company (its row and its tickets) and these change keys.
    Company { company: String, keys: Vec<String> },
}

/// The routing key of every change (staff streams).
const EVERYTHING: &str = "";

/// The routing key of a company's tickets.
fn tickets_of(company: &str) -> String {
    format!("t:{company}")
}

impl Listen {
    fn routes(&self) -> Vec<String> {
        match self {
            Listen::Everything => vec![EVERYTHING.to_owned()],
            Listen::Company { company, keys } => {
                let mut routes = keys.clone();
                routes.push(format!("u:{company}"));
                routes.push(tickets_of(company));
                routes
            }
        }
    }
}

/// One stream's changes waiting to be told, at most the hub's backlog; past it, the stream is
/// told `Lagged` (it fell behind: what it missed is unknown).
struct Inbox {
    queue: Mutex<VecDeque<Arc<str>>>,
    lagged: AtomicBool,
    wake: Notify,
}

impl Inbox {
    fn push(&self, key: &Arc<str>, backlog: usize) {
        let mut queue = self.queue.lock().unwrap_or_else(PoisonError::into_inner);
        if queue.len() >= backlog {
            queue.clear();
            self.lagged.store(true, Ordering::Release);
        } else {
            queue.push_back(key.clone());
        }
        drop(queue);
        self.wake.notify_one();
    }
}

#[derive(Default)]
struct Routes {
    next: u64,
    streams: HashMap<u64, (Arc<Inbox>, Vec<String>)>,
    by_route: HashMap<String, HashSet<u64>>,
}

impl Routes {
    /// Takes stream `id` off its routes; false if it had none (gone already).
    fn unroute(&mut self, id: u64) -> bool {
        let Some((_, routes)) = self.streams.remove(&id) else {
            return false;
        };
        for route in &routes {
            if let Some(ids) = self.by_route.get_mut(route) {
                ids.remove(&id);
                if ids.is_empty() {
                    self.by_route.remove(route);
                }
            }
        }
        true
    }

    fn route(&mut self, id: u64, inbox: Arc<Inbox>, routes: Vec<String>) {
        for route in &routes {
            self.by_route.entry(route.clone()).or_default().insert(id);
        }
        self.streams.insert(id, (inbox, routes));
    }
}

pub struct Hub {
    routes: Mutex<Routes>,
    backlog: usize,
}

/// Why `Subscription::recv` gave no key.
#[derive(Debug, PartialEq, Eq)]
pub struct Lagged;

impl Hub {
    /// `backlog`: changes one stream may have waiting; past it, it is told `Lagged`.
    pub fn new(backlog: usize) -> Arc<Self> {
        Arc::new(Self {
            routes: Mutex::default(),
            backlog: backlog.max(1),
        })
    }

    /// A stream's subscription, hearing `listen` from now on.
    pub fn subscribe(self: &Arc<Self>, listen: &Listen) -> Subscription {
        let inbox = Arc::new(Inbox {
            queue: Mutex::default(),
            lagged: AtomicBool::new(false),
            wake: Notify::new(),
        });
        let mut routes = self.lock();
        routes.next += 1;
        let id = routes.next;
        routes.route(id, inbox.clone(), listen.routes());
        Subscription {
            hub: Arc::downgrade(self),
            id,
            inbox,
        }
    }

    /// Puts `key` in the inboxes of the streams that listen to it (every stream for `RESYNC` and
    /// `UNSURE`).
    pub fn tell(&self, key: &str) {
        let routes = self.lock();
        if routes.streams.is_empty() {
            return;
        }
        let key: Arc<str> = Arc::from(key);
        if &*key == RESYNC || &*key == UNSURE {
            for (inbox, _) in routes.streams.values() {
                inbox.push(&key, self.backlog);
            }
            return;
        }
        let route = match TicketKey::parse(&key) {
            Some(ticket) => tickets_of(ticket.company),
            None => key.to_string(),
        };
        for route in [EVERYTHING, route.as_str()] {
            for id in routes.by_route.get(route).into_iter().flatten() {
                if let Some((inbox, _)) = routes.streams.get(id) {
                    inbox.push(&key, self.backlog);
                }
            }
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Routes> {
        self.routes.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// One stream's place at the hub, given up when dropped.
pub struct Subscription {
    hub: Weak<Hub>,
    id: u64,
    inbox: Arc<Inbox>,
}

impl Subscription {
    /// Listens to `listen` from now on instead (what the person sees changed).
    pub fn listen(&self, listen: &Listen) {
        if let Some(hub) = self.hub.upgrade() {
            let mut routes = hub.lock();
            if routes.unroute(self.id) {
                routes.route(self.id, self.inbox.clone(), listen.routes());
            }
        }
    }

    /// The next key heard, in order; `Lagged` once if the inbox overflowed since the last call
    /// (what was waiting is dropped: the stream says `resync`). Cancel-safe.
    pub async fn recv(&self) -> Result<Arc<str>, Lagged> {
        loop {
            if self.inbox.lagged.swap(false, Ordering::AcqRel) {
                return Err(Lagged);
            }
            let next = self
                .inbox
                .queue
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .pop_front();
            if let Some(key) = next {
                return Ok(key);
            }
            // A push between the look and this wait left a permit: no key is slept through.
            self.inbox.wake.notified().await;
        }
    }
}

impl Drop for Subscription {
    fn drop(&mut self) {
        if let Some(hub) = self.hub.upgrade() {
            hub.lock().unroute(self.id);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    impl Hub {
        fn is_empty(&self) -> bool {
            self.lock().streams.is_empty()
        }
    }

    fn company(keys: &[&str]) -> Listen {
        Listen::Company {
            company: "c1".into(),
            keys: keys.iter().map(|k| (*k).to_owned()).collect(),
        }
    }

    fn waiting(s: &Subscription) -> Vec<String> {
        let mut q = s.inbox.queue.lock().unwrap();
        q.drain(..).map(|k| k.to_string()).collect()
    }

    #[tokio::test]
    async fn a_change_reaches_the_streams_that_listen_to_it_only() {
        let hub = Hub::new(8);
        let staff = hub.subscribe(&Listen::Everything);
        let client = hub.subscribe(&company(&["p:1"]));
        let other = hub.subscribe(&Listen::Company {
            company: "c2".into(),
            keys: vec!["p:2".into()],
        });
        let keys = [
            "p:1",
            "p:2",
            "p:3",
            "u:c1",
            "u:m9",
            "t:c1::t1",
            "t:c2:p:2:t2",
            "s:x",
        ];
        for key in keys {
            hub.tell(key);
        }
        // Staff hear every change.
        assert_eq!(waiting(&staff), keys);
        assert_eq!(waiting(&client), ["p:1", "u:c1", "t:c1::t1"]);
        assert_eq!(waiting(&other), ["p:2", "t:c2:p:2:t2"]);
        // Everyone hears a resync.
        hub.tell(RESYNC);
        hub.tell(UNSURE);
        assert_eq!(waiting(&client), [RESYNC, UNSURE]);
        assert_eq!(waiting(&other), [RESYNC, UNSURE]);
        // Listening to other projects from now on.
        client.listen(&company(&["p:4"]));
        hub.tell("p:1");
        hub.tell("p:4");
        assert_eq!(waiting(&client), ["p:4"]);
        // Gone when dropped.
        drop(other);
        assert_eq!(hub.lock().streams.len(), 2);
        assert!(hub
            .lock()
            .by_route
            .keys()
            .all(|r| !r.contains("c2") && r != "p:2"));
    }

    #[tokio::test]
    async fn a_stream_that_falls_behind_is_told_so_once_then_hears_again() {
        let hub = Hub::new(2);
        let s = hub.subscribe(&Listen::Everything);
        for key in ["p:1", "p:2", "p:3"] {
            hub.tell(key);
        }
        assert_eq!(s.recv().await, Err(Lagged));
        hub.tell("p:4");
        assert_eq!(s.recv().await, Ok(Arc::from("p:4")));
    }

    #[tokio::test]
    async fn a_waiting_stream_wakes_for_its_key() {
        let hub = Hub::new(8);
        let s = hub.subscribe(&company(&["p:1"]));
        let told = {
            let hub = hub.clone();
            tokio::spawn(async move {
                tokio::time::sleep(std::time::Duration::from_millis(20)).await;
                hub.tell("p:2");
                hub.tell("p:1");
            })
        };
        let heard = tokio::time::timeout(std::time::Duration::from_secs(5), s.recv()).await;
        assert_eq!(heard.unwrap(), Ok(Arc::from("p:1")));
        told.await.unwrap();
        assert!(!hub.is_empty());
        drop(s);
        assert!(hub.is_empty());
    }
}
