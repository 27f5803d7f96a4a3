//! The precomputed tables of the page: E(split) of every pair against every up card for common
//! rule sets, computed natively by `snipelab split --tables DIR` into `static/split/`, where the
//! page reads them (a scenario too large for the browser points there).

use serde::{Deserialize, Serialize};

use super::{
    Doubling, Rules, Scenario, SolveOptions, SplitError, UnsplitValues, decks, solve,
    unsplit_values,
};
use crate::progress::Progress;

/// One cell: a pair against an up card.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableCell {
    /// Rank of the pair, 1 (aces) to 10.
    pub pair: u8,
    /// Rank of the up card, 1 (ace) to 10.
    pub up: u8,
    /// E(split) with perfect card memory.
    pub e_split: f64,
    /// The alternatives to splitting.
    pub unsplit: UnsplitValues,
    /// States searched.
    pub states: u64,
    /// Breadth-first levels.
    pub depth: u32,
    /// CPU seconds the CLI took for this cell (solve and unsplit values).
    pub seconds: f64,
}

/// A table: every pair against every up card, for one shoe of standard decks and one rule set.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SplitTable {
    /// File name under `static/split/` ([`table_file`]).
    pub file: String,
    /// Human-readable rules, e.g. "1 deck, H17, DOA, DAS, SPL1".
    pub label: String,
    /// Number of standard decks.
    pub decks: u16,
    /// The rules.
    pub rules: Rules,
    /// 100 cells, pair-major (pair 1 with up 1..10, then pair 2, ...).
    pub cells: Vec<TableCell>,
    /// CPU seconds of all its cells.
    pub seconds: f64,
}

/// `static/split/index.json`: the tables available.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableIndex {
    /// One entry per table file.
    pub tables: Vec<TableEntry>,
}

/// An entry of the index.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableEntry {
    /// File name under `static/split/`.
    pub file: String,
    /// Human-readable rules.
    pub label: String,
    /// Number of standard decks.
    pub decks: u16,
    /// The rules.
    pub rules: Rules,
    /// CPU seconds of all its cells.
    pub seconds: f64,
}

fn doubling_name(d: Doubling) -> &'static str {
    match d {
        Doubling::AnyTwo => "DOA",
        Doubling::NineToEleven => "D9",
        Doubling::TenEleven => "D10",
    }
}

/// "1 deck, H17, DOA, DAS, SPL1" (with ", RSA", ", ENHC", ", forced resplit" when they apply).
pub fn table_label(decks: u16, rules: &Rules) -> String {
    let mut label = format!(
        "{decks} deck{}, {}, {}, {}, SPL{}",
        if decks == 1 { "" } else { "s" },
        if rules.hit_soft_17 { "H17" } else { "S17" },
        doubling_name(rules.doubling),
        if rules.double_after_split {
            "DAS"
        } else {
            "NDAS"
        },
        rules.max_splits
    );
    for (on, name) in [
        (rules.resplit_aces, "RSA"),
        (rules.no_hole_card, "ENHC"),
        (rules.forced_resplit, "forced resplit"),
    ] {
        if on {
            label.push_str(", ");
            label.push_str(name);
        }
    }
    label
}

/// The file name of a table, e.g. `1d-h17-doa-das-spl1.json`.
pub fn table_file(decks: u16, rules: &Rules) -> String {
    let mut name = format!(
        "{decks}d-{}-{}-{}-spl{}",
        if rules.hit_soft_17 { "h17" } else { "s17" },
        doubling_name(rules.doubling).to_lowercase(),
        if rules.double_after_split {
            "das"
        } else {
            "ndas"
        },
        rules.max_splits
    );
    for (on, tag) in [
        (rules.resplit_aces, "-rsa"),
        (rules.no_hole_card, "-enhc"),
        (rules.forced_resplit, "-forced"),
    ] {
        if on {
            name.push_str(tag);
        }
    }
    name + ".json"
}

/// The rule sets of the shipped tables: 1, 2 and 6 decks, S17 and H17, DOA, DAS, peek, with
/// each of the split limits in `splits` (the CLI picks among them).
pub fn standard_tables(splits: &[u8]) -> Vec<(u16, Rules)> {
    let mut out = Vec::new();
    for &max_splits in splits {
        for d in [1u16, 2, 6] {
            for hit_soft_17 in [false, true] {
                out.push((
                    d,
                    Rules {
                        hit_soft_17,
                        max_splits,
                        ..Rules::default()
                    },
                ));
            }
        }
    }
    out
}

/// Computes one cell (its `seconds` left at 0 for the caller, who owns the clock).
pub fn table_cell(
    decks_in_shoe: u16,
    rules: &Rules,
    pair: u8,
    up: u8,
    progress: &mut impl Progress,
) -> Result<TableCell, SplitError> {
    let scenario = Scenario {
        shoe: decks(decks_in_shoe),
        pair,
        up,
        rules: *rules,
    };
    let solution = solve(&scenario, &SolveOptions::default(), progress)?;
    Ok(TableCell {
        pair,
        up,
        e_split: solution.value,
        unsplit: unsplit_values(&scenario)?,
        states: solution.states,
        depth: solution.depth,
        seconds: 0.0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_and_labels_read_well() {
        let seed = Rules::default();
        assert_eq!(table_label(1, &seed), "1 deck, H17, DOA, DAS, SPL1");
        assert_eq!(table_file(1, &seed), "1d-h17-doa-das-spl1.json");
        let other = Rules {
            hit_soft_17: false,
            doubling: Doubling::TenEleven,
            max_splits: 3,
            resplit_aces: true,
            no_hole_card: true,
            ..seed
        };
        assert_eq!(
            table_label(6, &other),
            "6 decks, S17, D10, DAS, SPL3, RSA, ENHC"
        );
        assert_eq!(table_file(6, &other), "6d-s17-d10-das-spl3-rsa-enhc.json");
        assert_eq!(standard_tables(&[1]).len(), 6);
    }
}
