//! Grundy's game at scale (issue 29): g(0..=N) by the sparse-space method in the worker, for an
//! N the reader chooses up to 10⁶ (the URL's `n`), with the values' profile and the sparse
//! positions plotted, the positions listed, and a plain statement of what the run found.

use std::rc::Rc;

use snipelab_core::games::sparse_space::{ScaleRun, statement};
use yew::prelude::*;

use super::GamesView;
use crate::format::thousands;
use crate::jobs::games::{SCALE_MAX, Sparse};
use crate::jobs::use_prerendered_job;
use crate::widgets::plot::{Rgb, palette};
use crate::widgets::{Chart, JobStatus, Notice, NoticeKind, Plot, Series, SeriesKind};

/// N of the default view: prerendered natively at build time, so it must stay cheap (about
/// 0.1 s to 10⁵, BENCHMARKS.md).
pub const SCALE_DEFAULT: usize = 100_000;

/// Props of [`ScaleView`].
#[derive(Properties, PartialEq)]
pub struct ScaleViewProps {
    /// The current view.
    pub view: GamesView,
    /// Moves to another view.
    pub on_change: Callback<GamesView>,
}

/// The reader's N: digits, with optional thousands separators or an exponent form `1e6`.
fn parse_n(text: &str) -> Result<usize, String> {
    let clean: String = text
        .trim()
        .chars()
        .filter(|c| !matches!(c, ',' | '_' | ' '))
        .collect();
    let n = match clean.split_once(['e', 'E']) {
        Some((m, e)) => match (m.parse::<usize>(), e.parse::<u32>()) {
            (Ok(m), Ok(e)) if e <= 9 => m.checked_mul(10usize.pow(e)),
            _ => None,
        },
        None => clean.parse::<usize>().ok(),
    };
    match n {
        Some(n) if (1..=SCALE_MAX).contains(&n) => Ok(n),
        _ => Err(format!(
            "“{}” is not a whole number from 1 to {}.",
            crate::query::shorten(text),
            thousands(SCALE_MAX as u64)
        )),
    }
}

/// The chart's series: name and colour. The names are listed under the chart rather than in
/// plotters' legend box, which sat over the data (issue 31).
const SERIES: [(&str, Rgb); 3] = [
    ("largest g in each stretch of n", palette::BLUE),
    ("smallest g in each stretch", palette::GRAY),
    ("sparse positions", palette::RED),
];

/// The largest g in each stretch of n, and the sparse positions as dots.
fn plot(run: &ScaleRun) -> Plot {
    let upto = run.report.upto as f64;
    let max = run.report.max_value;
    Plot {
        title: format!(
            "g(n) of Grundy's game, n ≤ {}",
            thousands(run.report.upto as u64)
        ),
        x_label: "n".into(),
        y_label: "g(n)".into(),
        x_range: (0.0, upto.max(1.0)),
        y_range: (0.0, f64::from(max) + 1.0),
        y_log: false,
        series: vec![
            Series {
                name: String::new(),
                color: SERIES[0].1,
                kind: SeriesKind::Line,
                points: run
                    .profile
                    .iter()
                    .map(|&(n, _, hi)| (n as f64, f64::from(hi)))
                    .collect(),
            },
            Series {
                name: String::new(),
                color: SERIES[1].1,
                kind: SeriesKind::Line,
                points: run
                    .profile
                    .iter()
                    .map(|&(n, lo, _)| (n as f64, f64::from(lo)))
                    .collect(),
            },
            Series {
                name: String::new(),
                color: SERIES[2].1,
                kind: SeriesKind::Points,
                points: run
                    .report
                    .sparse
                    .iter()
                    .map(|&(n, g)| (n as f64, f64::from(g)))
                    .collect(),
            },
        ],
        x_markers: vec![],
        y_markers: vec![],
    }
}

