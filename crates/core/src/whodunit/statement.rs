//! The statement language: what a suspect can say, what it means, and how to say it in English.
//!
//! A [`Statement`] is a formula about who was in on it. Suspects are numbers (their order in the
//! puzzle); the speaker of a statement is the suspect "I" refers to, also inside a claim about
//! someone else ("Bob could claim that I did it", said by Alice, is about Alice, as in English
//! reported speech).
//!
//! The English printer ([`Statement::to_english`]) writes the posts' own phrasings where they
//! apply ("Neither Steve nor Ted was in on it", "Ray wasn't in on it, but Paul was", "If Ted was
//! in on it, then so was Steve", "Bob could claim that I did it", "At least one of us is
//! innocent"), so the posts' puzzles print back word for word, and parentheses only where the
//! reading would otherwise be ambiguous. The parser (`parse.rs`) reads everything it writes.

use serde::{Deserialize, Serialize};

use super::Assignment;
use crate::words;

/// How a count compares: "at least", "exactly" or "at most".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Relation {
    /// "at least k of us …"
    AtLeast,
    /// "exactly k of us …"
    Exactly,
    /// "at most k of us …"
    AtMost,
}

impl Relation {
    /// Whether `count` stands in this relation to `k`.
    pub fn holds(self, count: u32, k: u32) -> bool {
        match self {
            Relation::AtLeast => count >= k,
            Relation::Exactly => count == k,
            Relation::AtMost => count <= k,
        }
    }

    fn words(self) -> &'static str {
        match self {
            Relation::AtLeast => "at least",
            Relation::Exactly => "exactly",
            Relation::AtMost => "at most",
        }
    }
}

/// Which suspects a count counts: the innocent or the guilty ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Standing {
    /// "… of us are innocent"
    Innocent,
    /// "… of us are guilty"
    Guilty,
}

/// What a suspect says: a formula about who was in on it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Statement {
    /// "X was in on it" (the suspect's number).
    Guilty(usize),
    /// "it is not the case that S"; "X wasn't in on it" is `Not(Guilty(x))`.
    Not(Box<Statement>),
    /// "S and T" (also "S, but T").
    And(Box<Statement>, Box<Statement>),
    /// "S or T".
    Or(Box<Statement>, Box<Statement>),
    /// "if S, then T": false only when S is true and T false.
    If(Box<Statement>, Box<Statement>),
    /// "Neither X nor Y [nor Z …] was in on it": every one of them is innocent (two or more).
    Neither(Vec<usize>),
    /// "At least / exactly / at most k of us are innocent (guilty)": "us" is every suspect,
    /// the speaker included.
    Count {
        /// At least, exactly or at most.
        relation: Relation,
        /// How many.
        k: u32,
        /// Counting the innocent or the guilty.
        of: Standing,
    },
    /// "X could claim that S": it would be consistent with the rules for X to assert S. Under
    /// the rules an innocent X asserts only truths and a guilty X only falsehoods, so X asserting
    /// S is consistent exactly when S's truth value equals X's innocence: the claim holds iff
    /// S ≠ (X guilty). A puzzle's own rule, "X says S" being consistent, is the same test, which
    /// is why the solver treats every testimony as a claim by its speaker.
    Claim(usize, Box<Statement>),
}

impl Statement {
    /// Whether the statement is true when exactly the suspects in `guilty` are guilty, among
    /// `suspects` suspects (the count matters for "… of us are innocent").
    ///
    /// This is the plain recursive definition, one assignment at a time; the solver's bitset
    /// evaluation is tested against it.
    pub fn holds(&self, guilty: Assignment, suspects: usize) -> bool {
        match self {
            Statement::Guilty(x) => guilty.is_guilty(*x),
            Statement::Not(s) => !s.holds(guilty, suspects),
            Statement::And(a, b) => a.holds(guilty, suspects) && b.holds(guilty, suspects),
            Statement::Or(a, b) => a.holds(guilty, suspects) || b.holds(guilty, suspects),
            Statement::If(a, b) => !a.holds(guilty, suspects) || b.holds(guilty, suspects),
            Statement::Neither(xs) => xs.iter().all(|&x| !guilty.is_guilty(x)),
            Statement::Count { relation, k, of } => {
                let guilty_count = guilty.count();
                let count = match of {
                    Standing::Guilty => guilty_count,
                    Standing::Innocent => (suspects as u32).saturating_sub(guilty_count),
                };
                relation.holds(count, *k)
            }
            Statement::Claim(x, s) => s.holds(guilty, suspects) != guilty.is_guilty(*x),
        }
    }

