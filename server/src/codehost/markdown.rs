//! Markdown from the code host (issue and comment bodies, written by anyone with access to the
//! repository) to HTML that is safe to insert in our pages: raw HTML is shown as text, links and
//! images only keep `http(s)`/`mailto` addresses, and nothing else can carry script.

use pulldown_cmark::{html, CowStr, Event, Options, Parser, Tag};

/// Where pictures may come from: the code host's avatars and attachments. The pages' CSP allows
/// these (and only these) for images, and a Markdown image elsewhere is shown as a link.
pub const IMAGE_HOSTS: [&str; 3] = [
    "https://avatars.githubusercontent.com",
    "https://*.githubusercontent.com",
    "https://github.com",
];

/// Longest body rendered; a longer one is cut (the code host's own page has it whole).
const MAX_INPUT: usize = 65_536;

pub fn to_safe_html(markdown: &str) -> String {
    let text = match markdown.char_indices().nth(MAX_INPUT) {
        Some((cut, _)) => &markdown[..cut],
        None => markdown,
    };
    let options =
        Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH | Options::ENABLE_TASKLISTS;
    // An image from elsewhere becomes a link to it (its alt text as the words).
    let mut linked_image = 0usize;
    let events = Parser::new_ext(text, options).map(move |event| match event {
        // Raw HTML, block or inline, becomes visible text: never markup.
        Event::Html(raw) | Event::InlineHtml(raw) => Event::Text(raw),
        Event::Start(Tag::Link {
            link_type,
            dest_url,
            title,
            id,
        }) => Event::Start(Tag::Link {
            link_type,
            dest_url: safe_url(dest_url),
            title,
            id,
        }),
        Event::Start(Tag::Image {
            link_type,
            dest_url,
            title,
            id,
        }) if image_allowed(&dest_url) => Event::Start(Tag::Image {
            link_type,
            dest_url,
            title,
            id,
        }),
        Event::Start(Tag::Image {
            link_type,
            dest_url,
            title,
            id,
        }) => {
            linked_image += 1;
            Event::Start(Tag::Link {
                link_type,
                dest_url: safe_url(dest_url),
                title,
                id,
            })
        }
        Event::End(pulldown_cmark::TagEnd::Image) if linked_image > 0 => {
            linked_image -= 1;
            Event::End(pulldown_cmark::TagEnd::Link)
        }
        other => other,
    });
    let mut out = String::with_capacity(text.len() + text.len() / 4);
    html::push_html(&mut out, events);
    out
}

/// An image the pages may show: `https` on one of [`IMAGE_HOSTS`].
fn image_allowed(url: &str) -> bool {
    let Some(rest) = url.trim().strip_prefix("https://") else {
        return false;
    };
    let host = rest
        .split(['/', '?', '#'])
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    host == "github.com"
        || host == "githubusercontent.com"
        || host.ends_with(".githubusercontent.com")
}

/// Keeps absolute `http`, `https` and `mailto` addresses and same-page anchors; anything else
/// (`javascript:`, `data:`, `vbscript:`, relative paths into our own site) becomes `#`.
fn safe_url(url: CowStr<'_>) -> CowStr<'_> {
    let trimmed: String = url
        .chars()
        .filter(|c| !c.is_whitespace() && !c.is_control())
        .collect::<String>()
        .to_ascii_lowercase();
    let ok = trimmed.starts_with("https://")
        || trimmed.starts_with("http://")
        || trimmed.starts_with("mailto:")
        || (trimmed.starts_with('#') && !trimmed.contains(':'));
    if ok {
        url
    } else {
        CowStr::Borrowed("#")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_is_rendered() {
        let html = to_safe_html("**Steps**\n\n1. open\n2. `click`\n\n[docs](https://example.com)");
        assert!(html.contains("<strong>Steps</strong>"));
        assert!(html.contains("<ol>"));
        assert!(html.contains("<code>click</code>"));
        assert!(html.contains(r#"<a href="https://example.com">docs</a>"#));
    }

    #[test]
    fn raw_html_and_script_never_pass() {
        let html = to_safe_html(
            "<script>alert(1)</script>\n\nhi <img src=x onerror=alert(1)> \
             [x](javascript:alert(1)) [y]( JaVaScRiPt:alert(1)) ![z](data:text/html,hi) \
             <a href=\"javascript:alert(1)\">a</a>",
        );
        assert!(!html.contains("<script"), "{html}");
        assert!(!html.contains("<img src=x"), "{html}");
        assert!(!html.contains("<a href=\"javascript"), "{html}");
        assert!(
            !html.to_lowercase().contains("<a href=\"javascript"),
            "{html}"
        );
        assert_eq!(html.matches("<a href=\"#\">").count(), 3, "{html}");
        assert!(!html.contains("src=\"data:"), "{html}");
        assert!(html.contains("&lt;script&gt;"), "{html}");
    }

    #[test]
    fn images_only_from_the_code_host_others_become_links() {
        let html = to_safe_html(
            "![shot](https://user-images.githubusercontent.com/1/a.png) ![x](https://evil.example/t.png)",
        );
        assert!(
            html.contains(r#"<img src="https://user-images.githubusercontent.com/1/a.png""#),
            "{html}"
        );
        assert!(
            html.contains(r#"<a href="https://evil.example/t.png">x</a>"#),
            "{html}"
        );
        assert!(!html.contains("evil.example/t.png\" alt"), "{html}");
    }

    #[test]
    fn a_huge_body_is_cut() {
        let html = to_safe_html(&"a".repeat(MAX_INPUT * 2));
        assert!(html.len() < MAX_INPUT + 100);
    }
}
