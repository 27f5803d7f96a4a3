//! The position solved in the worker, its moves, the "why", and play against perfect play
//! with undo.

use snipelab_core::games::position::{Game, Position, parse};
use snipelab_core::games::solve::{Outcome, Solution};
use yew::prelude::*;

use super::GamesView;
use super::moves::MoveList;
use super::why::Why;
use crate::jobs::games::Solve;
use crate::jobs::use_job;
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

/// One line of the game record.
#[derive(Clone, PartialEq)]
struct Played {
    /// Who moved: "You" or "Perfect play".
    who: &'static str,
    /// The move in words.
    notation: String,
}

/// What undo returns to: a position where the reader was to move, and the record's length then.
#[derive(Clone, PartialEq)]
struct Undo {
    pos: String,
    record: usize,
}

/// A move's resulting position as the view keeps it: the library writes some positions in a
/// longer form than it reads them back (the Box game's "15,5" is the position "15").
fn normal(game: Game, pos: &str) -> String {
    parse(game, pos).map_or_else(|_| pos.to_string(), |p| p.to_string())
}

/// The player to move's result in words.
fn verdict(s: &Solution) -> String {
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
    let job = use_job::<Solve>();
    // Perfect play is to move (the reader's move was just made).
    let machine_to_move = use_state(|| false);
    let undo = use_state(Vec::<Undo>::new);
    let record = use_state(Vec::<Played>::new);
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
        let (machine_to_move, record) = (machine_to_move.clone(), record.clone());
        use_effect_with(
            (solution.clone(), *machine_to_move, view.play),
            move |(solution, to_move, play)| {
                if let (Some(s), true, true) = (solution, *to_move, *play) {
                    let reply = s
                        .winning_moves
                        .first()
                        .or_else(|| s.moves.as_ref().and_then(|m| m.first()))
                        .cloned();
                    if let Some(reply) = reply {
                        let mut r = (*record).clone();
                        r.push(Played {
                            who: "Perfect play",
                            notation: reply.notation.clone(),
                        });
                        record.set(r);
                        machine_to_move.set(false);
                        on_change.emit(view.at(normal(view.game, &reply.position)));
                    }
                }
            },
        );
    }

    let on_move = {
        let (view, on_change) = (props.view.clone(), props.on_change.clone());
        let (machine_to_move, undo, record) =
            (machine_to_move.clone(), undo.clone(), record.clone());
        Callback::from(move |(notation, pos): (String, String)| {
            let mut u = (*undo).clone();
            u.push(Undo {
                pos: view.pos.clone(),
                record: record.len(),
            });
            undo.set(u);
            let mut r = (*record).clone();
            r.push(Played {
                who: "You",
                notation,
            });
            record.set(r);
            machine_to_move.set(view.play);
            on_change.emit(view.at(normal(view.game, &pos)));
        })
    };
    let on_undo = {
        let (view, on_change) = (props.view.clone(), props.on_change.clone());
        let (machine_to_move, undo, record) =
            (machine_to_move.clone(), undo.clone(), record.clone());
        Callback::from(move |_: MouseEvent| {
            let mut u = (*undo).clone();
            if let Some(back) = u.pop() {
                let mut r = (*record).clone();
                r.truncate(back.record);
                record.set(r);
                undo.set(u);
                machine_to_move.set(false);
                on_change.emit(view.at(back.pos));
            }
        })
    };
    let on_play = {
        let (view, on_change) = (props.view.clone(), props.on_change.clone());
        let (machine_to_move, undo, record) =
            (machine_to_move.clone(), undo.clone(), record.clone());
        Callback::from(move |_: Event| {
            machine_to_move.set(false);
            undo.set(Vec::new());
            record.set(Vec::new());
            on_change.emit(GamesView {
                play: !view.play,
                ..view.clone()
            });
        })
    };

    let over = solution
        .as_ref()
        .is_some_and(|s| s.moves.as_ref().is_some_and(|m| m.is_empty()));
    let game_over = match (&solution, props.view.play && over) {
        (Some(s), true) => {
            let text = match (s.outcome, *machine_to_move) {
                (Outcome::Draw, _) => "Game over: a draw.",
                (Outcome::Loss, false) | (Outcome::Win, true) => {
                    "Game over: you lose — perfect play won."
                }
                (Outcome::Win, false) | (Outcome::Loss, true) => "Game over: you win!",
            };
            html! { <p id="games-over" class="games-over" role="status">{ text }</p> }
        }
        _ => html! {},
    };

    let body = match &solution {
        Some(s) => html! {
            <>
                <p id="games-verdict" class={if s.to_move_wins { "games-verdict win" } else { "games-verdict lose" }}>
                    { verdict(s) }
                </p>
                { game_over }
                <MoveList solution={s.clone()} busy={props.view.play && *machine_to_move}
                    on_move={on_move} />
                if let Some(why) = &s.why {
                    <Why why={why.clone()} />
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
                <button id="games-undo" type="button" onclick={on_undo} disabled={undo.is_empty()}>{ "Undo" }</button>
            </div>
            if !record.is_empty() {
                <ol id="games-record" class="games-record" aria-label="Moves played">
                    { for record.iter().map(|p| html! { <li>{ format!("{}: {}", p.who, p.notation) }</li> }) }
                </ol>
            }
            { body }
        </section>
    }
}