    /// Every suspect the statement names (with repeats), for validation.
    pub fn named_suspects(&self) -> Vec<usize> {
        let mut out = Vec::new();
        self.collect_named(&mut out);
        out
    }

    fn collect_named(&self, out: &mut Vec<usize>) {
        match self {
            Statement::Guilty(x) => out.push(*x),
            Statement::Not(s) => s.collect_named(out),
            Statement::And(a, b) | Statement::Or(a, b) | Statement::If(a, b) => {
                a.collect_named(out);
                b.collect_named(out);
            }
            Statement::Neither(xs) => out.extend(xs),
            Statement::Count { .. } => {}
            Statement::Claim(x, s) => {
                out.push(*x);
                s.collect_named(out);
            }
        }
    }

    /// How deeply the statement nests (an atom is 1). A flat chain "A or B or C" is one level,
    /// however many clauses it has: the parser builds it as nested pairs, but the reader wrote
    /// no nesting (the chain's length is bounded by [`Statement::clauses`] instead).
    pub fn depth(&self) -> usize {
        match self {
            Statement::Guilty(_) | Statement::Neither(_) | Statement::Count { .. } => 1,
            Statement::Not(s) | Statement::Claim(_, s) => 1 + s.depth(),
            Statement::If(a, b) => 1 + a.depth().max(b.depth()),
            Statement::And(..) | Statement::Or(..) => {
                let mut operands = Vec::new();
                self.chain(&mut operands);
                1 + operands.iter().map(|o| o.depth()).max().unwrap_or(0)
            }
        }
    }

    /// The operands of the chain of `and`s (or of `or`s) this statement heads, in order.
    fn chain<'a>(&'a self, out: &mut Vec<&'a Statement>) {
        let same = |o: &Statement| std::mem::discriminant(o) == std::mem::discriminant(self);
        match self {
            Statement::And(a, b) | Statement::Or(a, b) => {
                for operand in [a, b] {
                    if same(operand) {
                        operand.chain(out);
                    } else {
                        out.push(operand);
                    }
                }
            }
            _ => out.push(self),
        }
    }

    /// How many clauses (atoms: "X was in on it", "neither …", a count) the statement has.
    pub fn clauses(&self) -> usize {
        match self {
            Statement::Guilty(_) | Statement::Neither(_) | Statement::Count { .. } => 1,
            Statement::Not(s) | Statement::Claim(_, s) => s.clauses(),
            Statement::And(a, b) | Statement::Or(a, b) | Statement::If(a, b) => {
                a.clauses() + b.clauses()
            }
        }
    }

    /// The statement in plain English as `speaker` says it, with a capital first letter and no
    /// final full stop: `names[i]` is suspect i's name and the speaker is "I".
    pub fn to_english(&self, speaker: usize, names: &[String]) -> String {
        let mut out = String::new();
        Printer { speaker, names }.write(self, &mut out, Context::TOP);
        capitalize(&out)
    }
}

/// Upper-cases the first letter (statements start a quotation).
fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Binding strength of the connectives, loosest first: "if … then" < "or" < "and" < the rest.
const IF: u8 = 1;
const OR: u8 = 2;
const AND: u8 = 3;
const ATOM: u8 = 4;

/// Where a statement is printed: the loosest connective it may have without parentheses, and
/// whether anything can follow it. A claim ("X could claim that S") reads S as far right as it
/// can, so a claim needs parentheses unless it is at the right end of what contains it.
#[derive(Clone, Copy)]
struct Context {
    min_strength: u8,
    right_end: bool,
}

impl Context {
    const TOP: Context = Context {
        min_strength: IF,
        right_end: true,
    };

    fn new(min_strength: u8, right_end: bool) -> Context {
        Context {
            min_strength,
            right_end,
        }
    }
}

struct Printer<'a> {
    speaker: usize,
    names: &'a [String],
}

