//! What each mail says, in the recipient's language: subject, a text part and an HTML part.
//! The texts are Rust constants checked at compile time (one table per language, the same keys
//! in each); values from users are escaped in the HTML part.

use serde::{Deserialize, Serialize};

use super::kind::Kind;

/// A notification's topic: what an unsubscribe link turns off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Topic {
    Tickets,
    Requests,
    Contact,
}

impl Topic {
    pub const ALL: [Topic; 3] = [Topic::Tickets, Topic::Requests, Topic::Contact];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Tickets => "tickets",
            Self::Requests => "requests",
            Self::Contact => "contact",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.as_str() == s)
    }
}

/// What happened, for one line of a notification.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// Staff answered a client's ticket (to the client).
    TicketReply,
    /// A client opened a ticket (to staff).
    TicketOpened,
    /// A client wrote on their ticket (to staff).
    ClientReply,
    /// A client sent a requirement for a project (to staff).
    Requirement,
    /// A client sent a statement-of-work update (to staff).
    SowUpdate,
    /// Someone filled in the contact form (to staff).
    Contact,
    /// Staff ask for the sign-off of delivered work (to the company's approvers).
    SignOffAsked,
    /// A sign-off still waits for this approver (to them, after the request's days).
    SignOffReminder,
    /// A client approved delivered work (to staff).
    SignOffApproved,
    /// A client asked for changes to delivered work (to staff).
    SignOffChanges,
    /// An invoice was issued (to the company's finance people, the PDF attached).
    InvoiceIssued,
    /// A credit note was issued (to the company's finance people, the PDF attached).
    CreditNoteIssued,
    /// The virus scan found a file infected and keeps it from download (to staff).
    FileInfected,
    /// A prepaid block of hours reached 80 % or 100 % (`who`: the percent; `title`: its size; to
    /// the company's owners and finance people).
    BlockUsed,
    /// An invoice was paid online (`who`: the amount; `title`: its number; to the company's
    /// finance people).
    PaidOnline,
    /// Staff sent a quote or change request (`title`: its number and title; to the company's
    /// approvers).
    QuoteSent,
    /// The company accepted a quote (to staff).
    QuoteAccepted,
    /// An approver declined a quote, with a reason (to staff).
    QuoteDeclined,
    /// Three quarters of a ticket's first-response target are gone (`who`: when it is due; to
    /// staff following the company).
    TicketResponseDueSoon,
    /// A ticket's first reply is late (`who`: when it was due; to staff).
    TicketResponseBreached,
    /// Three quarters of a ticket's resolution target are gone (to staff).
    TicketResolutionDueSoon,
    /// A ticket's resolution is late (to staff).
    TicketResolutionBreached,
    /// Staff solved the client's ticket: "How did we do?", with one-click good and bad links
    /// (`path`: the rating page, its token in the fragment).
    TicketSolved,
}

impl Event {
    pub fn topic(self) -> Topic {
        match self {
            Self::TicketReply
            | Self::TicketOpened
            | Self::ClientReply
            | Self::FileInfected
            | Self::TicketResponseDueSoon
            | Self::TicketResponseBreached
            | Self::TicketResolutionDueSoon
            | Self::TicketResolutionBreached
            | Self::TicketSolved => Topic::Tickets,
            Self::Requirement
            | Self::SowUpdate
            | Self::SignOffAsked
            | Self::SignOffReminder
            | Self::SignOffApproved
            | Self::SignOffChanges
            | Self::InvoiceIssued
            | Self::CreditNoteIssued
            | Self::BlockUsed
            | Self::PaidOnline
            | Self::QuoteSent
            | Self::QuoteAccepted
            | Self::QuoteDeclined => Topic::Requests,
            Self::Contact => Topic::Contact,
        }
    }
}

/// One event of a notification mail. `path` is where it is seen in the product.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Item {
    pub event: Event,
    pub who: String,
    pub title: String,
    #[serde(default)]
    pub project: String,
    #[serde(default)]
    pub body: String,
    pub path: String,
}

/// The payload of each kind of mail, as kept in the outbox.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Payload {
    /// The emailed link (invitation, reset, sign-in), with its token: set by the sender as it
    /// sends, never kept in the outbox (the token is made then, see `worker`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link: Option<String>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub items: Vec<Item>,
    /// The identity provider's name ("a sign-in method was added").
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub provider: String,
    /// The account's new address ("your email address was changed", sent to the old one).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub email: String,
    /// The invoice whose PDF goes with the mail (read when it is sent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invoice: Option<String>,
    /// The invoice can be paid online from its page: the mail says so.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub pay_online: bool,
    /// The payment received online whose receipt goes with the mail (read when it is sent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub receipt: Option<String>,
    /// How many passkeys a recovery removed (a password set without the old one, an email
    /// changed, two-factor reset): the mail says so.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub passkeys: u64,
    /// The passkey's name ("a passkey was added").
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub passkey: String,
    /// Who was given access, who gave it, and what (`Grant`): "access granted".
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub person: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub by: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grant: Option<Grant>,
    /// A new sign-in: the browser and system, the network, and how it signed in.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub device: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub network: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub method: String,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// What an "access granted" mail tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Grant {
    /// A person was made an owner of the recipient's company (to its other owners).
    Owner,
    /// A staff member was invited (to every staff member).
    StaffInvited,
    /// A switched-off staff member was switched back on (to every staff member).
    StaffReactivated,
}

pub struct Rendered {
    pub subject: String,
    pub text: String,
    pub html: String,
}

/// Links the mail needs besides its own.
pub struct Links<'a> {
    pub public_url: &'a str,
    /// The unsubscribe page, for people (notifications only; the `List-Unsubscribe` header
    /// carries the one-click address for mail clients).
    pub unsubscribe: Option<String>,
    /// Where the recipient changes their notification settings.
    pub settings_path: &'a str,
}

