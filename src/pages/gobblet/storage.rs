//! Solved tables in the browser's storage (IndexedDB), and reading a table from JS bytes.
//!
//! A table is kept as the library's checked chunks (`Solution::chunks`, each at most
//! [`CHUNK_BYTES`]): Chromium refuses any one stored value over about 133 MB, and Gobblet
//! Gobblers' table is 443 MB (issue 19). Under the variant's key (`3,2,1`) a small manifest
//! names the chunk count and total size; the chunks sit under `3,2,1#0`, `3,2,1#1`, … The
//! manifest is written last and removed first, so a half-written table is never read. The
//! chunks are made and stored one at a time, and read back one at a time
//! (`Solution::from_chunks`), so the page never holds two copies in WebAssembly. Tables in the
//! CLI's file format (from the worker, or a file) are read from JS bytes a block at a time.

use js_sys::{Promise, Uint8Array};
use snipelab_core::gobblet::{GobbletError, Solution, SolveStats, Variant};

/// A stored table as it comes back: the library's chunks, or (stored before issue 19) one
/// value in the CLI's file format.
pub enum Stored {
    /// Chunks made by `Solution::chunks`, in order.
    Chunks(Vec<Uint8Array>),
    /// The whole saved form.
    Whole(Uint8Array),
}

impl Stored {
    /// Its size in MB, for the reader.
    pub fn megabytes(&self) -> f64 {
        match self {
            Stored::Chunks(chunks) => megabytes(chunks),
            Stored::Whole(bytes) => megabytes(std::slice::from_ref(bytes)),
        }
    }

    /// Reads and checks it (a missing, damaged or foreign chunk is an error naming it).
    pub fn read(&self) -> Result<Solution, GobbletError> {
        match self {
            Stored::Chunks(chunks) => Solution::from_chunks(chunks.iter().map(Uint8Array::to_vec)),
            Stored::Whole(bytes) => read_table(std::slice::from_ref(bytes)),
        }
    }
}
use wasm_bindgen::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{IdbDatabase, IdbRequest, IdbTransaction, IdbTransactionMode};

/// The database and its one object store.
const DATABASE: &str = "snipelab-gobblet";
const STORE: &str = "tables";

/// Bytes per stored chunk: half of Chromium's largest value (133,169,152 bytes in the issue's
/// message), so each chunk is kept whatever the browser's overheads.
pub const CHUNK_BYTES: usize = 64 << 20;

/// Where the figures of every variant solved or loaded in this browser are kept (small, so
/// the variant picker can show each outcome without reading any table).
const OUTCOMES: &str = "snipelab-gobblet-outcomes";

fn local_storage() -> Option<web_sys::Storage> {
    if cfg!(not(target_arch = "wasm32")) {
        return None; // The prerenderer has no browser storage.
    }
    web_sys::window()?.local_storage().ok().flatten()
}

/// The figures of the variants solved or loaded in this browser, in variant order (empty if
/// none, or if the stored list is unreadable).
pub fn outcomes() -> Vec<SolveStats> {
    local_storage()
        .and_then(|s| s.get_item(OUTCOMES).ok().flatten())
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

/// Adds (or replaces) the figures of one variant.
pub fn remember(stats: SolveStats) {
    let mut all = outcomes();
    all.retain(|s| s.variant != stats.variant);
    all.push(stats);
    all.sort_by_key(|s| {
        let v = s.variant;
        (v.num_sizes(), v.num_per_size(), v.allow_move())
    });
    if let (Some(storage), Ok(text)) = (local_storage(), serde_json::to_string(&all)) {
        let _ = storage.set_item(OUTCOMES, &text);
    }
}

/// Reads JS `Uint8Array` chunks, one after the other, as a byte stream, a block at a time.
struct ChunkReader<'a> {
    chunks: &'a [Uint8Array],
    /// The chunk being read, and the position in it.
    chunk: usize,
    at: u32,
}

