//! Games on real data: the NCAA bracket (against the posts' historical facts) and blackjack
//! pair splitting (against the seed's worked example).

use crate::{assert_close, assert_shape, f, fraction, items, json, u};

/// The fields every bracket document shares: the model and how p(16 beats 1) was set.
const BRACKET_MODEL: &str = "
    $.chalk: object
    $.chalk.log10_probability: number
    $.chalk.one_in: string
    $.coin: object
    $.coin.log10_probability: number
    $.coin.one_in: string
    $.model: object
    $.model.k: number
    $.model.p16: number
    $.model.strength: object
    $.model.strength.kind: string
    $.model.strengths: array
    $.model.strengths[]: number";

/// The observed calibration (the default) and the normal strength's team count.
const BRACKET_OBSERVED_NORMAL: &str = "
    $.calibration: object
    $.calibration.games: number
    $.calibration.kind: string
    $.calibration.through: number
    $.calibration.upsets: number
    $.model.strength.n: number";

/// The shape of a bracket summary at `path`.
fn bracket_summary(path: &str) -> String {
    format!(
        "{path}: object
         {path}.log10_probability: number
         {path}.one_in: string
         {path}.rounds: array
         {path}.rounds[]: object
         {path}.rounds[].games: number
         {path}.rounds[].log10_probability: number
         {path}.rounds[].round: number
         {path}.rounds[].upsets: number
         {path}.upsets: number"
    )
}

/// A list of games with their odds at `path`.
fn bracket_games(path: &str) -> String {
    format!(
        "{path}: array
         {path}[]: object
         {path}[].index: number
         {path}[].loser: object
         {path}[].loser.name: string
         {path}[].loser.seed: number
         {path}[].probability: number
         {path}[].region: null | number
         {path}[].round: number
         {path}[].upset: bool
         {path}[].winner: object
         {path}[].winner.name: string
         {path}[].winner.seed: number"
    )
}

/// A year's summary (the fields of a bracket summary, plus the year, champion and rank).
fn bracket_year(path: &str) -> String {
    format!(
        "{}
         {path}.champion: object
         {path}.champion.name: string
         {path}.champion.seed: number
         {path}.rank: number
         {path}.year: number",
        bracket_summary(path)
    )
}

#[test]
fn bracket() {
    let history = json(&["bracket", "--calibrate-through", "2018", "--json"]);
    assert_shape(
        &history,
        &format!(
            "$: object
             {BRACKET_MODEL}
             {BRACKET_OBSERVED_NORMAL}
             $.upset_distribution: object
             $.upset_distribution.mean: number
             $.upset_distribution.probabilities: array
             $.upset_distribution.probabilities[]: number
             $.upset_distribution.standard_deviation: number
             $.years: array
             {}",
            bracket_year("$.years[]")
        ),
    );
    // The 2018 post: "for the first time in 136 games over the 34 years", a #16 seed won.
    let calibration = &history["calibration"];
    assert_eq!(calibration["kind"], "observed");
    assert_eq!(
        (u(&calibration["games"]), u(&calibration["upsets"])),
        (136, 1)
    );
    assert_eq!(f(&history["model"]["p16"]), 1.0 / 136.0);
    // Flipping a coin for each of 63 games.
    assert_close(
        f(&history["coin"]["log10_probability"]),
        -63.0 * 2f64.log10(),
        1e-12,
    );
    let years = items(&history["years"]);
    assert_eq!(years[0]["year"], 1985);
    assert!(
        years.iter().all(|y| y["year"] != 2020),
        "no tournament in 2020"
    );
    let total: f64 = items(&history["upset_distribution"]["probabilities"])
        .iter()
        .map(f)
        .sum();
    assert_close(total, 1.0, 1e-9);

    let year = json(&["bracket", "--year", "2018", "--json"]);
    assert_shape(
        &year,
        &format!(
            "$: object
             {BRACKET_MODEL}
             {BRACKET_OBSERVED_NORMAL}
             {}
             {}",
            bracket_games("$.games"),
            bracket_year("$.year")
        ),
    );
    let games = items(&year["games"]);
    assert_eq!(games.len(), 63);
    let umbc = games
        .iter()
        .find(|g| g["winner"]["seed"] == 16 && g["loser"]["seed"] == 1)
        .expect("2018: a #16 seed beat a #1 seed");
    assert_eq!(umbc["winner"]["name"], "UMBC");
    assert_eq!(umbc["loser"]["name"], "Virginia");
    assert_eq!(year["year"]["champion"]["name"], "Villanova");
    let upsets = games.iter().filter(|g| g["upset"] == true).count() as u64;
    assert_eq!(u(&year["year"]["upsets"]), upsets);

    // A bracket by its code, without a year; then with one, under a given p16 and linear model.
    let picks = json(&["bracket", "--picks", "0000000000000000", "--json"]);
    assert_shape(
        &picks,
        &format!(
            "$: object
             {BRACKET_MODEL}
             {BRACKET_OBSERVED_NORMAL}
             {}
             $.bracket.code: string",
            bracket_summary("$.bracket")
        ),
    );
    assert_eq!(
        u(&picks["bracket"]["upsets"]),
        0,
        "the chalk bracket has no upsets"
    );
    let rounds: Vec<u64> = items(&picks["bracket"]["rounds"])
        .iter()
        .map(|r| u(&r["games"]))
        .collect();
    assert_eq!(rounds, [32, 16, 8, 4, 2, 1]);

    let scored = json(&[
        "bracket",
        "--year",
        "2018",
        "--picks",
        "0000000000000000",
        "--p16",
        "1/136",
        "--model",
        "linear",
        "--json",
    ]);
    assert_shape(
        &scored,
        &format!(
            "$: object
             {BRACKET_MODEL}
             $.calibration: object
             $.calibration.kind: string
             {}
             {}
             {}
             $.bracket.code: string
             $.bracket.correct_picks: number
             {}",
            bracket_games("$.games"),
            bracket_year("$.year"),
            bracket_summary("$.bracket"),
            bracket_games("$.bracket.games")
        ),
    );
    assert_eq!(scored["calibration"]["kind"], "given");
    assert_eq!(scored["model"]["strength"]["kind"], "linear");
    assert_eq!(f(&scored["model"]["p16"]), 1.0 / 136.0);
    assert!(u(&scored["bracket"]["correct_picks"]) <= 63);
}

