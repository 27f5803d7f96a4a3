//! The precomputed table of v(n) and the post's conjecture about where Alice is ahead.
//!
//! `snipelab bsearch --table-upto N --out static/bsearch/values.json` solves n = 1..=N natively
//! (each n warm-started from the previous one) and writes [`ValueTable`]: the exact values only,
//! as "p/q" strings, so the file stays small. The page fetches it to draw the sawtooth far beyond
//! what the browser solves live.
//!
//! The post ("Analysis of adversarial binary search game", the 2024-09-09 edit) read the pattern
//! off n ≤ 100: "Powers of two are the worst for Ballmer, but as the key space increases from
//! there, it eventually becomes advantageous again… until reaching the next power of two."
//! [`alice_ahead`] tests that reading on the whole table, one octave 2^k ≤ n < 2^(k+1) (where
//! Alice's entry fee is k) at a time.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};
use serde::{Deserialize, Serialize};

use super::{Fraction, SawtoothPoint};

/// The exact values v(1), v(2), …, v(N) of the game, as the CLI writes them for the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ValueTable {
    /// How the table was made (the CLI command), for whoever opens the file.
    pub made_by: String,
    /// v(n) for n = 1, 2, … in order: `values[n - 1]` is v(n).
    pub values: Vec<Fraction>,
}

/// floor(log2 n), Alice's entry fee (n ≥ 1).
fn entry_fee(n: usize) -> u32 {
    n.max(1).ilog2()
}

impl ValueTable {
    /// The table of solved points n = 1..=N, which must all be exact and in order.
    pub fn from_points(points: &[SawtoothPoint], made_by: &str) -> Result<ValueTable, TableError> {
        let values = points
            .iter()
            .enumerate()
            .map(|(i, p)| {
                if p.n != i + 1 {
                    return Err(TableError::OutOfOrder {
                        index: i + 1,
                        n: p.n,
                    });
                }
                p.exact_value.clone().ok_or(TableError::NotExact { n: p.n })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let table = ValueTable {
            made_by: made_by.to_string(),
            values,
        };
        table.check()?;
        Ok(table)
    }

    /// Checks every value is possible, 1 ≤ v(n) ≤ floor(log2 n) + 1 (the cost of plain midpoint
    /// search against any key), and that there is at least one: what a table read from a file
    /// must pass before it is shown.
    pub fn check(&self) -> Result<(), TableError> {
        if self.values.is_empty() {
            return Err(TableError::Empty);
        }
        for (i, v) in self.values.iter().enumerate() {
            let n = i + 1;
            let most = entry_fee(n) + 1;
            if v.0 < BigRational::one() || v.0 > BigRational::from_integer(BigInt::from(most)) {
                return Err(TableError::Impossible {
                    n,
                    value: v.clone(),
                    most,
                });
            }
        }
        Ok(())
    }

    /// The largest n in the table.
    pub fn n_max(&self) -> usize {
        self.values.len()
    }

    /// v(n), if the table reaches n.
    pub fn value(&self, n: usize) -> Option<&Fraction> {
        n.checked_sub(1).and_then(|i| self.values.get(i))
    }

    /// Alice's expected return v(n) − floor(log2 n), the post's sawtooth.
    pub fn alice_return(&self, n: usize) -> Option<Fraction> {
        // p/q − f = (p − f·q)/q, already in lowest terms (a common factor of p − f·q and q
        // would divide p): no gcd of numbers with 50–100 digits, which the general subtraction
        // computes and which the page paid for each n of the table at load.
        let fee = BigInt::from(entry_fee(n));
        self.value(n).map(|v| {
            let (p, q) = (v.0.numer(), v.0.denom());
            Fraction(BigRational::new_raw(p - fee * q, q.clone()))
        })
    }
}

/// Why points or a table read from a file are not a table of v(n) ([`ValueTable::from_points`],
/// [`ValueTable::check`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// The point at this place (from 1) is for another n.
    OutOfOrder {
        /// The place, from 1 (the n it should be for).
        index: usize,
        /// The n it is for.
        n: usize,
    },
    /// v(n) was not found exactly.
    NotExact {
        /// The n.
        n: usize,
    },
    /// No value at all.
    Empty,
    /// v(n) outside 1..=floor(log2 n) + 1.
    Impossible {
        /// The n.
        n: usize,
        /// The value read.
        value: Fraction,
        /// The most v(n) can be, floor(log2 n) + 1.
        most: u32,
    },
}

impl std::fmt::Display for TableError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TableError::OutOfOrder { index, n } => {
                write!(f, "point {index} is for n = {n}, not {index}")
            }
            TableError::NotExact { n } => write!(f, "v({n}) is not known exactly"),
            TableError::Empty => f.write_str("the table has no values"),
            TableError::Impossible { n, value, most } => write!(
                f,
                "v({n}) = {value} is impossible: it lies between 1 and {most}"
            ),
        }
    }
}

