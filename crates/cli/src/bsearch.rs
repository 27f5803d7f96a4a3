//! `snipelab bsearch`: the adversarial binary search game, solved exactly.
//!
//! `--n N` solves one game (value, both optimal strategies, the post's claims); `--range A..B`
//! prints the post's sawtooth v(n) − floor(log2 n) for n = A..=B; `--table-upto N --out FILE`
//! writes the exact values v(1..=N) the page plots (see `table`).

mod found;
mod table;

use std::time::Instant;

use serde::Serialize;
use snipelab_core::bsearch::{
    self, AliceStrategyCheck, Equilibrium, ExactSolution, FULL_LP_MAX_N, Fraction, MAX_N,
    SawtoothPoint, claims,
};

use crate::out::{self, CliResult, Ticker, outln};

/// Options of `snipelab bsearch`.
#[derive(clap::Args)]
pub struct Args {
    /// Solve the game with keys 1..=N (1 to 2048). The time grows steeply: n = 400 takes
    /// seconds, n = 600 minutes, n = 1000 can take over ten (progress on stderr).
    #[arg(long, conflicts_with = "range")]
    n: Option<usize>,
    /// Print the sawtooth v(n) − floor(log2 n) for n in A..B (both ends included; A..=B also
    /// accepted; 1 <= A <= B <= 2048). Every n from 1 to B is solved, so B in the hundreds
    /// takes minutes (progress on stderr).
    #[arg(long, allow_hyphen_values = true)]
    range: Option<String>,
    /// Write the exact values v(1..=N) as JSON to --out (the page's table:
    /// `--table-upto 1024 --out static/bsearch/values.json`, about an hour). The file is
    /// rewritten after every n.
    #[arg(long, conflicts_with_all = ["n", "range"], requires = "out")]
    table_upto: Option<usize>,
    /// The file --table-upto writes.
    #[arg(long, requires = "table_upto")]
    out: Option<std::path::PathBuf>,
    /// With --table-upto: continue the table already in --out from its last n.
    #[arg(long, requires = "table_upto")]
    resume: bool,
    /// With --table-upto: solve on J threads, each a run of consecutive n (each run but the
    /// first starts cold, so a few minutes more CPU near n = 1000, for J times the speed).
    #[arg(long, requires = "table_upto", default_value_t = 1)]
    jobs: usize,
    /// With --n (at most 13): also solve the post's full linear program over every tree.
    #[arg(long, requires = "n")]
    full_lp: bool,
    /// Print JSON instead of a summary.
    #[arg(long)]
    json: bool,
}

/// Runs `snipelab bsearch`.
pub fn run(args: Args) -> CliResult {
    match (args.n, &args.range, args.table_upto, &args.out) {
        (Some(n), None, None, _) => run_one(n, args.full_lp, args.json),
        (None, Some(range), None, _) => run_range(range, args.json),
        (None, None, Some(n_max), Some(out)) => {
            table::run(n_max, out, args.resume, args.jobs, args.json)
        }
        _ => Err("give --n N, --range A..B or --table-upto N --out FILE".into()),
    }
}

/// The JSON document of `--n`.
#[derive(Serialize)]
struct GameReport {
    n: usize,
    /// v(n) as "p/q", or null when only bounds are known.
    value: Option<Fraction>,
    value_f64: f64,
    lower_bound: f64,
    upper_bound: f64,
    entry_fee: u32,
    alice_return: Option<Fraction>,
    alice_return_f64: f64,
    alice: Vec<KeyProbability>,
    bob: Vec<TreeProbability>,
    first_guess: Vec<KeyProbability>,
    alice_support: usize,
    bob_support: usize,
    iterations: usize,
    trees_generated: usize,
    pivots: usize,
    conjecture: StrategyReport,
    ballmer: StrategyReport,
    #[serde(skip_serializing_if = "Option::is_none")]
    full_lp: Option<FullLpReport>,
    #[serde(skip_serializing_if = "Option::is_none")]
    post_mixture_13: Option<PostMixtureReport>,
    seconds: f64,
}

#[derive(Serialize)]
struct KeyProbability {
    key: usize,
    probability: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    exact: Option<Fraction>,
}

#[derive(Serialize)]
struct TreeProbability {
    preorder: Vec<usize>,
    probability: f64,
    exact: Option<Fraction>,
}

#[derive(Serialize)]
struct StrategyReport {
    guarantee: Fraction,
    guarantee_f64: f64,
    optimal: Option<bool>,
    against_equilibrium: Option<Fraction>,
}

