//! Tests of the page-oriented summaries: the precomputed files read back and re-certified
//! with the library's exact best response, the post's figures, and the class matchups
//! against combinatorics and symmetry.

use std::collections::BTreeMap;

use super::*;
use crate::holdem::Verdict;
use crate::holdem::{BOARDS, Game, RaiseSizes, SolveOptions, solve};
use crate::progress::Silent;

/// The committed solution of the post's game (`snipelab holdem solve --max-raise 40 --json`).
const POST_FILE: &str = include_str!("../../../../static/holdem/solve-2-40.json");

fn read(text: &str) -> StrategyTable {
    let file: SolutionFile = serde_json::from_str(text).expect("a solution file");
    StrategyTable::from_file(&file).expect("a valid solution")
}

/// A file in the CLI's shape where Alice always calls and Bob never calls (zeros dropped).
fn always_call() -> SolutionFile {
    let call = FileMix {
        call: 1.0,
        ..FileMix::default()
    };
    SolutionFile {
        raises: vec![2.0, 5.0],
        alice_lower: 0.0,
        alice_upper: 0.0,
        gap: 0.0,
        iterations: 0,
        alice_folds_any: false,
        overall_call: 0.0,
        alice: HandClass::all()
            .iter()
            .map(|c| (c.name(), call.clone()))
            .collect(),
        bob: BTreeMap::new(),
        values: BTreeMap::new(),
    }
}

#[test]
fn a_file_in_the_clis_shape_reads_back() {
    let text = r#"{"raises": [2, 5.5], "alice_lower": 0.1, "alice_upper": 0.2, "gap": 0.1,
        "iterations": 7, "alice": {}, "bob": {"AA": {"5.5": 0.25}}}"#;
    let mut file: SolutionFile = serde_json::from_str(text).unwrap();
    file.alice = always_call().alice;
    file.alice.insert(
        "63s".into(),
        serde_json::from_str(r#"{"call": 0.3, "raise": {"5.5": 0.7}}"#).unwrap(),
    );
    let table = StrategyTable::from_file(&file).unwrap();
    let bluff = table.mix(HandClass::parse("63s").unwrap());
    assert_eq!(
        (bluff.fold, bluff.call, bluff.raise.clone()),
        (0.0, 0.3, vec![0.0, 0.7])
    );
    assert_eq!(bluff.mean_raise(&table.raises), Some(5.5));
    assert_eq!(
        table.bob[HandClass::parse("AA").unwrap().index()],
        vec![0.0, 0.25]
    );
    assert_eq!(table.raise_position(5.5), Some(1));
    // Everyone calls but 63s (4 of 1,326 deals), who raises 70% of the time.
    let (fold, call, raise) = table.overall_shares();
    assert_eq!(fold, 0.0);
    assert!((raise - 4.0 * 0.7 / 1326.0).abs() < 1e-12);
    assert!((call + raise - 1.0).abs() < 1e-12);
    let checks = table.observations();
    assert!(checks[0].confirmed(), "{checks:?}");
    // No raise of 15 or 40 on this grid: those claims cannot be checked here.
    assert_eq!(checks[1].verdict, Verdict::CannotCheck, "{checks:?}");
    assert_eq!(checks[2].verdict, Verdict::CannotCheck, "{checks:?}");
    // Flat calls on 99.8% of deals, far from the post's 43%.
    let calls = &table.deal_mix_observations()[0];
    assert_eq!(calls.verdict, Verdict::NotReproduced, "{calls:?}");
}

/// Alice's strategy of a table, back in the library's form.
fn alice_of(table: &StrategyTable) -> AliceStrategy {
    let rows: Vec<f64> = table
        .alice
        .iter()
        .flat_map(|m| [m.fold, m.call].into_iter().chain(m.raise.iter().copied()))
        .collect();
    AliceStrategy::from_rows(169, table.raises.len(), rows).expect("169 rows")
}

#[test]
fn the_post_file_reproduces_the_post_and_recertifies() {
    let table = read(POST_FILE);
    let expected: Vec<f64> = (2..=40).map(f64::from).collect();
    assert_eq!(table.raises, expected);
    // The post: "Alice ... gain[s] an average of at least 0.39776", optimal to within 1e-4.
    assert!(
        table.alice_lower >= POST_VALUE - POST_TOLERANCE,
        "{}",
        table.alice_lower
    );
    assert!(table.alice_lower <= table.alice_upper);
    assert!(table.gap <= POST_TOLERANCE, "{}", table.gap);
    // Independent of the file's own figure: Alice's strategy as read back, against Bob's exact
    // best response computed now. The file rounds each probability to 1e-6, which moves the
    // value by far less than 1e-4.
    let game = Game::new(
        &EquityTable::embedded().unwrap(),
        RaiseSizes::integers(2, 40).unwrap(),
    );
    let (_, guaranteed) = game.best_response_to_alice(&alice_of(&table));
    assert!(
        (guaranteed - table.alice_lower).abs() < 1e-4,
        "{guaranteed} vs {}",
        table.alice_lower
    );
    assert!(guaranteed >= POST_VALUE - POST_TOLERANCE, "{guaranteed}");
}

