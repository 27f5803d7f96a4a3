//! One-round hold'em (seed `004_…`, "Near optimal holdem play with one round of betting").
//!
//! Alice posts 1, Bob 2; Alice folds, calls or raises by one of her sizes; Bob calls or folds;
//! five shared cards and a showdown. The page shows near-optimal strategies with certified
//! bounds (the post: Alice gains at least 0.39776 per hand with integer raises up to 40): the
//! large games precomputed by the CLI, small custom grids re-solved in the worker, the post's
//! observations checked against the strategy on screen, and an exact equity explorer.
//! URL parameters: see [`view`].

mod alice_map;
mod bob_map;
mod bounds;
mod cell_detail;
mod convergence;
mod deal_plot;
mod equity_explorer;
mod exact_value;
mod hand_grid;
mod observations;
mod precomputed;
mod source;
mod value_map;
pub mod view;

use std::rc::Rc;

use snipelab_core::holdem::{HandClass, StrategyTable};
use yew::prelude::*;

use crate::jobs::holdem::Solve;
use crate::jobs::{JobState, use_job};
use crate::view::use_view;
use crate::widgets::{JobStatus, Notice, NoticeKind, Notices};
use alice_map::AliceMap;
use bob_map::{BobMap, shown_raise};
use bounds::Bounds;
use cell_detail::CellDetail;
use convergence::Convergence;
use deal_plot::DealPlot;
use equity_explorer::EquityExplorer;
use exact_value::ExactValueSection;
use observations::Observations;
use precomputed::{Loaded, use_precomputed};
use source::SourcePicker;
use value_map::ValueMap;
use view::{HoldemView, SolutionSet};

/// The custom grids' iteration cap: about a minute for the largest grid in the worker, so a
/// gap too fine for its sizes still ends (with the gap reached so far).
pub const CUSTOM_MAX_ITERATIONS: u64 = 50_000;

/// The one-round hold'em page.
#[function_component(HoldemPage)]
pub fn holdem_page() -> Html {
    let handle = use_view::<HoldemView>();
    let view = handle.view.clone();
    let set_view = handle.set.clone();
    let hovered = use_state(|| None::<HandClass>);

    let loaded = use_precomputed(view.set.file());
    let job = use_job::<Solve>();
    let solve = {
        let (start, raises, gap) = (job.start.clone(), view.raises.clone(), view.gap);
        Callback::from(move |()| {
            start.emit(Solve {
                raises: raises.clone(),
                target_gap: gap,
                max_iterations: CUSTOM_MAX_ITERATIONS,
            })
        })
    };
    {
        let solve = solve.clone();
        use_effect_with(
            (view.set, view.raises.clone(), view.gap.to_bits()),
            move |(set, _, _)| {
                if *set == SolutionSet::Custom {
                    solve.emit(());
                }
            },
        );
    }

    let (table, status): (Option<Rc<StrategyTable>>, Html) = match (&loaded, view.set) {
        (Loaded::Ready(t), _) => (Some(t.clone()), html! {}),
        (Loaded::Loading, _) => (
            None,
            html! { <p id="holdem-loading">{ "Loading the precomputed solution…" }</p> },
        ),
        (Loaded::Failed(e), _) => (
            None,
            html! {
                <Notice kind={NoticeKind::Error}>{ format!("The precomputed solution could not be loaded: {e}") }</Notice>
            },
        ),
        (Loaded::None, _) => match &job.state {
            JobState::Done(solved)
                if solved.raises == view.raises && solved.target_gap == view.gap =>
            {
                (
                    Some(Rc::new(solved.table.clone())),
                    html! { <Convergence history={Rc::new(solved.history.clone())} seconds={Some(solved.seconds)} /> },
                )
            }
            _ => (
                None,
                html! {
                    <>
                        <JobStatus id="holdem-solve" status={job.state.status()} what={format!("solving raises {}", view.raises)}
                            on_cancel={job.cancel.clone()} on_retry={solve.clone()} again="Solve again" />
                        if job.state.is_running() {
                            <Convergence history={job.updates.clone()} seconds={None::<f64>} />
                        }
                    </>
                },
            ),
        },
    };

    let on_select = {
        let (view, set_view) = (view.clone(), set_view.clone());
        Callback::from(move |cell: HandClass| {
            if cell != view.cell {
                set_view.emit(HoldemView {
                    cell,
                    ..view.clone()
                })
            }
        })
    };
    let on_hover = {
        let hovered = hovered.clone();
        Callback::from(move |c: Option<HandClass>| hovered.set(c))
    };
    let on_b = {
        let (view, set_view) = (view.clone(), set_view.clone());
        Callback::from(move |b: f64| {
            set_view.emit(HoldemView {
                b: Some(b),
                ..view.clone()
            })
        })
    };

    // The game's exact value, beside its bounds; shown even when they fail to load. Keyed by
    // the set, so that another set's section starts afresh with its own file.
    let exact = match view.set.exact_file() {
        Some(_) => {
            let bounds = table.as_ref().map(|t| (t.alice_lower, t.alice_upper));
            html! { <ExactValueSection key={view.set.key()} set={view.set} {bounds} /> }
        }
        None => html! {},
    };
    let body = match table {
        None => exact,
        Some(t) => {
            let shown = hovered.unwrap_or(view.cell);
            html! {
                <>
                    <Bounds table={t.clone()} set={view.set} />
                    { exact }
                    <Observations table={t.clone()} />
                    <DealPlot table={t.clone()} />
                    <div class="holdem-maps">
                        <AliceMap table={t.clone()} selected={view.cell} on_select={on_select.clone()} on_hover={on_hover.clone()} />
                        <BobMap table={t.clone()} b={view.b} on_b={on_b} selected={view.cell}
                            on_select={on_select.clone()} on_hover={on_hover.clone()} />
                        <ValueMap table={t.clone()} selected={view.cell} on_select={on_select.clone()} on_hover={on_hover.clone()} />
                    </div>
                    <CellDetail table={t.clone()} class={shown} bob_raise={shown_raise(&t, view.b.unwrap_or(view::DEFAULT_B)).0} />
                </>
            }
        }
    };

    html! {
        <article class="exploration holdem">
            <h1>{ "One-round hold'em" }</h1>
            <p class="lede">
                { "Alice posts a small blind of 1, Bob a big blind of 2, and each gets two private cards. Alice folds, \
                   calls, or raises; Bob calls or folds; five shared cards decide. With raises up to 40 the post found \
                   Alice gains at least 0.39776 a hand, by one large linear program. Here a first-order method, discounted \
                   CFR (regret minimisation), solves the post's game and two larger ones (precomputed), or a grid of \
                   your own of up to " }
                { view::MAX_CUSTOM_SIZES }
                { " raise sizes in your browser, and every solution carries its certificate: what each player's \
                   strategy guarantees against the other's exact best response." }
            </p>
            <Notices notices={handle.notices.clone()} />
            <SourcePicker view={view.clone()} on_view={set_view.clone()} />
            { status }
            { body }
            <EquityExplorer view={view.clone()} on_view={set_view} />
        </article>
    }
}
