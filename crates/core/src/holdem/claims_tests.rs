//! Tests of the post's claims: the verdicts on the committed solutions against numbers read
//! straight from the JSON (not through the table), and made-up tables that meet or miss each
//! claim as stated.

use std::collections::BTreeMap;

use super::*;
use crate::holdem::view::{FileMix, SolutionFile};

pub(crate) const POST_FILE: &str = include_str!("../../../../static/holdem/solve-2-40.json");
const HUNDRED_FILE: &str = include_str!("../../../../static/holdem/solve-2-100.json");

pub(crate) fn read(text: &str) -> StrategyTable {
    let file: SolutionFile = serde_json::from_str(text).expect("a solution file");
    StrategyTable::from_file(&file).expect("a valid solution")
}

/// Alice's probability of `action` ("fold", "call") or of raising by `raise` with `class`,
/// read from the raw JSON (a missing entry is 0).
fn raw(text: &str, class: &str, raise: &str) -> f64 {
    let v: serde_json::Value = serde_json::from_str(text).unwrap();
    v["alice"][class]["raise"][raise].as_f64().unwrap_or(0.0)
}

/// Integer raises 2..=40 where every class calls, but for the mixes given (shared with
/// `deal_mix_tests`).
pub(crate) fn table_with(mixes: &[(&str, &[(&str, f64)])]) -> StrategyTable {
    let raises: Vec<f64> = (2..=40).map(f64::from).collect();
    let mut alice: BTreeMap<String, FileMix> = HandClass::all()
        .iter()
        .map(|c| {
            let mix = FileMix {
                call: 1.0,
                ..FileMix::default()
            };
            (c.name(), mix)
        })
        .collect();
    for (class, raise) in mixes {
        let mix = alice.get_mut(*class).unwrap();
        for (b, p) in *raise {
            mix.raise.insert(b.to_string(), *p);
            mix.call -= p;
        }
    }
    let file = SolutionFile {
        raises,
        alice_lower: 0.0,
        alice_upper: 0.0,
        gap: 0.0,
        iterations: 0,
        alice_folds_any: false,
        overall_call: 0.0,
        alice,
        bob: BTreeMap::new(),
        values: BTreeMap::new(),
    };
    StrategyTable::from_file(&file).unwrap()
}

#[test]
fn the_posts_game_confirms_two_claims_and_reproduces_neither_mix() {
    let table = read(POST_FILE);
    let checks = table.observations();
    assert_eq!(checks.len(), 4);
    // No class folds (the largest fold in the file is 1e-6, its rounding).
    assert_eq!(checks[0].verdict, Verdict::Confirmed, "{checks:?}");
    // 63s raises by 15 37.4% of the time, by 14 44.2%: not the post's 70% by 15.
    let (p14, p15) = (raw(POST_FILE, "63s", "14"), raw(POST_FILE, "63s", "15"));
    assert!((p15 - 0.374).abs() < 5e-4 && (p14 - 0.442).abs() < 5e-4);
    let bluff = &checks[1];
    assert_eq!(bluff.verdict, Verdict::NotReproduced, "{bluff:?}");
    assert!(bluff.found.contains("by 15 37.4%"), "{bluff:?}");
    assert!(
        bluff.found.contains("most frequent raise is 14 (44.2%)"),
        "{bluff:?}"
    );
    assert!(bluff.why.contains("equilibria"), "{bluff:?}");
    // Nobody raises by 40: the file has no "40" entry at all.
    assert!(!POST_FILE.contains("\"40\": 0."));
    let aces = &checks[2];
    assert_eq!(aces.verdict, Verdict::NotReproduced, "{aces:?}");
    assert!(aces.found.starts_with("No class raises by 40"), "{aces:?}");
    assert!(aces.why.contains("numerical error"), "{aces:?}");
    // The file has AA raising by up to 38, at its rounding 1e-6: the largest raise is stated
    // with its threshold, and the rarer ones are not hidden.
    assert!(raw(POST_FILE, "AA", "38") > 0.0);
    assert!(
        aces.found
            .contains("the largest raise any class makes at least 0.001% of the time is"),
        "{aces:?}"
    );
    assert!(
        aces.found.contains("rarer raises go up to 38 (AA, "),
        "{aces:?}"
    );
    // Flat calls on 43.5% of deals: around 43%, checked once, with the deal plot's words.
    let calls = &table.deal_mix_observations()[0];
    assert_eq!(calls.verdict, Verdict::Confirmed, "{calls:?}");
    assert!(calls.found.contains("43.5%"), "{calls:?}");
    assert!(checks.iter().all(|c| !c.claim.contains("flat calls")));
    // Every "not reproduced" says why; no "confirmed" needs to.
    for c in &checks {
        assert_eq!(c.why.is_empty(), c.confirmed(), "{c:?}");
    }
}

