//! The store the attached files' bytes live in (below `state`, which holds it; the uploads that
//! use it are `attachments`): a local folder or an S3-compatible store, behind
//! `object_store` (ADR 0039). Keys are `sha256/<hash>` for content and `uploads/<uuid>` for an
//! upload on its way in: never a name a person chose.

use std::sync::Arc;

use object_store::aws::AmazonS3Builder;
use object_store::local::LocalFileSystem;
use object_store::path::Path;
use object_store::{GetResultPayload, ObjectStore, WriteMultipart};

use crate::config::attachments::{AttachmentSettings, StoreUrl};

/// Bytes buffered before a part is sent: S3's smallest part (a local store writes as it goes).
const PART_BYTES: usize = 5 * 1024 * 1024;
/// Parts of one upload in flight at once: an upload holds at most this many parts in memory.
const PARTS_IN_FLIGHT: usize = 2;

pub type StoreError = object_store::Error;

pub struct FileStore {
    inner: Arc<dyn ObjectStore>,
    /// "local" or "s3", for what `portico backup` says.
    pub kind: &'static str,
}

/// The key of the content with this hash (lowercase hex).
pub fn content_key(sha256: &str) -> Path {
    Path::from(format!("sha256/{sha256}"))
}

/// The key of the thumbnail of the image with this hash (made once, removed with the content).
pub fn thumbnail_key(sha256: &str) -> Path {
    Path::from(format!("thumbnails/{sha256}.png"))
}

impl FileStore {
    pub fn open(settings: &AttachmentSettings) -> Result<Self, String> {
        match &settings.store {
            StoreUrl::Local(folder) => {
                std::fs::create_dir_all(folder).map_err(|e| {
                    format!(
                        "cannot create the attachments folder {}: {e}",
                        folder.display()
                    )
                })?;
                let store = LocalFileSystem::new_with_prefix(folder)
                    .map_err(|e| format!("cannot open the attachments folder: {e}"))?;
                Ok(Self {
                    inner: Arc::new(store),
                    kind: "local",
                })
            }
            StoreUrl::S3 {
                bucket,
                endpoint,
                region,
            } => {
                // The standard AWS configuration, as AWS runs servers: credentials from the
                // role (the instance profile, ECS's task role, EKS's web identity) or the
                // `AWS_*` variables, the region and endpoint from `AWS_REGION` and
                // `AWS_ENDPOINT_URL`. The URL's endpoint and region, and the two
                // `ATTACHMENTS_*` keys, override them.
                let mut b = AmazonS3Builder::from_env().with_bucket_name(bucket);
                if let Some(region) = region {
                    b = b.with_region(region);
                }
                if let Some((id, secret)) = &settings.access_key {
                    b = b
                        .with_access_key_id(id.expose())
                        .with_secret_access_key(secret.expose());
                }
                let endpoint = endpoint.clone().or_else(|| {
                    ["AWS_ENDPOINT_URL_S3", "AWS_ENDPOINT_URL", "AWS_ENDPOINT"]
                        .iter()
                        .find_map(|k| std::env::var(k).ok())
                });
                if let Some(e) = endpoint {
                    // A store of one's own (MinIO, Garage, Ceph): path-style addresses, plain
                    // http allowed when the address says so.
                    b = b
                        .with_endpoint(&e)
                        .with_allow_http(e.starts_with("http://"))
                        .with_virtual_hosted_style_request(false);
                }
                let store = b
                    .build()
                    .map_err(|e| format!("cannot use the S3 store: {e}"))?;
                Ok(Self {
                    inner: Arc::new(store),
                    kind: "s3",
                })
            }
        }
    }

    /// Starts writing a new upload under a generated key.
    pub async fn begin(&self) -> Result<Upload, StoreError> {
        let key = Path::from(format!("uploads/{}", uuid::Uuid::new_v4().simple()));
        let upload = self.inner.put_multipart(&key).await?;
        Ok(Upload {
            key,
            writer: Some(WriteMultipart::new_with_chunk_size(upload, PART_BYTES)),
        })
    }

