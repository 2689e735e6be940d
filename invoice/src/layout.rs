//! The invoice's page layout: the view's strings placed on A4 pages.
//!
//! Everything is built as *lines* (a height and what is drawn in it), and lines are placed top to
//! bottom, a new page where one does not fit. Blocks side by side (the firm beside the title, the
//! client beside the project) are zipped line by line, so even a hostile thousand-line address
//! flows over pages instead of overflowing one. A table line keeps its item together when the
//! item fits on a page, and the table's header repeats on every page it runs over; a quote's
//! terms flow on after the totals; bank details and the note sit at the foot of the last page;
//! a signed quote's acceptance is a page of its own at the end.
//!
//! This file holds the drawing primitives and the order of the blocks; the blocks are in
//! `layout/blocks.rs` (heading, addressee, foot, terms), `layout/table.rs` (the lines and the
//! totals) and `layout/acceptance.rs` (the acceptance page); `layout/flow.rs` places lines on
//! pages.

mod acceptance;
mod blocks;
mod flow;
mod table;

use crate::shape::{self, Run};
use crate::view::View;

use blocks::{addressee, foot, heading, terms};
use flow::Flow;
use table::{table, totals};

pub(crate) const PAGE_WIDTH: f32 = 595.276;
pub(crate) const PAGE_HEIGHT: f32 = 841.89;
const MM: f32 = 72.0 / 25.4;
const MARGIN_X: f32 = 20.0 * MM;
const MARGIN_TOP: f32 = 18.0 * MM;
const MARGIN_BOTTOM: f32 = 22.0 * MM;
const CONTENT: f32 = PAGE_WIDTH - 2.0 * MARGIN_X;
const BOTTOM: f32 = PAGE_HEIGHT - MARGIN_BOTTOM;
const GUTTER: f32 = 14.0 * MM;

#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Color(pub [u8; 3]);

const INK: Color = Color([0x1f, 0x29, 0x33]);
/// 5.6:1 on white, enough for small text (WCAG AA asks 4.5:1).
const MUTED: Color = Color([0x5f, 0x6b, 0x7a]);
const RULE: Color = Color([0xc5, 0xcc, 0xd6]);
const BAND: Color = Color([0xf1, 0xf4, 0xf8]);

#[derive(Clone, Copy, Debug)]
struct Style {
    size: f32,
    bold: bool,
    color: Color,
}

