//! The adjacent-pair shuffle: the top and bottom chains (and, for tiny decks, all n! chains)
//! squeezed together as T doubles, the sample, and its counters.
//!
//! The post's chain: pick an adjacent pair at random and put it in ascending or descending order
//! by a fair coin. It is monotone for the Bruhat order, whose bottom is the sorted deck and
//! whose top is the reversed deck.

use std::rc::Rc;

use gloo_timers::callback::Interval;
use snipelab_core::cftp::shuffle::Deck;
use yew::prelude::*;

use super::{CftpView, SectionProps};
use crate::format::{count, thousands};
use crate::jobs::cftp::{MAX_ALL_CHAINS_CARDS, ShuffleRecord, ShuffleSample};
use crate::jobs::use_prerendered_job;
use crate::widgets::{JobStatus, Slider};

/// Frames recorded per run.
const FRAMES: u64 = 12;

/// The shuffle section.
#[function_component(ShuffleSection)]
pub fn shuffle_section(props: &SectionProps) -> Html {
    let view = props.view;
    let request = ShuffleSample {
        cards: view.n,
        seed: view.seed,
        frames: FRAMES,
    };
    let job = use_prerendered_job(request.clone());
    {
        let start = job.start.clone();
        use_effect_with(request.clone(), move |r| start.emit(r.clone()));
    }
    let on_n = {
        let set = props.set.clone();
        set.reform(move |v: f64| CftpView {
            n: v as usize,
            ..view
        })
    };
    let on_all = {
        let set = props.set.clone();
        set.reform(move |_: Event| CftpView {
            all: !view.all,
            ..view
        })
    };
    let retry = job.start.reform(move |()| request.clone());
    let body = match job.state.output() {
        Some(record) if record.sample.state.len() == view.n => html! {
            <Animation record={record.clone()} all={view.all} />
        },
        _ => html! {
            <JobStatus id="cftp-shuffle" status={job.state.status()} what={format!("shuffling {} cards", view.n)}
                on_cancel={job.cancel.clone()} on_retry={retry} />
        },
    };
    html! {
        <section aria-labelledby="cftp-shuffle-title">
            <h2 id="cftp-shuffle-title">{ "Shuffling a deck" }</h2>
            <div class="controls">
                <Slider id="cftp-n" label="Cards n" min={2.0} max={100.0} value={view.n as f64} on_change={on_n} />
                <label class="check">
                    <input type="checkbox" id="cftp-all" checked={view.all} disabled={view.n > MAX_ALL_CHAINS_CARDS}
                        onchange={on_all} />
                    { format!(" Also run all n! chains (n ≤ {MAX_ALL_CHAINS_CARDS})") }
                </label>
            </div>
            { body }
        </section>
    }
}

/// Props of [`Animation`].
#[derive(Properties, PartialEq)]
struct AnimationProps {
    record: Rc<ShuffleRecord>,
    all: bool,
}