struct Words {
    hello: &'static str,
    invitation_subject: &'static str,
    invitation: &'static str,
    invitation_button: &'static str,
    invitation_note: &'static str,
    reset_subject: &'static str,
    reset: &'static str,
    reset_button: &'static str,
    reset_note: &'static str,
    sign_in_subject: &'static str,
    sign_in: &'static str,
    sign_in_button: &'static str,
    sign_in_note: &'static str,
    changed_subject: &'static str,
    changed: &'static str,
    changed_note: &'static str,
    method_subject: &'static str,
    method: &'static str,
    method_note: &'static str,
    email_subject: &'static str,
    email_changed: &'static str,
    email_note: &'static str,
    reset_2fa_subject: &'static str,
    reset_2fa: &'static str,
    reset_2fa_note: &'static str,
    passkeys_removed: &'static str,
    passkey_subject: &'static str,
    passkey_added: &'static str,
    passkey_note: &'static str,
    owner_subject: &'static str,
    owner_added: &'static str,
    staff_invited_subject: &'static str,
    staff_invited: &'static str,
    staff_back_subject: &'static str,
    staff_back: &'static str,
    grant_note: &'static str,
    open_settings: &'static str,
    already_subject: &'static str,
    already: &'static str,
    already_note: &'static str,
    new_sign_in_subject: &'static str,
    new_sign_in: &'static str,
    new_sign_in_note: &'static str,
    unknown_device: &'static str,
    by_password: &'static str,
    by_link: &'static str,
    by_invitation: &'static str,
    by_passkey: &'static str,
    by_provider: &'static str,
    by_code: &'static str,
    test_subject: &'static str,
    test: &'static str,
    updates_subject: &'static str,
    open: &'static str,
    ticket_reply: &'static str,
    ticket_opened: &'static str,
    client_reply: &'static str,
    requirement: &'static str,
    sow_update: &'static str,
    contact: &'static str,
    file_infected: &'static str,
    sign_off_asked: &'static str,
    sign_off_reminder: &'static str,
    sign_off_approved: &'static str,
    sign_off_changes: &'static str,
    sign_off_why: &'static str,
    invoice_issued: &'static str,
    credit_note_issued: &'static str,
    invoice_why: &'static str,
    block_used: &'static str,
    paid_online: &'static str,
    quote_sent: &'static str,
    quote_accepted: &'static str,
    quote_declined: &'static str,
    response_due_soon: &'static str,
    response_breached: &'static str,
    resolution_due_soon: &'static str,
    resolution_breached: &'static str,
    ticket_solved: &'static str,
    rate_good: &'static str,
    rate_bad: &'static str,
    pay_it_online: &'static str,
    /// An approval of hours, titled and summed up in the reader's language.
    hours_title: &'static str,
    hours_summary_one: &'static str,
    hours_summary_other: &'static str,
    money_why: &'static str,
    project: &'static str,
    why: &'static str,
    unsubscribe: &'static str,
    settings: &'static str,
}

const EN: Words = Words {
    hello: "Hello {name},",
    invitation_subject: "You are invited to Portico",
    invitation: "An account has been opened for you on Portico, where you can follow your projects: sprints, tasks, goals, payment milestones and support tickets. Choose your password to get started.",
    invitation_button: "Choose my password",
    invitation_note: "This link works once, for 7 days. If you were not expecting this invitation, you can ignore this email.",
    reset_subject: "Choose a new Portico password",
    reset: "Someone asked to reset the password of your Portico account. If it was you, choose a new password with this link.",
    reset_button: "Choose a new password",
    reset_note: "The link works once, for 60 minutes. If you did not ask for it, ignore this email: your password stays as it is.",
    sign_in_subject: "Your Portico sign-in link",
    sign_in: "Use this link to sign in to Portico. Signing in was paused for your account after several wrong passwords; this link works however many there were.",
    sign_in_button: "Sign in to Portico",
    sign_in_note: "The link works once, for 15 minutes. If you did not ask for it, ignore this email and nobody gets in.",
    changed_subject: "Your Portico password was changed",
    changed: "The password of your Portico account was just changed, and every session was signed out.",
    changed_note: "If this was not you, choose a new password at once with \"Forgot password?\" on the sign-in page, and tell your project manager.",
    method_subject: "A sign-in method was added to your Portico account",
    method: "You can now sign in to Portico with {provider}. It was linked to your account when you first signed in with it.",
    method_note: "If this was not you, tell your project manager at once.",
    email_subject: "The email address of your Portico account was changed",
    email_changed: "The email address of your Portico account was changed to {email}. Links mailed to this address no longer work, and every session was signed out.",
    email_note: "If you did not ask for this, tell your project manager at once.",
    reset_2fa_subject: "Two-factor sign-in was turned off for your Portico account",
    reset_2fa: "Our team turned off two-factor sign-in for your Portico account, and every session was signed out. Your password is unchanged.",
    reset_2fa_note: "Set it up again from your settings after you sign in. If you did not ask for this, tell your project manager at once.",
    passkeys_removed: "The passkeys of your account ({n}) were removed as well: add them again from your settings once you have signed in.",
    passkey_subject: "A passkey was added to your Portico account",
    passkey_added: "A passkey named “{passkey}” was added to your Portico account. It signs in without a password.",
    passkey_note: "If this was not you, remove it at once in your settings, under Passkeys, choose a new password with \"Forgot password?\", and tell your project manager.",
    owner_subject: "A new owner of your company on Portico",
    owner_added: "{by} made {person} an owner of your company on Portico. Owners invite and remove people, decide who handles money and who approves delivered work.",
    staff_invited_subject: "A staff member was invited to Portico",
    staff_invited: "{by} invited {person} to Portico's back office. Staff see every client, project and invoice.",
    staff_back_subject: "A staff account was switched back on in Portico",
    staff_back: "{by} switched the account of {person} back on in Portico's back office. Staff see every client, project and invoice.",
    grant_note: "If you did not expect this, tell the others at once: every change is in the audit log.",
    open_settings: "Open my settings",
    new_sign_in_subject: "A new sign-in to your Portico account",
    new_sign_in: "Your Portico account was just signed in to from a device it had not used before: {device}, from the network {network}, {how}.",
    new_sign_in_note: "If this was you, there is nothing to do. If not, sign that session out in your settings under \"Where you are signed in\", choose a new password, and tell your project manager.",
    unknown_device: "an unknown browser",
    by_password: "with the password",
    by_link: "with a link sent by email",
    by_invitation: "by accepting the invitation",
    by_passkey: "with a passkey",
    by_provider: "with the company's identity provider",
    by_code: "with the password and a code from the app",
    already_subject: "Someone tried to add you to their company on Portico",
    already: "{by} tried to add this address to {person} on Portico. It already has a Portico account, so nothing was changed.",
    already_note: "If you want to join them, ask your project manager. If you do not know them, you can ignore this email.",
    test_subject: "Portico test email",
    test: "This is a test email from Portico. If you can read it, mail reaches people.",
    updates_subject: "{n} updates on Portico",
    open: "Open",
    ticket_reply: "{who} replied to your ticket “{title}”",
    ticket_opened: "{who} opened a ticket: “{title}”",
    client_reply: "{who} replied on the ticket “{title}”",
    requirement: "{who} sent a requirement: “{title}”",
    sow_update: "{who} sent a statement-of-work update: “{title}”",
    contact: "New message from the contact form: {who}",
    file_infected: "A file from {who} was blocked: {title} contains a virus",
    sign_off_asked: "{who} asks for your approval: “{title}”",
    sign_off_reminder: "Waiting for your approval: “{title}”",
    sign_off_approved: "{who} approved “{title}”",
    sign_off_changes: "{who} asked for changes to “{title}”",
    sign_off_why: "You get this email because you approve delivered work for your company on Portico.",
    invoice_issued: "Invoice {title} is ready",
    credit_note_issued: "Credit note {title} is ready",
    invoice_why: "You get this email because you handle your company's invoices on Portico. The PDF is attached.",
    block_used: "Your prepaid block of {title} is {who} used",
    paid_online: "Payment received, thank you: {who} for invoice {title}",
    quote_sent: "{who} sent a quote for your acceptance: “{title}”",
    quote_accepted: "{who} accepted “{title}”",
    quote_declined: "{who} declined “{title}”",
    response_due_soon: "A reply to “{title}” is due soon: {who}",
    response_breached: "The reply to “{title}” is late: it was due {who}",
    resolution_due_soon: "“{title}” should be solved soon: {who}",
    resolution_breached: "“{title}” is past its resolution time: it was due {who}",
    ticket_solved: "“{title}” was solved. How did we do?",
    rate_good: "Good",
    rate_bad: "Bad",
    pay_it_online: "You can pay it online from its page on Portico: choose Pay online.",
    hours_title: "Hours {from} – {to}",
    hours_summary_one: "{time} billable ({n} entry)",
    hours_summary_other: "{time} billable ({n} entries)",
    money_why: "You get this email because you handle your company's invoices on Portico.",
    project: "Project: {project}",
    why: "You get this email because of your notification settings.",
    unsubscribe: "Unsubscribe from these emails",
    settings: "Notification settings",
};

