//! Splits program text into words, numbers, `:names` and brackets, each with its line and
//! column (1-based, counted in characters) for error messages and for highlighting the running
//! command on the page.

use super::{ParseError, Span};
use crate::text::quoted_char;

/// One token of a program.
#[derive(Clone, Debug, PartialEq)]
pub enum Token {
    /// A number such as `100` or `2.5`.
    Number(f64),
    /// A word (command, procedure or sensor name), lowercased: Logo ignores case.
    Word(String),
    /// A parameter reference `:size` (the name, lowercased, without the colon).
    Parameter(String),
    /// A quoted word `"size` (as written, without the quote): a variable's name for `make`,
    /// a colour's name for `setpencolor`, a word to `print`.
    Quoted(String),
    /// One of `[ ] ( ) + - * / < > = <= >= <>`.
    Symbol(&'static str),
}

impl Token {
    /// The token as the user would recognise it in a message.
    pub fn describe(&self) -> String {
        match self {
            Token::Number(n) => format!("the number {n}"),
            Token::Word(w) => format!("'{w}'"),
            Token::Parameter(p) => format!("':{p}'"),
            Token::Quoted(w) => format!("the word '\"{w}'"),
            Token::Symbol(s) => format!("'{s}'"),
        }
    }
}

/// The symbols, longest first so that `<=` is not read as `<` then `=`.
const SYMBOLS: [&str; 13] = [
    "<=", ">=", "<>", "[", "]", "(", ")", "+", "-", "*", "/", "<", ">",
];

fn word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '.' || c == '?'
}

/// The tokens of `source`, or the first character that cannot start one. `;` starts a comment
/// that runs to the end of the line, as in Logo.
pub fn tokenize(source: &str) -> Result<Vec<(Token, Span)>, ParseError> {
    Ok(lexemes(source)?
        .into_iter()
        .map(|(token, span, _)| (token, span))
        .collect())
}

