//! Which projects someone is reading: a write to a project whose read (or whose client's list)
//! was asked for since its last render renders it before answering, so the reader's next read,
//! which usually follows at once, finds it kept (ADR 0029). A project nobody read since its last
//! render is left to the keeper: the write pays only for a read that is coming.
//!
//! Per app server, in memory: a reader on another server renders for itself on its first read
//! after the write, as any read that misses does.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Instant;

use crate::ids::ProjectId;

/// Entries held at most per map (about 100 bytes each); past it they are forgotten all at once,
/// which costs only a render on a read instead of on a write.
const MAX_ENTRIES: usize = 100_000;

#[derive(Default)]
pub(super) struct Watched {
    at: Mutex<At>,
}

/// When each project's read and each client's list was last asked for, and each project last
/// rendered. Looked up by `&str`: a read that marks what it was asked for allocates nothing once
/// its entry exists.
#[derive(Default)]
struct At {
    project_read: HashMap<String, Instant>,
    list_read: HashMap<String, Instant>,
    rendered: HashMap<String, Instant>,
}

fn mark(map: &mut HashMap<String, Instant>, id: &str) {
    let now = Instant::now();
    if let Some(at) = map.get_mut(id) {
        *at = now;
        return;
    }
    if map.len() >= MAX_ENTRIES {
        map.clear();
    }
    map.insert(id.to_owned(), now);
}

impl Watched {
    fn with(&self, f: impl FnOnce(&mut At)) {
        if let Ok(mut at) = self.at.lock() {
            f(&mut at);
        }
    }

    pub(super) fn read_project(&self, id: &ProjectId) {
        self.with(|at| mark(&mut at.project_read, id.as_str()));
    }

    pub(super) fn read_list(&self, client_id: &str) {
        self.with(|at| mark(&mut at.list_read, client_id));
    }

    pub(super) fn rendered(&self, id: &ProjectId) {
        self.with(|at| mark(&mut at.rendered, id.as_str()));
    }

    /// Whether the project's read, or its client's list, was asked for since its last render.
    pub(super) fn watched(&self, id: &ProjectId, client_id: Option<&str>) -> bool {
        let Ok(at) = self.at.lock() else {
            return false;
        };
        let rendered = at.rendered.get(id.as_str()).copied();
        let asked = [
            at.project_read.get(id.as_str()).copied(),
            client_id.and_then(|c| at.list_read.get(c).copied()),
        ];
        asked
            .into_iter()
            .flatten()
            .any(|asked| rendered.is_none_or(|r| asked >= r))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_project_is_watched_when_read_since_its_last_render() {
        let w = Watched::default();
        let p = ProjectId::from_stored("p1".into());
        assert!(!w.watched(&p, Some("c1")), "never read");
        w.rendered(&p);
        w.read_project(&p);
        assert!(w.watched(&p, None));
        w.rendered(&p);
        assert!(!w.watched(&p, Some("c1")), "rendered since");
        w.read_list("c1");
        assert!(w.watched(&p, Some("c1")), "its client's list read since");
        assert!(!w.watched(&p, Some("c2")));
    }
}
