//! [`Fault`], what makes a running command fail: the machine turns it into a
//! [`RuntimeError`](super::RuntimeError) with the command's place and this text.

use std::fmt;

use super::{MAX_CALL_DEPTH, MAX_DISTANCE, MAX_REPEAT, short};
use crate::robot::lang::PALETTE;

/// Why a command failed; each carries the value it was given.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Fault {
    /// A global read before any `make` set it.
    Unset {
        /// The variable's name.
        name: String,
    },
    /// `random` of something other than a whole number from 1 to 2^53.
    Random(f64),
    /// A division by zero.
    DivisionByZero,
    /// A result that is not a finite number.
    OutOfRange(f64),
    /// `forward` or `back` further than [`MAX_DISTANCE`].
    Distance(f64),
    /// `setxy` with a coordinate further than [`MAX_DISTANCE`] from the start.
    SetXY(f64, f64),
    /// `setpencolor` with no colour of the palette.
    Colour(f64),
    /// `repeat` with a count outside 0..=[`MAX_REPEAT`].
    RepeatCount(f64),
    /// More than [`MAX_CALL_DEPTH`] nested calls.
    TooDeep,
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::Unset { name } => write!(
                f,
                "':{name}' has no value yet: 'make \"{name} …' has not run"
            ),
            Fault::Random(n) => write!(
                f,
                "random needs a whole number from 1 to 2^53, got {}",
                short(*n)
            ),
            Fault::DivisionByZero => f.write_str("division by zero"),
            Fault::OutOfRange(value) => write!(f, "the number {value} is out of range"),
            Fault::Distance(distance) => write!(
                f,
                "cannot move {} cm at once: at most {MAX_DISTANCE}",
                short(*distance)
            ),
            Fault::SetXY(x, y) => write!(
                f,
                "setxy {} {} is too far: each coordinate at most {MAX_DISTANCE} cm from the start",
                short(*x),
                short(*y)
            ),
            Fault::Colour(colour) => write!(
                f,
                "setpencolor needs a colour number from 0 to {}, or a name such as \"red; got {}",
                PALETTE.len() - 1,
                short(*colour)
            ),
            Fault::RepeatCount(count) => write!(
                f,
                "repeat needs a count from 0 to {MAX_REPEAT}, got {}",
                short(*count)
            ),
            Fault::TooDeep => write!(
                f,
                "procedures nested more than {MAX_CALL_DEPTH} calls deep (is a 'stop' missing?)"
            ),
        }
    }
}
