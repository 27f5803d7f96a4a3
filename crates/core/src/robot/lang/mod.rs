//! The robot's language: Logo's turtle commands as a Logo user types them, plus `if`, `ifelse`
//! and `while` on the robot's sensors.
//!
//! ```text
//! forward 100   fd 100        back 50   bk 50   backward 50
//! left 90       lt 90         right 90  rt 90
//! penup  pu     pendown  pd
//! repeat 4 [forward 100 right 90]        ; repcount is 1, 2, … inside the brackets
//! forever [ … ]                          ; until the robot leaves the maze or runs out of steps
//! to square :size  repeat 4 [fd :size rt 90]  end
//! square 50
//! if sensor.centre [right 90]
//! ifelse sensor.left [fd 30] [lt 90 fd 30]
//! while not stalled [fd 10]              ; `while [cond] [ … ]` too
//! stop                                   ; leave the procedure (or the program)
//! make "size 50   fd :size                ; variables hold numbers
//! fd random 100                          ; a whole number from 0 to 99, drawn from the seed
//! setxy 30 -20    home                   ; drive straight to a point; back to the start
//! setpencolor 4   setpc "blue            ; UCBLogo's colours 0–15, by number or name
//! print :size     print "hello   print [a list of words]
//! ```
//!
//! The Logo is UCBLogo's (Berkeley Logo, as documented in its manual), which FMSLogo shares
//! for these words: `make "name value` sets a procedure's input of that name if there is one,
//! else a global variable; `:name` reads it (a global read before any `make` ran is a runtime
//! error naming the variable, a name no `make` sets is refused before running). Variables
//! hold numbers only (this Logo has no lists or words as values). `random n` outputs a whole
//! number from 0 to n − 1, drawn from the run's seed so that a run is the same every time;
//! `setxy` drives in a straight line without turning (a wall stops it, as it stops `forward`);
//! `home` drives to the start and faces east again, the start heading here (UCBLogo's turtle
//! faces north). `setpencolor` takes UCBLogo's colour numbers 0 to 15 (black, blue, green,
//! cyan, red, magenta, yellow, white, brown, tan, forest, aqua, salmon, purple, orange, grey)
//! or those names as quoted words.
//!
//! Conditions are the stall sensor `stalled`, the proximity sensors `sensor.left`,
//! `sensor.centre` (also `sensor.center`, `sensor.front`) and `sensor.right`, comparisons of
//! numbers (`:size > 100`, with `< > = <= >= <>`), `not`, `and`, `or`. Numbers are decimal;
//! `+ - * /` and parentheses work as usual. Words are case-insensitive; `;` starts a comment.
//!
//! [`Program::parse`] checks everything it can before running: unknown commands and
//! parameters, missing inputs and brackets, `repcount` outside `repeat`; each error names its
//! line and column. A program compiles to flat lists of [`Command`]s with jumps, which the
//! interpreter runs one at a time.

mod lexer;
mod parser;

use std::fmt;

use serde::{Deserialize, Serialize};

use super::body::Sensor;

pub use lexer::{Token, lexemes, tokenize};

/// The longest program text accepted, in bytes (checked before any parsing).
pub const MAX_SOURCE_BYTES: usize = 100_000;

/// The deepest nesting of brackets and parentheses (the parser recurses on them).
pub const MAX_NESTING: usize = 64;

/// A place in the program text: 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Span {
    /// Line, from 1.
    pub line: u32,
    /// Column, from 1, in characters.
    pub column: u32,
}

/// Why a program text is not a program, and where.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ParseError {
    /// Line, from 1.
    pub line: u32,
    /// Column, from 1.
    pub column: u32,
    /// What is wrong.
    pub message: String,
}

impl ParseError {
    fn at(span: Span, message: String) -> ParseError {
        ParseError {
            line: span.line,
            column: span.column,
            message,
        }
    }
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

/// An arithmetic operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Arithmetic {
    /// `+`
    Add,
    /// `-`
    Subtract,
    /// `*`
    Multiply,
    /// `/`
    Divide,
}

/// A number-valued expression.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Expr {
    /// A literal.
    Number(f64),
    /// The procedure's parameter with this index.
    Parameter(usize),
    /// The global variable with this index in [`Program::globals`].
    Global(usize),
    /// `random n`: a whole number from 0 to n − 1.
    Random(Box<Expr>),
    /// Which pass of the innermost `repeat` this is, from 1.
    RepCount,
    /// `-x`
    Negate(Box<Expr>),
    /// `a op b`
    Binary(Box<Expr>, Arithmetic, Box<Expr>),
}

/// A comparison of two numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Comparison {
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `=`
    Equal,
    /// `<=`
    LessOrEqual,
    /// `>=`
    GreaterOrEqual,
    /// `<>`
    NotEqual,
}

