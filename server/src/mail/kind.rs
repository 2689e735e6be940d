//! The kinds of mail, as the outbox keeps them and the composer words them: its own file, so the
//! outbox and the composer both point down at it rather than at each other.

use serde::Serialize;

use crate::db::tokens::Purpose;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Invitation,
    Reset,
    PasswordChanged,
    SignInLink,
    SignInMethodAdded,
    Notify,
    Test,
    EmailChanged,
    TwoFactorReset,
    /// A request for a decision on delivered work, or its reminder (to an approver; not a
    /// notification one turns off: the company appointed them to decide).
    SignOff,
    /// An invoice or credit note, its PDF attached (to the company's finance people; not a
    /// notification one turns off).
    Invoice,
    /// "A passkey was added to your Portico account" (to its owner, with how to remove it).
    PasskeyAdded,
    /// A person was made an owner of the company, or a staff member was invited or let back in
    /// (to the company's other owners, or to every staff member).
    AccessGranted,
    /// "A new sign-in to your Portico account" from a device it never signed in from.
    NewSignIn,
    /// A company's owner tried to invite an address that already has an account (to its holder:
    /// the owner is answered the same as for a new address).
    AlreadyHasAccount,
}

impl Kind {
    const ALL: [Kind; 15] = [
        Kind::Invitation,
        Kind::Reset,
        Kind::PasswordChanged,
        Kind::SignInLink,
        Kind::SignInMethodAdded,
        Kind::Notify,
        Kind::Test,
        Kind::EmailChanged,
        Kind::TwoFactorReset,
        Kind::SignOff,
        Kind::Invoice,
        Kind::PasskeyAdded,
        Kind::AccessGranted,
        Kind::NewSignIn,
        Kind::AlreadyHasAccount,
    ];

    /// Every kind's name, for the mail log's filter (`Api::filtered_by`).
    pub const NAMES: [&'static str; 15] = {
        let mut names = [""; 15];
        let mut i = 0;
        while i < 15 {
            names[i] = Self::ALL[i].as_str();
            i += 1;
        }
        names
    };

    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Invitation => "invitation",
            Self::Reset => "reset",
            Self::PasswordChanged => "password_changed",
            Self::SignInLink => "sign_in_link",
            Self::SignInMethodAdded => "sign_in_method_added",
            Self::Notify => "notify",
            Self::Test => "test",
            Self::EmailChanged => "email_changed",
            Self::TwoFactorReset => "two_factor_reset",
            Self::SignOff => "sign_off",
            Self::Invoice => "invoice",
            Self::PasskeyAdded => "passkey_added",
            Self::AccessGranted => "access_granted",
            Self::NewSignIn => "new_sign_in",
            Self::AlreadyHasAccount => "already_has_account",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.as_str() == s)
    }

    /// Mails whose link signs someone in or sets a password: the link is not kept once sent,
    /// and such a mail cannot be sent again from the log (a new one is asked for instead).
    pub fn holds_secret(self) -> bool {
        self.link_purpose().is_some()
    }

    /// The emailed link's purpose: its token is made when the mail is sent, never kept.
    pub fn link_purpose(self) -> Option<Purpose> {
        match self {
            Self::Invitation => Some(Purpose::Invitation),
            Self::Reset => Some(Purpose::Reset),
            Self::SignInLink => Some(Purpose::SignIn),
            _ => None,
        }
    }
}
