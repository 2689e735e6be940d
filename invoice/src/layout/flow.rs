//! Lines placed on pages, top to bottom, a new page where one does not fit.

use super::{Item, Line, BOTTOM, MARGIN_TOP};

/// Where an item comes in reading order: the block of side-by-side lines (the number of the
/// line it began at), the column, the line.
type Reading = (usize, u8, usize);

/// Lines placed on pages.
pub(super) struct Flow {
    /// Each page's items with their place in reading order.
    pub(super) pages: Vec<Vec<(Reading, Item)>>,
    y: f32,
    /// Lines drawn so far, and where the current run of side-by-side lines began.
    drawn: usize,
    block: usize,
    /// Placed at the top of each new page (the table's header while the table runs).
    pub(super) repeat: Vec<Line>,
}

impl Flow {
    pub(super) fn new() -> Self {
        Flow {
            pages: vec![Vec::new()],
            y: MARGIN_TOP,
            drawn: 0,
            block: 0,
            repeat: Vec::new(),
        }
    }

    pub(super) fn new_page(&mut self) {
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

    pub(super) fn place(&mut self, line: &Line) {
        if self.y + line.height > BOTTOM && !self.at_top() {
            self.new_page();
        }
        self.draw(line);
    }

    /// Lines kept on one page when they fit on one.
    pub(super) fn place_together(&mut self, lines: &[Line]) {
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
    pub(super) fn place_at_foot(&mut self, lines: &[Line]) {
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
