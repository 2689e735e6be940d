//! The laid-out pages written as a PDF with pdf-writer: each font embedded as a subset of the
//! glyphs the document uses (a CID font, so any glyph of the font can be shown), with a ToUnicode
//! map and, around every run of Devanagari or any run whose glyphs do not map one to one onto
//! its letters, an `/ActualText` span. That is what lets a reader copy, search or listen to the
//! text exactly as it was typed: a conjunct glyph gives back its three letters, a vowel sign
//! drawn before its consonant reads after it.

use std::collections::BTreeMap;
use std::io::Write as _;

use flate2::write::ZlibEncoder;
use flate2::Compression;
use pdf_writer::types::{CidFontType, FontFlags, SystemInfo};
use pdf_writer::writers::PositionedItems;
use pdf_writer::{Content, Date, Filter, Finish, Name, Pdf, Rect, Ref, Str, TextStr};
use subsetter::GlyphRemapper;

use crate::layout::{Color, Item, PAGE_HEIGHT, PAGE_WIDTH};
use crate::shape::{self, FontId, Run};
use crate::Error;

/// The document's metadata.
pub(crate) struct Meta<'a> {
    pub title: &'a str,
    pub author: &'a str,
    pub lang: &'a str,
    /// (year, month 1-12, day): the creation date, never the clock.
    pub date: (i32, u8, u8),
    /// Hashed into the PDF's `/ID`.
    pub ident: &'a str,
}

const POSTSCRIPT_NAMES: [&str; 4] = [
    "NotoSans-Regular",
    "NotoSans-Bold",
    "NotoSansDevanagari-Regular",
    "NotoSansDevanagari-Bold",
];

/// A font as the document uses it: which glyphs (in subset order) and what text each stands for.
#[derive(Default)]
struct UsedFont {
    glyphs: GlyphRemapper,
    text: BTreeMap<u16, String>,
}

fn deflate(data: &[u8]) -> Vec<u8> {
    let mut encoder = ZlibEncoder::new(Vec::new(), Compression::best());
    // Writing into a Vec cannot fail.
    let _ = encoder.write_all(data);
    encoder.finish().unwrap_or_default()
}

/// FNV-1a, for the font subsets' tags and the document's `/ID`: stable across builds and
/// platforms, which `std`'s hasher does not promise.
fn fnv(data: &[u8], seed: u64) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325 ^ seed, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn rgb(color: Color) -> [f32; 3] {
    color.0.map(|c| f32::from(c) / 255.0)
}

