//! Files attached to tickets, replies, requirements and statement-of-work updates: which files may
//! be attached, how large, under which name. One rule for the browser (checked before anything is
//! sent) and the server (checked again on the bytes as they arrive).
//!
//! A file is accepted only when its name's extension is on the list and its own first bytes agree
//! with that extension (a `.png` that is really HTML is refused): the extension alone is what an
//! attacker chooses, the bytes alone would let an allowed family in under any name. The table of
//! signatures is ours, not a general sniffing library's: it needs to tell apart only the families
//! on the list, exactly, and it adds nothing to the browser's download.

use serde::Serialize;

/// The largest file, in bytes (25 MiB), unless the server is configured otherwise
/// (`ATTACHMENTS_MAX_FILE_MB`): the browser checks the server's figure before sending, the server
/// enforces it while the body arrives.
pub const DEFAULT_MAX_FILE_BYTES: u64 = 25 * 1024 * 1024;
/// The largest per-file limit a server may be configured with (10 GiB).
pub const MAX_FILE_BYTES_CEILING: u64 = 10 * 1024 * 1024 * 1024;
const MIB: u64 = 1024 * 1024;
/// A company's files together, in bytes, unless the server is configured otherwise (1 GiB).
pub const DEFAULT_QUOTA_BYTES: u64 = 1024 * 1024 * 1024;
/// Files one message may carry.
pub const MAX_FILES: usize = 10;
/// The longest name kept, in characters (longer names keep their start and their extension).
pub const NAME_MAX: usize = 255;
/// How many leading bytes `check_content` needs to decide.
pub const SNIFF_BYTES: usize = 512;

/// Stable error codes.
pub mod code {
    pub const TOO_LARGE: &str = "file_too_large";
    pub const TYPE: &str = "file_type";
    pub const CONTENT: &str = "file_content";
    pub const EMPTY: &str = "file_empty";
    pub const QUOTA: &str = "file_quota";
    pub const TOO_MANY: &str = "file_too_many";
}

/// What a file is, as people are shown it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Image,
    Pdf,
    Document,
    Text,
    Archive,
}

/// How a file's first bytes must begin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Family {
    Png,
    Jpeg,
    Webp,
    Gif,
    Pdf,
    /// ZIP containers: Office Open XML, OpenDocument, zip.
    Zip,
    /// OLE compound files: Office 97-2003.
    Ole,
    /// Text: no signature, no NUL byte, none of the binary signatures above, valid UTF-8.
    Text,
}

/// An allowed type of file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FileType {
    /// The extension, lowercase, without its dot.
    pub ext: &'static str,
    /// The content type it is served as (kept with the file, never taken from the upload).
    pub mime: &'static str,
    pub kind: Kind,
    family: Family,
}

impl FileType {
    /// Shown in the browser (an image or a PDF); every other file downloads. SVG, HTML and GIF
    /// are not among these (GIF is not on the list of inline types the browser may show).
    pub fn inline(&self) -> bool {
        matches!(
            self.family,
            Family::Png | Family::Jpeg | Family::Webp | Family::Pdf
        )
    }

    /// An image the server makes a thumbnail of.
    pub fn thumbnailed(&self) -> bool {
        matches!(
            self.family,
            Family::Png | Family::Jpeg | Family::Webp | Family::Gif
        )
    }
}

const fn t(ext: &'static str, mime: &'static str, kind: Kind, family: Family) -> FileType {
    FileType {
        ext,
        mime,
        kind,
        family,
    }
}

