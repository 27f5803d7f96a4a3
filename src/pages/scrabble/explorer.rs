//! The rack explorer: type or draw a rack, see which minimal subracks it holds, or why none.

use rand::SeedableRng;
use rand::rngs::SmallRng;
use snipelab_core::scrabble;
use yew::prelude::*;

use super::tiles::Tiles;
use crate::format::{count, scientific};
use crate::widgets::{Notice, NoticeKind, use_parsed_input};

/// Near misses listed before "and n more".
const SHOWN_NEAR_MISSES: usize = 30;
/// "Draw until unplayable" gives up after this many racks (the chance of needing more, at
/// about 1 in 127 per rack, is below 10^-300).
const MAX_DRAWS: u32 = 100_000;

/// Props of [`RackExplorer`].
#[derive(Properties, PartialEq)]
pub struct RackExplorerProps {
    /// The rack from the URL.
    pub rack: AttrValue,
    /// Called with each valid rack, to keep it in the URL.
    pub on_rack: Callback<String>,
}

fn rng() -> SmallRng {
    SmallRng::seed_from_u64(crate::platform::random_seed())
}

/// A rack text box, two draw buttons, and the report on the rack.
#[function_component(RackExplorer)]
pub fn rack_explorer(props: &RackExplorerProps) -> Html {
    // What the reader is typing; the URL keeps the last valid rack, and a rack chosen
    // elsewhere (a bar of the chart) replaces the text.
    let field = use_parsed_input(
        props.rack.to_string(),
        |text: &String| {
            scrabble::parse_rack(text)
                .map(|rack| rack.to_string())
                .map_err(|e| e.to_string())
        },
        props
            .on_rack
            .reform(|(text, _): (String, String)| text.trim().to_string()),
    );
    let draft = field.draft.clone();
    // How many racks "draw until unplayable" needed, for the rack it found.
    let draws = use_state(|| None::<(u32, String)>);
    let draw = {
        let (set, draws) = (field.set.clone(), draws.clone());
        Callback::from(move |_: MouseEvent| {
            draws.set(None);
            set.emit(scrabble::draw_rack(&mut rng()).to_string().to_uppercase());
        })
    };
    let draw_unplayable = {
        let (set, draws) = (field.set.clone(), draws.clone());
        Callback::from(move |_: MouseEvent| {
            let mut rng = rng();
            let found = (1..=MAX_DRAWS).find_map(|n| {
                let rack = scrabble::draw_rack(&mut rng);
                (!scrabble::is_playable(&rack)).then(|| (n, rack.to_string().to_uppercase()))
            });
            if let Some((n, rack)) = found {
                draws.set(Some((n, rack.clone())));
                set.emit(rack);
            }
        })
    };

    let report = match scrabble::explore_rack(&draft) {
        Ok(report) => report_view(&report),
        Err(message) => html! {
            <Notice kind={NoticeKind::Error}><span id="scrabble-rack-error">{ message.to_string() }</span></Notice>
        },
    };
    let draws_note = draws.as_ref().and_then(|(n, rack)| {
        (*rack == draft).then(|| {
            html! {
                <p id="scrabble-draws">
                    { format!("Drawn at random until one was unplayable: this was rack number {n}.") }
                </p>
            }
        })
    });

    html! {
        <section aria-labelledby="scrabble-explorer-title">
            <h2 id="scrabble-explorer-title">{ "Explore a rack" }</h2>
            <div class="controls">
                <label for="scrabble-rack" class="scrabble-rack-label">{ "Rack (A–Z, _ or ? for a blank)" }</label>
                <input type="text" id="scrabble-rack" class="scrabble-rack-input" autocomplete="off" spellcheck="false"
                    maxlength="20" value={draft.clone()} oninput={field.oninput()} />
            </div>
            <div class="controls buttons">
                <button type="button" id="scrabble-draw" onclick={draw}>{ "Draw a random rack" }</button>
                <button type="button" id="scrabble-draw-unplayable" onclick={draw_unplayable}>{ "Draw until unplayable" }</button>
            </div>
            { draws_note }
            { report }
        </section>
    }
}

fn report_view(report: &scrabble::RackReport) -> Html {
    let verdict = if report.playable {
        format!(
            "Playable: it holds {} of the 223 minimal subracks.",
            report.contained.len()
        )
    } else {
        "Unplayable: it holds none of the 223 minimal subracks.".to_string()
    };
    let chips = |list: Vec<Html>| html! { <ul class="scrabble-chips">{ for list }</ul> };
    let detail = if report.playable {
        html! {
            <>
                <p>{ "Minimal subracks in this rack (each spells a word, in some order):" }</p>
                { chips(report.contained.iter().map(|s| html! {
                    <li><Tiles rack={s.clone()} small={true} /></li>
                }).collect()) }
            </>
        }
    } else if report.near_misses.is_empty() {
        html! { <p>{ "No minimal subrack can be completed from what is left in the bag." }</p> }
    } else {
        let fewest = report
            .near_misses
            .first()
            .map(|n| n.missing.chars().count())
            .unwrap_or(0);
        let more = report.near_misses.len().saturating_sub(SHOWN_NEAR_MISSES);
        html! {
            <>
                <p>
                    { format!("Why none: every minimal subrack needs at least {fewest} tile{} more. The closest ({}):",
                        if fewest == 1 { "" } else { "s" }, report.near_misses.len()) }
                </p>
                { chips(report.near_misses.iter().take(SHOWN_NEAR_MISSES).map(|n| html! {
                    <li class="near-miss">
                        <Tiles rack={n.subrack.clone()} small={true} />
                        <span class="scrabble-needs">{ format!("needs {}", spell_tiles(&n.missing)) }</span>
                    </li>
                }).collect()) }
                if more > 0 {
                    <p>{ format!("…and {more} more.") }</p>
                }
            </>
        }
    };
    html! {
        <div class="scrabble-report" id="scrabble-report">
            <Tiles rack={report.rack.clone()} />
            <p class="result" id="scrabble-verdict">{ verdict }</p>
            <p id="scrabble-rack-probability">
                { format!("Chance of drawing exactly these {} tiles: ", report.tiles) }
                <span class="exact">{ report.probability.clone() }</span>
                { format!(" ≈ {} ({} out of C(100, {})).", scientific(format!("{:.2e}", report.probability_f64).parse().unwrap_or(report.probability_f64)),
                    count(report.weight, "way", "ways"), report.tiles) }
            </p>
            { detail }
        </div>
    }
}

/// Tiles for a sentence: "B", "A and B", blanks as "a blank".
fn spell_tiles(tiles: &str) -> String {
    let names: Vec<String> = tiles
        .chars()
        .map(|c| match c {
            '_' => "a blank".to_string(),
            c => c.to_ascii_uppercase().to_string(),
        })
        .collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.concat(),
    }
}
