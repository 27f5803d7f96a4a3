//! The precomputed solutions: solved natively by `snipelab holdem solve … --json` into
//! `static/holdem/` (see BENCHMARKS.md) and fetched from this site (the site build copies `static/`
//! into `dist/`).

use std::rc::Rc;

use snipelab_core::holdem::{SolutionFile, StrategyTable};
use yew::prelude::*;

use crate::fetch::fetch_text;

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

/// Reads and checks a solution file.
async fn load(file: &str) -> Result<StrategyTable, String> {
    let url = format!("{FILES_URL}{file}");
    read(&url, &fetch_text(&url).await?)
}

/// Checks a solution file's text.
fn read(url: &str, text: &str) -> Result<StrategyTable, String> {
    let parsed: SolutionFile =
        serde_json::from_str(text).map_err(|e| format!("{url} is not a solution: {e}"))?;
    StrategyTable::from_file(&parsed).map_err(|e| format!("{url} is not a solution: {e}"))
}

/// The file as the build prerendered it into the page, if it did (ARCHITECTURE.md,
/// "Prerendering"): the first view then shows it at once.
fn prerendered(file: Option<&'static str>) -> Answers {
    let Some(file) = file else {
        return Answers::default();
    };
    let url = format!("{FILES_URL}{file}");
    let answer = match crate::jobs::prerendered::file(&url).map(|text| read(&url, &text)) {
        None => return Answers::default(),
        Some(Ok(t)) => Loaded::Ready(Rc::new(t)),
        Some(Err(e)) => Loaded::Failed(e),
    };
    Answers(vec![(file, answer)])
}

/// The answers so far, by file: a reducer, so that answers arriving in any order all land.
#[derive(Default, PartialEq)]
struct Answers(Vec<(&'static str, Loaded)>);

impl Reducible for Answers {
    type Action = (&'static str, Loaded);

    fn reduce(self: Rc<Self>, (file, answer): Self::Action) -> Rc<Self> {
        let mut answers: Vec<_> = self.0.iter().filter(|(f, _)| *f != file).cloned().collect();
        answers.push((file, answer));
        Rc::new(Answers(answers))
    }
}

/// The precomputed solution `file` (none for `None`), fetched once per file.
#[hook]
pub fn use_precomputed(file: Option<&'static str>) -> Loaded {
    let answers = use_reducer(|| prerendered(file));
    {
        let answers = answers.clone();
        use_effect_with(file, move |file| {
            let known = |f: &str| {
                answers
                    .0
                    .iter()
                    .any(|(g, a)| *g == f && !matches!(a, Loaded::Failed(_)))
            };
            if let Some(file) = *file
                && !known(file)
            {
                answers.dispatch((file, Loaded::Loading));
                wasm_bindgen_futures::spawn_local(async move {
                    let answer = match load(file).await {
                        Ok(t) => Loaded::Ready(Rc::new(t)),
                        Err(e) => Loaded::Failed(e),
                    };
                    answers.dispatch((file, answer));
                });
            }
        });
    }
    match file {
        None => Loaded::None,
        Some(file) => answers
            .0
            .iter()
            .find(|(f, _)| *f == file)
            .map_or(Loaded::Loading, |(_, a)| a.clone()),
    }
}
