//! Thumbnails of attached images (ADR 0039): made on the server, once per content, off the
//! request threads and a few at a time, with explicit limits on the image's sides and on what the
//! decoder may allocate, so an image bomb (a small file that declares a huge picture) makes no
//! thumbnail and takes nothing down.

use std::io::Cursor;
use std::sync::LazyLock;

use axum::body::Bytes;
use image::{ImageFormat, ImageReader, Limits};
use tokio::sync::Semaphore;

use crate::db::attachments::AttachmentRow;
use crate::error::{ApiError, ApiResult};
use crate::file_store as store;
use crate::state::AppState;

/// The box a thumbnail fits in (twice the 8 rem by 6 rem a list shows, for sharp screens).
pub const WIDTH: u32 = 320;
pub const HEIGHT: u32 = 240;
/// The largest side decoded: a phone's 200-megapixel photo fits, a declared 100,000 does not.
const MAX_SIDE: u32 = 16_384;
/// What one decode may allocate (the decoded pixels included).
const MAX_ALLOC: u64 = 256 * 1024 * 1024;
/// The largest file thumbnailed: a larger one is read whole into memory to decode (its pixels
/// are limited by `MAX_ALLOC`, its bytes are not), so it gets no thumbnail.
const MAX_SOURCE: i64 = 32 * 1024 * 1024;
/// Decodes at once: each may use `MAX_ALLOC`, and the server has reads to answer.
static MAKING: LazyLock<Semaphore> = LazyLock::new(|| Semaphore::new(2));

/// The thumbnail of an attached image, as PNG; None when the file is not an image the server
/// thumbnails, or cannot be decoded within the limits.
pub async fn of(state: &AppState, row: &AttachmentRow) -> ApiResult<Option<Bytes>> {
    if !row.file_type().is_some_and(|t| t.thumbnailed()) || row.size > MAX_SOURCE {
        return Ok(None);
    }
    let key = store::thumbnail_key(&row.sha256);
    let stored = |key| async move {
        state
            .files
            .get_whole(&key)
            .await
            .map_err(ApiError::internal)
    };
    if let Some(kept) = stored(key.clone()).await? {
        return Ok(Some(kept));
    }
    let _turn = MAKING.acquire().await.map_err(ApiError::internal)?;
    // Made by another request while this one waited.
    if let Some(kept) = stored(key.clone()).await? {
        return Ok(Some(kept));
    }
    let Some(image) = stored(store::content_key(&row.sha256)).await? else {
        return Ok(None);
    };
    let made = tokio::task::spawn_blocking(move || make(&image))
        .await
        .map_err(ApiError::internal)?;
    let Some(png) = made else {
        return Ok(None);
    };
    let png = Bytes::from(png);
    if let Err(e) = state.files.put_whole(&key, png.clone()).await {
        // Made again next time: the thumbnail is still this one's answer.
        tracing::warn!(error = %e, "could not keep a thumbnail");
    }
    Ok(Some(png))
}

/// Decodes `image` within the limits and shrinks it into the thumbnail's box, as PNG.
pub fn make(image: &[u8]) -> Option<Vec<u8>> {
    let mut reader = ImageReader::new(Cursor::new(image))
        .with_guessed_format()
        .ok()?;
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_ALLOC);
    reader.limits(limits);
    let decoded = match reader.decode() {
        Ok(decoded) => decoded,
        Err(e) => {
            tracing::info!(error = %e, "no thumbnail: the image could not be decoded within its limits");
            return None;
        }
    };
    let small = decoded.thumbnail(WIDTH, HEIGHT);
    let mut out = Cursor::new(Vec::new());
    small.write_to(&mut out, ImageFormat::Png).ok()?;
    Some(out.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(width: u32, height: u32) -> Vec<u8> {
        let picture = image::RgbImage::from_pixel(width, height, image::Rgb([28, 126, 214]));
        let mut out = Cursor::new(Vec::new());
        picture.write_to(&mut out, ImageFormat::Png).unwrap();
        out.into_inner()
    }

    #[test]
    fn a_picture_shrinks_into_the_box_keeping_its_shape() {
        let thumb = make(&png(1280, 480)).unwrap();
        let back = image::load_from_memory(&thumb).unwrap();
        assert_eq!((back.width(), back.height()), (320, 120));
    }

    #[test]
    fn what_is_no_image_makes_none() {
        // An image bomb is refused by its limits (tests/tests/api/attachments.rs).
        assert!(make(b"\x89PNG\r\n\x1a\nnot a png").is_none());
    }
}
