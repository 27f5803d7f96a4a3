//! The position solved in the worker, its moves, the "why", and play against perfect play
//! with undo. The game record lives in the view (the URL's `played`), so a reload or a shared
//! link restores the game, its undo and, when the reader moved last, perfect play's answer.

use snipelab_core::games::position::{Game, Position, parse};
use snipelab_core::games::solve::{Outcome, Solution};
use yew::prelude::*;

use super::GamesView;
use super::board::Board;
use super::moves::MoveList;
use super::record::{self, Who};
use super::stones::StonesWhyView;
use super::why::Why;
use crate::jobs::games::Solve;
use crate::jobs::use_prerendered_job;
use crate::widgets::JobStatus;

/// Props of [`PlayPosition`].
#[derive(Properties, PartialEq)]
pub struct PlayPositionProps {
    /// The current view.
    pub view: GamesView,
    /// Its position, parsed.
    pub position: Position,
    /// Moves to another view.
    pub on_change: Callback<GamesView>,
}

/// A move's resulting position as the view keeps it: the library writes some positions in a
/// longer form than it reads them back (the Box game's "15,5" is the position "15").
fn normal(game: Game, pos: &str) -> String {
    parse(game, pos).map_or_else(|_| pos.to_string(), |p| p.to_string())
}

/// The player to move's result in words; when no move is left, said as the end of the game.
fn verdict(s: &Solution) -> String {
    if s.moves.as_ref().is_some_and(|m| m.is_empty()) {
        let who = s
            .to_move
            .as_deref()
            .map_or("the player to move".to_string(), |p| {
                format!("the player to move ({p})")
            });
        return match s.outcome {
            Outcome::Win => format!("No moves are left: {who} wins."),
            Outcome::Draw => "No moves are left: a draw.".to_string(),
            Outcome::Loss => format!("No moves are left: {who} loses."),
        };
    }
    let who = s
        .to_move
        .as_deref()
        .map_or("The player to move".to_string(), |p| {
            format!("The player to move ({p})")
        });
    let result = match s.outcome {
        Outcome::Win => "wins",
        Outcome::Draw => "draws",
        Outcome::Loss => "loses",
    };
    match s.grundy {
        Some(g) => format!("{who} {result} with perfect play: the Grundy value is {g}."),
        None => format!("{who} {result} with perfect play."),
    }
}

