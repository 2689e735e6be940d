//! Business constants and limits (product.md §9), in one place for the server and, through
//! [`constants()`], for the browser.

use serde::Serialize;

/// Default toast life.
pub const TOAST_MS: u32 = 5000;
/// Toasts for login, welcome, issue, ticket, client and team.
pub const TOAST_LONG_MS: u32 = 9000;
/// "Ticket Deleted Successfully".
pub const TOAST_TICKET_DELETED_MS: u32 = 3000;
/// How long the newsletter's success or failure line stays.
pub const NEWSLETTER_MESSAGE_MS: u32 = 3000;

/// Local storage key of the client's token.
pub const CLIENT_TOKEN_KEY: &str = "token";
/// Local storage key of the admin's token.
pub const ADMIN_TOKEN_KEY: &str = "adminToken";

pub const LANGUAGES: [&str; 3] = ["en", "fr", "hi"];
/// How the portal and the console are drawn: light, dark, or as the device is set.
pub const APPEARANCES: [&str; 3] = ["light", "dark", "system"];
/// Also the fallback language.
pub const DEFAULT_LANGUAGE: &str = "en";

/// The header turns black once the scroll position is above this.
pub const HEADER_SCROLL_THRESHOLD_PX: u32 = 0;
pub const ACCORDION_OPEN_MS: u32 = 300;
pub const ACCORDION_CLOSE_MS: u32 = 200;
pub const MENU_TYPEAHEAD_RESET_MS: u32 = 300;

pub const MARKETING_FIGURES: [&str; 4] = ["10X", "24/7", "365", "100%"];

pub const PHONE_DIGITS: usize = 10;
pub const TLD_MIN: usize = 2;
pub const TLD_MAX: usize = 7;

/// Longest accepted values, in characters (after trimming). The server relies on these to refuse huge
/// strings with a 400.
pub const NAME_MAX: usize = 100;
pub const EMAIL_MAX: usize = 254;
pub const TITLE_MAX: usize = 200;
pub const SHORT_TEXT_MAX: usize = 500;
pub const LONG_TEXT_MAX: usize = 5000;
/// An issue or comment body posted to the code host (GitHub takes up to 65,536; ours must fit, in
/// UTF-8 and with the attribution line, in the API's 64 KiB request limit).
pub const CODE_BODY_MAX: usize = 10_000;
pub const PASSWORD_MIN: usize = 8;
pub const PASSWORD_MAX: usize = 128;
pub const URL_MAX: usize = 500;
/// Record ids (a client, a project, a team member).
pub const ID_MAX: usize = 100;
/// Members of one project's team.
pub const PROJECT_TEAM_MAX: usize = 100;
/// Most sprints a project holds, and so the largest sprint order.
pub const SPRINTS_MAX: u32 = 1000;
/// Most people a task is assigned to.
pub const ASSIGNEES_MAX: usize = 20;
pub const AGE_MAX: u32 = 150;

/// Every constant above, for the browser.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Constants {
    pub toast_ms: u32,
    pub toast_long_ms: u32,
    pub toast_ticket_deleted_ms: u32,
    pub newsletter_message_ms: u32,
    pub client_token_key: &'static str,
    pub admin_token_key: &'static str,
    pub languages: [&'static str; 3],
    pub default_language: &'static str,
    pub header_scroll_threshold_px: u32,
    pub accordion_open_ms: u32,
    pub accordion_close_ms: u32,
    pub menu_typeahead_reset_ms: u32,
    pub marketing_figures: [&'static str; 4],
    /// The events a webhook can hear, in the order forms list them.
    pub webhook_events: [&'static str; 8],
    pub phone_digits: usize,
    pub tld_min: usize,
    pub tld_max: usize,
    pub limits: Limits,
    pub attachments: AttachmentLimits,
}

/// What the file fields accept (`attachments`): the browser refuses early, the server again.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct AttachmentLimits {
    /// Bytes, per file, unless the server says otherwise (`GET /attachments/limits`).
    pub max_bytes: u32,
    /// Files, per message.
    pub max_files: usize,
    /// How many of a file's first bytes tell its type (the browser reads these before uploading).
    pub sniff_bytes: usize,
    /// The file picker's `accept`: the allowed extensions, `.png,.jpg,...`.
    pub accept: String,
}

/// Field length limits, in characters.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Limits {
    pub name_max: usize,
    pub email_max: usize,
    pub title_max: usize,
    pub short_text_max: usize,
    pub long_text_max: usize,
    pub password_min: usize,
    pub password_max: usize,
    pub url_max: usize,
    pub id_max: usize,
    pub project_team_max: usize,
    pub age_max: u32,
}

