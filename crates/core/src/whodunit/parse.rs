//! Puzzle text into a [`Puzzle`], with every error at a line and column.
//!
//! One statement per line, as in the posts: `Paul says, “Neither Steve nor Ted was in on it.”`
//! (straight or curly quotes, or none; a leading bullet `•`, `-` or `*` is skipped, and so are
//! blank lines and lines starting with `#`). The suspects are the speakers, in order of first
//! appearance; "I" is the speaker. The statement grammar, loosest first, words in any case:
//!
//! ```text
//! statement   = "if" disjunction [","] "then" statement | disjunction
//! disjunction = ["either"] conjunction {"or" conjunction}
//! conjunction = unary {("and" | [","] "but") unary}
//! unary       = "not" unary | "it is not the case that" unary | "(" statement ")" | atom
//! atom        = SUBJECT ("was in on it" | "did it" | "was guilty" | "is innocent" | "was"
//!                        | "wasn't [in on it]" | "was not [in on it]" | "didn't [do it]"
//!                        | "could [not] claim [that] statement" | "couldn't claim …")
//!             | "so" ("was" | "did") SUBJECT
//!             | "neither" SUBJECT "nor" SUBJECT {"nor" SUBJECT} ("was in on it" | "did it" | …)
//!             | ("at least" | "at most" | "exactly") NUMBER "of us" ("is" | "are")
//!               ("innocent" | "guilty")
//! SUBJECT     = a suspect's name | "I"
//! ```
//!
//! "X could claim that S" reads S as far right as it can (to the end of the statement or of the
//! enclosing parentheses, or up to ", then" in a condition); the printer adds parentheses where
//! a claim is followed by more.

pub use super::error::ParseError;
use super::lex::{Tok, Token, tokenize};
use super::statement::number_value;
use super::{
    MAX_CLAUSES, MAX_DEPTH, MAX_STATEMENTS, MAX_SUSPECTS, Puzzle, Relation, Standing, Statement,
    Testimony, check_name, is_keyword, only_suspects,
};

/// The longest puzzle text accepted, in bytes (checked before anything else).
pub const MAX_TEXT_BYTES: usize = 64 * 1024;

/// Reads a puzzle in the text format (see the module documentation).
pub fn parse_puzzle(text: &str) -> Result<Puzzle, ParseError> {
    if text.len() > MAX_TEXT_BYTES {
        return Err(ParseError {
            line: 1,
            column: 1,
            message: format!("the text is {} bytes; at most {MAX_TEXT_BYTES}", text.len()),
        });
    }
    // First pass: the speakers, who are the suspects.
    let mut lines = Vec::new();
    let mut names: Vec<String> = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line_no = index + 1;
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let tokens = tokenize(line_no, line)?;
        let at = |k: usize| ParseError {
            line: line_no,
            column: tokens.get(k).map_or(line.chars().count() + 1, |t| t.column),
            message: "expected a line like: Paul says, “Neither Steve nor Ted was in on it.”"
                .into(),
        };
        let name = match tokens.first() {
            Some(Token {
                tok: Tok::Word(_),
                text,
                ..
            }) => text.clone(),
            _ => return Err(at(0)),
        };
        let says = |t: &Token| matches!(&t.tok, Tok::Word(w) if w == "says" || w == "said");
        match tokens.iter().position(says) {
            Some(1) => {}
            // "S0 says", "Paul Smith says": the name is everything before "says", and the
            // name's own rule says what is wrong with it.
            Some(k) if k > 1 => {
                let before: String = line
                    .chars()
                    .skip(tokens[0].column - 1)
                    .take(tokens[k].column - tokens[0].column)
                    .collect();
                return Err(ParseError {
                    line: line_no,
                    column: tokens[0].column,
                    message: check_name(before.trim())
                        .err()
                        .map_or_else(|| at(1).message, |e| e.to_string()),
                });
            }
            _ => return Err(at(1)),
        }
        check_name(&name).map_err(|e| ParseError {
            line: line_no,
            column: tokens[0].column,
            message: e.to_string(),
        })?;
        let speaker = match names.iter().position(|n| n.eq_ignore_ascii_case(&name)) {
            Some(x) => x,
            None if names.len() == MAX_SUSPECTS => {
                return Err(ParseError {
                    line: line_no,
                    column: tokens[0].column,
                    message: format!("more than {MAX_SUSPECTS} suspects"),
                });
            }
            None => {
                names.push(name);
                names.len() - 1
            }
        };
        if lines.len() == MAX_STATEMENTS {
            return Err(ParseError {
                line: line_no,
                column: 1,
                message: format!("more than {MAX_STATEMENTS} statements"),
            });
        }
        lines.push((line_no, line.chars().count() + 1, speaker, tokens));
    }
    if lines.is_empty() {
        return Err(ParseError {
            line: 1,
            column: 1,
            message: "no statements: write one per line, like: Paul says, “Neither Steve nor Ted \
                      was in on it.”"
                .into(),
        });
    }
    // Second pass: the statements.
    let mut testimonies = Vec::new();
    for (line, end_column, speaker, tokens) in lines {
        let mut parser = Parser {
            tokens: &tokens,
            pos: 2,
            line,
            end_column,
            speaker,
            names: &names,
            depth: 0,
            clauses: 0,
        };
        if !parser.eat(&Tok::Comma) {
            parser.eat(&Tok::Colon);
        }
        parser.eat(&Tok::Quote);
        let start = parser.column();
        let statement = parser.statement()?;
        parser.eat(&Tok::Period);
        parser.eat(&Tok::Quote);
        parser.eat(&Tok::Period);
        if parser.pos < tokens.len() {
            return Err(parser.error(format!(
                "unexpected {:?} after the end of the statement",
                tokens[parser.pos].text
            )));
        }
        if statement.depth() > MAX_DEPTH {
            return Err(ParseError {
                line,
                column: start,
                message: format!("this statement nests deeper than {MAX_DEPTH}"),
            });
        }
        testimonies.push(Testimony { speaker, statement });
    }
    // Every limit was checked above with its position; `new` checks them again.
    Puzzle::new(names, testimonies).map_err(|e| ParseError {
        line: 1,
        column: 1,
        message: e.0,
    })
}

