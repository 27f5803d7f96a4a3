//! The sequences g(n) of Grundy's game, crosses and a subtraction game the reader types,
//! computed in the worker and plotted over a range chosen by two sliders, with periods marked
//! (and called proved only where a theorem's condition was checked); and where the seed's
//! formulas were wrong.

use std::rc::Rc;

use snipelab_core::games::sequence::{Sequence, SequenceGame};
use snipelab_core::games::splitting::SubtractionSet;
use yew::prelude::*;

use super::subtraction::{SubtractionInput, default_set, write_set};
use super::{GamesView, SEQUENCE_UPTO};
use crate::format::thousands;
use crate::jobs::games::Values;
use crate::jobs::use_job;
use crate::widgets::plot::palette;
use crate::widgets::{Chart, JobStatus, Marker, Plot, Series, SeriesKind, Slider};

/// The plotted sequence.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SeqGame {
    /// Grundy's game.
    Grundy,
    /// The crosses game.
    Crosses,
    /// A subtraction game with the reader's set.
    Subtraction(SubtractionSet),
}

impl SeqGame {
    /// The name in the URL.
    pub fn name(&self) -> &'static str {
        match self {
            SeqGame::Grundy => "grundy",
            SeqGame::Crosses => "crosses",
            SeqGame::Subtraction(_) => "subtraction",
        }
    }

    fn game(&self) -> SequenceGame {
        match self {
            SeqGame::Grundy => SequenceGame::Grundy,
            SeqGame::Crosses => SequenceGame::Crosses,
            SeqGame::Subtraction(set) => SequenceGame::Subtraction(set.clone()),
        }
    }

    fn title(&self) -> String {
        match self {
            SeqGame::Grundy => "Grundy's game".into(),
            SeqGame::Crosses => "crosses".into(),
            SeqGame::Subtraction(set) => format!(
                "the subtraction game S = {{{}}}",
                write_set(set).replace(',', ", ")
            ),
        }
    }
}

/// Props of [`SequenceView`].
#[derive(Properties, PartialEq)]
pub struct SequenceViewProps {
    /// The current view.
    pub view: GamesView,
    /// Moves to another view.
    pub on_change: Callback<GamesView>,
}

/// g(n) for n in the view's range, with the period's boundaries marked.
fn plot(s: &Sequence, from: usize, to: usize, title: &str) -> Plot {
    let to = to.min(s.values.len().saturating_sub(1));
    let points = (from..=to)
        .filter_map(|n| s.values.get(n).map(|&g| (n as f64, f64::from(g))))
        .collect();
    let max = s.values[from.min(to)..=to]
        .iter()
        .copied()
        .max()
        .unwrap_or(0);
    let mut x_markers = Vec::new();
    if let Some(p) = &s.period
        && p.period > 0
    {
        // The period's start and each repeat inside the range (at most a dozen marks).
        let first = p.preperiod.max(from);
        let mut at = p.preperiod + (first - p.preperiod).div_ceil(p.period) * p.period;
        if p.preperiod >= from && p.preperiod <= to {
            x_markers.push(Marker {
                at: p.preperiod as f64,
                label: "period starts".into(),
                color: palette::RED,
            });
            at = p.preperiod + p.period;
        }
        while at <= to && x_markers.len() < 12 {
            x_markers.push(Marker {
                at: at as f64,
                label: String::new(),
                color: palette::GRAY,
            });
            at += p.period;
        }
    }
    Plot {
        title: format!("g(n) of {title}"),
        x_label: "n".into(),
        y_label: "g(n)".into(),
        x_range: (from as f64 - 0.5, to as f64 + 0.5),
        y_range: (0.0, f64::from(max) + 1.0),
        y_log: false,
        // No legend: the chart's title names its one series, and plotters' legend box sat
        // over the dots (issue 31).
        series: vec![Series {
            name: String::new(),
            color: palette::BLUE,
            kind: SeriesKind::Points,
            points,
        }],
        x_markers,
        y_markers: vec![],
    }
}

