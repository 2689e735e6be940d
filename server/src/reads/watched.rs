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

/// Entries held at most (about 100 bytes each); past it they are forgotten all at once, which
/// costs only a render on a read instead of on a write.
const MAX_ENTRIES: usize = 100_000;

#[derive(Default)]
pub(super) struct Watched {
    /// When a project's read (`p`), a client's list (`c`) was last asked for, when a project was
    /// last rendered (`r`).
    at: Mutex<HashMap<(u8, String), Instant>>,
}

impl Watched {
    fn mark(&self, kind: u8, id: &str) {
        if let Ok(mut at) = self.at.lock() {
            if at.len() >= MAX_ENTRIES && !at.contains_key(&(kind, id.to_owned())) {
                at.clear();
            }
            at.insert((kind, id.to_owned()), Instant::now());
        }
    }

    pub(super) fn read_project(&self, id: &ProjectId) {
        self.mark(b'p', id.as_str());
    }

    pub(super) fn read_list(&self, client_id: &str) {
        self.mark(b'c', client_id);
    }

    pub(super) fn rendered(&self, id: &ProjectId) {
        self.mark(b'r', id.as_str());
    }

    /// Whether the project's read, or its client's list, was asked for since its last render.
    pub(super) fn watched(&self, id: &ProjectId, client_id: Option<&str>) -> bool {
        let Ok(at) = self.at.lock() else {
            return false;
        };
        let rendered = at.get(&(b'r', id.as_str().to_owned())).copied();
        let asked = [
            at.get(&(b'p', id.as_str().to_owned())).copied(),
            client_id.and_then(|c| at.get(&(b'c', c.to_owned())).copied()),
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