impl std::error::Error for TableError {}

/// One value of Alice's return, exactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Return {
    /// The number of keys.
    pub n: usize,
    /// v(n) − floor(log2 n).
    pub alice_return: Fraction,
}

/// One octave 2^k ≤ n < 2^(k+1) of the sawtooth, where Alice pays k dollars to play.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Octave {
    /// The entry fee k.
    pub k: u32,
    /// The first n of the octave, 2^k.
    pub from: usize,
    /// The last n of the octave in the table: 2^(k+1) − 1 when the octave is complete.
    pub to: usize,
    /// Whether the table reaches the end of the octave.
    pub complete: bool,
    /// The maximal runs a..=b of n where Alice's return is positive (she is ahead).
    pub ahead: Vec<(usize, usize)>,
    /// The n where her return is exactly zero (a fair game).
    pub fair: Vec<usize>,
    /// Where her return is lowest in the octave (the first such n), and that return.
    pub lowest: Return,
    /// The last n before the final run where she is ahead (she is not ahead there), if any.
    pub last_behind: Option<Return>,
    /// The first n of the final run where she is ahead, if the octave ends with one.
    pub first_ahead: Option<Return>,
    /// Whether the post's reading holds here: her return is lowest at the power of two, and she
    /// is ahead exactly on one final stretch c..=2^(k+1) − 1 (`None` if the octave is not
    /// complete).
    pub conjecture_holds: Option<bool>,
}

/// Where Alice is ahead over the whole table, octave by octave.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AheadReport {
    /// The largest n in the table.
    pub n_max: usize,
    /// The octaves k = 0, 1, … the table reaches.
    pub octaves: Vec<Octave>,
    /// Every n where Alice is ahead, as maximal runs a..=b.
    pub ahead: Vec<(usize, usize)>,
    /// Whether the post's reading holds in every complete octave.
    pub conjecture_holds: bool,
    /// The complete octaves (their k) where it fails.
    pub exceptions: Vec<u32>,
}

/// Maximal runs of consecutive n in `ns` (sorted).
fn runs(ns: impl IntoIterator<Item = usize>) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = Vec::new();
    for n in ns {
        match out.last_mut() {
            Some((_, b)) if *b + 1 == n => *b = n,
            _ => out.push((n, n)),
        }
    }
    out
}

