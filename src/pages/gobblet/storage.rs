//! Solved tables in the browser's storage (IndexedDB), and reading a table from JS bytes.
//!
//! A table is kept as the library's checked chunks (`Solution::chunks`, each at most
//! [`CHUNK_BYTES`]): Chromium refuses any one stored value over about 133 MB, and Gobblet
//! Gobblers' table is 443 MB (issue 19). Under the variant's key (`3,2,1`) a small manifest
//! names the chunk count and total size; the chunks sit under `3,2,1#0`, `3,2,1#1`, … The
//! manifest is written last and removed first, so a half-written table is never read. The
//! chunks are made and stored one at a time, and read back one at a time straight into the
//! table's WebAssembly memory (`Reassembly`), the next fetched while one is read: the page
//! never holds the whole table twice, nor a copy of it in JavaScript (issue 30). Tables in the
//! CLI's file format (from the worker, or a file) are read from JS bytes a block at a time.

use js_sys::{Promise, Uint8Array};
use snipelab_core::gobblet::{GobbletError, Reassembly, Solution, SolveStats, Variant};

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

/// Chunks asked of the storage at a time: the one awaited and the next. With one at a time
/// the page waited on the storage after each chunk; with two, the 443 MB table was on the
/// board 1.9–2.0 s after a reload (BENCHMARKS.md, "Gobblet's table after a reload").
const FETCH_AHEAD: usize = 2;

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
fn settled(request: &IdbRequest) -> JsFuture {
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
    JsFuture::from(promise)
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
    settled(&request)
        .await
        .map_err(describe)?
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
/// kept ([`save`]). An error here is about a stored table that could not be read, in words for
/// the reader. `reading(part, parts, megabytes)` is told as each chunk is read; once `wanted`
/// says no (the reader chose another variant), reading stops and gives `Ok(None)`.
pub async fn load(
    variant: Variant,
    reading: impl Fn(u32, u32, f64),
    wanted: impl Fn() -> bool,
) -> Result<Option<Solution>, String> {
    let Ok(db) = open().await else {
        return Ok(None);
    };
    let result = load_from(&db, variant, reading, wanted).await;
    db.close();
    result
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

/// Asks for one value in its own transaction. The answer is awaited later, so that the
/// storage can fetch it while the page works (the promise is made, and listens, at once).
fn fetch(db: &IdbDatabase, key: &JsValue) -> Result<JsFuture, String> {
    let store = db
        .transaction_with_str(STORE)
        .and_then(|t| t.object_store(STORE))
        .map_err(describe)?;
    let request = store.get(key).map_err(describe)?;
    Ok(settled(&request))
}

/// Reads one value in its own transaction.
async fn get(db: &IdbDatabase, key: &JsValue) -> Result<JsValue, String> {
    fetch(db, key)?.await.map_err(describe)
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

/// Reads the manifest of `variant`, then its chunks, each straight into the table.
async fn load_from(
    db: &IdbDatabase,
    variant: Variant,
    reading: impl Fn(u32, u32, f64),
    wanted: impl Fn() -> bool,
) -> Result<Option<Solution>, String> {
    let plain = |raw: String| in_plain_words(&raw);
    let value = get(db, &JsValue::from(variant.to_string()))
        .await
        .map_err(plain)?;
    // Before issue 19 a table was one value under its variant's key; those still load.
    if let Some(whole) = value.dyn_ref::<Uint8Array>() {
        reading(1, 1, megabytes(std::slice::from_ref(whole)));
        let_the_page_paint().await;
        return read_table(std::slice::from_ref(whole))
            .map(Some)
            .map_err(|e| e.to_string());
    }
    let Some(manifest) = value
        .as_string()
        .and_then(|text| serde_json::from_str::<Manifest>(&text).ok())
    else {
        return Ok(None);
    };
    let mut reassembly = Reassembly::new();
    // Chunks asked for and not yet read, in order: the storage fetches them while the page
    // reads the one before (two at a time: 128 MB held in JavaScript at most).
    let mut pending = std::collections::VecDeque::new();
    let mut asked = 0;
    let mut part = 0;
    loop {
        while asked < manifest.chunks.max(1) && pending.len() < FETCH_AHEAD {
            pending.push_back(fetch(db, &chunk_key(variant, asked)).map_err(plain)?);
            asked += 1;
        }
        let Some(next) = pending.pop_front() else {
            break;
        };
        part += 1;
        reading(part, manifest.chunks, manifest.bytes as f64 / 1e6);
        let chunk = next.await.map_err(|e| plain(describe(e)))?;
        if !wanted() {
            return Ok(None);
        }
        let chunk = chunk
            .dyn_into::<Uint8Array>()
            .map_err(|_| plain("incomplete".into()))?;
        reassembly
            .add(chunk.length() as usize, |at, buffer| {
                let (start, end) = (at as u32, (at + buffer.len()) as u32);
                chunk.subarray(start, end).copy_to(buffer);
            })
            .map_err(|e| e.to_string())?;
    }
    reassembly.finish().map(Some).map_err(|e| e.to_string())
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