impl Printer<'_> {
    /// The subject of a clause: the name, or "I" for the speaker.
    fn subject(&self, x: usize) -> &str {
        if x == self.speaker {
            "I"
        } else {
            &self.names[x]
        }
    }

    /// "X was in on it", or "I did it" (the post's wording for the speaker).
    fn guilty(&self, x: usize) -> String {
        if x == self.speaker {
            "I did it".into()
        } else {
            format!("{} was in on it", self.names[x])
        }
    }

    /// "X wasn't in on it", or "I didn't do it".
    fn innocent(&self, x: usize) -> String {
        if x == self.speaker {
            "I didn't do it".into()
        } else {
            format!("{} wasn't in on it", self.names[x])
        }
    }

    /// The elliptical "… X was" ("but Paul was"; "but I was") after "Y wasn't in on it", or
    /// "… X did" after the speaker's "I didn't do it" ("I didn't do it, but Paul did").
    fn guilty_short(&self, x: usize, after: usize) -> String {
        let verb = if after == self.speaker { "did" } else { "was" };
        format!("{} {verb}", self.subject(x))
    }

    fn parenthesized(&self, s: &Statement, out: &mut String) {
        out.push('(');
        self.write(s, out, Context::TOP);
        out.push(')');
    }

    fn write(&self, s: &Statement, out: &mut String, at: Context) {
        use Statement::*;
        let open =
            matches!(s, Claim(..)) || matches!(s, Not(inner) if matches!(**inner, Claim(..)));
        let strength = match s {
            If(..) => IF,
            Or(..) => OR,
            And(..) => AND,
            _ => ATOM,
        };
        if strength < at.min_strength || (open && !at.right_end) {
            return self.parenthesized(s, out);
        }
        match s {
            Guilty(x) => out.push_str(&self.guilty(*x)),
            Not(inner) => match &**inner {
                Guilty(x) => out.push_str(&self.innocent(*x)),
                Claim(x, claimed) => {
                    out.push_str(self.subject(*x));
                    out.push_str(" could not claim that ");
                    self.write(claimed, out, Context::new(IF, true));
                }
                other => {
                    out.push_str("it is not the case that ");
                    self.write(other, out, Context::new(ATOM, at.right_end));
                }
            },
            And(a, b) => match (&**a, &**b) {
                (Not(x), Guilty(y)) if matches!(**x, Guilty(_)) => {
                    let Guilty(first) = **x else { unreachable!() };
                    self.write(a, out, Context::new(AND, false));
                    out.push_str(", but ");
                    out.push_str(&self.guilty_short(*y, first));
                }
                _ => {
                    self.write(a, out, Context::new(AND, false));
                    out.push_str(" and ");
                    self.write(b, out, Context::new(ATOM, at.right_end));
                }
            },
            Or(a, b) => {
                self.write(a, out, Context::new(OR, false));
                out.push_str(" or ");
                self.write(b, out, Context::new(AND, at.right_end));
            }
            If(a, b) => {
                out.push_str("if ");
                // ", then" ends the condition, so a claim there needs no parentheses.
                self.write(a, out, Context::new(OR, true));
                out.push_str(", then ");
                // "so was Y" echoes the condition's verb, so it follows only "X was in on it";
                // after the speaker's "I did it" the echo is "so did Y", and after anything
                // else there is no verb to echo, so Y's clause is written out.
                match (&**a, &**b) {
                    (Guilty(x), Guilty(y)) => {
                        out.push_str(if *x == self.speaker {
                            "so did "
                        } else {
                            "so was "
                        });
                        out.push_str(self.subject(*y));
                    }
                    _ => self.write(b, out, Context::new(IF, at.right_end)),
                }
            }
            Neither(xs) => {
                out.push_str("neither ");
                let subjects: Vec<&str> = xs.iter().map(|&x| self.subject(x)).collect();
                out.push_str(&subjects.join(" nor "));
                out.push_str(" was in on it");
            }
            Count { relation, k, of } => {
                out.push_str(relation.words());
                out.push(' ');
                out.push_str(&number_word(*k));
                out.push_str(if *k == 1 { " of us is " } else { " of us are " });
                out.push_str(match of {
                    Standing::Innocent => "innocent",
                    Standing::Guilty => "guilty",
                });
            }
            Claim(x, claimed) => {
                out.push_str(self.subject(*x));
                out.push_str(" could claim that ");
                self.write(claimed, out, Context::new(IF, true));
            }
        }
    }
}

/// The number a count word names: "zero" to "twenty", the words the printer writes and the
/// parser reads (beyond them, digits). Spelled by the `words` exploration's own tables.
pub(super) fn number_value(word: &str) -> Option<u32> {
    match words::UNITS.iter().position(|w| *w == word) {
        Some(k) => u32::try_from(k).ok(),
        None => (word == words::TENS[2]).then_some(20),
    }
}

fn number_word(k: u32) -> String {
    match usize::try_from(k) {
        Ok(small) if small < words::UNITS.len() => words::UNITS[small].to_string(),
        _ if k == 20 => words::TENS[2].to_string(),
        _ => k.to_string(),
    }
}
