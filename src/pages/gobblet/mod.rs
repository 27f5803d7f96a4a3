//! Gobblet Gobblers, strongly solved in the browser (seed `000_…`, "Strongly solving Gobblet
//! Gobblers using retrograde analysis").
//!
//! Tic Tac Toe where larger pieces gobble smaller ones. The post's program solves a chosen rule variant
//! (sizes, pieces per size, whether pieces on the board may move) by retrograde analysis. The
//! page opens on the real game, (3,2,1), states its known answer (a first-player win in 13
//! plies, from our own full solve) and plays at once; the reader's browser can verify the
//! answer by running the same solve (`snipelab_core::gobblet`) in the worker, after which every
//! legal move shows its value, on the board and in a list, and the computer plays perfectly.
//! The table is kept in the browser's storage, so a reload plays from it at once.
//!
//! URL parameters: `sizes` (1–3), `per` (pieces per size, 1–9), `move` (pieces on the board may
//! move, on/off), `mode` (`humans`, `x` = you play X, `o` = you play O, `perfect` = the
//! computer against itself), `hidden` (show only the top piece of each square), `values` (show
//! move values), `moves` (the game as moves like `2@4,0>8`, in the CLI's notation), `at` (how
//! many of them are played).

mod board;
mod hand;
mod history;
mod move_values;
mod names;
mod play;
mod solver;
mod storage;
mod table;
mod variant_picker;
mod view;

use snipelab_core::gobblet::{self, Value, Variant};
use yew::prelude::*;

use crate::format::thousands;
use crate::view::use_view;
use crate::widgets::Notices;
use play::Play;
use solver::SolvePanel;
use table::use_table;
use variant_picker::VariantPicker;
pub use view::{GameView, Mode, view_from_query};

/// The outcome of the empty board, in words, for X (the first player).
pub fn outcome_text(value: Value) -> String {
    match value {
        Value::Win { plies } => format!("the first player (X) wins in {plies} plies"),
        Value::Draw => "a draw".to_string(),
        Value::Loss { plies } => format!("the second player (O) wins in {plies} plies"),
    }
}

/// The known answer for Gobblet Gobblers, stated before any solve (issue 19).
fn known_answer() -> Html {
    html! { <>
        { "Gobblet Gobblers is solved: " }
        <span id="gobblet-known-outcome">{ outcome_text(gobblet::GOBBLET_SOLVED.start) }</span>
        { format!(
            " with perfect play, whatever O does. That is our own full solve of its {} positions \
             (up to symmetry); the Solve section lets your browser verify it.",
            thousands(gobblet::GOBBLET_SOLVED.states)
        ) }
    </> }
}

/// The Gobblet Gobblers page.
#[function_component(GobbletPage)]
pub fn gobblet_page() -> Html {
    let handle = use_view::<GameView>();
    let view = handle.view.clone();
    let positions = use_memo(view.clone(), GameView::positions);
    let variant = view.variant;
    let on_variant = {
        let (view, set_view) = (view.clone(), handle.set.clone());
        Callback::from(move |variant: Variant| set_view.emit(view.with_variant(variant)))
    };
    let table = use_table(variant, on_variant.clone());
    let title = if variant == Variant::GOBBLET {
        "Play Gobblet Gobblers (3,2,1)".to_string()
    } else {
        format!("Play variant ({variant})")
    };

    html! {
        <article class="exploration gobblet">
            <h1>{ "Gobblet Gobblers, strongly solved" }</h1>
            <p class="lede">
                { "Tic Tac Toe where a larger piece may gobble a smaller one, and pieces on the board may move. \
                   The post's program solves a chosen rule variant by retrograde analysis: working backward from \
                   every finished game, it finds each position's value under perfect play. Your browser can do the same here; \
                   then every move shows its value and the computer plays perfectly." }
            </p>
            if variant == Variant::GOBBLET {
                <p id="gobblet-answer" class="result gobblet-answer">{ known_answer() }</p>
            }
            <Notices notices={handle.notices.clone()} />
            <Play view={view.clone()} positions={positions} solution={table.solution.clone()}
                table_coming={table.coming} set_view={handle.set.clone()}
                advance_view={handle.advance.clone()} title={title} />
            <SolvePanel variant={variant} stats={table.solution.as_ref().map(|s| *s.0.stats())}
                state={table.state.clone()} busy={table.busy.clone()} note={table.note.clone()}
                on_solve={table.on_solve.clone()} on_cancel={table.on_cancel.clone()} on_file={table.on_file.clone()} />
            <VariantPicker variant={variant} known={table.known.clone()} on_change={on_variant} />
        </article>
    }
}
