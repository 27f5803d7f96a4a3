//! The solved table of the variant on screen: looked for in the browser's storage, solved in
//! the worker on request (small variants at once), or loaded from a CLI file; kept in storage
//! in chunks once made.

use std::rc::Rc;

use js_sys::Uint8Array;
use snipelab_core::gobblet::{self, Solution, SolveStats, Variant};
use yew::prelude::*;

use super::storage;
use crate::jobs::gobblet::Solve;
use crate::jobs::{JobState, use_job};

/// Variants whose table needs less memory than this are solved as soon as they are chosen;
/// larger ones (Gobblet Gobblers itself) wait for the reader's click, after the memory they
/// need is stated, and the game plays meanwhile.
const AUTO_SOLVE_BYTES: u64 = 40_000_000;

/// A solved table on the page, compared by identity (it may be hundreds of megabytes).
#[derive(Clone)]
pub struct Solved(pub Rc<Solution>);

impl PartialEq for Solved {
    fn eq(&self, other: &Solved) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// A line about the table: where it came from or what went wrong.
#[derive(Clone, Debug, PartialEq)]
pub struct TableNote {
    /// Whether it is an error.
    pub error: bool,
    /// The text.
    pub text: String,
}

/// Everything the page needs about the table of the variant on screen.
pub struct TableHandle {
    /// The table, once there is one for this variant.
    pub solution: Option<Solved>,
    /// Where it came from, or what went wrong.
    pub note: Option<TableNote>,
    /// What the page is busy with, between solving and playing (searching or reading a table).
    pub busy: Option<String>,
    /// The figures of every variant solved or loaded in this browser.
    pub known: Vec<SolveStats>,
    /// The worker's state, without its result.
    pub state: JobState<()>,
    /// Whether a table is on its way without the reader asking (read from storage, or a small
    /// variant's solve), so the computer waits for it rather than play by the simple rule.
    pub coming: bool,
    /// Starts the solve of the variant on screen.
    pub on_solve: Callback<()>,
    /// Cancels it.
    pub on_cancel: Callback<()>,
    /// Reads a table file from the CLI (and shows its variant).
    pub on_file: Callback<web_sys::File>,
}

/// What the page says while it reads a table of `megabytes`.
fn reading_text(megabytes: f64) -> String {
    format!("Reading and checking the table ({megabytes:.1} MB)…")
}

/// The same, for a table read from storage in parts.
fn reading_part_text(part: u32, parts: u32, megabytes: f64) -> String {
    if parts > 1 {
        format!(
            "Reading and checking the stored table ({megabytes:.1} MB): part {part} of {parts}…"
        )
    } else {
        format!("Reading and checking the stored table ({megabytes:.1} MB)…")
    }
}

/// The table of `variant`; `show_variant` switches the page to a loaded file's variant.
#[hook]
pub fn use_table(variant: Variant, show_variant: Callback<Variant>) -> TableHandle {
    let job = use_job::<Solve>();
    let solved = use_state(|| None::<Solved>);
    let note = use_state(|| None::<TableNote>);
    let busy = use_state(|| None::<String>);
    // Read from the browser's storage once mounted, not while rendering: the first render must
    // equal the prerendered one (ARCHITECTURE.md, "Prerendering").
    let known = use_state(Vec::new);
    {
        let known = known.clone();
        use_effect_with((), move |()| known.set(storage::outcomes()));
    }
    // When the current solve started, to say how long it took.
    let solve_started = use_mut_ref(|| 0.0f64);
    let start_solve = {
        let (start, solve_started) = (job.start.clone(), solve_started.clone());
        Callback::from(move |variant: Variant| {
            *solve_started.borrow_mut() = js_sys::Date::now();
            start.emit(Solve {
                variant,
                budget: crate::view::memory_budget(),
            });
        })
    };
    // The variant on screen now, for answers that arrive after the reader moved on.
    let current = use_mut_ref(|| variant);
    *current.borrow_mut() = variant;
    let solution = solved
        .as_ref()
        .filter(|s| s.0.variant() == variant)
        .cloned();

    // Takes a table (solved, stored or loaded), if it is for the variant on screen.
    let adopt = {
        let (solved, note, current, known) =
            (solved.clone(), note.clone(), current.clone(), known.clone());
        Rc::new(move |solution: Rc<Solution>, text: String| {
            storage::remember(*solution.stats());
            known.set(storage::outcomes());
            if solution.variant() == *current.borrow() {
                solved.set(Some(Solved(solution)));
                note.set(Some(TableNote { error: false, text }));
            }
        })
    };

    // A new variant: look for its table in storage, else solve it if it is small.
    {
        let (adopt, note, busy, start, solved, current) = (
            adopt.clone(),
            note.clone(),
            busy.clone(),
            start_solve.clone(),
            solved.clone(),
            current.clone(),
        );
        let has_table = solution.is_some();
        use_effect_with(variant, move |&variant| {
            if !has_table {
                // Let the old table go before a new one is made: it may be hundreds of MB.
                solved.set(None);
                note.set(None);
                busy.set(Some("Looking for a stored table…".into()));
                wasm_bindgen_futures::spawn_local(async move {
                    let reading = {
                        let (busy, current) = (busy.clone(), current.clone());
                        move |part, parts, megabytes| {
                            if *current.borrow() == variant {
                                busy.set(Some(reading_part_text(part, parts, megabytes)));
                            }
                        }
                    };
                    let wanted = {
                        let current = current.clone();
                        move || *current.borrow() == variant
                    };
                    let stored = storage::load(variant, reading, wanted).await;
                    if *current.borrow() != variant {
                        return;
                    }
                    busy.set(None);
                    let why = match stored {
                        Ok(Some(solution)) => {
                            return adopt(
                                Rc::new(solution),
                                "Table loaded from this browser's storage.".into(),
                            );
                        }
                        Ok(None) => None,
                        Err(e) => Some(e),
                    };
                    if let Some(why) = why {
                        note.set(Some(TableNote {
                            error: true,
                            text: format!("No stored table could be used: {why}."),
                        }));
                    }
                    if gobblet::memory_needed(variant) < AUTO_SOLVE_BYTES {
                        start.emit(variant);
                    }
                });
            }
        });
    }

    // A finished solve: read its table, keep it in storage, give the worker's memory back.
    {
        let (busy, adopt, note, release, solve_started, current) = (
            busy.clone(),
            adopt.clone(),
            note.clone(),
            job.release.clone(),
            solve_started.clone(),
            current.clone(),
        );
        let finished = match (&job.state, &job.data) {
            (JobState::Done(_), Some(bytes)) => Some(wasm_bindgen::JsValue::from(bytes.clone())),
            _ => None,
        };
        use_effect_with(finished, move |finished| {
            if let Some(bytes) = finished.clone() {
                let bytes = Uint8Array::from(bytes);
                release.emit(());
                let seconds = (js_sys::Date::now() - *solve_started.borrow()) / 1000.0;
                let solved = format!("Solved in this browser in {seconds:.1} s");
                busy.set(Some(reading_text(storage::megabytes(
                    std::slice::from_ref(&bytes),
                ))));
                wasm_bindgen_futures::spawn_local(async move {
                    // Reading a large table takes seconds: say so before the page is busy.
                    storage::let_the_page_paint().await;
                    let read = storage::read_table(std::slice::from_ref(&bytes));
                    busy.set(None);
                    match read {
                        Ok(solution) => {
                            let solution = Rc::new(solution);
                            let variant = solution.variant();
                            adopt(
                                solution.clone(),
                                format!("{solved}; keeping it in storage…"),
                            );
                            let text = match storage::save(&solution).await {
                                Ok(()) => format!(
                                    "{solved}, and kept in its storage: a reload plays at once."
                                ),
                                Err(why) => format!("{solved}, but it could not be kept: {why}."),
                            };
                            if *current.borrow() == variant {
                                note.set(Some(TableNote { error: false, text }));
                            }
                        }
                        Err(why) => note.set(Some(TableNote {
                            error: true,
                            text: format!("The worker's table could not be read: {why}"),
                        })),
                    }
                });
            }
        });
    }

    // A table file from the CLI: read, checked, kept, and its variant shown.
    let on_file = {
        let (solved, note, current, known) =
            (solved.clone(), note.clone(), current.clone(), known.clone());
        Callback::from(move |file: web_sys::File| {
            let (solved, note, current, known, show_variant) = (
                solved.clone(),
                note.clone(),
                current.clone(),
                known.clone(),
                show_variant.clone(),
            );
            let name = file.name();
            wasm_bindgen_futures::spawn_local(async move {
                let bytes = match wasm_bindgen_futures::JsFuture::from(file.array_buffer()).await {
                    Ok(buffer) => Uint8Array::new(&buffer),
                    Err(_) => {
                        return note.set(Some(TableNote {
                            error: true,
                            text: format!("{name} could not be read."),
                        }));
                    }
                };
                match storage::read_table(std::slice::from_ref(&bytes)) {
                    Ok(solution) => {
                        let solution = Rc::new(solution);
                        let variant = solution.variant();
                        storage::remember(*solution.stats());
                        known.set(storage::outcomes());
                        let shown = *current.borrow();
                        *current.borrow_mut() = variant;
                        solved.set(Some(Solved(solution.clone())));
                        if variant != shown {
                            show_variant.emit(variant);
                        }
                        let kept = match storage::save(&solution).await {
                            Ok(()) => "and kept in this browser's storage".to_string(),
                            Err(why) => format!("but it could not be kept: {why}"),
                        };
                        note.set(Some(TableNote {
                            error: false,
                            text: format!("Loaded {name}: the table of variant {variant}, {kept}."),
                        }));
                    }
                    Err(why) => note.set(Some(TableNote {
                        error: true,
                        text: format!("{name} was not loaded: {why}."),
                    })),
                }
            });
        })
    };

    let coming = busy.is_some()
        || (job.state.is_running() && gobblet::memory_needed(variant) < AUTO_SOLVE_BYTES);
    TableHandle {
        solution,
        coming,
        note: (*note).clone(),
        busy: (*busy).clone(),
        known: (*known).clone(),
        state: job.state.status(),
        on_solve: start_solve.reform(move |()| variant),
        on_cancel: job.cancel.clone(),
        on_file,
    }
}
