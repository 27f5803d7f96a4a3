//! The games a position can be solved for, and the position strings of the CLI and the URL
//! parsed into types that cannot hold a bad position (negative piles, a fifth 6, huge sizes).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::euclid::Pair;
use super::stones::{MAX_STONES, Pile};
use super::thirty_one::Cards;
use super::tictactoe::Board;

/// The games `solve` knows, with the names the CLI and the URL use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Game {
    /// Nim: take any number of chips from one pile; last move wins.
    Nim,
    /// Nim where the player who takes the last chip loses.
    MisereNim,
    /// Staircase Nim: move chips from a step to the next lower one.
    Staircase,
    /// Grundy's game: split a pile into two unequal piles.
    Grundy,
    /// Crosses on 1 × n strips: no two crosses adjacent.
    Crosses,
    /// Euclid's game on two numbers.
    Euclid,
    /// The game of 31.
    ThirtyOne,
    /// Tic Tac Toe.
    Tictactoe,
    /// The Box game.
    Box,
    /// Stones (Fibonacci Nim): take up to twice the opponent's last take.
    Stones,
}

impl Game {
    /// Every game, in the order of the seed.
    pub const ALL: [Game; 10] = [
        Game::Grundy,
        Game::Crosses,
        Game::Staircase,
        Game::MisereNim,
        Game::Nim,
        Game::ThirtyOne,
        Game::Euclid,
        Game::Box,
        Game::Stones,
        Game::Tictactoe,
    ];

    /// The name in the CLI and URL (`misere-nim`, `thirty-one`, …).
    pub fn name(self) -> &'static str {
        match self {
            Game::Nim => "nim",
            Game::MisereNim => "misere-nim",
            Game::Staircase => "staircase",
            Game::Grundy => "grundy",
            Game::Crosses => "crosses",
            Game::Euclid => "euclid",
            Game::ThirtyOne => "thirty-one",
            Game::Tictactoe => "tictactoe",
            Game::Box => "box",
            Game::Stones => "stones",
        }
    }

    /// The game of a name.
    pub fn from_name(name: &str) -> Result<Game, UnknownGame> {
        Game::ALL
            .into_iter()
            .find(|g| g.name() == name)
            .ok_or_else(|| UnknownGame {
                name: name.to_string(),
            })
    }
}

/// A name that is no game's ([`Game::from_name`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownGame {
    /// The name given.
    pub name: String,
}

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Game::ALL.iter().map(|g| g.name()).collect();
        write!(
            f,
            "unknown game '{}': one of {}",
            self.name,
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownGame {}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The most components (piles, steps, strips) in a position.
pub const MAX_COMPONENTS: usize = 64;
/// The largest pile of Nim, Misère Nim and Staircase Nim (their rules are formulas).
pub const MAX_CHIPS: u32 = 1_000_000_000;
/// The largest pile of Grundy's game: its values are computed up to it (20 ms at 10⁴, about
/// 1 s at 10⁵ natively; BENCHMARKS.md).
pub const MAX_GRUNDY_PILE: u32 = 100_000;
/// The longest strip of crosses (its values are periodic, so only memory bounds it).
pub const MAX_STRIP: u32 = 1_000_000;

/// A validated position of one game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Position {
    /// Piles (Nim, Misère Nim, Grundy's game), steps from the lowest (Staircase Nim), or strip
    /// lengths (crosses), each within its game's limit.
    Heaps(Game, Vec<u32>),
    /// Euclid's game.
    Euclid(Pair),
    /// The game of 31.
    ThirtyOne(Cards),
    /// Tic Tac Toe.
    Tictactoe(Board),
    /// The Box game: balls in the fuller box, 1 to [`super::box_game::MAX_BALLS`].
    Box(u64),
    /// Stones: the stones left and the most the player to move may take.
    Stones(Pile),
}

impl Position {
    /// The game.
    pub fn game(&self) -> Game {
        match self {
            Position::Heaps(g, _) => *g,
            Position::Euclid(_) => Game::Euclid,
            Position::ThirtyOne(_) => Game::ThirtyOne,
            Position::Tictactoe(_) => Game::Tictactoe,
            Position::Box(_) => Game::Box,
            Position::Stones(_) => Game::Stones,
        }
    }

