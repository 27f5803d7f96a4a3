//! The sawtooth over the whole precomputed range: v(n) for every n the table reaches, solved
//! natively by `snipelab bsearch --table-upto N --out static/bsearch/values.json` (the command is
//! in the file, and in the README; the page says what was done in words), fetched from this site, with the post's reading of where Alice is ahead tested
//! on it (`bsearch::alice_ahead`).

use std::rc::Rc;

use snipelab_core::bsearch::{self, AheadReport, Octave, Return, ValueTable};
use yew::prelude::*;

use crate::site_file::{SiteFile, use_site_file_with};
use crate::widgets::plot::{Marker, palette};
use crate::widgets::{Chart, Notice, NoticeKind, Plot, Series, SeriesKind};

/// Where the app serves the table (same origin: `static/` is copied into `dist/`).
const TABLE_URL: &str = "static/bsearch/values.json";

/// The fetched table and what the library reads from it.
#[derive(PartialEq)]
struct Loaded {
    table: ValueTable,
    ahead: AheadReport,
    plot: Rc<Plot>,
}

/// The precomputed sawtooth, where Alice is ahead, and the octave-by-octave test of the post's
/// reading.
#[function_component(Precomputed)]
pub fn precomputed() -> Html {
    // The build prerenders this page with the table (ARCHITECTURE.md, "Prerendering"): then
    // the first view has it at once; otherwise it is fetched.
    let state = use_site_file_with(Some(TABLE_URL.to_string()), read).unwrap_or(SiteFile::Loading);
    let body = match &state {
        SiteFile::Loading => {
            html! { <p id="bsearch-table-status">{ "Loading the precomputed values\u{2026}" }</p> }
        }
        SiteFile::Failed(e) => html! {
            <Notice kind={NoticeKind::Error}>
                { format!("The precomputed values could not be loaded ({e}); the live sawtooth below still works.") }
            </Notice>
        },
        SiteFile::Loaded(l) => ready(l),
    };
    let title = match &state {
        SiteFile::Loaded(l) => format!(
            "Further: every n to {}, and where Alice is ahead",
            l.table.n_max()
        ),
        _ => "Further: the precomputed values, and where Alice is ahead".to_string(),
    };
    html! {
        <section aria-labelledby="bsearch-far-title" id="bsearch-far">
            <h2 id="bsearch-far-title">{ title }</h2>
            { body }
        </section>
    }
}

/// The table read, checked and read further, or why not.
fn read(url: &str, text: &str) -> Result<Loaded, String> {
    let table: ValueTable =
        serde_json::from_str(text).map_err(|e| format!("{url} could not be read: {e}"))?;
    table
        .check()
        .map_err(|e| format!("{url} is damaged: {e}"))?;
    let ahead = bsearch::alice_ahead(&table);
    let plot = Rc::new(plot(&table));
    Ok(Loaded { table, ahead, plot })
}

fn ready(l: &Loaded) -> Html {
    let n_max = l.table.n_max();
    let ahead = &l.ahead;
    html! {
        <>
            <p>
                { format!("v(n) for every n from 1 to {n_max}, solved ahead of time by the same method as the live \
                           solver below and certified the same way: both players' strategies checked in exact rational \
                           arithmetic against every search tree and every key.") }
            </p>
            <Chart id="bsearch-far-chart" plot={l.plot.clone()} height={300} description={format!(
                "Alice's expected return v(n) \u{2212} \u{230a}log\u{2082} n\u{230b} for n = 1 to {n_max}: it drops at every \
                 power of two and climbs until the next. Alice is ahead for n = {}.", runs_text(&ahead.ahead))} />
            <p id="bsearch-ahead">
                <strong>{ "Where Alice is ahead: " }</strong>
                { format!("her expected return is positive, so Bob should decline her bet, for n = {} \
                           (of n = 1 to {n_max}); everywhere else Bob wins on average{}.",
                    runs_text(&ahead.ahead), fair_text(ahead)) }
            </p>
            <p id="bsearch-reading">
                <strong>{ "The post's reading, " }</strong>
                { "\u{201c}Powers of two are the worst for Ballmer, but as the key space increases from there, it \
                   eventually becomes advantageous again\u{2026} until reaching the next power of two\u{201d}: " }
                { verdict(ahead) }
            </p>
            <div class="bsearch-scroll">
                <table class="bsearch-table" id="bsearch-octaves">
                    <caption>{ "Octave by octave (exact returns v(n) \u{2212} k)" }</caption>
                    <thead><tr>
                        <th scope="col">{ "fee k" }</th><th scope="col">{ "n" }</th>
                        <th scope="col">{ "Alice ahead for n =" }</th>
                        <th scope="col">{ "last n not ahead" }</th><th scope="col">{ "first n ahead" }</th>
                        <th scope="col">{ "lowest at" }</th><th scope="col">{ "reading holds" }</th>
                    </tr></thead>
                    <tbody>{ for ahead.octaves.iter().map(octave_row) }</tbody>
                </table>
            </div>
        </>
    }
}