const FR: Words = Words {
    hello: "Bonjour {name},",
    invitation_subject: "Vous êtes invité sur Portico",
    invitation: "Un compte a été ouvert pour vous sur Portico, où vous pouvez suivre vos projets : sprints, tâches, objectifs, échéances de paiement et tickets d’assistance. Choisissez votre mot de passe pour commencer.",
    invitation_button: "Choisir mon mot de passe",
    invitation_note: "Ce lien fonctionne une seule fois, pendant 7 jours. Si vous n’attendiez pas cette invitation, vous pouvez ignorer cet e-mail.",
    reset_subject: "Choisissez un nouveau mot de passe Portico",
    reset: "Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Portico. Si c’est vous, choisissez un nouveau mot de passe avec ce lien.",
    reset_button: "Choisir un nouveau mot de passe",
    reset_note: "Le lien fonctionne une seule fois, pendant 60 minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail : votre mot de passe reste inchangé.",
    sign_in_subject: "Votre lien de connexion Portico",
    sign_in: "Utilisez ce lien pour vous connecter à Portico. La connexion de votre compte a été suspendue après plusieurs mots de passe erronés ; ce lien fonctionne quel que soit leur nombre.",
    sign_in_button: "Se connecter à Portico",
    sign_in_note: "Le lien fonctionne une seule fois, pendant 15 minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail et personne n’entrera.",
    changed_subject: "Votre mot de passe Portico a été modifié",
    changed: "Le mot de passe de votre compte Portico vient d’être modifié, et toutes les sessions ont été fermées.",
    changed_note: "Si ce n’était pas vous, choisissez tout de suite un nouveau mot de passe avec « Mot de passe oublié ? » sur la page de connexion, et prévenez votre chef de projet.",
    method_subject: "Une méthode de connexion a été ajoutée à votre compte Portico",
    method: "Vous pouvez désormais vous connecter à Portico avec {provider}. Elle a été liée à votre compte lors de votre première connexion avec elle.",
    method_note: "Si ce n’était pas vous, prévenez tout de suite votre chef de projet.",
    email_subject: "L’adresse e-mail de votre compte Portico a été modifiée",
    email_changed: "L’adresse e-mail de votre compte Portico est désormais {email}. Les liens envoyés à cette adresse ne fonctionnent plus, et toutes les sessions ont été déconnectées.",
    email_note: "Si vous ne l’avez pas demandé, prévenez tout de suite votre chef de projet.",
    reset_2fa_subject: "La connexion en deux étapes a été désactivée pour votre compte Portico",
    reset_2fa: "Notre équipe a désactivé la connexion en deux étapes de votre compte Portico, et toutes les sessions ont été déconnectées. Votre mot de passe n’a pas changé.",
    reset_2fa_note: "Configurez-la de nouveau depuis vos paramètres une fois connecté. Si vous ne l’avez pas demandé, prévenez tout de suite votre chef de projet.",
    passkeys_removed: "Les clés d’accès de votre compte ({n}) ont aussi été supprimées : ajoutez-les de nouveau depuis vos paramètres une fois connecté.",
    passkey_subject: "Une clé d’accès a été ajoutée à votre compte Portico",
    passkey_added: "Une clé d’accès nommée « {passkey} » a été ajoutée à votre compte Portico. Elle permet de se connecter sans mot de passe.",
    passkey_note: "Si ce n’était pas vous, supprimez-la tout de suite dans vos paramètres, rubrique Clés d’accès, choisissez un nouveau mot de passe avec « Mot de passe oublié ? » et prévenez votre chef de projet.",
    owner_subject: "Un nouveau propriétaire de votre entreprise sur Portico",
    owner_added: "{by} a fait de {person} un propriétaire de votre entreprise sur Portico. Les propriétaires invitent et retirent des personnes, décident qui gère l’argent et qui valide les livraisons.",
    staff_invited_subject: "Un membre de l’équipe a été invité sur Portico",
    staff_invited: "{by} a invité {person} dans l’administration de Portico. L’équipe voit tous les clients, projets et factures.",
    staff_back_subject: "Un compte de l’équipe a été réactivé sur Portico",
    staff_back: "{by} a réactivé le compte de {person} dans l’administration de Portico. L’équipe voit tous les clients, projets et factures.",
    grant_note: "Si vous ne vous y attendiez pas, prévenez les autres tout de suite : chaque modification figure dans le journal d’audit.",
    open_settings: "Ouvrir mes paramètres",
    new_sign_in_subject: "Nouvelle connexion à votre compte Portico",
    new_sign_in: "Une connexion à votre compte Portico vient d’avoir lieu depuis un appareil jamais utilisé auparavant : {device}, depuis le réseau {network}, {how}.",
    new_sign_in_note: "Si c’était vous, il n’y a rien à faire. Sinon, fermez cette session dans vos paramètres, rubrique « Où vous êtes connecté », choisissez un nouveau mot de passe et prévenez votre chef de projet.",
    unknown_device: "un navigateur inconnu",
    by_password: "avec le mot de passe",
    by_link: "avec un lien envoyé par e-mail",
    by_invitation: "en acceptant l’invitation",
    by_passkey: "avec une clé d’accès",
    by_provider: "avec le fournisseur d’identité de l’entreprise",
    by_code: "avec le mot de passe et un code de l’application",
    already_subject: "Quelqu’un a essayé de vous ajouter à son entreprise sur Portico",
    already: "{by} a essayé d’ajouter cette adresse à {person} sur Portico. Elle a déjà un compte Portico, donc rien n’a changé.",
    already_note: "Si vous souhaitez les rejoindre, demandez-le à votre chef de projet. Si vous ne les connaissez pas, vous pouvez ignorer cet e-mail.",
    test_subject: "E-mail de test Portico",
    test: "Ceci est un e-mail de test de Portico. Si vous pouvez le lire, les e-mails arrivent.",
    updates_subject: "{n} nouveautés sur Portico",
    open: "Ouvrir",
    ticket_reply: "{who} a répondu à votre ticket « {title} »",
    ticket_opened: "{who} a ouvert un ticket : « {title} »",
    client_reply: "{who} a répondu sur le ticket « {title} »",
    requirement: "{who} a envoyé un besoin : « {title} »",
    sow_update: "{who} a envoyé une mise à jour du cahier des charges : « {title} »",
    contact: "Nouveau message du formulaire de contact : {who}",
    file_infected: "Un fichier de {who} a été bloqué : {title} contient un virus",
    sign_off_asked: "{who} demande votre validation : « {title} »",
    sign_off_reminder: "En attente de votre validation : « {title} »",
    sign_off_approved: "{who} a validé « {title} »",
    sign_off_changes: "{who} a demandé des modifications pour « {title} »",
    sign_off_why: "Vous recevez cet e-mail car vous validez les livraisons pour votre entreprise sur Portico.",
    invoice_issued: "La facture {title} est disponible",
    credit_note_issued: "L’avoir {title} est disponible",
    invoice_why: "Vous recevez cet e-mail car vous gérez les factures de votre entreprise sur Portico. Le PDF est joint.",
    block_used: "Votre forfait prépayé de {title} est utilisé à {who}",
    paid_online: "Paiement reçu, merci : {who} pour la facture {title}",
    quote_sent: "{who} vous envoie un devis à accepter : « {title} »",
    quote_accepted: "{who} a accepté « {title} »",
    quote_declined: "{who} a refusé « {title} »",
    response_due_soon: "Une réponse à « {title} » est attendue bientôt : {who}",
    response_breached: "La réponse à « {title} » est en retard : elle était attendue {who}",
    resolution_due_soon: "« {title} » doit être résolu bientôt : {who}",
    resolution_breached: "« {title} » a dépassé son délai de résolution : {who}",
    ticket_solved: "« {title} » est résolu. Comment avons-nous fait ?",
    rate_good: "Bien",
    rate_bad: "Pas bien",
    pay_it_online: "Vous pouvez la payer en ligne depuis sa page sur Portico : choisissez Payer en ligne.",
    hours_title: "Heures du {from} au {to}",
    hours_summary_one: "{time} facturable ({n} saisie)",
    hours_summary_other: "{time} facturables ({n} saisies)",
    money_why: "Vous recevez cet e-mail car vous gérez les factures de votre entreprise sur Portico.",
    project: "Projet : {project}",
    why: "Vous recevez cet e-mail en raison de vos préférences de notification.",
    unsubscribe: "Se désabonner de ces e-mails",
    settings: "Préférences de notification",
};

