//! The check itself: averages over cards dealt unseen before the round, against the program's
//! answer off the top.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use snipelab_core::truecount::{BurnPoint, Game, Shoe, decimal};
use yew::prelude::*;

use crate::jobs::truecount::{Check as CheckJob, Checked};
use crate::jobs::{JobState, use_prerendered_job};
use crate::widgets::plot::palette;
use crate::widgets::{Chart, JobStatus, Plot, Series, SeriesKind};

/// Props of [`Check`].
#[derive(Properties, PartialEq)]
pub struct CheckProps {
    /// The shoe.
    pub shoe: Shoe,
    /// The game and the program.
    pub game: Game,
    /// The most cards the stopping rules deal.
    pub max_cards: u32,
}

/// What a check is for: counts, ties push, buggy, most cards dealt.
type Key = (Vec<u32>, bool, bool, u32);

/// Runs the check in the worker and shows the four averages, the verdict, and the burn curve of
/// both programs.
#[function_component(Check)]
pub fn check(props: &CheckProps) -> Html {
    let key: Key = (
        props.shoe.counts().to_vec(),
        props.game.ties_push,
        props.game.buggy,
        props.max_cards,
    );
    // Checks already done: toggling the bug back and forth is instant.
    let cache: Rc<RefCell<HashMap<Key, Rc<Checked>>>> = use_mut_ref(HashMap::new);
    let job = use_prerendered_job(CheckJob {
        counts: key.0.clone(),
        game: Game {
            ties_push: key.1,
            buggy: key.2,
        },
        max_cards: key.3,
    });

    if let Some(checked) = job.state.output() {
        let done: Key = (
            checked.report.shoe.clone(),
            checked.report.ties_push,
            checked.report.buggy,
            checked.burns.len().saturating_sub(1) as u32,
        );
        cache
            .borrow_mut()
            .entry(done)
            .or_insert_with(|| checked.clone());
    }
    let checked = cache.borrow().get(&key).cloned();
    let job_for = |(counts, ties_push, buggy, max_cards): Key| CheckJob {
        counts,
        game: Game { ties_push, buggy },
        max_cards,
    };
    {
        let start = job.start.clone();
        let need_job = checked.is_none();
        use_effect_with((key.clone(), need_job), move |(key, need_job)| {
            if *need_job {
                start.emit(job_for(key.clone()));
            }
        });
    }
    let restart = {
        let key = key.clone();
        job.start.reform(move |()| job_for(key.clone()))
    };

    let body = match checked {
        Some(checked) => checked_view(&checked, props.game),
        None => match job.state {
            JobState::Idle | JobState::Done(_) => html! { <p>{ "Averaging…" }</p> },
            _ => html! {
                <JobStatus id="truecount" status={job.state.status()} what="averaging over the cards dealt"
                    on_cancel={job.cancel.clone()} on_retry={restart} />
            },
        },
    };

    html! {
        <section aria-labelledby="truecount-check-title">
            <h2 id="truecount-check-title">{ "Deal cards unseen first, then play" }</h2>
            <p>
                { "Each rule deals cards off the top, face down, before the round; the program's expected value \
                   is then averaged exactly over every way the dealing can go. The theorem says each average must \
                   equal the value off the top." }
            </p>
            { body }
        </section>
    }
}

