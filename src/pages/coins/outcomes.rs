//! Who wins n flips: exact counts, probabilities, and the distribution of Alice − Bob.

use std::cell::RefCell;
use std::cmp::Ordering;
use std::collections::HashMap;
use std::rc::Rc;

use num_bigint::BigUint;
use snipelab_core::coins::{self, CoinsReport};
use snipelab_core::progress::Silent;
use yew::prelude::*;

use crate::jobs::coins::Report;
use crate::jobs::{JobState, use_prerendered_job};
use crate::widgets::plot::palette;
use crate::widgets::{BigCount, Chart, JobStatus, Notice, NoticeKind, Plot, Series, SeriesKind};

/// Games up to this many flips are counted on the UI thread (under a millisecond natively at
/// 100 flips); longer ones in the worker (18 ms natively at 300, 72 ms at 1,000).
pub const SYNC_FLIPS: u32 = 150;

/// Reports (or why there is none) by number of flips.
type Reports = HashMap<u32, Rc<Result<CoinsReport, String>>>;

/// Props of [`Outcomes`].
#[derive(Properties, PartialEq)]
pub struct OutcomesProps {
    /// Flips.
    pub n: u32,
}

/// The counts of sequences Alice wins, Bob wins and tie, with the score-difference bars.
#[function_component(Outcomes)]
pub fn outcomes(props: &OutcomesProps) -> Html {
    let n = props.n;
    // Reports already computed, by n: moving the slider back is instant.
    let cache: Rc<RefCell<Reports>> = use_mut_ref(HashMap::new);
    let job = use_prerendered_job(Report { flips: n });

    if let Some(report) = job.state.output() {
        cache
            .borrow_mut()
            .entry(report.flips)
            .or_insert_with(|| Rc::new(Ok((**report).clone())));
    }
    if n <= SYNC_FLIPS && !cache.borrow().contains_key(&n) {
        let report = coins::coins_report(n, &mut Silent).map_err(|e| e.to_string());
        cache.borrow_mut().insert(n, Rc::new(report));
    }
    let report = cache.borrow().get(&n).cloned();
    {
        let start = job.start.clone();
        let need_job = report.is_none();
        use_effect_with((n, need_job), move |&(n, need_job)| {
            if need_job {
                start.emit(Report { flips: n });
            }
        });
    }
    let restart = job.start.reform(move |()| Report { flips: n });

    let body = match report.as_deref() {
        Some(Ok(report)) => report_view(report),
        Some(Err(message)) => {
            html! { <Notice kind={NoticeKind::Error}>{ message.clone() }</Notice> }
        }
        // A result for another n, or none yet: the new count is on its way.
        None if matches!(job.state, JobState::Idle | JobState::Done(_)) => {
            html! { <p>{ "Counting…" }</p> }
        }
        None => html! {
            <JobStatus id="coins" status={job.state.status()} what={format!("counting {n} flips")}
                on_cancel={job.cancel.clone()} on_retry={restart} />
        },
    };

    html! {
        <section aria-labelledby="coins-outcomes-title">
            <h2 id="coins-outcomes-title">{ format!("{n} flips") }</h2>
            { body }
        </section>
    }
}

fn report_view(r: &CoinsReport) -> Html {
    let verdict = match r.bob_wins.cmp(&r.alice_wins) {
        Ordering::Greater => format!(
            "Bob wins more often, by {:.4} percentage points.",
            100.0 * (r.p_bob - r.p_alice)
        ),
        Ordering::Less => format!(
            "Alice wins more often, by {:.4} percentage points.",
            100.0 * (r.p_alice - r.p_bob)
        ),
        Ordering::Equal => "Alice and Bob win exactly as many sequences each.".to_string(),
    };
    let row = |who: &str, id: &str, count: &BigUint, p: f64| {
        html! {
            <tr>
                <th scope="row">{ who.to_string() }</th>
                <td><BigCount id={format!("coins-{id}-count")} digits={AttrValue::from(count.to_string())} /></td>
                <td id={format!("coins-{id}-p")}>{ format!("{p:.6}") }</td>
            </tr>
        }
    };
    let plot = Rc::new(differences_plot(r));
    html! {
        <>
            <div class="coins-scroll">
                <table class="coins-table" id="coins-table">
                    <thead>
                        <tr><th scope="col">{ "Outcome" }</th><th scope="col">{ "Sequences" }</th><th scope="col">{ "Probability" }</th></tr>
                    </thead>
                    <tbody>
                        { row("Alice wins (more HH)", "alice", &r.alice_wins, r.p_alice) }
                        { row("Bob wins (more HT)", "bob", &r.bob_wins, r.p_bob) }
                        { row("Tie", "tie", &r.ties, r.p_tie) }
                        { row("All sequences, 2ⁿ", "all", &r.sequences, 1.0) }
                    </tbody>
                </table>
            </div>
            <p class="result" id="coins-verdict">{ verdict }</p>
            <h3>{ "Alice's score minus Bob's" }</h3>
            <Chart id="coins-differences" plot={plot} description={format!(
                "Distribution of Alice's points minus Bob's over the 2^{} sequences: Bob's wins left of 0, Alice's right.", r.flips)} />
        </>
    }
}

/// Bars of P(Alice − Bob = d), coloured by who wins, where they are visible.
fn differences_plot(r: &CoinsReport) -> Plot {
    let top = r.differences.iter().map(|d| d.p).fold(0.0, f64::max);
    // Beyond a ten-thousandth of the peak a bar is thinner than a pixel.
    let visible: Vec<_> = r.differences.iter().filter(|d| d.p >= top * 1e-4).collect();
    let lo = visible.first().map_or(0, |d| d.difference);
    let hi = visible.last().map_or(0, |d| d.difference);
    let bars = |keep: fn(i64) -> bool| -> Vec<(f64, f64)> {
        visible
            .iter()
            .filter(|d| keep(d.difference))
            .map(|d| (d.difference as f64, d.p))
            .collect()
    };
    Plot {
        title: format!("Alice − Bob after {} flips", r.flips),
        x_label: "Alice's points − Bob's".into(),
        y_label: "probability".into(),
        x_range: (lo as f64 - 0.5, hi as f64 + 0.5),
        y_range: (0.0, top * 1.1),
        y_log: false,
        series: vec![
            Series {
                name: "Bob wins".into(),
                color: palette::ORANGE,
                kind: SeriesKind::Bars { width: 0.8 },
                points: bars(|d| d < 0),
            },
            Series {
                name: "tie".into(),
                color: palette::GRAY,
                kind: SeriesKind::Bars { width: 0.8 },
                points: bars(|d| d == 0),
            },
            Series {
                name: "Alice wins".into(),
                color: palette::BLUE,
                kind: SeriesKind::Bars { width: 0.8 },
                points: bars(|d| d > 0),
            },
        ],
        x_markers: vec![],
        y_markers: vec![],
    }
}
