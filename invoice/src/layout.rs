//! The invoice's page layout: the view's strings placed on A4 pages.
//!
//! Everything is built as *lines* (a height and what is drawn in it), and lines are placed top to
//! bottom, a new page where one does not fit. Blocks side by side (the firm beside the title, the
//! client beside the project) are zipped line by line, so even a hostile thousand-line address
//! flows over pages instead of overflowing one. A table line keeps its item together when the
//! item fits on a page, and the table's header repeats on every page it runs over; bank details
//! and the note sit at the foot of the last page.

use crate::shape::{self, Run};
use crate::view::{PartyView, View};

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
fn heading(view: &View) -> Vec<Line> {
    let title = Style {
        size: 22.0,
        bold: true,
        color: INK,
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
fn addressee(view: &View) -> Vec<Line> {
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

const CELL_X: f32 = 6.0;
const CELL_Y: f32 = 6.5;

/// The table: its header (repeated on every page) and one group of lines per item.
struct Table {
    header: Vec<Line>,
    items: Vec<Vec<Line>>,
}

fn table(view: &View) -> Table {
    let column = |i: usize| {
        view.lines
            .iter()
            .map(|l| measure(if i == 1 { &l.tax } else { &l.amount }, BODY))
            .fold(measure(&view.columns[i].to_uppercase(), CAPTION), f32::max)
            .min(CONTENT * 0.28)
    };
    let (tax_width, amount_width) = (column(1), column(2));
    let amount_x = MARGIN_X + CONTENT - CELL_X - amount_width;
    let tax_x = amount_x - 2.0 * CELL_X - tax_width;
    let description_width = tax_x - CELL_X - (MARGIN_X + CELL_X);

    let mut header = vec![gap(CELL_Y)];
    header.extend(zip(vec![
        caption(
            &view.columns[0],
            MARGIN_X + CELL_X,
            description_width,
            Align::Left,
        ),
        caption(&view.columns[1], tax_x, tax_width, Align::Right),
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
            let mut lines = vec![gap(CELL_Y)];
            lines.extend(zip(vec![
                texts(
                    &line.description,
                    BODY,
                    MARGIN_X + CELL_X,
                    description_width,
                ),
                text(&line.tax, BODY, tax_x, tax_width, Align::Right),
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

fn rule(x: f32, width: f32, thickness: f32, color: Color) -> Item {
    Item::Rule {
        x,
        y: thickness / 2.0,
        width,
        thickness,
        color,
    }
}

/// The subtotal and tax, then the total in bold above a rule, right-aligned.
fn totals(view: &View) -> Vec<Line> {
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

/// Bank details and the note, side by side below a rule.
fn foot(view: &View) -> Vec<Line> {
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

/// Where an item comes in reading order: the block of side-by-side lines (the number of the
/// line it began at), the column, the line.
type Reading = (usize, u8, usize);

/// Lines placed on pages.
struct Flow {
    /// Each page's items with their place in reading order.
    pages: Vec<Vec<(Reading, Item)>>,
    y: f32,
    /// Lines drawn so far, and where the current run of side-by-side lines began.
    drawn: usize,
    block: usize,
    /// Placed at the top of each new page (the table's header while the table runs).
    repeat: Vec<Line>,
}

impl Flow {
    fn new() -> Self {
        Flow {
            pages: vec![Vec::new()],
            y: MARGIN_TOP,
            drawn: 0,
            block: 0,
            repeat: Vec::new(),
        }
    }

    fn new_page(&mut self) {
        self.pages.push(Vec::new());
        self.y = MARGIN_TOP;
        for line in self.repeat.clone() {
            self.draw(&line);
        }
    }

    fn draw(&mut self, line: &Line) {
        let y = self.y;
        // A line not side by side ends the block before it.
        if line.columns.is_empty() || self.block == usize::MAX {
            self.block = self.drawn;
        }
        let (block, drawn) = (self.block, self.drawn);
        if let Some(page) = self.pages.last_mut() {
            page.extend(line.items.iter().enumerate().map(|(i, item)| {
                let column = line.columns.get(i).copied().unwrap_or(0);
                ((block, column, drawn), item.moved(y))
            }));
        }
        if line.columns.is_empty() {
            self.block = usize::MAX;
        }
        self.drawn += 1;
        self.y += line.height;
    }

    fn at_top(&self) -> bool {
        self.y <= MARGIN_TOP + self.repeat.iter().map(|l| l.height).sum::<f32>() + 0.01
    }

    fn place(&mut self, line: &Line) {
        if self.y + line.height > BOTTOM && !self.at_top() {
            self.new_page();
        }
        self.draw(line);
    }

    /// Lines kept on one page when they fit on one.
    fn place_together(&mut self, lines: &[Line]) {
        let height: f32 = lines.iter().map(|l| l.height).sum();
        let room = BOTTOM - MARGIN_TOP - self.repeat.iter().map(|l| l.height).sum::<f32>();
        if self.y + height > BOTTOM && height <= room && !self.at_top() {
            self.new_page();
        }
        for line in lines {
            self.place(line);
        }
    }

    /// Lines at the foot of the last page (of a new page if they do not fit below what is
    /// there), or flowing on where they are taller than a page.
    fn place_at_foot(&mut self, lines: &[Line]) {
        let height: f32 = lines.iter().map(|l| l.height).sum();
        if height <= BOTTOM - MARGIN_TOP {
            if self.y + height > BOTTOM {
                self.new_page();
            }
            self.y = BOTTOM - height;
        }
        for line in lines {
            self.place(line);
        }
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
    flow.place(&gap(8.0 * MM));
    flow.place_at_foot(&foot(view));

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
