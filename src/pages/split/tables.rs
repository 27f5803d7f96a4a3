//! The precomputed tables: E(split) of every pair against every up card for common rule sets,
//! computed natively by `snipelab split --tables static/split` and fetched from this site.

use std::rc::Rc;

use snipelab_core::split::precomputed::{SplitTable, TableCell, TableIndex};
use snipelab_core::split::rank_name;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::view::pair_name;
use super::{SplitView, signed};
use crate::format::thousands;
use crate::site_file::{SiteFile, json, use_site_file, use_site_file_with};
use crate::widgets::{Notice, NoticeKind};

/// Where the app serves the tables (same origin: `static/` is copied into `dist/`).
const TABLES_URL: &str = "static/split/";

/// Props of [`PrecomputedTables`].
#[derive(Properties, PartialEq)]
pub struct PrecomputedTablesProps {
    /// The current view (its `table`, and the scenario to highlight).
    pub view: SplitView,
    /// Called with the view after a change (another table, or a cell opened).
    pub on_view: Callback<SplitView>,
}

/// Background of a cell: blue where splitting beats every unsplit play, orange where it does
/// not, stronger the larger the difference (capped so that dark text stays readable; the two
/// hues stay apart for colour-blind readers).
fn cell_colour(gain: f64) -> String {
    let t = (gain.abs() / 0.5).min(1.0) * 0.7;
    let (r, g, b) = if gain > 0.0 {
        (0.0, 114.0, 178.0)
    } else {
        (213.0, 94.0, 0.0)
    };
    let mix = |c: f64| (255.0 + (c - 255.0) * t).round() as u8;
    format!("background-color: rgb({}, {}, {})", mix(r), mix(g), mix(b))
}

/// A cell's text: two decimals without the leading zero ("+.57", "−.18"), as blackjack tables
/// print them, so that ten columns fit a phone.
fn compact(value: f64) -> String {
    signed(value, 2).replacen("0.", ".", 1)
}

/// One line about a cell: its values from the table.
fn describe(cell: &TableCell) -> Html {
    let u = &cell.unsplit;
    let verdict = if cell.e_split > u.best {
        "split"
    } else {
        "do not split"
    };
    html! { <>
        <span id="split-table-split">{ format!(
            "{} against {}: E(split) = {}",
            pair_name(cell.pair),
            rank_name(cell.up),
            signed(cell.e_split, 4)
        ) }</span>
        { format!(
            "; not splitting: stand {}, hit {}, double {}; {verdict}. {} states to depth {}, {:.2} s natively.",
            signed(u.stand, 4),
            signed(u.hit, 4),
            u.double.map_or("not allowed".to_string(), |d| signed(d, 4)),
            thousands(cell.states),
            cell.depth,
            cell.seconds
        ) }
    </> }
}