/// What the sequence shows: its largest value, its zeros, its period, in words that say
/// "proved" only where a theorem's condition was checked on these values.
fn summary(s: &Sequence) -> String {
    let zeros = s.zeros.len();
    let upto = thousands(s.upto as u64);
    let period = match (&s.period, &s.game) {
        (Some(p), SequenceGame::Subtraction(set)) if p.proven => format!(
            "proved periodic with period {} from n = {}: each g(n) depends only on the {} values before it \
             (the largest amount in S), and those {} values repeat {} places later from n = {} on, \
             so every later value repeats too",
            p.period,
            p.preperiod,
            set.largest(),
            set.largest(),
            p.period,
            p.preperiod
        ),
        (Some(p), _) if p.proven => format!(
            "proved periodic with period {} from n = {} (the octal-game periodicity theorem of Guy and \
             Smith: the repetition was checked over the stretch of values the theorem asks for, so it \
             holds for every n)",
            p.period, p.preperiod
        ),
        (Some(p), _) => format!(
            "appears periodic up to n = {upto}, with period {} from n = {} (not proved)",
            p.period, p.preperiod
        ),
        (None, SequenceGame::Grundy) => {
            format!("no period up to n = {upto} (Grundy's game is not known to be periodic)")
        }
        (None, _) => format!("no period found up to n = {upto}"),
    };
    format!(
        "g(0..{upto}): largest value {}, {} losing sizes (g = 0), {period}.",
        s.max_value,
        thousands(zeros as u64)
    )
}