/// Tests the post's reading of the sawtooth on the table (see the module docs): for each octave,
/// where Alice is ahead, where her return is lowest, and whether she is ahead exactly on a final
/// stretch that starts after the power of two's low point.
pub fn alice_ahead(table: &ValueTable) -> AheadReport {
    let n_max = table.n_max();
    let returns: Vec<Return> = (1..=n_max)
        .filter_map(|n| {
            table
                .alice_return(n)
                .map(|alice_return| Return { n, alice_return })
        })
        .collect();
    let mut octaves = Vec::new();
    let mut k = 0u32;
    while let Some(from) = 1usize.checked_shl(k).filter(|&f| f <= n_max) {
        let end = from.saturating_mul(2) - 1;
        let to = end.min(n_max);
        let slice = &returns[from - 1..to];
        let zero = BigRational::zero();
        let ahead = runs(
            slice
                .iter()
                .filter(|r| r.alice_return.0 > zero)
                .map(|r| r.n),
        );
        let fair = slice
            .iter()
            .filter(|r| r.alice_return.0.is_zero())
            .map(|r| r.n)
            .collect();
        // The first minimum: the octave starts with the power of two.
        let lowest = slice
            .iter()
            .fold(&slice[0], |low, r| {
                if r.alice_return < low.alice_return {
                    r
                } else {
                    low
                }
            })
            .clone();
        let final_run = ahead.last().filter(|&&(_, b)| b == to).copied();
        let first_ahead = final_run.map(|(a, _)| returns[a - 1].clone());
        let last_behind = final_run.and_then(|(a, _)| (a > from).then(|| returns[a - 2].clone()));
        let complete = to == end;
        let conjecture_holds =
            complete.then(|| lowest.n == from && final_run.is_some() && ahead.len() == 1);
        octaves.push(Octave {
            k,
            from,
            to,
            complete,
            ahead,
            fair,
            lowest,
            last_behind,
            first_ahead,
            conjecture_holds,
        });
        k += 1;
    }
    let exceptions: Vec<u32> = octaves
        .iter()
        .filter(|o| o.conjecture_holds == Some(false))
        .map(|o| o.k)
        .collect();
    AheadReport {
        n_max,
        ahead: runs(
            returns
                .iter()
                .filter(|r| r.alice_return.0 > BigRational::zero())
                .map(|r| r.n),
        ),
        conjecture_holds: exceptions.is_empty(),
        exceptions,
        octaves,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bsearch::solve_range;
    use crate::progress::Silent;

    /// The committed table, made by the CLI (see the module docs).
    const COMMITTED: &str = include_str!("../../../../static/bsearch/values.json");

    fn table_of(returns: &[(i64, i64)]) -> ValueTable {
        // Values v(n) = fee + return for hand-made returns p/q.
        let values = returns
            .iter()
            .enumerate()
            .map(|(i, &(p, q))| {
                let fee = BigRational::from_integer(BigInt::from(entry_fee(i + 1)));
                Fraction(fee + BigRational::new(BigInt::from(p), BigInt::from(q)))
            })
            .collect();
        ValueTable {
            made_by: "test".into(),
            values,
        }
    }

    /// The shortcut p/q − f = (p − f·q)/q gives the general subtraction's reduced fraction, on
    /// the committed table (fractions of up to 100 digits) and on hand-made values.
    #[test]
    fn alice_return_equals_the_general_subtraction() {
        let committed: ValueTable = serde_json::from_str(COMMITTED).expect("the committed table");
        let made = table_of(&[
            (1, 1),
            (-1, 4),
            (1, 2),
            (-1, 2),
            (-1, 4),
            (0, 1),
            (1, 8),
            (-7, 9),
        ]);
        for table in [&committed, &made] {
            for n in 1..=table.n_max() {
                let v = table.value(n).expect("n is in the table");
                let fee = BigRational::from_integer(BigInt::from(entry_fee(n)));
                let general = &v.0 - fee;
                let shortcut = table.alice_return(n).expect("n is in the table").0;
                // Equal as raw numerator and denominator, not only as numbers: both reduced.
                assert_eq!(
                    (shortcut.numer(), shortcut.denom()),
                    (general.numer(), general.denom()),
                    "n = {n}"
                );
            }
        }
    }

    #[test]
    fn runs_and_octaves_on_a_hand_made_sawtooth() {
        // n = 1: +1; n = 2, 3: −1/4, +1/2; n = 4..7: −1/2, −1/4, 0, +1/8 (the post's picture);
        // n = 8..15: lowest at 9 and ahead twice (breaks it); n = 16, 17: incomplete.
        let t = table_of(&[
            (1, 1),
            (-1, 4),
            (1, 2),
            (-1, 2),
            (-1, 4),
            (0, 1),
            (1, 8),
            (-1, 4),
            (-1, 2),
            (1, 4),
            (-1, 8),
            (-1, 8),
            (1, 8),
            (1, 4),
            (1, 2),
            (-1, 1),
            (1, 1),
        ]);
        let report = alice_ahead(&t);
        assert_eq!(report.n_max, 17);
        assert_eq!(
            report.ahead,
            [(1, 1), (3, 3), (7, 7), (10, 10), (13, 15), (17, 17)]
        );
        let holds: Vec<Option<bool>> = report.octaves.iter().map(|o| o.conjecture_holds).collect();
        assert_eq!(
            holds,
            [Some(true), Some(true), Some(true), Some(false), None]
        );
        assert_eq!(report.exceptions, [3]);
        assert!(!report.conjecture_holds);
        let o2 = &report.octaves[2];
        assert_eq!((o2.from, o2.to, o2.fair.clone()), (4, 7, vec![6]));
        assert_eq!(o2.last_behind.as_ref().map(|r| r.n), Some(6));
        assert_eq!(o2.first_ahead.as_ref().map(|r| r.n), Some(7));
        assert_eq!(o2.lowest.n, 4);
        assert_eq!(report.octaves[3].lowest.n, 9);
        // n = 1 is an octave of its own, ahead from its first n: nothing before it.
        assert_eq!(report.octaves[0].last_behind, None);
        assert_eq!(report.octaves[4].to, 17);
    }

    /// Reads and checks a table, as the CLI and the page do.
    fn parse(json: &str) -> Result<ValueTable, Box<dyn std::error::Error>> {
        let table: ValueTable = serde_json::from_str(json)?;
        table.check()?;
        Ok(table)
    }

    #[test]
    fn impossible_tables_are_refused() {
        let table = |values: &str| parse(&format!("{{\"made_by\":\"x\",\"values\":[{values}]}}"));
        assert!(table("").is_err());
        // v(1) = 1: one key, one guess; 2 is impossible.
        assert!(table("\"2\"").is_err());
        assert!(table("\"1\",\"1/2\"").is_err());
        assert!(table("\"1\",\"3/0\"").is_err());
        assert!(parse("not json").is_err());
        assert!(table("\"1\",\"3/2\"").is_ok());
        let two = ValueTable {
            made_by: "x".into(),
            values: vec![Fraction::from_integer(1), Fraction::from_integer(3)],
        };
        assert_eq!(
            two.check(),
            Err(TableError::Impossible {
                n: 2,
                value: Fraction::from_integer(3),
                most: 2
            })
        );
        assert_eq!(
            two.check().unwrap_err().to_string(),
            "v(2) = 3 is impossible: it lies between 1 and 2"
        );
        assert_eq!(
            ValueTable::from_points(&[], "x").unwrap_err(),
            TableError::Empty
        );
    }

    #[test]
    fn the_committed_table_agrees_with_the_live_solver() {
        let table = parse(COMMITTED).unwrap();
        // The sample below needs n = 150; the committed run reached further (see the file's
        // `made_by` and BENCHMARKS.md).
        assert!(
            table.n_max() >= 150,
            "the table reaches n = {}",
            table.n_max()
        );
        // Recompute n = 1..=150 with the live solver: the same exact fractions.
        let live = solve_range(150, &mut Silent, |_| {}).unwrap();
        for p in &live {
            assert_eq!(p.exact_value.as_ref(), table.value(p.n), "n = {}", p.n);
            // And the float return the page plotted live has the table's sign.
            let exact = table.alice_return(p.n).unwrap().0;
            assert_eq!(
                p.alice_return_f64 > 0.0,
                exact > BigRational::zero(),
                "n = {}",
                p.n
            );
        }
        // The table's own round trip.
        let again = ValueTable::from_points(&live, "test").unwrap();
        assert_eq!(&again.values[..], &table.values[..150]);
    }

    #[test]
    fn the_committed_table_reaches_1024_and_the_reading_holds() {
        let table = parse(COMMITTED).unwrap();
        // Issue 19 asked for v(n) to at least 1024: ten complete octaves, 2^0 to 2^10 − 1.
        assert!(
            table.n_max() >= 1024,
            "the table reaches n = {}",
            table.n_max()
        );
        let report = alice_ahead(&table);
        for o in &report.octaves[..10] {
            assert!(o.complete, "octave {} ends at {}", o.k, o.to);
            assert_eq!(
                o.conjecture_holds,
                Some(true),
                "octave {}: {:?}",
                o.k,
                o.ahead
            );
            // Her return is lowest at the power of two itself, where the entry fee has just
            // gone up by a dollar.
            assert_eq!(o.lowest.n, o.from, "octave {}", o.k);
        }
        assert!(
            report.conjecture_holds,
            "exceptions {:?}",
            report.exceptions
        );
        // What the page reports: she is ahead only at the top of each octave, on runs that grow
        // slowly (1, 2, 3, 5, 6, 7, 9, 11, 13, 16 values; 2^10 = 1024 itself is not one).
        let tops = [(1, 3), (5, 7), (11, 15), (26, 31), (57, 63), (119, 127)];
        let tops = tops
            .into_iter()
            .chain([(245, 255), (499, 511), (1008, 1023)]);
        assert_eq!(report.ahead, tops.collect::<Vec<_>>());
    }
}
