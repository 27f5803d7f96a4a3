//! The truth table, filtered statement by statement: each row is an assignment of guilt, each
//! statement column says whether the statement is consistent with the rules in that row (true
//! from an innocent speaker, false from a guilty one). Applying a statement keeps only its ✓
//! rows; applying all of them leaves the solutions (seed `001_…`: "the solution should be
//! unique").

use std::rc::Rc;

use snipelab_core::whodunit::{Puzzle, TruthTable};
use yew::prelude::*;

use crate::format::{count, superscript, thousands};

/// Rows drawn before "and N more" (8 suspects have 256).
const SHOWN: usize = 64;

/// Props of [`Table`].
#[derive(Properties, PartialEq)]
pub struct TableProps {
    /// The puzzle.
    pub puzzle: Rc<Puzzle>,
    /// Its truth table, from the library.
    pub table: Rc<TruthTable>,
    /// Statements applied (bits).
    pub filter: u64,
    /// Called with the new set of statements applied.
    pub on_filter: Callback<u64>,
}

/// Checkboxes per statement, "apply the next", "apply all", "clear", and the surviving rows.
#[function_component(Table)]
pub fn table(props: &TableProps) -> Html {
    let (puzzle, table) = (&props.puzzle, &props.table);
    let n = puzzle.suspects().len();
    let m = puzzle.testimonies().len();
    let all = if m >= 64 { !0 } else { (1u64 << m) - 1 };
    let filter = props.filter & all;
    let applied: Vec<usize> = (0..m).filter(|i| filter >> i & 1 == 1).collect();
    let rows: Vec<_> = (table.rows.iter())
        .filter(|r| applied.iter().all(|&i| r.consistent[i]))
        .collect();
    let set = |bits: u64| {
        let on_filter = props.on_filter.clone();
        Callback::from(move |_: MouseEvent| on_filter.emit(bits))
    };
    // "Apply the next": the lowest statement not yet applied, so repeated presses follow the
    // puzzle's order (the counts of `survivors_after`).
    let next = (0..m).find(|i| filter >> i & 1 == 0);
    let order: Vec<String> = table
        .survivors_after
        .iter()
        .map(|&c| thousands(c))
        .collect();
    let initial = |name: &String| name.chars().next().map(String::from).unwrap_or_default();

    html! {
        <section aria-labelledby="whodunit-table-title">
            <h2 id="whodunit-table-title">{ "The truth table, filtered" }</h2>
            <p>
                { format!("Each row is one of the {} (2{}) ways to choose the guilty (G). Under a statement, ✓ means \
                           it fits the rules in that row: true if its speaker is innocent, false if guilty. Apply \
                           statements to keep only their ✓ rows.", thousands(1 << n), superscript(n as i32)) }
            </p>
            <fieldset class="whodunit-filter">
                <legend>{ "Apply statements" }</legend>
                { for (0..m).map(|i| {
                    let on_filter = props.on_filter.clone();
                    let on = filter >> i & 1 == 1;
                    let id = format!("whodunit-apply-{}", i + 1);
                    html! {
                        <div class="whodunit-apply">
                            <input type="checkbox" id={id.clone()} checked={on}
                                onchange={Callback::from(move |_: Event| on_filter.emit(filter ^ (1 << i)))} />
                            <label for={id}>{ format!("{}. {}", i + 1, puzzle.line(i)) }</label>
                        </div>
                    }
                }) }
                <div class="controls">
                    if let Some(i) = next {
                        <button type="button" id="whodunit-apply-next" onclick={set(filter | (1 << i))}>
                            { format!("Apply statement {}", i + 1) }
                        </button>
                    }
                    <button type="button" id="whodunit-apply-all" onclick={set(all)}>{ "Apply all" }</button>
                    <button type="button" id="whodunit-apply-none" onclick={set(0)}>{ "Clear" }</button>
                </div>
            </fieldset>
            <p id="whodunit-survivors" data-count={rows.len().to_string()}>
                { format!("{} of {} assignments {} {}.", thousands(rows.len() as u64), thousands(1 << n),
                    if rows.len() == 1 { "survives" } else { "survive" },
                    match applied.len() { 0 => "with no statement applied".to_string(), 1 => "1 statement".to_string(), k => format!("{k} statements") }) }
            </p>
            <p class="whodunit-order">{ format!("Applying statements 1, 2, … in order: {}.", order.join(" → ")) }</p>
            <div class="whodunit-table-wrap">
                <table class="whodunit-table" id="whodunit-table">
                    <thead>
                        <tr>
                            { for puzzle.suspects().iter().map(|name| html! {
                                <th scope="col"><abbr title={name.clone()}>{ initial(name) }</abbr></th>
                            }) }
                            { for (0..m).map(|i| html! {
                                <th scope="col" class={classes!("statement", (filter >> i & 1 == 1).then_some("applied"))}>
                                    { format!("{}", i + 1) }
                                </th>
                            }) }
                        </tr>
                    </thead>
                    <tbody>
                        { for rows.iter().take(SHOWN).map(|row| html! {
                            <tr class={classes!((row.consistent.iter().all(|&c| c)).then_some("solution"))}>
                                { for (0..n).map(|x| html! {
                                    <td class={classes!(row.guilty.is_guilty(x).then_some("guilty"))}>
                                        { if row.guilty.is_guilty(x) { "G" } else { "·" } }
                                    </td>
                                }) }
                                { for row.consistent.iter().map(|&c| html! {
                                    <td class={if c { "fits" } else { "clash" }}>{ if c { "✓" } else { "✗" } }</td>
                                }) }
                            </tr>
                        }) }
                    </tbody>
                </table>
            </div>
            if rows.len() > SHOWN {
                <p>{ format!("… and {}.", count((rows.len() - SHOWN) as u64, "more row", "more rows")) }</p>
            }
        </section>
    }
}
