//! Solving a puzzle yourself, a generated one or one of the posts' (issue 31: they used to open
//! with the answer shown): mark the suspects you think were in on it, check, and reveal the
//! answer with its truth table.

use std::rc::Rc;

use snipelab_core::whodunit::{Assignment, Puzzle};
use yew::prelude::*;

/// Props of [`Guess`].
#[derive(Properties, PartialEq)]
pub struct GuessProps {
    /// The puzzle.
    pub puzzle: Rc<Puzzle>,
    /// Its solutions: the generator's one (which the library's tests check against the
    /// solver), or the solver's for the posts' puzzles (Problem 2 has two).
    pub answers: Rc<Vec<u32>>,
    /// Suspects marked guilty, bit i for suspect i.
    pub guess: u32,
    /// Whether these marks were checked (the verdict shows).
    pub checked: bool,
    /// Whether the answer is shown.
    pub revealed: bool,
    /// Called with the new marks.
    pub on_guess: Callback<u64>,
    /// Checks the marks.
    pub on_check: Callback<u64>,
    /// Shows the answer.
    pub on_reveal: Callback<u64>,
}

/// Names joined for reading: "Alice, Bob and Carol", or "nobody".
pub fn names(puzzle: &Puzzle, guilty: Assignment) -> String {
    let names = guilty.guilty_names(puzzle);
    match names.split_last() {
        None => "nobody".into(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// One toggle button per suspect, "Check" and "Reveal the answer".
#[function_component(Guess)]
pub fn guess(props: &GuessProps) -> Html {
    let puzzle = &props.puzzle;
    let n = puzzle.suspects().len();
    // Only the puzzle's suspects can be marked: a link's marks beyond them are dropped, so a
    // verdict never counts a suspect the reader cannot see (n ≤ 8 for generated puzzles).
    let marks = props.guess & ((1u64 << n) - 1) as u32;
    let on_check = props.on_check.reform(|_: MouseEvent| 1);
    // The view clears `checked` whenever the marks change, so the verdict is about these marks.
    let answers = &props.answers;
    let verdict = props.checked.then(|| {
        // Against the nearest solution, when there are several.
        let wrong = answers
            .iter()
            .map(|a| (marks ^ a).count_ones())
            .min()
            .unwrap_or(n as u32);
        match (wrong, answers.len()) {
            (_, 0) => (
                "whodunit-wrong",
                "No marks can be right: no assignment is consistent with every statement."
                    .to_string(),
            ),
            (0, 1) => (
                "whodunit-right",
                "Right: that is the only assignment consistent with every statement.".to_string(),
            ),
            (0, k) => (
                "whodunit-right",
                format!("Right: that is one of the {k} assignments consistent with every statement."),
            ),
            (wrong, 1) => (
                "whodunit-wrong",
                format!(
                    "Not yet: {wrong} of the {n} suspects {} marked wrongly.",
                    if wrong == 1 { "is" } else { "are" }
                ),
            ),
            (wrong, k) => (
                "whodunit-wrong",
                format!(
                    "Not yet: none of the {k} consistent assignments; the nearest differs in {wrong} of the {n} suspects."
                ),
            ),
        }
    });
    let revealed = match answers.as_slice() {
        [] => "No answer: the statements contradict each other.".to_string(),
        [one] => format!("The answer: {}.", names(puzzle, Assignment(*one))),
        several => format!(
            "The {} answers: {}.",
            several.len(),
            several
                .iter()
                .map(|a| names(puzzle, Assignment(*a)))
                .collect::<Vec<_>>()
                .join("; or ")
        ),
    };
    // How many answers there are, not which: a reader trying first may know what to look for.
    let ways = crate::format::thousands(1u64 << n);
    let count = match answers.len() {
        0 => format!(
            "None of the {ways} ways the {n} suspects can be guilty or innocent fits every statement."
        ),
        1 => format!(
            "Exactly one of the {ways} ways the {n} suspects can be guilty or innocent fits every statement."
        ),
        k => format!(
            "{k} of the {ways} ways the {n} suspects can be guilty or innocent fit every statement."
        ),
    };
    let reveal = props.on_reveal.reform(|_: MouseEvent| 1);

    html! {
        <section class="whodunit-guess" aria-labelledby="whodunit-guess-title">
            <h2 id="whodunit-guess-title">{ "Who was in on it?" }</h2>
            <p id="whodunit-count">{ count }</p>
            <p>{ "Mark the suspects you think are guilty (press again to clear), then check." }</p>
            <div class="controls whodunit-marks" role="group" aria-label="Suspects marked guilty">
                { for puzzle.suspects().iter().enumerate().map(|(x, name)| {
                    let on_guess = props.on_guess.clone();
                    let marked = marks >> x & 1 == 1;
                    html! {
                        <button type="button" id={format!("whodunit-mark-{}", x + 1)}
                            class={classes!("whodunit-mark", marked.then_some("guilty"))}
                            aria-pressed={marked.to_string()}
                            onclick={Callback::from(move |_: MouseEvent| on_guess.emit(u64::from(marks ^ (1 << x))))}>
                            { if marked { format!("{name}: guilty") } else { format!("{name}: innocent") } }
                        </button>
                    }
                }) }
            </div>
            <div class="controls">
                <button type="button" id="whodunit-check" onclick={on_check}>{ "Check" }</button>
                if !props.revealed {
                    <button type="button" id="whodunit-reveal" onclick={reveal}>{ "Reveal the answer" }</button>
                }
            </div>
            if let Some((id, text)) = verdict {
                <p id="whodunit-verdict" class={id} role="status">{ text }</p>
            }
            if props.revealed {
                <p id="whodunit-revealed">{ revealed }</p>
            }
        </section>
    }
}
