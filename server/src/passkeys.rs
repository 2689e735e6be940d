//! Passkeys (WebAuthn, through kanidm's webauthn-rs): the relying party and the three ceremonies
//! the product runs (adding a passkey, signing in, proving who one is again). The relying party is
//! the host of `PUBLIC_URL`; WebAuthn refuses an IP address there, so with one, passkeys are off.
//!
//! A ceremony's server half (the challenge it expects back) is kept in the database between its two
//! requests (`db::passkeys`), so any app server can finish what another started.

use base64::Engine;
use serde::{Deserialize, Serialize};
use webauthn_rs::prelude::CredentialID;
use webauthn_rs::prelude::{
    CreationChallengeResponse, DiscoverableAuthentication, Passkey, PasskeyAuthentication,
    PasskeyRegistration, PublicKeyCredential, RegisterPublicKeyCredential,
    RequestChallengeResponse, Url, Uuid, Webauthn, WebauthnBuilder,
};
use webauthn_rs_proto::{AllowCredentials, ResidentKeyRequirement};

use crate::error::{ApiError, ApiResult};
use crate::ids::UserId;
use crate::state::AppState;

/// The relying party, or why there is none.
pub fn relying_party(public_url: &str) -> Result<Webauthn, String> {
    let url = Url::parse(public_url).map_err(|e| format!("PUBLIC_URL is not a URL: {e}"))?;
    let host = match url.host() {
        Some(url::Host::Domain(d)) => d.to_owned(),
        _ => {
            return Err(format!(
                "passkeys are off: WebAuthn refuses an IP address as the relying party \
                 (PUBLIC_URL={public_url}); use a host name, for example http://localhost:{}",
                url.port_or_known_default().unwrap_or(3000)
            ))
        }
    };
    WebauthnBuilder::new(&host, &url)
        .and_then(|b| b.rp_name("Portico").build())
        .map_err(|e| format!("passkeys are off: {e}"))
}

/// A credential id as stored and looked up (base64url, no padding).
pub fn credential_key(id: &[u8]) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(id)
}

/// The WebAuthn user handle of an account: its id's 16 bytes.
pub fn user_handle(id: &UserId) -> Option<Uuid> {
    Uuid::parse_str(id.as_str()).ok()
}

/// The server's half of a sign-in: for the account whose address was given first, or for any
/// passkey the browser offers (username-less, and the passkey autofill of the email field).
#[derive(Serialize, Deserialize)]
#[serde(tag = "flow", content = "state", rename_all = "snake_case")]
pub enum SignInState {
    Account(PasskeyAuthentication),
    Discoverable(DiscoverableAuthentication),
    /// An address with no passkey (or no account): answered like the others, never passes.
    Nobody,
}

/// Starts adding a passkey: the browser's options and the state to keep. Passkeys the account
/// has already are excluded; a discoverable credential is preferred, so the browser's passkey
/// autofill can offer it later.
pub fn start_registration(
    rp: &Webauthn,
    handle: Uuid,
    email: &str,
    name: &str,
    existing: &[Passkey],
) -> Result<(CreationChallengeResponse, PasskeyRegistration), String> {
    let exclude = existing.iter().map(|p| p.cred_id().clone()).collect();
    let (mut options, state) = rp
        .start_passkey_registration(handle, email, name, Some(exclude))
        .map_err(|e| e.to_string())?;
    if let Some(selection) = options.public_key.authenticator_selection.as_mut() {
        selection.resident_key = Some(ResidentKeyRequirement::Preferred);
        selection.require_resident_key = false;
    }
    Ok((options, state))
}

/// Options for a sign-in: the account's passkeys when there are some, or, for an address without
/// any, options of the same shape naming credentials that do not exist (`decoys`, the same for the
/// same address), so the answer does not tell whether the address has an account or passkeys.
pub fn start_sign_in(
    rp: &Webauthn,
    passkeys: Option<&[Passkey]>,
    decoys: Vec<CredentialID>,
) -> Result<(RequestChallengeResponse, SignInState), String> {
    match passkeys {
        Some(keys) if !keys.is_empty() => {
            let (options, state) = rp
                .start_passkey_authentication(keys)
                .map_err(|e| e.to_string())?;
            Ok((options, SignInState::Account(state)))
        }
        Some(_) => {
            let (mut options, _) = rp
                .start_discoverable_authentication()
                .map_err(|e| e.to_string())?;
            options.mediation = None;
            options.public_key.extensions = None;
            options.public_key.allow_credentials = decoys
                .into_iter()
                .map(|id| AllowCredentials {
                    type_: "public-key".into(),
                    id: id.to_vec(),
                    transports: None,
                })
                .collect();
            Ok((options, SignInState::Nobody))
        }
        None => {
            let (mut options, state) = rp
                .start_discoverable_authentication()
                .map_err(|e| e.to_string())?;
            // The button asks at once; the email field's autofill asks with `mediation` itself.
            options.mediation = None;
            Ok((options, SignInState::Discoverable(state)))
        }
    }
}

