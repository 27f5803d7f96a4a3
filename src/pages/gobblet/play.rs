//! The game: the board between the two hands, whose turn and the position's value, the
//! controls, every legal move with its value, and the moves played.
//!
//! It plays at once, before any table exists (issue 19): two people, or the reader against the
//! computer, which moves perfectly from the solved table and, until there is one, by the
//! library's simple rule ([`gobblet::simple_move`]), as the status line says.

use std::rc::Rc;

use gloo_timers::callback::Timeout;
use snipelab_core::gobblet::{self, Move, Player, Position, Value};
use yew::prelude::*;

use super::board::{self, Board, Source};
use super::hand::Hand;
use super::history::History;
use super::move_values::MoveValues;
use super::names::describe;
use super::table::Solved;
use super::view::{GameView, Mode};
use crate::format::count;

/// The computer waits this long before moving, so a reader can follow it.
const COMPUTER_DELAY_MS: u32 = 450;

/// Props of [`Play`].
#[derive(Properties, PartialEq)]
pub struct PlayProps {
    /// The view (variant, players, game).
    pub view: GameView,
    /// The game's positions, `view.moves.len() + 1` of them.
    pub positions: Rc<Vec<Position>>,
    /// The variant's table, once there is one.
    pub solution: Option<Solved>,
    /// Whether a table is on its way by itself (then the computer waits for it).
    pub table_coming: bool,
    /// Changes the view.
    pub set_view: Callback<GameView>,
    /// Changes the view for the computer's reply, keeping the link's notices in sight.
    pub advance_view: Callback<GameView>,
    /// The section's heading (it names the variant).
    pub title: String,
}

