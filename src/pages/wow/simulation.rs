//! A classroom board filled slip by slip, and a histogram of many simulated boards.

use std::rc::Rc;

use gloo_timers::callback::Interval;
use rand::SeedableRng;
use snipelab_core::wow;
use yew::prelude::*;

use crate::format::{count, thousands};
use crate::jobs::wow::Simulations;
use crate::jobs::{JobState, use_job};
use crate::widgets::plot::palette;
use crate::widgets::{Chart, JobStatus, Notice, NoticeKind, Plot, Series, SeriesKind};

/// Boards larger than this are simulated but not drawn cell by cell.
const MAX_DRAWN: u32 = 30;
/// Boards per histogram.
const TRIALS: u32 = 10_000;

/// Props of [`Simulation`].
#[derive(Properties, PartialEq)]
pub struct SimulationProps {
    /// Board side.
    pub n: u32,
}

fn new_board(n: u32) -> Rc<Result<wow::Simulation, wow::Error>> {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(crate::platform::random_seed());
    Rc::new(wow::simulate(n, &mut rng))
}

/// Draw slips one at a time (or play them), then compare many boards with the exact law.
#[function_component(Simulation)]
pub fn simulation(props: &SimulationProps) -> Html {
    let n = props.n;
    let board = use_state(|| new_board(n));
    let shown = use_state(|| 0usize);
    let playing = use_state(|| false);
    let job = use_job::<Simulations>();

    {
        // A new board side deals a new board.
        let (board, shown, playing) = (board.clone(), shown.clone(), playing.clone());
        use_effect_with(n, move |&n| {
            board.set(new_board(n));
            shown.set(0);
            playing.set(false);
        });
    }
    let total = board.as_ref().as_ref().map(|b| b.draws.len()).unwrap_or(0);
    {
        let (shown, playing) = (shown.clone(), playing.clone());
        use_effect_with(
            (*playing, *shown, total),
            move |&(is_playing, at, total)| {
                let timer = (is_playing && at < total).then(|| {
                    Interval::new(60, move || {
                        if *shown + 1 >= total {
                            playing.set(false);
                        }
                        shown.set((*shown + 1).min(total));
                    })
                });
                move || drop(timer)
            },
        );
    }

    let draw_one = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| shown.set((*shown + 1).min(total)))
    };
    let toggle_play = {
        let playing = playing.clone();
        Callback::from(move |_: MouseEvent| playing.set(!*playing))
    };
    let reset = {
        let (board, shown, playing) = (board.clone(), shown.clone(), playing.clone());
        Callback::from(move |_: MouseEvent| {
            board.set(new_board(n));
            shown.set(0);
            playing.set(false);
        })
    };
    let simulate = job.start.reform(move |()| Simulations {
        n,
        trials: TRIALS,
        seed: crate::platform::random_seed(),
    });
    let simulate_many = simulate.reform(|_: MouseEvent| ());

    let board_view = match board.as_ref() {
        Ok(b) => {
            let done = *shown >= b.draws.len();
            let status = if done {
                let line = if b.completed_line < n {
                    format!("Row {}", b.completed_line + 1)
                } else {
                    format!("Column {}", b.completed_line - n + 1)
                };
                format!(
                    "{line} is complete: X = {}.",
                    count(b.draws.len() as u64, "slip", "slips")
                )
            } else {
                format!(
                    "{} drawn, no row or column complete yet.",
                    count(*shown as u64, "slip", "slips")
                )
            };
            html! {
                <>
                    if n <= MAX_DRAWN {
                        { board_svg(b, *shown) }
                    }
                    <p id="wow-sim-status" aria-live="polite">{ status }</p>
                </>
            }
        }
        Err(error) => html! { <Notice kind={NoticeKind::Error}>{ error.to_string() }</Notice> },
    };

    let histogram = match &job.state {
        JobState::Done(simulated) if simulated.n == n => {
            html! { <HistogramView n={n} counts={Rc::new(simulated.counts.clone())}
            survival={Rc::new(simulated.survival.clone())} /> }
        }
        _ => html! {
            <JobStatus id="wow-simulations" status={job.state.status()} on_cancel={job.cancel.clone()}
                on_retry={simulate} />
        },
    };

    html! {
        <section aria-labelledby="wow-sim-title">
            <h2 id="wow-sim-title">{ "Fill a board yourself" }</h2>
            <div class="controls buttons">
                <button type="button" id="wow-draw" onclick={draw_one} disabled={*shown >= total}>{ "Draw a slip" }</button>
                <button type="button" id="wow-play" onclick={toggle_play} disabled={*shown >= total}>
                    { if *playing { "Pause" } else { "Play" } }
                </button>
                <button type="button" id="wow-reset" onclick={reset}>{ "New board" }</button>
            </div>
            { board_view }
            <h3>{ "Many boards against the exact law" }</h3>
            <div class="controls buttons">
                <button type="button" id="wow-simulate" onclick={simulate_many} disabled={job.state.is_running()}>
                    { format!("Simulate {} boards", thousands(u64::from(TRIALS))) }
                </button>
            </div>
            { histogram }
        </section>
    }
}

