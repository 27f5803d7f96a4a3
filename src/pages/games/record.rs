//! The game record of play against perfect play, as it lives in the URL (`played`), so a
//! reload or a shared link restores the game with its undo: every move's player, the position
//! before it, and the move in words.
//!
//! The text is `who~before~notation` per move, moves joined by `;` (`y` for the reader, `p` for
//! perfect play): neither `~` nor `;` occurs in a position string or a move's notation.

use snipelab_core::games::notation::replay;
use snipelab_core::games::position::{Game, parse};

/// The most moves a link's record may hold (a long game keeps its latest moves): Tic Tac Toe
/// ends within 9 moves and 31 within 24, and only the number games run longer.
pub const MAX_PLAYED: usize = 500;

/// The longest notation kept from a link (the library's are under 40 characters).
const MAX_NOTATION: usize = 80;

/// Who made a move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Who {
    /// The reader.
    You,
    /// Perfect play, answering.
    PerfectPlay,
}

/// One move of the record.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Played {
    /// Who moved.
    pub who: Who,
    /// The position before the move, normalised (undo returns to it).
    pub before: String,
    /// The move in words, the library's notation.
    pub notation: String,
}

impl Who {
    /// The line's label in the record.
    pub fn label(self) -> &'static str {
        match self {
            Who::You => "You",
            Who::PerfectPlay => "Perfect play",
        }
    }
}

/// The record as URL text.
pub fn encode(played: &[Played]) -> String {
    played
        .iter()
        .map(|p| {
            let who = match p.who {
                Who::You => "y",
                Who::PerfectPlay => "p",
            };
            format!("{who}~{}~{}", p.before, p.notation)
        })
        .collect::<Vec<_>>()
        .join(";")
}

/// The record a link's text describes for `game`, or why not, in words for the reader.
pub fn decode(game: Game, text: &str) -> Result<Vec<Played>, String> {
    if text.is_empty() {
        return Ok(Vec::new());
    }
    let entries: Vec<&str> = text.split(';').collect();
    if entries.len() > MAX_PLAYED {
        return Err(format!("{} moves; at most {MAX_PLAYED}", entries.len()));
    }
    entries
        .iter()
        .enumerate()
        .map(|(i, entry)| {
            let at = |why: &str| format!("move {}: {why}", i + 1);
            let mut fields = entry.splitn(3, '~');
            let who = match fields.next() {
                Some("y") => Who::You,
                Some("p") => Who::PerfectPlay,
                _ => return Err(at("it does not start with y (you) or p (perfect play)")),
            };
            let (Some(before), Some(notation)) = (fields.next(), fields.next()) else {
                return Err(at("it is not who~position~move"));
            };
            let before = parse(game, before)
                .map_err(|e| at(&format!("not a position of this game ({})", e.message)))?
                .to_string();
            let notation = notation.trim();
            if notation.is_empty() || notation.chars().count() > MAX_NOTATION {
                return Err(at("the move's words are missing or too long"));
            }
            Ok(Played {
                who,
                before,
                notation: notation.to_string(),
            })
        })
        .collect()
}

/// The first move of a decoded record that the rules refuse, with why in words: a move that
/// is not legal from the position before it, or one that does not lead where the record goes
/// on (the next move's position, or `pos` after the last). The moves before it are a legal
/// game that leads to its `before`. A link is text anyone can write, so its record is checked
/// move by move rather than trusted (each check is one heap's pass at most: no solving).
pub fn first_illegal(game: Game, played: &[Played], pos: &str) -> Option<(usize, String)> {
    // As the view keeps positions: some moves' positions read back shorter ("15,5" is "15").
    let normal = |p: &str| parse(game, p).map_or_else(|_| p.to_string(), |q| q.to_string());
    for (i, p) in played.iter().enumerate() {
        let Some(after) = parse(game, &p.before)
            .ok()
            .and_then(|position| replay(&position, &p.notation))
        else {
            return Some((i, format!("is not a legal move from {}", p.before)));
        };
        let after = normal(&after);
        let next = played.get(i + 1).map_or(pos, |q| q.before.as_str());
        if after != next {
            return Some((i, format!("leads to {after}, not to {next}")));
        }
    }
    None
}

/// Where undo goes: the index of the reader's last move (the record is cut there and the
/// position goes back to before it), if the reader has moved.
pub fn undo_point(played: &[Played]) -> Option<usize> {
    played.iter().rposition(|p| p.who == Who::You)
}

