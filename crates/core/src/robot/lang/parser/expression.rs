//! Conditions (`not`, `and`, `or`, sensors, comparisons) and arithmetic, with the depth of
//! each tree kept under [`MAX_NESTING`].

use super::super::{Arithmetic, Comparison, Condition, Expr, MAX_NESTING, ParseError, Token};
use super::{Parser, Scope, sensor_word};

impl Parser {
    /// `a or b`, `a and b`, `not a`, sensors, comparisons, `[ condition ]`.
    pub(super) fn condition(
        &mut self,
        scope: Scope,
        depth: usize,
    ) -> Result<Condition, ParseError> {
        Ok(self.disjunction(scope, depth)?.0)
    }

    /// Builds `a op b`, refusing trees deeper than [`MAX_NESTING`]: evaluating and dropping a
    /// tree recurses, and `fd 1+1+1+…` must not overflow the browser's stack.
    fn deeper(&self, left: usize, right: usize) -> Result<usize, ParseError> {
        let depth = left.max(right) + 1;
        if depth > MAX_NESTING {
            return Err(self.expected(&format!(
                "an expression or condition may nest at most {MAX_NESTING} operations"
            )));
        }
        Ok(depth)
    }

    fn disjunction(
        &mut self,
        scope: Scope,
        depth: usize,
    ) -> Result<(Condition, usize), ParseError> {
        let (mut left, mut d) = self.conjunction(scope, depth)?;
        while self.peek_word("or") {
            self.position += 1;
            let (right, e) = self.conjunction(scope, depth)?;
            d = self.deeper(d, e)?;
            left = Condition::Or(Box::new(left), Box::new(right));
        }
        Ok((left, d))
    }

    fn conjunction(
        &mut self,
        scope: Scope,
        depth: usize,
    ) -> Result<(Condition, usize), ParseError> {
        let (mut left, mut d) = self.negation(scope, depth)?;
        while self.peek_word("and") {
            self.position += 1;
            let (right, e) = self.negation(scope, depth)?;
            d = self.deeper(d, e)?;
            left = Condition::And(Box::new(left), Box::new(right));
        }
        Ok((left, d))
    }

    fn negation(&mut self, scope: Scope, depth: usize) -> Result<(Condition, usize), ParseError> {
        if depth >= MAX_NESTING {
            return Err(self.expected(&format!("conditions nested more than {MAX_NESTING} deep")));
        }
        if self.peek_word("not") {
            self.position += 1;
            let (inner, d) = self.negation(scope, depth + 1)?;
            return Ok((Condition::Not(Box::new(inner)), d + 1));
        }
        if let Some(sensor) = self.peek().and_then(|(t, _)| match t {
            Token::Word(w) => sensor_word(w),
            _ => None,
        }) {
            self.position += 1;
            return Ok((sensor, 1));
        }
        if self.peek_symbol("[") {
            self.position += 1;
            let inner = self.disjunction(scope, depth + 1)?;
            if !self.peek_symbol("]") {
                return Err(self.expected("expected ']' to close the condition"));
            }
            self.position += 1;
            return Ok(inner);
        }
        let wanted = "expected a condition: stalled, sensor.left, sensor.centre, sensor.right, or a comparison such as :size > 100";
        if !matches!(
            self.peek(),
            Some((
                Token::Number(_) | Token::Parameter(_) | Token::Symbol("(" | "-"),
                _
            ))
        ) && !self.peek_word("repcount")
            && !self.peek_word("random")
        {
            return Err(self.expected(wanted));
        }
        let (left, d) = self.arithmetic(scope, depth, wanted)?;
        let comparison = match self.peek() {
            Some((Token::Symbol(s), _)) => match *s {
                "<" => Comparison::Less,
                ">" => Comparison::Greater,
                "=" => Comparison::Equal,
                "<=" => Comparison::LessOrEqual,
                ">=" => Comparison::GreaterOrEqual,
                "<>" => Comparison::NotEqual,
                _ => return Err(self.expected("expected a comparison (< > = <= >= <>)")),
            },
            _ => return Err(self.expected("expected a comparison (< > = <= >= <>)")),
        };
        self.position += 1;
        let (right, e) = self.arithmetic(scope, depth, "expected a number to compare with")?;
        Ok((Condition::Compare(left, comparison, right), d.max(e) + 1))
    }

