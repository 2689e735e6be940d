//! Things held at once on this server, counted per key (a session, a person) and in all: live
//! streams, uploads under way. A `Hold` counts while it lives and gives its place back when
//! dropped, whatever ends it (an answer, a dropped connection, a panic).

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// The counts of one kind of thing held.
#[derive(Default)]
pub struct Holds {
    total: AtomicUsize,
    by_key: Mutex<HashMap<Box<str>, usize>>,
}

/// Why a hold was not given.
#[derive(Debug, PartialEq, Eq)]
pub enum Full {
    /// The server holds as many as it may, from everyone together.
    Server,
    /// This key (a session, a person) holds as many as it may.
    Key,
}

impl Holds {
    pub fn new() -> Arc<Self> {
        Arc::default()
    }

    /// One more held, unless the server holds `total_max` already or one of `keys` holds its
    /// most (each `(key, max)`).
    pub fn take(self: &Arc<Self>, total_max: usize, keys: &[(&str, usize)]) -> Result<Hold, Full> {
        if self.total.fetch_add(1, Ordering::AcqRel) >= total_max {
            self.total.fetch_sub(1, Ordering::AcqRel);
            return Err(Full::Server);
        }
        let mut held = self.by_key.lock().unwrap_or_else(|e| e.into_inner());
        if keys
            .iter()
            .any(|(key, max)| held.get(*key).copied().unwrap_or(0) >= *max)
        {
            drop(held);
            self.total.fetch_sub(1, Ordering::AcqRel);
            return Err(Full::Key);
        }
        let mut owned = Vec::with_capacity(keys.len());
        for (key, _) in keys {
            let key: Box<str> = (*key).into();
            *held.entry(key.clone()).or_insert(0) += 1;
            owned.push(key);
        }
        Ok(Hold {
            holds: self.clone(),
            keys: owned.into_boxed_slice(),
        })
    }

    /// How many are held now, in all.
    pub fn total(&self) -> usize {
        self.total.load(Ordering::Acquire)
    }
}

/// One thing held; its place comes back when it is dropped.
pub struct Hold {
    holds: Arc<Holds>,
    keys: Box<[Box<str>]>,
}

impl Drop for Hold {
    fn drop(&mut self) {
        self.holds.total.fetch_sub(1, Ordering::AcqRel);
        let mut held = self.holds.by_key.lock().unwrap_or_else(|e| e.into_inner());
        for key in self.keys.iter() {
            if let Some(n) = held.get_mut(key) {
                *n -= 1;
                if *n == 0 {
                    held.remove(key);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_key_and_the_server_hold_at_most_their_share_and_get_it_back() {
        let holds = Holds::new();
        let a: Vec<Hold> = (0..2)
            .map(|_| holds.take(3, &[("s:a", 2), ("u:x", 3)]).unwrap())
            .collect();
        assert_eq!(holds.take(3, &[("s:a", 2)]).err(), Some(Full::Key));
        let b = holds.take(3, &[("s:b", 2), ("u:x", 3)]).unwrap();
        assert_eq!(holds.take(3, &[("s:c", 2)]).err(), Some(Full::Server));
        assert_eq!(holds.total(), 3);
        drop(b);
        drop(a);
        assert_eq!(holds.total(), 0);
        assert!(holds.by_key.lock().unwrap().is_empty());
    }
}