fn checked_view(checked: &Checked, game: Game) -> Html {
    let r = &checked.report;
    // An integer without its "/1".
    let ev = r.expected_value_exact.to_string();
    let verdict = if r.bug_revealed {
        "Dealing unseen cards changed the average, which the theorem forbids: this expected_value(shoe) must be \
         wrong, even though we never looked for the bug."
            .to_string()
    } else if game.buggy && game.ties_push {
        "Every average equals the value off the top, yet the missing line is still missing: with ties pushing, \
         the game is symmetric, every value is 0, and the bug hides. Agreement proves nothing."
            .to_string()
    } else {
        "Every average equals the value off the top: no bug found (which, on its own, proves nothing)."
            .to_string()
    };
    let plot = Rc::new(burn_plot(&checked.burns, game));
    html! {
        <>
            <div class="truecount-scroll">
                <table class="truecount-table" id="truecount-table">
                    <thead>
                        <tr>
                            <th scope="col">{ "Before the round" }</th>
                            <th scope="col">{ "Average expected value" }</th>
                            <th scope="col">{ "≈" }</th>
                            <th scope="col">{ "Same as off the top?" }</th>
                        </tr>
                    </thead>
                    <tbody>
                        <tr>
                            <th scope="row">{ "nothing (off the top)" }</th>
                            <td class="exact">{ ev }</td>
                            <td>{ format!("{:.6}", r.expected_value) }</td>
                            <td>{ "—" }</td>
                        </tr>
                        { for r.averages.iter().enumerate().map(|(i, a)| {
                            let exact = a.average_exact.to_string();
                            html! {
                                <tr class={classes!((!a.agrees).then_some("differs"))} id={format!("truecount-rule-{}", i + 1)}>
                                    <th scope="row">{ a.description.clone() }</th>
                                    <td class="exact" id={format!("truecount-rule-{}-exact", i + 1)}>{ exact }</td>
                                    <td>{ format!("{:.6}", a.average) }</td>
                                    <td>{ if a.agrees { "✓ equal" } else { "✗ differs" } }</td>
                                </tr>
                            }
                        }) }
                    </tbody>
                </table>
            </div>
            <p class={classes!("result", r.bug_revealed.then_some("truecount-bug"))} id="truecount-verdict">{ verdict }</p>
            <h3>{ "Burning more and more cards" }</h3>
            <Chart id="truecount-burns" plot={plot} description={format!(
                "The average expected value after burning 0 to {} cards, by the post's program and by the corrected \
                 one: the corrected line is flat{}.", checked.burns.len().saturating_sub(1),
                if game.ties_push { ", and so is the buggy one when ties push" } else { ", the buggy one drifts" })} />
        </>
    }
}

/// The average after burning d cards, by both programs, for d = 0 (off the top) up.
fn burn_plot(burns: &[BurnPoint], game: Game) -> Plot {
    let line = |pick: fn(&BurnPoint) -> f64| -> Vec<(f64, f64)> {
        burns
            .iter()
            .map(|b| (f64::from(b.burned), pick(b)))
            .collect()
    };
    let (buggy, correct) = (
        line(|b| decimal(&b.buggy_exact)),
        line(|b| decimal(&b.correct_exact)),
    );
    let values = || buggy.iter().chain(&correct).map(|p| p.1);
    let (lo, hi) = (
        values().fold(f64::INFINITY, f64::min),
        values().fold(f64::NEG_INFINITY, f64::max),
    );
    // More room below than above: the legend sits in the lower right corner.
    let pad = ((hi - lo) * 0.15).max(1e-3);
    Plot {
        title: format!(
            "Average after burning d cards{}",
            if game.ties_push { " (ties push)" } else { "" }
        ),
        x_label: "d, cards burned".into(),
        y_label: "expected value".into(),
        x_range: (0.0, burns.len().saturating_sub(1).max(1) as f64),
        y_range: (lo - 4.0 * pad, hi + pad),
        y_log: false,
        series: vec![
            Series {
                name: "the post's program".into(),
                color: palette::RED,
                kind: SeriesKind::Line,
                points: buggy.clone(),
            },
            Series {
                name: String::new(),
                color: palette::RED,
                kind: SeriesKind::Points,
                points: buggy,
            },
            Series {
                name: "with the missing line".into(),
                color: palette::BLUE,
                kind: SeriesKind::Line,
                points: correct.clone(),
            },
            Series {
                name: String::new(),
                color: palette::BLUE,
                kind: SeriesKind::Points,
                points: correct,
            },
        ],
        x_markers: vec![],
        y_markers: vec![],
    }
}
