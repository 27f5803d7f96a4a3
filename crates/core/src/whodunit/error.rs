//! [`ParseError`], the one error of reading a puzzle text, shared by the lexer (`lex.rs`) and
//! the parser (`parse.rs`) so that neither imports the other's module for it.

use std::fmt;

use serde::{Deserialize, Serialize};

/// What is wrong with a puzzle text, and where: line and column count from 1 (columns in
/// characters).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ParseError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
    /// What was expected or found.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for ParseError {}
