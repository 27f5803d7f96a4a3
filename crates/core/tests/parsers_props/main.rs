//! Property tests of the parsers the CLI and the pages share (issues 18 and 28): shoe strings,
//! racks, Wang keys, amounts in words, bets, bracket codes, the games' positions, hold'em cards,
//! fractions and octal codes (`numbers.rs`); Gobblet variants, positions, moves and table files
//! and the hold'em equity table file (`tables.rs`); whodunit puzzles and robot programs
//! (`languages.rs`). The halftone decoder's properties are in `halftone_props.rs`.
//!
//! The properties: never a panic; every refusal says why; every `Ok` is a value the parser's own
//! limits allow; where the type prints itself, printing and parsing again gives it back; and
//! text built by the format's own rules (a number, a position, a puzzle) is read as what it was
//! built from. Inputs are random text, valid text with a few edits, the format's own tokens in
//! any order, and values built by the format's rules; each is made from parts that shrink, so a
//! failure is reported as a minimal case. The cases come from a fixed seed (`common::config`),
//! so every run tries the same ones. Coverage-guided fuzzing of the same parsers, for minutes
//! rather than seconds, is `scripts/fuzz.sh` (not part of the test command).

mod common;
mod languages;
mod numbers;
mod tables;