#[test]
fn the_larger_games_are_worth_at_least_the_posts() {
    let post = read(POST_FILE);
    for text in [
        include_str!("../../../../static/holdem/solve-2-100.json"),
        include_str!("../../../../static/holdem/solve-2-40-step-0.5.json"),
    ] {
        let table = read(text);
        assert!(table.alice_lower <= table.alice_upper);
        // Every strategy of the post's game is one of these games too, so their values are at
        // least its value: the certificates can only disagree by their gaps.
        assert!(
            table.alice_upper >= post.alice_lower,
            "{} < {}",
            table.alice_upper,
            post.alice_lower
        );
        assert!(table.observations()[0].confirmed());
    }
}

#[test]
fn a_fresh_solve_becomes_the_same_table() {
    let table = EquityTable::embedded().unwrap();
    let sizes = RaiseSizes::parse("2,5").unwrap();
    let game = Game::new(&table, sizes.clone());
    let options = SolveOptions {
        target_gap: 1e-2,
        max_iterations: 300,
    };
    let solution = solve(&game, &options, &mut Silent).unwrap();
    let page = StrategyTable::from_solution(&solution, &game);
    assert_eq!(page.raises, vec![2.0, 5.0]);
    assert_eq!(page.alice_lower, solution.alice_lower);
    for class in HandClass::all() {
        let i = class.index();
        let mix = page.mix(class);
        assert_eq!(mix.call, solution.alice.call(i));
        assert_eq!(mix.raise[1], solution.alice.raise(i, 1));
        assert_eq!(page.bob[i][0], solution.bob.call(i, 0));
    }
    // The dense rows go back into the library's type unchanged: same certificate.
    let (_, lower) = game.best_response_to_alice(&alice_of(&page));
    assert!((lower - solution.alice_lower).abs() < 1e-12);
}

#[test]
fn class_matchups_count_every_disjoint_pair_and_board() {
    let table = EquityTable::embedded().unwrap();
    let class = |n: &str| HandClass::parse(n).unwrap();
    // AA against KK: 6 x 6 combos, none sharing a card.
    let m = class_matchup(&table, class("AA"), class("KK"));
    assert_eq!(m.pairs, 36);
    assert_eq!(m.win + m.tie + m.loss, 36 * BOARDS);
    assert!(m.equity() > 0.8 && m.equity() < 0.83, "{}", m.equity());
    let back = class_matchup(&table, class("KK"), class("AA"));
    assert_eq!((back.win, back.tie, back.loss), (m.loss, m.tie, m.win));
    // AA against AA: each combo leaves exactly one disjoint combo, and the matchup is even.
    let aa = class_matchup(&table, class("AA"), class("AA"));
    assert_eq!(aa.pairs, 6);
    assert_eq!(aa.win, aa.loss);
    assert!((aa.equity() - 0.5).abs() < 1e-12);
    // AKs against AKo: 4 x 12 combos minus those sharing the ace or the king.
    // Suited AxKx (4) against offsuit AyKz (y != z, 12): disjoint iff y != x and z != x:
    // 3 x 3 - 3 (y = z) = 6 per suited combo.
    assert_eq!(class_matchup(&table, class("AKs"), class("AKo")).pairs, 24);
}

#[test]
fn bad_files_are_refused_with_reasons() {
    let base = always_call();
    assert!(StrategyTable::from_file(&base).is_ok());
    let mut unknown = base.clone();
    unknown.alice.insert("AKx".into(), FileMix::default());
    assert!(matches!(
        StrategyTable::from_file(&unknown),
        Err(SolutionFileError::UnknownClass(_))
    ));
    let mut missing = base.clone();
    missing.alice.remove("72o");
    assert!(matches!(
        StrategyTable::from_file(&missing),
        Err(SolutionFileError::UnknownClass(_))
    ));
    let mut raise = base.clone();
    raise
        .bob
        .insert("AA".into(), BTreeMap::from([("41".to_string(), 0.5)]));
    assert!(matches!(
        StrategyTable::from_file(&raise),
        Err(SolutionFileError::UnknownRaise(_))
    ));
    let mut sum = base.clone();
    sum.alice.get_mut("AA").unwrap().call += 0.5;
    assert!(matches!(
        StrategyTable::from_file(&sum),
        Err(SolutionFileError::BadProbability(_))
    ));
    let mut sizes = base;
    sizes.raises.reverse();
    assert_eq!(
        StrategyTable::from_file(&sizes),
        Err(SolutionFileError::BadRaises)
    );
}

#[test]
fn raise_labels_match_the_cli() {
    assert_eq!(raise_label(5.0), "5");
    assert_eq!(raise_label(5.5), "5.5");
    assert_eq!(raise_label(40.0), "40");
}