/// Who wins, every move coloured, the why, and play with undo.
#[function_component(PlayPosition)]
pub fn play_position(props: &PlayPositionProps) -> Html {
    let job = use_prerendered_job(Solve {
        position: props.position.clone(),
    });
    let played = &props.view.played;
    // Perfect play is to move when the reader's move was the last one played.
    let machine_to_move = props.view.play && played.last().is_some_and(|p| p.who == Who::You);
    let compute = {
        let (start, position) = (job.start.clone(), props.position.clone());
        Callback::from(move |()| {
            start.emit(Solve {
                position: position.clone(),
            })
        })
    };
    {
        let compute = compute.clone();
        use_effect_with(props.position.clone(), move |_| compute.emit(()));
    }
    let solution = job
        .state
        .output()
        .filter(|s| s.position == props.view.pos)
        .cloned();

    // Perfect play answers as soon as the reader's move is solved.
    {
        let (view, on_change) = (props.view.clone(), props.on_change.clone());
        use_effect_with(
            (solution.clone(), machine_to_move),
            move |(solution, to_move)| {
                if let (Some(s), true) = (solution, *to_move) {
                    // A win if there is one, else a draw (Tic Tac Toe's perfect play never
                    // loses a drawn game), else the first move.
                    let listed = s.moves.as_deref().unwrap_or_default();
                    let reply = s
                        .winning_moves
                        .first()
                        .or_else(|| listed.iter().find(|m| m.outcome == Outcome::Draw))
                        .or_else(|| listed.first())
                        .cloned();
                    if let Some(reply) = reply {
                        let played = record::push(
                            &view.played,
                            Who::PerfectPlay,
                            &view.pos,
                            &reply.notation,
                        );
                        on_change.emit(view.after(normal(view.game, &reply.position), played));
                    }
                }
            },
        );
    }

    let on_move = {
        let (view, on_change) = (props.view.clone(), props.on_change.clone());
        Callback::from(move |(notation, pos): (String, String)| {
            let played = record::push(&view.played, Who::You, &view.pos, &notation);
            on_change.emit(view.after(normal(view.game, &pos), played));
        })
    };
    let undo_point = record::undo_point(played);
    let on_undo = {
        let (view, on_change) = (props.view.clone(), props.on_change.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(i) = undo_point {
                let back = view.played[i].before.clone();
                on_change.emit(view.after(back, view.played[..i].to_vec()));
            }
        })
    };
    // Tic Tac Toe from the start, against perfect play.
    let on_new_board = {
        let (view, on_change) = (props.view.clone(), props.on_change.clone());
        Callback::from(move |_: MouseEvent| {
            on_change.emit(GamesView {
                pos: ".........".into(),
                play: true,
                played: Vec::new(),
                ..view.clone()
            });
        })
    };
    let on_play = {
        let (view, on_change) = (props.view.clone(), props.on_change.clone());
        Callback::from(move |_: Event| {
            on_change.emit(GamesView {
                play: !view.play,
                played: Vec::new(),
                ..view.clone()
            });
        })
    };

    let over = solution
        .as_ref()
        .is_some_and(|s| s.moves.as_ref().is_some_and(|m| m.is_empty()));
    // In play, a finished game gets one message, said to the reader: it stands in for the
    // verdict (a "the player to move loses" above a "you win!" read as a contradiction).
    let game_over = match (&solution, props.view.play && over) {
        (Some(s), true) => Some(match (s.outcome, machine_to_move, played.is_empty()) {
            (Outcome::Draw, _, true) => "Game over: no moves are left, a draw.",
            (Outcome::Win, _, true) => "Game over: no moves are left, and the player to move wins.",
            (Outcome::Loss, _, true) => {
                "Game over: no moves are left, and the player to move loses."
            }
            (Outcome::Draw, _, false) => "Game over: a draw.",
            (Outcome::Loss, false, false) | (Outcome::Win, true, false) => {
                "Game over: you lose — perfect play won."
            }
            (Outcome::Win, false, false) | (Outcome::Loss, true, false) => "Game over: you win!",
        }),
        _ => None,
    };

    let body = match &solution {
        Some(s) => html! {
            <>
                // A finished game is coloured by neither side: "you win" under a red "the player to
                // move loses" read as a contradiction; a draw is neither green nor red.
                <p id="games-verdict" class={match (props.view.play && over, s.outcome) {
                    (true, _) => "games-verdict over",
                    (false, Outcome::Win) => "games-verdict win",
                    (false, Outcome::Draw) => "games-verdict draw",
                    (false, Outcome::Loss) => "games-verdict lose",
                }}>
                    if let Some(text) = game_over {
                        <span id="games-over" class="games-over" role="status">{ text }</span>
                    } else {
                        { verdict(s) }
                    }
                </p>
                if props.view.game == Game::Tictactoe {
                    <Board cells={props.view.pos.clone()} solution={s.clone()} busy={machine_to_move}
                        on_move={on_move.clone()} />
                }
                <MoveList solution={s.clone()} busy={machine_to_move}
                    on_move={on_move} />
                if let Some(why) = &s.why {
                    <Why why={why.clone()} />
                }
                if let Some(z) = &s.zeckendorf {
                    <StonesWhyView why={z.clone()} />
                }
            </>
        },
        None => html! {
            <JobStatus id="games-solve" status={job.state.status()} what="solving the position"
                on_cancel={job.cancel.clone()} on_retry={compute} />
        },
    };

    html! {
        <section aria-labelledby="games-solve-title">
            <h2 id="games-solve-title">{ "Who wins, and every move" }</h2>
            <div class="games-play">
                <label>
                    <input id="games-play" type="checkbox" checked={props.view.play} onchange={on_play} />
                    { " Play against perfect play (you move first from here)" }
                </label>
                <button id="games-undo" type="button" onclick={on_undo} disabled={undo_point.is_none()}>{ "Undo" }</button>
                if props.view.game == Game::Tictactoe {
                    <button id="games-new-board" type="button" onclick={on_new_board}>{ "New game: empty board, you are X" }</button>
                }
            </div>
            if !played.is_empty() {
                <ol id="games-record" class="games-record" aria-label="Moves played">
                    { for played.iter().map(|p| html! { <li>{ format!("{}: {}", p.who.label(), p.notation) }</li> }) }
                </ol>
            }
            { body }
        </section>
    }
}