pub(crate) fn write(pages: &[Vec<Item>], meta: &Meta) -> Result<Vec<u8>, Error> {
    let mut fonts: BTreeMap<FontId, UsedFont> = BTreeMap::new();
    let contents: Vec<Vec<u8>> = pages
        .iter()
        .map(|items| content(items, &mut fonts))
        .collect();

    let mut pdf = Pdf::new();
    let mut next = 1;
    let mut alloc = || {
        next += 1;
        Ref::new(next - 1)
    };
    let catalog = alloc();
    let tree = alloc();
    let info = alloc();
    let page_refs: Vec<(Ref, Ref)> = pages.iter().map(|_| (alloc(), alloc())).collect();
    let font_refs: Vec<(FontId, [Ref; 5])> = fonts
        .keys()
        .map(|&f| (f, [alloc(), alloc(), alloc(), alloc(), alloc()]))
        .collect();

    pdf.catalog(catalog).pages(tree).lang(TextStr(meta.lang));
    pdf.pages(tree)
        .kids(page_refs.iter().map(|&(page, _)| page))
        .count(i32::try_from(page_refs.len()).unwrap_or(i32::MAX));
    for (&(page_ref, content_ref), data) in page_refs.iter().zip(&contents) {
        let mut page = pdf.page(page_ref);
        page.parent(tree)
            .media_box(Rect::new(0.0, 0.0, PAGE_WIDTH, PAGE_HEIGHT))
            .contents(content_ref);
        let mut resources = page.resources();
        let mut names = resources.fonts();
        for (font, refs) in &font_refs {
            names.pair(Name(resource(*font).as_bytes()), refs[0]);
        }
        names.finish();
        resources.finish();
        page.finish();
        pdf.stream(content_ref, &deflate(data))
            .filter(Filter::FlateDecode);
    }

    for (font, [type0, cid, descriptor, file, cmap]) in &font_refs {
        let used = fonts.get(font).ok_or_else(|| internal("font"))?;
        let face = shape::face(*font).ok_or_else(|| internal("fonts"))?;
        let data = subsetter::subset(shape::font_bytes(*font), 0, &used.glyphs)
            .map_err(|e| Error::Pdf(format!("font subset: {e}")))?;
        let gids: Vec<u16> = used.glyphs.remapped_gids().collect();
        let tag: String = {
            let bytes: Vec<u8> = gids.iter().flat_map(|g| g.to_be_bytes()).collect();
            let mut h = fnv(&bytes, font.0 as u64);
            (0..6)
                .map(|_| {
                    let c = char::from(b'A' + (h % 26) as u8);
                    h /= 26;
                    c
                })
                .collect()
        };
        let name = format!("{tag}+{}", POSTSCRIPT_NAMES[font.0]);
        let scale = 1000.0 / face.units_per_em() as f32;
        let system = SystemInfo {
            registry: Str(b"Adobe"),
            ordering: Str(b"Identity"),
            supplement: 0,
        };

        pdf.type0_font(*type0)
            .base_font(Name(name.as_bytes()))
            .encoding_predefined(Name(b"Identity-H"))
            .descendant_font(*cid)
            .to_unicode(*cmap);
        let mut cid_font = pdf.cid_font(*cid);
        cid_font
            .subtype(CidFontType::Type2)
            .base_font(Name(name.as_bytes()))
            .system_info(system)
            .font_descriptor(*descriptor)
            .cid_to_gid_map_predefined(Name(b"Identity"));
        cid_font.widths().consecutive(
            0,
            gids.iter().map(|&g| {
                f32::from(
                    face.glyph_hor_advance(rustybuzz::ttf_parser::GlyphId(g))
                        .unwrap_or(0),
                ) * scale
            }),
        );
        cid_font.finish();
        let bbox = face.global_bounding_box();
        pdf.font_descriptor(*descriptor)
            .name(Name(name.as_bytes()))
            .flags(FontFlags::SYMBOLIC)
            .bbox(Rect::new(
                f32::from(bbox.x_min) * scale,
                f32::from(bbox.y_min) * scale,
                f32::from(bbox.x_max) * scale,
                f32::from(bbox.y_max) * scale,
            ))
            .italic_angle(0.0)
            .ascent(f32::from(face.ascender()) * scale)
            .descent(f32::from(face.descender()) * scale)
            .cap_height(f32::from(face.capital_height().unwrap_or(face.ascender())) * scale)
            .stem_v(if font.0 % 2 == 1 { 140.0 } else { 80.0 })
            .font_file2(*file);
        pdf.stream(*file, &deflate(&data))
            .filter(Filter::FlateDecode)
            .pair(
                Name(b"Length1"),
                i32::try_from(data.len()).unwrap_or(i32::MAX),
            );
        let mut map = pdf_writer::types::UnicodeCmap::<u16>::new(Name(b"Custom"), system);
        for (cid, text) in &used.text {
            map.pair_with_multiple(*cid, text.chars());
        }
        pdf.cmap(*cmap, &map.finish()).system_info(system);
    }

    let (year, month, day) = meta.date;
    pdf.document_info(info)
        .title(TextStr(meta.title))
        .author(TextStr(meta.author))
        .creator(TextStr("Portico"))
        .producer(TextStr("portico-invoice"))
        .creation_date(
            Date::new(u16::try_from(year).unwrap_or(0))
                .month(month)
                .day(day)
                .hour(0)
                .minute(0)
                .second(0)
                .utc_offset_hour(0),
        );
    let id = [fnv(meta.ident.as_bytes(), 0), fnv(meta.ident.as_bytes(), 1)]
        .iter()
        .flat_map(|h| h.to_be_bytes())
        .collect::<Vec<u8>>();
    pdf.set_file_id((id.clone(), id));
    Ok(pdf.finish())
}

fn internal(what: &str) -> Error {
    Error::Internal(format!("the embedded {what} did not load"))
}

fn resource(font: FontId) -> String {
    format!("F{}", font.0)
}

