//! Whodunit logic puzzles (seeds `001_…`, "Whodunit logic puzzle", and `000_…`, "Another
//! whodunit logic puzzle"): every guilty suspect lies, every innocent one tells the truth, any
//! number may be guilty. The posts' puzzles solved step by step with a truth table filtered
//! statement by statement; "what if this statement were removed"; generated puzzles to solve by
//! marking suspects; and puzzles typed in the statement language.
//!
//! URL parameters: see [`view::WhodunitView`].

mod analysis;
mod answer;
mod editor;
mod generator;
mod guess;
mod removed;
mod statements;
mod table;
mod tabs;
mod view;

use std::rc::Rc;

use snipelab_core::progress::Silent;
use snipelab_core::whodunit::examples::example;
use snipelab_core::whodunit::{Generated, Puzzle, generate, parse_puzzle, solve};
use yew::prelude::*;

use crate::platform::now_ms;
use crate::view::use_view;
use crate::widgets::{Notice, NoticeKind, Notices};
use analysis::Analysis;
use editor::Editor;
use generator::Generator;
use guess::Guess;
use statements::Statements;
use tabs::Tabs;
use view::beyond_puzzle;
pub use view::{Choice, WhodunitView};

/// Puzzles of up to this many suspects are solved on the page (2^10 = 1,024 assignments, well
/// under a millisecond) and get a truth table; larger typed ones go to the worker.
pub const SYNC_SUSPECTS: usize = snipelab_core::whodunit::solve::MAX_TABLE_SUSPECTS;

/// A generated puzzle and how long generating it took in this browser.
#[derive(Clone, PartialEq, Debug)]
pub struct Timed {
    /// The puzzle, its answer and difficulty.
    pub generated: Generated,
    /// Milliseconds, by `performance.now()` (coarsened by the browser to 0.1 ms or so).
    pub millis: f64,
}

/// Generates the puzzle of the view's seed, timing it (the issue asks for under 100 ms at 8
/// suspects in the browser; it takes well under a millisecond natively, so it runs here).
fn generate_timed(suspects: usize, difficulty: usize, seed: u64) -> Result<Timed, String> {
    let start = now_ms();
    let difficulty = (difficulty > 0).then_some(difficulty);
    let generated = generate(suspects, difficulty, seed).map_err(|e| e.to_string())?;
    Ok(Timed {
        generated,
        millis: now_ms() - start,
    })
}

