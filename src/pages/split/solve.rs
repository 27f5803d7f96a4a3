//! Solving the chosen scenario in the worker: the estimate first, then progress, then E(split).

use snipelab_core::split::{self, BROWSER_BUDGET_BYTES, Estimate, Scenario};
use yew::prelude::*;

use super::comparison::Comparison;
use super::megabytes;
use super::view::pair_name;
use crate::format::{superscript, thousands};
use crate::jobs::split::Solve;
use crate::jobs::{JobState, use_job};
use crate::widgets::{JobStatus, Notice, NoticeKind};

/// Props of [`SolvePanel`].
#[derive(Properties, PartialEq)]
pub struct SolvePanelProps {
    /// The scenario chosen on the page.
    pub scenario: Scenario,
}

/// The library's estimate of a scenario, or why it cannot be played.
fn check(scenario: &Scenario) -> Result<Estimate, String> {
    if scenario.shoe.iter().all(|&n| n == 0) {
        return Err("The shoe is empty: put at least the pair and the up card in it.".to_string());
    }
    split::estimate(scenario).map_err(|e| format!("This scenario cannot be dealt: {e}."))
}

/// The seed's own figure for its worked example beside ours.
fn seed_note(ours: f64) -> String {
    let seed: f64 = split::SEED_E_SPLIT.parse().unwrap_or(f64::NAN);
    // The difference to two significant figures: "1.5 × 10⁻¹⁶".
    let difference = format!("{:.1e}", (seed - ours).abs());
    let (mantissa, exponent) = difference.split_once('e').unwrap_or((&difference, "0"));
    let difference = format!(
        "{mantissa} \u{d7} 10{}",
        superscript(exponent.parse().unwrap_or(0))
    );
    if ours.to_string() == split::SEED_E_SPLIT {
        format!(
            "This is the post's own example, and the post printed the same value, E(split) = {}.",
            split::SEED_E_SPLIT
        )
    } else {
        format!(
            "This is the post's own example: the post printed E(split) = {}, this page computes {ours}, \
             a difference of {}.",
            split::SEED_E_SPLIT,
            difference
        )
    }
}

/// The estimate, the Solve button, progress with cancel, and the result with its comparison.
#[function_component(SolvePanel)]
pub fn solve_panel(props: &SolvePanelProps) -> Html {
    let job = use_job::<Solve>();
    let checked = use_memo(props.scenario.clone(), check);
    let solve = {
        let scenario = props.scenario.clone();
        job.start
            .reform(move |()| Solve(scenario.clone(), crate::view::memory_budget()))
    };
    let on_solve = solve.reform(|_: MouseEvent| ());
    let s = &props.scenario;
    let title = format!(
        "Split {} against {}",
        pair_name(s.pair),
        split::rank_name(s.up)
    );

    let (before, can_solve) = match checked.as_ref() {
        Err(why) => (
            html! { <div id="split-invalid"><Notice kind={NoticeKind::Error}>{ why.clone() }</Notice></div> },
            false,
        ),
        Ok(estimate) => {
            let fits = estimate.fits(BROWSER_BUDGET_BYTES);
            let line = html! {
                <p id="split-estimate">
                    { format!("The library's estimate before solving: about {} states and {} of memory \
                               (this page's budget: {}).",
                        thousands(estimate.states), megabytes(estimate.bytes), megabytes(BROWSER_BUDGET_BYTES)) }
                </p>
            };
            if fits {
                (line, true)
            } else {
                (
                    html! {
                        <>
                            { line }
                            <div id="split-refused">
                                <Notice kind={NoticeKind::Error}>
                                    { "Too large to solve in a browser tab, which would run out of memory. Look \
                                       it up in the precomputed tables below (standard decks, common rules), or \
                                       solve it with this site's command-line tool, which runs outside the \
                                       browser and its memory limit." }
                                </Notice>
                            </div>
                        </>
                    },
                    false,
                )
            }
        }
    };

    let status = match &job.state {
        JobState::Done(solved) if solved.scenario == *s => {
            let sol = &solved.solution;
            html! {
                <div class="split-result">
                    <p class="result" id="split-result">
                        { "E(split) = " }<strong id="split-value">{ sol.value.to_string() }</strong>
                        { " per unit initial wager" }
                    </p>
                    <p id="split-stats">
                        { format!("Searched {} states to depth {} in {:.2} s in the worker; the solver's \
                                   tables peaked at {} ({:.1} bytes per state) with dealer odds for {} \
                                   compositions of the shoe.",
                            thousands(sol.states), sol.depth, solved.seconds, megabytes(sol.peak_bytes),
                            sol.bytes_per_state, thousands(sol.dealer_compositions)) }
                    </p>
                    if solved.scenario == split::seed_example() {
                        <p id="split-seed">{ seed_note(sol.value) }</p>
                    }
                    <Comparison e_split={sol.value} unsplit={solved.unsplit.clone()} />
                </div>
            }
        }
        JobState::Done(solved) => html! {
            <p id="split-stale">
                { format!("The last solve was for {} against {} with other cards or rules; solve this \
                           scenario to see its value.",
                    pair_name(solved.scenario.pair), split::rank_name(solved.scenario.up)) }
            </p>
        },
        _ => html! {
            <JobStatus id="split-solve" status={job.state.status()} counted="states" on_cancel={job.cancel.clone()}
                on_retry={solve.clone()} />
        },
    };

    html! {
        <section aria-labelledby="split-solve-title">
            <h2 id="split-solve-title">{ title }</h2>
            { before }
            <button type="button" id="split-solve" class="primary" onclick={on_solve}
                disabled={!can_solve || job.state.is_running()}>
                { "Solve with perfect card memory" }
            </button>
            { status }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use snipelab_core::split::{Rules, decks};

    #[test]
    fn impossible_shoes_are_messages() {
        let empty = Scenario {
            shoe: [0; 10],
            pair: 2,
            up: 4,
            rules: Rules::default(),
        };
        assert!(check(&empty).unwrap_err().contains("empty"));
        let no_pair = Scenario {
            shoe: [4, 1, 4, 4, 4, 4, 4, 4, 4, 16],
            ..empty
        };
        assert!(check(&no_pair).unwrap_err().contains("rank 2"));
    }

    #[test]
    fn the_seed_fits_and_eight_decks_with_three_splits_do_not() {
        let seed = Scenario {
            shoe: decks(1),
            pair: 2,
            up: 4,
            rules: Rules::default(),
        };
        assert!(check(&seed).unwrap().fits(BROWSER_BUDGET_BYTES));
        let big = Scenario {
            shoe: decks(8),
            rules: Rules {
                max_splits: 3,
                ..Rules::default()
            },
            ..seed.clone()
        };
        assert!(!check(&big).unwrap().fits(BROWSER_BUDGET_BYTES));
    }

    #[test]
    fn the_seed_value_is_shown_beside_ours() {
        assert_eq!(
            seed_note(0.12079971803625908),
            "This is the post's own example: the post printed E(split) = 0.12079971803625923, this page \
             computes 0.12079971803625908, a difference of 1.5 \u{d7} 10\u{207b}\u{b9}\u{2076}."
        );
    }
}
