//! The lozenge count without words: a tiling of the a×b×c hexagon is a stack of cubes in a
//! box, and each orientation is the box seen along one axis, so there are always ab, bc and ca
//! of them (David and Tomei 1989). Click a vertex where three lozenges meet to add or remove a
//! cube; the counts never move.

use std::rc::Rc;

use snipelab_core::cftp::draw::{self, Palette};
use snipelab_core::cftp::hexagon::{Hexagon, LatticePoint, OrientationCounts, Stacks};
use snipelab_core::withoutwords;
use yew::prelude::*;

use super::{MAX_SIDE, SectionProps, WithoutWordsView, heights};
use crate::jobs::cftp::RandomTiling;
use crate::jobs::use_prerendered_job;
use crate::widgets::tiling_picture::PAD;
use crate::widgets::{JobStatus, Notice, NoticeKind, Slider, TilingPicture, use_parsed_input};

/// The lozenge section.
#[function_component(Lozenges)]
pub fn lozenges(props: &SectionProps) -> Html {
    let view = props.view.clone();
    let set = props.set.clone();
    let hexagon = Hexagon::new(view.a, view.b, view.c);
    let edited: Option<Stacks> = hexagon
        .as_ref()
        .ok()
        .filter(|_| !view.h.is_empty())
        .and_then(|&hex| heights::parse(&view.h, hex).ok());
    let request = RandomTiling {
        a: view.a,
        b: view.b,
        c: view.c,
        seed: view.seed,
    };
    let job = use_prerendered_job(request.clone());
    {
        let start = job.start.clone();
        let need = edited.is_none();
        use_effect_with((request.clone(), need), move |(r, need)| {
            if *need {
                start.emit(r.clone());
            }
        });
    }
    let random = job
        .state
        .output()
        .filter(|s| {
            let h = s.hexagon();
            (h.a(), h.b(), h.c()) == (view.a, view.b, view.c)
        })
        .map(|s| (**s).clone());
    let shown = edited.or(random);
    // The heights box: edits commit when they parse.
    let committed = shown.as_ref().map(heights::encode).unwrap_or_default();
    let field = {
        let set = set.clone();
        let view = view.clone();
        use_parsed_input(
            committed.clone(),
            move |text: &String| match Hexagon::new(view.a, view.b, view.c) {
                // The tiling in its own words, so that two texts of one tiling compare equal
                // and the box follows every flip.
                Ok(hex) => heights::parse(text, hex).map(|s| heights::encode(&s)),
                Err(e) => Err(e.to_string()),
            },
            {
                let view = props.view.clone();
                set.reform(move |(_, h): (String, String)| WithoutWordsView { h, ..view.clone() })
            },
        )
    };
    // Only the reader's own text can be wrong: the empty box while the first tiling is sampled
    // is not an error (it once showed one, which vanished and moved the page up).
    let typed_error = match &*field.parsed {
        Err(message) if field.draft != committed => Some(message.clone()),
        _ => None,
    };
    let side = |which: char| {
        let (set, view) = (set.clone(), view.clone());
        set.reform(move |v: f64| {
            let v = v as usize;
            let mut next = WithoutWordsView {
                h: String::new(),
                ..view.clone()
            };
            match which {
                'a' => next.a = v,
                'b' => next.b = v,
                _ => next.c = v,
            }
            next
        })
    };
    let on_cubes = {
        let view = view.clone();
        set.reform(move |_: Event| WithoutWordsView {
            cubes: !view.cubes,
            ..view.clone()
        })
    };
    let new_random = {
        let view = view.clone();
        set.reform(move |_: MouseEvent| WithoutWordsView {
            seed: snipelab_core::random::mix64(view.seed.wrapping_add(1)) >> 12,
            h: String::new(),
            ..view.clone()
        })
    };
    let box_button = |full: bool| {
        let view = view.clone();
        set.reform(move |_: MouseEvent| {
            let h = Hexagon::new(view.a, view.b, view.c)
                .map(|hex| heights::encode(&if full { hex.full() } else { hex.empty() }))
                .unwrap_or_default();
            WithoutWordsView { h, ..view.clone() }
        })
    };
    let palette = if view.cubes {
        Palette::Cubes
    } else {
        Palette::Flat
    };
    let max = MAX_SIDE as f64;
    let body = match &shown {
        Some(stacks) => {
            let on_flip = {
                let (set, view, stacks) = (set.clone(), view.clone(), stacks.clone());
                Callback::from(move |vertex: LatticePoint| {
                    if let Ok(next) = withoutwords::flip(&stacks, vertex) {
                        set.emit(WithoutWordsView {
                            h: heights::encode(&next),
                            ..view.clone()
                        });
                    }
                })
            };
            let (a, b, c) = (view.a, view.b, view.c);
            html! {
                <>
                    <TilingPicture id="ww-tiling" stacks={Rc::new(stacks.clone())} palette={palette}
                        label={format!("A lozenge tiling of the {a}×{b}×{c} hexagon; dots are vertices you can flip")}
                        on_flip={on_flip} />
                    <CountsTable sides={(a, b, c)} counts={Some(stacks.orientation_counts())} />
                    <p id="ww-cubes">{ format!("{} cubes in the box.", stacks.cubes()) }</p>
                </>
            }
        }
        None => {
            let retry = job.start.reform(move |()| request.clone());
            // Hold the picture's place, at its own aspect ratio, and the table's rows while the
            // worker samples: when the tiling arrives nothing below it moves (a drag aimed at the
            // speed slider further down once landed where the slider had been).
            let shape = hexagon
                .as_ref()
                .map(|&hex| {
                    let (w, h) = draw::extent(hex);
                    format!("aspect-ratio: {:.3} / {:.3}", w + 2.0 * PAD, h + 2.0 * PAD)
                })
                .unwrap_or_default();
            html! {
                <>
                    <div class="ww-tiling-wait" style={shape}>
                        <JobStatus id="ww-tiling-job" status={job.state.status()} what="sampling a tiling"
                            on_cancel={job.cancel.clone()} on_retry={retry} />
                    </div>
                    <CountsTable sides={(view.a, view.b, view.c)} counts={None} />
                    <p>{ "\u{2026}" }</p>
                </>
            }
        }
    };
    html! {
        <section aria-labelledby="ww-lozenges-title">
            <h2 id="ww-lozenges-title">{ "Lozenges in a hexagon" }</h2>
            <p>{ "Seen as cubes, the picture is a stack in an a×b×c box. Look at it from above: you see ab tops. \
                  From the left: bc faces. From the right: ca. Click (or focus and press Enter on) a dot to add \
                  or remove a cube; the three counts stay put." }</p>
            <div class="controls">
                <Slider id="ww-a" label="a" min={1.0} max={max} value={view.a as f64} on_change={side('a')} />
                <Slider id="ww-b" label="b" min={1.0} max={max} value={view.b as f64} on_change={side('b')} />
                <Slider id="ww-c" label="c" min={1.0} max={max} value={view.c as f64} on_change={side('c')} />
                <label class="check">
                    <input type="checkbox" id="ww-cubes-toggle" checked={view.cubes} onchange={on_cubes} />
                    { " Shade as cubes" }
                </label>
            </div>
            <div class="controls buttons">
                <button type="button" id="ww-random" onclick={new_random}>{ "Random tiling (CFTP)" }</button>
                <button type="button" id="ww-empty" onclick={box_button(false)}>{ "Empty box" }</button>
                <button type="button" id="ww-full" onclick={box_button(true)}>{ "Full box" }</button>
            </div>
            { body }
            <div class="controls">
                <label for="ww-heights">{ format!("Heights, row by row ({}; rows separated by dots)", height_digits(MAX_SIDE)) }</label>
                <input type="text" id="ww-heights" autocomplete="off" spellcheck="false"
                    value={field.draft.clone()} oninput={field.oninput()} />
            </div>
            if let Some(message) = typed_error {
                <Notice kind={NoticeKind::Error}><span id="ww-heights-error">{ message }</span>
                    { " Still showing the last valid tiling." }</Notice>
            }
        </section>
    }
}

