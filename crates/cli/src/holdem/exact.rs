//! `snipelab holdem solve --exact`: the game's value as a fraction, proved by exact best
//! responses to rational strategies (see `snipelab_core::holdem::exact`).

use std::collections::BTreeMap;
use std::time::Instant;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};
use serde::Serialize;
use snipelab_core::holdem::exact::{ExactOptions, ExactValueFile, decimal, solve_exact};
use snipelab_core::holdem::{EquityTable, HandClass, RaiseSizes};

use crate::out::{self, CliResult, Ticker, outln};

/// Digits of the value printed after the decimal point (truncated, so all are exact).
const DIGITS: usize = 60;

/// The first floating-point solve of the exact path.
#[derive(Serialize)]
struct Guess {
    alice_lower: f64,
    alice_upper: f64,
    gap: f64,
    iterations: u64,
}

/// One restricted linear program of the exact solve.
#[derive(Serialize)]
struct Program {
    rows: usize,
    cols: usize,
    pivots: usize,
    warm: bool,
}

/// The JSON document of `snipelab holdem solve --exact`.
#[derive(Serialize)]
struct ExactReport {
    raises: Vec<f64>,
    /// Alice's value, in lowest terms "p/q".
    value: String,
    /// The value truncated to 60 decimals.
    value_decimal: String,
    /// The value as the nearest double.
    value_f64: f64,
    /// True only when Alice's strategy against Bob's exact best response and Bob's against
    /// Alice's both came out equal to `value` (always, or the command fails).
    certified: bool,
    /// Digits of the value's numerator and denominator.
    numerator_digits: usize,
    denominator_digits: usize,
    /// Restricted linear programs solved, and the last exact system's size.
    rounds: usize,
    system_size: usize,
    /// Each restricted program: its size, the simplex's pivots, and whether it started from
    /// the last program's basis.
    programs: Vec<Program>,
    guess: Guess,
    seconds: f64,
    /// Class -> action ("fold", "call", or a raise size) -> probability "p/q"; zeros left out.
    alice: BTreeMap<String, BTreeMap<String, String>>,
    /// Class -> raise size -> call probability "p/q"; zeros left out.
    bob: BTreeMap<String, BTreeMap<String, String>>,
}

fn fraction(num: &BigInt, den: &BigInt) -> String {
    let q = BigRational::new(num.clone(), den.clone());
    if q.is_integer() {
        q.numer().to_string()
    } else {
        format!("{}/{}", q.numer(), q.denom())
    }
}

/// The files to write, each with its path, opened before the solve so a bad path fails at once.
pub struct Files<'a> {
    /// `--out`: the whole JSON document.
    pub out: Option<(&'a str, std::fs::File)>,
    /// `--value-out`: the value alone ([`ExactValueFile`]).
    pub value_out: Option<(&'a str, std::fs::File)>,
}

/// Writes `text` to an opened file.
fn write(path: &str, mut file: std::fs::File, text: &str) -> CliResult {
    std::io::Write::write_all(&mut file, text.as_bytes())
        .map_err(|e| format!("cannot write {path}: {e}"))
}

/// Runs the exact solve for `raises`; `guess_gap` is the starting solve's target gap.
pub fn run(
    raises: &RaiseSizes,
    table: &EquityTable,
    guess_gap: f64,
    json: bool,
    files: Files,
) -> CliResult {
    let start = Instant::now();
    let options = ExactOptions {
        guess_gap,
        ..ExactOptions::default()
    };
    let mut ticker = Ticker::new();
    let s = solve_exact(table, raises, &options, &mut ticker).map_err(|e| e.to_string())?;
    ticker.clear();
    let seconds = start.elapsed().as_secs_f64();
    let (m, st) = (raises.len(), &s.strategies);
    let key = |k: usize| format!("{}", raises.sizes()[k]);
    let mut alice = BTreeMap::new();
    let mut bob = BTreeMap::new();
    for class in HandClass::all() {
        let i = class.index();
        let mut mix = BTreeMap::new();
        for (a, x) in st.alice[i * (m + 2)..(i + 1) * (m + 2)].iter().enumerate() {
            if x.is_zero() {
                continue;
            }
            let name = match a {
                0 => "fold".to_string(),
                1 => "call".to_string(),
                _ => key(a - 2),
            };
            mix.insert(name, fraction(x, &st.alice_den));
        }
        alice.insert(class.name(), mix);
        let calls = (0..m)
            .filter(|&k| !st.bob[i * m + k].is_zero())
            .map(|k| (key(k), fraction(&st.bob[i * m + k], &st.bob_den)))
            .collect();
        bob.insert(class.name(), calls);
    }
    let report = ExactReport {
        raises: raises.sizes().to_vec(),
        value: format!("{}/{}", s.value.numer(), s.value.denom()),
        value_decimal: decimal(&s.value, DIGITS),
        value_f64: s.value.to_f64().unwrap_or(f64::NAN),
        certified: s.certificate.value() == Some(&s.value),
        numerator_digits: s.value.numer().to_string().trim_start_matches('-').len(),
        denominator_digits: s.value.denom().to_string().len(),
        rounds: s.rounds,
        system_size: s.system_size,
        programs: s
            .round_stats
            .iter()
            .map(|r| Program {
                rows: r.rows,
                cols: r.cols,
                pivots: r.pivots,
                warm: r.warm,
            })
            .collect(),
        guess: Guess {
            alice_lower: s.guess.alice_lower,
            alice_upper: s.guess.alice_upper,
            gap: s.guess.gap,
            iterations: s.guess.iterations,
        },
        seconds,
        alice,
        bob,
    };
    let documents = [
        files.out.map(|f| (f, serde_json::to_string(&report))),
        files
            .value_out
            .map(|f| (f, serde_json::to_string(&ExactValueFile::new(raises, &s)))),
    ];
    for ((path, file), text) in documents.into_iter().flatten() {
        // Compact, one line and a newline: the committed file is exactly this.
        let text = text.map_err(|e| format!("cannot encode JSON: {e}"))? + "\n";
        write(path, file, &text)?;
        if !json {
            outln!("wrote {path} ({} bytes)", text.len());
        }
    }
    if json {
        return out::print_json(&report);
    }
    outln!(
        "raise sizes: {} from {} to {}",
        m,
        raises.sizes()[0],
        raises.sizes()[m - 1]
    );
    outln!(
        "Alice's exact value: {} (a fraction of {} / {} digits)",
        report.value_decimal,
        report.numerator_digits,
        report.denominator_digits
    );
    outln!(
        "certified: both exact best responses give it ({} rounds, system of {}, {:.1} s)",
        s.rounds,
        s.system_size,
        seconds
    );
    Ok(())
}
