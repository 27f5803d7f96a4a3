//! From tokens to compiled commands, by recursive descent with backpatched jumps.
//!
//! Logo reads a procedure call's inputs by the procedure's parameter count, which the text may
//! give only further down (`square 50` before `to square :size`), so a first pass over the
//! tokens declares every `to NAME :param …` line before anything is compiled.

mod builtins;
mod expression;

use super::{
    Command, Condition, Expr, Instruction, MAX_NESTING, ParseError, Procedure, Program, Span, Token,
};
use crate::robot::body::Sensor;

/// Words with a meaning of their own, which cannot name a procedure (nor can the sensor
/// words of [`sensor_word`]).
const RESERVED: [&str; 35] = [
    "forward",
    "fd",
    "back",
    "bk",
    "backward",
    "left",
    "lt",
    "right",
    "rt",
    "penup",
    "pu",
    "pendown",
    "pd",
    "repeat",
    "forever",
    "while",
    "if",
    "ifelse",
    "stop",
    "to",
    "end",
    "not",
    "and",
    "or",
    "repcount",
    "make",
    "print",
    "pr",
    "random",
    "setxy",
    "home",
    "setpencolor",
    "setpencolour",
    "setpc",
    "show",
];

/// The sensor a condition word names, if it is one.
fn sensor_word(word: &str) -> Option<Condition> {
    match word {
        "stalled" | "stalled?" => Some(Condition::Stalled),
        "sensor.left" => Some(Condition::Sensor(Sensor::Left)),
        "sensor.centre" | "sensor.center" | "sensor.front" => {
            Some(Condition::Sensor(Sensor::Centre))
        }
        "sensor.right" => Some(Condition::Sensor(Sensor::Right)),
        _ => None,
    }
}

/// What the commands being compiled can see.
#[derive(Clone, Copy)]
struct Scope<'a> {
    /// The enclosing procedure's parameters (none at the top level).
    parameters: &'a [String],
    /// How many `repeat`s enclose this point within the same body (for `repcount`).
    repeats: usize,
}

struct Parser {
    tokens: Vec<(Token, Span)>,
    /// Each token's text as written (for `print [ … ]`).
    texts: Vec<String>,
    position: usize,
    program: Program,
}

/// Compiles `tokens`, knowing the procedures of `known`.
pub(super) fn parse(
    lexemes: Vec<(Token, Span, String)>,
    known: &Program,
) -> Result<Program, ParseError> {
    let mut program = known.clone();
    program.main.clear();
    program.command_count = 0;
    let (tokens, texts) = lexemes
        .into_iter()
        .map(|(token, span, text)| ((token, span), text))
        .unzip();
    let mut parser = Parser {
        tokens,
        texts,
        position: 0,
        program,
    };
    parser.declare()?;
    let mut main = Vec::new();
    let top = Scope {
        parameters: &[],
        repeats: 0,
    };
    while let Some((token, span)) = parser.peek().cloned() {
        match token {
            Token::Word(w) if w == "to" => parser.definition()?,
            Token::Word(w) if w == "end" => {
                return Err(ParseError::at(span, "'end' without a 'to'".into()));
            }
            _ => parser.statement(&mut main, top, 0)?,
        }
    }
    parser.program.main = main;
    Ok(parser.program)
}

impl Parser {
    fn peek(&self) -> Option<&(Token, Span)> {
        self.tokens.get(self.position)
    }

    fn next(&mut self) -> Option<(Token, Span)> {
        let token = self.tokens.get(self.position).cloned();
        self.position += 1;
        token
    }

    fn peek_symbol(&self, symbol: &str) -> bool {
        matches!(self.peek(), Some((Token::Symbol(s), _)) if *s == symbol)
    }

    fn peek_word(&self, word: &str) -> bool {
        matches!(self.peek(), Some((Token::Word(w), _)) if w == word)
    }

    /// Where to report "the program ended too soon": the last token.
    fn end_span(&self) -> Span {
        self.tokens
            .last()
            .map_or(Span { line: 1, column: 1 }, |(_, s)| *s)
    }

    /// An error at the next token, or at the end: "`wanted`, found …".
    fn expected(&self, wanted: &str) -> ParseError {
        match self.peek() {
            Some((token, span)) => {
                ParseError::at(*span, format!("{wanted}, found {}", token.describe()))
            }
            None => ParseError::at(
                self.end_span(),
                format!("{wanted}, but the program ends here"),
            ),
        }
    }

