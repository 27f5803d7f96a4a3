//! The solver's view of a puzzle: the answer, the truth table and "what if removed". Puzzles of
//! at most [`super::SYNC_SUSPECTS`] suspects are solved here, larger typed ones in the worker
//! (24 suspects take 166 ms natively, BENCHMARKS.md).

use std::cell::RefCell;
use std::rc::Rc;

use snipelab_core::progress::Silent;
use snipelab_core::whodunit::{Puzzle, Solution, reason, solve, truth_table};
use yew::prelude::*;

use super::SYNC_SUSPECTS;
use super::answer::Answer;
use super::removed::Removed;
use super::table::Table;
use crate::format::superscript;
use crate::jobs::use_job;
use crate::jobs::whodunit::Solve;
use crate::widgets::{JobStatus, Notice, NoticeKind};

/// Props of [`Analysis`].
#[derive(Properties, PartialEq)]
pub struct AnalysisProps {
    /// The puzzle.
    pub puzzle: Rc<Puzzle>,
    /// Statements applied to the truth table (bits).
    pub filter: u64,
    /// Statement removed, from 1 (0: none).
    pub without: usize,
    /// Called with the new filter.
    pub on_filter: Callback<u64>,
    /// Called with the statement to remove (0: none).
    pub on_without: Callback<u64>,
}

/// Answer, truth table (small puzzles) and "what if removed".
#[function_component(Analysis)]
pub fn analysis(props: &AnalysisProps) -> Html {
    let puzzle = props.puzzle.clone();
    let small = puzzle.suspects().len() <= SYNC_SUSPECTS;
    let local = use_memo(puzzle.clone(), move |p| {
        small.then(|| {
            let solution = solve(p, &mut Silent).ok().map(Rc::new);
            let table = truth_table(p).ok().map(Rc::new);
            (solution, table, reason(p).map(Rc::new))
        })
    });
    // Large puzzles: the puzzle last sent, so an answer for an older one is not shown.
    let sent: Rc<RefCell<Option<Rc<Puzzle>>>> = use_mut_ref(|| None);
    let job = use_job::<Solve>();
    {
        let (start, sent) = (job.start.clone(), sent.clone());
        use_effect_with(puzzle.clone(), move |puzzle| {
            if puzzle.suspects().len() > SYNC_SUSPECTS {
                *sent.borrow_mut() = Some(puzzle.clone());
                start.emit(Solve {
                    puzzle: (**puzzle).clone(),
                });
            }
        });
    }
    let restart = {
        let puzzle = puzzle.clone();
        job.start.reform(move |()| Solve {
            puzzle: (*puzzle).clone(),
        })
    };

    let (solution, table, reasoning): (Option<Rc<Solution>>, _, _) = match local.as_ref() {
        Some((solution, table, reasoning)) => (solution.clone(), table.clone(), reasoning.clone()),
        None => {
            let current = sent.borrow().as_ref() == Some(&puzzle);
            let output = job
                .state
                .output()
                .filter(|_| current && !job.state.is_running());
            (output.cloned(), None, None)
        }
    };
    let Some(solution) = solution else {
        if small {
            return html! { <Notice kind={NoticeKind::Error}>{ "The solver could not run." }</Notice> };
        }
        return html! {
            <JobStatus id="whodunit" status={job.state.status()}
                what={format!("trying all 2{} assignments", superscript(puzzle.suspects().len() as i32))}
                on_cancel={job.cancel.clone()} on_retry={restart} />
        };
    };

    html! {
        <>
            <Answer puzzle={puzzle.clone()} solution={solution.clone()} reasoning={reasoning} />
            if let Some(table) = table {
                <Table puzzle={puzzle.clone()} table={table} filter={props.filter} on_filter={props.on_filter.clone()} />
            } else {
                <p id="whodunit-no-table">
                    { format!("No truth table for {} suspects: 2{} rows are too many to read (at most {SYNC_SUSPECTS} suspects).",
                        puzzle.suspects().len(), superscript(puzzle.suspects().len() as i32)) }
                </p>
            }
            <Removed puzzle={puzzle} solution={solution} without={props.without} on_without={props.on_without.clone()} />
        </>
    }
}