fn board_svg(board: &wow::Simulation, shown: usize) -> Html {
    let n = board.n;
    let mut filled = vec![false; (n * n) as usize];
    for &cell in board.draws.iter().take(shown) {
        if let Some(f) = filled.get_mut(cell as usize) {
            *f = true;
        }
    }
    let complete = shown >= board.draws.len();
    let in_line = |cell: u32| {
        let (row, column) = (cell / n, cell % n);
        complete && (board.completed_line == row || board.completed_line == n + column)
    };
    let size = 10.0;
    html! {
        <svg class="wow-board" viewBox={format!("0 0 {} {}", f64::from(n) * size, f64::from(n) * size)}
            role="img" aria-label={format!("A {n} by {n} board with {shown} squares filled")}>
            { for (0..n * n).map(|cell| {
                let (x, y) = (f64::from(cell % n) * size, f64::from(cell / n) * size);
                let class = match (filled[cell as usize], in_line(cell)) {
                    (true, true) => "cell line",
                    (true, false) => "cell filled",
                    _ => "cell",
                };
                html! { <rect class={class} x={x.to_string()} y={y.to_string()} width={(size - 1.0).to_string()} height={(size - 1.0).to_string()} /> }
            }) }
        </svg>
    }
}

/// Props of [`HistogramView`].
#[derive(Properties, PartialEq)]
struct HistogramProps {
    n: u32,
    counts: Rc<Vec<u64>>,
    /// The exact P(X > k), from the same worker job.
    survival: Rc<Vec<f64>>,
}

/// Simulated frequencies as bars, the exact probabilities as a line.
#[function_component(HistogramView)]
fn histogram_view(props: &HistogramProps) -> Html {
    let n = props.n;
    let survival = &props.survival;
    let trials: u64 = props.counts.iter().sum();
    let pmf: Vec<(f64, f64)> = (1..survival.len())
        .map(|x| (x as f64, survival[x - 1] - survival[x]))
        .collect();
    let bars: Vec<(f64, f64)> = props
        .counts
        .iter()
        .enumerate()
        .filter(|(_, c)| **c > 0)
        .map(|(x, &c)| (x as f64, c as f64 / trials.max(1) as f64))
        .collect();
    let relevant: Vec<f64> = pmf
        .iter()
        .filter(|(_, p)| *p > 1e-4)
        .map(|(x, _)| *x)
        .collect();
    let (lo, hi) = (
        relevant.first().copied().unwrap_or(0.0),
        relevant.last().copied().unwrap_or(1.0),
    );
    let top = pmf.iter().chain(&bars).map(|p| p.1).fold(0.0, f64::max);
    let mean = props
        .counts
        .iter()
        .enumerate()
        .map(|(x, &c)| x as f64 * c as f64)
        .sum::<f64>()
        / trials.max(1) as f64;
    let plot = Plot {
        title: format!("{} simulated {n}×{n} boards", thousands(trials)),
        x_label: "X, slips drawn".into(),
        y_label: "probability".into(),
        x_range: (lo - 1.0, hi + 1.0),
        y_range: (0.0, top * 1.1),
        y_log: false,
        series: vec![
            Series {
                name: "simulated".into(),
                color: palette::ORANGE,
                kind: SeriesKind::Bars { width: 0.9 },
                points: bars,
            },
            Series {
                name: "exact".into(),
                color: palette::BLUE,
                kind: SeriesKind::Line,
                points: pmf,
            },
        ],
        x_markers: vec![],
        y_markers: vec![],
    };
    html! {
        <>
            <Chart id="wow-histogram" plot={Rc::new(plot)}
                description={format!("Histogram of X over {} simulated boards, close to the exact distribution.", thousands(trials))} />
            <p id="wow-sim-mean">{ format!("Simulated mean of X: {mean:.3} over {}.", count(trials, "board", "boards")) }</p>
        </>
    }
}