/// Props of [`CountsTable`].
#[derive(Properties, PartialEq)]
struct CountsTableProps {
    /// The hexagon's sides a, b, c.
    sides: (usize, usize, usize),
    /// The tiling's counts; `None` while it is being sampled (the cells then have no ids, so
    /// that a reader of `#ww-count-top` waits for the real number).
    counts: Option<OrientationCounts>,
}

/// Lozenges of each orientation beside the products they always equal.
#[function_component(CountsTable)]
fn counts_table(props: &CountsTableProps) -> Html {
    let (a, b, c) = props.sides;
    let (a, b, c) = (a as u64, b as u64, c as u64);
    let row = |what: &str, key: &str, count: Option<u64>, product: String| {
        let (id, shown) = match count {
            Some(n) => (Some(format!("ww-count-{key}")), n.to_string()),
            None => (None, "\u{2026}".to_string()),
        };
        html! {
            <tr><th scope="row">{ what.to_string() }</th><td id={id}>{ shown }</td><td>{ product }</td></tr>
        }
    };
    let counts = props.counts;
    html! {
        <table class="ww-counts" id={counts.map(|_| "ww-counts")}>
            <thead><tr><th scope="col">{ "Orientation" }</th><th scope="col">{ "Lozenges" }</th><th scope="col">{ "Product" }</th></tr></thead>
            <tbody>
                { row("Tops (horizontal)", "top", counts.map(|c| c.top), format!("ab = {}", a * b)) }
                { row("Left faces", "left", counts.map(|c| c.left), format!("bc = {}", b * c)) }
                { row("Right faces", "right", counts.map(|c| c.right), format!("ca = {}", c * a)) }
            </tbody>
        </table>
    }
}

/// The digits a height up to `max` is written with: "0–9, then a, b, c for 10–12" (base 36, as
/// the field reads and writes them).
fn height_digits(max: usize) -> String {
    let top = max.min(35);
    if top <= 9 {
        return format!("0–{top}");
    }
    let letters: Vec<String> = (10..=top as u32)
        .filter_map(|d| char::from_digit(d, 36))
        .map(String::from)
        .collect();
    let listed = match letters.as_slice() {
        [one] => one.clone(),
        [init @ .., last] => format!("{}, {last}", init.join(", ")),
        [] => String::new(),
    };
    let range = if top == 10 {
        "10".to_string()
    } else {
        format!("10–{top}")
    };
    format!("0–9, then {listed} for {range}")
}

#[cfg(test)]
mod height_digit_tests {
    use super::height_digits;

    #[test]
    fn the_label_names_exactly_the_digits_a_height_can_take() {
        assert_eq!(height_digits(12), "0–9, then a, b, c for 10–12");
        assert_eq!(height_digits(10), "0–9, then a for 10");
        assert_eq!(height_digits(7), "0–7");
    }
}
