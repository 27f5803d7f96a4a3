//! Games of the class (seed `002_…`, "Class 14: Game Theory II"): impartial games solved by
//! Sprague–Grundy values and XOR, partizan games solved by minimax and alpha-beta.
//!
//! URL parameters: `game` (a name of [`Game::name`]), `pos` (the position string of that game,
//! as the CLI takes it), `play` (against perfect play), `method` (the tree's search), `seq`
//! (`grundy`, `crosses` or `subtraction`, with its set in `set`, e.g. `1,3,4`), `from` and `to` (the plotted range of n), `played` (the game
//! record, see [`record`]; checked against the rules move by move on load), `n` (the N of
//! Grundy's game at scale, see [`scale`]).

mod board;
mod moves;
mod play;
mod record;
mod scale;
mod sequence;
mod setup;
mod stones;
mod subtraction;
mod tree;
mod tree_picture;
mod why;

use snipelab_core::games::minimax::Method;
use snipelab_core::games::position::{Game, parse};
use snipelab_core::games::solve::{method_from_name, method_name};
use yew::prelude::*;

use crate::query::Query;
use crate::view::{View, use_view};
use crate::widgets::Notices;
use play::PlayPosition;
use record::Played;
use scale::{SCALE_DEFAULT, ScaleView};
use sequence::{SeqGame, SequenceView};
use setup::Setup;
use tree::TreeView;

/// The sequences g(0..=N) are computed to this N in the worker (the 10,000).
pub const SEQUENCE_UPTO: usize = 10_000;

/// A position to start from for each game: the seed's examples where it gives one, otherwise
/// small positions whose trees are drawable (31 near its end, Tic Tac Toe a few moves from
/// the end).
pub fn default_position(game: Game) -> &'static str {
    match game {
        Game::Nim => "3,4,5",
        Game::MisereNim => "1,2,3",
        Game::Staircase => "3,1,3",
        Game::Grundy => "4,9",
        Game::Crosses => "20",
        Game::Euclid => "34,12",
        Game::ThirtyOne => "66553",
        Game::Tictactoe => "xo.ox....",
        Game::Box => "20",
        Game::Stones => "20",
    }
}

/// A game's name in words, for the picker.
pub fn game_title(game: Game) -> &'static str {
    match game {
        Game::Nim => "Nim",
        Game::MisereNim => "Misère Nim",
        Game::Staircase => "Staircase Nim",
        Game::Grundy => "Grundy's game",
        Game::Crosses => "Crosses (1 × n strips)",
        Game::Euclid => "Euclid's game",
        Game::ThirtyOne => "The game of 31",
        Game::Tictactoe => "Tic Tac Toe",
        Game::Box => "The Box game",
        Game::Stones => "Stones (Fibonacci Nim)",
    }
}

/// The view's parameters, as read from the URL.
#[derive(Clone, PartialEq, Debug)]
pub struct GamesView {
    /// The game.
    pub game: Game,
    /// The position, normalised (it always parses for `game`).
    pub pos: String,
    /// Playing against perfect play.
    pub play: bool,
    /// The search drawn as a tree.
    pub method: Method,
    /// The plotted sequence.
    pub seq: SeqGame,
    /// First n plotted.
    pub from: usize,
    /// Last n plotted.
    pub to: usize,
    /// The moves played to reach `pos`, oldest first (empty unless the reader has moved).
    pub played: Vec<Played>,
    /// N of Grundy's game at scale.
    pub scale: usize,
}

impl GamesView {
    /// The same view at another position of the same game, a fresh start: no moves played.
    pub fn at(&self, pos: String) -> GamesView {
        self.after(pos, Vec::new())
    }

    /// The same view at the position that `played` led to.
    pub fn after(&self, pos: String, played: Vec<Played>) -> GamesView {
        GamesView {
            pos,
            played,
            ..self.clone()
        }
    }
}

