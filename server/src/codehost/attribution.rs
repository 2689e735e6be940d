//! What the server posts to the code host in someone's name, signed so the repository shows who
//! wrote it; a client's words cannot pass for a signature or notify anyone.

/// The line the server adds to what it posts, so the repository shows who wrote it. What a client
/// wrote is defused first (`defused`); staff may mention people.
pub fn attributed(body: &str, name: &str, staff: bool) -> String {
    let (who, body) = if staff {
        (format!("{name} (staff)"), body.to_owned())
    } else {
        (name.to_owned(), defused(body))
    };
    let signature = format!("— {who} via Portico");
    if body.is_empty() {
        signature
    } else {
        format!("{body}\n\n{signature}")
    }
}

/// A client's text as posted with the company's token: a line shaped like the server's signature
/// (`— … via Portico`) is shown as code, so it cannot pass for one, and an @-mention (of a person
/// or a team) gets a word joiner after its `@`, so it notifies nobody; an address keeps its `@`.
pub fn defused(body: &str) -> String {
    body.split('\n')
        .map(|line| {
            let t = line.trim();
            if t.starts_with('—') && t.ends_with("via Portico") {
                format!("`{}`", t.replace('`', "'"))
            } else {
                let mut out = String::with_capacity(line.len());
                let mut prev: Option<char> = None;
                let mut chars = line.chars().peekable();
                while let Some(c) = chars.next() {
                    out.push(c);
                    let starts_word = prev.is_none_or(|p| !(p.is_alphanumeric() || p == '_'));
                    if c == '@'
                        && starts_word
                        && chars.peek().is_some_and(|n| n.is_ascii_alphanumeric())
                    {
                        out.push('\u{2060}');
                    }
                    prev = Some(c);
                }
                out
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}