const HI: Words = Words {
    hello: "नमस्ते {name},",
    invitation_subject: "आपको Portico पर आमंत्रित किया गया है",
    invitation: "Portico पर आपके लिए एक खाता खोला गया है, जहाँ आप अपनी परियोजनाओं को देख सकते हैं: स्प्रिंट, कार्य, लक्ष्य, भुगतान पड़ाव और सहायता टिकट। शुरू करने के लिए अपना पासवर्ड चुनें।",
    invitation_button: "मेरा पासवर्ड चुनें",
    invitation_note: "यह लिंक केवल एक बार, 7 दिनों तक काम करता है। यदि आप इस आमंत्रण की अपेक्षा नहीं कर रहे थे, तो इस ईमेल को अनदेखा कर सकते हैं।",
    reset_subject: "नया Portico पासवर्ड चुनें",
    reset: "किसी ने आपके Portico खाते का पासवर्ड रीसेट करने का अनुरोध किया है। यदि यह आप थे, तो इस लिंक से नया पासवर्ड चुनें।",
    reset_button: "नया पासवर्ड चुनें",
    reset_note: "यह लिंक केवल एक बार, 60 मिनट तक काम करता है। यदि आपने इसका अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड वही रहेगा।",
    sign_in_subject: "आपका Portico साइन-इन लिंक",
    sign_in: "Portico में साइन इन करने के लिए इस लिंक का उपयोग करें। कई गलत पासवर्ड के बाद आपके खाते में साइन इन रोक दिया गया था; यह लिंक फिर भी काम करता है।",
    sign_in_button: "Portico में साइन इन करें",
    sign_in_note: "यह लिंक केवल एक बार, 15 मिनट तक काम करता है। यदि आपने इसका अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें और कोई अंदर नहीं आएगा।",
    changed_subject: "आपका Portico पासवर्ड बदल दिया गया",
    changed: "आपके Portico खाते का पासवर्ड अभी बदला गया है, और सभी सत्रों से साइन आउट कर दिया गया है।",
    changed_note: "यदि यह आप नहीं थे, तो साइन-इन पेज पर \"पासवर्ड भूल गए?\" से तुरंत नया पासवर्ड चुनें, और अपने प्रोजेक्ट मैनेजर को बताएं।",
    method_subject: "आपके Portico खाते में साइन-इन का एक तरीका जोड़ा गया",
    method: "अब आप {provider} से Portico में साइन इन कर सकते हैं। जब आपने पहली बार इससे साइन इन किया, तब इसे आपके खाते से जोड़ा गया।",
    method_note: "यदि यह आप नहीं थे, तो तुरंत अपने प्रोजेक्ट मैनेजर को बताएं।",
    email_subject: "आपके Portico खाते का ईमेल पता बदल दिया गया",
    email_changed: "आपके Portico खाते का ईमेल पता बदलकर {email} कर दिया गया है। इस पते पर भेजे गए लिंक अब काम नहीं करते, और सभी सत्रों से साइन आउट कर दिया गया है।",
    email_note: "यदि आपने यह नहीं कहा था, तो तुरंत अपने प्रोजेक्ट मैनेजर को बताएं।",
    reset_2fa_subject: "आपके Portico खाते के लिए दो-चरणीय साइन-इन बंद कर दिया गया",
    reset_2fa: "हमारी टीम ने आपके Portico खाते का दो-चरणीय साइन-इन बंद कर दिया है, और सभी सत्रों से साइन आउट कर दिया गया है। आपका पासवर्ड नहीं बदला है।",
    reset_2fa_note: "साइन इन करने के बाद अपनी सेटिंग्स से इसे फिर से सेट करें। यदि आपने यह नहीं कहा था, तो तुरंत अपने प्रोजेक्ट मैनेजर को बताएं।",
    passkeys_removed: "आपके खाते की पासकी ({n}) भी हटा दी गई हैं: साइन इन करने के बाद अपनी सेटिंग्स से उन्हें फिर से जोड़ें।",
    passkey_subject: "आपके Portico खाते में एक पासकी जोड़ी गई",
    passkey_added: "आपके Portico खाते में “{passkey}” नाम की एक पासकी जोड़ी गई है। इससे बिना पासवर्ड के साइन इन होता है।",
    passkey_note: "यदि यह आप नहीं थे, तो इसे तुरंत अपनी सेटिंग्स में पासकी के अंतर्गत हटाएँ, \"पासवर्ड भूल गए?\" से नया पासवर्ड चुनें, और अपने प्रोजेक्ट मैनेजर को बताएं।",
    owner_subject: "Portico पर आपकी कंपनी का एक नया मालिक",
    owner_added: "{by} ने {person} को Portico पर आपकी कंपनी का मालिक बनाया। मालिक लोगों को आमंत्रित करते और हटाते हैं, और तय करते हैं कि पैसे कौन संभालेगा और सौंपे गए काम को कौन स्वीकृत करेगा।",
    staff_invited_subject: "Portico पर टीम के एक सदस्य को आमंत्रित किया गया",
    staff_invited: "{by} ने {person} को Portico के बैक ऑफ़िस में आमंत्रित किया। टीम हर क्लाइंट, परियोजना और इनवॉइस देखती है।",
    staff_back_subject: "Portico पर टीम का एक खाता फिर से चालू किया गया",
    staff_back: "{by} ने Portico के बैक ऑफ़िस में {person} का खाता फिर से चालू किया। टीम हर क्लाइंट, परियोजना और इनवॉइस देखती है।",
    grant_note: "यदि आपको इसकी अपेक्षा नहीं थी, तो तुरंत दूसरों को बताएं: हर बदलाव ऑडिट लॉग में है।",
    open_settings: "मेरी सेटिंग्स खोलें",
    new_sign_in_subject: "आपके Portico खाते में एक नया साइन-इन",
    new_sign_in: "आपके Portico खाते में अभी ऐसे डिवाइस से साइन इन किया गया जिसका पहले उपयोग नहीं हुआ था: {device}, नेटवर्क {network} से, {how}।",
    new_sign_in_note: "यदि यह आप थे, तो कुछ करने की ज़रूरत नहीं है। यदि नहीं, तो अपनी सेटिंग्स में \"आप कहाँ साइन इन हैं\" के अंतर्गत उस सत्र से साइन आउट करें, नया पासवर्ड चुनें, और अपने प्रोजेक्ट मैनेजर को बताएं।",
    unknown_device: "एक अज्ञात ब्राउज़र",
    by_password: "पासवर्ड से",
    by_link: "ईमेल से भेजे गए लिंक से",
    by_invitation: "आमंत्रण स्वीकार करके",
    by_passkey: "पासकी से",
    by_provider: "कंपनी के पहचान प्रदाता से",
    by_code: "पासवर्ड और ऐप के कोड से",
    already_subject: "किसी ने आपको Portico पर अपनी कंपनी में जोड़ने का प्रयास किया",
    already: "{by} ने Portico पर इस पते को {person} में जोड़ने का प्रयास किया। इस पते का पहले से Portico खाता है, इसलिए कुछ नहीं बदला।",
    already_note: "यदि आप उनसे जुड़ना चाहते हैं, तो अपने प्रोजेक्ट मैनेजर से कहें। यदि आप उन्हें नहीं जानते, तो इस ईमेल को अनदेखा कर सकते हैं।",
    test_subject: "Portico परीक्षण ईमेल",
    test: "यह Portico का एक परीक्षण ईमेल है। यदि आप इसे पढ़ सकते हैं, तो ईमेल लोगों तक पहुँच रहे हैं।",
    updates_subject: "Portico पर {n} नई जानकारियाँ",
    open: "खोलें",
    ticket_reply: "{who} ने आपके टिकट “{title}” का उत्तर दिया",
    ticket_opened: "{who} ने एक टिकट खोला: “{title}”",
    client_reply: "{who} ने टिकट “{title}” पर उत्तर दिया",
    requirement: "{who} ने एक आवश्यकता भेजी: “{title}”",
    sow_update: "{who} ने कार्य-विवरण (SOW) अपडेट भेजा: “{title}”",
    contact: "संपर्क फ़ॉर्म से नया संदेश: {who}",
    file_infected: "{who} की एक फ़ाइल रोकी गई: {title} में वायरस है",
    sign_off_asked: "{who} आपकी स्वीकृति चाहते हैं: “{title}”",
    sign_off_reminder: "आपकी स्वीकृति की प्रतीक्षा है: “{title}”",
    sign_off_approved: "{who} ने “{title}” स्वीकृत किया",
    sign_off_changes: "{who} ने “{title}” में बदलाव माँगे",
    sign_off_why: "आपको यह ईमेल इसलिए मिल रहा है क्योंकि आप Portico पर अपनी कंपनी के लिए सौंपे गए काम को स्वीकृत करते हैं।",
    invoice_issued: "इनवॉइस {title} तैयार है",
    credit_note_issued: "क्रेडिट नोट {title} तैयार है",
    invoice_why: "आपको यह ईमेल इसलिए मिल रहा है क्योंकि आप Portico पर अपनी कंपनी के इनवॉइस संभालते हैं। PDF संलग्न है।",
    block_used: "आपके {title} के प्रीपेड ब्लॉक का {who} उपयोग हो चुका है",
    paid_online: "भुगतान प्राप्त हुआ, धन्यवाद: इनवॉइस {title} के लिए {who}",
    quote_sent: "{who} ने आपकी स्वीकृति के लिए कोटेशन भेजा: “{title}”",
    quote_accepted: "{who} ने “{title}” स्वीकार किया",
    quote_declined: "{who} ने “{title}” अस्वीकार किया",
    response_due_soon: "“{title}” का उत्तर जल्द देय है: {who}",
    response_breached: "“{title}” का उत्तर देर से है: यह {who} तक देय था",
    resolution_due_soon: "“{title}” जल्द हल होना चाहिए: {who}",
    resolution_breached: "“{title}” का समाधान समय बीत गया: यह {who} तक देय था",
    ticket_solved: "“{title}” हल हो गया। हमने कैसा किया?",
    rate_good: "अच्छा",
    rate_bad: "बुरा",
    pay_it_online: "आप Portico पर इसके पेज से इसका ऑनलाइन भुगतान कर सकते हैं: ऑनलाइन भुगतान करें चुनें।",
    hours_title: "घंटे {from} – {to}",
    hours_summary_one: "{time} बिल योग्य ({n} प्रविष्टि)",
    hours_summary_other: "{time} बिल योग्य ({n} प्रविष्टियाँ)",
    money_why: "आपको यह ईमेल इसलिए मिल रहा है क्योंकि आप Portico पर अपनी कंपनी के इनवॉइस संभालते हैं।",
    project: "परियोजना: {project}",
    why: "आपको यह ईमेल आपकी सूचना सेटिंग्स के कारण मिल रहा है।",
    unsubscribe: "इन ईमेल से सदस्यता समाप्त करें",
    settings: "सूचना सेटिंग्स",
};