impl std::io::Read for ChunkReader<'_> {
    fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        while let Some(array) = self.chunks.get(self.chunk) {
            let left = array.length() - self.at;
            if left == 0 {
                self.chunk += 1;
                self.at = 0;
                continue;
            }
            let n = left.min(u32::try_from(buffer.len()).unwrap_or(u32::MAX));
            let end = self.at + n;
            array
                .subarray(self.at, end)
                .copy_to(&mut buffer[..n as usize]);
            self.at = end;
            return Ok(n as usize);
        }
        Ok(0)
    }
}

/// Reads and checks a table in the CLI's file format, given as consecutive chunks (a wrong or
/// damaged file is an error with the library's reason).
pub fn read_table(chunks: &[Uint8Array]) -> Result<Solution, GobbletError> {
    Solution::read_from(&mut ChunkReader {
        chunks,
        chunk: 0,
        at: 0,
    })
}

/// Total length of `chunks`, in MB, for the reader.
pub fn megabytes(chunks: &[Uint8Array]) -> f64 {
    chunks.iter().map(|c| f64::from(c.length())).sum::<f64>() / 1e6
}

/// Waits a moment so the browser can paint, before a long synchronous step.
pub async fn let_the_page_paint() {
    let promise = Promise::new(&mut |resolve, _| {
        let waiting = web_sys::window().and_then(|w| {
            w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 30)
                .ok()
        });
        if waiting.is_none() {
            let _ = resolve.call0(&JsValue::NULL);
        }
    });
    let _ = JsFuture::from(promise).await;
}

/// Text for a JS error value: its name (`QuotaExceededError`, `SecurityError`, …) and message,
/// which [`in_plain_words`] reads.
fn describe(error: JsValue) -> String {
    let field = |key: &str| {
        js_sys::Reflect::get(&error, &JsValue::from(key))
            .ok()
            .and_then(|v| v.as_string())
    };
    match (field("name"), field("message")) {
        (Some(name), Some(message)) => format!("{name}: {message}"),
        (None, Some(message)) => message,
        _ => error.as_string().unwrap_or_else(|| format!("{error:?}")),
    }
}

/// Text for a DOM exception (an IndexedDB request's or transaction's error).
fn exception_text(error: Option<web_sys::DomException>) -> JsValue {
    error
        .map(|e| JsValue::from(format!("{}: {}", e.name(), e.message())))
        .unwrap_or_else(|| JsValue::from("the storage gave up without a reason"))
}

/// A promise settled by an IndexedDB request's success or error event.
async fn finished(request: &IdbRequest) -> Result<JsValue, String> {
    let promise = Promise::new(&mut |resolve, reject| {
        let on_success = {
            let request = request.clone();
            Closure::once_into_js(move |_: web_sys::Event| {
                let result = request.result().unwrap_or(JsValue::UNDEFINED);
                let _ = resolve.call1(&JsValue::NULL, &result);
            })
        };
        let on_error = {
            let request = request.clone();
            Closure::once_into_js(move |_: web_sys::Event| {
                let error = exception_text(request.error().ok().flatten());
                let _ = reject.call1(&JsValue::NULL, &error);
            })
        };
        request.set_onsuccess(Some(on_success.unchecked_ref()));
        request.set_onerror(Some(on_error.unchecked_ref()));
    });
    JsFuture::from(promise).await.map_err(describe)
}

/// A promise settled when a write transaction is committed, or aborted (for example when the
/// storage quota is exceeded, which only shows at commit).
async fn committed(transaction: &IdbTransaction) -> Result<(), String> {
    let promise = Promise::new(&mut |resolve, reject| {
        let on_complete = Closure::once_into_js(move |_: web_sys::Event| {
            let _ = resolve.call0(&JsValue::NULL);
        });
        let on_abort = {
            let transaction = transaction.clone();
            Closure::once_into_js(move |_: web_sys::Event| {
                let error = exception_text(transaction.error());
                let _ = reject.call1(&JsValue::NULL, &error);
            })
        };
        transaction.set_oncomplete(Some(on_complete.unchecked_ref()));
        transaction.set_onabort(Some(on_abort.unchecked_ref()));
    });
    JsFuture::from(promise).await.map(|_| ()).map_err(describe)
}

