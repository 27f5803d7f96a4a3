//! Strategies shared by the property tests of the parsers and the decoders (issue 28: property
//! tests that shrink). Each builds its input from parts that proptest knows how to make smaller
//! (a list of tokens, a list of edits, a repeat count), so a failing case shrinks to a few
//! characters instead of arriving as a 10 kB string.

#![allow(dead_code)] // Each test crate uses some of these.

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::{Index, select};
use proptest::test_runner::RngSeed;

/// The run's settings: `cases` inputs from a fixed seed, so a run is the same on every machine
/// and a failure is found again by running again (nothing is written into the source tree).
pub fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        rng_seed: RngSeed::Fixed(28),
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// Characters that parsers meet: digits, separators, signs, letters, blanks, control and
/// non-ASCII characters.
pub const ALPHABET: &[char] = &[
    '0', '1', '2', '4', '7', '9', ',', '.', '/', '-', '+', ' ', ':', 'x', 'o', 'X', 'a', 'e', 'q',
    'z', '_', '?', '@', '>', 'E', 'f', 'n', '(', ')', '[', ']', '"', '\'', '\t', '\n', '\u{0}',
    'é', '½', '٣', '\u{200b}', '\u{202e}', '“',
];

/// One character of [`ALPHABET`].
pub fn any_char() -> impl Strategy<Value = char> {
    select(ALPHABET)
}

/// Random text: mostly short, now and then a run repeated up to about 10 kB (a repeat count
/// shrinks; 10,000 independent characters would not shrink in reasonable time).
pub fn random_text() -> impl Strategy<Value = String> {
    prop_oneof![
        20 => vec(any_char(), 0..24).prop_map(String::from_iter),
        1 => (vec(any_char(), 1..4), 0..4000usize)
            .prop_map(|(unit, n)| String::from_iter(unit).repeat(n)),
    ]
}

/// One edit of a text: where (an index that shrinks towards the start) and what.
#[derive(Clone, Debug)]
pub enum Edit {
    Insert(Index, char),
    Delete(Index),
    Replace(Index, char),
    /// Copies a run of up to `usize` characters in front of itself.
    Duplicate(Index, usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<Index>(), any_char()).prop_map(|(i, c)| Edit::Insert(i, c)),
        any::<Index>().prop_map(Edit::Delete),
        (any::<Index>(), any_char()).prop_map(|(i, c)| Edit::Replace(i, c)),
        (any::<Index>(), 1..8usize).prop_map(|(i, n)| Edit::Duplicate(i, n)),
    ]
}

/// `text` with `edits` applied in turn.
pub fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for edit in edits {
        match *edit {
            Edit::Insert(at, c) => chars.insert(at.index(chars.len() + 1), c),
            Edit::Delete(at) if !chars.is_empty() => {
                chars.remove(at.index(chars.len()));
            }
            Edit::Replace(at, c) if !chars.is_empty() => {
                let at = at.index(chars.len());
                chars[at] = c;
            }
            Edit::Duplicate(at, n) if !chars.is_empty() => {
                let at = at.index(chars.len());
                let run: Vec<char> = chars[at..(at + n).min(chars.len())].to_vec();
                chars.splice(at..at, run);
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// One of `valid` with one to three random edits (which shrink to fewer and simpler ones).
pub fn mutated(valid: &[&'static str]) -> impl Strategy<Value = String> + use<> {
    (select(valid.to_vec()), vec(edit(), 1..4)).prop_map(|(base, edits)| apply(base, &edits))
}

/// Up to `max` tokens of `vocabulary` (words, numbers and separators of the format) in a row:
/// text that gets past a parser's first check; it shrinks to fewer and earlier tokens.
pub fn tokens(vocabulary: &[&'static str], max: usize) -> impl Strategy<Value = String> + use<> {
    vec(select(vocabulary.to_vec()), 0..max).prop_map(|parts| parts.concat())
}

/// Random text, a valid text mutated, or the format's own tokens in any order.
pub fn text_for(
    valid: &[&'static str],
    vocabulary: &[&'static str],
) -> impl Strategy<Value = String> + use<> {
    prop_oneof![random_text(), mutated(valid), tokens(vocabulary, 12)]
}

/// Spaces that a parser should ignore around a field: none, one, or a few.
pub fn blank() -> impl Strategy<Value = &'static str> {
    select(&["", "", "", " ", "  ", "\t"][..])
}

/// A refusal must say something.
pub fn assert_says_why(message: &str) {
    assert!(!message.trim().is_empty(), "an empty error message");
}
