//! Fetching the site's own files (the tables the CLI precomputed into `static/`); pages ask
//! for them through `site_file::use_site_file`, which calls this.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Fetches a text file of this site.
pub async fn fetch_text(url: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or("no window to fetch from")?;
    let response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|e| format!("could not fetch {url}: {e:?}"))?;
    let response: web_sys::Response = response
        .dyn_into()
        .map_err(|_| format!("{url} did not answer"))?;
    if !response.ok() {
        return Err(format!("{url} answered HTTP {}", response.status()));
    }
    let text = response
        .text()
        .map_err(|e| format!("could not read {url}: {e:?}"))?;
    JsFuture::from(text)
        .await
        .map_err(|e| format!("could not read {url}: {e:?}"))?
        .as_string()
        .ok_or_else(|| format!("{url} is not text"))
}
