//! The check: the same game on finitely many hands, solved as a linear program in the worker,
//! knowing nothing about thresholds.

use std::rc::Rc;

use gloo_timers::callback::Timeout;
use snipelab_core::poker::{self, DiscretisedEquilibrium};
use yew::prelude::*;

use super::value_curve::plot_number;
use crate::format::scientific;
use crate::jobs::poker::Discretised;
use crate::jobs::{JobState, use_prerendered_job};
use crate::widgets::plot::palette;
use crate::widgets::{Chart, JobStatus, Marker, Plot, Series, SeriesKind, Slider};

/// Wait this long after the last change of bet or hands before solving, so that dragging a
/// slider does not start a solve per pixel.
const DEBOUNCE_MS: u32 = 250;

/// Props of [`LpCheck`].
#[derive(Properties, PartialEq)]
pub struct LpCheckProps {
    /// The bet.
    pub bet: f64,
    /// The bet as an exact fraction, for the text.
    pub bet_text: AttrValue,
    /// Hands of the discrete game.
    pub hands: usize,
    /// The continuous game's A(b).
    pub continuous_value: f64,
    /// The continuous x_t.
    pub alice_threshold: f64,
    /// The continuous y_t.
    pub bob_threshold: f64,
    /// Called with another number of hands.
    pub on_hands: Callback<usize>,
}

/// A hands slider, the solve's progress, and the discrete game's value and strategies next to
/// the continuous ones.
#[function_component(LpCheck)]
pub fn lp_check(props: &LpCheckProps) -> Html {
    let job = use_prerendered_job(Discretised {
        bet: props.bet,
        hands: props.hands,
    });
    {
        let start = job.start.clone();
        use_effect_with((props.bet.to_bits(), props.hands), move |&(bet, hands)| {
            let timer = Timeout::new(DEBOUNCE_MS, move || {
                start.emit(Discretised {
                    bet: f64::from_bits(bet),
                    hands,
                })
            });
            move || drop(timer)
        });
    }
    let solve_again = {
        let (bet, hands) = (props.bet, props.hands);
        job.start.reform(move |()| Discretised { bet, hands })
    };
    let on_slider = props.on_hands.reform(|v: f64| v as usize);

    let body = match &job.state {
        JobState::Done(result) => result_view(props, result),
        JobState::Idle => html! { <p>{ "Waiting to solve…" }</p> },
        _ => html! {
            <JobStatus id="poker-lp" status={job.state.status()} what={format!("solving the {}-hand game", props.hands)}
                on_cancel={job.cancel.clone()} on_retry={solve_again} />
        },
    };

    html! {
        <section aria-labelledby="poker-lp-title">
            <h2 id="poker-lp-title">{ "Checked by linear programming" }</h2>
            <p>
                { "Deal each player one of n equally likely hands instead of a number in [0, 1], and let Alice bet \
                   with any probability per hand. Her best guaranteed payoff is a linear program (and Bob's, its \
                   dual); solved by the simplex method in the background, it assumes nothing about thresholds." }
            </p>
            <div class="controls">
                <Slider id="poker-hands" label="Hands n" min={2.0} max={poker::MAX_HANDS as f64} value={props.hands as f64}
                    on_change={on_slider} />
            </div>
            { body }
        </section>
    }
}

fn result_view(props: &LpCheckProps, result: &DiscretisedEquilibrium) -> Html {
    let stale = result.hands != props.hands || result.bet != props.bet;
    let n = result.hands as f64;
    let strategy = |values: &[f64]| -> Vec<(f64, f64)> {
        let mut points: Vec<(f64, f64)> = values
            .iter()
            .enumerate()
            .map(|(i, &p)| (i as f64 / n, p))
            .collect();
        points.push((1.0, values.last().copied().unwrap_or(0.0)));
        points
    };
    let plot = Rc::new(Plot {
        title: format!(
            "Strategies on {} hands, b = {}",
            result.hands,
            plot_number(result.bet)
        ),
        x_label: "hand".into(),
        y_label: "probability".into(),
        x_range: (0.0, 1.0),
        y_range: (0.0, 1.05),
        y_log: false,
        series: vec![
            Series {
                name: "Alice bets".into(),
                color: palette::ORANGE,
                kind: SeriesKind::Step,
                points: strategy(&result.alice_bets),
            },
            Series {
                name: "Bob calls".into(),
                color: palette::GREEN,
                kind: SeriesKind::Step,
                points: strategy(&result.bob_calls),
            },
        ],
        x_markers: vec![
            Marker {
                at: props.alice_threshold,
                label: "x_t".into(),
                color: palette::ORANGE,
            },
            Marker {
                at: props.bob_threshold,
                label: "y_t".into(),
                color: palette::GREEN,
            },
        ],
        y_markers: vec![],
    });
    html! {
        <div class={classes!("poker-lp", stale.then_some("stale"))}>
            <p class="result" id="poker-lp-value">
                { format!("On {} hands, Alice's value is ", result.hands) }
                <strong id="poker-lp-number">{ format!("{:.6}", result.value) }</strong>
                { format!(" (Bob's program: {:.6}); the continuous game's A({}) ≈ {:.6}, a difference of {}.",
                    result.bob_value, props.bet_text, props.continuous_value, two_figures((result.value - props.continuous_value).abs())) }
            </p>
            <p id="poker-lp-fractions">
                { format!("Alice bets with {:.1}% of her hands (continuous game: 1 − x_t = {:.1}%); Bob calls with {:.1}% \
                           (1 − y_t = {:.1}%). Which hands below y_t Alice bluffs with does not matter, only how many: \
                           the program may well pick her worst hands rather than those just below y_t.",
                    100.0 * result.alice_bet_fraction, 100.0 * (1.0 - props.alice_threshold),
                    100.0 * result.bob_call_fraction, 100.0 * (1.0 - props.bob_threshold)) }
            </p>
            <Chart id="poker-lp-strategies" plot={plot} height={280} description={format!(
                "Alice's betting probability and Bob's calling probability for each of {} hands, with the continuous \
                 thresholds x_t and y_t marked.", result.hands)} />
        </div>
    }
}

/// A difference to two significant figures, in print: "4.4 × 10⁻⁵", "0.0012".
fn two_figures(x: f64) -> String {
    scientific(format!("{x:.1e}").parse().unwrap_or(x))
}