    /// The position as a sentence names it: its text, or what it is when that text is empty
    /// (31 before any card, no heap at all). "The minimax tree of  has more than 5,000 nodes"
    /// named the start of 31 with a blank (issue 28).
    pub fn described(&self) -> String {
        let text = self.to_string();
        match self {
            _ if !text.trim().is_empty() => text,
            Position::ThirtyOne(_) => "the start of 31 (no card played yet)".to_string(),
            _ => format!("the empty {} position", self.game().name()),
        }
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Position::Heaps(_, heaps) => f.write_str(&join(heaps)),
            Position::Euclid(pair) => write!(f, "{pair}"),
            Position::ThirtyOne(cards) => write!(f, "{cards}"),
            Position::Tictactoe(board) => write!(f, "{board}"),
            Position::Box(balls) => write!(f, "{balls}"),
            Position::Stones(pile) => write!(f, "{pile}"),
        }
    }
}

/// Heaps as the position string writes them: `3,1,3`.
pub fn join(heaps: &[u32]) -> String {
    heaps
        .iter()
        .map(|h| h.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// A position string that does not describe a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionError {
    /// The 0-based character where the problem is.
    pub at: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "position, character {}: {}", self.at + 1, self.message)
    }
}

fn error(at: usize, message: impl Into<String>) -> PositionError {
    PositionError {
        at,
        message: message.into(),
    }
}

/// Comma-separated numbers up to `max`, each with the offset where it starts.
fn numbers(text: &str, max: u64, what: &str) -> Result<Vec<u64>, PositionError> {
    let mut out = Vec::new();
    let mut start = 0;
    for part in text.split(',') {
        let trimmed = part.trim();
        let at = start + (part.len() - part.trim_start().len());
        if trimmed.is_empty() {
            return Err(error(at, format!("expected a {what}")));
        }
        if let Some(i) = trimmed.find(|c: char| !c.is_ascii_digit()) {
            let c = trimmed[i..].chars().next().unwrap_or(' ');
            let hint = if c == '-' { " (no negative sizes)" } else { "" };
            return Err(error(at + i, format!("'{c}' in a {what}{hint}")));
        }
        let value: u64 =
            trimmed.parse().ok().filter(|&v| v <= max).ok_or_else(|| {
                error(at, format!("{what} {trimmed} is too large: at most {max}"))
            })?;
        out.push(value);
        start += part.len() + 1;
    }
    Ok(out)
}

