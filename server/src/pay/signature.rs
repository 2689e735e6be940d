//! A payment provider's webhook is verified on its raw bytes, before anything parses it (issue
//! 5/8). Stripe signs `<t>.<body>` with HMAC-SHA256 under the endpoint's signing secret and sends
//! `Stripe-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>…]` (several `v1` while a secret is being
//! rolled; `v0` is its test scheme, never accepted). Razorpay signs the body alone and sends the hex
//! digest in `X-Razorpay-Signature`. Comparisons are constant-time (`Mac::verify_slice`).

use hmac::{Hmac, Mac};
use sha2::Sha256;

/// How old a signed timestamp may be, as Stripe's own libraries allow by default.
pub const TOLERANCE_SECS: i64 = 300;

/// Why a delivery was refused; each answers 400 and books nothing.
#[derive(Debug, PartialEq, Eq)]
pub enum Refused {
    /// The header is not `t=…,v1=…`.
    Malformed,
    /// No `v1` signature in it.
    NoSignature,
    /// Signed more than [`TOLERANCE_SECS`] ago: a replay, or a delivery held too long.
    TooOld,
    /// No signature matches the body under the secret.
    Mismatch,
}

fn to_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Lower- or upper-case hex of whole bytes; `None` for anything else.
fn from_hex(text: &str) -> Option<Vec<u8>> {
    if text.is_empty() || !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

/// The MAC of `parts` under `secret` (HMAC takes a key of any length, so there is always one).
fn mac(secret: &str, parts: &[&[u8]]) -> Option<Hmac<Sha256>> {
    let mut m = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).ok()?;
    for p in parts {
        m.update(p);
    }
    Some(m)
}

/// Checks a `Stripe-Signature` header against the raw `body` at `now` (Unix seconds); the signed
/// timestamp when one `v1` matches.
pub fn verify_stripe(header: &str, body: &[u8], secret: &str, now: i64) -> Result<i64, Refused> {
    let mut t: Option<i64> = None;
    let mut signatures: Vec<Vec<u8>> = Vec::new();
    for part in header.split(',') {
        let (key, value) = part.trim().split_once('=').ok_or(Refused::Malformed)?;
        match key {
            "t" => t = Some(value.parse().map_err(|_| Refused::Malformed)?),
            // A signature that is not hex cannot match: skip it, as Stripe's libraries do.
            "v1" => signatures.extend(from_hex(value)),
            _ => {}
        }
    }
    let t = t.ok_or(Refused::Malformed)?;
    if signatures.is_empty() {
        return Err(Refused::NoSignature);
    }
    // Stripe's libraries refuse only what is too old (a clock ahead of ours is not a replay).
    if now - t > TOLERANCE_SECS {
        return Err(Refused::TooOld);
    }
    let stamp = t.to_string();
    let signed = |s: &[u8]| {
        mac(secret, &[stamp.as_bytes(), b".", body]).is_some_and(|m| m.verify_slice(s).is_ok())
    };
    if signatures.iter().any(|s| signed(s)) {
        Ok(t)
    } else {
        Err(Refused::Mismatch)
    }
}

/// The `Stripe-Signature` header Stripe would send for `body` at `t` (the fake provider's, and the
/// stories').
pub fn stripe_header(secret: &str, t: i64, body: &[u8]) -> String {
    let stamp = t.to_string();
    let digest = mac(secret, &[stamp.as_bytes(), b".", body])
        .map(|m| to_hex(&m.finalize().into_bytes()))
        .unwrap_or_default();
    format!("t={t},v1={digest}")
}

/// Checks Razorpay's `X-Razorpay-Signature` (the hex HMAC-SHA256 of the raw body).
pub fn verify_razorpay(signature: &str, body: &[u8], secret: &str) -> Result<(), Refused> {
    let expected = from_hex(signature.trim()).ok_or(Refused::Malformed)?;
    mac(secret, &[body])
        .is_some_and(|m| m.verify_slice(&expected).is_ok())
        .then_some(())
        .ok_or(Refused::Mismatch)
}

#[cfg(test)]
mod tests {
    use super::*;

    const BODY: &[u8] = br#"{"id":"evt_1","type":"checkout.session.completed"}"#;
    const SECRET: &str = "whsec_test_secret";
    // HMAC-SHA256("whsec_test_secret", "1700000000." + BODY), computed apart (Python's hmac).
    const KNOWN: &str = "a13d4b1f9003bc2fb6c06224e878b6056185eaa50d40e1e7dc05517f8af41d7b";

    #[test]
    fn a_signature_made_elsewhere_is_recognised() {
        assert_eq!(
            stripe_header(SECRET, 1_700_000_000, BODY),
            format!("t=1700000000,v1={KNOWN}")
        );
        let header = format!("t=1700000000,v1={KNOWN}");
        assert_eq!(
            verify_stripe(&header, BODY, SECRET, 1_700_000_100),
            Ok(1_700_000_000)
        );
    }

    #[test]
    fn one_byte_another_secret_or_an_old_timestamp_is_refused() {
        let t = 1_700_000_000;
        let header = stripe_header(SECRET, t, BODY);
        let mut changed = BODY.to_vec();
        changed[10] ^= 1;
        assert_eq!(
            verify_stripe(&header, &changed, SECRET, t),
            Err(Refused::Mismatch)
        );
        assert_eq!(
            verify_stripe(&header, BODY, "whsec_other", t),
            Err(Refused::Mismatch)
        );
        assert_eq!(verify_stripe(&header, BODY, SECRET, t + 300), Ok(t));
        assert_eq!(
            verify_stripe(&header, BODY, SECRET, t + 301),
            Err(Refused::TooOld)
        );
        // The timestamp is signed: moving it breaks the signature.
        let moved = header.replace("t=1700000000", "t=1700000200");
        assert_eq!(
            verify_stripe(&moved, BODY, SECRET, t + 200),
            Err(Refused::Mismatch)
        );
    }

    #[test]
    fn every_v1_is_tried_and_v0_never_counts() {
        let t = 1_700_000_000;
        let good = stripe_header(SECRET, t, BODY);
        let sig = good.split("v1=").nth(1).unwrap();
        let rolled = format!("t={t},v1={},v1={sig}", "00".repeat(32));
        assert_eq!(verify_stripe(&rolled, BODY, SECRET, t), Ok(t));
        let test_scheme = format!("t={t},v0={sig}");
        assert_eq!(
            verify_stripe(&test_scheme, BODY, SECRET, t),
            Err(Refused::NoSignature)
        );
        for bad in ["", "v1=abc", "t=soon,v1=00", "garbage"] {
            assert_eq!(
                verify_stripe(bad, BODY, SECRET, t),
                Err(Refused::Malformed),
                "{bad}"
            );
        }
    }

    #[test]
    fn razorpay_signs_the_body_alone() {
        let body = br#"{"event":"payment.captured"}"#;
        let known = "0ea09d611215f3d22f53207c37444d3938ba1bd74925b558d3759f86683e48a5";
        assert_eq!(verify_razorpay(known, body, "rzp_secret"), Ok(()));
        assert_eq!(
            verify_razorpay(known, b"{}", "rzp_secret"),
            Err(Refused::Mismatch)
        );
        assert_eq!(
            verify_razorpay("not hex", body, "rzp_secret"),
            Err(Refused::Malformed)
        );
    }
}