/// The record with one more move, keeping at most [`MAX_PLAYED`] (the oldest go first).
pub fn push(played: &[Played], who: Who, before: &str, notation: &str) -> Vec<Played> {
    let mut out = played.to_vec();
    out.push(Played {
        who,
        before: before.to_string(),
        notation: notation.to_string(),
    });
    let excess = out.len().saturating_sub(MAX_PLAYED);
    out.drain(..excess);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nim_record() -> Vec<Played> {
        let r = push(&[], Who::You, "1,2,3", "pile 3: 3 → 0");
        push(&r, Who::PerfectPlay, "1,2,0", "pile 2: 2 → 1")
    }

    #[test]
    fn a_record_survives_its_text() {
        let r = nim_record();
        assert_eq!(encode(&r), "y~1,2,3~pile 3: 3 → 0;p~1,2,0~pile 2: 2 → 1");
        assert_eq!(decode(Game::Nim, &encode(&r)), Ok(r));
        assert_eq!(decode(Game::Nim, ""), Ok(vec![]));
    }

    #[test]
    fn undo_returns_before_the_readers_last_move() {
        let r = nim_record();
        assert_eq!(undo_point(&r), Some(0));
        assert_eq!(r[0].before, "1,2,3");
        assert_eq!(undo_point(&r[..0]), None);
        assert_eq!(
            undo_point(&push(&r, Who::You, "1,1,0", "pile 1: 1 → 0")),
            Some(2)
        );
    }

    #[test]
    fn bad_records_say_which_move() {
        let bad = |text: &str| decode(Game::Nim, text).unwrap_err();
        assert!(bad("x~1,2,3~a").starts_with("move 1:"));
        assert!(bad("y~1,2,3~a;y~1,2").starts_with("move 2:"));
        assert!(bad("y~1,,2~a").contains("not a position"));
        assert!(bad("y~1~").contains("missing"));
        assert!(bad(&format!("y~1~{}", "a".repeat(81))).contains("too long"));
        // Tic Tac Toe's rules, not Nim's.
        assert!(decode(Game::Tictactoe, "y~1,2~a").is_err());
        let long = vec!["y~1~a"; MAX_PLAYED + 1].join(";");
        assert!(bad(&long).contains("at most"));
    }

    #[test]
    fn illegal_moves_are_found_and_named() {
        let r = nim_record();
        // The record's moves lead from 1,2,3 to 1,1,0.
        assert_eq!(first_illegal(Game::Nim, &r, "1,1,0"), None);
        assert_eq!(first_illegal(Game::Nim, &r[..1], "1,2,0"), None);
        // The link's position is not where the moves lead.
        let (at, why) = first_illegal(Game::Nim, &r, "1,0,0").unwrap();
        assert_eq!((at, why.as_str()), (1, "leads to 1,1,0, not to 1,0,0"));
        // More chips than the pile holds, and a pile that is not there.
        let bad = push(&[], Who::You, "1,2,3", "pile 1: 1 → 4");
        let (at, why) = first_illegal(Game::Nim, &bad, "4,2,3").unwrap();
        assert_eq!((at, why.as_str()), (0, "is not a legal move from 1,2,3"));
        let bad = push(&r, Who::You, "1,1,0", "pile 4: 1 → 0");
        assert_eq!(
            first_illegal(Game::Nim, &bad, "1,1,0").map(|e| e.0),
            Some(2)
        );
        // A second move that does not start where the first ended.
        let jump = push(&r[..1], Who::PerfectPlay, "3,3,3", "pile 1: 3 → 0");
        assert_eq!(
            first_illegal(Game::Nim, &jump, "0,3,3").map(|e| e.0),
            Some(0)
        );
        // The Box game writes "15,5" for the position "15".
        let boxed = push(&[], Who::You, "20", "leave 15 in the fuller box");
        assert_eq!(first_illegal(Game::Box, &boxed, "15"), None);
    }

    #[test]
    fn a_long_game_keeps_its_latest_moves() {
        let mut r = Vec::new();
        for i in 0..MAX_PLAYED + 3 {
            r = push(&r, Who::You, &i.to_string(), "a move");
        }
        assert_eq!(r.len(), MAX_PLAYED);
        assert_eq!(r[0].before, "3");
    }
}
