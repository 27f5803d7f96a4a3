//! The precomputed tables: E(split) of every pair against every up card for common rule sets,
//! computed natively by `snipelab split --tables static/split` and fetched from this site.

use std::collections::HashMap;
use std::rc::Rc;

use snipelab_core::split::precomputed::{SplitTable, TableCell, TableIndex};
use snipelab_core::split::rank_name;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::view::pair_name;
use super::{SplitView, signed};
use crate::fetch::fetch_json;
use crate::format::thousands;
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

/// A fetch in progress, done or failed.
#[derive(Clone, PartialEq)]
enum Loaded<T> {
    Loading,
    Ready(Rc<T>),
    Failed(String),
}

/// The tables fetched so far, by file: a reducer, so that answers arriving in any order all
/// land, and a table seen once is not fetched again.
#[derive(Default, PartialEq)]
struct Fetched(HashMap<String, Loaded<SplitTable>>);

impl Reducible for Fetched {
    type Action = (String, Loaded<SplitTable>);

    fn reduce(self: Rc<Self>, (file, loaded): Self::Action) -> Rc<Self> {
        let mut tables = self.0.clone();
        tables.insert(file, loaded);
        Rc::new(Fetched(tables))
    }
}

/// The file at `url` as the build prerendered it into the page, if it did.
fn prerendered<T: serde::de::DeserializeOwned>(url: &str) -> Option<Loaded<T>> {
    let text = crate::jobs::prerendered::file(url)?;
    Some(match serde_json::from_str(&text) {
        Ok(t) => Loaded::Ready(Rc::new(t)),
        Err(e) => Loaded::Failed(format!("{url} could not be read: {e}")),
    })
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
    let index = use_state(|| {
        prerendered::<TableIndex>(&format!("{TABLES_URL}index.json")).unwrap_or(Loaded::Loading)
    });
    {
        let index = index.clone();
        use_effect_with((), move |_| {
            if !matches!(*index, Loaded::Loading) {
                return;
            }
            wasm_bindgen_futures::spawn_local(async move {
                index.set(
                    match fetch_json::<TableIndex>(format!("{TABLES_URL}index.json")).await {
                        Ok(i) => Loaded::Ready(Rc::new(i)),
                        Err(e) => Loaded::Failed(e),
                    },
                );
            });
        });
    }
    // The table shown: the URL's, else the one of the page's rules, else the first.
    let mut notice = None;
    let chosen = match &*index {
        Loaded::Ready(i) => {
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
    let fetched = use_reducer(|| {
        let mut seeded = Fetched::default();
        if let Some(file) = &chosen
            && let Some(table) = prerendered::<SplitTable>(&format!("{TABLES_URL}{file}"))
        {
            seeded.0.insert(file.clone(), table);
        }
        seeded
    });
    {
        let fetched = fetched.clone();
        use_effect_with(chosen.clone(), move |chosen| {
            let wanted = chosen
                .clone()
                .filter(|f| !matches!(fetched.0.get(f), Some(Loaded::Ready(_))));
            if let Some(file) = wanted {
                fetched.dispatch((file.clone(), Loaded::Loading));
                wasm_bindgen_futures::spawn_local(async move {
                    let loaded = match fetch_json::<SplitTable>(format!("{TABLES_URL}{file}")).await
                    {
                        Ok(t) => Loaded::Ready(Rc::new(t)),
                        Err(e) => Loaded::Failed(e),
                    };
                    fetched.dispatch((file, loaded));
                });
            }
        });
    }
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

    let chooser = match &*index {
        Loaded::Loading => html! { <p>{ "Loading the index of tables…" }</p> },
        Loaded::Failed(e) => html! {
            <Notice kind={NoticeKind::Error}>{ format!("The precomputed tables could not be loaded: {e}") }</Notice>
        },
        Loaded::Ready(i) => html! {
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
    let grid = match chosen.as_ref().and_then(|f| fetched.0.get(f)) {
        Some(Loaded::Loading) => html! { <p>{ "Loading the table…" }</p> },
        Some(Loaded::Failed(e)) => {
            html! { <Notice kind={NoticeKind::Error}>{ e.clone() }</Notice> }
        }
        Some(Loaded::Ready(t)) => grid(t, &props.view, &props.on_view),
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