    /// Whether content with this hash is stored.
    pub async fn has(&self, sha256: &str) -> Result<bool, StoreError> {
        match self.inner.head(&content_key(sha256)).await {
            Ok(_) => Ok(true),
            Err(object_store::Error::NotFound { .. }) => Ok(false),
            Err(e) => Err(e),
        }
    }

    /// Puts a finished upload in place as the content with this hash (the same bytes, whichever
    /// upload brought them), then removes the upload.
    pub async fn keep(&self, upload: &Path, sha256: &str) -> Result<(), StoreError> {
        self.inner.copy(upload, &content_key(sha256)).await?;
        self.forget(upload).await;
        Ok(())
    }

    /// Removes an upload or content; a missing one is fine.
    pub async fn forget(&self, key: &Path) {
        match self.inner.delete(key).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => {}
            Err(e) => tracing::warn!(error = %e, key = %key, "could not delete a stored file"),
        }
    }

    /// What is stored under `key`, whole (a thumbnail, an image to make one of: bounded by the
    /// upload limit); None when nothing is.
    pub async fn get_whole(&self, key: &Path) -> Result<Option<axum::body::Bytes>, StoreError> {
        match self.inner.get(key).await {
            Ok(found) => Ok(Some(found.bytes().await?)),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Stores `bytes` under `key` (a thumbnail: the same bytes whoever makes them first).
    pub async fn put_whole(&self, key: &Path, bytes: axum::body::Bytes) -> Result<(), StoreError> {
        self.inner.put(key, bytes.into()).await.map(|_| ())
    }

    /// Uploads written more than `older_than` ago and never put in place (a server stopped
    /// mid-upload leaves one behind), at most `limit`.
    pub async fn stale_uploads(
        &self,
        older_than: std::time::Duration,
        limit: usize,
    ) -> Result<Vec<Path>, StoreError> {
        use futures_util::StreamExt;
        let age = i64::try_from(older_than.as_millis()).unwrap_or(i64::MAX);
        let cutoff = crate::db::now_ms().saturating_sub(age);
        let mut listed = self.inner.list(Some(&Path::from("uploads")));
        let mut stale = Vec::new();
        while let Some(meta) = listed.next().await {
            let meta = meta?;
            if meta.last_modified.timestamp_millis() <= cutoff {
                stale.push(meta.location);
                if stale.len() >= limit {
                    break;
                }
            }
        }
        Ok(stale)
    }

    /// The content with this hash, as a stream of chunks.
    pub async fn read(
        &self,
        sha256: &str,
    ) -> Result<
        futures_util::stream::BoxStream<'static, Result<axum::body::Bytes, StoreError>>,
        StoreError,
    > {
        let found = self.inner.get(&content_key(sha256)).await?;
        match found.payload {
            // object_store streams a local file 8 KiB at a time, each read a blocking task: a
            // download then runs at a sixth of the disk's speed. Read in larger chunks instead.
            GetResultPayload::File(file, _) => Ok(file_chunks(file, found.range)),
            GetResultPayload::Stream(stream) => Ok(stream),
        }
    }
}

/// The bytes of a local file read for a download.
const READ_CHUNK: usize = 256 * 1024;

/// `range` of a local file as a stream of `READ_CHUNK`-sized chunks, each read on a blocking
/// thread; the next is read when the previous one has been taken (memory stays at a chunk or two).
fn file_chunks(
    file: std::fs::File,
    range: std::ops::Range<u64>,
) -> futures_util::stream::BoxStream<'static, Result<axum::body::Bytes, StoreError>> {
    use futures_util::StreamExt;
    let failed = |e: std::io::Error| StoreError::Generic {
        store: "LocalFileSystem",
        source: Box::new(e),
    };
    let start = (file, range.start, range.end);
    futures_util::stream::try_unfold(start, move |(mut file, at, end)| async move {
        if at >= end {
            return Ok(None);
        }
        let want = usize::try_from((end - at).min(READ_CHUNK as u64)).unwrap_or(READ_CHUNK);
        let read = tokio::task::spawn_blocking(move || {
            use std::io::{Read, Seek, SeekFrom};
            file.seek(SeekFrom::Start(at))?;
            let mut chunk = vec![0; want];
            file.read_exact(&mut chunk)?;
            Ok::<_, std::io::Error>((file, chunk))
        })
        .await
        .map_err(|e| failed(std::io::Error::other(e)))?;
        let (file, chunk) = read.map_err(failed)?;
        Ok(Some((
            axum::body::Bytes::from(chunk),
            (file, at + want as u64, end),
        )))
    })
    .boxed()
}