#[derive(Serialize)]
struct FullLpReport {
    value: Fraction,
    agrees: bool,
    bob_support: usize,
    pivots: usize,
    seconds: f64,
}

#[derive(Serialize)]
struct PostMixtureReport {
    /// The value of the game restricted to the post's 13 trees.
    value: Fraction,
    optimal: bool,
    trees: Vec<PostTree>,
}

#[derive(Serialize)]
struct PostTree {
    preorder: Vec<usize>,
    printed: f64,
    exact: Option<Fraction>,
}

fn strategy_report(check: &AliceStrategyCheck) -> StrategyReport {
    StrategyReport {
        guarantee: check.guarantee.clone(),
        guarantee_f64: check.guarantee.to_f64(),
        optimal: check.optimal,
        against_equilibrium: check.against_equilibrium.clone(),
    }
}

fn run_one(n: usize, full_lp: bool, json: bool) -> CliResult {
    if full_lp && !(1..=FULL_LP_MAX_N).contains(&n) {
        return Err(format!(
            "--full-lp needs n <= {FULL_LP_MAX_N} (there are Catalan(n) trees)"
        ));
    }
    let start = Instant::now();
    let eq = bsearch::solve(n, &mut Ticker::new()).map_err(|e| e.to_string())?;
    let seconds = start.elapsed().as_secs_f64();
    let full = if full_lp {
        Some(full_lp_report(&eq)?)
    } else {
        None
    };
    let post = if n == 13 {
        Some(post_mixture_report(&eq)?)
    } else {
        None
    };
    let report = game_report(&eq, full, post, seconds);
    if json {
        return out::print_json(&report);
    }
    print_game(&eq, &report)
}

fn full_lp_report(eq: &Equilibrium) -> Result<FullLpReport, String> {
    let start = Instant::now();
    let full: ExactSolution =
        bsearch::solve_full_lp(eq.n, &mut Ticker::new()).map_err(|e| e.to_string())?;
    Ok(FullLpReport {
        agrees: eq.exact_value.as_ref() == Some(&full.value),
        value: full.value,
        bob_support: full.bob.len(),
        pivots: full.pivots,
        seconds: start.elapsed().as_secs_f64(),
    })
}

fn post_mixture_report(eq: &Equilibrium) -> Result<PostMixtureReport, String> {
    let post = claims::check_post_mixture(eq).map_err(|e| e.to_string())?;
    Ok(PostMixtureReport {
        optimal: post.reaches_value,
        value: post.value,
        trees: post
            .trees
            .into_iter()
            .map(|t| PostTree {
                preorder: t.tree.preorder(),
                printed: t.printed,
                exact: t.exact,
            })
            .collect(),
    })
}

fn game_report(
    eq: &Equilibrium,
    full_lp: Option<FullLpReport>,
    post_mixture_13: Option<PostMixtureReport>,
    seconds: f64,
) -> GameReport {
    let alice = eq
        .alice
        .iter()
        .enumerate()
        .map(|(k, &p)| KeyProbability {
            key: k + 1,
            probability: p,
            exact: eq.alice_exact.as_ref().map(|a| a[k].clone()),
        })
        .collect();
    let bob = eq
        .bob
        .iter()
        .map(|b| TreeProbability {
            preorder: b.tree.preorder(),
            probability: b.probability,
            exact: b.exact.clone(),
        })
        .collect();
    let first_guess = eq
        .first_guess_distribution()
        .iter()
        .enumerate()
        .filter(|(_, p)| **p > 0.0)
        .map(|(k, &p)| KeyProbability {
            key: k + 1,
            probability: p,
            exact: None,
        })
        .collect();
    let point = SawtoothPoint::from(eq);
    GameReport {
        n: eq.n,
        value: eq.exact_value.clone(),
        value_f64: eq.value,
        lower_bound: eq.lower_bound,
        upper_bound: eq.upper_bound,
        entry_fee: point.entry_fee,
        alice_return: point.alice_return,
        alice_return_f64: point.alice_return_f64,
        alice,
        bob,
        first_guess,
        alice_support: point.alice_support,
        bob_support: point.bob_support,
        iterations: eq.iterations,
        trees_generated: eq.trees_generated,
        pivots: eq.pivots,
        conjecture: strategy_report(&eq.conjecture),
        ballmer: strategy_report(&eq.ballmer),
        full_lp,
        post_mixture_13,
        seconds,
    }
}