#[test]
fn split() {
    // The seed's worked example: 2-2 against a 4, 1 deck, H17, DOA, DAS, SPL1.
    let count = json(&[
        "split", "--pair", "2", "--up", "4", "--decks", "1", "--h17", "--das", "--doa", "--count",
        "--json",
    ]);
    let rules = "$.rules: object
         $.rules.double_after_split: bool
         $.rules.doubling: string
         $.rules.forced_resplit: bool
         $.rules.hit_soft_17: bool
         $.rules.max_splits: number
         $.rules.no_hole_card: bool
         $.rules.resplit_aces: bool";
    let states = "$.completed_states: number
         $.configurations: number
         $.dealer_compositions: number
         $.depth: number
         $.pair: number
         $.peak_memory_bytes: number
         $.seconds: number
         $.shoe: array
         $.shoe[]: number
         $.states: number
         $.states_per_level: array
         $.states_per_level[]: number
         $.up: number";
    assert_shape(&count, &format!("$: object\n{rules}\n{states}"));
    // "Searched 1247392 states to depth 17."
    assert_eq!((u(&count["states"]), u(&count["depth"])), (1_247_392, 17));
    let per_level: u64 = items(&count["states_per_level"]).iter().map(u).sum();
    assert_eq!(per_level, 1_247_392);

    // A tiny shoe (A to 5 and four tens): 10-10 against a 10, solved in floats and exactly.
    let solved = json(&[
        "split",
        "--pair",
        "10",
        "--up",
        "10",
        "--shoe",
        "1,1,1,1,1,0,0,0,0,4",
        "--doa",
        "--exact",
        "--json",
    ]);
    assert_shape(
        &solved,
        &format!(
            "$: object
             {rules}
             {states}
             $.bytes_per_state: number
             $.e_split: number
             $.e_split_exact: string
             $.should_split: bool
             $.solver_peak_bytes: number
             $.split_gain: number
             $.unsplit: object
             $.unsplit.best: number
             $.unsplit.dealer_blackjack: number
             $.unsplit.double: number
             $.unsplit.hit: number
             $.unsplit.stand: number"
        ),
    );
    let (a, b) = fraction(&solved["e_split_exact"]);
    let e_split = f(&solved["e_split"]);
    assert_close(e_split, a as f64 / b as f64, 1e-12);
    let unsplit = &solved["unsplit"];
    let best = f(&unsplit["stand"])
        .max(f(&unsplit["hit"]))
        .max(f(&unsplit["double"]));
    assert_eq!(f(&unsplit["best"]), best);
    assert_close(f(&solved["split_gain"]), e_split - best, 1e-15);
    assert_eq!(solved["should_split"], e_split > best);
    let shoe: Vec<u64> = items(&solved["shoe"]).iter().map(u).collect();
    assert_eq!(shoe, [1, 1, 1, 1, 1, 0, 0, 0, 0, 4]);
    // Without --exact the exact value is null, and doubling on 10-10 needs --doa.
    let floats = json(&[
        "split",
        "--pair",
        "10",
        "--up",
        "10",
        "--shoe",
        "1,1,1,1,1,0,0,0,0,4",
        "--json",
    ]);
    assert!(floats["e_split_exact"].is_null() && floats["unsplit"]["double"].is_null());
}
