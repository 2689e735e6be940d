//! The document's blocks around its table: the heading (the firm, the title, the number and
//! dates), the addressee, a quote's terms and the foot (bank details and the note).

use super::{
    caption, gap, measure, rule, side_by_side, text, texts, zip, Align, Line, Style, BODY,
    BODY_BOLD, BODY_MUTED, CONTENT, GUTTER, INK, MARGIN_X, RULE,
};
use crate::view::{PartyView, View};

fn party(party: &PartyView, name: Option<Style>, x: f32, width: f32) -> Vec<Line> {
    let mut lines = Vec::new();
    if let Some(style) = name {
        lines.extend(text(&party.name, style, x, width, Align::Left));
    }
    lines.extend(texts(
        &party.address,
        if name.is_some() { BODY } else { BODY_MUTED },
        x,
        width,
    ));
    if let Some(tax_id) = &party.tax_id {
        lines.extend(text(tax_id, BODY_MUTED, x, width, Align::Left));
    }
    lines
}

/// The firm on the left; the title, number, dates and the corrected invoice on the right.
pub(super) fn heading(view: &View) -> Vec<Line> {
    let title = Style {
        size: 22.0,
        bold: true,
        color: INK,
    };
    // A long title ("Demande de modification") is set smaller rather than broken in two; one
    // that fits keeps its size.
    let natural = measure(view.title, title);
    let title = if natural > CONTENT * 0.55 {
        Style {
            size: (title.size * (CONTENT * 0.55 - 1.0) / natural).max(16.0),
            ..title
        }
    } else {
        title
    };
    let label_width = view
        .meta
        .iter()
        .map(|[label, _]| measure(label, BODY_MUTED))
        .fold(0.0, f32::max)
        .min(CONTENT * 0.25);
    let value_width = view
        .meta
        .iter()
        .map(|[_, value]| measure(value, BODY))
        .fold(0.0, f32::max)
        .min(CONTENT * 0.3);
    let right_width = (label_width + 10.0 + value_width)
        .max(measure(view.title, title))
        .min(CONTENT * 0.55);
    let right_x = MARGIN_X + CONTENT - right_width;
    let left_width = CONTENT - right_width - GUTTER;

    let firm_name = Style {
        size: 13.0,
        bold: true,
        color: INK,
    };
    let mut left = text(
        &view.firm.name,
        firm_name,
        MARGIN_X,
        left_width,
        Align::Left,
    );
    left.push(gap(3.0));
    left.extend(party(&view.firm, None, MARGIN_X, left_width));

    let mut right = text(view.title, title, right_x, right_width, Align::Right);
    right.push(gap(3.0));
    let value_x = MARGIN_X + CONTENT - value_width;
    for [label, value] in &view.meta {
        right.extend(zip(vec![
            text(
                label,
                BODY_MUTED,
                value_x - 10.0 - label_width,
                label_width,
                Align::Right,
            ),
            text(value, BODY, value_x, value_width, Align::Right),
        ]));
    }
    if let Some(credits) = &view.credits {
        right.push(gap(3.0));
        right.extend(text(credits, BODY_BOLD, right_x, right_width, Align::Right));
    }
    side_by_side(vec![left, right])
}

/// Who is billed, and the project the work was for.
pub(super) fn addressee(view: &View) -> Vec<Line> {
    let width = (CONTENT - GUTTER) / 2.0;
    let mut left = caption(view.bill_to_label, MARGIN_X, width, Align::Left);
    left.push(gap(2.0));
    left.extend(party(&view.bill_to, Some(BODY_BOLD), MARGIN_X, width));
    let mut right = Vec::new();
    if !view.project.is_empty() {
        let x = MARGIN_X + width + GUTTER;
        right = caption(view.project_label, x, width, Align::Left);
        right.push(gap(2.0));
        right.extend(text(&view.project, BODY, x, width, Align::Left));
    }
    side_by_side(vec![left, right])
}

/// Bank details and the note, side by side below a rule.
pub(super) fn foot(view: &View) -> Vec<Line> {
    let width = (CONTENT - GUTTER) / 2.0;
    let block = |label: &str, body: &[String], x: f32| {
        if body.is_empty() {
            return Vec::new();
        }
        let mut lines = caption(label, x, width, Align::Left);
        lines.push(gap(2.0));
        lines.extend(texts(body, BODY, x, width));
        lines
    };
    let mut lines = vec![
        Line {
            height: 0.5,
            items: vec![rule(MARGIN_X, CONTENT, 0.5, RULE)],
            columns: Vec::new(),
        },
        gap(5.0),
    ];
    lines.extend(side_by_side(vec![
        block(view.bank_label, &view.bank, MARGIN_X),
        block(view.note_label, &view.note, MARGIN_X + width + GUTTER),
    ]));
    lines
}

/// A quote's terms under their heading, across the page's width, one line of the flow per
/// wrapped line so they run over as many pages as they need.
pub(super) fn terms(view: &View) -> Vec<Line> {
    if view.terms.is_empty() {
        return Vec::new();
    }
    let mut lines = caption(view.terms_label, MARGIN_X, CONTENT, Align::Left);
    lines.push(gap(2.0));
    lines.extend(texts(&view.terms, BODY, MARGIN_X, CONTENT));
    lines
}
