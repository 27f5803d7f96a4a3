//! The words and marks of a puzzle line, with their columns, for the parser (`parse.rs`).

use super::error::ParseError;
use crate::text::quoted_char;

/// A word, a number or a mark.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Tok {
    /// A word, lower-cased, with ’ as '; `text` keeps the original.
    Word(String),
    Number(u32),
    Comma,
    Period,
    Colon,
    Open,
    Close,
    /// `"`, `“` or `”`.
    Quote,
}

/// A token with its original text and its column (from 1, in characters).
#[derive(Clone, Debug)]
pub(super) struct Token {
    pub(super) tok: Tok,
    pub(super) text: String,
    pub(super) column: usize,
}

/// The tokens of one line, after a leading bullet.
pub(super) fn tokenize(line_no: usize, line: &str) -> Result<Vec<Token>, ParseError> {
    let chars: Vec<char> = line.chars().collect();
    let mut i = 0;
    while i < chars.len() && chars[i].is_whitespace() {
        i += 1;
    }
    if i < chars.len() && matches!(chars[i], '•' | '-' | '*' | '–') {
        i += 1;
    }
    let mut out = Vec::new();
    while i < chars.len() {
        let c = chars[i];
        let column = i + 1;
        let start = i;
        let tok = if c.is_whitespace() {
            i += 1;
            continue;
        } else if c.is_alphabetic() {
            while i < chars.len() && (chars[i].is_alphabetic() || matches!(chars[i], '\'' | '’'))
            {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            Tok::Word(word.to_lowercase().replace('’', "'"))
        } else if c.is_ascii_digit() {
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let digits: String = chars[start..i].iter().collect();
            let n = digits.parse().map_err(|_| ParseError {
                line: line_no,
                column,
                message: format!("the number {digits} is too large"),
            })?;
            Tok::Number(n)
        } else {
            i += 1;
            match c {
                ',' => Tok::Comma,
                '.' | '!' => Tok::Period,
                ':' => Tok::Colon,
                '(' => Tok::Open,
                ')' => Tok::Close,
                '"' | '“' | '”' => Tok::Quote,
                other => {
                    return Err(ParseError {
                        line: line_no,
                        column,
                        message: format!("unexpected character {}", quoted_char(other)),
                    });
                }
            }
        };
        out.push(Token {
            tok,
            text: chars[start..i].iter().collect(),
            column,
        });
    }
    Ok(out)
}
