//! `snipelab-core`: every computation behind Snipe Lab, one module per exploration.
//!
//! This crate is pure Rust with no web dependency (no yew, web-sys, js-sys or wasm-bindgen; the
//! test command checks it). It compiles natively, where the CLI and the tests use it, and to
//! wasm32, where the app's UI thread and its web worker use it. Module names are the
//! explorations' names, shared with the CLI subcommands, the routes and the pages.
//!
//! Long computations take a [`progress::Progress`] so that a caller (the CLI, a web worker) can
//! show how far they are and stop them.

pub mod progress;
pub mod random;
pub mod serde_big;

pub mod bracket;
pub mod bsearch;
pub mod cftp;
pub mod coins;
pub mod games;
pub mod gobblet;
pub mod halftone;
pub mod holdem;
pub mod poker;
pub mod robot;
pub mod santa;
pub mod scrabble;
pub mod split;
pub mod text;
pub mod truecount;
pub mod wang;
pub mod war;
pub mod whodunit;
pub mod withoutwords;
pub mod words;
pub mod wow;
