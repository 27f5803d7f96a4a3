//! A player's pieces in hand, by size; the mover picks one to play (click, or drag it to the
//! board).

use snipelab_core::gobblet::{Piece, Player, Position};
use yew::prelude::*;

use super::board::{Source, piece_svg, player_class, radius};
use super::names::size_name;

/// Props of [`Hand`].
#[derive(Properties, PartialEq)]
pub struct HandProps {
    /// Whose hand.
    pub player: Player,
    /// The position (for the counts and the variant).
    pub position: Position,
    /// The piece picked up, if any.
    pub selected: Option<Source>,
    /// Sizes the reader may pick now (empty when it is not their turn).
    pub selectable: Vec<u8>,
    /// A size was picked.
    pub on_pick: Callback<u8>,
    /// The pointer or focus came to a piece the reader may pick (`Some`), or left it.
    pub on_hover: Callback<Option<Source>>,
}

/// One button per size, with how many are left.
#[function_component(Hand)]
pub fn hand(props: &HandProps) -> Html {
    let player = props.player;
    let num_sizes = props.position.variant().num_sizes();
    let letter = player.letter();
    let to_move = props.position.to_move() == player && props.position.winner().is_none();
    html! {
        <div class={classes!("gobblet-hand", player_class(player), to_move.then_some("to-move"))}
            id={format!("gobblet-hand-{}", letter.to_ascii_lowercase())}>
            <h3>{ format!("{letter}'s hand") }</h3>
            <div class="gobblet-hand-pieces">
                { for (1..=num_sizes).map(|size| {
                    let count = props.position.in_hand(player, size);
                    let enabled = props.selectable.contains(&size);
                    let pressed = enabled && props.selected == Some(Source::Hand(size));
                    let r = radius(size, num_sizes) * 0.4;
                    let on_pick = props.on_pick.clone();
                    // Picked up on press as well as on click, so it can be dragged to the board.
                    let on_press = {
                        let on_pick = on_pick.clone();
                        Callback::from(move |e: PointerEvent| {
                            if enabled && e.button() == 0 {
                                on_pick.emit(size);
                            }
                        })
                    };
                    let hover = Some(Source::Hand(size)).filter(|_| enabled);
                    let on_enter = props.on_hover.reform(move |_: PointerEvent| hover);
                    let on_focus = props.on_hover.reform(move |_: FocusEvent| hover);
                    let on_leave = props.on_hover.reform(|_: PointerEvent| None);
                    let on_blur = props.on_hover.reform(|_: FocusEvent| None);
                    html! {
                        <button type="button" class={classes!("gobblet-hand-piece", pressed.then_some("selected"))}
                            id={format!("gobblet-hand-{}-{size}", letter.to_ascii_lowercase())}
                            disabled={!enabled} aria-pressed={pressed.to_string()}
                            aria-label={format!("{letter} {}: {count} in hand", size_name(size, num_sizes))}
                            onclick={Callback::from(move |_: MouseEvent| on_pick.emit(size))}
                            onpointerdown={on_press} onpointerenter={on_enter} onpointerleave={on_leave}
                            onfocus={on_focus} onblur={on_blur}>
                            <svg viewBox="0 0 44 44" width="36" height="36" aria-hidden="true">
                                { piece_svg(Piece { owner: player, size }, 22.0, 22.0, r) }
                            </svg>
                            <span>{ format!("×{count}") }</span>
                        </button>
                    }
                }) }
            </div>
        </div>
    }
}
