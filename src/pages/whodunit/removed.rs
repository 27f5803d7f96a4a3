//! "What if this statement were removed": the assignments that appear, straight from the
//! solver's `appear_without` (the post's test of an interesting puzzle: every statement needed).

use std::rc::Rc;

use snipelab_core::whodunit::{Puzzle, Solution};
use yew::prelude::*;

use super::guess::names;
use crate::format::thousands;

/// Assignments listed before "and N more".
const SHOWN: usize = 20;

/// Props of [`Removed`].
#[derive(Properties, PartialEq)]
pub struct RemovedProps {
    /// The puzzle.
    pub puzzle: Rc<Puzzle>,
    /// Its solutions and, per statement, what appears without it.
    pub solution: Rc<Solution>,
    /// The statement removed, from 1 (0: none).
    pub without: usize,
    /// Called with the statement to remove.
    pub on_without: Callback<u64>,
}

/// A select of the statement to remove and what then also fits.
#[function_component(Removed)]
pub fn removed(props: &RemovedProps) -> Html {
    let (puzzle, solution) = (&props.puzzle, &props.solution);
    let m = puzzle.testimonies().len();
    let without = if props.without <= m { props.without } else { 0 };
    let on_change = props.on_without.reform(|e: Event| {
        e.target_dyn_into::<web_sys::HtmlSelectElement>()
            .and_then(|s| s.value().parse::<u64>().ok())
            .unwrap_or(0)
    });
    let result = (without > 0).then(|| {
        let appearing = &solution.appear_without[without - 1];
        if appearing.count == 0 {
            html! {
                <p id="whodunit-removed">
                    { format!("Without statement {without}, nothing new fits: the other statements already rule out \
                               everything it does, so it is not needed.") }
                </p>
            }
        } else {
            html! {
                <>
                    <p id="whodunit-removed" data-count={appearing.count.to_string()}>
                        { format!("Without statement {without}, {} more {} fit{}:", thousands(appearing.count),
                            if appearing.count == 1 { "assignment" } else { "assignments" },
                            if appearing.count == 1 { "s" } else { "" }) }
                    </p>
                    <ul id="whodunit-appearing">
                        { for appearing.assignments.iter().take(SHOWN).map(|a| html! {
                            <li>{ format!("{} guilty", names(puzzle, *a)) }</li>
                        }) }
                        if appearing.count > SHOWN as u64 {
                            <li>{ format!("… and {} more", thousands(appearing.count - SHOWN as u64)) }</li>
                        }
                    </ul>
                </>
            }
        }
    });

    html! {
        <section class="whodunit-removed" aria-labelledby="whodunit-removed-title">
            <h2 id="whodunit-removed-title">{ "What if a statement were removed?" }</h2>
            <div class="controls">
                <label for="whodunit-without">{ "Remove" }</label>
                <select id="whodunit-without" onchange={on_change}>
                    <option value="0" selected={without == 0}>{ "no statement" }</option>
                    { for (1..=m).map(|i| html! {
                        <option value={i.to_string()} selected={i == without}>{ format!("statement {i}") }</option>
                    }) }
                </select>
            </div>
            { result.unwrap_or_default() }
        </section>
    }
}
