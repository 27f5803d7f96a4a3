//! The puzzle's statements, numbered, as the library prints them back in plain English.

use std::rc::Rc;

use snipelab_core::whodunit::Puzzle;
use yew::prelude::*;

/// Props of [`Statements`].
#[derive(Properties, PartialEq)]
pub struct StatementsProps {
    /// The puzzle.
    pub puzzle: Rc<Puzzle>,
}

/// The numbered statements (`#whodunit-statement-1` …).
#[function_component(Statements)]
pub fn statements(props: &StatementsProps) -> Html {
    let puzzle = &props.puzzle;
    html! {
        <section aria-labelledby="whodunit-statements-title">
            <h2 id="whodunit-statements-title">
                { format!("{} suspects, {} statements", puzzle.suspects().len(), puzzle.testimonies().len()) }
            </h2>
            <ol class="whodunit-statements">
                { for (0..puzzle.testimonies().len()).map(|i| html! {
                    <li id={format!("whodunit-statement-{}", i + 1)}>{ puzzle.line(i) }</li>
                }) }
            </ol>
        </section>
    }
}