/// An upload being written.
pub struct Upload {
    pub key: Path,
    writer: Option<WriteMultipart>,
}

impl Upload {
    /// Writes the next bytes; waits while `PARTS_IN_FLIGHT` parts are being sent.
    pub async fn write(&mut self, bytes: &[u8]) -> Result<(), StoreError> {
        if let Some(w) = self.writer.as_mut() {
            w.wait_for_capacity(PARTS_IN_FLIGHT).await?;
            w.write(bytes);
        }
        Ok(())
    }

    /// Finishes the upload: it is now readable under `key`.
    pub async fn finish(mut self) -> Result<Path, StoreError> {
        if let Some(w) = self.writer.take() {
            w.finish().await?;
        }
        Ok(self.key.clone())
    }

    /// Gives the upload up: nothing of it stays.
    pub async fn abort(mut self) {
        if let Some(w) = self.writer.take() {
            if let Err(e) = w.abort().await {
                tracing::warn!(error = %e, "could not abort an upload");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::attachments::{AttachmentSettings, StoreUrl};

    /// A store in a folder of its own (the caller removes it).
    fn local_store() -> (FileStore, std::path::PathBuf) {
        let dir =
            std::env::temp_dir().join(format!("portico-store-{}", uuid::Uuid::new_v4().simple()));
        let store = FileStore::open(&AttachmentSettings {
            store: StoreUrl::Local(dir.clone()),
            access_key: None,
            max_file_bytes: 1,
            quota_bytes: 1,
            clamd: None,
        })
        .unwrap();
        (store, dir)
    }

    #[tokio::test]
    async fn a_local_file_reads_back_whole_in_chunks() {
        use futures_util::StreamExt;
        let (store, dir) = local_store();
        let bytes: Vec<u8> = (0..READ_CHUNK * 2 + 1234)
            .map(|i| (i % 251) as u8)
            .collect();
        let mut upload = store.begin().await.unwrap();
        upload.write(&bytes).await.unwrap();
        let key = upload.finish().await.unwrap();
        store.keep(&key, "abc").await.unwrap();
        let mut chunks = store.read("abc").await.unwrap();
        let mut back = Vec::new();
        let mut count = 0;
        while let Some(chunk) = chunks.next().await {
            back.extend_from_slice(&chunk.unwrap());
            count += 1;
        }
        assert_eq!((back == bytes, count), (true, 3));
        let _ = std::fs::remove_dir_all(dir);
    }

    #[tokio::test]
    async fn an_upload_left_behind_is_found_stale() {
        let (store, dir) = local_store();
        let mut upload = store.begin().await.unwrap();
        upload.write(b"half a file").await.unwrap();
        let key = upload.finish().await.unwrap();
        let wait = std::time::Duration::from_secs(3600);
        assert!(
            store.stale_uploads(wait, 10).await.unwrap().is_empty(),
            "too young"
        );
        let stale = store
            .stale_uploads(std::time::Duration::ZERO, 10)
            .await
            .unwrap();
        assert_eq!(stale, vec![key.clone()]);
        store.forget(&key).await;
        assert!(store
            .stale_uploads(std::time::Duration::ZERO, 10)
            .await
            .unwrap()
            .is_empty());
        let _ = std::fs::remove_dir_all(dir);
    }
}