/// Opens the database, creating its store the first time.
async fn open() -> Result<IdbDatabase, String> {
    let window = web_sys::window().ok_or("no window")?;
    let factory = window
        .indexed_db()
        .map_err(describe)?
        .ok_or("this browser has no IndexedDB")?;
    let request = factory.open_with_u32(DATABASE, 1).map_err(describe)?;
    let on_upgrade = {
        let request = request.clone();
        Closure::once_into_js(move |_: web_sys::Event| {
            if let Ok(db) = request.result() {
                let _ = db
                    .unchecked_into::<IdbDatabase>()
                    .create_object_store(STORE);
            }
        })
    };
    request.set_onupgradeneeded(Some(on_upgrade.unchecked_ref()));
    finished(&request)
        .await?
        .dyn_into::<IdbDatabase>()
        .map_err(|_| "the storage did not open".to_string())
}

/// What a storage failure means for the reader. The browser's own texts ("The serialized keys
/// and/or value are too large", "QuotaExceededError", "Internal error opening backing store")
/// are for developers (issues 18 and 19), so each kind gets a sentence a reader can act on.
pub fn in_plain_words(raw: &str) -> String {
    let lower = raw.to_ascii_lowercase();
    let still = "the table works until you leave the page";
    if lower.contains("too large") {
        format!("this browser refuses to keep a table this large ({still})")
    } else if lower.contains("quota") || lower.contains("space") {
        format!(
            "the browser's storage for this site is full ({still}; freeing space, for example \
             by clearing this site's data, lets the next one be kept)"
        )
    } else if lower.contains("security") || lower.contains("denied") || lower.contains("private") {
        format!(
            "this browser keeps no storage for this page, as in a private window or with \
             site data turned off ({still})"
        )
    } else if lower.contains("no indexeddb") || lower.contains("no window") {
        format!("this browser offers no storage for tables ({still})")
    } else if lower.contains("incomplete") {
        "the stored copy is incomplete (a write was interrupted); solving again replaces it"
            .to_string()
    } else {
        format!(
            "the browser's storage did not answer as expected ({still}; reloading the page \
             may bring the storage back)"
        )
    }
}

/// The stored table of `variant`, if this browser has one. A browser that keeps no storage
/// for the page (a private window, site data turned off) simply has none, and that is no news
/// when the page opens: the reader hears of it only when a table solved or loaded cannot be
/// kept ([`save`]). An error here is about a stored table that could not be read.
pub async fn load(variant: Variant) -> Result<Option<Stored>, String> {
    let Ok(db) = open().await else {
        return Ok(None);
    };
    let result = load_from(&db, variant).await;
    db.close();
    result.map_err(|raw| in_plain_words(&raw))
}

/// Keeps `solution` in this browser's storage, in chunks.
pub async fn save(solution: &Solution) -> Result<(), String> {
    save_raw(solution).await.map_err(|raw| in_plain_words(&raw))
}

/// The key of chunk `n` of `variant`'s table.
fn chunk_key(variant: Variant, n: u32) -> JsValue {
    JsValue::from(format!("{variant}#{n}"))
}

/// The manifest, stored as JSON text: how many chunks, how many bytes in all.
#[derive(serde::Serialize, serde::Deserialize)]
struct Manifest {
    chunks: u32,
    bytes: u64,
}

/// Reads one value in its own transaction.
async fn get(db: &IdbDatabase, key: &JsValue) -> Result<JsValue, String> {
    let store = db
        .transaction_with_str(STORE)
        .and_then(|t| t.object_store(STORE))
        .map_err(describe)?;
    let request = store.get(key).map_err(describe)?;
    finished(&request).await
}