/// How many of Bob's trees the summary lists.
const TREES_SHOWN: usize = 15;

fn print_game(eq: &Equilibrium, report: &GameReport) -> CliResult {
    let n = eq.n;
    outln!("adversarial binary search, keys 1..={n}");
    match &eq.exact_value {
        Some(v) => outln!("value v({n}) = {v} ≈ {:.9} (exact, verified)", eq.value),
        None => outln!(
            "value v({n}) in [{:.12}, {:.12}] (certified bounds; exact check failed)",
            eq.lower_bound,
            eq.upper_bound
        ),
    }
    let verdict = if report.alice_return_f64 < 0.0 {
        "negative: Bob should take the bet"
    } else if report.alice_return_f64 > 0.0 {
        "positive: Bob should decline"
    } else {
        "zero: a fair bet"
    };
    match &report.alice_return {
        Some(r) => outln!(
            "Alice pays floor(log2 n) = {}: her expected return is {r} ≈ {:.6}, {verdict}",
            report.entry_fee,
            report.alice_return_f64
        ),
        None => outln!(
            "Alice pays floor(log2 n) = {}: her expected return ≈ {:.6}, {verdict}",
            report.entry_fee,
            report.alice_return_f64
        ),
    }
    outln!("Alice's optimal strategy (key: probability):");
    // Runs of keys with the same probability share a cell ("2..=99: 1/102").
    let label = |a: &KeyProbability| match &a.exact {
        Some(e) => e.to_string(),
        None => format!("{:.6}", a.probability),
    };
    let mut cells: Vec<String> = Vec::new();
    let mut i = 0;
    while i < report.alice.len() {
        let text = label(&report.alice[i]);
        let mut j = i;
        while j + 1 < report.alice.len() && label(&report.alice[j + 1]) == text {
            j += 1;
        }
        let (first, last) = (report.alice[i].key, report.alice[j].key);
        cells.push(if first == last {
            format!("{first}: {text}")
        } else {
            format!("{first}..={last}: {text}")
        });
        i = j + 1;
    }
    for line in cells.chunks(6) {
        outln!("  {}", line.join("  "));
    }
    outln!(
        "Bob's optimal mixture: {} trees (pre-order, most probable first{})",
        eq.bob.len(),
        if eq.bob.len() > TREES_SHOWN {
            format!("; first {TREES_SHOWN} shown")
        } else {
            String::new()
        }
    );
    for b in eq.bob.iter().take(TREES_SHOWN) {
        outln!("  {:.6}  {}", b.probability, b.tree);
    }
    let first: Vec<String> = report
        .first_guess
        .iter()
        .map(|f| format!("{}: {:.4}", f.key, f.probability))
        .collect();
    outln!("Bob's first guess: {}", first.join("  "));
    let claim = |name: &str, check: &AliceStrategyCheck| -> CliResult {
        let optimal = match check.optimal {
            Some(true) => "optimal",
            Some(false) => "not optimal",
            None => "optimality unknown",
        };
        outln!(
            "{name}: guarantees {} ≈ {:.6}, {optimal}",
            check.guarantee,
            check.guarantee.to_f64()
        );
        Ok(())
    };
    claim(
        "post's conjecture (2/(n+2) on keys 1 and n)",
        &eq.conjecture,
    )?;
    claim(
        "Ballmer strategy (uniform on binary search's deepest keys)",
        &eq.ballmer,
    )?;
    if let Some(full) = &report.full_lp {
        outln!(
            "full linear program over all trees: v = {} ({}), {} pivots, {:.3} s",
            full.value,
            if full.agrees { "agrees" } else { "DISAGREES" },
            full.pivots,
            full.seconds
        );
    }
    if let Some(post) = &report.post_mixture_13 {
        outln!(
            "the post's 13-tree mixture: restricted value {} ({})",
            post.value,
            if post.optimal {
                "optimal"
            } else {
                "not optimal"
            }
        );
        for t in &post.trees {
            let exact = t.exact.as_ref().map_or("-".to_string(), |q| q.to_string());
            outln!(
                "  printed {:.6}  exact {exact:>9}  {:?}",
                t.printed,
                t.preorder
            );
        }
    }
    outln!(
        "solved in {:.3} s: {} rounds, {} trees generated, {} pivots",
        report.seconds,
        eq.iterations,
        eq.trees_generated,
        eq.pivots
    );
    Ok(())
}

/// The JSON document of `--range`.
#[derive(Serialize)]
struct RangeReport {
    from: usize,
    to: usize,
    points: Vec<SawtoothPoint>,
    seconds: f64,
}

