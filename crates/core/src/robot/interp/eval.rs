//! Evaluating expressions and conditions, with `random` and the variables (issue 31).

use super::fault::Fault;
use super::{MAX_RANDOM, Machine};
use crate::random::below;
use crate::robot::lang::{Arithmetic, Comparison, Condition, Expr};

impl Machine {
    pub(super) fn evaluate(&mut self, expr: &Expr) -> Result<f64, Fault> {
        let frame = self.frames.last().expect("a running machine has a frame");
        let value = match expr {
            Expr::Number(n) => *n,
            Expr::Parameter(i) => frame.arguments[*i],
            Expr::Global(i) => match self.globals[*i] {
                Some(v) => v,
                None => {
                    return Err(Fault::Unset {
                        name: self.global_names[*i].clone(),
                    });
                }
            },
            Expr::Random(e) => {
                let n = self.evaluate(e)?;
                if n.fract() != 0.0 || !(1.0..=MAX_RANDOM).contains(&n) {
                    return Err(Fault::Random(n));
                }
                below(&mut self.random, n as u64) as f64
            }
            Expr::RepCount => frame.loops.last().map_or(0, |l| l.pass) as f64,
            Expr::Negate(e) => -self.evaluate(e)?,
            Expr::Binary(a, op, b) => {
                let (a, b) = (self.evaluate(a)?, self.evaluate(b)?);
                match op {
                    Arithmetic::Add => a + b,
                    Arithmetic::Subtract => a - b,
                    Arithmetic::Multiply => a * b,
                    Arithmetic::Divide if b == 0.0 => return Err(Fault::DivisionByZero),
                    Arithmetic::Divide => a / b,
                }
            }
        };
        if value.is_finite() {
            Ok(value)
        } else {
            Err(Fault::OutOfRange(value))
        }
    }

    pub(super) fn test(&mut self, condition: &Condition) -> Result<bool, Fault> {
        Ok(match condition {
            Condition::Stalled => self.robot.stalled,
            Condition::Sensor(s) => self.robot.senses(&self.world, *s),
            Condition::Not(c) => !self.test(c)?,
            Condition::And(a, b) => self.test(a)? && self.test(b)?,
            Condition::Or(a, b) => self.test(a)? || self.test(b)?,
            Condition::Compare(a, op, b) => {
                let (a, b) = (self.evaluate(a)?, self.evaluate(b)?);
                match op {
                    Comparison::Less => a < b,
                    Comparison::Greater => a > b,
                    Comparison::Equal => a == b,
                    Comparison::LessOrEqual => a <= b,
                    Comparison::GreaterOrEqual => a >= b,
                    Comparison::NotEqual => a != b,
                }
            }
        })
    }
}