/// A true-or-false question about the robot or the numbers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Condition {
    /// The stall sensor: the last move was stopped by a wall.
    Stalled,
    /// A proximity sensor sees a wall.
    Sensor(Sensor),
    /// `not c`
    Not(Box<Condition>),
    /// `a and b`
    And(Box<Condition>, Box<Condition>),
    /// `a or b`
    Or(Box<Condition>, Box<Condition>),
    /// `x < y` and friends.
    Compare(Expr, Comparison, Expr),
}

/// Where `make` puts a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Variable {
    /// The procedure's input with this index.
    Parameter(usize),
    /// The global variable with this index in [`Program::globals`].
    Global(usize),
}

/// What `print` prints.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Printable {
    /// A number's value.
    Number(Expr),
    /// A quoted word or a list's words, as written.
    Text(String),
}

/// One compiled command. Jump targets index the same body.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Instruction {
    /// `forward` (or `back`, with the distance negated).
    Forward(Expr),
    /// `left` (or `right`, with the angle negated), degrees.
    Left(Expr),
    /// `pendown` (true) or `penup` (false).
    Pen(bool),
    /// The head of `repeat`: evaluate the count; if zero, jump to `exit`.
    RepeatStart {
        /// How many passes.
        count: Expr,
        /// The command after the loop.
        exit: usize,
    },
    /// The foot of `repeat`: another pass (jump to `body`) or leave the loop.
    RepeatEnd {
        /// The first command of the loop's body.
        body: usize,
    },
    /// Go to another command (the foot of `forever`, `while`, the middle of `ifelse`).
    Jump(usize),
    /// Go to another command unless the condition holds (`if`, `ifelse`, `while`).
    JumpUnless(Condition, usize),
    /// Run a procedure with these inputs.
    Call {
        /// Index into [`Program::procedures`].
        procedure: usize,
        /// One per parameter.
        arguments: Vec<Expr>,
    },
    /// `stop`: leave the current procedure, or end the program at the top level.
    Stop,
    /// `make "name value`.
    Make(Variable, Expr),
    /// `print`: a line of output.
    Print(Printable),
    /// `setxy x y`: drive straight to the point without turning.
    SetXY(Expr, Expr),
    /// `home`: drive straight to the start and face the start heading.
    Home,
    /// `setpencolor n`: the pen's colour, a number of [`PALETTE`].
    PenColour(Expr),
}

/// UCBLogo's (and FMSLogo's) sixteen standard pen colours: number, name, RGB as hex.
pub const PALETTE: [(&str, &str); 16] = [
    ("black", "#000000"),
    ("blue", "#0000ff"),
    ("green", "#00ff00"),
    ("cyan", "#00ffff"),
    ("red", "#ff0000"),
    ("magenta", "#ff00ff"),
    ("yellow", "#ffff00"),
    ("white", "#ffffff"),
    ("brown", "#9b603b"),
    ("tan", "#c58812"),
    ("forest", "#64a240"),
    ("aqua", "#78bbbb"),
    ("salmon", "#ff9577"),
    ("purple", "#9071d0"),
    ("orange", "#ffa300"),
    ("grey", "#b7b7b7"),
];

/// A compiled command and where it came from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Command {
    /// What to do.
    pub instruction: Instruction,
    /// Where its word is in the source (for highlighting the running command).
    pub span: Span,
}

/// A procedure defined with `to NAME :param … end`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Procedure {
    /// The name, lowercased.
    pub name: String,
    /// Parameter names, without the colon.
    pub parameters: Vec<String>,
    /// The compiled body.
    pub body: Vec<Command>,
    /// Where `to` is.
    pub span: Span,
}

/// A parsed program: the top-level commands and the procedures.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct Program {
    /// The top-level commands, run first to last.
    pub main: Vec<Command>,
    /// Every procedure defined so far.
    pub procedures: Vec<Procedure>,
    /// The global variables' names (every `make` target that is no procedure's input), in the
    /// order first seen; a machine keeps their values by index.
    pub globals: Vec<String>,
    /// How many commands the text has (a `repeat` with two commands inside counts 3; a
    /// procedure's body counts once, however often it is called): the challenge's score.
    pub command_count: usize,
}

impl Program {
    /// Parses a whole program.
    pub fn parse(source: &str) -> Result<Program, ParseError> {
        Program::default().extend(source)
    }

    /// Parses more text (a line typed at the command line) with this program's procedures
    /// known: the result keeps them, adds any new ones, and has the new text's top-level
    /// commands as its `main`. Redefining a procedure replaces it if the parameter count is
    /// unchanged (callers already compiled rely on the count).
    pub fn extend(&self, source: &str) -> Result<Program, ParseError> {
        if source.len() > MAX_SOURCE_BYTES {
            return Err(ParseError::at(
                Span { line: 1, column: 1 },
                format!(
                    "the program is {} bytes long; at most {MAX_SOURCE_BYTES} are accepted",
                    source.len()
                ),
            ));
        }
        parser::parse(lexemes(source)?, self)
    }

    /// The procedure of this name, if defined.
    pub fn procedure(&self, name: &str) -> Option<&Procedure> {
        self.procedures.iter().find(|p| p.name == name)
    }
}
