//! GitHub webhook signatures: `X-Hub-Signature-256` is `sha256=` and the hex HMAC-SHA256 of the
//! raw body under the shared secret. Several secrets may be configured so one can be rotated
//! without missing deliveries; the comparison is constant-time.

use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::config::Secret;

/// Whether `signature` (the header's value) signs `body` under one of `secrets`.
/// `sha256=` and 64 hex digits: a signature worth reading a body for.
pub fn well_formed(signature: &str) -> bool {
    signature
        .trim()
        .strip_prefix("sha256=")
        .is_some_and(|hex| decode_hex(hex).is_some())
}

pub fn verify(secrets: &[Secret], body: &[u8], signature: &str) -> bool {
    let Some(hex) = signature.trim().strip_prefix("sha256=") else {
        return false;
    };
    let Some(expected) = decode_hex(hex) else {
        return false;
    };
    secrets.iter().any(|secret| {
        let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(secret.expose().as_bytes()) else {
            return false;
        };
        mac.update(body);
        // `verify_slice` compares in constant time.
        mac.verify_slice(&expected).is_ok()
    })
}

fn decode_hex(hex: &str) -> Option<Vec<u8>> {
    if hex.len() != 64 {
        return None;
    }
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// GitHub's documented example ("Validating webhook deliveries").
    const SECRET: &str = "It's a Secret to Everybody";
    const PAYLOAD: &str = "Hello, World!";
    const SIGNATURE: &str =
        "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17";

    #[test]
    fn githubs_test_vector_verifies() {
        assert!(verify(
            &[Secret::new(SECRET)],
            PAYLOAD.as_bytes(),
            SIGNATURE
        ));
    }

    #[test]
    fn any_configured_secret_may_sign_and_nothing_else_passes() {
        let rotated = [Secret::new("new secret"), Secret::new(SECRET)];
        assert!(verify(&rotated, PAYLOAD.as_bytes(), SIGNATURE));
        assert!(!verify(
            &[Secret::new("other")],
            PAYLOAD.as_bytes(),
            SIGNATURE
        ));
        assert!(!verify(&[Secret::new(SECRET)], b"Hello, World?", SIGNATURE));
        assert!(!verify(
            &[Secret::new(SECRET)],
            PAYLOAD.as_bytes(),
            "sha1=abc"
        ));
        assert!(!verify(
            &[Secret::new(SECRET)],
            PAYLOAD.as_bytes(),
            "sha256=zz"
        ));
        assert!(!verify(&[], PAYLOAD.as_bytes(), SIGNATURE));
    }
}