/// Made-up credential ids for an address without passkeys: webauthn-rs's generator, keyed with
/// `key` (kept secret: whoever knows it tells made-up ids from real ones), the same for the same
/// address, in the numbers real accounts have.
pub fn decoys(key: &[u8], email: &str) -> Vec<CredentialID> {
    use webauthn_rs::fake::{FakePasskeyDistribution, WebauthnFakeCredentialGenerator};
    WebauthnFakeCredentialGenerator::<FakePasskeyDistribution>::new(key)
        .and_then(|g| g.generate(email.as_bytes()))
        .unwrap_or_default()
}

/// The credential the browser sent, as webauthn-rs reads it; `None` when it is not one.
pub fn parse_assertion(value: serde_json::Value) -> Option<PublicKeyCredential> {
    serde_json::from_value(value).ok()
}

pub fn parse_attestation(value: serde_json::Value) -> Option<RegisterPublicKeyCredential> {
    serde_json::from_value(value).ok()
}

// ---- What the passkey routes share: the ceremony's answer, its refusals, the stored passkeys ----

/// What the browser passes to `navigator.credentials` (WebAuthn's JSON form), and the token it
/// sends back with the answer.
#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasskeyCeremony {
    pub ceremony: String,
    /// `PublicKeyCredentialCreationOptionsJSON` or `...RequestOptionsJSON`, under `publicKey`.
    pub options: serde_json::Value,
}

/// A 400 about one field of a ceremony's answer.
fn refused(field: &str, code: &str, message: &str) -> ApiError {
    ApiError::Validation(vec![portico_shared::validate::FieldError::new(
        field, code, message,
    )])
}

/// The relying party of a request: 404 where passkeys are off (an IP address in `PUBLIC_URL`).
pub fn relying_party_of(state: &AppState) -> ApiResult<&Webauthn> {
    state.webauthn.as_deref().ok_or(ApiError::NotFound)
}

pub fn ceremony_expired() -> ApiError {
    refused(
        "ceremony",
        "expired",
        "This passkey request has expired: start again.",
    )
}

pub fn not_verified() -> ApiError {
    refused(
        "credential",
        "not_verified",
        "The passkey could not be verified. Try again, or use another way to sign in.",
    )
}

/// The ceremony token as sent: its shape only (what it stands for is in the database).
pub fn ceremony_of(raw: &Option<String>) -> ApiResult<&str> {
    let token = raw.as_deref().unwrap_or_default().trim();
    let shaped = !token.is_empty()
        && token.len() <= 64
        && token
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    shaped.then_some(token).ok_or_else(ceremony_expired)
}

pub fn to_json<T: serde::Serialize>(value: &T) -> ApiResult<String> {
    serde_json::to_string(value).map_err(|e| ApiError::internal(format!("passkey state: {e}")))
}

pub fn options_of<T: serde::Serialize>(value: &T) -> ApiResult<serde_json::Value> {
    serde_json::to_value(value).map_err(|e| ApiError::internal(format!("passkey options: {e}")))
}

/// An account's passkeys as webauthn-rs reads them (rows that do not read are skipped).
pub async fn passkeys_of(state: &AppState, user: &UserId) -> ApiResult<Vec<(String, Passkey)>> {
    Ok(crate::db::passkeys::stored_of(&state.db, user)
        .await?
        .into_iter()
        .filter_map(|s| Some((s.id, serde_json::from_str::<Passkey>(&s.passkey).ok()?)))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_relying_party_is_a_host_name_never_an_ip_address() {
        assert!(relying_party("http://localhost:3000").is_ok());
        assert!(relying_party("https://portal.example.com").is_ok());
        let refused = relying_party("http://127.0.0.1:3000").unwrap_err();
        assert!(refused.contains("http://localhost:3000"), "{refused}");
        assert!(relying_party("http://[::1]:3000").is_err());
    }

    #[test]
    fn an_address_without_passkeys_gets_options_of_the_same_shape() {
        let rp = relying_party("http://localhost:3000").unwrap();
        let key = [7u8; 32];
        assert_eq!(decoys(&key, "a@example.com"), decoys(&key, "a@example.com"));
        let ids = (0..20)
            .map(|i| decoys(&key, &format!("{i}@example.com")))
            .find(|d| !d.is_empty())
            .unwrap();
        let (none, state) = start_sign_in(&rp, Some(&[]), ids.clone()).unwrap();
        assert!(matches!(state, SignInState::Nobody));
        let none = serde_json::to_value(none).unwrap();
        assert_eq!(
            none["publicKey"]["allowCredentials"]
                .as_array()
                .unwrap()
                .len(),
            ids.len()
        );
        assert!(none.get("mediation").is_none() || none["mediation"].is_null());
        // What an account's own options hold (the API stories compare the two): no extensions,
        // no mediation.
        let mut keys: Vec<&String> = none["publicKey"].as_object().unwrap().keys().collect();
        keys.sort();
        assert_eq!(
            keys,
            [
                "allowCredentials",
                "challenge",
                "rpId",
                "timeout",
                "userVerification"
            ]
        );
        let (any, _) = start_sign_in(&rp, None, Vec::new()).unwrap();
        let any = serde_json::to_value(any).unwrap();
        assert_eq!(any["publicKey"]["allowCredentials"], serde_json::json!([]));
    }
}