/// The tokens of `source` with each one's text as written (`print [Hello World]` prints the
/// words as typed, though commands are read case-insensitively).
pub fn lexemes(source: &str) -> Result<Vec<(Token, Span, String)>, ParseError> {
    let mut tokens = Vec::new();
    for (line_index, line) in source.lines().enumerate() {
        let chars: Vec<char> = line.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            let span = Span {
                line: line_index as u32 + 1,
                column: i as u32 + 1,
            };
            if c == ';' {
                break;
            }
            if c.is_whitespace() {
                i += 1;
                continue;
            }
            let start = i;
            let starts_number = |k: usize| {
                chars.get(k).is_some_and(char::is_ascii_digit)
                    || (chars.get(k) == Some(&'.')
                        && chars.get(k + 1).is_some_and(char::is_ascii_digit))
            };
            // UCBLogo's rule: a minus after a space (or a bracket) and right before a digit is
            // the number's sign, so `setxy 30 -20` is two inputs; `30 - 20` and `30-20` subtract.
            let signed = c == '-'
                && (i == 0 || chars[i - 1].is_whitespace() || matches!(chars[i - 1], '[' | '('))
                && starts_number(i + 1);
            if starts_number(i) || signed {
                if signed {
                    i += 1;
                }
                while i < chars.len() && (chars[i].is_ascii_digit() || chars[i] == '.') {
                    i += 1;
                }
                // An exponent, as Logo writes large and small numbers: 1e308, 2.5E-3.
                if i < chars.len() && matches!(chars[i], 'e' | 'E') {
                    let mut j = i + 1;
                    if j < chars.len() && matches!(chars[j], '+' | '-') {
                        j += 1;
                    }
                    if j < chars.len() && chars[j].is_ascii_digit() {
                        while j < chars.len() && chars[j].is_ascii_digit() {
                            j += 1;
                        }
                        i = j;
                    }
                }
                // The whole word is quoted when letters follow the digits ('10x', '1ex').
                let mut end = i;
                while end < chars.len() && word_char(chars[end]) {
                    end += 1;
                }
                let text: String = chars[start..end].iter().collect();
                let not_a_number = || ParseError::at(span, format!("'{text}' is not a number"));
                if end > i {
                    return Err(not_a_number());
                }
                let value = text.parse::<f64>().map_err(|_| not_a_number())?;
                if !value.is_finite() {
                    return Err(ParseError::at(
                        span,
                        format!("'{text}' is too large a number (the largest is about 1.8e308)"),
                    ));
                }
                tokens.push((Token::Number(value), span, text));
            } else if c.is_alphabetic() || c == '_' {
                while i < chars.len() && word_char(chars[i]) {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect();
                tokens.push((Token::Word(word.to_lowercase()), span, word));
            } else if c == ':' {
                i += 1;
                while i < chars.len() && word_char(chars[i]) {
                    i += 1;
                }
                if i == start + 1 {
                    return Err(ParseError::at(
                        span,
                        format!("'{c}' must be followed by a name, as in :size"),
                    ));
                }
                let name: String = chars[start + 1..i].iter().collect();
                let text = chars[start..i].iter().collect();
                tokens.push((Token::Parameter(name.to_lowercase()), span, text));
            } else if c == '"' {
                // Logo's quoted word runs to a space or a bracket.
                i += 1;
                while i < chars.len() && !chars[i].is_whitespace() && !"[]();".contains(chars[i]) {
                    i += 1;
                }
                let word: String = chars[start + 1..i].iter().collect();
                let text = chars[start..i].iter().collect();
                tokens.push((Token::Quoted(word), span, text));
            } else if c == '=' {
                i += 1;
                tokens.push((Token::Symbol("="), span, "=".into()));
            } else {
                let rest: String = chars[i..chars.len().min(i + 2)].iter().collect();
                let Some(symbol) = SYMBOLS.iter().find(|s| rest.starts_with(**s)) else {
                    return Err(ParseError::at(
                        span,
                        format!("unexpected character {}", quoted_char(c)),
                    ));
                };
                i += symbol.chars().count();
                tokens.push((Token::Symbol(symbol), span, (*symbol).into()));
            }
        }
    }
    Ok(tokens)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_carry_line_and_column() {
        let tokens =
            tokenize("repeat 4 [FD 100 rt 90]\n  to box :Size ; comment\n<= <> 2.5").unwrap();
        let words: Vec<_> = tokens
            .iter()
            .map(|(t, s)| (t.clone(), s.line, s.column))
            .collect();
        assert_eq!(words[0], (Token::Word("repeat".into()), 1, 1));
        assert_eq!(words[1], (Token::Number(4.0), 1, 8));
        assert_eq!(words[2], (Token::Symbol("["), 1, 10));
        assert_eq!(words[3], (Token::Word("fd".into()), 1, 11));
        assert_eq!(words[7], (Token::Symbol("]"), 1, 23));
        assert_eq!(words[8], (Token::Word("to".into()), 2, 3));
        assert_eq!(words[10], (Token::Parameter("size".into()), 2, 10));
        assert_eq!(words[11], (Token::Symbol("<="), 3, 1));
        assert_eq!(words[12], (Token::Symbol("<>"), 3, 4));
        assert_eq!(words[13], (Token::Number(2.5), 3, 7));
        assert_eq!(words.len(), 14);
        let numbers = tokenize("1e308 2.5E-3 4e+1").unwrap();
        let values: Vec<_> = numbers.into_iter().map(|(t, _)| t).collect();
        assert_eq!(values, [1e308, 2.5e-3, 40.0].map(Token::Number).to_vec());
        // A sign after a space is the number's; between numbers without a space, subtraction.
        let signed: Vec<_> = tokenize("30 -20 [-.5] 30-20 30 - 20 -x")
            .unwrap()
            .into_iter()
            .map(|(t, _)| t)
            .collect();
        let minus = Token::Symbol("-");
        assert_eq!(
            signed,
            [
                Token::Number(30.0),
                Token::Number(-20.0),
                Token::Symbol("["),
                Token::Number(-0.5),
                Token::Symbol("]"),
                Token::Number(30.0),
                minus.clone(),
                Token::Number(20.0),
                Token::Number(30.0),
                minus.clone(),
                Token::Number(20.0),
                minus,
                Token::Word("x".into()),
            ]
        );
    }

    #[test]
    fn bad_characters_are_reported_where_they_are() {
        let e = tokenize("fd 10\nrt 9@0").unwrap_err();
        assert_eq!((e.line, e.column), (2, 5));
        let e = tokenize("fd 1.2.3").unwrap_err();
        assert_eq!((e.line, e.column), (1, 4));
        let e = tokenize("fd 10x").unwrap_err();
        assert_eq!((e.line, e.column), (1, 4));
        let e = tokenize("fd 1ex").unwrap_err();
        assert_eq!(e.message, "'1ex' is not a number");
        let e = tokenize("fd 1e999").unwrap_err();
        assert!(e.message.starts_with("'1e999' is too large"), "{e}");
        let e = tokenize("fd 1\u{202E}0").unwrap_err();
        assert_eq!(e.message, "unexpected character '\\u{202e}'");
        let e = tokenize("to f : x").unwrap_err();
        assert_eq!((e.line, e.column), (1, 6));
    }
}