impl View for GamesView {
    const PARAMETERS: &'static [&'static str] = &[
        "game", "pos", "play", "method", "seq", "from", "to", "n", "set", "played",
    ];

    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        let start = notices.len();
        let game = match q.get("game") {
            None => Game::Grundy,
            Some(name) => Game::from_name(name).unwrap_or_else(|e| {
                notices.push(format!(
                    "The link's game: {}; showing Grundy's game.",
                    clip(&e.to_string())
                ));
                Game::Grundy
            }),
        };
        let fallback = default_position(game);
        let pos = match q.get("pos") {
            None => fallback.to_string(),
            Some(raw) => match parse(game, raw) {
                Ok(p) => p.to_string(),
                Err(e) => {
                    notices.push(format!(
                        "The link asked for pos={}, which is not a position of {}: {} (character {}); showing {fallback} instead.",
                        crate::query::shorten(raw),
                        game_title(game),
                        clip(&e.message),
                        e.at + 1
                    ));
                    fallback.to_string()
                }
            },
        };
        // A record leads to its position: none is kept when the link's game or position fell back.
        let fell_back = notices.len() > start;
        let method = match q.get("method") {
            None => Method::AlphaBeta,
            Some(name) => method_from_name(name).unwrap_or_else(|e| {
                notices.push(format!(
                    "The link's method: {}; showing alpha-beta.",
                    clip(&e.to_string())
                ));
                Method::AlphaBeta
            }),
        };
        let seq = match q.get("seq") {
            None | Some("grundy") => SeqGame::Grundy,
            Some("crosses") => SeqGame::Crosses,
            Some("subtraction") => SeqGame::Subtraction(match q.get("set") {
                None => subtraction::default_set(),
                Some(raw) => subtraction::parse_set(raw).unwrap_or_else(|why| {
                    notices.push(format!(
                        "The link's subtraction set, set={}, is not one: {}; showing S = {{1, 3, 4}}.",
                        crate::query::shorten(raw),
                        clip(&why)
                    ));
                    subtraction::default_set()
                }),
            }),
            Some(raw) => {
                notices.push(format!(
                    "The link asked for seq={}, which is not grundy, crosses or subtraction; showing Grundy's game.",
                    crate::query::shorten(raw)
                ));
                SeqGame::Grundy
            }
        };
        let from = q.number("from", 0..=SEQUENCE_UPTO - 1, 0, notices);
        let to = q.number("to", 1..=SEQUENCE_UPTO, 200, notices);
        let (from, to) = if from < to {
            (from, to)
        } else {
            notices.push(format!(
                "The link asked to plot from n = {from} to n = {to}, which is no range; showing 0 to 200."
            ));
            (0, 200)
        };
        let mut played = match q.get("played") {
            None => Vec::new(),
            Some(_) if fell_back => Vec::new(),
            Some(raw) => record::decode(game, raw).unwrap_or_else(|why| {
                notices.push(format!(
                    "The link's moves played, played={}, are not a record of {}: {}; showing the position without them.",
                    crate::query::shorten(raw),
                    game_title(game),
                    clip(&why)
                ));
                Vec::new()
            }),
        };
        // The rules, move by move: the legal moves before the first bad one are kept, at the
        // position they lead to.
        let mut pos = pos;
        if let Some((at, why)) = record::first_illegal(game, &played, &pos) {
            let bad = &played[at];
            let kept = match at {
                0 => "no moves kept".to_string(),
                1 => "1 move kept".to_string(),
                n => format!("{n} moves kept"),
            };
            notices.push(format!(
                "The link's {} move {}, “{}”, {}; showing the position before it ({kept}).",
                game_title(game),
                at + 1,
                clip(&bad.notation),
                clip(&why),
            ));
            pos = bad.before.clone();
            played.truncate(at);
        }
        GamesView {
            game,
            pos,
            play: q.flag("play", false, notices),
            method,
            seq,
            from,
            to,
            played,
            scale: q.number(
                "n",
                1..=crate::jobs::games::SCALE_MAX,
                SCALE_DEFAULT,
                notices,
            ),
        }
    }

    fn to_query(&self) -> Vec<(&'static str, String)> {
        let mut pairs = vec![
            ("game", self.game.name().to_string()),
            ("pos", self.pos.clone()),
            ("play", if self.play { "1" } else { "0" }.to_string()),
            ("method", method_name(self.method).to_string()),
            ("seq", self.seq.name().to_string()),
            ("from", self.from.to_string()),
            ("to", self.to.to_string()),
            ("n", self.scale.to_string()),
        ];
        if let SeqGame::Subtraction(set) = &self.seq {
            pairs.push(("set", subtraction::write_set(set)));
        }
        if !self.played.is_empty() {
            pairs.push(("played", record::encode(&self.played)));
        }
        pairs
    }
}

/// The games page.
#[function_component(GamesPage)]
pub fn games_page() -> Html {
    let handle = use_view::<GamesView>();
    let view = handle.view.clone();
    // The view's position always parses (from_query and Setup check it); a default otherwise.
    let position = parse(view.game, &view.pos)
        .or_else(|_| parse(view.game, default_position(view.game)))
        .ok();

    html! {
        <article class="exploration games">
            <h1>{ "Games of Grundy and minimax" }</h1>
            <p class="lede">
                { "From Class 14 of the class notes, Game Theory II. In an impartial game (Nim, Grundy's game, \
                   crosses on a strip, Staircase Nim) every position has a Sprague–Grundy value, the mex of its \
                   options' values, and a sum of independent games (Nim's piles, or the parts a move leaves in \
                   Grundy's game and on the strip) has the XOR of the parts' values; Misère Nim is decided by \
                   the misère rule instead. 31 and Tic Tac Toe, which can end in a draw, are solved by minimax \
                   search; Euclid's game, the Box game and Stones are decided by proven rules, and their small \
                   positions are searched too, to compare minimax with alpha-beta pruning, which makes the search \
                   much cheaper. Set up a position, see who wins and why, play against perfect play." }
            </p>
            <Notices notices={handle.notices.clone()} />
            <Setup view={view.clone()} on_change={handle.set.clone()} />
            if let Some(position) = position {
                <PlayPosition view={view.clone()} position={position.clone()} on_change={handle.set.clone()} />
                <TreeView view={view.clone()} position={position} on_change={handle.set.clone()} />
            }
            <SequenceView view={view.clone()} on_change={handle.set.clone()} />
            <ScaleView view={view} on_change={handle.set.clone()} />
        </article>
    }
}

/// A library message about the reader's text, kept to a line (it may quote that text).
pub fn clip(message: &str) -> String {
    const MAX: usize = 120;
    if message.chars().count() <= MAX {
        message.to_string()
    } else {
        format!("{}…", message.chars().take(MAX).collect::<String>())
    }
}