#[test]
fn the_hundred_grid_is_checked_at_40_not_at_its_largest_size() {
    let checks = read(HUNDRED_FILE).observations();
    assert_eq!(checks[2].verdict, Verdict::NotReproduced, "{checks:?}");
    assert!(checks[2].claim.contains("by 40"), "{checks:?}");
    assert!(!checks[2].found.contains("100"), "{checks:?}");
}

#[test]
fn a_strategy_meeting_the_words_is_confirmed() {
    let table = table_with(&[
        ("63s", &[("15", 0.7), ("14", 0.2)]),
        ("AA", &[("20", 0.5), ("40", 0.001)]),
    ]);
    let checks = table.observations();
    assert_eq!(checks[1].verdict, Verdict::Confirmed, "{checks:?}");
    assert!(checks[1].found.contains("by 15 70.0%"), "{checks:?}");
    assert_eq!(checks[2].verdict, Verdict::Confirmed, "{checks:?}");
    assert!(checks[2].found.contains("AA 0.10%"), "{checks:?}");
}

#[test]
fn a_strategy_missing_the_words_is_not_reproduced() {
    // 63s bluffs 98% of the time, but by 14 mostly: the size is part of the claim.
    let table = table_with(&[
        ("63s", &[("15", 0.4), ("14", 0.58)]),
        ("AA", &[("40", 0.001)]),
        ("KK", &[("40", 0.01)]),
    ]);
    let checks = table.observations();
    assert_eq!(checks[1].verdict, Verdict::NotReproduced, "{checks:?}");
    assert!(
        checks[1].why.contains("The bluff itself holds"),
        "{checks:?}"
    );
    // KK raises by 40 too: not "only AA".
    assert_eq!(checks[2].verdict, Verdict::NotReproduced, "{checks:?}");
    assert!(checks[2].found.contains("KK 1.0%"), "{checks:?}");
    // AA alone, but 1% of the time rather than 0.1%.
    let often = table_with(&[("AA", &[("40", 0.01)])]).observations();
    assert_eq!(often[2].verdict, Verdict::NotReproduced, "{often:?}");
}

#[test]
fn a_grid_without_the_claimed_sizes_cannot_check_them() {
    let mut table = table_with(&[]);
    table.raises = (2..=14).map(f64::from).collect();
    for mix in &mut table.alice {
        mix.raise.truncate(13);
    }
    let checks = table.observations();
    assert_eq!(checks[1].verdict, Verdict::CannotCheck, "{checks:?}");
    assert_eq!(checks[2].verdict, Verdict::CannotCheck, "{checks:?}");
    assert_eq!(checks[1].found, "This grid has no raise of 15.");
}

#[test]
fn percentages_keep_the_digits_a_small_share_needs() {
    assert_eq!(percent(0.374063), "37.4%");
    assert_eq!(percent(0.0015), "0.15%");
    assert_eq!(percent(1e-5), "0.001%");
    assert_eq!(percent(1.2e-5), "0.0012%");
    assert_eq!(percent(0.0), "0.0%");
    assert_eq!(percent(0.99999), "99.999%");
    assert_eq!(percent(1.0), "100.0%");
    // Too small or too near 1 for four decimals: said so, never "0.%" or "100.%".
    assert_eq!(percent(1e-8), "under 0.0001%");
    assert_eq!(percent(4.9e-7), "under 0.0001%");
    assert_eq!(percent(1e-6), "0.0001%");
    assert_eq!(percent(1.0 - 1e-8), "over 99.9999%");
    assert_eq!(percent(0.999999), "99.9999%");
}

#[test]
fn the_largest_raise_is_stated_with_its_threshold_and_rarer_ones_are_not_hidden() {
    // 32s raises by 29 1.3e-5 of the time, AA by 38 at 1e-6 (under the threshold), none by 40.
    let table = table_with(&[
        ("32s", &[("29", 1.3e-5)]),
        ("AA", &[("30", 2e-6), ("38", 1e-6)]),
    ]);
    let aces = &table.observations()[2];
    assert_eq!(
        aces.found,
        "No class raises by 40 as often as 0.001% of the time; the largest raise any class \
         makes at least 0.001% of the time is 29 (32s, 0.0013% of the time); rarer raises go up \
         to 38 (AA, 0.0001% of the time)."
    );
    assert!(aces.why.contains("ours never raises by 40"), "{aces:?}");
    // Nothing rarer beyond 29: no second clause. A trace at 40: not "never".
    let plain = table_with(&[("32s", &[("29", 1.3e-5)]), ("AA", &[("20", 1e-6)])]);
    assert!(!plain.observations()[2].found.contains("rarer"));
    let trace = table_with(&[("AA", &[("40", 1e-6)])]);
    assert!(
        trace.observations()[2]
            .why
            .contains("ours raises by 40 at most 0.0001% of the time"),
        "{:?}",
        trace.observations()[2]
    );
}