    /// The first pass: every `to NAME :a :b` becomes a procedure with an empty body, and every
    /// `make "name` target a global variable (so that `:name` can be read anywhere).
    fn declare(&mut self) -> Result<(), ParseError> {
        let mut defined_here: Vec<String> = Vec::new();
        let mut i = 0;
        while i < self.tokens.len() {
            if matches!(&self.tokens[i].0, Token::Word(w) if w == "make")
                && let Some((Token::Quoted(name), _)) = self.tokens.get(i + 1)
            {
                let name = name.to_lowercase();
                if !name.is_empty() && !self.program.globals.contains(&name) {
                    self.program.globals.push(name);
                }
            }
            if !matches!(&self.tokens[i].0, Token::Word(w) if w == "to") {
                i += 1;
                continue;
            }
            let to_span = self.tokens[i].1;
            let (name, name_span) = match self.tokens.get(i + 1) {
                Some((Token::Word(w), s))
                    if !RESERVED.contains(&w.as_str()) && sensor_word(w).is_none() =>
                {
                    (w.clone(), *s)
                }
                Some((token, s)) => {
                    return Err(ParseError::at(
                        *s,
                        format!(
                            "'to' needs a new procedure name, found {}",
                            token.describe()
                        ),
                    ));
                }
                None => {
                    return Err(ParseError::at(
                        to_span,
                        "'to' needs a procedure name".into(),
                    ));
                }
            };
            let mut parameters = Vec::new();
            i += 2;
            while let Some((Token::Parameter(p), s)) = self.tokens.get(i) {
                if parameters.contains(p) {
                    return Err(ParseError::at(
                        *s,
                        format!("parameter ':{p}' is listed twice"),
                    ));
                }
                parameters.push(p.clone());
                i += 1;
            }
            if defined_here.contains(&name) {
                return Err(ParseError::at(
                    name_span,
                    format!("'{name}' is defined twice"),
                ));
            }
            defined_here.push(name.clone());
            let procedure = Procedure {
                name: name.clone(),
                parameters,
                body: Vec::new(),
                span: to_span,
            };
            match self.program.procedures.iter().position(|p| p.name == name) {
                Some(k)
                    if self.program.procedures[k].parameters.len()
                        == procedure.parameters.len() =>
                {
                    self.program.procedures[k] = procedure;
                }
                Some(k) => {
                    return Err(ParseError::at(
                        name_span,
                        format!(
                            "'{name}' is already defined with {} inputs",
                            self.program.procedures[k].parameters.len()
                        ),
                    ));
                }
                None => self.program.procedures.push(procedure),
            }
        }
        Ok(())
    }

    /// `to NAME :params … end`, declared already; compiles the body.
    fn definition(&mut self) -> Result<(), ParseError> {
        let (_, to_span) = self.next().expect("called on 'to'");
        let Some((Token::Word(name), _)) = self.next() else {
            unreachable!("checked by declare")
        };
        while matches!(self.peek(), Some((Token::Parameter(_), _))) {
            self.position += 1;
        }
        let index = self
            .program
            .procedures
            .iter()
            .position(|p| p.name == name)
            .expect("declared");
        let parameters = self.program.procedures[index].parameters.clone();
        let scope = Scope {
            parameters: &parameters,
            repeats: 0,
        };
        let mut body = Vec::new();
        loop {
            match self.peek() {
                None => {
                    return Err(ParseError::at(to_span, format!("'to {name}' has no 'end'")));
                }
                Some((Token::Word(w), _)) if w == "end" => {
                    self.position += 1;
                    break;
                }
                _ => self.statement(&mut body, scope, 1)?,
            }
        }
        self.program.procedures[index].body = body;
        Ok(())
    }