const BODY: Style = Style {
    size: 9.5,
    bold: false,
    color: INK,
};
const BODY_MUTED: Style = Style {
    color: MUTED,
    ..BODY
};
const BODY_BOLD: Style = Style { bold: true, ..BODY };
const CAPTION: Style = Style {
    size: 8.0,
    bold: true,
    color: MUTED,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Align {
    Left,
    Right,
}

/// What a page draws; `y` is measured from the top of the page, a text's `y` is its baseline.
#[derive(Clone, Debug)]
pub(crate) enum Item {
    Text {
        x: f32,
        y: f32,
        size: f32,
        color: Color,
        runs: Vec<Run>,
    },
    Fill {
        x: f32,
        y: f32,
        width: f32,
        height: f32,
        color: Color,
    },
    Rule {
        x: f32,
        y: f32,
        width: f32,
        thickness: f32,
        color: Color,
    },
}

impl Item {
    fn moved(&self, dy: f32) -> Item {
        let mut item = self.clone();
        match &mut item {
            Item::Text { y, .. } | Item::Fill { y, .. } | Item::Rule { y, .. } => *y += dy,
        }
        item
    }
}

/// A line of the flow: its height and what it draws, `y` relative to its top.
#[derive(Clone, Debug, Default)]
struct Line {
    height: f32,
    items: Vec<Item>,
    /// For blocks side by side, the column of each item (none: all in the first). A page's text
    /// is written column by column, so a screen reader or a copy reads the firm's address whole
    /// before the title beside it, not one line of each in turn.
    columns: Vec<u8>,
}

fn gap(height: f32) -> Line {
    Line {
        height,
        ..Line::default()
    }
}

/// `text` wrapped into the box from `x`, `width` wide, one line each.
fn text(text: &str, style: Style, x: f32, width: f32, align: Align) -> Vec<Line> {
    shape::wrap(text, style.bold, style.size, width.max(1.0))
        .into_iter()
        .map(|line| {
            let runs = shape::shape(&line, style.bold);
            let line_width = shape::width(&runs, style.size);
            let x = match align {
                Align::Left => x,
                Align::Right => x + width - line_width,
            };
            Line {
                height: style.size * 1.5,
                items: vec![Item::Text {
                    x,
                    y: style.size * 1.12,
                    size: style.size,
                    color: style.color,
                    runs,
                }],
                columns: Vec::new(),
            }
        })
        .collect()
}

/// Several texts as lines of one box (an address's lines, bank details).
fn texts(lines: &[String], style: Style, x: f32, width: f32) -> Vec<Line> {
    lines
        .iter()
        .flat_map(|l| text(l, style, x, width, Align::Left))
        .collect()
}

/// Blocks side by side, each read whole before the next (`Line::columns`).
fn side_by_side(columns: Vec<Vec<Line>>) -> Vec<Line> {
    let mut columns = columns;
    for (k, column) in columns.iter_mut().enumerate() {
        for line in column.iter_mut() {
            line.columns = vec![k as u8; line.items.len()];
        }
    }
    zip(columns)
}

/// Columns side by side: line `i` of each becomes line `i` of the result.
fn zip(columns: Vec<Vec<Line>>) -> Vec<Line> {
    let count = columns.iter().map(Vec::len).max().unwrap_or(0);
    (0..count)
        .map(|i| {
            let mut line = Line::default();
            for column in &columns {
                if let Some(l) = column.get(i) {
                    line.height = line.height.max(l.height);
                    line.items.extend(l.items.iter().cloned());
                    line.columns.extend(l.columns.iter().copied());
                }
            }
            line
        })
        .collect()
}

fn measure(text: &str, style: Style) -> f32 {
    shape::width(&shape::shape(text, style.bold), style.size)
}

fn caption(label: &str, x: f32, width: f32, align: Align) -> Vec<Line> {
    text(&label.to_uppercase(), CAPTION, x, width, align)
}

fn rule(x: f32, width: f32, thickness: f32, color: Color) -> Item {
    Item::Rule {
        x,
        y: thickness / 2.0,
        width,
        thickness,
        color,
    }
}

/// The document's pages, each a list of what it draws.
pub(crate) fn pages(view: &View) -> Vec<Vec<Item>> {
    let mut flow = Flow::new();
    for line in heading(view) {
        flow.place(&line);
    }
    flow.place(&gap(10.0 * MM));
    for line in addressee(view) {
        flow.place(&line);
    }
    flow.place(&gap(9.0 * MM));
    let table = table(view);
    flow.place_together(&table.header);
    flow.repeat = table.header;
    for item in &table.items {
        flow.place_together(item);
    }
    flow.repeat = Vec::new();
    flow.place(&Line {
        height: 0.5,
        items: vec![rule(MARGIN_X, CONTENT, 0.5, RULE)],
        columns: Vec::new(),
    });
    flow.place_together(&totals(view));
    let terms = terms(view);
    if !terms.is_empty() {
        flow.place(&gap(8.0 * MM));
        // The heading and the first lines together: a heading never ends a page alone.
        let (first, rest) = terms.split_at(terms.len().min(4));
        flow.place_together(first);
        for line in rest {
            flow.place(line);
        }
    }
    flow.place(&gap(8.0 * MM));
    flow.place_at_foot(&foot(view));
    if let Some(acceptance) = &view.acceptance {
        flow.new_page();
        for line in acceptance::page(acceptance) {
            flow.place(&line);
        }
    }

    let mut pages: Vec<Vec<Item>> = flow
        .pages
        .into_iter()
        .map(|mut page| {
            // Stable: a band drawn before the text on it stays before it.
            page.sort_by_key(|(key, _)| *key);
            page.into_iter().map(|(_, item)| item).collect()
        })
        .collect();
    let count = pages.len();
    if count > 1 {
        let style = Style {
            size: 8.0,
            bold: false,
            color: MUTED,
        };
        let y = BOTTOM + 8.0 * MM;
        for (i, page) in pages.iter_mut().enumerate() {
            let folio = zip(vec![
                text(&view.number, style, MARGIN_X, CONTENT * 0.6, Align::Left),
                text(
                    &format!("{} / {count}", i + 1),
                    style,
                    MARGIN_X + CONTENT * 0.7,
                    CONTENT * 0.3,
                    Align::Right,
                ),
            ]);
            // The number line only: an overlong number is cut at the first line.
            if let Some(line) = folio.first() {
                page.extend(line.items.iter().map(|item| item.moved(y)));
            }
        }
    }
    pages
}
