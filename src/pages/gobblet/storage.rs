//! Solved tables in the browser's storage (IndexedDB), and reading a table from JS bytes.
//!
//! A table is kept as a `Uint8Array` in the CLI's file format (`Solution::write_to`), keyed by
//! its variant (`3,2,1`), so a reload plays at once. The bytes stay in JS memory; they are read
//! into a [`Solution`] a block at a time, so the page never holds two copies in WebAssembly.

use js_sys::{Promise, Uint8Array};
use snipelab_core::gobblet::{GobbletError, Solution, SolveStats, Variant};
use wasm_bindgen::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{IdbDatabase, IdbRequest, IdbTransaction, IdbTransactionMode};

/// The database and its one object store.
const DATABASE: &str = "snipelab-gobblet";
const STORE: &str = "tables";

/// Where the figures of every variant solved or loaded in this browser are kept (small, so
/// the variant picker can show each outcome without reading any table).
const OUTCOMES: &str = "snipelab-gobblet-outcomes";

fn local_storage() -> Option<web_sys::Storage> {
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

/// Reads a JS `Uint8Array` as a byte stream, a block at a time.
struct ArrayReader {
    array: Uint8Array,
    at: u32,
}

impl std::io::Read for ArrayReader {
    fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        let left = self.array.length() - self.at;
        let n = left.min(u32::try_from(buffer.len()).unwrap_or(u32::MAX));
        let end = self.at + n;
        self.array
            .subarray(self.at, end)
            .copy_to(&mut buffer[..n as usize]);
        self.at = end;
        Ok(n as usize)
    }
}

/// Reads and checks a table in the CLI's file format (a wrong or damaged file is an error
/// with the library's reason).
pub fn read_table(bytes: &Uint8Array) -> Result<Solution, GobbletError> {
    Solution::read_from(&mut ArrayReader {
        array: bytes.clone(),
        at: 0,
    })
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

/// Text for a JS error value.
fn describe(error: JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| format!("{error:?}"))
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
                let error = request
                    .error()
                    .ok()
                    .flatten()
                    .map(|e| JsValue::from(e.message()))
                    .unwrap_or_else(|| JsValue::from("storage error"));
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
                let error = transaction
                    .error()
                    .map(|e| JsValue::from(e.message()))
                    .unwrap_or_else(|| JsValue::from("the write was abandoned"));
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
/// are for developers (issue 18).
fn in_plain_words(raw: String) -> String {
    let lower = raw.to_ascii_lowercase();
    if lower.contains("quota") || lower.contains("too large") || lower.contains("space") {
        "the browser's storage is full or refuses a table this large; the table works until \
         you leave the page, and freeing space for this site lets the next one be kept"
            .to_string()
    } else if lower.contains("indexeddb") || lower.contains("no window") {
        "this browser offers no storage to this page (a private window?); the table works \
         until you leave the page"
            .to_string()
    } else {
        "the browser's storage did not answer as expected; the table works until you leave the \
         page, and a reload may fix the storage"
            .to_string()
    }
}

/// The stored table of `variant`, if this browser has one.
pub async fn load(variant: Variant) -> Result<Option<Uint8Array>, String> {
    load_raw(variant).await.map_err(in_plain_words)
}

/// Keeps `bytes`, the table of `variant`, in this browser's storage.
pub async fn save(variant: Variant, bytes: &Uint8Array) -> Result<(), String> {
    save_raw(variant, bytes).await.map_err(in_plain_words)
}

/// [`load`] with the browser's own error text.
async fn load_raw(variant: Variant) -> Result<Option<Uint8Array>, String> {
    let db = open().await?;
    let store = db
        .transaction_with_str(STORE)
        .and_then(|t| t.object_store(STORE))
        .map_err(describe)?;
    let request = store
        .get(&JsValue::from(variant.to_string()))
        .map_err(describe)?;
    let value = finished(&request).await?;
    db.close();
    Ok(value.dyn_into::<Uint8Array>().ok())
}

/// [`save`] with the browser's own error text.
async fn save_raw(variant: Variant, bytes: &Uint8Array) -> Result<(), String> {
    let db = open().await?;
    let transaction = db
        .transaction_with_str_and_mode(STORE, IdbTransactionMode::Readwrite)
        .map_err(describe)?;
    transaction
        .object_store(STORE)
        .and_then(|store| store.put_with_key(bytes, &JsValue::from(variant.to_string())))
        .map_err(describe)?;
    let result = committed(&transaction).await;
    db.close();
    result
}
