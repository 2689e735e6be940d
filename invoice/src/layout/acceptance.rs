//! A signed quote's acceptance page: who accepted it, signed in as whom, when, from where, and
//! the digest of what they saw, with how to check it. It is always a page of its own, so it can
//! be printed, filed or shown apart from the quote it closes.

use super::{
    caption, gap, measure, rule, text, zip, Align, Line, Style, BODY, BODY_MUTED, CONTENT, GUTTER,
    INK, MARGIN_X, MM, RULE,
};
use crate::view::AcceptanceView;

/// The digest's largest size; smaller if it would not fit the width on one line.
const DIGEST_SIZE: f32 = 11.0;

pub(super) fn page(acceptance: &AcceptanceView) -> Vec<Line> {
    let title = Style {
        size: 22.0,
        bold: true,
        color: INK,
    };
    let mut lines = text(acceptance.title, title, MARGIN_X, CONTENT, Align::Left);
    lines.push(gap(3.0));
    lines.extend(text(
        &acceptance.about,
        BODY_MUTED,
        MARGIN_X,
        CONTENT,
        Align::Left,
    ));
    lines.push(gap(6.0 * MM));
    lines.push(Line {
        height: 0.5,
        items: vec![rule(MARGIN_X, CONTENT, 0.5, RULE)],
        columns: Vec::new(),
    });
    lines.push(gap(5.0 * MM));

    let label_width = acceptance
        .rows
        .iter()
        .map(|[label, _]| measure(label, BODY_MUTED))
        .fold(0.0, f32::max)
        .min(CONTENT * 0.4);
    let value_x = MARGIN_X + label_width + GUTTER / 2.0;
    let value_width = MARGIN_X + CONTENT - value_x;
    for [label, value] in &acceptance.rows {
        lines.extend(zip(vec![
            text(label, BODY_MUTED, MARGIN_X, label_width, Align::Left),
            text(value, BODY, value_x, value_width, Align::Left),
        ]));
        lines.push(gap(3.0));
    }

    // The digest on one line, whole: a reader compares it, or searches the PDF's text for it,
    // as one string of 64 characters.
    lines.push(gap(6.0 * MM));
    lines.extend(caption(
        acceptance.digest_label,
        MARGIN_X,
        CONTENT,
        Align::Left,
    ));
    lines.push(gap(3.0));
    let full = Style {
        size: DIGEST_SIZE,
        bold: false,
        color: INK,
    };
    let width = measure(&acceptance.digest, full);
    let digest = Style {
        size: (DIGEST_SIZE * (CONTENT - 1.0) / width).clamp(6.0, DIGEST_SIZE),
        ..full
    };
    lines.extend(text(
        &acceptance.digest,
        digest,
        MARGIN_X,
        CONTENT,
        Align::Left,
    ));
    lines.push(gap(5.0 * MM));
    lines.extend(text(
        &acceptance.check,
        BODY_MUTED,
        MARGIN_X,
        CONTENT,
        Align::Left,
    ));
    lines
}