    /// A number-valued expression; `wanted` explains a missing one.
    pub(super) fn expr(
        &mut self,
        scope: Scope,
        depth: usize,
        wanted: &str,
    ) -> Result<Expr, ParseError> {
        Ok(self.arithmetic(scope, depth, wanted)?.0)
    }

    /// `term (+|- term)*`, with the tree's depth.
    fn arithmetic(
        &mut self,
        scope: Scope,
        depth: usize,
        wanted: &str,
    ) -> Result<(Expr, usize), ParseError> {
        let (mut left, mut d) = self.term(scope, depth, wanted)?;
        loop {
            let op = if self.peek_symbol("+") {
                Arithmetic::Add
            } else if self.peek_symbol("-") {
                Arithmetic::Subtract
            } else {
                return Ok((left, d));
            };
            self.position += 1;
            let (right, e) = self.term(scope, depth, "expected a number after the operator")?;
            d = self.deeper(d, e)?;
            left = Expr::Binary(Box::new(left), op, Box::new(right));
        }
    }

    fn term(
        &mut self,
        scope: Scope,
        depth: usize,
        wanted: &str,
    ) -> Result<(Expr, usize), ParseError> {
        let (mut left, mut d) = self.unary(scope, depth, wanted)?;
        loop {
            let op = if self.peek_symbol("*") {
                Arithmetic::Multiply
            } else if self.peek_symbol("/") {
                Arithmetic::Divide
            } else {
                return Ok((left, d));
            };
            self.position += 1;
            let (right, e) = self.unary(scope, depth, "expected a number after the operator")?;
            d = self.deeper(d, e)?;
            left = Expr::Binary(Box::new(left), op, Box::new(right));
        }
    }

    fn unary(
        &mut self,
        scope: Scope,
        depth: usize,
        wanted: &str,
    ) -> Result<(Expr, usize), ParseError> {
        if depth >= MAX_NESTING {
            return Err(self.expected(&format!("arithmetic nested more than {MAX_NESTING} deep")));
        }
        let Some((token, span)) = self.peek().cloned() else {
            return Err(self.expected(wanted));
        };
        match token {
            Token::Number(n) => {
                self.position += 1;
                Ok((Expr::Number(n), 1))
            }
            Token::Parameter(name) => {
                self.position += 1;
                if let Some(i) = scope.parameters.iter().position(|p| *p == name) {
                    return Ok((Expr::Parameter(i), 1));
                }
                if let Some(i) = self.program.globals.iter().position(|g| *g == name) {
                    return Ok((Expr::Global(i), 1));
                }
                let whose = if scope.parameters.is_empty() {
                    String::new()
                } else {
                    " is no input of this procedure and".to_string()
                };
                Err(ParseError::at(
                    span,
                    format!(
                        "':{name}'{whose} has no value: no 'make \"{name} …' sets it (make \"{name} 10 would)"
                    ),
                ))
            }
            Token::Word(w) if w == "random" => {
                // Logo reads a prefix operation's input as a whole sum: random 10 + 5 is
                // random 15.
                self.position += 1;
                let (inner, d) = self.arithmetic(
                    scope,
                    depth + 1,
                    "'random' needs a number, as in random 100",
                )?;
                Ok((Expr::Random(Box::new(inner)), d + 1))
            }
            Token::Word(w) if w == "repcount" => {
                self.position += 1;
                if scope.repeats == 0 {
                    return Err(ParseError::at(
                        span,
                        "'repcount' is only meaningful inside 'repeat [ … ]'".into(),
                    ));
                }
                Ok((Expr::RepCount, 1))
            }
            Token::Symbol("-") => {
                self.position += 1;
                let (inner, d) = self.unary(scope, depth + 1, wanted)?;
                Ok((Expr::Negate(Box::new(inner)), d + 1))
            }
            Token::Symbol("(") => {
                self.position += 1;
                let inner = self.arithmetic(scope, depth + 1, "expected a number after '('")?;
                if !self.peek_symbol(")") {
                    return Err(self.expected("expected ')'"));
                }
                self.position += 1;
                Ok(inner)
            }
            _ => Err(self.expected(wanted)),
        }
    }
}
