//! Job results computed by the build for a prerendered page (ARCHITECTURE.md, "Prerendering").
//!
//! The build renders each route's default view natively (`src/bin/prerender.rs`). A page that
//! asks for its first job with [`super::use_prerendered_job`] gets that job's output at once:
//! natively the job runs right there, inside the render, and its output is recorded; the build
//! writes the recorded outputs into the page as JSON (`<script id="prerendered-data">`), keyed by
//! the job's name and input. In the browser the same hook finds the output under the same key,
//! so the first render in the browser equals the server's, node for node, which hydration needs;
//! and the page needs no worker for its first view. The key holds the whole input, so an output
//! is only ever used for the very job that made it: a link with other parameters misses and
//! computes as usual.

use super::WorkerJob;

/// The key an output is stored under: the job's name and its input as JSON.
fn key<J: WorkerJob>(job: &J) -> Option<String> {
    Some(format!("{}:{}", J::NAME, serde_json::to_string(job).ok()?))
}

/// The output of `job` if the build prerendered it (in the browser), or the output computed now
/// (natively, while [`record`] is recording), else `None`.
pub fn output<J: WorkerJob>(job: &J) -> Option<J::Output> {
    let key = key(job)?;
    imp::output(job, key)
}

/// The text of this site's file at `url` (`static/…`) if the build prerendered it (in the
/// browser), or read now from the repository's `static/` (natively, while [`record`] is
/// recording), else `None`: for pages whose first view shows a precomputed table.
pub fn file(url: &str) -> Option<String> {
    imp::file(url, format!("file:{url}"))
}

#[cfg(not(target_arch = "wasm32"))]
pub use imp::{provide, record};

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use std::cell::RefCell;
    use std::collections::BTreeMap;

    use snipelab_core::progress::Silent;

    use super::super::WorkerJob;

    thread_local! {
        /// Outputs recorded while a page renders: `None` when nothing records.
        static RECORDED: RefCell<Option<BTreeMap<String, String>>> = const { RefCell::new(None) };
        /// Files the build made itself (not in the repository's `static/`), by URL.
        static PROVIDED: RefCell<BTreeMap<String, String>> = const { RefCell::new(BTreeMap::new()) };
    }

    /// Makes [`file`] answer `url` with `text` from now on: for a file the build computes
    /// (the gallery's results, `gallery.json`), which it also writes into the site.
    pub fn provide(url: &str, text: String) {
        PROVIDED.with(|p| p.borrow_mut().insert(url.to_string(), text));
    }

    pub fn output<J: WorkerJob>(job: &J, key: String) -> Option<J::Output> {
        if RECORDED.with(|r| r.borrow().is_none()) {
            return None;
        }
        // A job that fails natively leaves the page to compute (and report) in the browser.
        let output = job.clone().run(&mut Silent).ok()?;
        let json = serde_json::to_string(&output).ok()?;
        RECORDED.with(|r| {
            if let Some(map) = r.borrow_mut().as_mut() {
                map.insert(key, json);
            }
        });
        Some(output)
    }

    pub fn file(url: &str, key: String) -> Option<String> {
        if RECORDED.with(|r| r.borrow().is_none()) {
            return None;
        }
        // `static/` is served as `static/` beside the pages: the site build copies it into dist/ as it
        // is. The pages name it relative to their <base> (`static/…`).
        let provided = PROVIDED.with(|p| p.borrow().get(url).cloned());
        let text = match provided {
            Some(text) => text,
            None => std::fs::read_to_string(
                std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(url.trim_start_matches('/')),
            )
            .ok()?,
        };
        RECORDED.with(|r| {
            if let Some(map) = r.borrow_mut().as_mut() {
                map.insert(key, text.clone());
            }
        });
        Some(text)
    }

    /// Runs `render` with recording on and returns its result with the outputs recorded, as
    /// the JSON object the browser reads back (`</` escaped, so it can sit in a `<script>`).
    pub fn record<T>(render: impl FnOnce() -> T) -> (T, String) {
        RECORDED.with(|r| *r.borrow_mut() = Some(BTreeMap::new()));
        let value = render();
        let map = RECORDED.with(|r| r.borrow_mut().take()).unwrap_or_default();
        let json = serde_json::to_string(&map).unwrap_or_else(|_| "{}".into());
        (value, json.replace("</", "<\\/"))
    }
}

#[cfg(target_arch = "wasm32")]
mod imp {
    use std::collections::BTreeMap;

    use super::super::WorkerJob;

    thread_local! {
        /// The outputs the build wrote into this page, read once.
        static PRERENDERED: BTreeMap<String, String> = read_page();
    }

    fn read_page() -> BTreeMap<String, String> {
        web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("prerendered-data"))
            .and_then(|e| e.text_content())
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_default()
    }

    pub fn output<J: WorkerJob>(_job: &J, key: String) -> Option<J::Output> {
        PRERENDERED.with(|map| serde_json::from_str(map.get(&key)?).ok())
    }

    pub fn file(_url: &str, key: String) -> Option<String> {
        PRERENDERED.with(|map| map.get(&key).cloned())
    }
}