/// Parses "A..B" or "A..=B" (both inclusive) with 1 <= A <= B <= MAX_N.
fn parse_range(text: &str) -> Result<(usize, usize), String> {
    let bad = || format!("--range wants A..B with 1 <= A <= B <= {MAX_N}, not {text:?}");
    let (a, b) = text.split_once("..").ok_or_else(bad)?;
    let b = b.strip_prefix('=').unwrap_or(b);
    let a: usize = a.trim().parse().map_err(|_| bad())?;
    let b: usize = b.trim().parse().map_err(|_| bad())?;
    if a == 0 || a > b || b > MAX_N {
        return Err(bad());
    }
    Ok((a, b))
}

fn run_range(text: &str, json: bool) -> CliResult {
    let (from, to) = parse_range(text)?;
    let start = Instant::now();
    // Every n from 1 is solved (each warm-starts the next); only from..=to is shown.
    let points = bsearch::solve_range(to, &mut Ticker::new(), |_| {}).map_err(|e| e.to_string())?;
    let seconds = start.elapsed().as_secs_f64();
    let points: Vec<SawtoothPoint> = points.into_iter().filter(|p| p.n >= from).collect();
    if json {
        return out::print_json(&RangeReport {
            from,
            to,
            points,
            seconds,
        });
    }
    outln!("the sawtooth: Alice's expected return v(n) − floor(log2 n), n = {from}..={to}");
    outln!(
        "{:>5}  {:>12}  {:>10}  {:>4}  {:>11}  {:>5}  {:>5}  {:>6}  {:>10}",
        "n",
        "v(n)",
        "v(n) ≈",
        "fee",
        "return",
        "bob",
        "alice",
        "rounds",
        "conjecture"
    );
    for p in &points {
        let exact = p
            .exact_value
            .as_ref()
            .map_or("?".to_string(), |v| v.to_string());
        // Long fractions would break the table; the JSON has them in full.
        let exact = if exact.len() > 12 {
            "…".to_string()
        } else {
            exact
        };
        let conjecture = match p.conjecture_optimal {
            Some(true) => "optimal",
            Some(false) => "not",
            None => "?",
        };
        outln!(
            "{:>5}  {:>12}  {:>10.6}  {:>4}  {:>+11.6}  {:>5}  {:>5}  {:>6}  {:>10}",
            p.n,
            exact,
            p.value,
            p.entry_fee,
            p.alice_return_f64,
            p.bob_support,
            p.alice_support,
            p.iterations,
            conjecture
        );
    }
    let exact = points.iter().filter(|p| p.exact_value.is_some()).count();
    outln!(
        "{exact} of {} values exact; solved 1..={to} in {seconds:.3} s",
        points.len()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use snipelab_core::progress::Silent;

    #[test]
    fn ranges_parse_inclusively_and_reject_nonsense() {
        assert_eq!(parse_range("1..128"), Ok((1, 128)));
        assert_eq!(parse_range("5..=9"), Ok((5, 9)));
        assert_eq!(parse_range(" 3 .. 3"), Ok((3, 3)));
        for bad in ["", "1", "0..5", "5..4", "1..2049", "a..b", "1...5", "-1..3"] {
            assert!(parse_range(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn one_game_report_carries_exact_value_and_strategies() {
        let eq = bsearch::solve(13, &mut Silent).unwrap();
        let post = post_mixture_report(&eq).unwrap();
        assert!(post.optimal);
        let report = game_report(&eq, None, Some(post), 0.0);
        let json = serde_json::to_value(&report).unwrap();
        // The post's mixture, solved exactly, gives the same value as our own solution.
        assert_eq!(json["value"], json["post_mixture_13"]["value"]);
        assert_eq!(json["post_mixture_13"]["trees"][0]["exact"], "29/76");
        assert_eq!(json["alice"].as_array().unwrap().len(), 13);
        assert_eq!(json["bob"][0]["preorder"].as_array().unwrap().len(), 13);
        assert_eq!(json["conjecture"]["optimal"], false);
        assert_eq!(json["entry_fee"], 3);
        assert!(json.get("full_lp").is_none());
        let eq = bsearch::solve(8, &mut Silent).unwrap();
        let report = game_report(&eq, Some(full_lp_report(&eq).unwrap()), None, 0.0);
        let json = serde_json::to_value(&report).unwrap();
        assert_eq!(json["full_lp"]["agrees"], true);
    }
}