/// Every type a file may be: images, PDF, office documents, text, zip. No SVG (a script in an
/// image), no HTML, no executable.
pub const TYPES: &[FileType] = &[
    t("png", "image/png", Kind::Image, Family::Png),
    t("jpg", "image/jpeg", Kind::Image, Family::Jpeg),
    t("jpeg", "image/jpeg", Kind::Image, Family::Jpeg),
    t("webp", "image/webp", Kind::Image, Family::Webp),
    t("gif", "image/gif", Kind::Image, Family::Gif),
    t("pdf", "application/pdf", Kind::Pdf, Family::Pdf),
    t(
        "docx",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        Kind::Document,
        Family::Zip,
    ),
    t(
        "xlsx",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        Kind::Document,
        Family::Zip,
    ),
    t(
        "pptx",
        "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        Kind::Document,
        Family::Zip,
    ),
    t(
        "odt",
        "application/vnd.oasis.opendocument.text",
        Kind::Document,
        Family::Zip,
    ),
    t(
        "ods",
        "application/vnd.oasis.opendocument.spreadsheet",
        Kind::Document,
        Family::Zip,
    ),
    t(
        "odp",
        "application/vnd.oasis.opendocument.presentation",
        Kind::Document,
        Family::Zip,
    ),
    t("doc", "application/msword", Kind::Document, Family::Ole),
    t(
        "xls",
        "application/vnd.ms-excel",
        Kind::Document,
        Family::Ole,
    ),
    t(
        "ppt",
        "application/vnd.ms-powerpoint",
        Kind::Document,
        Family::Ole,
    ),
    t("txt", "text/plain; charset=utf-8", Kind::Text, Family::Text),
    t("log", "text/plain; charset=utf-8", Kind::Text, Family::Text),
    t(
        "md",
        "text/markdown; charset=utf-8",
        Kind::Text,
        Family::Text,
    ),
    t("csv", "text/csv; charset=utf-8", Kind::Text, Family::Text),
    t("zip", "application/zip", Kind::Archive, Family::Zip),
];

/// Why a file is refused: a stable code and an English message (the browser shows its own
/// language's, by code).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Refusal {
    pub code: &'static str,
    pub message: String,
}

impl Refusal {
    fn new(code: &'static str, message: impl Into<String>) -> Self {
        Self {
            code,
            message: message.into(),
        }
    }

    /// `max`: the limit in bytes, said in whole megabytes (as the setting gives it).
    pub fn too_large(max: u64) -> Self {
        Self::new(
            code::TOO_LARGE,
            format!("This file is larger than {} MB.", max.div_ceil(MIB)),
        )
    }

    pub fn not_allowed() -> Self {
        Self::new(
            code::TYPE,
            "This type of file can't be attached. Attach images, PDFs, office documents, text or zip files.",
        )
    }

    pub fn content() -> Self {
        Self::new(
            code::CONTENT,
            "This file's content doesn't match its name. Save it again in its own format.",
        )
    }

    pub fn empty() -> Self {
        Self::new(code::EMPTY, "This file is empty.")
    }

    pub fn quota() -> Self {
        Self::new(
            code::QUOTA,
            "Your company's storage for files is full. Ask us to remove old files.",
        )
    }

    pub fn too_many() -> Self {
        Self::new(code::TOO_MANY, "Attach at most 10 files to one message.")
    }
}

/// The extension of `name`, lowercase, when it has one.
fn extension(name: &str) -> Option<String> {
    let (stem, ext) = name.rsplit_once('.')?;
    (!stem.is_empty() && !ext.is_empty()).then(|| ext.to_ascii_lowercase())
}

/// The allowed type `name`'s extension names, if any.
pub fn type_of(name: &str) -> Option<&'static FileType> {
    let ext = extension(name)?;
    TYPES.iter().find(|t| t.ext == ext)
}

/// What can be told before a byte is read: the name's type and the size the browser knows (the
/// server never trusts a declared size; it counts), against `max` bytes a file.
pub fn check_name_and_size(name: &str, size: u64, max: u64) -> Result<&'static FileType, Refusal> {
    let found = type_of(name).ok_or_else(Refusal::not_allowed)?;
    if size == 0 {
        return Err(Refusal::empty());
    }
    if size > max {
        return Err(Refusal::too_large(max));
    }
    Ok(found)
}

