//! The game of 31 (the seed's alpha-beta exercise): cards 1 to 6, four of each, are played one
//! at a time onto a running sum; the player whose card makes the sum exceed 31 loses. A moves
//! first. A position is the history of cards played, e.g. `356656`.
//!
//! The seed's code searches the same game with a cut-off once the best value is found. Its
//! reset `fill(ct, ct + N_CARDS, 4)` covers indices 0–5, so card 6's count is never set to
//! four (it starts at 0, and each history's 6s drive it negative, which the `if (ct[card])`
//! test then reads as "available"): we keep four of each card 1–6, the rule the post states.
//!
//! Independent check (tests): the sample of the judge problem the seed solves (UVa 10578,
//! "The Game of 31"): 356656 → B, 35665 → B, 3566 → A, 111126666 → A, 552525 → A.

use serde::{Deserialize, Serialize};

use super::minimax::TwoPlayerGame;

/// The total the cards may reach without losing.
pub const LIMIT: u32 = 31;
/// Copies of each card.
pub const COPIES: u8 = 4;

/// A valid history: digits 1–6, none more than four times, and no card after the sum first
/// exceeded 31. Only [`Cards::parse`] and [`Cards::play`] make one.
///
/// Two histories are equal (and hash alike) when the same cards are left: the order of play
/// changes nothing that follows, which is what lets a transposition table solve the game from
/// the start in a few thousand states instead of millions of orders.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Cards {
    played: Vec<u8>,
    /// `left[c]` copies of card c remain (index 0 unused).
    left: [u8; 7],
    sum: u32,
}

impl Cards {
    /// No card played yet.
    pub fn new() -> Cards {
        Cards {
            played: Vec::new(),
            left: [0, COPIES, COPIES, COPIES, COPIES, COPIES, COPIES],
            sum: 0,
        }
    }

    /// Parses the digits of the cards played so far; errors name the 0-based position.
    pub fn parse(text: &str) -> Result<Cards, (usize, String)> {
        let mut cards = Cards::new();
        for (i, c) in text.chars().enumerate() {
            let card = match c.to_digit(10) {
                Some(d @ 1..=6) => d as u8,
                _ => return Err((i, format!("'{c}' is not a card: cards are 1 to 6"))),
            };
            if cards.sum > LIMIT {
                return Err((i, format!("the game ended at card {i}: the sum passed 31")));
            }
            if cards.left[card as usize] == 0 {
                return Err((i, format!("a fifth {card}: there are four of each card")));
            }
            cards = cards.play(card);
        }
        Ok(cards)
    }

    /// After playing `card` (which must remain).
    pub fn play(&self, card: u8) -> Cards {
        let mut next = self.clone();
        next.played.push(card);
        next.left[card as usize] -= 1;
        next.sum += u32::from(card);
        next
    }

    /// The running sum.
    pub fn sum(&self) -> u32 {
        self.sum
    }

    /// "A" or "B": who plays next.
    pub fn to_move(&self) -> &'static str {
        if self.played.len().is_multiple_of(2) {
            "A"
        } else {
            "B"
        }
    }
}

impl PartialEq for Cards {
    fn eq(&self, other: &Cards) -> bool {
        self.left == other.left
    }
}

impl Eq for Cards {}

impl std::hash::Hash for Cards {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        // The sum follows from the cards left.
        self.left.hash(state);
    }
}

impl Default for Cards {
    fn default() -> Self {
        Cards::new()
    }
}

impl std::fmt::Display for Cards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for c in &self.played {
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

/// The game of 31 as a [`TwoPlayerGame`]; a move is a card.
pub struct ThirtyOne;

impl TwoPlayerGame for ThirtyOne {
    type Position = Cards;
    type Move = u8;

    /// Over 31: the player who just played lost, so the player to move has won. (All 84
    /// points of cards always pass 31, so a game never runs out of cards.)
    fn result(&self, cards: &Cards) -> Option<i8> {
        (cards.sum > LIMIT).then_some(1)
    }

    fn moves(&self, cards: &Cards) -> Vec<u8> {
        (1..=6).filter(|&c| cards.left[c as usize] > 0).collect()
    }

    fn play(&self, cards: &Cards, &card: &u8) -> Cards {
        cards.play(card)
    }

    fn describe(&self, card: &u8) -> String {
        format!("play {card}")
    }

    /// Cards that stay within 31 first, the sum closest to 31 first: they leave the opponent
    /// the fewest safe cards.
    fn promise(&self, cards: &Cards, &card: &u8) -> i32 {
        let total = cards.sum + u32::from(card);
        if total > LIMIT { -1 } else { total as i32 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::minimax::{Exact, Method, search};

    fn winner(history: &str) -> &'static str {
        let cards = Cards::parse(history).unwrap();
        let mut exact = Exact::new(ThirtyOne);
        let mover_wins = exact.value(&cards) == 1;
        match (cards.to_move(), mover_wins) {
            ("A", true) | ("B", false) => "A",
            _ => "B",
        }
    }

    #[test]
    fn the_judge_sample() {
        assert_eq!(winner("356656"), "B");
        assert_eq!(winner("35665"), "B");
        assert_eq!(winner("3566"), "A");
        assert_eq!(winner("111126666"), "A");
        assert_eq!(winner("552525"), "A");
    }

    #[test]
    fn the_seed_code_by_hand_on_an_ended_game() {
        // 6666 55 = 34 > 31 after B's 5: B went over, A (to move) has won.
        let cards = Cards::parse("666655").unwrap();
        assert_eq!(ThirtyOne.result(&cards), Some(1));
    }

    #[test]
    fn searches_agree_and_pruning_helps() {
        let mut exact = Exact::new(ThirtyOne);
        for history in [
            "356656",
            "35665",
            "3566",
            "552525",
            "5525",
            "111126666",
            "6655",
        ] {
            let cards = Cards::parse(history).unwrap();
            let found = Method::ALL.map(|m| search(&ThirtyOne, &cards, m, 50_000_000).unwrap());
            for f in found {
                assert_eq!(f.value, exact.value(&cards), "{history}");
            }
            assert!(found[1].nodes <= found[0].nodes, "{history}");
            assert!(found[2].nodes <= found[0].nodes, "{history}");
        }
        let cards = Cards::parse("5525").unwrap();
        let [plain, ab, _] =
            Method::ALL.map(|m| search(&ThirtyOne, &cards, m, 50_000_000).unwrap());
        assert!(ab.nodes < plain.nodes);
    }

    #[test]
    fn bad_histories_are_refused() {
        assert_eq!(Cards::parse("66666").unwrap_err().0, 4);
        assert_eq!(Cards::parse("3a").unwrap_err().0, 1);
        assert_eq!(Cards::parse("7").unwrap_err().0, 0);
        assert_eq!(Cards::parse("0").unwrap_err().0, 0);
        // 6666 5 5 = 34: the third 5 comes after the end.
        assert_eq!(Cards::parse("6666555").unwrap_err().0, 6);
        assert!(Cards::parse("").is_ok());
    }
}
