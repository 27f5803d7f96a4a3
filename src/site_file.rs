//! The one way a page gets a file of this site (`static/…`, `gallery.json`): `use_site_file`.
//!
//! The first render takes the file from the page when the build prerendered it there
//! (`jobs::prerendered::file`, ARCHITECTURE.md, "Prerendering"), so the browser's first render
//! equals the server's; otherwise an effect fetches it (same origin, `fetch::fetch_text`) and the
//! component renders again with the answer. Each file is read once into its value by a reader
//! (`fn(url, text) -> Result<T, String>`: serde's JSON by default, or a page's own, which may
//! check the file and work out what the page shows from it), so a render never parses.
//!
//! - [`use_site_file`]: one JSON file, its state [`SiteFile`]: loading, loaded or why not;
//! - [`use_site_file_with`]: a file that may change with the view (or be none), read by the
//!   page's reader; every file seen is kept, so going back to one is instant and answers that
//!   arrive in any order all land; a failed one is fetched again when asked for again;
//! - [`use_optional_site_file`]: a file the page can do without (`None` until it arrives, or if
//!   it never does).

use std::rc::Rc;

use yew::prelude::*;

use crate::fetch::fetch_text;

/// A file of the site: on its way, read, or why it cannot be had (a message naming it).
#[derive(Debug)]
pub enum SiteFile<T> {
    /// Being fetched.
    Loading,
    /// Fetched and read.
    Loaded(Rc<T>),
    /// Why not: the fetch failed or the reader refused the text.
    Failed(String),
}

impl<T> Clone for SiteFile<T> {
    fn clone(&self) -> Self {
        match self {
            SiteFile::Loading => SiteFile::Loading,
            SiteFile::Loaded(t) => SiteFile::Loaded(t.clone()),
            SiteFile::Failed(e) => SiteFile::Failed(e.clone()),
        }
    }
}

/// The same file read once (the same `Rc`), or the same state.
impl<T> PartialEq for SiteFile<T> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (SiteFile::Loading, SiteFile::Loading) => true,
            (SiteFile::Loaded(a), SiteFile::Loaded(b)) => Rc::ptr_eq(a, b),
            (SiteFile::Failed(a), SiteFile::Failed(b)) => a == b,
            _ => false,
        }
    }
}

impl<T> SiteFile<T> {
    /// The value, once loaded.
    pub fn loaded(&self) -> Option<Rc<T>> {
        match self {
            SiteFile::Loaded(t) => Some(t.clone()),
            _ => None,
        }
    }

    fn from_result(read: Result<T, String>) -> Self {
        match read {
            Ok(t) => SiteFile::Loaded(Rc::new(t)),
            Err(e) => SiteFile::Failed(e),
        }
    }
}

/// How a page reads a file's text: the file's URL (for messages) and its text.
pub type Reader<T> = fn(&str, &str) -> Result<T, String>;

/// The default reader: the text as JSON of `T`.
pub fn json<T: serde::de::DeserializeOwned>(url: &str, text: &str) -> Result<T, String> {
    serde_json::from_str(text).map_err(|e| format!("{url} could not be read: {e}"))
}

/// The files asked for so far, by URL.
struct Files<T>(Vec<(String, SiteFile<T>)>);

impl<T> Files<T> {
    fn get(&self, url: &str) -> Option<&SiteFile<T>> {
        self.0.iter().find(|(u, _)| u == url).map(|(_, f)| f)
    }
}

impl<T: 'static> Reducible for Files<T> {
    type Action = (String, SiteFile<T>);

    fn reduce(self: Rc<Self>, (url, file): Self::Action) -> Rc<Self> {
        let mut files: Vec<_> = self
            .0
            .iter()
            .filter(|(u, _)| *u != url)
            .map(|(u, f)| (u.clone(), f.clone()))
            .collect();
        files.push((url, file));
        Rc::new(Files(files))
    }
}

/// The file at `url` (none for `None`: then `None`), read by `read`: from the page if the build
/// prerendered it, else fetched once, and fetched again only when asked for after a failure.
#[hook]
pub fn use_site_file_with<T: 'static>(url: Option<String>, read: Reader<T>) -> Option<SiteFile<T>> {
    let files = use_reducer(|| {
        let carried = url.as_deref().and_then(|url| {
            let text = crate::jobs::prerendered::file(url)?;
            Some((url.to_string(), SiteFile::from_result(read(url, &text))))
        });
        Files(carried.into_iter().collect())
    });
    {
        let files = files.clone();
        use_effect_with(url.clone(), move |url| {
            let wanted = url
                .clone()
                .filter(|u| matches!(files.get(u), None | Some(SiteFile::Failed(_))));
            if let Some(url) = wanted {
                files.dispatch((url.clone(), SiteFile::Loading));
                wasm_bindgen_futures::spawn_local(async move {
                    let answer = fetch_text(&url).await.and_then(|text| read(&url, &text));
                    files.dispatch((url, SiteFile::from_result(answer)));
                });
            }
        });
    }
    url.map(|url| files.get(&url).cloned().unwrap_or(SiteFile::Loading))
}

/// The JSON file at `url`, from the page if the build prerendered it, else fetched once.
#[hook]
pub fn use_site_file<T: serde::de::DeserializeOwned + 'static>(url: &str) -> SiteFile<T> {
    use_site_file_with(Some(url.to_string()), json::<T>).unwrap_or(SiteFile::Loading)
}

/// The JSON file at `url` if it can be had: `None` while it is on its way, and for good if it
/// cannot be fetched or read (for a page that shows something useful without it).
#[hook]
pub fn use_optional_site_file<T: serde::de::DeserializeOwned + 'static>(
    url: &str,
) -> Option<Rc<T>> {
    use_site_file::<T>(url).loaded()
}