/// The at-scale section.
#[function_component(ScaleView)]
pub fn scale_view(props: &ScaleViewProps) -> Html {
    let n = props.view.scale;
    let job = use_prerendered_job(Sparse { upto: n });
    let draft = use_state(|| n.to_string());
    let draft_error = use_state(|| None::<String>);
    let started = use_mut_ref(|| None::<f64>);
    let elapsed = use_state(|| None::<f64>);
    let run = job.state.output().filter(|r| r.report.upto == n).cloned();
    let need = run.is_none();
    {
        let (start, started, elapsed, draft) = (
            job.start.clone(),
            started.clone(),
            elapsed.clone(),
            draft.clone(),
        );
        use_effect_with((n, need), move |&(n, need)| {
            draft.set(n.to_string());
            if need {
                *started.borrow_mut() = Some(crate::platform::now_ms());
                elapsed.set(None);
                start.emit(Sparse { upto: n });
            }
        });
    }
    {
        let (started, elapsed) = (started.clone(), elapsed.clone());
        use_effect_with(need, move |need| {
            if !*need && let Some(t) = started.borrow_mut().take() {
                elapsed.set(Some(crate::platform::now_ms() - t));
            }
        });
    }
    let oninput = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            draft.set(input.value());
        })
    };
    let go = {
        let (draft, draft_error, view, on_change) = (
            draft.clone(),
            draft_error.clone(),
            props.view.clone(),
            props.on_change.clone(),
        );
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match parse_n(&draft) {
                Ok(scale) => {
                    draft_error.set(None);
                    on_change.emit(GamesView {
                        scale,
                        ..view.clone()
                    });
                }
                Err(why) => draft_error.set(Some(why)),
            }
        })
    };
    let restart = job.start.reform(move |()| Sparse { upto: n });
    let body = match &run {
        Some(run) => {
            let p = Rc::new(plot(run));
            let list = run
                .report
                .sparse
                .iter()
                .map(|&(m, g)| format!("{} ({g})", thousands(m as u64)))
                .collect::<Vec<_>>()
                .join(", ");
            html! {
                <>
                    <p id="games-scale-statement">{ statement(&run.report) }</p>
                    if let Some(ms) = *elapsed {
                        <p class="hint">{ "Computed in your browser in " }<span id="games-scale-ms">{ format!("{ms:.0}") }</span>{ " ms." }</p>
                    } else {
                        // Shown without this page starting a run: the build's prerendered values.
                        <p class="hint" id="games-scale-built">{ "Computed when this site was built." }</p>
                    }
                    <Chart id="games-scale" plot={p} description={format!(
                        "g(n) of Grundy's game for n up to {}: the largest and smallest value in each of {} stretches of n as lines, and the {} sparse positions as red dots.",
                        thousands(n as u64), thousands(run.profile.len() as u64), thousands(run.report.count as u64))} />
                    <ul id="games-scale-legend" class="games-legend" aria-label="The chart's series">
                        { for SERIES.iter().map(|&(name, (r, g, b))| html! {
                            <li><span class="games-legend-mark" style={format!("background: rgb({r}, {g}, {b})")}></span>{ name }</li>
                        }) }
                    </ul>
                    <details id="games-scale-list">
                        <summary>{ format!("The {} sparse positions n (with g(n))", thousands(run.report.count as u64)) }</summary>
                        <p class="games-scale-positions">{ list }</p>
                    </details>
                </>
            }
        }
        None => html! {
            <JobStatus id="games-scale" status={job.state.status()}
                what={format!("computing g(0..{}) of Grundy's game", thousands(n as u64))}
                on_cancel={job.cancel.clone()} on_retry={restart} />
        },
    };
    html! {
        <section aria-labelledby="games-scale-title" aria-busy={job.state.is_running().to_string()}>
            <h2 id="games-scale-title">{ "Grundy's game at scale: the sparse values" }</h2>
            <p>
                { "A value g is " }<em>{ "sparse" }</em>{ " when its bits above the lowest have even parity \
                   (0, 1, 6, 7, 10, 11, 12, 13, …). In Grundy's game such values are rare, which is what the \
                   sparse-space method uses: a common value can only come from a split with a sparse heap, so \
                   each n costs about the number of sparse values, not n/2. The values here are computed \
                   by that method, and the method is checked against the plain rule." }
            </p>
            <form class="controls" onsubmit={go}>
                <label for="games-scale-n">{ "N (up to 1,000,000)" }</label>
                <input id="games-scale-n" type="text" inputmode="numeric" value={(*draft).clone()} {oninput} />
                <button type="submit" id="games-scale-go">{ "Compute" }</button>
            </form>
            if let Some(why) = &*draft_error {
                <Notice kind={NoticeKind::Error}><span id="games-scale-n-error">{ why.clone() }</span></Notice>
            }
            { body }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_readers_n_is_checked() {
        assert_eq!(parse_n("1000000"), Ok(1_000_000));
        assert_eq!(parse_n(" 250,000 "), Ok(250_000));
        assert_eq!(parse_n("1e6"), Ok(1_000_000));
        for bad in [
            "0",
            "-5",
            "1000001",
            "1e7",
            "ten",
            "",
            "1e99",
            "99999999999999999999999",
        ] {
            assert!(parse_n(bad).is_err(), "{bad}");
        }
    }
}
