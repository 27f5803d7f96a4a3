//! Solving the chosen variant: the memory and time it needs (stated before starting), the
//! worker's progress with the time taken and left, the solved outcome (for Gobblet Gobblers,
//! checked against the known answer), and loading a table file from the CLI.

use snipelab_core::gobblet::{self, GobbletError, SolveStats, Variant};
use yew::prelude::*;

use super::outcome_text;
use super::table::TableNote;
use crate::format::thousands;
use crate::jobs::JobState;
use crate::widgets::{JobStatus, Notice, NoticeKind};

/// Props of [`SolvePanel`].
#[derive(Properties, PartialEq)]
pub struct SolvePanelProps {
    /// The variant chosen.
    pub variant: Variant,
    /// Its figures, once a table for it is on the page.
    pub stats: Option<SolveStats>,
    /// The worker's state, without its result.
    pub state: JobState<()>,
    /// What the page is busy with, if anything (looking for a stored table, reading one).
    pub busy: Option<String>,
    /// Where the table came from, or what went wrong.
    pub note: Option<TableNote>,
    /// Starts the solve.
    pub on_solve: Callback<()>,
    /// Cancels it.
    pub on_cancel: Callback<()>,
    /// A table file was picked or dropped.
    pub on_file: Callback<web_sys::File>,
}

/// Megabytes, for the reader.
fn megabytes(bytes: u64) -> String {
    if bytes >= 100_000_000 {
        format!("{:.0} MB", bytes as f64 / 1e6)
    } else {
        format!("{:.1} MB", bytes as f64 / 1e6)
    }
}

/// The solve section.
#[function_component(SolvePanel)]
pub fn solve_panel(props: &SolvePanelProps) -> Html {
    // When the current phase and the whole solve started, for the time taken and left.
    let phase_start = use_mut_ref(|| (String::new(), 0.0f64));
    let solve_start = use_mut_ref(|| None::<f64>);
    if !matches!(props.state, JobState::Running { .. }) {
        *solve_start.borrow_mut() = None;
    }
    let variant = props.variant;
    let memory = gobblet::memory_needed(variant);

    let is_gobblet = variant == Variant::GOBBLET;
    let body = if let Some(stats) = props.stats {
        let check = match (is_gobblet, stats.start == gobblet::GOBBLET_SOLVED.start) {
            (false, _) => "",
            (true, true) => " This confirms the known answer.",
            (true, false) => " This differs from the known answer: please report it.",
        };
        html! {
            <p id="gobblet-outcome" class="result">
                { format!("Variant ({variant}): {}. {} states, {} of them won or lost; the longest forced win among them, \
                    with the loser holding out as long as possible, takes {} plies. Table: {}.{check}",
                    outcome_text(stats.start), thousands(stats.states), thousands(stats.win_loss_states),
                    stats.longest, megabytes(stats.table_bytes)) }
            </p>
        }
    } else if !gobblet::is_solvable(variant) {
        html! {
            <Notice kind={NoticeKind::Error}>
                <span id="gobblet-too-big">
                    { format!("Variant ({variant}) cannot be solved here: {}. Three sizes of three or more pieces \
                        are out of reach (of the post's program too); choose fewer pieces.",
                        GobbletError::TooLarge { bytes: memory }) }
                </span>
            </Notice>
        }
    } else if let JobState::Running { phase, done, total } = &props.state {
        let now = js_sys::Date::now();
        let mut start = phase_start.borrow_mut();
        if start.0 != *phase {
            *start = (phase.clone(), now);
        }
        let began = *solve_start.borrow_mut().get_or_insert(now);
        let elapsed = (now - start.1) / 1000.0;
        // The search's total is the table's slot count, far above the states it will find,
        // and the solve's is every state, though drawn ones are never counted as decided. For
        // the real game both true totals are known (GOBBLET_SOLVED), so its estimate is honest.
        let total = match (is_gobblet, phase.as_str()) {
            (true, "searching") => gobblet::GOBBLET_SOLVED.states,
            (true, "solving") => gobblet::GOBBLET_SOLVED.win_loss_states.max(*done),
            _ => *total,
        };
        let left = if *done > 0 && total > *done && elapsed > 0.5 {
            let seconds = elapsed * (total - *done) as f64 / *done as f64;
            format!(", about {seconds:.0} s left in this phase")
        } else {
            String::new()
        };
        let bound = if phase == "solving" && !is_gobblet {
            " (it stops short of the total: drawn states are never counted)"
        } else {
            ""
        };
        let taken = format!("{:.0} s so far. ", (now - began) / 1000.0);
        let text = if total > 0 {
            format!(
                "{taken}{phase}: {} of {} states{left}{bound}",
                thousands(*done),
                thousands(total)
            )
        } else {
            format!("{taken}{phase}")
        };
        let status = JobState::Running {
            phase: text,
            done: *done,
            total,
        };
        html! {
            <div id="gobblet-progress">
                <JobStatus id="gobblet" status={status} on_cancel={props.on_cancel.clone()} on_retry={props.on_solve.clone()} />
            </div>
        }
    } else if let Some(busy) = &props.busy {
        html! { <p id="gobblet-busy">{ busy.clone() }</p> }
    } else {
        html! {
            <>
                <JobStatus id="gobblet" status={props.state.clone()} again="Solve again"
                    on_cancel={props.on_cancel.clone()} on_retry={props.on_solve.clone()} />
                <p>
                    <button type="button" id="gobblet-solve" onclick={props.on_solve.reform(|_| ())}>
                        { if is_gobblet { "Verify: solve Gobblet Gobblers here".to_string() } else { format!("Solve variant ({variant})") } }
                    </button>
                    { format!(" It needs about {} of memory in the worker, and as much again on the page to play from it.",
                        megabytes(memory)) }
                    if is_gobblet {
                        { " It takes about a minute on a fast computer and several on a slow or busy one; the \
                           progress shows the time left, and you can play meanwhile. The table is then kept in \
                           this browser, so the next visit plays from it at once." }
                    }
                </p>
            </>
        }
    };

    let on_change = {
        let on_file = props.on_file.clone();
        Callback::from(move |e: Event| {
            let input = e.target_unchecked_into::<web_sys::HtmlInputElement>();
            if let Some(file) = input.files().and_then(|f| f.get(0)) {
                on_file.emit(file);
            }
            input.set_value("");
        })
    };
    let on_drop = {
        let on_file = props.on_file.clone();
        Callback::from(move |e: DragEvent| {
            e.prevent_default();
            if let Some(file) = e
                .data_transfer()
                .and_then(|d| d.files())
                .and_then(|f| f.get(0))
            {
                on_file.emit(file);
            }
        })
    };
    let on_drag_over = Callback::from(|e: DragEvent| e.prevent_default());

    html! {
        <section class="gobblet-solve" aria-labelledby="gobblet-solve-title" ondrop={on_drop} ondragover={on_drag_over}>
            <h2 id="gobblet-solve-title">{ "Solve" }</h2>
            { body }
            if let Some(note) = &props.note {
                <Notice kind={if note.error { NoticeKind::Error } else { NoticeKind::Info }}>
                    <span id="gobblet-table-note">{ note.text.clone() }</span>
                </Notice>
            }
            <p class="gobblet-file">
                <label for="gobblet-file">
                    { "Or load a table file made by the command-line tool, or drop it here: " }
                </label>
                <input type="file" id="gobblet-file" onchange={on_change} />
            </p>
        </section>
    }
}