fn words(language: &str) -> &'static Words {
    match language {
        "fr" => &FR,
        "hi" => &HI,
        _ => &EN,
    }
}

/// The subject alone (the mail log shows it before the mail is sent).
pub fn subject(kind: Kind, language: &str, payload: &Payload) -> String {
    let w = words(language);
    match kind {
        Kind::Invitation => w.invitation_subject.to_owned(),
        Kind::Reset => w.reset_subject.to_owned(),
        Kind::SignInLink => w.sign_in_subject.to_owned(),
        Kind::PasswordChanged => w.changed_subject.to_owned(),
        Kind::SignInMethodAdded => w.method_subject.to_owned(),
        Kind::EmailChanged => w.email_subject.to_owned(),
        Kind::TwoFactorReset => w.reset_2fa_subject.to_owned(),
        Kind::Test => w.test_subject.to_owned(),
        Kind::PasskeyAdded => w.passkey_subject.to_owned(),
        Kind::NewSignIn => w.new_sign_in_subject.to_owned(),
        Kind::AlreadyHasAccount => w.already_subject.to_owned(),
        Kind::AccessGranted => match payload.grant {
            Some(Grant::StaffInvited) => w.staff_invited_subject.to_owned(),
            Some(Grant::StaffReactivated) => w.staff_back_subject.to_owned(),
            Some(Grant::Owner) | None => w.owner_subject.to_owned(),
        },
        Kind::Notify | Kind::SignOff | Kind::Invoice => match payload.items.as_slice() {
            [one] => line(w, one),
            items => w.updates_subject.replace("{n}", &items.len().to_string()),
        },
    }
}