/// Whether `head` (the file's first bytes, up to `SNIFF_BYTES`, all of them for a shorter file)
/// is what `ext`'s family begins with.
fn family_of(head: &[u8]) -> Option<Family> {
    const SIGNATURES: &[(&[u8], Family)] = &[
        (b"\x89PNG\r\n\x1a\n", Family::Png),
        (b"\xff\xd8\xff", Family::Jpeg),
        (b"GIF87a", Family::Gif),
        (b"GIF89a", Family::Gif),
        (b"%PDF-", Family::Pdf),
        (b"PK\x03\x04", Family::Zip),
        // An empty archive: a zip with nothing in it is still a zip.
        (b"PK\x05\x06", Family::Zip),
        (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", Family::Ole),
    ];
    if head.len() >= 12 && &head[..4] == b"RIFF" && &head[8..12] == b"WEBP" {
        return Some(Family::Webp);
    }
    SIGNATURES
        .iter()
        .find(|(sig, _)| head.starts_with(sig))
        .map(|(_, family)| *family)
}

/// True when `head` reads as text: no NUL, valid UTF-8 (a multi-byte character cut by the end of
/// `head` is allowed when `head` is a prefix), and no markup that a browser would run were the
/// file ever shown as a page.
fn is_text(head: &[u8], whole: bool) -> bool {
    if head.contains(&0) {
        return false;
    }
    let valid = match std::str::from_utf8(head) {
        Ok(_) => true,
        // Only an incomplete character at the very end, and only when more follows.
        Err(e) => !whole && e.error_len().is_none(),
    };
    valid && family_of(head).is_none()
}

/// The file's type from its name and its first bytes (`head`: up to `SNIFF_BYTES`; `whole` when
/// it is the whole file). Refused when the name's type is not allowed, or the bytes are another
/// kind of file than the name says.
pub fn check_content(name: &str, head: &[u8], whole: bool) -> Result<&'static FileType, Refusal> {
    let found = type_of(name).ok_or_else(Refusal::not_allowed)?;
    if head.is_empty() {
        return Err(Refusal::empty());
    }
    let agrees = match found.family {
        Family::Text => is_text(head, whole),
        family => family_of(head) == Some(family),
    };
    if agrees {
        Ok(found)
    } else {
        Err(Refusal::content())
    }
}

/// Bidirectional and invisible formatting characters: a name with them can show another
/// extension than it has ("invoice\u{202e}fdp.exe" reads "invoiceexe.pdf").
fn is_format_char(c: char) -> bool {
    matches!(c,
        '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2064}'
        | '\u{2066}'..='\u{2069}' | '\u{feff}')
}

/// The name a file is kept and shown under: the last part of any path, without control or
/// formatting characters, runs of spaces made one, no leading dots, at most `NAME_MAX`
/// characters (a long name keeps its start and its extension). Never empty ("file"). It is shown
/// escaped and sent in `Content-Disposition` encoded; it never names anything in the store.
pub fn display_name(raw: &str) -> String {
    let last = raw.rsplit(['/', '\\']).next().unwrap_or_default();
    let mut name = String::with_capacity(last.len());
    for c in last.chars() {
        if c.is_control() || is_format_char(c) {
            continue;
        }
        if c.is_whitespace() {
            if !name.ends_with(' ') && !name.is_empty() {
                name.push(' ');
            }
        } else {
            name.push(c);
        }
    }
    let name = name.trim().trim_start_matches('.').trim();
    let name = if name.is_empty() { "file" } else { name };
    if name.chars().count() <= NAME_MAX {
        return name.to_owned();
    }
    let ext = extension(name).filter(|e| e.chars().count() <= 16);
    let keep = NAME_MAX - ext.as_ref().map_or(0, |e| e.chars().count() + 1);
    let mut short: String = name.chars().take(keep).collect();
    short = short.trim_end().to_owned();
    if let Some(ext) = ext {
        short.push('.');
        // The extension as written, from the original's end.
        let tail: String = name.chars().rev().take(ext.chars().count()).collect();
        short.extend(tail.chars().rev());
    }
    short
}

#[cfg(test)]
mod tests {
    use super::*;

    const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";

    #[test]
    fn a_type_needs_its_extension_and_its_bytes() {
        assert_eq!(
            check_content("shot.png", PNG, false).unwrap().mime,
            "image/png"
        );
        assert_eq!(check_content("SHOT.PNG", PNG, false).unwrap().ext, "png");
        let html = b"<!doctype html><script>alert(1)</script>";
        assert_eq!(
            check_content("shot.png", html, true).unwrap_err().code,
            code::CONTENT
        );
        assert_eq!(
            check_content("page.html", html, true).unwrap_err().code,
            code::TYPE
        );
        assert_eq!(
            check_content("logo.svg", b"<svg/>", true).unwrap_err().code,
            code::TYPE
        );
        assert_eq!(
            check_content("run.exe", b"MZ", true).unwrap_err().code,
            code::TYPE
        );
        assert_eq!(
            check_content("png", PNG, true).unwrap_err().code,
            code::TYPE
        );
        assert_eq!(
            check_content(".png", PNG, true).unwrap_err().code,
            code::TYPE
        );
        assert_eq!(
            check_content("a.png", b"", true).unwrap_err().code,
            code::EMPTY
        );
    }

