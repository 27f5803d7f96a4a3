//! Picking a game and typing a position: parsed as typed, with the error's position.

use snipelab_core::games::position::{Game, parse};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::{GamesView, clip, default_position, game_title};
use crate::widgets::{Notice, NoticeKind, use_parsed_input};

/// Props of [`Setup`].
#[derive(Properties, PartialEq)]
pub struct SetupProps {
    /// The current view.
    pub view: GamesView,
    /// Moves to another view.
    pub on_change: Callback<GamesView>,
}

/// How each game's position is written (the CLI's position strings).
fn format_hint(game: Game) -> &'static str {
    match game {
        Game::Nim | Game::MisereNim => "piles, comma-separated: 3,4,5",
        Game::Staircase => "chips on each step from the lowest (step 1) up: 3,1,3",
        Game::Grundy => "piles, comma-separated, each up to 100,000: 4,9",
        Game::Crosses => "lengths of empty strips, comma-separated: 20 or 5,8",
        Game::Euclid => "two positive numbers: 34,12",
        Game::ThirtyOne => "the cards played so far, as digits 1–6 (four of each): 66553",
        Game::Tictactoe => "nine cells row by row, x, o or . (x moves first): xo.ox....",
        Game::Box => "balls in the fuller box: 20",
        Game::Stones => {
            "a pile (the first player takes 1 to n − 1): 20; or stones left and the most to take: 18,4"
        }
    }
}

/// The game picker and the position box.
#[function_component(Setup)]
pub fn setup(props: &SetupProps) -> Html {
    let view = &props.view;
    let game = view.game;
    let input = {
        let (view, on_change) = (view.clone(), props.on_change.clone());
        use_parsed_input(
            view.pos.clone(),
            move |text: &String| {
                parse(game, text)
                    .map(|p| p.to_string())
                    .map_err(|e| format!("At character {}: {}", e.at + 1, clip(&e.message)))
            },
            Callback::from(move |(_, pos): (String, String)| {
                if pos != view.pos {
                    on_change.emit(view.at(pos));
                }
            }),
        )
    };
    let on_game = {
        let (view, on_change) = (view.clone(), props.on_change.clone());
        Callback::from(move |e: Event| {
            let Some(select) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
            else {
                return;
            };
            if let Ok(game) = Game::from_name(&select.value()) {
                on_change.emit(GamesView {
                    game,
                    pos: default_position(game).to_string(),
                    play: false,
                    played: Vec::new(),
                    ..view.clone()
                });
            }
        })
    };
    let error = input.parsed.as_ref().as_ref().err().cloned();
    html! {
        <section class="controls games-setup" aria-label="Game and position">
            <label for="games-game">{ "Game" }</label>
            <select id="games-game" onchange={on_game}>
                { for Game::ALL.iter().map(|g| html! {
                    <option value={g.name()} selected={*g == game}>{ game_title(*g) }</option>
                }) }
            </select>
            <label for="games-pos">{ "Position" }</label>
            <input id="games-pos" type="text" spellcheck="false" autocomplete="off"
                aria-describedby="games-pos-hint" aria-invalid={error.is_some().to_string()}
                value={input.draft.clone()} oninput={input.oninput()} />
            <p id="games-pos-hint" class="hint">{ format_hint(game) }</p>
            if let Some(error) = error {
                <Notice kind={NoticeKind::Error}><span id="games-pos-error">{ error }</span></Notice>
            }
        </section>
    }
}