pub fn constants() -> Constants {
    Constants {
        toast_ms: TOAST_MS,
        toast_long_ms: TOAST_LONG_MS,
        toast_ticket_deleted_ms: TOAST_TICKET_DELETED_MS,
        newsletter_message_ms: NEWSLETTER_MESSAGE_MS,
        client_token_key: CLIENT_TOKEN_KEY,
        admin_token_key: ADMIN_TOKEN_KEY,
        languages: LANGUAGES,
        default_language: DEFAULT_LANGUAGE,
        header_scroll_threshold_px: HEADER_SCROLL_THRESHOLD_PX,
        accordion_open_ms: ACCORDION_OPEN_MS,
        accordion_close_ms: ACCORDION_CLOSE_MS,
        menu_typeahead_reset_ms: MENU_TYPEAHEAD_RESET_MS,
        marketing_figures: MARKETING_FIGURES,
        webhook_events: crate::validate::WEBHOOK_EVENTS,
        phone_digits: PHONE_DIGITS,
        tld_min: TLD_MIN,
        tld_max: TLD_MAX,
        limits: Limits {
            name_max: NAME_MAX,
            email_max: EMAIL_MAX,
            title_max: TITLE_MAX,
            short_text_max: SHORT_TEXT_MAX,
            long_text_max: LONG_TEXT_MAX,
            password_min: PASSWORD_MIN,
            password_max: PASSWORD_MAX,
            url_max: URL_MAX,
            id_max: ID_MAX,
            project_team_max: PROJECT_TEAM_MAX,
            age_max: AGE_MAX,
        },
        attachments: AttachmentLimits {
            max_bytes: crate::attachments::DEFAULT_MAX_FILE_BYTES as u32,
            max_files: crate::attachments::MAX_FILES,
            sniff_bytes: crate::attachments::SNIFF_BYTES,
            accept: crate::attachments::TYPES
                .iter()
                .map(|t| format!(".{}", t.ext))
                .collect::<Vec<_>>()
                .join(","),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_values() {
        let c = constants();
        assert_eq!(
            (c.toast_ms, c.toast_long_ms, c.toast_ticket_deleted_ms),
            (5000, 9000, 3000)
        );
        assert_eq!(c.newsletter_message_ms, 3000);
        assert_eq!(
            (c.attachments.max_bytes, c.attachments.max_files),
            (25 * 1024 * 1024, 10)
        );
        assert!(c.attachments.accept.starts_with('.'));
        assert!(c.attachments.accept.contains(".pdf") && !c.attachments.accept.contains(".svg"));
        assert_eq!(
            (c.client_token_key, c.admin_token_key),
            ("token", "adminToken")
        );
        assert_eq!(c.languages, ["en", "fr", "hi"]);
        assert_eq!(c.default_language, "en");
        assert_eq!(c.header_scroll_threshold_px, 0);
        assert_eq!(
            (
                c.accordion_open_ms,
                c.accordion_close_ms,
                c.menu_typeahead_reset_ms
            ),
            (300, 200, 300)
        );
        assert_eq!(c.marketing_figures, ["10X", "24/7", "365", "100%"]);
        assert_eq!((c.phone_digits, c.tld_min, c.tld_max), (10, 2, 7));
    }

    #[test]
    fn serialises_to_camel_case_json() {
        let json = serde_json::to_value(constants()).unwrap_or_default();
        assert_eq!(json["toastLongMs"], 9000);
        assert_eq!(json["adminTokenKey"], "adminToken");
        assert_eq!(json["marketingFigures"][1], "24/7");
        assert_eq!(json["limits"]["emailMax"], 254);
    }
}