/// The play section.
#[function_component(Play)]
pub fn play(props: &PlayProps) -> Html {
    let view = &props.view;
    let variant = view.variant;
    let positions = &props.positions;
    let solution = props.solution.as_ref().map(|s| s.0.clone());
    // The piece picked up, and the one under the pointer or keyboard focus, for the position
    // they were chosen in.
    let selected = use_state(|| None::<(usize, Source)>);
    let hovered = use_state(|| None::<(usize, Source)>);

    let position = positions
        .get(view.at)
        .cloned()
        .unwrap_or_else(|| Position::start(variant));
    let to_move = position.to_move();
    let legal = position.legal_moves();
    let over = position.winner().is_some() || legal.is_empty();
    let move_values = solution
        .as_ref()
        .and_then(|s| s.move_values(&position).ok())
        .unwrap_or_default();
    let value_now = solution.as_ref().and_then(|s| s.value(&position).ok());
    let computer_turn = view.mode.is_computer(to_move);
    // The computer against itself stops when a position comes back: a draw, played forever.
    let repeated = view.mode == Mode::Perfect
        && positions
            .get(..view.at)
            .is_some_and(|earlier| earlier.contains(&position));

    // The game after `mv` is played from the position shown, passed to `to`.
    let after = |to: Callback<GameView>| {
        let view = view.clone();
        Callback::from(move |mv: Move| {
            let mut next = view.clone();
            next.moves.truncate(view.at);
            next.moves.push(mv);
            next.at = next.moves.len();
            to.emit(next);
        })
    };
    let play = after(props.set_view.clone());
    let reply = after(props.advance_view.clone());

    // The computer moves when it is its turn at the end of the game: the table's best move,
    // or the simple rule's while there is no table.
    {
        let choice = match &solution {
            Some(s) => s.best_move(&position).ok().flatten(),
            None => gobblet::simple_move(&position),
        };
        let due = computer_turn
            && !over
            && !repeated
            && view.at == view.moves.len()
            && (solution.is_some() || !props.table_coming);
        let key = (position.to_string(), due, choice);
        use_effect_with(key, move |(_, due, choice)| {
            let timer = match (due, choice) {
                (true, Some(mv)) => {
                    let mv = *mv;
                    Some(Timeout::new(COMPUTER_DELAY_MS, move || reply.emit(mv)))
                }
                _ => None,
            };
            move || drop(timer)
        });
    }

    let human_turn = !computer_turn && !over;
    let pick = |state: &UseStateHandle<Option<(usize, Source)>>| {
        state
            .as_ref()
            .filter(|(at, _)| *at == view.at)
            .map(|(_, source)| *source)
    };
    let selection = pick(&selected);
    // Values show for the piece picked up, else for the one pointed at (a preview).
    let shown = selection.or_else(|| pick(&hovered).filter(|_| human_turn));
    let on_source = {
        let (selected, at) = (selected.clone(), view.at);
        Callback::from(move |source: Source| selected.set(Some((at, source))))
    };
    let on_hover = {
        let (hovered, at) = (hovered.clone(), view.at);
        Callback::from(move |source: Option<Source>| hovered.set(source.map(|s| (at, s))))
    };
    let on_square = {
        let (legal, play, on_source, selected) = (
            legal.clone(),
            play.clone(),
            on_source.clone(),
            selected.clone(),
        );
        let mover_tops: Vec<usize> = (0..gobblet::SQUARES)
            .filter(|&s| position.top(s).is_some_and(|p| p.owner == to_move))
            .collect();
        Callback::from(move |square: u8| {
            if let Some(mv) = selection.and_then(|source| {
                legal
                    .iter()
                    .find(|m| source.matches(**m) && m.to() == square)
            }) {
                selected.set(None);
                play.emit(*mv);
            } else if mover_tops.contains(&usize::from(square))
                && legal.iter().any(|m| Source::Square(square).matches(*m))
            {
                on_source.emit(Source::Square(square));
            }
        })
    };

    let set = |f: Rc<dyn Fn(&mut GameView)>| {
        let (view, set_view) = (view.clone(), props.set_view.clone());
        Callback::from(move |_: MouseEvent| {
            let mut next = view.clone();
            f(&mut next);
            set_view.emit(next);
        })
    };
    // Against the computer, undo goes back to the reader's previous turn.
    let undo_to = {
        let mut at = view.at.saturating_sub(1);
        let computer_moves_at = |at: usize| {
            positions
                .get(at)
                .is_some_and(|p| view.mode.is_computer(p.to_move()))
        };
        while at > 0 && view.mode != Mode::Perfect && computer_moves_at(at) {
            at -= 1;
        }
        at
    };
    let redo_to = (view.at + 1).min(view.moves.len());
    let on_undo = set(Rc::new(move |v: &mut GameView| v.at = undo_to));
    let on_redo = set(Rc::new(move |v: &mut GameView| v.at = redo_to));
    let on_new = set(Rc::new(|v: &mut GameView| {
        v.moves.clear();
        v.at = 0;
    }));
    let on_seek = {
        let (view, set_view) = (view.clone(), props.set_view.clone());
        Callback::from(move |at: usize| set_view.emit(GameView { at, ..view.clone() }))
    };
    let on_mode = {
        let (view, set_view) = (view.clone(), props.set_view.clone());
        Callback::from(move |e: Event| {
            let key = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            if let Some(mode) = Mode::ALL.into_iter().find(|m| m.key() == key) {
                set_view.emit(GameView {
                    mode,
                    ..view.clone()
                });
            }
        })
    };
    let toggle = |flip: fn(&mut GameView)| {
        let (view, set_view) = (view.clone(), props.set_view.clone());
        Callback::from(move |_: Event| {
            let mut next = view.clone();
            flip(&mut next);
            set_view.emit(next);
        })
    };
    let on_hidden = toggle(|v| v.hidden = !v.hidden);
    let on_values = toggle(|v| v.values = !v.values);

    let mut status = status_text(&position, over, repeated, value_now, view.mode);
    // The opponent is labelled for what it is whenever it plays without the table.
    // A variant out of reach never gets a table: say so, not "until".
    let solvable = snipelab_core::gobblet::is_solvable(variant);
    if !over && solution.is_none() && view.mode != Mode::Humans {
        status.push_str(if solvable {
            " Until the table is made, the computer plays by a simple rule (win at once, else \
             block), not perfectly."
        } else {
            " This variant is too large to solve here, so the computer plays by a simple rule \
             (win at once, else block), not perfectly."
        });
    }
    if view.values && solution.is_none() && !over {
        status.push_str(if solvable {
            " Move values appear once the variant is solved."
        } else {
            " Move values need the solved variant, which is out of reach here."
        });
    }
    let targets: Vec<(u8, Option<Value>)> = shown
        .map(|source| {
            legal
                .iter()
                .filter(|m| source.matches(**m))
                .map(|m| {
                    let value = move_values
                        .iter()
                        .find(|v| v.mv == *m)
                        .map(|v| v.value)
                        .filter(|_| view.values);
                    (m.to(), value)
                })
                .collect()
        })
        .unwrap_or_default();
    let hand = |player: Player| {
        let selectable: Vec<u8> = if human_turn && player == to_move {
            (1..=variant.num_sizes())
                .filter(|&size| legal.iter().any(|m| Source::Hand(size).matches(*m)))
                .collect()
        } else {
            Vec::new()
        };
        html! {
            <Hand player={player} position={position.clone()} selected={selection}
                selectable={selectable} on_pick={on_source.reform(Source::Hand)}
                on_hover={on_hover.clone()} />
        }
    };
    let names: Vec<String> = view
        .moves
        .iter()
        .zip(positions.iter())
        .map(|(mv, before)| describe(*mv, before))
        .collect();
    let hoverable: Vec<u8> = if human_turn {
        (0..gobblet::SQUARES as u8)
            .filter(|&s| legal.iter().any(|m| Source::Square(s).matches(*m)))
            .collect()
    } else {
        Vec::new()
    };

    html! {
        <section class="gobblet-game" aria-labelledby="gobblet-game-title">
            <h2 id="gobblet-game-title">{ props.title.clone() }</h2>
            <div class="controls gobblet-options">
                <label for="gobblet-mode">{ "Players" }</label>
                <select id="gobblet-mode" onchange={on_mode}>
                    { for Mode::ALL.iter().map(|m| html! {
                        <option value={m.key()} selected={*m == view.mode}>{ m.label() }</option>
                    }) }
                </select>
                <label class="gobblet-check">
                    <input type="checkbox" id="gobblet-hidden" checked={view.hidden} onchange={on_hidden} />
                    { " Hidden pieces (only the top piece shows)" }
                </label>
                <label class="gobblet-check">
                    <input type="checkbox" id="gobblet-values" checked={view.values} onchange={on_values} />
                    { " Show move values" }
                </label>
            </div>
            <p id="gobblet-status" class="result" aria-live="polite">{ status }</p>
            <div class="gobblet-table">
                { hand(Player::X) }
                <Board position={position.clone()} hidden={view.hidden} selected={selection}
                    previewing={selection.is_none()} targets={targets}
                    winning={board::winning_squares(&position)} hoverable={hoverable}
                    enabled={human_turn} on_square={on_square} on_hover={on_hover.clone()} />
                { hand(Player::O) }
            </div>
            <div class="controls buttons">
                <button type="button" id="gobblet-undo" disabled={view.at == 0} onclick={on_undo}>{ "Undo" }</button>
                <button type="button" id="gobblet-redo" disabled={view.at >= view.moves.len()} onclick={on_redo}>{ "Redo" }</button>
                <button type="button" id="gobblet-new" onclick={on_new}>{ "New game" }</button>
            </div>
            if view.values && !over && solution.is_some() {
                <MoveValues values={move_values} position={position.clone()}
                    enabled={human_turn} on_play={play.clone()} />
            }
            <History names={names} at={view.at} on_seek={on_seek} />
        </section>
    }
}

