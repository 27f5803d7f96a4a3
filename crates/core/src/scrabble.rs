//! The scrabble exploration (not built yet).
