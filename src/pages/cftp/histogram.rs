//! Many shuffles of a small deck, tallied: coupling from the past converges to the flat line;
//! running the top and bottom chains forward until they meet, the tempting mistake of the
//! "why" list, does not (for three cards the sorted and reversed decks come up twice as often).

use std::rc::Rc;

use yew::prelude::*;

use super::{CftpView, SectionProps};
use crate::format::{count, thousands};
use crate::jobs::cftp::{HistogramPair, ShuffleHistograms};
use crate::jobs::use_prerendered_job;
use crate::widgets::plot::palette;
use crate::widgets::{Chart, JobStatus, Marker, Plot, Series, SeriesKind, Slider};

/// The histogram section.
#[function_component(ShuffleHistogram)]
pub fn shuffle_histogram(props: &SectionProps) -> Html {
    let view = props.view;
    let request = ShuffleHistograms {
        cards: view.hn,
        samples: view.k,
        seed: view.seed,
    };
    // The default histograms come with the page (the build draws them); any other view draws
    // its own at once, so the section is never empty waiting for a click (issue 31).
    let job = use_prerendered_job(request.clone());
    {
        let start = job.start.clone();
        use_effect_with(request.clone(), move |r| start.emit(r.clone()));
    }
    let set = props.set.clone();
    let on_hn = set.reform(move |v: f64| CftpView {
        hn: v as usize,
        ..view
    });
    let on_k = set.reform(move |v: f64| CftpView {
        k: v as u64,
        ..view
    });
    let retry = job.start.reform(move |()| request.clone());
    let body = match job.state.output() {
        Some(pair) if pair.exact.cards == view.hn => result(pair),
        _ => html! {
            <JobStatus id="cftp-histogram" status={job.state.status()} what="sampling"
                on_cancel={job.cancel.clone()} on_retry={retry} />
        },
    };
    html! {
        <section aria-labelledby="cftp-histogram-title">
            <h2 id="cftp-histogram-title">{ "Many shuffles: from the past against forward until the chains meet" }</h2>
            <div class="controls">
                <Slider id="cftp-hn" label="Cards" min={2.0} max={6.0} value={view.hn as f64} on_change={on_hn} />
                <Slider id="cftp-k" label="Samples" min={100.0} max={100000.0} step={100.0} value={view.k as f64} on_change={on_k} />
            </div>
            { body }
        </section>
    }
}

fn result(pair: &Rc<HistogramPair>) -> Html {
    let bars = pair.exact.counts.len();
    let total: u64 = pair.exact.counts.iter().sum();
    let series = |name: &str, color, counts: &[u64], offset: f64| Series {
        name: name.into(),
        color,
        kind: SeriesKind::Bars { width: 0.4 },
        points: (counts.iter().enumerate())
            .map(|(i, &c)| (i as f64 + offset, c as f64))
            .collect(),
    };
    let top = (pair.exact.counts.iter().chain(&pair.forward.counts))
        .copied()
        .max()
        .unwrap_or(1) as f64;
    let plot = Rc::new(Plot {
        title: format!("{} samples of {} cards", thousands(total), pair.exact.cards),
        x_label: "deck (lexicographic rank)".into(),
        y_label: "samples".into(),
        x_range: (-0.5, bars as f64 - 0.5),
        y_range: (0.0, top * 1.1),
        y_log: false,
        series: vec![
            series(
                "coupling from the past",
                palette::BLUE,
                &pair.exact.counts,
                -0.2,
            ),
            series(
                "forward until the chains meet",
                palette::ORANGE,
                &pair.forward.counts,
                0.2,
            ),
        ],
        x_markers: vec![],
        y_markers: vec![Marker {
            at: total as f64 / bars as f64,
            label: "uniform".into(),
            color: palette::GRAY,
        }],
    });
    let mean = |h: &snipelab_core::cftp::shuffle::Histogram| {
        h.mean_coalescence_time
            .map_or(String::new(), |m| format!("{m:.1}"))
    };
    html! {
        <>
            <Chart id="cftp-histogram-chart" plot={plot} description={format!(
                "How often each of the {bars} decks came up, from the past and forward until the chains meet; the \
                 line is the uniform count.")} />
            <p class="result" id="cftp-chi-square">{ format!(
                "Chi-square against uniform ({}, so about {} if uniform): coupling from the past {:.1}, \
                 forward until the chains meet {:.1}.",
                count(bars as u64 - 1, "degree of freedom", "degrees of freedom"), bars - 1,
                pair.exact.chi_square, pair.forward.chi_square) }</p>
            <p id="cftp-meeting-times">{ format!(
                "Both wait for the top and bottom chains to meet: from the past at a mean T of {}, forward after a mean \
                 of {} steps. {}",
                mean(&pair.exact), mean(&pair.forward), which_exact(pair.exact.cards)) }</p>
        </>
    }
}

/// Which of the two methods is exact for a deck of `cards`: with two cards one step puts every
/// chain in the same order (the coin decides which), so forward is exact too.
pub fn which_exact(cards: usize) -> &'static str {
    if cards <= 2 {
        "With two cards both are exact: the first step puts every chain in the same order, whatever \
         it started from, so the chains meet after one step and the deck they meet in is uniform."
    } else {
        "Only the first is exact: the moment two chains first meet forward depends on the moves that \
         made them meet."
    }
}
