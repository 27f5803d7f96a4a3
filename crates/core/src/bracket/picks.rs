//! A bracket as 63 picks, and its compact code.
//!
//! Every game of the bracket is played between the survivors of the two halves of an aligned
//! block of lines (the data files' layout, see `data/ncaa/README.md`), so a pick is one bit: did
//! the winner come from the top half or the bottom half? Games are numbered round by round, top
//! to bottom: the 32 first-round games are 0–31 (game b pairs lines 2b and 2b+1), the second round
//! 32–47, the Sweet 16 48–55, the Elite 8 56–59, the Final Four 60–61 and the championship 62.
//! Bit g of a `u64` is game g's pick (1 = bottom half won), and bit 63 is always 0.
//!
//! Because the seed order is the same in every region of every year, the better seed is always
//! on top within a region, so the chalk bracket is the code `0000000000000000` (in the Final Four,
//! where #1 seeds meet, it picks the top region: one of the eight equally likely chalk brackets).

use super::{Error, GAMES, ROUNDS, TEAMS};
use serde::{Deserialize, Serialize};

/// A complete bracket: the winner of each of the 63 games, as one bit per game (see the module
/// docs). In JSON and URLs it is its 16-hex-digit code, e.g. `"0000000000000000"` for chalk.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Picks(u64);

/// One game as a bracket code sees it: which lines met and which one won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Played {
    /// The game's number (0–62 in a full bracket).
    pub index: usize,
    /// 1 = first round.
    pub round: u8,
    /// The winner's line (0-based position in the file).
    pub winner: usize,
    /// The loser's line.
    pub loser: usize,
}

/// Plays out a bracket of `lines` lines (a power of two, at most 64) from its pick bits: the
/// games in code order. The only place that knows the game numbering, so that the full bracket
/// and the small brackets of the brute-force tests share it.
pub(crate) fn played(lines: usize, bits: u64) -> Vec<Played> {
    let mut games = Vec::with_capacity(lines.saturating_sub(1));
    let mut entrants: Vec<usize> = (0..lines).collect();
    let mut round = 1;
    while entrants.len() > 1 {
        entrants = entrants
            .chunks_exact(2)
            .map(|pair| {
                let index = games.len();
                let bottom_won = (bits >> index) & 1 == 1;
                let (winner, loser) = if bottom_won {
                    (pair[1], pair[0])
                } else {
                    (pair[0], pair[1])
                };
                games.push(Played {
                    index,
                    round,
                    winner,
                    loser,
                });
                winner
            })
            .collect();
        round += 1;
    }
    games
}

/// The number of the first game of `round` in a full bracket: 0, 32, 48, 56, 60, 62.
fn first_game(round: u8) -> usize {
    TEAMS - (TEAMS >> (round - 1))
}

impl Picks {
    /// The chalk bracket: the better seed always wins (the top region in the Final Four).
    pub const CHALK: Picks = Picks(0);

    /// Reads a bracket code: exactly 16 hex digits (either case), the 64-bit number whose bit g
    /// is game g's pick. The first digit is 0–7, as there are only 63 games.
    pub fn from_hex(code: &str) -> Result<Picks, Error> {
        let bad = |why: String| Error::Parameter(format!("bad bracket code {code:?}: {why}"));
        if code.len() != 16 {
            return Err(bad(format!(
                "a code is 16 hex digits (one bit per game), not {} characters",
                code.chars().count()
            )));
        }
        if let Some((at, c)) = code
            .chars()
            .enumerate()
            .find(|(_, c)| !c.is_ascii_hexdigit())
        {
            return Err(bad(format!(
                "{c:?} at position {} is not a hex digit",
                at + 1
            )));
        }
        let bits = u64::from_str_radix(code, 16).map_err(|e| bad(e.to_string()))?;
        if bits >> GAMES != 0 {
            return Err(bad(
                "the first digit must be 0-7: there are only 63 games".into()
            ));
        }
        Ok(Picks(bits))
    }

    /// The 16-hex-digit code (lower case), the inverse of [`Picks::from_hex`].
    pub fn to_hex(self) -> String {
        format!("{:016x}", self.0)
    }

    /// Whether game `game` (0–62) was won by the team from the bottom half of its block; `None`
    /// for a game number out of range.
    pub fn bottom_won(self, game: usize) -> Option<bool> {
        (game < GAMES).then_some((self.0 >> game) & 1 == 1)
    }

    /// The same bracket with the team on line `line` (0–63) winning exactly `wins` games (0–6,
    /// the data files' wins column), all other picks unchanged: what clicking a team in a round
    /// of a bracket picker does. The game after its last win goes to its opponent, so a team
    /// never inherits the later wins of the team it knocked out.
    pub fn with_wins(self, line: usize, wins: u8) -> Result<Picks, Error> {
        if line >= TEAMS {
            return Err(Error::Parameter(format!(
                "line {line} is not in the bracket (0-63)"
            )));
        }
        if wins > ROUNDS {
            return Err(Error::Parameter(format!(
                "{wins} wins is more than the 6 rounds"
            )));
        }
        let mut bits = self.0;
        for round in 1..=ROUNDS.min(wins + 1) {
            // In round r the line's block has 2^r lines; it is in the bottom half when bit r−1 of
            // its line number is set. It wins rounds 1..=wins and loses round wins + 1.
            let game = first_game(round) + (line >> round);
            let bottom = (line >> (round - 1)) & 1 == 1;
            let bottom_wins = bottom == (round <= wins);
            bits = (bits & !(1 << game)) | (u64::from(bottom_wins) << game);
        }
        Ok(Picks(bits))
    }

