//! The precomputed solutions: solved natively by `snipelab holdem solve … --json` into
//! `static/holdem/` (see BENCHMARKS.md) and fetched from this site (the site build copies `static/`
//! into `dist/`).

use std::rc::Rc;

use snipelab_core::holdem::{SolutionFile, StrategyTable};
use yew::prelude::*;

use crate::site_file::{SiteFile, use_site_file_with};

/// Where the app serves the files.
const FILES_URL: &str = "static/holdem/";

/// A fetch in progress, done or failed.
#[derive(Clone, PartialEq)]
pub enum Loaded {
    /// No file asked for (a custom grid).
    None,
    /// On its way.
    Loading,
    /// Read and checked.
    Ready(Rc<StrategyTable>),
    /// Why it cannot be shown.
    Failed(String),
}

/// Checks a solution file's text.
fn read(url: &str, text: &str) -> Result<StrategyTable, String> {
    let parsed: SolutionFile =
        serde_json::from_str(text).map_err(|e| format!("{url} is not a solution: {e}"))?;
    StrategyTable::from_file(&parsed).map_err(|e| format!("{url} is not a solution: {e}"))
}

/// The precomputed solution `file` (none for `None`), from the page when the build prerendered
/// it (the first view then shows it at once), else fetched once per file (`use_site_file_with`
/// keeps every file seen, so going back to one is instant).
#[hook]
pub fn use_precomputed(file: Option<&'static str>) -> Loaded {
    match use_site_file_with(file.map(|f| format!("{FILES_URL}{f}")), read) {
        None => Loaded::None,
        Some(SiteFile::Loading) => Loaded::Loading,
        Some(SiteFile::Loaded(t)) => Loaded::Ready(t),
        Some(SiteFile::Failed(e)) => Loaded::Failed(e),
    }
}
