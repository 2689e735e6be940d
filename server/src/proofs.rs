//! Proofs: values a function can only be handed when the caller was checked. A leaf (it names
//! nothing of the crate), so `db/` and `reads/` take a proof without importing the HTTP guards
//! in `auth.rs` that make one.

/// The proof that the caller handles money: staff, a client company's owner, or a person the
/// owner gave finance (ADR 0030). Made only from a signed-in session (`AuthUser::money` in
/// `auth.rs` is the one caller of `Money::of_session`), so a function that writes amounts into an
/// answer takes `Option<Money>` and cannot be called without asking; without it the fields are
/// absent, not zero.
#[derive(Clone, Copy, Debug)]
pub struct Money(());

impl Money {
    /// The proof, if the session's account handles money (the session lookup computed it from
    /// the account's role, ownership and finance grant).
    pub(crate) fn of_session(handles_money: bool) -> Option<Money> {
        handles_money.then_some(Money(()))
    }
}