fn line(w: &Words, item: &Item) -> String {
    let template = match item.event {
        Event::TicketReply => w.ticket_reply,
        Event::TicketOpened => w.ticket_opened,
        Event::ClientReply => w.client_reply,
        Event::Requirement => w.requirement,
        Event::SowUpdate => w.sow_update,
        Event::Contact => w.contact,
        Event::SignOffAsked => w.sign_off_asked,
        Event::SignOffReminder => w.sign_off_reminder,
        Event::SignOffApproved => w.sign_off_approved,
        Event::SignOffChanges => w.sign_off_changes,
        Event::InvoiceIssued => w.invoice_issued,
        Event::CreditNoteIssued => w.credit_note_issued,
        Event::BlockUsed => w.block_used,
        Event::PaidOnline => w.paid_online,
        Event::QuoteSent => w.quote_sent,
        Event::QuoteAccepted => w.quote_accepted,
        Event::QuoteDeclined => w.quote_declined,
        Event::TicketResponseDueSoon => w.response_due_soon,
        Event::TicketResponseBreached => w.response_breached,
        Event::TicketResolutionDueSoon => w.resolution_due_soon,
        Event::TicketResolutionBreached => w.resolution_breached,
        Event::TicketSolved => w.ticket_solved,
        Event::FileInfected => w.file_infected,
    };
    // One pass per placeholder; a name that itself contains "{title}" stays as typed.
    fill(
        template,
        &[("{who}", &item.who), ("{title}", &titled(w, item))],
    )
}

fn is_sign_off(event: Event) -> bool {
    matches!(
        event,
        Event::SignOffAsked
            | Event::SignOffReminder
            | Event::SignOffApproved
            | Event::SignOffChanges
    )
}

/// A request's title as the reader reads it: an approval of hours (asked as `Hours <from> – <to>`,
/// `shared::hours::hours_round_title`) is titled in the reader's language.
fn titled(w: &Words, item: &Item) -> String {
    match portico_shared::hours::hours_round_days(&item.title) {
        Some((from, to)) if is_sign_off(item.event) => {
            fill(w.hours_title, &[("{from}", from), ("{to}", to)])
        }
        _ => item.title.clone(),
    }
}

/// What was written, as the reader reads it: an approval of hours' summary in their language.
fn body(w: &Words, item: &Item) -> String {
    match portico_shared::hours::hours_round_figures(&item.body) {
        Some((time, n)) if is_sign_off(item.event) => {
            let template = if n == 1 {
                w.hours_summary_one
            } else {
                w.hours_summary_other
            };
            fill(template, &[("{time}", time), ("{n}", &n.to_string())])
        }
        _ => item.body.clone(),
    }
}