    #[test]
    fn families_are_told_apart() {
        let pdf = b"%PDF-1.7\n";
        let zip = b"PK\x03\x04\x14\0";
        let ole = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1\0\0";
        let webp = b"RIFF\x10\0\0\0WEBPVP8 ";
        assert!(check_content("a.pdf", pdf, false).is_ok());
        assert!(check_content("a.docx", zip, false).is_ok());
        assert!(check_content("a.zip", zip, false).is_ok());
        assert!(check_content("a.xls", ole, false).is_ok());
        assert!(check_content("a.webp", webp, false).is_ok());
        assert!(check_content("a.jpg", b"\xff\xd8\xff\xe0", false).is_ok());
        assert!(check_content("a.gif", b"GIF89a", true).is_ok());
        assert!(check_content("a.docx", pdf, false).is_err());
        assert!(check_content("a.pdf", zip, false).is_err());
        assert!(check_content("a.webp", b"RIFF\x10\0\0\0WAVEfmt ", false).is_err());
        // A binary file named as text is not text.
        assert!(check_content("a.txt", zip, false).is_err());
        assert!(check_content("a.csv", b"a,b\0c", true).is_err());
        assert!(check_content("a.txt", &[0xff, 0xfe, 0x41], true).is_err());
    }

    #[test]
    fn text_is_utf8_even_cut_mid_character() {
        let text = "नमस्ते, a,b\n".as_bytes();
        assert!(check_content("a.csv", text, true).is_ok());
        // The head ends inside a three-byte character: fine while more follows.
        assert!(check_content("a.txt", &text[..4], false).is_ok());
        assert!(check_content("a.txt", &text[..4], true).is_err());
    }

    #[test]
    fn sizes_before_sending() {
        let max = DEFAULT_MAX_FILE_BYTES;
        assert!(check_name_and_size("a.pdf", 1, max).is_ok());
        assert!(check_name_and_size("a.pdf", max, max).is_ok());
        let refused = check_name_and_size("a.pdf", max + 1, max).unwrap_err();
        assert_eq!(refused.code, code::TOO_LARGE);
        assert_eq!(refused.message, "This file is larger than 25 MB.");
        // A server configured for larger files says its own figure.
        assert!(check_name_and_size("a.pdf", max + 1, 100 * MIB).is_ok());
        assert_eq!(
            check_name_and_size("a.pdf", 100 * MIB + 1, 100 * MIB)
                .unwrap_err()
                .message,
            "This file is larger than 100 MB."
        );
        assert_eq!(
            check_name_and_size("a.pdf", 0, max).unwrap_err().code,
            code::EMPTY
        );
        assert_eq!(
            check_name_and_size("a.svg", 10, max).unwrap_err().code,
            code::TYPE
        );
    }

    #[test]
    fn only_images_and_pdfs_show_inline() {
        let inline: Vec<&str> = TYPES.iter().filter(|t| t.inline()).map(|t| t.ext).collect();
        assert_eq!(inline, ["png", "jpg", "jpeg", "webp", "pdf"]);
    }

    #[test]
    fn names_are_made_safe() {
        assert_eq!(display_name("../../etc/passwd"), "passwd");
        assert_eq!(display_name("C:\\Users\\me\\shot.png"), "shot.png");
        assert_eq!(display_name("a\0b\r\n.png"), "ab.png");
        assert_eq!(display_name("invoice\u{202e}fdp.exe"), "invoicefdp.exe");
        assert_eq!(display_name("  my   report .pdf "), "my report .pdf");
        assert_eq!(display_name(".."), "file");
        assert_eq!(display_name(""), "file");
        assert_eq!(display_name("/"), "file");
        assert_eq!(display_name(".htaccess"), "htaccess");
        let long = format!("{}.pdf", "é".repeat(300));
        let kept = display_name(&long);
        assert_eq!(kept.chars().count(), NAME_MAX);
        assert!(kept.ends_with(".pdf"));
        assert_eq!(type_of(&kept).unwrap().ext, "pdf");
        let kept = display_name(&"x".repeat(400));
        assert_eq!(kept.chars().count(), NAME_MAX);
    }
}
