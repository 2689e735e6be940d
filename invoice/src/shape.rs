//! Text to glyphs: the four embedded fonts, which one sets each character, and rustybuzz (a port
//! of HarfBuzz) to shape each run with the font's own OpenType tables, so Devanagari conjuncts
//! (क्ष, त्र) become the font's ligatures and a vowel sign such as ि moves before its consonant.

use std::sync::LazyLock;

use rustybuzz::{Face, UnicodeBuffer};

/// Noto Sans for Latin text and the currency signs, Noto Sans Devanagari for Hindi
/// (fonts/README.md). The order is [`FontId`]'s.
const FONT_FILES: [&[u8]; 4] = [
    include_bytes!("../fonts/NotoSans-Regular.ttf"),
    include_bytes!("../fonts/NotoSans-Bold.ttf"),
    include_bytes!("../fonts/NotoSansDevanagari-Regular.ttf"),
    include_bytes!("../fonts/NotoSansDevanagari-Bold.ttf"),
];

/// One of the embedded fonts, as an index into [`FONT_FILES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct FontId(pub usize);

impl FontId {
    fn pick(devanagari: bool, bold: bool) -> Self {
        FontId(usize::from(devanagari) * 2 + usize::from(bold))
    }

    pub(crate) fn is_devanagari(self) -> bool {
        self.0 >= 2
    }
}

/// The fonts, parsed once per process. A font that fails to parse is a broken build, caught by
/// the test that renders every language; rendering then answers an error rather than panicking.
static FACES: LazyLock<Vec<Face<'static>>> = LazyLock::new(|| {
    FONT_FILES
        .iter()
        .filter_map(|bytes| Face::from_slice(bytes, 0))
        .collect()
});

/// The parsed font, if all four fonts parsed.
pub(crate) fn face(font: FontId) -> Option<&'static Face<'static>> {
    if fonts_loaded() {
        FACES.get(font.0)
    } else {
        None
    }
}

pub(crate) fn font_bytes(font: FontId) -> &'static [u8] {
    FONT_FILES[font.0]
}

pub(crate) fn fonts_loaded() -> bool {
    FACES.len() == FONT_FILES.len()
}

/// A glyph as shaped, in font units.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Glyph {
    pub id: u16,
    pub x_advance: i32,
    pub x_offset: i32,
    pub y_offset: i32,
    /// Byte offset in the run's text where the glyph's cluster starts.
    pub cluster: usize,
}

/// A stretch of text set in one font, shaped.
#[derive(Clone, Debug)]
pub(crate) struct Run {
    pub font: FontId,
    pub text: String,
    pub glyphs: Vec<Glyph>,
}

impl Run {
    fn units_per_em(&self) -> f32 {
        face(self.font).map_or(1000.0, |f| f.units_per_em() as f32)
    }

    /// Width at `size` points.
    pub(crate) fn width(&self, size: f32) -> f32 {
        let units: i64 = self.glyphs.iter().map(|g| i64::from(g.x_advance)).sum();
        units as f32 * size / self.units_per_em()
    }

    /// Where each cluster may break: (byte offset in the text, width before it at `size`).
    fn cluster_starts(&self, size: f32) -> Vec<(usize, f32)> {
        let scale = size / self.units_per_em();
        let mut starts: Vec<(usize, f32)> = Vec::new();
        let mut x = 0.0;
        for glyph in &self.glyphs {
            if starts.last().is_none_or(|&(c, _)| c != glyph.cluster) {
                starts.push((glyph.cluster, x));
            }
            x += glyph.x_advance as f32 * scale;
        }
        starts
    }
}

/// Devanagari and what joins inside its syllables: the joiners and the dotted circle HarfBuzz
/// puts under a stray vowel sign.
fn is_devanagari(c: char) -> bool {
    matches!(c, '\u{0900}'..='\u{097F}' | '\u{A8E0}'..='\u{A8FF}' | '\u{1CD0}'..='\u{1CFF}' | '\u{200C}' | '\u{200D}' | '\u{25CC}')
}

fn has_glyph(font: FontId, c: char) -> bool {
    face(font).is_some_and(|f| f.glyph_index(c).is_some())
}

/// The font for `c`: Devanagari's for Devanagari, Noto Sans for everything else it has, and
/// Devanagari's for what only it has. A character neither has prints as the empty box.
fn font_for(c: char, bold: bool) -> FontId {
    let latin = FontId::pick(false, bold);
    let devanagari = FontId::pick(true, bold);
    if is_devanagari(c) || (!has_glyph(latin, c) && has_glyph(devanagari, c)) {
        devanagari
    } else {
        latin
    }
}

