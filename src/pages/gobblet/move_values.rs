//! Every legal move with its value for the mover (win in N, draw, loss in N), best first; the
//! best ones marked as the hint. Each is a button, so the game can be played from the keyboard.

use snipelab_core::gobblet::{Move, MoveValue, Position};
use yew::prelude::*;

use super::board::value_class;
use super::names::describe;

/// Props of [`MoveValues`].
#[derive(Properties, PartialEq)]
pub struct MoveValuesProps {
    /// The legal moves with their values, in the post's move order.
    pub values: Vec<MoveValue>,
    /// The position they are played in (for naming them).
    pub position: Position,
    /// Whether the reader may play one of them now.
    pub enabled: bool,
    /// Plays a move.
    pub on_play: Callback<Move>,
}

/// The list of moves and values.
#[function_component(MoveValues)]
pub fn move_values(props: &MoveValuesProps) -> Html {
    let mut values = props.values.clone();
    // Best first: faster wins, then draws, then slower losses (the post's order of values).
    values.sort_by_key(|v| std::cmp::Reverse(v.value.preference()));
    let best = values.first().map(|v| v.value.preference());
    html! {
        <section class="gobblet-values-box" aria-labelledby="gobblet-values-title">
            <h3 id="gobblet-values-title">{ format!("{}'s moves and their values", props.position.to_move().letter()) }</h3>
            <ul id="gobblet-move-values" class="gobblet-move-values">
                { for values.iter().map(|v| {
                    let is_best = Some(v.value.preference()) == best;
                    let (mv, on_play) = (v.mv, props.on_play.clone());
                    html! {
                        <li>
                            <button type="button" class={classes!("gobblet-move", value_class(v.value), is_best.then_some("best"))}
                                data-move={mv.to_string()} disabled={!props.enabled}
                                onclick={Callback::from(move |_: MouseEvent| on_play.emit(mv))}>
                                <span class="gobblet-move-name">{ describe(mv, &props.position) }</span>
                                <span class="gobblet-move-value">{ v.value.to_string() }</span>
                                if is_best { <span class="gobblet-best">{ "★ best" }</span> }
                            </button>
                        </li>
                    }
                }) }
            </ul>
        </section>
    }
}
