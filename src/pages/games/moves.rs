//! Every move of the position as a button, coloured by its outcome for the mover, with the
//! Grundy value it leaves (impartial games).

use std::rc::Rc;

use snipelab_core::games::solve::{MAX_LISTED_MOVES, MoveValue, Outcome, Solution};
use yew::prelude::*;

use crate::format::{count, thousands};

/// At most this many moves are drawn as buttons (a Grundy pile of 10⁵ has 5·10⁴ moves).
const SHOWN: usize = 120;

/// Props of [`MoveList`].
#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    /// The solved position.
    pub solution: Rc<Solution>,
    /// Perfect play is thinking: moves are disabled.
    pub busy: bool,
    /// A move was chosen: its notation and the position it leaves.
    pub on_move: Callback<(String, String)>,
}

fn outcome_word(o: Outcome) -> &'static str {
    match o {
        Outcome::Win => "wins",
        Outcome::Draw => "draws",
        Outcome::Loss => "loses",
    }
}

/// The moves, winning ones first in colour.
#[function_component(MoveList)]
pub fn move_list(props: &MoveListProps) -> Html {
    let s = &props.solution;
    let (moves, all): (&[MoveValue], bool) = match &s.moves {
        Some(m) => (m, true),
        None => (&s.winning_moves, false),
    };
    if all && moves.is_empty() {
        return html! { <p id="games-moves-none">{ "No moves are left: the game is over." }</p> };
    }
    let button = |m: &MoveValue| {
        let on_move = props.on_move.clone();
        let (notation, pos) = (m.notation.clone(), m.position.clone());
        let onclick =
            Callback::from(move |_: MouseEvent| on_move.emit((notation.clone(), pos.clone())));
        let grundy = m
            .grundy
            .map(|g| format!(", leaves g = {g}"))
            .unwrap_or_default();
        let class = match m.outcome {
            Outcome::Win => "games-move win",
            Outcome::Draw => "games-move draw",
            Outcome::Loss => "games-move lose",
        };
        html! {
            <li>
                <button type="button" class={class} onclick={onclick} disabled={props.busy}
                    data-position={m.position.clone()} data-outcome={outcome_word(m.outcome)}
                    aria-label={format!("{}: the mover {}{grundy}", m.notation, outcome_word(m.outcome))}>
                    <span class="games-move-name">{ m.notation.clone() }</span>
                    <span class="games-move-value">{ format!("{}{grundy}", outcome_word(m.outcome)) }</span>
                </button>
            </li>
        }
    };
    let more = moves.len().saturating_sub(SHOWN);
    let draws = s.moves.iter().flatten().any(|m| m.outcome == Outcome::Draw);
    let over_limit = format!("More than {} moves", thousands(MAX_LISTED_MOVES));
    if !all && moves.is_empty() {
        return html! {
            <p class="hint" id="games-moves-none">
                { format!("{over_limit}, and none of them wins for the player who makes it.") }
            </p>
        };
    }
    html! {
        <>
            <p class="hint">
                if all {
                    { format!("{}, each coloured by its result for the player who makes it: ",
                        count(moves.len() as u64, "move", "moves")) }
                    <span class="swatch win">{ "wins" }</span>{ ", " }
                    <span class="swatch lose">{ "loses" }</span>
                    if draws {
                        { ", " }<span class="swatch draw">{ "draws" }</span>
                    }
                } else {
                    { format!("{over_limit}; listed here {} ", if moves.len() == 1 { "is" } else { "are" }) }
                    { format!("the {}, each of which ",
                        count(moves.len() as u64, "winning one", "winning ones")) }
                    <span class="swatch win">{ "wins" }</span>{ " for the player who makes it" }
                }
                { if moves.len() == 1 { ". Click it to play it." } else { ". Click one to play it." } }
            </p>
            <ul id="games-moves" class="games-moves">
                { for moves.iter().take(SHOWN).map(button) }
            </ul>
            if more > 0 {
                <p class="hint">{ format!("… and {} more (not shown).", thousands(more as u64)) }</p>
            }
        </>
    }
}