/// `text` as runs of one font each, shaped. Spaces take the font of the text before them, so a
/// run of Hindi words stays one run.
pub(crate) fn shape(text: &str, bold: bool) -> Vec<Run> {
    let mut pieces: Vec<(FontId, String)> = Vec::new();
    for c in text.chars() {
        let font = match pieces.last() {
            Some((last, _)) if c == ' ' || c == '\u{a0}' => *last,
            _ => font_for(c, bold),
        };
        match pieces.last_mut() {
            Some((last, s)) if *last == font => s.push(c),
            _ => pieces.push((font, c.to_string())),
        }
    }
    pieces
        .into_iter()
        .map(|(font, text)| shape_run(font, text))
        .collect()
}

fn shape_run(font: FontId, text: String) -> Run {
    let Some(face) = face(font) else {
        return Run {
            font,
            text,
            glyphs: Vec::new(),
        };
    };
    let mut buffer = UnicodeBuffer::new();
    buffer.push_str(&text);
    buffer.guess_segment_properties();
    let shaped = rustybuzz::shape(face, &[], buffer);
    let glyphs = shaped
        .glyph_infos()
        .iter()
        .zip(shaped.glyph_positions())
        .map(|(info, pos)| Glyph {
            id: u16::try_from(info.glyph_id).unwrap_or(0),
            x_advance: pos.x_advance,
            x_offset: pos.x_offset,
            y_offset: pos.y_offset,
            cluster: info.cluster as usize,
        })
        .collect();
    Run { font, text, glyphs }
}

pub(crate) fn width(runs: &[Run], size: f32) -> f32 {
    runs.iter().map(|r| r.width(size)).sum()
}

/// `text` broken into lines no wider than `width`: at spaces where it can, inside a word (between
/// clusters, so a conjunct is never split) where a word alone is wider than the line.
pub(crate) fn wrap(text: &str, bold: bool, size: f32, max: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut line_width = 0.0;
    let space = width(&shape(" ", bold), size);
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let runs = shape(word, bold);
        let word_width = width(&runs, size);
        let needed = if line.is_empty() {
            word_width
        } else {
            line_width + space + word_width
        };
        // Words measured one by one can add up to a hair more than the line shaped whole
        // (kerning at a space), so a box measured to fit its text keeps it on one line.
        if needed <= max + 0.5 {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
            line_width = needed;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        if word_width <= max {
            line = word.to_owned();
            line_width = word_width;
            continue;
        }
        // A word wider than the line: as many clusters a line as fit, at least one.
        let mut pieces = split_word(&runs, size, max);
        if let Some(last) = pieces.pop() {
            lines.extend(pieces);
            line_width = width(&shape(&last, bold), size);
            line = last;
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

fn split_word(runs: &[Run], size: f32, max: f32) -> Vec<String> {
    let mut pieces = Vec::new();
    let mut current = String::new();
    let mut used = 0.0;
    for run in runs {
        let starts = run.cluster_starts(size);
        let run_width = run.width(size);
        for (i, &(start, x)) in starts.iter().enumerate() {
            let (end, next_x) = starts
                .get(i + 1)
                .map_or((run.text.len(), run_width), |&(s, nx)| (s, nx));
            let cluster = run.text.get(start..end).unwrap_or_default();
            let cluster_width = next_x - x;
            if used + cluster_width > max && !current.is_empty() {
                pieces.push(std::mem::take(&mut current));
                used = 0.0;
            }
            current.push_str(cluster);
            used += cluster_width;
        }
    }
    if !current.is_empty() {
        pieces.push(current);
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_four_fonts_load() {
        assert!(fonts_loaded());
    }

    #[test]
    fn devanagari_is_shaped_into_the_fonts_ligatures() {
        let runs = shape("क्ष", false);
        assert_eq!(runs.len(), 1);
        assert!(runs[0].font.is_devanagari());
        // Three characters, one conjunct glyph.
        assert_eq!(runs[0].glyphs.len(), 1, "{:?}", runs[0].glyphs);
        // A Hindi phrase with its spaces is one run; the amount beside it is another.
        let runs = shape("परीक्षण और सुरक्षा ₹5", false);
        assert!(runs[0].font.is_devanagari());
        assert!(runs.iter().all(|r| r.glyphs.iter().all(|g| g.id != 0)));
    }

    #[test]
    fn wrapping_breaks_at_spaces_and_inside_overlong_words() {
        let lines = wrap("one two three four five six", false, 10.0, 60.0);
        assert!(lines.len() > 1);
        assert_eq!(lines.join(" "), "one two three four five six");
        let long = "W".repeat(200);
        let lines = wrap(&long, true, 13.0, 100.0);
        assert!(lines.len() > 10);
        assert_eq!(lines.concat(), long);
        assert!(lines
            .iter()
            .all(|l| width(&shape(l, true), 13.0) <= 100.0 + 0.01));
        assert_eq!(wrap("", false, 10.0, 50.0), [""]);
    }
}