/// Steps through the recorded frames of every run.
#[function_component(Animation)]
fn animation(props: &AnimationProps) -> Html {
    let record = &props.record;
    // (run, frame) pairs in order of play.
    let steps: Vec<(usize, usize)> = (record.runs.iter().enumerate())
        .flat_map(|(r, run)| (0..run.frames.len()).map(move |f| (r, f)))
        .collect();
    let last = steps.len().saturating_sub(1);
    let at = use_state(|| usize::MAX);
    let timer = use_mut_ref(|| None::<Interval>);
    let position = (*at).min(last);
    let playing = timer.borrow().is_some();
    let on_step = {
        let at = at.clone();
        Callback::from(move |v: f64| at.set(v as usize))
    };
    let on_play = {
        let (at, timer) = (at.clone(), timer.clone());
        Callback::from(move |_: MouseEvent| {
            if timer.borrow_mut().take().is_some() {
                at.set(*at);
                return;
            }
            let shown = std::cell::Cell::new(0usize);
            let (at2, timer2) = (at.clone(), timer.clone());
            at.set(0);
            *timer.borrow_mut() = Some(Interval::new(150, move || {
                let next = shown.get() + 1;
                shown.set(next);
                if next >= last {
                    // Dropping an Interval inside its own callback would free the running
                    // closure: drop it after this callback returns.
                    let done = timer2.borrow_mut().take();
                    yew::platform::spawn_local(async move { drop(done) });
                }
                at2.set(next.min(last));
            }));
        })
    };
    let Some(&(r, f)) = steps.get(position) else {
        return Html::default();
    };
    let run = &record.runs[r];
    let frame = &run.frames[f];
    let (top, bottom) = (&frame.states[0], &frame.states[1]);
    let differ = top.iter().zip(bottom).filter(|(x, y)| x != y).count();
    let is_last_run = r + 1 == record.runs.len();
    let all_frame = (props.all && is_last_run)
        .then(|| record.all_chains.as_ref().and_then(|all| all.get(f)))
        .flatten();
    let sample = &record.sample;
    let runs_summary = record.runs.iter().map(|run| {
        let end = run.frames.last();
        let differ = end.map_or(0, |e| {
            e.states[0]
                .iter()
                .zip(&e.states[1])
                .filter(|(x, y)| x != y)
                .count()
        });
        let text = if run.coalesced {
            format!("T = {}: top and bottom met", thousands(run.start))
        } else {
            format!(
                "T = {}: {} still {} at time 0",
                thousands(run.start),
                count(differ as u64, "position", "positions"),
                if differ == 1 { "differs" } else { "differ" }
            )
        };
        html! { <li>{ text }</li> }
    });
    html! {
        <div class="cftp-animation">
            <dl class="cftp-counters" id="cftp-shuffle-counters">
                <dt>{ "T now" }</dt><dd id="cftp-shuffle-t">{ thousands(run.start) }</dd>
                <dt>{ "Time" }</dt><dd id="cftp-shuffle-time">{ time_text(frame.time_before_zero) }</dd>
                <dt>{ "Coalescence time" }</dt><dd id="cftp-shuffle-coalescence">{ thousands(sample.coalescence_time) }</dd>
                <dt>{ "Updates used" }</dt><dd id="cftp-shuffle-updates">{ thousands(sample.updates) }</dd>
            </dl>
            <div class="controls">
                <button type="button" id="cftp-play" onclick={on_play}>{ if playing { "Pause" } else { "Play" } }</button>
                <Slider id="cftp-frame" label="Frame" min={0.0} max={last as f64} value={position as f64} on_change={on_step} />
            </div>
            <p>{ format!("Run from −{} to 0; top and bottom differ in {differ} of {}.", thousands(run.start), count(top.len() as u64, "position", "positions")) }</p>
            <DeckRow label="Top chain (started reversed)" deck={top.clone()} />
            <DeckRow label="Bottom chain (started sorted)" deck={bottom.clone()} />
            if let Some(all) = all_frame {
                <p id="cftp-all-distinct">{ match distinct(&all.states) {
                    1 => format!("All {} chains: one deck, they have all met", all.states.len()),
                    d => format!("All {} chains: {d} distinct decks", all.states.len()),
                } }</p>
                <div class="cftp-all">{ for all.states.iter().map(|d| html! { <DeckRow label="" deck={d.clone()} /> }) }</div>
            }
            <ul class="cftp-runs">{ for runs_summary }</ul>
            <p class="result">{ "The sample: " }<span id="cftp-shuffle-sample">{ deck_text(&sample.state) }</span></p>
        </div>
    }
}

/// A time before zero: "−5", and plain "0" (no sign on zero).
fn time_text(before_zero: u64) -> String {
    if before_zero == 0 {
        "0".into()
    } else {
        format!("−{before_zero}")
    }
}

/// How many different decks there are among `decks`.
fn distinct(decks: &[Deck]) -> usize {
    let mut sorted: Vec<&Deck> = decks.iter().collect();
    sorted.sort();
    sorted.dedup();
    sorted.len()
}

/// Cards 1-based, as a person counts them.
fn deck_text(deck: &[u8]) -> String {
    deck.iter()
        .map(|c| (u32::from(*c) + 1).to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Props of [`DeckRow`].
#[derive(Properties, PartialEq)]
struct DeckRowProps {
    label: AttrValue,
    deck: Deck,
}

/// A deck as a row of cells shaded by card (light: low, dark: high).
#[function_component(DeckRow)]
fn deck_row(props: &DeckRowProps) -> Html {
    let n = props.deck.len().max(1);
    let cells = props.deck.iter().enumerate().map(|(i, &card)| {
        let light = 90 - (card as usize * 60 / n);
        html! {
            <rect x={i.to_string()} y="0" width="1" height="1" fill={format!("hsl(210 60% {light}%)")} stroke="#fff" stroke-width="0.04" />
        }
    });
    let text = deck_text(&props.deck);
    html! {
        <div class="cftp-deck">
            if !props.label.is_empty() { <span>{ props.label.clone() }</span> }
            <svg viewBox={format!("0 0 {n} 1")} role="img" aria-label={format!("{} {}", props.label, text)} preserveAspectRatio="none">
                { for cells }
            </svg>
        </div>
    }
}