    /// The number of games (of 63) that this bracket and `actual` agree on: the same team wins
    /// the same game. The usual way to score a bracket against what happened.
    pub fn correct_picks(self, actual: Picks) -> u32 {
        let mine = played(TEAMS, self.0);
        let theirs = played(TEAMS, actual.0);
        let agree = mine
            .iter()
            .zip(&theirs)
            .filter(|(a, b)| a.winner == b.winner)
            .count();
        // At most 63, so the conversion cannot fail.
        u32::try_from(agree).unwrap_or(u32::MAX)
    }

    /// The 63 games of this bracket, in code order.
    pub(crate) fn played(self) -> Vec<Played> {
        played(TEAMS, self.0)
    }
}

impl std::fmt::Display for Picks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_hex())
    }
}

impl std::str::FromStr for Picks {
    type Err = Error;
    fn from_str(code: &str) -> Result<Picks, Error> {
        Picks::from_hex(code)
    }
}

impl TryFrom<String> for Picks {
    type Error = Error;
    fn try_from(code: String) -> Result<Picks, Error> {
        Picks::from_hex(&code)
    }
}

impl From<Picks> for String {
    fn from(picks: Picks) -> String {
        picks.to_hex()
    }
}

impl From<Picks> for u64 {
    fn from(picks: Picks) -> u64 {
        picks.0
    }
}

impl TryFrom<u64> for Picks {
    type Error = Error;
    /// Any number below 2^63 is a bracket.
    fn try_from(bits: u64) -> Result<Picks, Error> {
        if bits >> GAMES == 0 {
            Ok(Picks(bits))
        } else {
            Err(Error::Parameter(format!(
                "{bits:#x} is not a bracket: there are only 63 games"
            )))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_are_numbered_round_by_round() {
        let games = Picks::CHALK.played();
        assert_eq!(games.len(), GAMES);
        for round in 1..=ROUNDS {
            let count = games.iter().filter(|g| g.round == round).count();
            assert_eq!(count, TEAMS >> round, "round {round}");
            assert_eq!(
                games.iter().position(|g| g.round == round),
                Some(first_game(round))
            );
        }
        // Chalk always advances the top line: line 0 wins everything.
        assert!(games.iter().filter(|g| g.winner == 0).count() == 6);
        assert_eq!(games[62].loser, 32);
    }

    #[test]
    fn hex_code_round_trips_and_rejects_bad_codes() {
        for bits in [0, 1, (1 << 63) - 1, 0x1234_5678_9abc_def0 >> 1] {
            let picks = Picks::try_from(bits).unwrap();
            assert_eq!(Picks::from_hex(&picks.to_hex()), Ok(picks));
            assert_eq!(picks.to_hex().len(), 16);
        }
        assert_eq!(
            Picks::from_hex("7FFFFFFFFFFFFFFF"),
            Picks::try_from((1 << 63) - 1)
        );
        for bad in [
            "",
            "0",
            "00000000000000000",
            "800000000000000",
            "8000000000000000",
            "000000000000000g",
            "+000000000000000",
            "00000000000000é",
        ] {
            let err = Picks::from_hex(bad).unwrap_err().to_string();
            assert!(err.contains("bad bracket code"), "{bad}: {err}");
        }
        assert!(Picks::try_from(1 << 63).is_err());
        let json = serde_json::to_string(&Picks::CHALK).unwrap();
        assert_eq!(json, "\"0000000000000000\"");
        assert!(serde_json::from_str::<Picks>("\"f000000000000000\"").is_err());
    }

    #[test]
    fn with_wins_sets_exactly_that_many_wins() {
        let wins_of =
            |picks: Picks, line: usize| picks.played().iter().filter(|g| g.winner == line).count();
        // Line 33 (UMBC's line in 2018, seed 16 of the third region) to the title.
        let champion = Picks::CHALK.with_wins(33, 6).unwrap();
        let games = champion.played();
        let rounds: Vec<u8> = games
            .iter()
            .filter(|g| g.winner == 33)
            .map(|g| g.round)
            .collect();
        assert_eq!(rounds, vec![1, 2, 3, 4, 5, 6]);
        // Everything else is still chalk, so the Final Four and final are against lines 48 and 0.
        assert_eq!(games[61].loser, 48);
        assert_eq!(games[62].loser, 0);
        assert_eq!(champion.correct_picks(Picks::CHALK), 63 - 6);
        assert_eq!(champion.bottom_won(16), Some(true));
        // One win only: Virginia's (line 32) later chalk wins go to Creighton (line 34), not UMBC.
        let one = Picks::CHALK.with_wins(33, 1).unwrap();
        assert_eq!(wins_of(one, 33), 1);
        assert_eq!(wins_of(one, 32), 0);
        assert_eq!(wins_of(one, 34), 5); // up to the final, as Virginia would have
        for line in [0, 5, 33, 63] {
            for wins in 0..=6 {
                for start in [
                    Picks::CHALK,
                    champion,
                    Picks::try_from(0x5555_5555_5555_5555).unwrap(),
                ] {
                    assert_eq!(
                        wins_of(start.with_wins(line, wins).unwrap(), line),
                        usize::from(wins)
                    );
                }
            }
        }
        assert!(Picks::CHALK.with_wins(64, 1).is_err());
        assert!(Picks::CHALK.with_wins(0, 7).is_err());
        assert_eq!(Picks::CHALK.bottom_won(63), None);
    }
}
