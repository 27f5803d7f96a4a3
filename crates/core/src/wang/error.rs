//! The errors of reading a key ([`KeyError`]) and of flipping one of its bits ([`BitError`]).

use std::fmt;

/// Why a typed key is not a 64-bit key ([`parse_key`](super::parse_key)); each carries the
/// text as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyError {
    /// No digits (nothing, or `0x` alone).
    NoDigits {
        /// The text as typed.
        text: String,
    },
    /// A character that is not a digit of the key's radix.
    UnexpectedCharacter {
        /// The text as typed.
        text: String,
        /// 10, or 16 after a `0x` prefix.
        radix: u32,
        /// The first character that is not a digit.
        character: char,
    },
    /// A value of 2^64 or more.
    TooLarge {
        /// The text as typed.
        text: String,
    },
}

impl fmt::Display for KeyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeyError::NoDigits { text } => write!(
                f,
                "'{text}' is not a number: expected decimal digits or 0x and hex digits"
            ),
            KeyError::UnexpectedCharacter {
                text,
                radix,
                character,
            } => {
                let kind = if *radix == 16 {
                    "hexadecimal"
                } else {
                    "decimal"
                };
                write!(
                    f,
                    "'{text}' is not a {kind} number: unexpected character '{character}'"
                )
            }
            KeyError::TooLarge { text } => write!(
                f,
                "'{text}' does not fit in 64 bits (the largest key is 0xffffffffffffffff)"
            ),
        }
    }
}

impl std::error::Error for KeyError {}

/// An input bit outside 0..=63 ([`avalanche`](super::avalanche)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitError {
    /// The bit asked for.
    pub bit: u32,
}

impl fmt::Display for BitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bit must be between 0 and 63, got {}", self.bit)
    }
}

impl std::error::Error for BitError {}
