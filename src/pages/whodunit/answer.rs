//! The answer: every solution (the posts' puzzles come out as intended: Paul and Steve; all
//! five; and Problem 2's two), which statements are needed, and a detective's chain of
//! deductions from the library's `reason`.

use std::rc::Rc;

use snipelab_core::whodunit::{Puzzle, Reasoning, Solution};
use yew::prelude::*;

use super::guess::names;
use crate::format::thousands;

/// Solutions listed before "and N more".
const SHOWN: usize = 20;

/// Props of [`Answer`].
#[derive(Properties, PartialEq)]
pub struct AnswerProps {
    /// The puzzle.
    pub puzzle: Rc<Puzzle>,
    /// Its solutions.
    pub solution: Rc<Solution>,
    /// The chain of deductions, when the puzzle is small enough for it.
    #[prop_or_default]
    pub reasoning: Option<Rc<Reasoning>>,
}

/// Statement numbers, "1", "1 and 3", "1, 2 and 5".
fn numbers(statements: &[usize]) -> String {
    let words: Vec<String> = statements.iter().map(|i| (i + 1).to_string()).collect();
    match words.split_last() {
        None => String::new(),
        Some((last, [])) => format!("statement {last}"),
        Some((last, rest)) => format!("statements {} and {last}", rest.join(", ")),
    }
}

/// The verdict, the solutions, the statements needed and the deductions.
#[function_component(Answer)]
pub fn answer(props: &AnswerProps) -> Html {
    let (puzzle, solution) = (&props.puzzle, &props.solution);
    let count = solution.solution_count;
    let verdict = match count {
        0 => "No solution: the statements contradict each other under the rules.".to_string(),
        1 => format!(
            "One solution: {} {} in on it.",
            names(puzzle, solution.solutions[0]),
            if solution.solutions[0].count() == 1 {
                "was"
            } else {
                "were"
            }
        ),
        _ => format!(
            "{} solutions: the statements do not settle who did it.",
            thousands(count)
        ),
    };
    let needed: Vec<usize> = (0..solution.needed.len())
        .filter(|&i| solution.needed[i])
        .collect();
    let needless: Vec<usize> = (0..solution.needed.len())
        .filter(|&i| !solution.needed[i])
        .collect();
    let needed_text = if needless.is_empty() {
        "Every statement is needed: remove any one and another assignment fits.".to_string()
    } else if needed.is_empty() {
        "No statement is needed: removing any one of them lets in nothing new.".to_string()
    } else {
        format!(
            "Needed: {}. Not needed: {} ({} lets in nothing new).",
            numbers(&needed),
            numbers(&needless),
            if needless.len() == 1 {
                "removing it"
            } else {
                "removing any one of them alone"
            }
        )
    };

    html! {
        <section aria-labelledby="whodunit-answer-title">
            <h2 id="whodunit-answer-title">{ "The answer" }</h2>
            <p id="whodunit-verdict-solver" data-count={count.to_string()}>{ verdict }</p>
            if count > 1 {
                <ol id="whodunit-solutions">
                    { for solution.solutions.iter().take(SHOWN).map(|a| html! {
                        <li>{ format!("{} guilty", names(puzzle, *a)) }</li>
                    }) }
                    if count > SHOWN as u64 {
                        <li>{ format!("… and {} more", thousands(count - SHOWN as u64)) }</li>
                    }
                </ol>
            }
            <p id="whodunit-needed">{ needed_text }</p>
            if let Some(reasoning) = &props.reasoning {
                if !reasoning.steps.is_empty() {
                    <details id="whodunit-reasoning">
                        <summary>{ format!("A detective's chain of deductions (difficulty {}: the most statements one step combines)", reasoning.difficulty) }</summary>
                        <ol>
                            { for reasoning.steps.iter().map(|step| html! {
                                <li>{ format!("From {} and what is known so far: {} is {}.",
                                    numbers(&step.statements), puzzle.suspects()[step.suspect],
                                    if step.guilty { "guilty" } else { "innocent" }) }</li>
                            }) }
                        </ol>
                        if !reasoning.undetermined.is_empty() {
                            <p>{ format!("Left open: {}.", reasoning.undetermined.iter()
                                .map(|&x| puzzle.suspects()[x].clone()).collect::<Vec<_>>().join(", ")) }</p>
                        }
                    </details>
                }
            }
        </section>
    }
}
