//! A state's value, and the byte of the table that stores it.
//!
//! Both the solver (which writes the bytes) and a solved table (which reads them) need the
//! encoding, so it lives here, below both: `solve` and `table` import it and not each other.
//! The encoding is the one the table's file format documents (see the `table` module).

use serde::{Deserialize, Serialize};

/// A state's value for the player to move under optimal play: the post's (value, moves) pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "outcome", rename_all = "snake_case")]
pub enum Value {
    /// The player to move wins, at the latest after `plies` more plies (the fastest win).
    Win {
        /// Plies to the end; 0 for a game already won.
        plies: u32,
    },
    /// Neither player can force a win.
    Draw,
    /// The player to move loses after `plies` plies (the slowest loss).
    Loss {
        /// Plies to the end; 0 for a game already lost.
        plies: u32,
    },
}

impl Value {
    /// The value for the player who moved into a state of this value: a loss in `d` for the
    /// opponent is a win in `d + 1` for the mover, and so on.
    pub fn for_mover(self) -> Value {
        match self {
            Value::Win { plies } => Value::Loss { plies: plies + 1 },
            Value::Draw => Value::Draw,
            Value::Loss { plies } => Value::Win { plies: plies + 1 },
        }
    }

    /// A key that is larger for better values: faster wins, then draws, then slower losses
    /// (the post's ordering of its packed (value, moves) words).
    pub fn preference(self) -> i64 {
        match self {
            Value::Win { plies } => 2_000_000 - i64::from(plies),
            Value::Draw => 0,
            Value::Loss { plies } => -1_000_000 + i64::from(plies),
        }
    }
}

impl std::fmt::Display for Value {
    /// `win in 13`, `draw`, `loss in 2`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Value::Win { plies } => write!(f, "win in {plies}"),
            Value::Draw => f.write_str("draw"),
            Value::Loss { plies } => write!(f, "loss in {plies}"),
        }
    }
}

/// No reachable state has this slot (yet).
pub(super) const UNREACHED: u8 = 0;
/// While searching: reached but its moves not yet explored. While solving: a candidate.
pub(super) const PENDING: u8 = 1;
/// Reachable and undecided: at the end, a draw.
pub(super) const DRAW: u8 = 2;
/// `WIN + 2d`: the player to move wins in `d` plies; `LOSS + 2d`: loses in `d` plies.
pub(super) const WIN: u8 = 3;
pub(super) const LOSS: u8 = 4;

/// The longest distance a one-byte entry records (the real game needs far fewer).
pub const MAX_PLIES: u32 = 125;

/// Table entry for a win in `plies`, if it fits.
pub(super) fn win_code(plies: u32) -> Option<u8> {
    (plies <= MAX_PLIES).then(|| WIN + 2 * plies as u8)
}

/// Table entry for a loss in `plies`, if it fits.
pub(super) fn loss_code(plies: u32) -> Option<u8> {
    (plies <= MAX_PLIES).then(|| LOSS + 2 * plies as u8)
}

/// The value an entry of a solved table stands for (`None` for an unreachable slot).
pub(super) fn decode(code: u8) -> Option<Value> {
    match code {
        _ if code > LOSS + 2 * MAX_PLIES as u8 => None,
        DRAW => Some(Value::Draw),
        WIN.. if code % 2 == 1 => Some(Value::Win {
            plies: u32::from(code - WIN) / 2,
        }),
        LOSS.. => Some(Value::Loss {
            plies: u32::from(code - LOSS) / 2,
        }),
        _ => None,
    }
}