/// The chart: the return against n, with zero and the powers of two marked.
fn plot(table: &ValueTable) -> Plot {
    let n_max = table.n_max();
    let points: Vec<(f64, f64)> = (1..=n_max)
        .filter_map(|n| table.alice_return(n).map(|r| (n as f64, r.to_f64())))
        .collect();
    let (lo, hi) = points
        .iter()
        .fold((0.0f64, 0.0f64), |(lo, hi), p| (lo.min(p.1), hi.max(p.1)));
    let x_markers = (1..usize::BITS)
        .map(|k| 1usize << k)
        .take_while(|&p| p <= n_max)
        .map(|p| Marker {
            at: p as f64,
            // The first few powers of two are too close together to label.
            label: if p >= 32 {
                p.to_string()
            } else {
                String::new()
            },
            color: palette::GRAY,
        })
        .collect();
    Plot {
        title: format!("Alice's expected return, n = 1 to {n_max}"),
        x_label: "n (keys)".into(),
        y_label: "v(n) − ⌊log₂ n⌋".into(),
        x_range: (0.0, n_max as f64 + 1.0),
        y_range: ((lo * 4.0).floor() / 4.0, (hi * 4.0).ceil() / 4.0),
        y_log: false,
        series: vec![Series {
            name: "exact v(n) − ⌊log₂ n⌋".into(),
            color: palette::BLUE,
            kind: SeriesKind::Line,
            points,
        }],
        x_markers,
        y_markers: vec![Marker {
            at: 0.0,
            label: "break-even".into(),
            color: palette::RED,
        }],
    }
}

/// Runs of n as "1–3, 6–7, 12–15".
fn runs_text(runs: &[(usize, usize)]) -> String {
    if runs.is_empty() {
        return "none".into();
    }
    runs.iter()
        .map(|&(a, b)| {
            if a == b {
                a.to_string()
            } else {
                format!("{a}\u{2013}{b}")
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn fair_text(ahead: &AheadReport) -> String {
    let fair: Vec<String> = ahead
        .octaves
        .iter()
        .flat_map(|o| o.fair.iter().map(ToString::to_string))
        .collect();
    if fair.is_empty() {
        String::new()
    } else {
        format!(
            ", except n = {} where the game is exactly fair",
            fair.join(", ")
        )
    }
}

fn verdict(ahead: &AheadReport) -> String {
    let complete: Vec<&Octave> = ahead.octaves.iter().filter(|o| o.complete).collect();
    let last = complete.last().map_or(0, |o| o.to);
    if ahead.conjecture_holds {
        format!(
            "it holds in every complete octave up to n = {last}: in each, Alice's return is lowest at the \
             power of two, and she is ahead exactly on one final stretch up to the next power of two \
             (the first n of each stretch is in the table below)."
        )
    } else {
        let failing: Vec<String> = ahead
            .exceptions
            .iter()
            .filter_map(|k| ahead.octaves.iter().find(|o| o.k == *k))
            .map(|o| format!("{}\u{2013}{}", o.from, o.to))
            .collect();
        format!(
            "it fails in the octave{} n = {} (up to n = {last}): there her return is not lowest at the power \
             of two, or she is not ahead on a single final stretch (see the table).",
            if failing.len() == 1 { "" } else { "s" },
            failing.join(", ")
        )
    }
}

/// An exact return with its decimal: "−3/16 ≈ −0.1875"; long fractions show their decimal
/// first and the digits on demand.
fn exact(r: &Return) -> Html {
    let text = r.alice_return.to_string();
    let decimal = format!("{:+.6}", r.alice_return.to_f64());
    if text == "0" {
        // Zero is exact: no decimal "≈ +0.000000" to suggest a sign.
        html! { <span class="exact">{ format!("n = {}: 0, exactly fair", r.n) }</span> }
    } else if text.len() <= 24 {
        html! { <span class="exact">{ format!("n = {}: {text} \u{2248} {decimal}", r.n) }</span> }
    } else {
        html! {
            <details class="bsearch-long">
                <summary>{ format!("n = {}: \u{2248} {decimal}", r.n) }</summary>
                <code class="exact">{ text }</code>
            </details>
        }
    }
}

fn octave_row(o: &Octave) -> Html {
    let range = if o.complete {
        format!("{}\u{2013}{}", o.from, o.to)
    } else {
        format!("{}\u{2013}{} (of {})", o.from, o.to, o.from * 2 - 1)
    };
    let holds = match o.conjecture_holds {
        Some(true) => "yes",
        Some(false) => "no",
        None => "incomplete",
    };
    html! {
        <tr data-k={o.k.to_string()}>
            <th scope="row">{ o.k }</th>
            <td>{ range }</td>
            <td>{ runs_text(&o.ahead) }</td>
            <td>{ o.last_behind.as_ref().map_or_else(|| html! { "\u{2014}" }, exact) }</td>
            <td>{ o.first_ahead.as_ref().map_or_else(|| html! { "\u{2014}" }, exact) }</td>
            <td>{ exact(&o.lowest) }</td>
            <td>{ holds }</td>
        </tr>
    }
}