/// Replaces each placeholder once, left to right, so values are never read as placeholders.
fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 64);
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        out.push_str(&rest[..start]);
        let tail = &rest[start..];
        match values.iter().find(|(k, _)| tail.starts_with(k)) {
            Some((k, v)) => {
                out.push_str(v);
                rest = &tail[k.len()..];
            }
            None => {
                out.push('{');
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Text and HTML built side by side, so both parts always say the same.
struct Body {
    text: String,
    html: String,
}

impl Body {
    fn new() -> Self {
        Self {
            text: String::new(),
            html: String::new(),
        }
    }
    fn para(&mut self, s: &str) {
        self.text.push_str(s);
        self.text.push_str("\n\n");
        self.html.push_str("<p style=\"margin:0 0 16px\">");
        self.html.push_str(&escape(s).replace('\n', "<br>"));
        self.html.push_str("</p>");
    }
    fn quote(&mut self, s: &str) {
        for l in s.lines() {
            self.text.push_str("> ");
            self.text.push_str(l);
            self.text.push('\n');
        }
        self.text.push('\n');
        self.html.push_str(
            "<blockquote style=\"margin:0 0 16px;padding:8px 12px;border-left:4px solid #c7d2fe;color:#1f2937\">",
        );
        self.html.push_str(&escape(s).replace('\n', "<br>"));
        self.html.push_str("</blockquote>");
    }
    fn button(&mut self, label: &str, url: &str) {
        self.text.push_str(label);
        self.text.push_str(": ");
        self.text.push_str(url);
        self.text.push_str("\n\n");
        self.html.push_str(&format!(
            "<p style=\"margin:0 0 16px\"><a href=\"{}\" style=\"display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600\">{}</a></p>",
            escape(url),
            escape(label)
        ));
    }
    fn footer(&mut self, parts: &[(&str, Option<&str>)]) {
        self.text.push_str("--\n");
        self.html
            .push_str("<hr style=\"border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px\"><p style=\"margin:0;font-size:13px;color:#4b5563\">");
        for (i, (label, url)) in parts.iter().enumerate() {
            match url {
                Some(u) => {
                    self.text.push_str(&format!("{label}: {u}\n"));
                    self.html.push_str(&format!(
                        "<a href=\"{}\" style=\"color:#1d4ed8\">{}</a>",
                        escape(u),
                        escape(label)
                    ));
                }
                None => {
                    self.text.push_str(label);
                    self.text.push('\n');
                    self.html.push_str(&escape(label));
                }
            }
            if i + 1 < parts.len() {
                self.html.push_str(" · ");
            }
        }
        self.html.push_str("</p>");
    }
    fn finish(self, language: &str, subject: &str) -> (String, String) {
        let html = format!(
            "<!doctype html><html lang=\"{language}\"><head><meta charset=\"utf-8\"><title>{}</title></head>\
             <body style=\"margin:0;padding:24px;background:#f3f4f6;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:16px;line-height:1.5;color:#111827\">\
             <div style=\"max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px\">{}</div></body></html>",
            escape(subject),
            self.html
        );
        (self.text, html)
    }
}

/// The line a recovery mail adds when it removed the account's passkeys.
fn passkeys_removed(b: &mut Body, w: &Words, payload: &Payload) {
    if payload.passkeys > 0 {
        let n = payload.passkeys.to_string();
        b.para(&fill(w.passkeys_removed, &[("{n}", &n)]));
    }
}

/// Each event: its line, its project, what was written, and a button to where it is seen.
fn items(b: &mut Body, w: &Words, payload: &Payload, links: &Links<'_>) {
    for item in &payload.items {
        let mut head = line(w, item);
        if !item.project.is_empty() {
            head.push('\n');
            head.push_str(&fill(w.project, &[("{project}", &item.project)]));
        }
        b.para(&head);
        if !item.body.is_empty() {
            b.quote(&body(w, item));
        }
        let url = format!("{}{}", links.public_url, item.path);
        if item.event == Event::TicketSolved {
            // One click rates: the page the link opens records the score it names.
            b.button(w.rate_good, &format!("{url}&score=good"));
            b.button(w.rate_bad, &format!("{url}&score=bad"));
        } else {
            b.button(w.open, &url);
        }
    }
}

pub fn render(kind: Kind, language: &str, payload: &Payload, links: &Links<'_>) -> Rendered {
    let w = words(language);
    let subject = subject(kind, language, payload);
    let mut b = Body::new();
    if !payload.name.is_empty() {
        b.para(&fill(w.hello, &[("{name}", &payload.name)]));
    }
    let link = payload.link.as_deref().unwrap_or(links.public_url);
    match kind {
        Kind::Invitation => {
            b.para(w.invitation);
            b.button(w.invitation_button, link);
            b.para(w.invitation_note);
        }
        Kind::Reset => {
            b.para(w.reset);
            b.button(w.reset_button, link);
            b.para(w.reset_note);
        }
        Kind::SignInLink => {
            b.para(w.sign_in);
            b.button(w.sign_in_button, link);
            b.para(w.sign_in_note);
        }
        Kind::PasswordChanged => {
            b.para(w.changed);
            passkeys_removed(&mut b, w, payload);
            b.para(w.changed_note);
        }
        Kind::SignInMethodAdded => {
            b.para(&fill(w.method, &[("{provider}", &payload.provider)]));
            b.para(w.method_note);
        }
        Kind::EmailChanged => {
            b.para(&fill(w.email_changed, &[("{email}", &payload.email)]));
            passkeys_removed(&mut b, w, payload);
            b.para(w.email_note);
        }
        Kind::TwoFactorReset => {
            b.para(w.reset_2fa);
            passkeys_removed(&mut b, w, payload);
            b.para(w.reset_2fa_note);
        }
        Kind::PasskeyAdded => {
            b.para(&fill(w.passkey_added, &[("{passkey}", &payload.passkey)]));
            b.para(w.passkey_note);
            b.button(
                w.open_settings,
                &format!("{}{}", links.public_url, links.settings_path),
            );
        }
        Kind::AlreadyHasAccount => {
            let values = [
                ("{by}", payload.by.as_str()),
                ("{person}", payload.person.as_str()),
            ];
            b.para(&fill(w.already, &values));
            b.para(w.already_note);
        }
        Kind::NewSignIn => {
            let how = match payload.method.as_str() {
                "link" => w.by_link,
                "invitation" => w.by_invitation,
                "passkey" => w.by_passkey,
                "provider" => w.by_provider,
                "code" => w.by_code,
                _ => w.by_password,
            };
            let device = if payload.device.is_empty() {
                w.unknown_device
            } else {
                payload.device.as_str()
            };
            let values = [
                ("{device}", device),
                ("{network}", payload.network.as_str()),
                ("{how}", how),
            ];
            b.para(&fill(w.new_sign_in, &values));
            b.para(w.new_sign_in_note);
            b.button(
                w.open_settings,
                &format!("{}{}", links.public_url, links.settings_path),
            );
        }
        Kind::AccessGranted => {
            let template = match payload.grant {
                Some(Grant::StaffInvited) => w.staff_invited,
                Some(Grant::StaffReactivated) => w.staff_back,
                Some(Grant::Owner) | None => w.owner_added,
            };
            let values = [
                ("{by}", payload.by.as_str()),
                ("{person}", payload.person.as_str()),
            ];
            b.para(&fill(template, &values));
            b.para(w.grant_note);
        }
        Kind::Test => b.para(w.test),
        Kind::SignOff => {
            items(&mut b, w, payload, links);
            b.footer(&[(w.sign_off_why, None)]);
        }
        Kind::Invoice => {
            items(&mut b, w, payload, links);
            if payload.pay_online {
                b.para(w.pay_it_online);
            }
            // A block's threshold is about money too, without a PDF.
            let why = if payload.invoice.is_some() {
                w.invoice_why
            } else {
                w.money_why
            };
            b.footer(&[(why, None)]);
        }
        Kind::Notify => {
            items(&mut b, w, payload, links);
            let settings = format!("{}{}", links.public_url, links.settings_path);
            let mut parts: Vec<(&str, Option<&str>)> = vec![(w.why, None)];
            if let Some(u) = &links.unsubscribe {
                parts.push((w.unsubscribe, Some(u.as_str())));
            }
            parts.push((w.settings, Some(settings.as_str())));
            b.footer(&parts);
        }
    }
    let (text, html) = b.finish(language, &subject);
    Rendered {
        subject,
        text,
        html,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(event: Event, who: &str, title: &str) -> Item {
        Item {
            event,
            who: who.into(),
            title: title.into(),
            project: "Website".into(),
            body: "line one\nline <two>".into(),
            path: "/clientHome/Website?ticket=1".into(),
        }
    }

    #[test]
    fn user_values_are_escaped_in_html_and_never_read_as_placeholders() {
        let payload = Payload {
            items: vec![item(Event::TicketReply, "<b>{title}</b>", "Fix & ship")],
            ..Payload::default()
        };
        let links = Links {
            public_url: "https://p.example",
            unsubscribe: Some("https://p.example/unsubscribe#x".into()),
            settings_path: "/profileSettings",
        };
        let r = render(Kind::Notify, "en", &payload, &links);
        assert_eq!(
            r.subject,
            "<b>{title}</b> replied to your ticket “Fix & ship”"
        );
        assert!(r.html.contains("&lt;b&gt;{title}&lt;/b&gt;"));
        assert!(!r.html.contains("<b>{title}"));
        assert!(r.html.contains("line one<br>line &lt;two&gt;"));
        assert!(r.text.contains("> line <two>"));
        assert!(r
            .text
            .contains("https://p.example/clientHome/Website?ticket=1"));
        assert!(r.text.contains("https://p.example/unsubscribe#x"));
        assert!(r.text.contains("https://p.example/profileSettings"));
    }

    #[test]
    fn an_approval_of_hours_is_worded_in_the_readers_language() {
        let mut asked = item(
            Event::SignOffAsked,
            "Meera",
            &portico_shared::hours::hours_round_title("2026-11-30", "2026-12-06"),
        );
        asked.body = portico_shared::hours::hours_round_summary(750, 8);
        let payload = Payload {
            items: vec![asked],
            ..Payload::default()
        };
        let links = Links {
            public_url: "https://p.example",
            unsubscribe: None,
            settings_path: "/profileSettings",
        };
        let fr = render(Kind::SignOff, "fr", &payload, &links);
        assert_eq!(
            fr.subject,
            "Meera demande votre validation : « Heures du 2026-11-30 au 2026-12-06 »"
        );
        assert!(
            fr.text.contains("12:30 facturables (8 saisies)"),
            "{}",
            fr.text
        );
        let en = render(Kind::SignOff, "en", &payload, &links);
        assert!(en.text.contains("12:30 billable (8 entries)"));
        // A goal whose title looks like it, in another event, stays as typed.
        let ticket = Payload {
            items: vec![item(
                Event::TicketReply,
                "Ann",
                "Hours 2026-11-30 – 2026-12-06",
            )],
            ..Payload::default()
        };
        let typed = render(Kind::Notify, "fr", &ticket, &links);
        assert!(typed.subject.contains("Hours 2026-11-30 – 2026-12-06"));
    }

    #[test]
    fn a_recovery_says_how_many_passkeys_went_and_only_then() {
        let links = Links {
            public_url: "https://p.example",
            unsubscribe: None,
            settings_path: "/profileSettings",
        };
        for kind in [
            Kind::PasswordChanged,
            Kind::EmailChanged,
            Kind::TwoFactorReset,
        ] {
            for (lang, want) in [
                ("en", "The passkeys of your account (2) were removed"),
                ("fr", "Les clés d’accès de votre compte (2)"),
                ("hi", "आपके खाते की पासकी (2)"),
            ] {
                let with = Payload {
                    passkeys: 2,
                    ..Payload::default()
                };
                let r = render(kind, lang, &with, &links);
                assert!(r.text.contains(want), "{kind:?} {lang}: {}", r.text);
                let without = render(kind, lang, &Payload::default(), &links);
                assert!(!without.text.contains("(0)"), "{kind:?} {lang}");
            }
        }
    }

    #[test]
    fn several_events_make_one_mail_and_every_language_has_every_text() {
        let payload = Payload {
            items: vec![
                item(Event::TicketOpened, "Asha", "A"),
                item(Event::ClientReply, "Asha", "A"),
            ],
            ..Payload::default()
        };
        for (lang, want) in [
            ("en", "2 updates on Portico"),
            ("fr", "2 nouveautés sur Portico"),
            ("hi", "Portico पर 2 नई जानकारियाँ"),
        ] {
            assert_eq!(subject(Kind::Notify, lang, &payload), want);
        }
        for kind in [
            Kind::Invitation,
            Kind::Reset,
            Kind::SignInLink,
            Kind::PasswordChanged,
            Kind::SignInMethodAdded,
            Kind::EmailChanged,
            Kind::TwoFactorReset,
            Kind::Test,
            Kind::PasskeyAdded,
            Kind::AccessGranted,
            Kind::NewSignIn,
            Kind::AlreadyHasAccount,
        ] {
            for lang in ["en", "fr", "hi"] {
                let r = render(
                    kind,
                    lang,
                    &Payload {
                        link: Some("https://p.example/x#tok".into()),
                        name: "Asha".into(),
                        ..Payload::default()
                    },
                    &Links {
                        public_url: "https://p.example",
                        unsubscribe: None,
                        settings_path: "/profileSettings",
                    },
                );
                assert!(!r.subject.is_empty() && !r.text.is_empty());
                assert!(r
                    .html
                    .starts_with(&format!("<!doctype html><html lang=\"{lang}\"")));
                if matches!(kind, Kind::Invitation | Kind::Reset | Kind::SignInLink) {
                    assert!(
                        r.text.contains("https://p.example/x#tok"),
                        "{kind:?} {lang}"
                    );
                }
            }
        }
    }
}
