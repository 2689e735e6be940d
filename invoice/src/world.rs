//! The smallest typst `World` that typesets an invoice: two virtual files and four fonts, all in
//! memory.
//!
//! Why our own rather than `typst-kit` or `typst-as-lib`: those search the system's fonts and can
//! download packages, so the same invoice could come out differently on two machines (or not at
//! all without a network). Here the world has exactly
//! - `/main.typ`, the template embedded in the crate, and
//! - `/data.json`, the document's data, which the template reads with `json("/data.json")`.
//!
//! Everything a person typed reaches typst only as JSON *data*, never as markup, so a name such
//! as `#sys.exit()` or `*bold*` prints as those characters. Any other path is "not found", and
//! `today()` answers `None`: nothing depends on the disk, the network or the clock.

use std::sync::LazyLock;

use typst::diag::{FileError, FileResult};
use typst::foundations::{Bytes, Datetime, Duration};
use typst::syntax::{FileId, RootedPath, Source, VirtualPath, VirtualRoot};
use typst::text::{Font, FontBook};
use typst::utils::LazyHash;
use typst::{Library, LibraryExt, World};

/// The template, kept in its own `.typ` file so it can be read (and highlighted) as typst.
const TEMPLATE: &str = include_str!("invoice.typ");

/// Noto Sans for Latin text and the currency signs, Noto Sans Devanagari for Hindi (fonts/README.md).
const FONT_FILES: [&[u8]; 4] = [
    include_bytes!("../fonts/NotoSans-Regular.ttf"),
    include_bytes!("../fonts/NotoSans-Bold.ttf"),
    include_bytes!("../fonts/NotoSansDevanagari-Regular.ttf"),
    include_bytes!("../fonts/NotoSansDevanagari-Bold.ttf"),
];

/// What every render shares, built once per process: parsing the standard library and the
/// fonts' tables costs milliseconds, and typst's memoisation (comemo) can only reuse work between
/// renders when these are the very same values.
struct Shared {
    library: LazyHash<Library>,
    book: LazyHash<FontBook>,
    fonts: Vec<Font>,
    main: Option<FileId>,
    data: Option<FileId>,
}

static SHARED: LazyLock<Shared> = LazyLock::new(|| {
    let fonts: Vec<Font> = FONT_FILES
        .iter()
        .flat_map(|bytes| Font::iter(Bytes::new(*bytes)))
        .collect();
    Shared {
        library: LazyHash::new(Library::default()),
        book: LazyHash::new(FontBook::from_fonts(&fonts)),
        fonts,
        main: file_id("/main.typ"),
        data: file_id("/data.json"),
    }
});

/// The path's id in the project root. Ids are interned for the life of the process (typst never
/// frees them), so the two paths are made once, never per document.
fn file_id(path: &str) -> Option<FileId> {
    let vpath = VirtualPath::new(path).ok()?;
    Some(RootedPath::new(VirtualRoot::Project, vpath).intern())
}

/// The fonts embedded in the crate, as typst reads them; for a test that checks they all load.
#[cfg(test)]
pub(crate) fn font_count() -> usize {
    SHARED.fonts.len()
}

/// One document's world: the shared template and fonts, plus its own data file.
pub(crate) struct InvoiceWorld {
    main: Source,
    main_id: FileId,
    data_id: FileId,
    data: Bytes,
}

impl InvoiceWorld {
    /// A world whose `/data.json` holds `json`. None only if typst refused the two fixed paths,
    /// which no input can cause.
    pub(crate) fn new(json: Vec<u8>) -> Option<InvoiceWorld> {
        let (main_id, data_id) = (SHARED.main?, SHARED.data?);
        Some(InvoiceWorld {
            main: Source::new(main_id, TEMPLATE.to_owned()),
            main_id,
            data_id,
            data: Bytes::new(json),
        })
    }
}

impl World for InvoiceWorld {
    fn library(&self) -> &LazyHash<Library> {
        &SHARED.library
    }

    fn book(&self) -> &LazyHash<FontBook> {
        &SHARED.book
    }

    fn main(&self) -> FileId {
        self.main_id
    }

    fn source(&self, id: FileId) -> FileResult<Source> {
        if id == self.main_id {
            Ok(self.main.clone())
        } else if id == self.data_id {
            Err(FileError::NotSource)
        } else {
            Err(not_found(id))
        }
    }

    fn file(&self, id: FileId) -> FileResult<Bytes> {
        if id == self.data_id {
            Ok(self.data.clone())
        } else if id == self.main_id {
            Ok(Bytes::from_string(self.main.clone()))
        } else {
            Err(not_found(id))
        }
    }

    fn font(&self, index: usize) -> Option<Font> {
        SHARED.fonts.get(index).cloned()
    }

    /// No clock: an invoice's dates are its data, and the output must not change from one day to
    /// the next. (A template calling `datetime.today()` gets an error, which the tests would show.)
    fn today(&self, _offset: Option<Duration>) -> Option<Datetime> {
        None
    }
}

fn not_found(id: FileId) -> FileError {
    FileError::NotFound(id.vpath().get_without_slash().into())
}
