//! One page per exploration, one component per file.

pub mod bracket;
pub mod bsearch;
pub mod cftp;
pub mod coins;
pub mod games;
pub mod gobblet;
pub mod halftone;
pub mod holdem;
pub mod home;
pub mod not_found;
pub mod poker;
pub mod robot;
pub mod santa;
pub mod scrabble;
pub mod split;
pub mod truecount;
pub mod wang;
pub mod war;
pub mod whodunit;
pub mod withoutwords;
pub mod words;
pub mod wow;