struct Parser<'a> {
    tokens: &'a [Token],
    pos: usize,
    line: usize,
    end_column: usize,
    speaker: usize,
    names: &'a [String],
    depth: usize,
    clauses: usize,
}

type Parsed = Result<Statement, ParseError>;

impl Parser<'_> {
    fn column(&self) -> usize {
        self.tokens
            .get(self.pos)
            .map_or(self.end_column, |t| t.column)
    }

    fn error(&self, message: String) -> ParseError {
        ParseError {
            line: self.line,
            column: self.column(),
            message,
        }
    }

    /// "expected X, found Y" at the current token.
    fn expected(&self, what: &str) -> ParseError {
        let found = match self.tokens.get(self.pos) {
            Some(t) => format!("{:?}", t.text),
            None => "the end of the line".into(),
        };
        self.error(format!("expected {what}, found {found}"))
    }

    fn peek_word(&self, offset: usize) -> Option<&str> {
        match self.tokens.get(self.pos + offset) {
            Some(Token {
                tok: Tok::Word(w), ..
            }) => Some(w),
            _ => None,
        }
    }

    fn eat(&mut self, tok: &Tok) -> bool {
        let found = self.tokens.get(self.pos).is_some_and(|t| t.tok == *tok);
        if found {
            self.pos += 1;
        }
        found
    }

    fn eat_word(&mut self, word: &str) -> bool {
        let found = self.peek_word(0) == Some(word);
        if found {
            self.pos += 1;
        }
        found
    }

    /// Eats the words in order if all are there.
    fn eat_words(&mut self, words: &[&str]) -> bool {
        let found = (words.iter().enumerate()).all(|(k, w)| self.peek_word(k) == Some(*w));
        if found {
            self.pos += words.len();
        }
        found
    }

    fn expect_words(&mut self, words: &[&str]) -> Result<(), ParseError> {
        if self.eat_words(words) {
            Ok(())
        } else {
            Err(self.expected(&format!("“{}”", words.join(" "))))
        }
    }

    /// Counts a level of nesting, refusing to go deeper than [`MAX_DEPTH`].
    fn enter(&mut self) -> Result<(), ParseError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.error(format!("nested deeper than {MAX_DEPTH}")));
        }
        Ok(())
    }

    fn statement(&mut self) -> Parsed {
        self.enter()?;
        let result = if self.eat_word("if") {
            let condition = self.disjunction()?;
            self.eat(&Tok::Comma);
            if !self.eat_word("then") {
                return Err(self.expected("“then”"));
            }
            let consequence = self.statement()?;
            Ok(Statement::If(Box::new(condition), Box::new(consequence)))
        } else {
            self.disjunction()
        };
        self.depth -= 1;
        result
    }

    fn disjunction(&mut self) -> Parsed {
        self.eat_word("either");
        let mut left = self.conjunction()?;
        while self.eat_word("or") {
            let right = self.conjunction()?;
            left = Statement::Or(Box::new(left), Box::new(right));
        }
        Ok(left)
    }

    fn conjunction(&mut self) -> Parsed {
        let mut left = self.unary()?;
        loop {
            let comma_but = self
                .tokens
                .get(self.pos)
                .is_some_and(|t| t.tok == Tok::Comma)
                && self.peek_word(1) == Some("but");
            if comma_but {
                self.pos += 2;
            } else if !(self.eat_word("and") || self.eat_word("but")) {
                return Ok(left);
            }
            let right = self.unary()?;
            left = Statement::And(Box::new(left), Box::new(right));
        }
    }

    fn unary(&mut self) -> Parsed {
        self.enter()?;
        let result = if self.eat_word("not") {
            self.unary().map(|s| Statement::Not(Box::new(s)))
        } else if self.eat_words(&["it", "is", "not", "the", "case", "that"]) {
            self.unary().map(|s| Statement::Not(Box::new(s)))
        } else if self.eat(&Tok::Open) {
            let inner = self.statement()?;
            if !self.eat(&Tok::Close) {
                return Err(self.expected("“)”"));
            }
            Ok(inner)
        } else {
            self.atom()
        };
        self.depth -= 1;
        result
    }

    /// A suspect's name or "I"; `Ok(None)` if the next word is not a subject at all.
    fn subject(&mut self) -> Result<Option<usize>, ParseError> {
        let Some(token) = self.tokens.get(self.pos) else {
            return Ok(None);
        };
        let Tok::Word(word) = &token.tok else {
            return Ok(None);
        };
        if word == "i" {
            self.pos += 1;
            return Ok(Some(self.speaker));
        }
        if let Some(x) = self.names.iter().position(|n| n.eq_ignore_ascii_case(word)) {
            self.pos += 1;
            return Ok(Some(x));
        }
        if token.text.starts_with(char::is_uppercase) && !is_keyword(word) {
            return Err(self.error(format!(
                "{:?} is not a suspect (the suspects are the speakers: {})",
                token.text,
                self.names.join(", ")
            )));
        }
        Ok(None)
    }

    fn expect_subject(&mut self) -> Result<usize, ParseError> {
        self.subject()?
            .ok_or_else(|| self.expected("a suspect's name or “I”"))
    }

    fn atom(&mut self) -> Parsed {
        // Counted as they are read, so a chain of thousands is refused before anything recurses
        // over it.
        self.clauses += 1;
        if self.clauses > MAX_CLAUSES {
            return Err(self.error(format!(
                "a statement may have at most {MAX_CLAUSES} clauses"
            )));
        }
        if self.eat_word("neither") {
            let mut xs = vec![self.expect_subject()?];
            loop {
                if !self.eat_word("nor") {
                    if xs.len() < 2 {
                        return Err(self.expected("“nor”"));
                    }
                    break;
                }
                xs.push(self.expect_subject()?);
            }
            if !(self.eat_words(&["did", "it"]) || self.guilty_predicate()) {
                return Err(self.expected("“was in on it” or “did it”"));
            }
            return Ok(Statement::Neither(xs));
        }
        if self.eat_word("so") {
            if !(self.eat_word("was") || self.eat_word("did") || self.eat_word("were")) {
                return Err(self.expected("“was” or “did”"));
            }
            return Ok(Statement::Guilty(self.expect_subject()?));
        }
        let relation = if self.eat_words(&["at", "least"]) {
            Some(Relation::AtLeast)
        } else if self.eat_words(&["at", "most"]) {
            Some(Relation::AtMost)
        } else if self.eat_word("exactly") {
            Some(Relation::Exactly)
        } else {
            None
        };
        if let Some(relation) = relation {
            return self.count(relation);
        }
        match self.subject()? {
            Some(x) => self.clause(x),
            None => Err(self.expected("a statement such as “Paul was in on it”")),
        }
    }

    /// "was in on it", "were guilty" …: eaten if there.
    fn guilty_predicate(&mut self) -> bool {
        let verb = ["was", "were", "is", "are", "am"]
            .iter()
            .any(|v| self.peek_word(0) == Some(*v));
        if verb && matches!(self.peek_word(1), Some("in") | Some("guilty")) {
            self.pos += 1;
            return self.eat_words(&["in", "on", "it"]) || self.eat_word("guilty");
        }
        false
    }

    fn count(&mut self, relation: Relation) -> Parsed {
        let column = self.column();
        let k = match self.tokens.get(self.pos).map(|t| &t.tok) {
            Some(Tok::Number(k)) => Some(*k),
            Some(Tok::Word(w)) => number_value(w),
            _ => None,
        };
        let Some(k) = k else {
            return Err(self.expected("a number"));
        };
        self.pos += 1;
        if k as usize > self.names.len() {
            return Err(ParseError {
                line: self.line,
                column,
                message: format!(
                    "a count of {k} is impossible: {}",
                    only_suspects(self.names.len())
                ),
            });
        }
        self.expect_words(&["of", "us"])?;
        if !["is", "are", "was", "were"]
            .iter()
            .any(|v| self.eat_word(v))
        {
            return Err(self.expected("“are”"));
        }
        let of = if self.eat_word("innocent") {
            Standing::Innocent
        } else if self.eat_word("guilty") || self.eat_words(&["in", "on", "it"]) {
            Standing::Guilty
        } else {
            return Err(self.expected("“innocent” or “guilty”"));
        };
        Ok(Statement::Count { relation, k, of })
    }

    /// What follows a subject: guilt, innocence or a claim.
    fn clause(&mut self, x: usize) -> Parsed {
        let guilty = Statement::Guilty(x);
        let innocent = || Statement::Not(Box::new(Statement::Guilty(x)));
        let claim = |p: &mut Self, negated: bool| -> Parsed {
            p.eat_word("that");
            let claimed = Statement::Claim(x, Box::new(p.statement()?));
            Ok(if negated {
                Statement::Not(Box::new(claimed))
            } else {
                claimed
            })
        };
        if self.eat_word("could") {
            let negated = self.eat_word("not");
            self.expect_words(&["claim"])?;
            return claim(self, negated);
        }
        if self.eat_word("couldn't") {
            self.expect_words(&["claim"])?;
            return claim(self, true);
        }
        if ["was", "is", "am", "were", "are"]
            .iter()
            .any(|v| self.eat_word(v))
        {
            if self.eat_word("not") {
                let _ = self.eat_words(&["in", "on", "it"]) || self.eat_word("guilty");
                return Ok(innocent());
            }
            if self.eat_word("innocent") {
                return Ok(innocent());
            }
            if self.peek_word(0) == Some("in") {
                self.expect_words(&["in", "on", "it"])?;
            } else {
                // "guilty", or the elliptical "… but Paul was".
                self.eat_word("guilty");
            }
            return Ok(guilty);
        }
        if ["wasn't", "isn't", "weren't", "aren't"]
            .iter()
            .any(|v| self.eat_word(v))
        {
            let _ = self.eat_words(&["in", "on", "it"]) || self.eat_word("guilty");
            return Ok(innocent());
        }
        if self.eat_word("did") {
            if self.eat_word("not") {
                self.eat_words(&["do", "it"]);
                return Ok(innocent());
            }
            // "did it", or the elliptical "… but I did" (which "it is not the case" may follow).
            if self.peek_word(1) != Some("is") {
                self.eat_word("it");
            }
            return Ok(guilty);
        }
        if self.eat_word("didn't") {
            self.eat_words(&["do", "it"]);
            return Ok(innocent());
        }
        Err(self.expected("“was in on it”, “wasn't in on it”, “did it” or “could claim that …”"))
    }
}
