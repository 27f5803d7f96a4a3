//! The commands a Logo user expects beyond the turtle's moves (issue 31): `make`, `print`,
//! `setpencolor`, each with UCBLogo's spelling and a message that says what was expected.

use super::super::{
    Command, Expr, Instruction, MAX_NESTING, PALETTE, ParseError, Printable, Span, Token, Variable,
};
use super::{Parser, Scope};

/// The palette index of a colour's name (`grey` is also `gray`).
pub(in super::super) fn colour_number(name: &str) -> Option<usize> {
    let name = name.to_lowercase();
    let name = if name == "gray" { "grey" } else { &name };
    PALETTE.iter().position(|(n, _)| *n == name)
}

impl Parser {
    /// `make "name value`: a procedure's input of that name, else the global (declared by the
    /// first pass).
    pub(super) fn make(
        &mut self,
        out: &mut Vec<Command>,
        scope: Scope,
        span: Span,
    ) -> Result<(), ParseError> {
        let name = match self.peek() {
            Some((Token::Quoted(name), _)) if !name.is_empty() => name.to_lowercase(),
            _ => {
                return Err(
                    self.expected("'make' needs a quoted name and a number, as in make \"size 50")
                );
            }
        };
        self.position += 1;
        let target = match scope.parameters.iter().position(|p| *p == name) {
            Some(i) => Variable::Parameter(i),
            None => Variable::Global(
                self.program
                    .globals
                    .iter()
                    .position(|g| *g == name)
                    .expect("the first pass declares every make target"),
            ),
        };
        let wanted = format!("'make \"{name}' needs a number (variables hold numbers here)");
        let value = self.expr(scope, 0, &wanted)?;
        out.push(Command {
            instruction: Instruction::Make(target, value),
            span,
        });
        Ok(())
    }

    /// `print 3 * :x`, `print "word`, `print [words as written]` (`show` keeps the list's
    /// brackets, as in UCBLogo).
    pub(super) fn print(
        &mut self,
        out: &mut Vec<Command>,
        scope: Scope,
        span: Span,
        word: &str,
    ) -> Result<(), ParseError> {
        let printable = match self.peek().cloned() {
            Some((Token::Quoted(w), _)) => {
                self.position += 1;
                Printable::Text(w)
            }
            Some((Token::Symbol("["), open)) => {
                let words = self.list(open)?;
                Printable::Text(if word == "show" {
                    format!("[{words}]")
                } else {
                    words
                })
            }
            _ => Printable::Number(self.expr(
                scope,
                0,
                &format!("'{word}' needs something to print: a number, a \"word or a [list]"),
            )?),
        };
        out.push(Command {
            instruction: Instruction::Print(printable),
            span,
        });
        Ok(())
    }

    /// The text of `[ … ]` (the next token is its `[`), as written: spaces where the source
    /// has any, none where tokens touch; inner brackets kept.
    fn list(&mut self, open: Span) -> Result<String, ParseError> {
        self.position += 1;
        let mut depth = 1usize;
        let mut text = String::new();
        let mut previous: Option<(Span, usize)> = None;
        loop {
            let Some((token, span)) = self.peek().cloned() else {
                return Err(ParseError::at(
                    open,
                    "this '[' (a list to print) has no matching ']'".into(),
                ));
            };
            match token {
                Token::Symbol("[") => {
                    depth += 1;
                    if depth > MAX_NESTING {
                        return Err(ParseError::at(
                            span,
                            format!("lists nested more than {MAX_NESTING} deep"),
                        ));
                    }
                }
                Token::Symbol("]") => {
                    depth -= 1;
                    if depth == 0 {
                        self.position += 1;
                        return Ok(text);
                    }
                }
                _ => {}
            }
            let written = &self.texts[self.position];
            let touching = previous.is_some_and(|(p, len)| {
                p.line == span.line && p.column as usize + len == span.column as usize
            });
            let after_open = text.ends_with('[');
            let before_close = matches!(token, Token::Symbol("]"));
            if !text.is_empty() && !touching && !after_open && !before_close {
                text.push(' ');
            }
            text.push_str(written);
            previous = Some((span, written.chars().count()));
            self.position += 1;
        }
    }

    /// `setpencolor 4` or `setpencolor "red`.
    pub(super) fn pen_colour(
        &mut self,
        out: &mut Vec<Command>,
        scope: Scope,
        span: Span,
        word: &str,
    ) -> Result<(), ParseError> {
        let colour = match self.peek().cloned() {
            Some((Token::Quoted(name), at)) => {
                self.position += 1;
                let Some(number) = colour_number(&name) else {
                    let names: Vec<&str> = PALETTE.iter().map(|(n, _)| *n).collect();
                    return Err(ParseError::at(
                        at,
                        format!(
                            "no colour named \"{name}: use a number from 0 to 15 or one of {}",
                            names.join(", ")
                        ),
                    ));
                };
                Expr::Number(number as f64)
            }
            _ => self.expr(
                scope,
                0,
                &format!("'{word}' needs a colour: a number from 0 to 15 or a name such as \"red"),
            )?,
        };
        out.push(Command {
            instruction: Instruction::PenColour(colour),
            span,
        });
        Ok(())
    }
}