/// The sequence section.
#[function_component(SequenceView)]
pub fn sequence_view(props: &SequenceViewProps) -> Html {
    let view = &props.view;
    let job = use_job::<Values>();
    let started = use_mut_ref(|| 0.0);
    let elapsed = use_state(|| None::<f64>);
    let compute = {
        let (start, started, elapsed, seq) = (
            job.start.clone(),
            started.clone(),
            elapsed.clone(),
            view.seq.clone(),
        );
        Callback::from(move |()| {
            *started.borrow_mut() = crate::platform::now_ms();
            elapsed.set(None);
            start.emit(Values {
                game: seq.game(),
                upto: SEQUENCE_UPTO,
            });
        })
    };
    {
        let compute = compute.clone();
        use_effect_with(view.seq.clone(), move |_| compute.emit(()));
    }
    let done = job.state.output().is_some();
    {
        let (started, elapsed) = (started.clone(), elapsed.clone());
        use_effect_with(done, move |done| {
            if *done {
                elapsed.set(Some(crate::platform::now_ms() - *started.borrow()));
            }
        });
    }
    let on_seq = |seq: SeqGame| {
        let (view, on_change) = (view.clone(), props.on_change.clone());
        Callback::from(move |_: Event| {
            on_change.emit(GamesView {
                seq: seq.clone(),
                ..view.clone()
            })
        })
    };
    let on_set = {
        let (view, on_change) = (view.clone(), props.on_change.clone());
        Callback::from(move |set: SubtractionSet| {
            on_change.emit(GamesView {
                seq: SeqGame::Subtraction(set),
                ..view.clone()
            })
        })
    };
    let on_from = {
        let (view, on_change) = (view.clone(), props.on_change.clone());
        Callback::from(move |v: f64| {
            let from = (v as usize).min(SEQUENCE_UPTO - 1);
            let to = view.to.max(from + 1);
            on_change.emit(GamesView {
                from,
                to,
                ..view.clone()
            })
        })
    };
    let on_to = {
        let (view, on_change) = (view.clone(), props.on_change.clone());
        Callback::from(move |v: f64| {
            let to = (v as usize).clamp(1, SEQUENCE_UPTO);
            let from = view.from.min(to - 1);
            on_change.emit(GamesView {
                from,
                to,
                ..view.clone()
            })
        })
    };
    let body = match job.state.output().filter(|s| s.game == view.seq.game()) {
        Some(s) => {
            let p = Rc::new(plot(s, view.from, view.to, &view.seq.title()));
            html! {
                <>
                    <p id="games-seq-summary">{ summary(s) }</p>
                    if let Some(ms) = *elapsed {
                        <p class="hint">{ "Computed in your browser in " }<span id="games-seq-ms">{ format!("{ms:.0}") }</span>{ " ms." }</p>
                    }
                    <Chart id="games-seq" plot={p} description={format!(
                        "g(n) of {} for n from {} to {}, one dot per n, with the period's boundaries as vertical lines.",
                        view.seq.title(), thousands(view.from as u64), thousands(view.to as u64))} />
                    <p id="games-seq-first" class="hint">
                        { format!("g({}..{}) = {}", view.from, (view.from + 20).min(view.to),
                            s.values.iter().skip(view.from).take((view.to - view.from).min(20) + 1)
                                .map(u32::to_string).collect::<Vec<_>>().join(" ")) }
                    </p>
                </>
            }
        }
        None => html! {
            <JobStatus id="games-seq" status={job.state.status()}
                what={format!("computing g(0..{}) of {}", thousands(SEQUENCE_UPTO as u64), view.seq.title())}
                on_cancel={job.cancel.clone()} on_retry={compute} />
        },
    };
    html! {
        <section aria-labelledby="games-seq-title">
            <h2 id="games-seq-title">{ "The sequences g(n)" }</h2>
            <fieldset class="games-methods">
                <legend>{ "Sequence" }</legend>
                <label><input type="radio" name="games-seq" id="games-seq-grundy" checked={view.seq == SeqGame::Grundy}
                    onchange={on_seq(SeqGame::Grundy)} />{ " Grundy's game" }</label>
                <label><input type="radio" name="games-seq" id="games-seq-crosses" checked={view.seq == SeqGame::Crosses}
                    onchange={on_seq(SeqGame::Crosses)} />{ " crosses" }</label>
                <label><input type="radio" name="games-seq" id="games-seq-subtraction"
                    checked={matches!(view.seq, SeqGame::Subtraction(_))}
                    onchange={on_seq(SeqGame::Subtraction(default_set()))} />{ " a subtraction game" }</label>
            </fieldset>
            if let SeqGame::Subtraction(set) = &view.seq {
                <SubtractionInput set={set.clone()} on_change={on_set} />
            }
            <div class="controls">
                <Slider id="games-from" label="From n" min={0.0} max={(SEQUENCE_UPTO - 1) as f64} value={view.from as f64} on_change={on_from} />
                <Slider id="games-to" label="To n" min={1.0} max={SEQUENCE_UPTO as f64} value={view.to as f64} on_change={on_to} />
            </div>
            { body }
            <h3>{ "Where the class notes' formulas were wrong" }</h3>
            <ul id="games-corrections">
                <li>
                    { "Grundy's game: the post writes g(n) = mex{ a₁ ⊕ a₂ }, the XOR of the pile " }<em>{ "sizes" }</em>
                    { ". The Sprague–Grundy theorem XORs their " }<em>{ "values" }</em>
                    { ": g(n) = mex{ g(a) ⊕ g(n − a) : a < n − a }. The literal formula already fails at n = 3: it gives 0, \
                       but 3 → 1 + 2 leaves two dead piles, so g(3) = 1. The corrected formula gives the same values as \
                       playing out every split of the real game, for every pile of up to 16 chips." }
                </li>
                <li>
                    { "Crosses: a cross at the end of a 1 × n strip leaves n − 2 free cells, not n − 1 as the post's corner \
                       term says: with g(n − 1), g(2) = mex{g(1)} = 0, yet the first cross on a 1 × 2 strip wins at once, \
                       so g(2) = 1. With g(n − 2) the recurrence gives the same values as trying every placement of \
                       crosses on the strip itself, for every strip of up to 18 cells; it is Dawson's chess, period 34." }
                </li>
            </ul>
        </section>
    }
}