/// Writes (`Some`) or deletes (`None`) one value in its own transaction, waiting for the
/// commit (a full disk shows only then).
async fn put(db: &IdbDatabase, key: &JsValue, value: Option<&JsValue>) -> Result<(), String> {
    let transaction = db
        .transaction_with_str_and_mode(STORE, IdbTransactionMode::Readwrite)
        .map_err(describe)?;
    let store = transaction.object_store(STORE).map_err(describe)?;
    match value {
        Some(value) => store.put_with_key(value, key).map(drop),
        None => store.delete(key).map(drop),
    }
    .map_err(describe)?;
    committed(&transaction).await
}

/// Reads the manifest of `variant`, then its chunks.
async fn load_from(db: &IdbDatabase, variant: Variant) -> Result<Option<Stored>, String> {
    let value = get(db, &JsValue::from(variant.to_string())).await?;
    // Before issue 19 a table was one value under its variant's key; those still load.
    if let Some(whole) = value.dyn_ref::<Uint8Array>() {
        return Ok(Some(Stored::Whole(whole.clone())));
    }
    let Some(manifest) = value
        .as_string()
        .and_then(|text| serde_json::from_str::<Manifest>(&text).ok())
    else {
        return Ok(None);
    };
    let mut chunks = Vec::new();
    for n in 0..manifest.chunks {
        let chunk = get(db, &chunk_key(variant, n)).await?;
        chunks.push(chunk.dyn_into::<Uint8Array>().map_err(|_| "incomplete")?);
    }
    if chunks.iter().map(|c| u64::from(c.length())).sum::<u64>() != manifest.bytes {
        return Err("incomplete".into());
    }
    Ok(Some(Stored::Chunks(chunks)))
}

/// [`save`] with the browser's own error text.
async fn save_raw(solution: &Solution) -> Result<(), String> {
    let db = open().await?;
    let result = save_to(&db, solution).await;
    db.close();
    result
}

/// Removes the manifest, stores each chunk as it is made, then writes the manifest.
async fn save_to(db: &IdbDatabase, solution: &Solution) -> Result<(), String> {
    let variant = solution.variant();
    let key = JsValue::from(variant.to_string());
    put(db, &key, None).await?;
    let (mut chunks, mut bytes) = (0u32, 0u64);
    for chunk in solution.chunks(CHUNK_BYTES) {
        // Storing copies the chunk out of WebAssembly memory, so only one is held at a time.
        let array = Uint8Array::from(chunk.as_slice());
        put(db, &chunk_key(variant, chunks), Some(&array.into())).await?;
        chunks += 1;
        bytes += chunk.len() as u64;
    }
    let manifest = Manifest { chunks, bytes };
    let manifest = serde_json::to_string(&manifest).map_err(|e| e.to_string())?;
    put(db, &key, Some(&JsValue::from(manifest))).await
}

#[cfg(test)]
mod tests {
    use super::in_plain_words;

    #[test]
    fn browser_storage_errors_are_worded_for_people() {
        // Chromium's text from issue 19, and the DOM exceptions the page sees (name: message).
        let too_large = "DataError: The serialized keys and/or value are too large \
                         (size=443459565 bytes, max=133169152 bytes).";
        let cases = [
            (too_large, "refuses to keep a table this large"),
            (
                "QuotaExceededError: Quota exceeded.",
                "storage for this site is full",
            ),
            (
                "SecurityError: The user denied permission",
                "as in a private window",
            ),
            (
                "this browser has no IndexedDB",
                "offers no storage for tables",
            ),
            ("incomplete", "the stored copy is incomplete"),
            (
                "UnknownError: Internal error opening backing store",
                "did not answer as expected",
            ),
        ];
        for (raw, words) in cases {
            let text = in_plain_words(raw);
            assert!(text.contains(words), "{raw} → {text}");
            // No browser text reaches the reader: neither the exception's name nor its message.
            if let Some((name, message)) = raw.split_once(": ") {
                assert!(
                    !text.contains(name) && !text.contains(message),
                    "{raw} → {text}"
                );
            }
        }
    }
}
