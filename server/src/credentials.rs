//! What proves who someone is, below every layer that uses it: Argon2id password hashes (bounded
//! in how many run at once) and random tokens, of which the server keeps only the SHA-256
//! (docs/decisions/0004-sessions-and-tokens.md).

use std::sync::OnceLock;

use argon2::password_hash::rand_core::{OsRng, RngCore};
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use base64::Engine as _;
use sha2::{Digest, Sha256};

use crate::error::ApiError;

/// At most this many Argon2 computations (7 MiB and tens of milliseconds of CPU each) run at
/// once; the rest wait briefly, then get 503 rather than piling up memory and starving every other
/// request.
pub const HASHING_AT_ONCE: usize = 4;
/// How long a sign-in waits for a hashing slot before it is told to come back.
const HASHING_WAIT: std::time::Duration = std::time::Duration::from_millis(750);

fn hashing_slots() -> &'static tokio::sync::Semaphore {
    static SLOTS: OnceLock<tokio::sync::Semaphore> = OnceLock::new();
    SLOTS.get_or_init(|| tokio::sync::Semaphore::new(HASHING_AT_ONCE))
}

async fn hashing_slot() -> Result<tokio::sync::SemaphorePermit<'static>, ApiError> {
    match tokio::time::timeout(HASHING_WAIT, hashing_slots().acquire()).await {
        Ok(Ok(permit)) => Ok(permit),
        _ => Err(ApiError::Busy),
    }
}

/// Argon2id at 7 MiB and 5 passes: of the settings OWASP gives as equal in strength (19 MiB and 2
/// passes, the crate's default, is another), the one needing least memory. A sign-in's hash was
/// most of the server's peak memory (docs/decisions/0014-password-hash-memory.md).
const HASH_MEMORY_KIB: u32 = 7 * 1024;
const HASH_PASSES: u32 = 5;

fn hasher() -> Argon2<'static> {
    // Valid constants (a unit test pins the hashes they make), so the fallback never runs.
    let params = Params::new(HASH_MEMORY_KIB, HASH_PASSES, 1, None).unwrap_or_default();
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// Whether a stored hash was made with other settings than today's (it still verifies with its
/// own; the next sign-in hashes the password again with today's).
pub fn outdated(hash: &str) -> bool {
    let settings = |p: &Params| (p.m_cost(), p.t_cost(), p.p_cost());
    let current = settings(hasher().params());
    PasswordHash::new(hash)
        .map(|parsed| {
            parsed.algorithm != Algorithm::Argon2id.ident()
                || Params::try_from(&parsed).ok().as_ref().map(settings) != Some(current)
        })
        .unwrap_or(true)
}

/// Argon2id (`hasher`), on a blocking thread: ~30 ms.
pub async fn hash_password(password: String) -> Result<String, ApiError> {
    let _slot = hashing_slot().await?;
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        hasher()
            .hash_password(password.as_bytes(), &salt)
            .map(|h| h.to_string())
            .map_err(|e| ApiError::internal(e.to_string()))
    })
    .await
    .map_err(ApiError::internal)?
}

/// Checks a password. With no account (`hash` None) it verifies against a fixed dummy hash, so a
/// wrong email and a wrong password take the same time and the caller learns nothing.
pub async fn verify_password(hash: Option<String>, password: String) -> Result<bool, ApiError> {
    let _slot = hashing_slot().await?;
    tokio::task::spawn_blocking(move || {
        let known = hash.is_some();
        let stored = match hash {
            Some(h) => h,
            None => dummy_hash().to_owned(),
        };
        // Verified with the settings the hash names, whichever they are.
        let ok = PasswordHash::new(&stored)
            .map(|parsed| {
                hasher()
                    .verify_password(password.as_bytes(), &parsed)
                    .is_ok()
            })
            .unwrap_or(false);
        known && ok
    })
    .await
    .map_err(ApiError::internal)
}

/// Computes the dummy hash ahead of the first sign-in, so even that one takes the usual time.
pub async fn warm_up() {
    let _ = tokio::task::spawn_blocking(dummy_hash).await;
}

fn dummy_hash() -> &'static str {
    static DUMMY: OnceLock<String> = OnceLock::new();
    DUMMY.get_or_init(|| {
        let salt = SaltString::generate(&mut OsRng);
        hasher()
            .hash_password(b"portico-no-such-account", &salt)
            .map(|h| h.to_string())
            .unwrap_or_default()
    })
}

/// 256 random bits, URL-safe.
pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    OsRng.fill_bytes(&mut bytes);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

pub fn token_hash(token: &str) -> String {
    let digest = Sha256::digest(token.as_bytes());
    let mut out = String::with_capacity(64);
    for b in digest {
        out.push_str(&format!("{b:02x}"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_random_and_stored_hashed() {
        let a = new_token();
        let b = new_token();
        assert_ne!(a, b);
        assert!(a.len() >= 43);
        let h = token_hash(&a);
        assert_eq!(h.len(), 64);
        assert!(!h.contains(&a));
        assert_eq!(h, token_hash(&a));
    }

    #[tokio::test]
    async fn passwords_are_argon2id_and_verify() {
        let hash = hash_password("s3cret-pass".into()).await.unwrap();
        assert!(hash.starts_with("$argon2id$"));
        assert!(verify_password(Some(hash.clone()), "s3cret-pass".into())
            .await
            .unwrap());
        assert!(!verify_password(Some(hash), "wrong".into()).await.unwrap());
        assert!(!verify_password(None, "portico-no-such-account".into())
            .await
            .unwrap());
    }

    #[tokio::test]
    async fn hashes_made_with_other_settings_verify_and_are_outdated() {
        let hash = hash_password("s3cret-pass".into()).await.unwrap();
        assert!(hash.contains("$m=7168,t=5,p=1$"), "{hash}");
        assert!(!outdated(&hash));
        // The crate's default (19 MiB, 2 passes), as hashes made before today's settings are.
        let salt = SaltString::generate(&mut OsRng);
        let old = Argon2::default()
            .hash_password(b"s3cret-pass", &salt)
            .unwrap()
            .to_string();
        assert!(old.contains("$m=19456,t=2,p=1$"), "{old}");
        assert!(outdated(&old));
        assert!(verify_password(Some(old.clone()), "s3cret-pass".into())
            .await
            .unwrap());
        assert!(!verify_password(Some(old), "wrong".into()).await.unwrap());
        assert!(outdated("not a hash"));
    }
}