/// The line above the board: whose turn, and the position's value under perfect play.
fn status_text(
    position: &Position,
    over: bool,
    repeated: bool,
    value: Option<Value>,
    mode: Mode,
) -> String {
    let to_move = position.to_move();
    let you = |player: Player| match mode {
        Mode::HumanX | Mode::HumanO if !mode.is_computer(player) => " You win!",
        Mode::HumanX | Mode::HumanO => " You lose.",
        _ => "",
    };
    if let Some(winner) = position.winner() {
        return format!("{} wins.{}", winner.letter(), you(winner));
    }
    if over {
        return format!("{} cannot move: a draw.", to_move.letter());
    }
    if repeated {
        // Only the table can call it a draw: without one the repetition is the simple rule's.
        return match value {
            Some(Value::Draw) => {
                "The position repeats: a draw under perfect play, which would go on forever.".into()
            }
            Some(_) => {
                "The position repeats, although one side can force a win; the game stops here."
                    .into()
            }
            None => "The position repeats, so the game stops here. This variant is not solved, so \
                     whether the position is a draw under perfect play is not known."
                .into(),
        };
    }
    let (me, them) = (to_move.letter(), to_move.opponent().letter());
    let value = match value {
        Some(Value::Win { plies }) => format!(
            " {me} can force a win in {}.",
            count(u64::from(plies), "ply", "plies")
        ),
        Some(Value::Loss { plies }) => format!(
            " {them} can force a win in {}.",
            count(u64::from(plies), "ply", "plies")
        ),
        Some(Value::Draw) => " Neither side can force a win.".into(),
        None => String::new(),
    };
    format!("{me} to move.{value}")
}
