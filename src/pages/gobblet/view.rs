//! What the URL says about the Gobblet page: the variant, who plays, what shows, the game.

use snipelab_core::gobblet::{self, Move, Player, Position, Variant};

use crate::query::Query;
use crate::view::View;

/// The variant the page opens with: Gobblet Gobblers itself, (3,2,1), since that is the game a
/// reader comes to play (issue 19). It plays at once; its table waits for the reader's click.
const DEFAULT_VARIANT: Variant = Variant::GOBBLET;

/// The longest game a link may hold (a drawn game can go on forever when pieces move).
const MAX_MOVES: usize = 400;

/// Who plays each side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Two people at one screen.
    Humans,
    /// The reader plays X against the computer.
    HumanX,
    /// The reader plays O against the computer.
    HumanO,
    /// The computer against itself.
    Perfect,
}

impl Mode {
    /// Every mode, in the picker's order.
    pub const ALL: [Mode; 4] = [Mode::HumanX, Mode::HumanO, Mode::Humans, Mode::Perfect];

    /// Its value in the URL.
    pub fn key(self) -> &'static str {
        match self {
            Mode::Humans => "humans",
            Mode::HumanX => "x",
            Mode::HumanO => "o",
            Mode::Perfect => "perfect",
        }
    }

    /// Its name in the picker.
    pub fn label(self) -> &'static str {
        match self {
            Mode::Humans => "Two players",
            Mode::HumanX => "You play X against the computer",
            Mode::HumanO => "You play O against the computer",
            Mode::Perfect => "The computer against itself",
        }
    }

    /// Whether the computer moves for `player` (perfectly from the solved table, or by the
    /// simple rule until there is one).
    pub fn is_computer(self, player: Player) -> bool {
        match self {
            Mode::Humans => false,
            Mode::HumanX => player == Player::O,
            Mode::HumanO => player == Player::X,
            Mode::Perfect => true,
        }
    }
}

/// Everything the URL says about the view.
#[derive(Clone, Debug, PartialEq)]
pub struct GameView {
    /// The rules.
    pub variant: Variant,
    /// Who plays each side.
    pub mode: Mode,
    /// Show only the top piece of each square, as in the real game.
    pub hidden: bool,
    /// Show every legal move's value.
    pub values: bool,
    /// The game's moves, including any undone ones (for redo).
    pub moves: Vec<Move>,
    /// How many of `moves` are played.
    pub at: usize,
}

impl View for GameView {
    const PARAMETERS: &'static [&'static str] = &[
        "sizes", "per", "move", "mode", "hidden", "values", "moves", "at",
    ];

    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        view_from_query(q, notices).0
    }

    fn to_query(&self) -> Vec<(&'static str, String)> {
        let on = |b: bool| if b { "1" } else { "0" }.to_string();
        let mut pairs = vec![
            ("sizes", self.variant.num_sizes().to_string()),
            ("per", self.variant.num_per_size().to_string()),
            ("move", on(self.variant.allow_move())),
            ("mode", self.mode.key().to_string()),
            ("hidden", on(self.hidden)),
            ("values", on(self.values)),
        ];
        if !self.moves.is_empty() {
            let moves: Vec<String> = self.moves.iter().map(Move::to_string).collect();
            pairs.push(("moves", moves.join(",")));
            pairs.push(("at", self.at.to_string()));
        }
        pairs
    }
}

impl GameView {
    /// The positions of the game: the start and one after each move (`moves.len() + 1`). The
    /// moves were checked when the URL was read, so they all play.
    pub fn positions(&self) -> Vec<Position> {
        let mut positions = vec![Position::start(self.variant)];
        for &mv in &self.moves {
            match positions.last().map(|p| p.play(mv)) {
                Some(Ok(next)) => positions.push(next),
                _ => break,
            }
        }
        positions
    }

    /// A fresh game of `variant`, other settings kept.
    pub fn with_variant(&self, variant: Variant) -> GameView {
        GameView {
            variant,
            moves: Vec::new(),
            at: 0,
            ..self.clone()
        }
    }
}

