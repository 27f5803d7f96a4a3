//! Prerendering: every route's default view is rendered at build time, natively, by the same
//! components, and written into `dist/` as that route's own HTML file (`src/bin/prerender.rs`).
//!
//! Why: a reader sees the page's real figures as soon as the HTML arrives, before the app's
//! WebAssembly (over a megabyte) has loaded, and a plain static host serves every deep link
//! (`/wow` finds `wow/index.html`), with no rewrite rules. In the browser the app then hydrates:
//! it adopts the prerendered nodes instead of replacing them, so nothing moves or repaints. That
//! only works when the browser's first render equals the server's, which is why job outputs the
//! server computed travel with the page ([`crate::jobs::prerendered`]) and why a page whose
//! address carries its own view (a query string) is rendered afresh instead.

use crate::registry::EXPLORATIONS;

/// The id of the element the app renders into (index.html).
pub const ROOT_ID: &str = "app";
/// The root's attribute naming the route whose view it holds, prerendered.
pub const ROUTE_ATTRIBUTE: &str = "data-prerendered";
/// The root's attribute that index.html's inline script sets when the address asks for another
/// view than the prerendered one: the style sheet hides the default's figures until the app has
/// drawn the reader's view, so they are never shown as the reader's.
pub const STALE_ATTRIBUTE: &str = "data-stale";
/// The id of the `<script type="application/json">` holding the job outputs the build computed.
pub const DATA_ID: &str = "prerendered-data";

/// Every route the build prerenders: the gallery, then each exploration of the registry.
pub fn routes() -> Vec<String> {
    std::iter::once("/".to_string())
        .chain(EXPLORATIONS.iter().map(|e| format!("/{}", e.slug)))
        .collect()
}

/// A path as the routes name it: `/wow/` and `/wow/index.html` are `/wow`.
pub fn route_of(path: &str) -> &str {
    let path = path.strip_suffix("index.html").unwrap_or(path);
    match path.trim_end_matches('/') {
        "" => "/",
        trimmed => trimmed,
    }
}

/// `path` with the site's folder taken off the front: `/snipelab/wow/` under `/snipelab` is
/// `/wow/`.
pub fn within<'a>(path: &'a str, folder: Option<&str>) -> &'a str {
    match folder.and_then(|f| path.strip_prefix(f)) {
        Some(rest) if rest.is_empty() || rest.starts_with('/') => rest,
        _ => path,
    }
}

/// Whether the app should hydrate `root`: it holds the prerendered view of this very address
/// (same route, and no query string that would ask for another view).
#[cfg(target_arch = "wasm32")]
pub fn hydrates_here(root: &web_sys::Element) -> bool {
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return false;
    };
    let (Ok(path), Ok(search)) = (location.pathname(), location.search()) else {
        return false;
    };
    let path = within(&path, crate::platform::base_path().as_deref()).to_string();
    (search.is_empty() || search == "?")
        && root.get_attribute(ROUTE_ATTRIBUTE).as_deref() == Some(route_of(&path))
}

/// Records on `<html data-app="…">` how the app started ("hydrated" or "rendered"), for the
/// browser tests.
#[cfg(target_arch = "wasm32")]
pub fn mark_started(how: &str) {
    if let Some(html) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = html.set_attribute("data-app", how);
    }
}

#[cfg(not(target_arch = "wasm32"))]
pub mod cards;
#[cfg(not(target_arch = "wasm32"))]
mod page;

#[cfg(not(target_arch = "wasm32"))]
pub use page::{
    Prerendered, file_of, is_template, not_found_page, render, template_of_not_found, write_page,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_site_in_a_folder_finds_its_routes() {
        use crate::platform::folder_of;
        assert_eq!(folder_of("/"), None);
        assert_eq!(folder_of("/snipelab/"), Some("/snipelab".to_string()));
        assert_eq!(within("/snipelab/wow/", Some("/snipelab")), "/wow/");
        assert_eq!(route_of(within("/snipelab", Some("/snipelab"))), "/");
        assert_eq!(route_of(within("/snipelab/", Some("/snipelab"))), "/");
        // Another folder that merely starts with the same letters is not inside it.
        assert_eq!(
            within("/snipelabs/wow", Some("/snipelab")),
            "/snipelabs/wow"
        );
        assert_eq!(within("/wow", None), "/wow");
    }

    #[test]
    fn a_path_names_its_route() {
        assert_eq!(route_of("/"), "/");
        assert_eq!(route_of(""), "/");
        assert_eq!(route_of("/index.html"), "/");
        assert_eq!(route_of("/wow"), "/wow");
        assert_eq!(route_of("/wow/"), "/wow");
        assert_eq!(route_of("/wow/index.html"), "/wow");
    }
}
