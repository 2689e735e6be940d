//! The table of lines, its header repeated on every page it runs over, and the totals below it.

use super::{
    caption, gap, measure, rule, text, texts, zip, Align, Item, Line, Style, BAND, BODY,
    BODY_MUTED, CAPTION, CONTENT, INK, MARGIN_X, MM,
};
use crate::view::View;

const CELL_X: f32 = 6.0;
const CELL_Y: f32 = 6.5;

/// The table: its header (repeated on every page) and one group of lines per item.
pub(super) struct Table {
    pub(super) header: Vec<Line>,
    pub(super) items: Vec<Vec<Line>>,
}

pub(super) fn table(view: &View) -> Table {
    let column = |i: usize| {
        view.lines
            .iter()
            .map(|l| measure(if i == 1 { &l.tax } else { &l.amount }, BODY))
            .fold(measure(&view.columns[i].to_uppercase(), CAPTION), f32::max)
            .min(CONTENT * 0.28)
    };
    let tax_width = if view.taxed { column(1) } else { 0.0 };
    let amount_width = column(2);
    let amount_x = MARGIN_X + CONTENT - CELL_X - amount_width;
    // Without a tax column, the description runs on to the amount's.
    let tax_x = if view.taxed {
        amount_x - 2.0 * CELL_X - tax_width
    } else {
        amount_x
    };
    let description_width = tax_x - CELL_X - (MARGIN_X + CELL_X);
    let tax_column = |column: Vec<Line>| if view.taxed { column } else { Vec::new() };

    let mut header = vec![gap(CELL_Y)];
    header.extend(zip(vec![
        caption(
            &view.columns[0],
            MARGIN_X + CELL_X,
            description_width,
            Align::Left,
        ),
        tax_column(caption(&view.columns[1], tax_x, tax_width, Align::Right)),
        caption(&view.columns[2], amount_x, amount_width, Align::Right),
    ]));
    header.push(gap(CELL_Y));
    header.push(Line {
        height: 0.8,
        items: vec![rule(MARGIN_X, CONTENT, 0.8, INK)],
        columns: Vec::new(),
    });

    let items = view
        .lines
        .iter()
        .enumerate()
        .map(|(i, line)| {
            let mut description = texts(
                &line.description,
                BODY,
                MARGIN_X + CELL_X,
                description_width,
            );
            if let Some(detail) = &line.detail {
                description.extend(text(
                    detail,
                    BODY_MUTED,
                    MARGIN_X + CELL_X,
                    description_width,
                    Align::Left,
                ));
            }
            let mut lines = vec![gap(CELL_Y)];
            lines.extend(zip(vec![
                description,
                tax_column(text(&line.tax, BODY, tax_x, tax_width, Align::Right)),
                text(&line.amount, BODY, amount_x, amount_width, Align::Right),
            ]));
            lines.push(gap(CELL_Y));
            // Every other item on a light band, as long as the item is.
            if i % 2 == 1 {
                for l in &mut lines {
                    l.items.insert(
                        0,
                        Item::Fill {
                            x: MARGIN_X,
                            y: 0.0,
                            width: CONTENT,
                            height: l.height,
                            color: BAND,
                        },
                    );
                }
            }
            lines
        })
        .collect();
    Table { header, items }
}

/// The subtotal and each tax, then the total in bold above a rule, right-aligned.
pub(super) fn totals(view: &View) -> Vec<Line> {
    let total = Style {
        size: 11.0,
        bold: true,
        color: INK,
    };
    let label_width = view
        .totals
        .iter()
        .map(|[l, _]| measure(l, BODY))
        .fold(measure(&view.total[0], total), f32::max)
        .min(CONTENT * 0.4);
    let amount_width = view
        .totals
        .iter()
        .map(|[_, a]| measure(a, BODY))
        .fold(measure(&view.total[1], total), f32::max)
        .min(CONTENT * 0.4);
    let amount_x = MARGIN_X + CONTENT - amount_width;
    let label_x = amount_x - 18.0 - label_width;
    let row = |[label, amount]: &[String; 2], style: Style| {
        zip(vec![
            text(label, style, label_x, label_width, Align::Left),
            text(amount, style, amount_x, amount_width, Align::Right),
        ])
    };
    let mut lines = vec![gap(4.0 * MM)];
    for pair in &view.totals {
        lines.extend(row(pair, BODY));
    }
    lines.push(gap(3.0));
    lines.push(Line {
        height: 0.8,
        items: vec![rule(label_x, MARGIN_X + CONTENT - label_x, 0.8, INK)],
        columns: Vec::new(),
    });
    lines.push(gap(4.0));
    lines.extend(row(&view.total, total));
    lines
}
