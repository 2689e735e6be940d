//! Secrets the server must read back (an authenticator's TOTP key) are kept sealed with a key from
//! the environment (`SECRET_KEY`): a copy of the database alone does not reveal them. ChaCha20-
//! Poly1305 from `ring` (already linked for TLS); a fresh random nonce per value, stored in front.

use argon2::password_hash::rand_core::{OsRng, RngCore};
use base64::Engine;
use ring::aead::{Aad, LessSafeKey, Nonce, UnboundKey, CHACHA20_POLY1305, NONCE_LEN};
use sha2::{Digest, Sha256};

/// The shortest `SECRET_KEY` taken: 32 characters (`openssl rand -hex 32` gives 64).
pub const MIN_KEY_CHARS: usize = 32;

#[derive(Clone)]
pub struct SealKey([u8; 32]);

impl std::fmt::Debug for SealKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SealKey(***)")
    }
}

impl SealKey {
    /// From `SECRET_KEY`: any text of at least `MIN_KEY_CHARS`, stretched to 256 bits by SHA-256
    /// (it is random already; the hash only fixes its length).
    pub fn from_setting(value: &str) -> Option<Self> {
        (value.chars().count() >= MIN_KEY_CHARS)
            .then(|| Self(Sha256::digest(value.as_bytes()).into()))
    }

    fn key(&self) -> Option<LessSafeKey> {
        UnboundKey::new(&CHACHA20_POLY1305, &self.0)
            .ok()
            .map(LessSafeKey::new)
    }

    /// `purpose` is bound into the seal: a value sealed for one use cannot be passed off as another.
    /// (`None` cannot happen with a 256-bit key and a short value; callers answer 500 if it did.)
    pub fn seal(&self, purpose: &str, plain: &[u8]) -> Option<String> {
        let mut nonce = [0u8; NONCE_LEN];
        OsRng.fill_bytes(&mut nonce);
        let mut data = plain.to_vec();
        self.key()?
            .seal_in_place_append_tag(
                Nonce::assume_unique_for_key(nonce),
                Aad::from(purpose.as_bytes()),
                &mut data,
            )
            .ok()?;
        let mut out = nonce.to_vec();
        out.extend_from_slice(&data);
        Some(base64::engine::general_purpose::STANDARD_NO_PAD.encode(out))
    }

    /// A keyed hash (HMAC-SHA256, hex) of `data` for `purpose`: what is kept of a secret the
    /// server only compares (a recovery code), so a copy of the database alone cannot test
    /// guesses against it.
    pub fn mac(&self, purpose: &str, data: &[u8]) -> String {
        let key = ring::hmac::Key::new(ring::hmac::HMAC_SHA256, &self.0);
        let mut ctx = ring::hmac::Context::with_key(&key);
        ctx.update(purpose.as_bytes());
        ctx.update(&[0]);
        ctx.update(data);
        ctx.sign()
            .as_ref()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    /// `None` when the value was sealed with another key or for another purpose, or was altered.
    pub fn open(&self, purpose: &str, sealed: &str) -> Option<Vec<u8>> {
        let raw = base64::engine::general_purpose::STANDARD_NO_PAD
            .decode(sealed)
            .ok()?;
        if raw.len() < NONCE_LEN {
            return None;
        }
        let (nonce, data) = raw.split_at(NONCE_LEN);
        let nonce = Nonce::try_assume_unique_for_key(nonce).ok()?;
        let mut data = data.to_vec();
        let plain = self
            .key()?
            .open_in_place(nonce, Aad::from(purpose.as_bytes()), &mut data)
            .ok()?;
        Some(plain.to_vec())
    }
}

/// A secret the server must use again (a webhook's signing secret, a calendar link's token), as
/// kept in the database: sealed (`s:`) when the server has a `SECRET_KEY`, otherwise as it is
/// (`p:`): those work without one, unlike two-factor. A value kept before a key was set still
/// opens; one sealed opens only with its key.
pub fn keep(key: Option<&SealKey>, purpose: &str, plain: &str) -> String {
    match key.and_then(|k| k.seal(purpose, plain.as_bytes())) {
        Some(sealed) => format!("s:{sealed}"),
        None => format!("p:{plain}"),
    }
}

/// The secret `keep` kept; None when it was sealed with another key (or none is set now).
pub fn kept(key: Option<&SealKey>, purpose: &str, stored: &str) -> Option<String> {
    if let Some(plain) = stored.strip_prefix("p:") {
        return Some(plain.to_owned());
    }
    let sealed = stored.strip_prefix("s:")?;
    String::from_utf8(key?.open(purpose, sealed)?).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sealed_value_opens_only_with_its_key_and_purpose() {
        let key = SealKey::from_setting(&"k".repeat(32)).unwrap();
        let sealed = key.seal("totp", b"secret bytes").unwrap();
        assert!(!sealed.contains("secret"));
        assert_eq!(key.open("totp", &sealed).unwrap(), b"secret bytes");
        assert_ne!(
            key.seal("totp", b"secret bytes").unwrap(),
            sealed,
            "a fresh nonce each time"
        );
        assert!(key.open("other", &sealed).is_none());
        let other = SealKey::from_setting(&"x".repeat(40)).unwrap();
        assert!(other.open("totp", &sealed).is_none());
        let mut altered = sealed.clone();
        altered.replace_range(20..21, if &sealed[20..21] == "A" { "B" } else { "A" });
        assert!(key.open("totp", &altered).is_none());
        assert!(key.open("totp", "not base64!").is_none());
    }

    #[test]
    fn short_keys_are_refused() {
        assert!(SealKey::from_setting("short").is_none());
    }
}
