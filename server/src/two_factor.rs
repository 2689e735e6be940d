//! Two-factor sign-in with an authenticator app (RFC 6238 TOTP: SHA-1, six digits, 30-second
//! steps, what every app defaults to) and single-use recovery codes. The key is sealed at rest
//! (`seal.rs`); a code is accepted for its own step, the one before or the one after (clocks
//! drift), and never twice (`db::two_factor::use_step`).

use argon2::password_hash::rand_core::{OsRng, RngCore};
use portico_shared::validate::{RECOVERY_ALPHABET, RECOVERY_LEN};
use totp_rs::{Algorithm, TOTP};

use crate::seal::SealKey;

pub const STEP_SECS: u64 = 30;
/// 160 bits, RFC 4226's recommended key length.
pub const KEY_BYTES: usize = 20;
pub const RECOVERY_CODES: usize = 10;
/// What the seal of a TOTP key is bound to.
const SEAL_PURPOSE: &str = "totp-key";
/// The name an authenticator app shows above the code.
pub const ISSUER: &str = "Portico";

pub fn new_key() -> Vec<u8> {
    let mut key = vec![0u8; KEY_BYTES];
    OsRng.fill_bytes(&mut key);
    key
}

pub fn seal(key: &SealKey, totp_key: &[u8]) -> Option<String> {
    key.seal(SEAL_PURPOSE, totp_key)
}

pub fn open(key: &SealKey, sealed: &str) -> Option<Vec<u8>> {
    key.open(SEAL_PURPOSE, sealed)
}

fn totp(totp_key: Vec<u8>, account: &str) -> TOTP {
    // The URI format forbids ':' in the label; an email never has one, but stay safe.
    TOTP::new_unchecked(
        Algorithm::SHA1,
        6,
        1,
        STEP_SECS,
        totp_key,
        Some(ISSUER.to_owned()),
        account.replace(':', ""),
    )
}

/// What an authenticator app is given: the key as Base32 text, and the `otpauth://` URI the QR
/// code carries.
pub fn enrolment(totp_key: &[u8], account: &str) -> (String, String) {
    let t = totp(totp_key.to_vec(), account);
    (t.get_secret_base32(), t.get_url())
}

pub fn now_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// The step whose code `code` is, among now, one before and one after.
pub fn step_of(totp_key: &[u8], code: &str, now_secs: u64) -> Option<i64> {
    let t = totp(totp_key.to_vec(), "");
    let now = now_secs / STEP_SECS;
    [now, now.saturating_sub(1), now + 1]
        .into_iter()
        .find(|step| same(&t.generate(step * STEP_SECS), code))
        .map(|step| step as i64)
}

/// A key typed as Base32 text (what `enrolment` shows), as an app reads it.
pub fn key_from_base32(text: &str) -> Option<Vec<u8>> {
    totp_rs::Secret::Encoded(text.to_owned()).to_bytes().ok()
}

/// The code of a step (tests and the seeded demo use it to act as the app).
pub fn code_at(totp_key: &[u8], secs: u64) -> String {
    totp(totp_key.to_vec(), "").generate(secs)
}

/// Compares without stopping at the first difference.
fn same(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

/// Ten recovery codes, as shown (`xxxxx-xxxxx`), and their keyed hashes, as stored.
pub fn recovery_codes(key: &SealKey, user: &str) -> (Vec<String>, Vec<String>) {
    let mut shown = Vec::with_capacity(RECOVERY_CODES);
    let mut hashes = Vec::with_capacity(RECOVERY_CODES);
    for _ in 0..RECOVERY_CODES {
        let mut code = String::with_capacity(RECOVERY_LEN);
        while code.len() < RECOVERY_LEN {
            let mut b = [0u8; 1];
            OsRng.fill_bytes(&mut b);
            // Rejection sampling: every character of the alphabet equally likely.
            let limit = 256 - 256 % RECOVERY_ALPHABET.len();
            if usize::from(b[0]) < limit {
                code.push(char::from(
                    RECOVERY_ALPHABET[usize::from(b[0]) % RECOVERY_ALPHABET.len()],
                ));
            }
        }
        hashes.push(recovery_hash(key, user, &code));
        shown.push(format!("{}-{}", &code[..5], &code[5..]));
    }
    (shown, hashes)
}

/// A recovery code as stored: a hash keyed with `SECRET_KEY` and bound to its account; `code` is
/// normalised (lower case, no dash; see `shared`).
pub fn recovery_hash(key: &SealKey, user: &str, code: &str) -> String {
    format!(
        "k1:{}",
        key.mac("recovery", format!("{user}:{code}").as_bytes())
    )
}

/// How codes made before keyed hashes were kept (a plain SHA-256): still accepted, so nobody's
/// printed codes stop working; new sets are keyed.
pub fn legacy_recovery_hash(code: &str) -> String {
    crate::credentials::token_hash(&format!("recovery:{code}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_match_their_step_and_its_neighbours_only() {
        let key = new_key();
        let now = 1_800_000_000;
        let code = code_at(&key, now);
        assert_eq!(step_of(&key, &code, now), Some((now / STEP_SECS) as i64));
        assert!(
            step_of(&key, &code, now + STEP_SECS).is_some(),
            "a slow phone"
        );
        assert!(
            step_of(&key, &code, now - STEP_SECS).is_some(),
            "a fast phone"
        );
        assert!(step_of(&key, &code, now + 3 * STEP_SECS).is_none());
        assert!(step_of(&new_key(), &code, now).is_none());
    }

    #[test]
    fn the_rfc_6238_vector_holds() {
        // RFC 6238 appendix B, SHA-1, T = 59 s: 94287082 (eight digits); six digits: 287082.
        assert_eq!(code_at(b"12345678901234567890", 59), "287082");
    }

    #[test]
    fn recovery_codes_are_ten_distinct_and_stored_hashed() {
        let key = SealKey::from_setting(&"k".repeat(32)).unwrap();
        let (shown, hashes) = recovery_codes(&key, "u1");
        assert_eq!(shown.len(), 10);
        let plain: std::collections::HashSet<_> = shown.iter().collect();
        assert_eq!(plain.len(), 10);
        for (code, hash) in shown.iter().zip(&hashes) {
            assert_eq!(code.len(), 11);
            assert_eq!(&recovery_hash(&key, "u1", &code.replace('-', "")), hash);
            assert_ne!(&recovery_hash(&key, "u2", &code.replace('-', "")), hash);
            let other = SealKey::from_setting(&"o".repeat(32)).unwrap();
            assert_ne!(&recovery_hash(&other, "u1", &code.replace('-', "")), hash);
            assert!(!hash.contains(&code[..5]));
        }
    }
}