    /// One command (with its inputs and brackets), appended to `out`.
    fn statement(
        &mut self,
        out: &mut Vec<Command>,
        scope: Scope,
        depth: usize,
    ) -> Result<(), ParseError> {
        let (token, span) = self.next().expect("called with a token ahead");
        let word = match token {
            Token::Word(w) => w,
            Token::Symbol("[") => {
                return Err(ParseError::at(
                    span,
                    "unexpected '[': brackets follow repeat, forever, if, ifelse or while".into(),
                ));
            }
            Token::Symbol("]") => {
                return Err(ParseError::at(span, "']' without a matching '['".into()));
            }
            other => {
                return Err(ParseError::at(
                    span,
                    format!(
                        "expected a command such as forward, found {}",
                        other.describe()
                    ),
                ));
            }
        };
        self.program.command_count += 1;
        let emit = |out: &mut Vec<Command>, instruction| out.push(Command { instruction, span });
        let negate = |e: Expr| Expr::Negate(Box::new(e));
        match word.as_str() {
            "forward" | "fd" => {
                let e = self.expr(scope, 0, &format!("'{word}' needs a distance"))?;
                emit(out, Instruction::Forward(e));
            }
            "back" | "bk" | "backward" => {
                let e = self.expr(scope, 0, &format!("'{word}' needs a distance"))?;
                emit(out, Instruction::Forward(negate(e)));
            }
            "left" | "lt" => {
                let e = self.expr(scope, 0, &format!("'{word}' needs an angle"))?;
                emit(out, Instruction::Left(e));
            }
            "right" | "rt" => {
                let e = self.expr(scope, 0, &format!("'{word}' needs an angle"))?;
                emit(out, Instruction::Left(negate(e)));
            }
            "penup" | "pu" => emit(out, Instruction::Pen(false)),
            "pendown" | "pd" => emit(out, Instruction::Pen(true)),
            "stop" => emit(out, Instruction::Stop),
            "repeat" => {
                let count = self.expr(scope, 0, "'repeat' needs a count")?;
                let start = out.len();
                emit(out, Instruction::RepeatStart { count, exit: 0 });
                let inner = Scope {
                    repeats: scope.repeats + 1,
                    ..scope
                };
                self.block(out, inner, depth, "repeat")?;
                emit(out, Instruction::RepeatEnd { body: start + 1 });
                let exit = out.len();
                if let Instruction::RepeatStart { exit: e, .. } = &mut out[start].instruction {
                    *e = exit;
                }
            }
            "forever" => {
                let start = out.len();
                self.block(out, scope, depth, "forever")?;
                emit(out, Instruction::Jump(start));
            }
            "while" | "if" | "ifelse" => {
                let condition = self.condition(scope, 0)?;
                let test = out.len();
                emit(out, Instruction::JumpUnless(condition, 0));
                self.block(out, scope, depth, &word)?;
                if word == "while" {
                    emit(out, Instruction::Jump(test));
                }
                let mut skip = None;
                if word == "ifelse" {
                    skip = Some(out.len());
                    emit(out, Instruction::Jump(0));
                }
                let after_then = out.len();
                if let Instruction::JumpUnless(_, to) = &mut out[test].instruction {
                    *to = after_then;
                }
                if let Some(skip) = skip {
                    self.block(out, scope, depth, "ifelse")?;
                    let after_else = out.len();
                    out[skip].instruction = Instruction::Jump(after_else);
                }
            }
            "make" => self.make(out, scope, span)?,
            "print" | "pr" | "show" => self.print(out, scope, span, &word)?,
            "setxy" => {
                let x = self.expr(scope, 0, "'setxy' needs an x, as in setxy 30 -20")?;
                let y = self.expr(
                    scope,
                    0,
                    "'setxy' needs a y after the x, as in setxy 30 -20",
                )?;
                emit(out, Instruction::SetXY(x, y));
            }
            "home" => emit(out, Instruction::Home),
            "setpencolor" | "setpencolour" | "setpc" => self.pen_colour(out, scope, span, &word)?,
            "random" => {
                return Err(ParseError::at(
                    span,
                    "'random' outputs a number; use it as an input, as in fd random 100".into(),
                ));
            }
            "to" => {
                return Err(ParseError::at(span, "'to' can only start a procedure at the top level, not inside brackets or another procedure".into()));
            }
            "end" => return Err(ParseError::at(span, "'end' without a 'to'".into())),
            name => {
                let Some(index) = self.program.procedures.iter().position(|p| p.name == name)
                else {
                    return Err(ParseError::at(span, format!("unknown command '{name}'")));
                };
                let arity = self.program.procedures[index].parameters.len();
                let mut arguments = Vec::with_capacity(arity);
                for k in 0..arity {
                    let parameter = &self.program.procedures[index].parameters[k];
                    let wanted = format!("'{name}' needs an input for :{parameter}");
                    arguments.push(self.expr(scope, 0, &wanted)?);
                }
                emit(
                    out,
                    Instruction::Call {
                        procedure: index,
                        arguments,
                    },
                );
            }
        }
        Ok(())
    }

    /// `[ commands ]` after `what`.
    fn block(
        &mut self,
        out: &mut Vec<Command>,
        scope: Scope,
        depth: usize,
        what: &str,
    ) -> Result<(), ParseError> {
        if !self.peek_symbol("[") {
            return Err(self.expected(&format!("expected '[' after '{what}'")));
        }
        let (_, open) = self.next().expect("peeked");
        if depth >= MAX_NESTING {
            return Err(ParseError::at(
                open,
                format!("brackets nested more than {MAX_NESTING} deep"),
            ));
        }
        loop {
            match self.peek() {
                None => {
                    return Err(ParseError::at(
                        open,
                        format!("this '[' (after '{what}') has no matching ']'"),
                    ));
                }
                Some((Token::Symbol("]"), _)) => {
                    self.position += 1;
                    return Ok(());
                }
                _ => self.statement(out, scope, depth + 1)?,
            }
        }
    }
}