/// The whodunit page.
#[function_component(WhodunitPage)]
pub fn whodunit_page() -> Html {
    let handle = use_view::<WhodunitView>();
    let view = handle.view.clone();
    let generated = use_memo(
        (view.choice, view.suspects, view.difficulty, view.seed),
        |&(choice, suspects, difficulty, seed)| {
            (choice == Choice::New).then(|| generate_timed(suspects, difficulty, seed))
        },
    );
    let puzzle: Rc<Result<Rc<Puzzle>, String>> = use_memo(
        (view.choice, view.text.clone(), generated.clone()),
        |(choice, text, generated)| match (choice, generated.as_ref()) {
            (Choice::New, Some(Ok(timed))) => Ok(Rc::new(timed.generated.puzzle.clone())),
            (Choice::New, Some(Err(e))) => Err(e.clone()),
            (Choice::Own, _) => parse_puzzle(text).map(Rc::new).map_err(|e| e.to_string()),
            _ => example(choice.key())
                .map(Rc::new)
                .ok_or_else(|| "the example does not parse".to_string()),
        },
    );

    // Every change of puzzle starts its table afresh.
    let set = handle.set.clone();
    let fresh = {
        let set = set.clone();
        move |next: WhodunitView| {
            set.emit(WhodunitView {
                filter: 0,
                without: 0,
                guess: 0,
                checked: false,
                reveal: false,
                ..next
            })
        }
    };
    let on_choice = {
        let (fresh, view) = (fresh.clone(), view.clone());
        Callback::from(move |choice: Choice| {
            fresh(WhodunitView {
                choice,
                ..view.clone()
            })
        })
    };
    let on_generate = {
        let (fresh, view) = (fresh.clone(), view.clone());
        Callback::from(move |(suspects, difficulty, seed): (usize, usize, u64)| {
            fresh(WhodunitView {
                suspects,
                difficulty,
                seed,
                ..view.clone()
            })
        })
    };
    let on_text = {
        let view = view.clone();
        Callback::from(move |text: String| {
            fresh(WhodunitView {
                text,
                ..view.clone()
            })
        })
    };
    let with = |f: fn(&mut WhodunitView, u64)| {
        let (set, view) = (set.clone(), view.clone());
        Callback::from(move |value: u64| {
            let mut next = view.clone();
            f(&mut next, value);
            set.emit(next);
        })
    };
    let on_filter = with(|v, bits| v.filter = bits);
    let on_without = with(|v, i| v.without = i as usize);
    // New marks have not been checked: the verdict is about the marks checked.
    let on_guess = with(|v, bits| {
        v.guess = bits as u32;
        v.checked = false;
    });
    let on_check = with(|v, _| v.checked = true);
    let on_reveal = with(|v, _| v.reveal = true);

    // The link's statements and marks beyond this puzzle are ignored, with a notice each.
    let notices = match &*puzzle {
        Ok(p) => {
            let beyond = beyond_puzzle(&view, p.testimonies().len(), p.suspects().len());
            Rc::new(handle.notices.iter().cloned().chain(beyond).collect())
        }
        Err(_) => handle.notices.clone(),
    };

    let body = match &*puzzle {
        Err(message) => html! {
            <Notice kind={NoticeKind::Error}><span id="whodunit-error">{ message.clone() }</span></Notice>
        },
        Ok(puzzle) => {
            // The reader tries first: the answer and the truth table wait for "Reveal" (a
            // link that already filters the table or removes a statement shows them).
            let hidden = match view.choice {
                Choice::Own => false,
                Choice::New => !view.reveal,
                _ => !view.reveal && view.filter == 0 && view.without == 0,
            };
            let answers: Option<Rc<Vec<u32>>> = match (view.choice, generated.as_ref()) {
                (Choice::Own, _) => None,
                (Choice::New, Some(Ok(timed))) => Some(Rc::new(vec![timed.generated.solution.0])),
                (Choice::New, _) => None,
                // The posts' puzzles are small (five suspects): solved here at once.
                _ => solve(puzzle, &mut Silent)
                    .ok()
                    .map(|s| Rc::new(s.solutions.iter().map(|a| a.0).collect())),
            };
            let guess = match answers {
                Some(answers) => html! {
                    <Guess puzzle={puzzle.clone()} {answers} guess={view.guess}
                        checked={view.checked} revealed={!hidden} on_guess={on_guess} on_check={on_check}
                        on_reveal={on_reveal} />
                },
                None => html! {},
            };
            html! {
                <>
                    <Statements puzzle={puzzle.clone()} />
                    { guess }
                    if !hidden {
                        <Analysis puzzle={puzzle.clone()} filter={view.filter} without={view.without}
                            on_filter={on_filter} on_without={on_without} />
                    }
                </>
            }
        }
    };

    html! {
        <article class="exploration whodunit">
            <h1>{ "Whodunit puzzles" }</h1>
            <p class="lede">
                { "Some suspects were in on it. Every guilty suspect lies, every innocent one tells the truth, and \
                   any number of them may be guilty. Who did it? Below, try the two posts' puzzles yourself, then reveal \
                   the answer and a truth table you filter statement by statement; you can remove a statement to see \
                   which answers it was ruling out, generate a new puzzle with one answer and every statement needed, \
                   or type your own." }
            </p>
            <Notices {notices} />
            <Tabs choice={view.choice} on_choice={on_choice} />
            if view.choice == Choice::New {
                <Generator suspects={view.suspects} difficulty={view.difficulty} seed={view.seed}
                    timed={generated.as_ref().as_ref().and_then(|r| r.as_ref().ok()).cloned()}
                    on_generate={on_generate} />
            }
            if view.choice == Choice::Own {
                <Editor text={view.text.clone()} on_text={on_text} />
            }
            { body }
        </article>
    }
}