/// Parses `text` as a position of `game`:
///
/// - Nim, Misère Nim, Grundy's game, crosses: comma-separated piles or strip lengths (`3,1,3`,
///   `20`); Staircase Nim: chips on steps 1, 2, … (step 1 is next to the ground);
/// - Euclid: two positive numbers (`34,12`); Box game: the balls in the fuller box (`7`) or
///   both boxes (`7,1`);
/// - the game of 31: the digits of the cards played (`356656`, empty for a new game);
/// - Tic Tac Toe: nine cells `x`, `o`, `.` row by row (`x.o......`);
/// - Stones: the pile at the start (`20`: the first player takes 1 to 19), or the stones left
///   and the most the player to move may take (`18,4`).
pub fn parse(game: Game, text: &str) -> Result<Position, PositionError> {
    let text = text.trim();
    match game {
        Game::Nim | Game::MisereNim | Game::Staircase | Game::Grundy | Game::Crosses => {
            let (max, what) = match game {
                Game::Grundy => (MAX_GRUNDY_PILE, "pile"),
                Game::Crosses => (MAX_STRIP, "strip"),
                Game::Staircase => (MAX_CHIPS, "step"),
                _ => (MAX_CHIPS, "pile"),
            };
            let heaps = numbers(text, u64::from(max), what)?;
            if heaps.len() > MAX_COMPONENTS {
                return Err(error(
                    0,
                    format!("{} {what}s: at most {MAX_COMPONENTS}", heaps.len()),
                ));
            }
            // Each number is at most `max`, a u32.
            let heaps = heaps.into_iter().map(|h| h as u32).collect();
            Ok(Position::Heaps(game, heaps))
        }
        Game::Euclid => {
            let pair = numbers(text, u64::MAX, "number")?;
            match pair[..] {
                [a, b] => Pair::new(a, b)
                    .map(Position::Euclid)
                    .map_err(|e| error(0, e.to_string())),
                _ => Err(error(
                    0,
                    format!("{} numbers: Euclid's game takes two", pair.len()),
                )),
            }
        }
        Game::Box => {
            let boxes = numbers(text, super::box_game::MAX_BALLS, "box")?;
            if boxes.contains(&0) {
                return Err(error(0, "a box holds at least 1 ball"));
            }
            match boxes[..] {
                [n] => Ok(Position::Box(n)),
                [a, b] => Ok(Position::Box(a.max(b))),
                _ => Err(error(0, format!("{} boxes: the game has two", boxes.len()))),
            }
        }
        Game::Stones => {
            let parts = numbers(text, MAX_STONES, "number of stones")?;
            match parts[..] {
                [n] => Ok(Position::Stones(Pile::start(n))),
                [0, _] => Ok(Position::Stones(Pile::new(0, 0))),
                [_, 0] => Err(error(
                    text.find(',').map_or(0, |c| c + 1),
                    "a player takes at least 1 stone: the most to take is at least 1",
                )),
                [n, limit] => Ok(Position::Stones(Pile::new(n, limit))),
                _ => Err(error(
                    0,
                    format!(
                        "{} numbers: a pile (20), or the stones left and the most to take (18,4)",
                        parts.len()
                    ),
                )),
            }
        }
        Game::ThirtyOne => Cards::parse(text)
            .map(Position::ThirtyOne)
            .map_err(|(at, m)| error(at, m)),
        Game::Tictactoe => Board::parse(text)
            .map(Position::Tictactoe)
            .map_err(|(at, m)| error(at, m)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn good_positions_round_trip() {
        for (game, text) in [
            (Game::Nim, "3,1,3"),
            (Game::Staircase, "0,4,2"),
            (Game::Grundy, "20"),
            (Game::Crosses, "7,5"),
            (Game::Euclid, "34,12"),
            (Game::ThirtyOne, "356656"),
            (Game::Tictactoe, "x.o......"),
            (Game::Box, "7"),
            (Game::Stones, "20"),
            (Game::Stones, "18,4"),
        ] {
            assert_eq!(parse(game, text).unwrap().to_string(), text, "{game}");
        }
        assert_eq!(parse(Game::Nim, " 3, 1 ").unwrap().to_string(), "3,1");
        assert_eq!(parse(Game::Box, "1,9").unwrap(), Position::Box(9));
        // A limit above the stones is the stones; a state equal to a start is that start.
        assert_eq!(parse(Game::Stones, "5,9").unwrap().to_string(), "5,5");
        assert_eq!(parse(Game::Stones, "5,4").unwrap().to_string(), "5");
    }

    #[test]
    fn bad_positions_say_where() {
        assert_eq!(parse(Game::Nim, "3,-1").unwrap_err().at, 2);
        assert!(
            parse(Game::Nim, "3,-1")
                .unwrap_err()
                .message
                .contains("negative")
        );
        assert_eq!(parse(Game::Nim, "3,,1").unwrap_err().at, 2);
        assert_eq!(parse(Game::Nim, "").unwrap_err().at, 0);
        assert_eq!(parse(Game::Grundy, "100001").unwrap_err().at, 0);
        assert_eq!(parse(Game::Nim, "99999999999999999999").unwrap_err().at, 0);
        assert!(parse(Game::Nim, &vec!["1"; 65].join(",")).is_err());
        assert!(parse(Game::Euclid, "3").is_err());
        assert!(parse(Game::Euclid, "3,0").is_err());
        assert!(parse(Game::Box, "0").is_err());
        assert_eq!(parse(Game::ThirtyOne, "666666").unwrap_err().at, 4);
        assert_eq!(parse(Game::Tictactoe, "x.o").unwrap_err().at, 3);
        assert!(
            parse(Game::Stones, "-3")
                .unwrap_err()
                .message
                .contains("negative")
        );
        assert_eq!(parse(Game::Stones, "7,0").unwrap_err().at, 2);
        assert!(parse(Game::Stones, "1,2,3").is_err());
        assert!(parse(Game::Stones, "1000000000000000001").is_err());
        assert!(parse(Game::Stones, "").is_err());
        assert!(Game::from_name("chess").is_err());
        assert_eq!(
            Game::from_name("chess"),
            Err(UnknownGame {
                name: "chess".to_string()
            })
        );
        assert!(
            Game::from_name("chess")
                .unwrap_err()
                .to_string()
                .starts_with("unknown game 'chess': one of grundy, crosses, staircase, ")
        );
        assert_eq!(Game::from_name("thirty-one"), Ok(Game::ThirtyOne));
    }
}