/// One page's content stream.
fn content(items: &[Item], fonts: &mut BTreeMap<FontId, UsedFont>) -> Vec<u8> {
    let mut content = Content::new();
    let flip = |y: f32| PAGE_HEIGHT - y;
    for item in items {
        match item {
            Item::Fill {
                x,
                y,
                width,
                height,
                color,
            } => {
                let [r, g, b] = rgb(*color);
                content
                    .set_fill_rgb(r, g, b)
                    .rect(*x, flip(*y + *height), *width, *height)
                    .fill_nonzero();
            }
            Item::Rule {
                x,
                y,
                width,
                thickness,
                color,
            } => {
                let [r, g, b] = rgb(*color);
                content
                    .set_stroke_rgb(r, g, b)
                    .set_line_width(*thickness)
                    .move_to(*x, flip(*y))
                    .line_to(*x + *width, flip(*y))
                    .stroke();
            }
            Item::Text {
                x,
                y,
                size,
                color,
                runs,
            } => {
                let mut pen = *x;
                for run in runs {
                    let used = fonts.entry(run.font).or_default();
                    text_run(&mut content, run, used, pen, flip(*y), *size, *color);
                    pen += run.width(*size);
                }
            }
        }
    }
    content.finish().to_vec()
}

/// One run of glyphs, each at the position the shaper gave it.
fn text_run(
    content: &mut Content,
    run: &Run,
    used: &mut UsedFont,
    x: f32,
    baseline: f32,
    size: f32,
    color: Color,
) {
    let Some(face) = shape::face(run.font) else {
        return;
    };
    if run.glyphs.is_empty() {
        return;
    }
    let scale = size / face.units_per_em() as f32;
    // The text each glyph stands for: a cluster's text on its first glyph, nothing on the rest.
    let mut starts: Vec<usize> = run.glyphs.iter().map(|g| g.cluster).collect();
    starts.sort_unstable();
    starts.dedup();
    let mut seen = Vec::new();
    let mut faithful = !run.font.is_devanagari();
    let mut cids = Vec::with_capacity(run.glyphs.len());
    for glyph in &run.glyphs {
        let cid = used.glyphs.remap(glyph.id);
        cids.push(cid);
        if seen.contains(&glyph.cluster) {
            faithful &= used.text.get(&cid).is_none_or(|t| t.is_empty());
            continue;
        }
        seen.push(glyph.cluster);
        let end = starts
            .iter()
            .find(|&&s| s > glyph.cluster)
            .copied()
            .unwrap_or(run.text.len());
        let text = run.text.get(glyph.cluster..end).unwrap_or_default();
        match used.text.get(&cid) {
            Some(known) => faithful &= known == text,
            None => {
                used.text.insert(cid, text.to_owned());
            }
        }
    }
    // Glyphs drawn out of their letters' order, or one glyph for several letters: the span's
    // text is given whole.
    if !faithful {
        content
            .begin_marked_content_with_properties(Name(b"Span"))
            .properties()
            .actual_text(TextStr(&run.text));
    }
    let [r, g, b] = rgb(color);
    content.begin_text().set_fill_rgb(r, g, b);
    content.set_font(Name(resource(run.font).as_bytes()), size);

    let mut pen = x;
    // Where the PDF's own text position is after the last glyph shown, and on which baseline.
    let mut at: Option<(f32, f32)> = None;
    let mut pending: Vec<(f32, u16)> = Vec::new();
    let flush = |content: &mut Content, pending: &mut Vec<(f32, u16)>| {
        if pending.is_empty() {
            return;
        }
        let mut shown = content.show_positioned();
        let mut items: PositionedItems = shown.items();
        for (adjust, cid) in pending.drain(..) {
            if adjust.abs() > 0.001 {
                items.adjust(adjust);
            }
            items.show(Str(&cid.to_be_bytes()));
        }
    };
    for (glyph, cid) in run.glyphs.iter().zip(cids) {
        let gx = pen + glyph.x_offset as f32 * scale;
        let gy = baseline + glyph.y_offset as f32 * scale;
        let adjust = match at {
            Some((ax, ay)) if (ay - gy).abs() < 0.001 => -(gx - ax) * 1000.0 / size,
            _ => {
                flush(content, &mut pending);
                content.set_text_matrix([1.0, 0.0, 0.0, 1.0, gx, gy]);
                0.0
            }
        };
        pending.push((adjust, cid));
        let advance = face
            .glyph_hor_advance(rustybuzz::ttf_parser::GlyphId(glyph.id))
            .unwrap_or(0);
        at = Some((gx + f32::from(advance) * scale, gy));
        pen += glyph.x_advance as f32 * scale;
    }
    flush(content, &mut pending);
    content.end_text();
    if !faithful {
        content.end_marked_content();
    }
}