/// Reads the view from a query string; every invalid parameter falls back with a notice.
/// Returns the view and the positions of its game (`moves.len() + 1` of them).
pub fn view_from_query(q: &Query, notices: &mut Vec<String>) -> (GameView, Vec<Position>) {
    let default = DEFAULT_VARIANT;
    let sizes = q.number(
        "sizes",
        1..=gobblet::MAX_SIZES as u8,
        default.num_sizes(),
        notices,
    );
    let per = q.number(
        "per",
        1..=gobblet::MAX_PER_SIZE,
        default.num_per_size(),
        notices,
    );
    let allow_move = q.flag("move", default.allow_move(), notices);
    // Both numbers are in range, so this cannot fail; fall back to the default anyway.
    let variant = Variant::new(sizes, per, allow_move).unwrap_or(default);
    let mode = match q.get("mode") {
        None => Mode::HumanX,
        Some(key) => Mode::ALL.into_iter().find(|m| m.key() == key).unwrap_or_else(|| {
            notices.push(format!(
                "The link asked for mode={}, which is not one of humans, x, o, perfect; you play X.",
                crate::query::shorten(key)
            ));
            Mode::HumanX
        }),
    };
    let hidden = q.flag("hidden", false, notices);
    let values = q.flag("values", true, notices);
    let mut positions = vec![Position::start(variant)];
    let mut moves = Vec::new();
    if let Some(text) = q.get("moves").filter(|t| !t.trim().is_empty()) {
        for (n, part) in text.split(',').enumerate() {
            let current = positions
                .last()
                .cloned()
                .unwrap_or(Position::start(variant));
            let next = part.parse::<Move>().and_then(|mv| {
                if current.winner().is_some() {
                    return Err(gobblet::GobbletError::InvalidMove(
                        "the game is already over".into(),
                    ));
                }
                current.play(mv).map(|p| (mv, p))
            });
            match next {
                Ok((mv, position)) if n < MAX_MOVES => {
                    moves.push(mv);
                    positions.push(position);
                }
                Ok(_) => {
                    notices.push(format!(
                        "The link's game is longer than {MAX_MOVES} moves; it stops there."
                    ));
                    break;
                }
                Err(why) => {
                    let why = crate::query::shorten_message(&why.to_string());
                    notices.push(format!(
                        "The link's move {} ({}) cannot be played ({why}); the game stops before it.",
                        n + 1,
                        crate::query::shorten(part)
                    ));
                    break;
                }
            }
        }
    }
    let at = q.number("at", 0..=moves.len(), moves.len(), notices);
    let view = GameView {
        variant,
        mode,
        hidden,
        values,
        moves,
        at,
    };
    (view, positions)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_view_round_trips_through_the_url() {
        let mut notices = Vec::new();
        let (view, positions) = view_from_query(
            &Query::parse("?sizes=3&per=2&move=1&mode=o&hidden=1&values=0&moves=2@4,3@4,1@0&at=2"),
            &mut notices,
        );
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(view.variant, Variant::GOBBLET);
        assert_eq!(
            (view.mode, view.hidden, view.values),
            (Mode::HumanO, true, false)
        );
        assert_eq!((view.moves.len(), view.at, positions.len()), (3, 2, 4));
        let query: Vec<String> = view
            .to_query()
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        let (again, again_positions) =
            view_from_query(&Query::parse(&query.join("&")), &mut notices);
        assert_eq!(again, view);
        assert_eq!(again.positions(), again_positions);
    }

    #[test]
    fn an_empty_link_opens_gobblet_gobblers_against_the_computer() {
        let mut notices = Vec::new();
        let (view, positions) = view_from_query(&Query::parse(""), &mut notices);
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!((view.variant, view.mode), (Variant::GOBBLET, Mode::HumanX));
        assert_eq!(positions.len(), 1);
    }

    #[test]
    fn bad_parameters_fall_back_with_notices() {
        let mut notices = Vec::new();
        let (view, positions) = view_from_query(
            &Query::parse("?sizes=7&per=0&mode=robot&moves=2@4,2@4,zz&at=99"),
            &mut notices,
        );
        assert_eq!(notices.len(), 5, "{notices:?}");
        // The page's default is Gobblet Gobblers itself (issue 19).
        assert_eq!(view.variant, Variant::GOBBLET);
        assert_eq!(view.mode, Mode::HumanX);
        // O cannot put a medium piece on a medium one, so the game stops after one move.
        assert_eq!((view.moves.len(), view.at, positions.len()), (1, 1, 2));
    }
}
