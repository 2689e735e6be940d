//! Standard Webhooks signatures: `whsec_` secrets (base64 of 24 random bytes), and
//! `webhook-signature: v1,<base64 of HMAC-SHA256(secret, "{id}.{timestamp}.{body}")>`.

use argon2::password_hash::rand_core::{OsRng, RngCore};
use base64::Engine;
use hmac::{Hmac, Mac};
use sha2::Sha256;

const B64: base64::engine::GeneralPurpose = base64::engine::general_purpose::STANDARD;

pub const SECRET_PREFIX: &str = "whsec_";

pub fn new_secret() -> String {
    let mut key = [0u8; 24];
    OsRng.fill_bytes(&mut key);
    format!("{SECRET_PREFIX}{}", B64.encode(key))
}

/// The `webhook-signature` header's value, or None for a secret that is not ours.
pub fn signature(secret: &str, id: &str, timestamp: i64, body: &str) -> Option<String> {
    let key = B64.decode(secret.strip_prefix(SECRET_PREFIX)?).ok()?;
    let mut mac = Hmac::<Sha256>::new_from_slice(&key).ok()?;
    mac.update(format!("{id}.{timestamp}.").as_bytes());
    mac.update(body.as_bytes());
    Some(format!("v1,{}", B64.encode(mac.finalize().into_bytes())))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The example of the Standard Webhooks specification.
    #[test]
    fn signs_as_the_specification_does() {
        let secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
        let id = "msg_p5jXN8AQM9LWM0D4loKWxJek";
        let body = r#"{"test": 2432232314}"#;
        assert_eq!(
            signature(secret, id, 1614265330, body).as_deref(),
            Some("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=")
        );
    }

    #[test]
    fn secrets_are_fresh_and_well_formed() {
        let (a, b) = (new_secret(), new_secret());
        assert_ne!(a, b);
        assert!(signature(&a, "msg_1", 1, "{}").is_some());
        assert!(signature("not-ours", "msg_1", 1, "{}").is_none());
    }
}