/// The table chooser and the colour table of the chosen one; a cell opens its scenario.
#[function_component(PrecomputedTables)]
pub fn precomputed_tables(props: &PrecomputedTablesProps) -> Html {
    // The build prerenders the page with the index and the default table (ARCHITECTURE.md,
    // "Prerendering"): then the first view has them at once; otherwise they are fetched.
    let index = use_site_file::<TableIndex>(&format!("{TABLES_URL}index.json"));
    // The table shown: the URL's, else the one of the page's rules, else the first.
    let mut notice = None;
    let chosen = match &index {
        SiteFile::Loaded(i) => {
            let named = props
                .view
                .table
                .as_ref()
                .and_then(|f| i.tables.iter().find(|t| &t.file == f));
            if let (Some(f), None) = (&props.view.table, named) {
                notice = Some(format!(
                    "The link's table {f} is not one of the precomputed tables; showing another."
                ));
            }
            named
                .or_else(|| {
                    i.tables.iter().find(|t| {
                        props.view.custom.is_none()
                            && t.decks == props.view.decks
                            && t.rules == props.view.rules
                    })
                })
                .or_else(|| i.tables.first())
                .map(|t| t.file.clone())
        }
        _ => None,
    };
    // Every table seen is kept: going back to one is instant.
    let table = use_site_file_with(
        chosen.as_ref().map(|file| format!("{TABLES_URL}{file}")),
        json::<SplitTable>,
    );
    let on_table = {
        let (view, on_view) = (props.view.clone(), props.on_view.clone());
        Callback::from(move |e: Event| {
            if let Some(select) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
            {
                on_view.emit(SplitView {
                    table: Some(select.value()),
                    ..view.clone()
                });
            }
        })
    };

    let chooser = match &index {
        SiteFile::Loading => html! { <p>{ "Loading the index of tables…" }</p> },
        SiteFile::Failed(e) => html! {
            <Notice kind={NoticeKind::Error}>{ format!("The precomputed tables could not be loaded: {e}") }</Notice>
        },
        SiteFile::Loaded(i) => html! {
            <div class="controls">
                <label for="split-table">{ "Table" }</label>
                <select id="split-table" onchange={on_table}>
                    { for i.tables.iter().map(|t| html! {
                        <option value={t.file.clone()} selected={Some(&t.file) == chosen.as_ref()}>
                            { format!("{} ({:.0} s of CPU)", t.label, t.seconds) }
                        </option>
                    }) }
                </select>
            </div>
        },
    };
    let grid = match table {
        Some(SiteFile::Loading) => html! { <p>{ "Loading the table…" }</p> },
        Some(SiteFile::Failed(e)) => {
            html! { <Notice kind={NoticeKind::Error}>{ e }</Notice> }
        }
        Some(SiteFile::Loaded(t)) => grid(&t, &props.view, &props.on_view),
        None => html! {},
    };

    html! {
        <section aria-labelledby="split-tables-title">
            <h2 id="split-tables-title">{ "Precomputed tables" }</h2>
            <p>
                { "Every pair against every up card for common rules, solved natively by the CLI (the larger \
                   shoes take far more states than a browser tab can hold). Each cell shows E(split) with \
                   perfect card memory; blue means splitting beats standing, hitting and doubling, orange means \
                   it does not, stronger the larger the difference. Pick a cell to open its scenario above." }
            </p>
            if let Some(n) = notice {
                <Notice kind={NoticeKind::Info}>{ n }</Notice>
            }
            { chooser }
            { grid }
        </section>
    }
}

/// The colour table of one rule set, with a line about the page's scenario if it is a cell.
fn grid(table: &Rc<SplitTable>, view: &SplitView, on_view: &Callback<SplitView>) -> Html {
    let same_rules =
        view.custom.is_none() && view.decks == table.decks && view.rules == table.rules;
    let current = table
        .cells
        .iter()
        .find(|c| same_rules && c.pair == view.pair && c.up == view.up);
    let cell_html = |cell: &TableCell| {
        let open = {
            let (on_view, table) = (on_view.clone(), table.clone());
            let (pair, up) = (cell.pair, cell.up);
            Callback::from(move |_: MouseEvent| {
                on_view.emit(SplitView {
                    decks: table.decks,
                    custom: None,
                    rules: table.rules,
                    pair,
                    up,
                    table: Some(table.file.clone()),
                })
            })
        };
        let gain = cell.e_split - cell.unsplit.best;
        let is_current = current.is_some_and(|c| std::ptr::eq(c, cell));
        html! {
            <td>
                <button type="button" class={classes!("split-cell", is_current.then_some("current"))}
                    id={format!("split-cell-{}-{}", cell.pair, cell.up)}
                    style={cell_colour(gain)} onclick={open}
                    aria-pressed={is_current.to_string()}
                    aria-label={format!("{} against {}: E(split) {}, best without splitting {}; open this scenario",
                        pair_name(cell.pair), rank_name(cell.up), signed(cell.e_split, 3), signed(cell.unsplit.best, 3))}>
                    { compact(cell.e_split) }
                </button>
            </td>
        }
    };
    html! {
        <>
            <div class="split-grid-wrap">
                <table class="split-grid" id="split-grid">
                    <caption>{ format!("E(split), {}", table.label) }</caption>
                    <thead>
                        <tr>
                            <th scope="col">{ "Pair \\ up" }</th>
                            { for (1..=10u8).map(|u| html! { <th scope="col">{ rank_name(u) }</th> }) }
                        </tr>
                    </thead>
                    <tbody>
                        { for (1..=10u8).map(|p| html! {
                            <tr>
                                <th scope="row">{ pair_name(p) }</th>
                                { for table.cells.iter().filter(|c| c.pair == p).map(cell_html) }
                            </tr>
                        }) }
                    </tbody>
                </table>
            </div>
            if let Some(cell) = current {
                <p id="split-table-detail">{ "From this table: " }{ describe(cell) }</p>
            }
        </>
    }
}
